import { renderSubjects } from '../../codegen/subjects';
import type { OpenApiDocument } from '../../codegen/document';
import { bookingKindReadScopes, subjectReadScopes } from '../../src/generated/subjects';

/** A contract with two subjects and one booking kind, whose operations say what they show. */
function contract(operations: Record<string, Record<string, unknown>>): OpenApiDocument {
  return {
    openapi: '3.1.0',
    paths: Object.fromEntries(Object.entries(operations).map(([path, op]) => [path, { get: { operationId: path.slice(1), ...op } }])),
    components: {
      schemas: {
        Scope: { type: 'string', enum: ['a:read', 'b:read', 'b:write'] },
        EventSubject: { type: 'object', properties: { type: { type: 'string', enum: ['wallet', 'site'] } } },
        TestBooking: { type: 'object', properties: { kind: { type: 'string', enum: ['transport'] } } },
      },
    },
  };
}
const key = (scope: string) => ({ security: [{ tradeApiKey: [scope] }] });

describe('the read scope of each event subject, from the contract (codegen/subjects.ts)', () => {
  it("takes each subject's scope from the operation that names it, or from its x-subject-read-scope", () => {
    const text = renderSubjects(
      contract({
        '/wallet': { ...key('a:read'), 'x-subject': 'wallet', 'x-booking-kind': ['transport'] },
        '/site': { ...key('b:write'), 'x-subject': ['site'], 'x-subject-read-scope': 'b:read' },
      }),
    );
    expect(text).toContain('wallet: "a:read"');
    expect(text).toContain('site: "b:read"');
    expect(text).toContain('transport: "a:read"');
  });

  it('refuses a subject named twice or by no operation, naming where', () => {
    const twice = contract({
      '/wallet': { ...key('a:read'), 'x-subject': ['wallet', 'site'], 'x-booking-kind': 'transport' },
      '/site': { ...key('b:read'), 'x-subject': 'site' },
    });
    expect(() => renderSubjects(twice)).toThrow('x-subject site is declared twice: on GET /wallet (wallet) and on GET /site (site)');
    const missing = contract({ '/wallet': { ...key('a:read'), 'x-subject': 'wallet' } });
    expect(() => renderSubjects(missing)).toThrow(/no operation names x-subject site[\s\S]*no operation names x-booking-kind transport/);
  });

  it('refuses a name the enums do not know, and an operation without one scope to read by', () => {
    const unknown = contract({ '/wallet': { ...key('a:read'), 'x-subject': ['wallet', 'site', 'ledger'], 'x-booking-kind': 'transport' } });
    expect(() => renderSubjects(unknown)).toThrow('x-subject ledger is not a value of EventSubject.type');
    const noScope = contract({ '/wallet': { 'x-subject': ['wallet', 'site'], 'x-booking-kind': 'transport' } });
    expect(() => renderSubjects(noScope)).toThrow('asks for 0 scopes');
  });

  it('covers every subject and booking kind of this contract', () => {
    expect(Object.keys(subjectReadScopes)).toHaveLength(24);
    expect(subjectReadScopes.credit_note).toBe('statements:read');
    // The account (a partner application's answer) is read as whoami shows it.
    expect(subjectReadScopes.account).toBe('account:read');
    expect(bookingKindReadScopes).toEqual({
      transport: 'transport:read',
      activity: 'activities:read',
      client: 'bookings:view',
      desk_sale: 'bookings:view',
      referral: 'bookings:view',
      dmc: 'bookings:view',
      corporate: 'bookings:view',
    });
  });
});

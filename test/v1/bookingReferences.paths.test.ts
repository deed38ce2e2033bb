/**
 * A reference reaches its booking on every booking path of the partner API, spelt any way a
 * person types or pastes it (case, spaces, dashes of any kind, full-width characters), for every
 * kind the list shows; an invoice is reached by its number the same way. Another account's or the
 * other mode's reference or number is not found.
 */
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { walletAt, type Mode, type Partner } from '../helpers/partitions';
import { bookTransfer } from '../helpers/transfers';
import { openApiDocument } from '../../src/platform/openapiDocument';
import { routes, type RouteDefinition } from '../../src/generated/routes';
import { foldReference, normaliseBookingReference } from '../../src/platform/ids';

const t = useV1Suite({ partners: ['who', 'other'] });
const { who, other } = t.partners;
const V1 = '/api/b2b/v1';

/** Full-width forms of the ASCII letters, digits and dash, as a phone keyboard in CJK mode types them. */
const fullWidth = (text: string): string => text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

/** Every way a reference is typed or pasted that still names it. */
export const spellingsOf = (reference: string): string[] => [
  reference,
  reference.toLowerCase(),
  reference.replace(/-/g, ''),
  reference.toLowerCase().replace(/-/g, ''),
  reference.replace(/-/g, ' '),
  reference.replace(/-/g, '\u2013'),
  reference.replace(/-/g, '\u2010'),
  fullWidth(reference),
  fullWidth(reference.toLowerCase()).replace(/－/g, ''),
];

describe('the one fold of a reference', () => {
  it('folds case, width, spaces and dashes of every kind to one key, and a booking reference to its stored form', () => {
    for (const typed of spellingsOf('TR-AYB0-TK03')) {
      expect(foldReference(typed)).toBe('TRAYB0TK03');
      expect(normaliseBookingReference(typed)).toBe('TR-AYB0-TK03');
    }
    for (const typed of spellingsOf('INV-2026-000001')) expect(foldReference(typed)).toBe('INV2026000001');
    expect(normaliseBookingReference('TR-AYB0-TK0')).toBeNull();
  });
});

/** The booking path parameters of the contract: every `{id}`/`{ref}` whose schema is a booking's id or reference. */
const document = openApiDocument() as unknown as {
  paths: Record<string, Record<string, { parameters?: Array<{ $ref?: string; in?: string; schema?: { $ref?: string } }> }>>;
  components: { parameters: Record<string, { in: string; schema?: { $ref?: string } }> };
};
const takesBooking = (route: RouteDefinition): boolean =>
  (document.paths[route.path]?.[route.method.toLowerCase()]?.parameters ?? []).some((p) => {
    const param = p.$ref ? document.components.parameters[p.$ref.replace('#/components/parameters/', '')] : p;
    return param?.in === 'path' && param.schema?.$ref === '#/components/schemas/BookingIdOrReference';
  });
const BOOKING_READS = routes.filter((route) => route.method === 'GET' && route.path.startsWith(`${V1}/`) && takesBooking(route));

/** The kind a path's own section shows; the paths of /bookings/{ref} read every kind. */
const KIND_OF_PATH: Array<[RegExp, string | null]> = [
  [/^\/api\/b2b\/v1\/transport\//, 'transport'],
  [/^\/api\/b2b\/v1\/activities\//, 'activity'],
  [/^\/api\/b2b\/v1\/desk\/sales\//, 'desk_sale'],
  [/^\/api\/b2b\/v1\/corporate\/bookings\//, 'corporate'],
  [/^\/api\/b2b\/v1\/bookings\//, null],
];

interface Stored {
  id: string;
  reference: string;
  kind: string;
}

/** A booking of the partition the path can answer with 200: documents need a confirmed one, a corporate voucher a request's transfer. */
async function bookingFor(partner: Partner, mode: Mode, route: RouteDefinition, kind: string): Promise<Stored | undefined> {
  const query = t.db('bookings').where({ account_id: partner.accountId, mode, kind }).whereIn('status', ['confirmed', 'driver_assigned']).orderBy('id');
  if (kind === 'client') query.whereNull('product_id');
  if (kind === 'corporate') query.whereIn('id', t.db('corporate_requests').whereNotNull('booking_id').select('booking_id'));
  // A name board is held up only where a driver meets the traveller.
  if (route.path.includes('name-board')) query.whereIn('kind', ['transport', 'activity', 'client', 'desk_sale', 'corporate']);
  const rows = (await query.select('id', 'reference', 'kind')) as Stored[];
  if (!route.path.includes('name-board')) return rows[0];
  for (const row of rows) {
    const board = await call(t.app, 'GET', route.path.replace(/\{(id|ref)\}/, row.id), { token: partner.keys[mode] });
    if (board.status === 200) return row;
  }
  return undefined;
}

const answerOf = (res: { status: number; body: unknown; text: string; headers: Record<string, string> }): unknown => ({
  status: res.status,
  type: res.headers['content-type'],
  body: res.headers['content-type']?.startsWith('application/json') ? res.body : res.headers['content-type']?.startsWith('text/') ? res.text : Buffer.byteLength(res.text ?? ''),
});

describe('every booking path of the partner API', () => {
  it('is in the contract for every section that shows a booking, and each read answers the same for every spelling of the reference as for the id (test key, every kind)', async () => {
    const paths = BOOKING_READS.map((route) => route.path);
    for (const expected of ['/transport/bookings/{id}', '/activities/bookings/{id}/voucher', '/bookings/{ref}', '/bookings/{ref}/voucher', '/desk/sales/{id}', '/desk/sales/{id}/voucher', '/desk/sales/{id}/voucher/pdf', '/corporate/bookings/{id}/voucher', '/corporate/bookings/{id}/voucher/pdf']) {
      expect(paths).toContain(`${V1}${expected}`);
    }
    // The test partition is seeded with bookings of every kind on the key's first call.
    expect((await call(t.app, 'GET', `${V1}/bookings`, { token: who.keys.test })).status).toBe(200);
    const kinds = ((await t.db('bookings').where({ account_id: who.accountId, mode: 'test' }).distinct('kind')) as Array<{ kind: string }>).map((row) => row.kind);
    let checked = 0;
    for (const route of BOOKING_READS) {
      const [, own] = KIND_OF_PATH.find(([pattern]) => pattern.test(route.path)) ?? [null, undefined];
      expect([route.path, own]).not.toEqual([route.path, undefined]);
      for (const kind of own === null ? kinds : [own as string]) {
        const booking = await bookingFor(who, 'test', route, kind);
        if (!booking) continue;
        const at = (typed: string): string => route.path.replace(/\{(id|ref)\}/, encodeURIComponent(typed));
        const byId = await call(t.app, 'GET', at(booking.id), { token: who.keys.test });
        if (byId.status !== 200) {
          // The one path of every kind says which kinds print no voucher (a shuttle run, a DMC service, a visitor's request).
          expect([route.path, kind, byId.status, byId.body.error?.code]).toEqual([route.path, kind, 404, 'not_found']);
          continue;
        }
        // Every spelling on the JSON reads; the documents (the same look-up) take three of them.
        const json = route.path.endsWith('{id}') || route.path.endsWith('{ref}');
        const typings = json ? spellingsOf(booking.reference) : route.path.endsWith('/pdf') ? [fullWidth(booking.reference)] : [booking.reference.toLowerCase().replace(/-/g, ''), booking.reference.replace(/-/g, '\u2013')];
        for (const typed of typings) {
          const byReference = await call(t.app, 'GET', at(typed), { token: who.keys.test });
          expect({ path: route.path, kind, typed, answer: answerOf(byReference) }).toEqual({ path: route.path, kind, typed, answer: answerOf(byId) });
        }
        // Another account's reference, and the same reference under the other mode's key, name nothing.
        expect((await call(t.app, 'GET', at(booking.reference), { token: other.keys.test })).status).toBe(404);
        expect((await call(t.app, 'GET', at(booking.reference.toLowerCase()), { token: who.keys.live })).status).toBe(404);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(BOOKING_READS.length);
  }, 300_000);

  it('reads any booking the list shows at GET /bookings/{ref}, in its own section\'s shape, and never lists one without a path to read it', async () => {
    const listed: Array<{ id: string; reference: string; kind: string; href: string | null }> = [];
    for (let cursor: string | null = null, first = true; first || cursor !== null; first = false) {
      const page = await call(t.app, 'GET', `${V1}/bookings?limit=100${cursor ? `&cursor=${cursor}` : ''}`, { token: who.keys.test });
      expect(page.status).toBe(200);
      listed.push(...page.body.data);
      cursor = page.body.next_cursor;
    }
    expect(new Set(listed.map((item) => item.kind)).size).toBeGreaterThanOrEqual(6);
    for (const item of listed) {
      expect([item.reference, item.href]).toEqual([item.reference, expect.stringMatching(/^\/api\/b2b\/v1\//)]);
      const read = await call(t.app, 'GET', (item.href as string).replace(item.id, item.reference), { token: who.keys.test });
      expect([item.kind, item.href, read.status]).toEqual([item.kind, item.href, 200]);
      const byReference = await call(t.app, 'GET', `${V1}/bookings/${encodeURIComponent(fullWidth(item.reference.toLowerCase()))}`, { token: who.keys.test });
      expect([item.kind, byReference.status]).toEqual([item.kind, 200]);
      expect(byReference.body).toMatchObject({ reference: item.reference, sandbox: true });
      if (item.kind !== 'corporate' && item.kind !== 'dmc') expect(byReference.body.id ?? byReference.body.ref).toBe(item.id);
    }
  });

  it('reads a live transfer at GET /bookings/{ref} as GET /transport/bookings/{id} shows it, and cancels it by its reference spelt with spaces; neither the test key nor another account finds it', async () => {
    await walletAt(t, who, 'live', 5_000);
    const booked = await bookTransfer(t, who.keys.live);
    const reference = booked.reference as string;
    const own = await call(t.app, 'GET', `${V1}/transport/bookings/${booked.id}`, { token: who.keys.live });
    for (const typed of spellingsOf(reference)) {
      const read = await call(t.app, 'GET', `${V1}/bookings/${encodeURIComponent(typed)}`, { token: who.keys.live });
      expect({ typed, status: read.status, body: read.body }).toEqual({ typed, status: 200, body: own.body });
    }
    for (const token of [who.keys.test, other.keys.live, other.keys.test]) {
      const missing = await call(t.app, 'GET', `${V1}/bookings/${reference}`, { token });
      expect([missing.status, missing.body.error.code]).toEqual([404, 'not_found']);
    }
    const cancelled = await call(t.app, 'POST', `${V1}/transport/bookings/${encodeURIComponent(reference.toLowerCase().replace(/-/g, ' '))}/cancel`, { token: who.keys.live });
    expect(cancelled.status).toBe(200);
    expect(await t.db('bookings').where({ id: booked.id }).first('status')).toEqual({ status: 'cancelled' });
  });
});

describe('an invoice by its number', () => {
  it('is found by the number printed on it, however it is spelt, in both modes; another account\'s or mode\'s number is not found', async () => {
    // A live month with a charge, closed by reading after it ends.
    await walletAt(t, who, 'live', 5_000);
    await bookTransfer(t, who.keys.live);
    t.clock.set('2026-12-02T08:00:00Z');
    for (const mode of ['test', 'live'] as const) {
      const list = await call(t.app, 'GET', `${V1}/invoices`, { token: who.keys[mode] });
      expect(list.status).toBe(200);
      const [invoice] = list.body.data as Array<{ id: string; number: string }>;
      expect(invoice?.number).toMatch(mode === 'live' ? /^INV-2026-\d{6}$/ : /^TEST-INV-2026-\d{6}$/);
      const { id, number } = invoice as { id: string; number: string };
      const byId = await call(t.app, 'GET', `${V1}/invoices/${id}`, { token: who.keys[mode] });
      expect(byId.status).toBe(200);
      for (const typed of spellingsOf(number)) {
        const byNumber = await call(t.app, 'GET', `${V1}/invoices/${encodeURIComponent(typed)}`, { token: who.keys[mode] });
        expect({ typed, status: byNumber.status, body: byNumber.body }).toEqual({ typed, status: 200, body: byId.body });
      }
      const pdf = await call(t.app, 'GET', `${V1}/invoices/${number.toLowerCase()}/pdf`, { token: who.keys[mode] });
      expect([pdf.status, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
      const otherMode = mode === 'test' ? 'live' : 'test';
      for (const token of [other.keys[mode], who.keys[otherMode]]) {
        const missing = await call(t.app, 'GET', `${V1}/invoices/${number}`, { token });
        expect([missing.status, missing.body.error.code]).toEqual([404, 'not_found']);
      }
    }
    const unknown = await call(t.app, 'GET', `${V1}/invoices/INV-2026-999999`, { token: who.keys.live });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'not_found']);
    const malformed = await call(t.app, 'GET', `${V1}/invoices/x`, { token: who.keys.live });
    expect([malformed.status, malformed.body.error.code]).toEqual([422, 'validation_failed']);
  });
});

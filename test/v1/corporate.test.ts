import { toFils, useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { rowCounts } from '../helpers/tables';
import { MODES, ledgerSumFils, partner, walletAt, walletFils, type Mode, type Partner } from '../helpers/partitions';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtpServer';
import { openPartition } from '../../src/engine/partitions';
import { addDays, weekdayOf } from '../../src/platform/uaeTime';
import { JobRunner } from '../../src/platform/jobs';
import { createLogger } from '../../src/platform/logger';
import { corporateRequestExpiry } from '../../src/sections/corporate/expiry';
import { childDatabaseUrl, usingPostgres } from '../helpers/testDb';
import { startServerProcess } from '../helpers/serverProcess';
import { systemClock } from '../../src/platform/clock';

const BASE = '/api/b2b/v1/corporate';
const TODAY = '2026-11-22T10:00:00.000Z';
const transfer = { airport: 'DXB', terminal: 'T3', direction: 'departure', place: 'BUSINESS_BAY', vehicle: 'EXECUTIVE_SEDAN', pickup_date: '2026-12-07', pickup_time: '05:15', passengers: 1, bags: 1 };
const traveller = { first_name: 'Omar', last_name: 'Haddad', email: 'omar.haddad@corp.example' };
const shuttleBody = {
  name: 'Al Qusais housing to Business Bay office',
  vehicle: 'LUXURY_COACH',
  stops: [
    { name: 'Al Qusais staff residence', zone: 'DEIRA', minutes_from_first_stop: 0 },
    { name: 'Business Bay office', zone: 'BUSINESS_BAY', minutes_from_first_stop: 45 },
  ],
  departures: [{ time: '07:00', direction: 'outbound' }, { time: '17:45', direction: 'return' }],
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  starts_on: '2026-12-01',
};
/** (320 + 7.00 × 13.6 km) = 415.2, rounded to AED 5: the tariff of a coach on that route. */
const COACH_RUN_AED = 415;

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
const t = useV1Suite({ partners: ['who', 'stranger'], now: TODAY, env: () => ({ SMTP_URL: smtp.url, MAIL_FROM: 'Trade desk <trade@operator.example>' }) });
const { clock } = t;
const { who, stranger } = t.partners;
afterAll(() => smtp.close());

let serial = 0;
const get = (mode: Mode, path: string, key: Partner = who) => t.api(key.keys[mode], BASE).get(path);
const post = (mode: Mode, path: string, body: unknown, key: Partner = who) => t.api(key.keys[mode], BASE).post(path, body);
const issues = (res: { body: { error: { issues: Array<{ path: string; message: string }> } } }) => res.body.error.issues;
const open = (accountId: string, mode: Mode) => openPartition(t.sections, accountId, mode, t.db, clock, 'system', null);

interface Approver {
  name: string;
  email: string;
  approves_up_to_aed?: number | null;
}
const NOURA: Approver = { name: 'Noura Al Falasi', email: 'noura.alfalasi@corp.example' };
const RAHUL: Approver = { name: 'Rahul Iyer', email: 'rahul.iyer@corp.example', approves_up_to_aed: 100 };

/** A new cost centre of `mode` with a code no other has, and its approvers. */
async function costCentre(mode: Mode, fields: Record<string, unknown> = {}, approvers: Approver[] = [NOURA, RAHUL]): Promise<{ id: string; code: string }> {
  const code = `T-${++serial}-${mode.toUpperCase()}`;
  const made = await post(mode, '/cost-centres', { code, name: `Cost centre ${serial}`, ...fields });
  expect(made.status).toBe(201);
  if (approvers.length > 0) expect((await post(mode, `/cost-centres/${made.body.id}/approvers`, { approvers })).status).toBe(200);
  return { id: made.body.id as string, code };
}

const askFor = (mode: Mode, centreId: string, change: Record<string, unknown> = {}) =>
  post(mode, '/requests', { cost_centre_id: centreId, traveller, purpose: 'Client workshop in Riyadh', transfer, ...change });

const row = async (table: string, id: string): Promise<Record<string, unknown>> => (await t.db(table).where({ id }).first()) as Record<string, unknown>;
const movesOf = async (id: string): Promise<Array<[string | null, string, string]>> =>
  ((await t.db('state_moves').where({ subject_id: id }).orderBy('id')) as Array<{ from_state: string | null; to_state: string; actor: string }>).map((m) => [m.from_state, m.to_state, m.actor]);
const eventsOf = async (accountId: string, mode: Mode, id: string): Promise<Array<{ type: string; notice_kind: string | null; notice_title: string | null }>> =>
  t.db('events').where({ account_id: accountId, mode, subject_id: id }).orderBy('seq').select('type', 'notice_kind', 'notice_title');
const ledgerOf = async (bookingId: string): Promise<Array<{ kind: string; amount_fils: number }>> =>
  ((await t.db('ledger_entries').where({ booking_id: bookingId }).orderBy('id')) as Array<{ kind: string; amount_fils: number | string }>).map((e) => ({ kind: e.kind, amount_fils: Number(e.amount_fils) }));
const mailsAbout = async (id: string): Promise<Array<{ to_address: string; subject: string; text: string }>> =>
  t.db('mail_outbox').where({ related_type: 'corporate_request', related_id: id }).orderBy('to_address').select('to_address', 'subject', 'text');

const walk = (mode: Mode, path: string, limit: number, key: Partner = who) => t.walk(key.keys[mode], `${BASE}${path}`, { limit });

/** The weekdays (mon-fri) of a month from `from`, as the timetable of `shuttleBody` runs them. */
function weekdays(month: string, from = `${month}-01`, skip: readonly string[] = []): string[] {
  const dates: string[] = [];
  for (let date = from; date.startsWith(month); date = addDays(date, 1)) if (!['sat', 'sun'].includes(weekdayOf(date)) && !skip.includes(date)) dates.push(date);
  return dates;
}

describe.each(MODES)('corporate transport with a %s key', (mode) => {
  const other: Mode = mode === 'test' ? 'live' : 'test';
  const sandbox = mode === 'test';

  beforeAll(async () => {
    await open(who.accountId, mode);
    await open(who.accountId, other);
    await open(stranger.accountId, mode);
  });

  describe('cost centres', () => {
    it('creates one (201), changes only what is sent, archives and reactivates it; each move and change recorded', async () => {
      clock.set('2026-11-22T11:00:00.000Z');
      const code = `EVENTS-${mode}`;
      const made = await post(mode, '/cost-centres', { code, name: 'Events and conferences', monthly_budget_aed: 25000, approval_threshold_aed: 750.5 });
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject({
        object: 'corporate_cost_centre', sandbox, code, status: 'active', approvers: [], monthly_budget_aed: 25000, approval_threshold_aed: 750.5,
        spend_this_month: { month: '2026-11', spent_aed: 0, remaining_aed: 25000 }, created_at: '2026-11-22T11:00:00.000Z',
      });
      const id = made.body.id as string;
      expect(await row('corporate_cost_centres', id)).toMatchObject({ account_id: who.accountId, mode, code_key: code.toLowerCase(), status: 'active' });
      expect(Number((await row('corporate_cost_centres', id)).approval_threshold_fils)).toBe(75050);
      expect((await get(mode, '/cost-centres?limit=1')).body.data[0]).toEqual(made.body);

      clock.advance(60);
      const changed = await post(mode, '/cost-centres', { id, name: 'Events', approval_threshold_aed: null });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({ ...made.body, name: 'Events', approval_threshold_aed: null, updated_at: '2026-11-22T11:01:00.000Z' });

      const archived = await post(mode, '/cost-centres', { id, status: 'archived' });
      expect(archived.body.status).toBe('archived');
      const again = await post(mode, '/cost-centres', { id, status: 'archived' });
      expect(again.status).toBe(409);
      expect(again.body.error).toEqual({ code: 'invalid_state', message: `The cost centre ${id} is archived, so it cannot be archived.`, retryable: false });
      const rename = await post(mode, '/cost-centres', { id, name: 'X' });
      expect(rename.body.error.message).toBe(`The cost centre ${id} is archived, so it cannot be changed.`);
      const back = await post(mode, '/cost-centres', { id, status: 'active', name: 'Events, back in use' });
      expect(back.status).toBe(200);
      expect(back.body).toMatchObject({ status: 'active', name: 'Events, back in use' });
      expect(await movesOf(id)).toEqual([[null, 'active', `key:${who.keyIds[mode]}`], ['active', 'archived', `key:${who.keyIds[mode]}`], ['archived', 'active', `key:${who.keyIds[mode]}`]]);
      // A change that comes with a move is the move's event: its previous attributes name both.
      expect((await eventsOf(who.accountId, mode, id)).map((e) => e.type)).toEqual([
        'corporate_cost_centre.created', 'corporate_cost_centre.changed', 'corporate_cost_centre.archived', 'corporate_cost_centre.reactivated',
      ]);
      const reactivated = await t.db('events').where({ account_id: who.accountId, mode, subject_id: id, type: 'corporate_cost_centre.reactivated' }).first();
      expect(JSON.parse(reactivated.data)).toEqual(back.body);
      expect(JSON.parse(reactivated.previous_attributes)).toEqual({ status: 'archived', name: 'Events' });
    });

    it('refuses a create without code and name or with a status, a code in use (any case), an empty change; storing nothing', async () => {
      const { id, code } = await costCentre(mode);
      const before = await rowCounts(t.db);
      const missing = await post(mode, '/cost-centres', { status: 'active' });
      expect(missing.status).toBe(422);
      expect(missing.body.error.fields).toEqual(['code', 'name', 'status']);
      const taken = await post(mode, '/cost-centres', { code: code.toLowerCase(), name: 'Copy' });
      expect(issues(taken)).toEqual([{ path: 'code', message: `is already used by cost centre ${id}` }]);
      const pattern = await post(mode, '/cost-centres', { code: 'with space', name: 'X' });
      expect(issues(pattern)).toEqual([{ path: 'code', message: 'must be 2 to 40 letters, digits, _ or -' }]);
      const empty = await post(mode, '/cost-centres', { id });
      expect(issues(empty)).toEqual([{ path: '', message: 'send at least one field to change besides id' }]);
      expect(await rowCounts(t.db)).toEqual(before);
      // The same code is free in the other mode and in another account.
      expect((await post(other, '/cost-centres', { code, name: 'Same code' })).status).toBe(201);
      expect((await post(mode, '/cost-centres', { code, name: 'Same code' }, stranger)).status).toBe(201);
    });

    it('replaces the approvers, keeping the id of one whose e-mail stays; refuses duplicates, no unlimited approver, and an archived cost centre', async () => {
      const { id } = await costCentre(mode);
      const current = (await walk(mode, '/cost-centres', 100)).find((c) => c.id === id) as { id: string; approvers: Array<{ id: string; email: string }> };
      const kept = current.approvers[0] as { id: string; email: string };
      const res = await post(mode, `/cost-centres/${id}/approvers`, { approvers: [{ name: 'Kept', email: kept.email.toUpperCase() }, { name: 'Mei Chen', email: 'mei.chen@corp.example', approves_up_to_aed: 1000 }] });
      expect(res.status).toBe(200);
      expect(res.body.approvers).toEqual([
        { id: kept.id, name: 'Kept', email: kept.email.toUpperCase(), approves_up_to_aed: null },
        { id: expect.stringMatching(/^apr_[0-9A-Za-z]{20}$/), name: 'Mei Chen', email: 'mei.chen@corp.example', approves_up_to_aed: 1000 },
      ]);
      expect(JSON.parse(String((await row('corporate_cost_centres', id)).approvers))).toEqual([
        { id: kept.id, name: 'Kept', email: kept.email.toUpperCase(), approves_up_to_fils: null },
        { id: res.body.approvers[1].id, name: 'Mei Chen', email: 'mei.chen@corp.example', approves_up_to_fils: 100000 },
      ]);

      const before = await rowCounts(t.db);
      const twice = await post(mode, `/cost-centres/${id}/approvers`, { approvers: [{ name: 'A', email: 'a@corp.example' }, { name: 'B', email: 'A@corp.example' }] });
      expect(issues(twice)).toEqual([{ path: 'approvers[1].email', message: 'is listed twice' }]);
      const limited = await post(mode, `/cost-centres/${id}/approvers`, { approvers: [{ name: 'A', email: 'a@corp.example', approves_up_to_aed: 500 }] });
      expect(issues(limited)).toEqual([{ path: 'approvers', message: expect.stringMatching(/at least one approver needs no limit/) }]);
      expect(await rowCounts(t.db)).toEqual(before);

      expect((await post(mode, '/cost-centres', { id, status: 'archived' })).status).toBe(200);
      const archived = await post(mode, `/cost-centres/${id}/approvers`, { approvers: [NOURA] });
      expect(archived.status).toBe(409);
      expect(archived.body.error.message).toBe(`The cost centre ${id} is archived, so it cannot be given new approvers.`);
    });
  });

  describe('transfer requests', () => {
    it('books at once, and charges through the ledger, a request at or below the threshold', async () => {
      await walletAt(t, who, mode, 1000);
      const { id: centre } = await costCentre(mode, { approval_threshold_aed: 500 });
      const quote = await call(t.app, 'POST', '/api/b2b/v1/transport/quote', { token: who.keys[mode], body: transfer });
      const res = await askFor(mode, centre, { employee_id: 'E-10442', notes: 'Meet at reception' });
      expect(res.status).toBe(201);
      const amount = quote.body.pricing.amount_due_aed as number;
      expect(res.body).toMatchObject({
        object: 'corporate_request', sandbox, status: 'approved', cost_centre_id: centre, employee_id: 'E-10442', traveller,
        pickup_at: '2026-12-07T05:15:00+04:00', estimate: { currency: 'AED', public_price_aed: quote.body.pricing.public_price_aed, amount_due_aed: amount },
        approval: { required: false, reasons: [], decide_by: null, decision: null }, booking_id: expect.stringMatching(/^bkg_/), booking_reference: expect.stringMatching(/^CP-/),
      });
      const booking = await row('bookings', res.body.booking_id);
      expect(booking).toMatchObject({ account_id: who.accountId, mode, kind: 'corporate', status: 'confirmed', service_date: '2026-12-07', agency_reference: res.body.id, traveller_name: 'Omar Haddad' });
      expect(Number(booking.amount_due_fils)).toBe(toFils(amount));
      expect(JSON.parse(String(booking.body))).toMatchObject({ type: 'transfer', request_id: res.body.id, cost_centre_id: centre, transfer, notes: 'Meet at reception' });
      expect(await ledgerOf(res.body.booking_id)).toEqual([{ kind: 'charge', amount_fils: -toFils(amount) }]);
      expect(await walletFils(t.db, who.accountId, mode)).toBe(100000 - toFils(amount));
      expect(await ledgerSumFils(t.db, who.accountId, mode)).toBe(await walletFils(t.db, who.accountId, mode));
      expect(await movesOf(res.body.id)).toEqual([[null, 'approved', `key:${who.keyIds[mode]}`]]);
      expect(await mailsAbout(res.body.id)).toEqual([]);
      // December's spend of the cost centre is counted from the booking.
      const december = (await t.db('corporate_requests').where({ id: res.body.id }).first()) as { service_date: string };
      expect(december.service_date).toBe('2026-12-07');
    });

    it('refuses with 402 a request it would book that the wallet cannot cover, storing nothing', async () => {
      const { id: centre } = await costCentre(mode, { approval_threshold_aed: 500 });
      await walletAt(t, who, mode, 10);
      const before = await rowCounts(t.db);
      const res = await askFor(mode, centre);
      expect(res.status).toBe(402);
      expect(res.body.error).toMatchObject({ code: 'insufficient_funds', shortfall_aed: expect.any(Number) });
      expect(await rowCounts(t.db)).toEqual(before);
    });

    it('holds above the threshold for approval and e-mails each approver (live only); approving books and charges in the same transaction', async () => {
      await walletAt(t, who, mode, 1000);
      const { id: centre, code } = await costCentre(mode, { approval_threshold_aed: 0 });
      const made = await askFor(mode, centre);
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject({ status: 'pending_approval', booking_id: null, booking_reference: null, approval: { required: true, reasons: ['above_threshold'], decide_by: '2026-12-07T03:15:00+04:00', decision: null } });
      const id = made.body.id as string;
      expect(await row('corporate_requests', id)).toMatchObject({ mode, status: 'pending_approval', decide_by_at: '2026-12-06T23:15:00.000Z', booking_id: null });
      expect(await walletFils(t.db, who.accountId, mode)).toBe(100000);

      const mails = await mailsAbout(id);
      if (sandbox) {
        expect(mails).toEqual([]);
      } else {
        expect(mails.map((m) => m.to_address)).toEqual([NOURA.email, RAHUL.email]);
        for (const mail of mails) {
          expect(mail.subject).toBe(`Approval needed: Omar Haddad's transfer on 7 Dec 2026, AED ${made.body.estimate.amount_due_aed.toFixed(2)}`);
          expect(mail.text).toContain(`Request: ${id}`);
          expect(mail.text).toContain(`cost centre ${code}`);
          expect(mail.text).toContain('Purpose: Client workshop in Riyadh');
          expect(mail.text).toContain('Decide by 2026-12-07 03:15 (UAE time)');
          expect(mail.text).toContain(`/api/b2b/v1/corporate/requests/${id}/decision`);
        }
        expect(mails[0]?.text).toContain('You may approve it: you have no approval limit.');
        expect(mails[1]?.text).toContain('Your limit is AED 100.00, below this estimate');
      }

      const before = await rowCounts(t.db);
      const stranger = await post(mode, `/requests/${id}/decision`, { decision: 'approve', approver_email: 'someone@else.example' });
      expect(issues(stranger)).toEqual([{ path: 'approver_email', message: `is not an approver of cost centre ${centre}` }]);
      const overLimit = await post(mode, `/requests/${id}/decision`, { decision: 'approve', approver_email: RAHUL.email });
      expect(issues(overLimit)).toEqual([{ path: 'approver_email', message: `may approve up to AED 100; this request is estimated at AED ${made.body.estimate.amount_due_aed}` }]);
      expect(await rowCounts(t.db)).toEqual(before);

      clock.advance(3600);
      const approved = await post(mode, `/requests/${id}/decision`, { decision: 'approve', approver_email: NOURA.email.toUpperCase() });
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({
        id, sandbox, status: 'approved', booking_id: expect.stringMatching(/^bkg_/), updated_at: '2026-11-22T11:00:00.000Z',
        approval: { required: true, decision: { outcome: 'approved', approver: { name: NOURA.name, email: NOURA.email }, reason: null, decided_at: '2026-11-22T11:00:00.000Z' } },
      });
      const amountFils = toFils(made.body.estimate.amount_due_aed);
      expect(await row('bookings', approved.body.booking_id)).toMatchObject({ kind: 'corporate', status: 'confirmed', mode });
      expect(await ledgerOf(approved.body.booking_id)).toEqual([{ kind: 'charge', amount_fils: -amountFils }]);
      expect(await walletFils(t.db, who.accountId, mode)).toBe(100000 - amountFils);
      expect(await movesOf(id)).toEqual([[null, 'pending_approval', `key:${who.keyIds[mode]}`], ['pending_approval', 'approved', `key:${who.keyIds[mode]}`]]);
      const events = await eventsOf(who.accountId, mode, id);
      expect(events.map((e) => e.type)).toEqual(['corporate_request.created', 'corporate_request.approved']);
      expect(events[1]).toMatchObject({ notice_kind: 'booking_update', notice_title: `Transfer request approved and booked: ${id}` });
      const notices = await call(t.app, 'GET', '/api/b2b/v1/inbox?limit=5', { token: who.keys[mode] });
      expect(notices.body.data).toContainEqual(expect.objectContaining({ title: `Transfer request approved and booked: ${id}`, related: { type: 'corporate_request', id } }));
      // The traveller is told (live only).
      const told = (await mailsAbout(id)).filter((m) => m.to_address === traveller.email);
      expect(told.map((m) => m.subject)).toEqual(sandbox ? [] : ['Your transfer on 7 Dec 2026 was approved and booked']);
      // The booking is named as people say it: its reference beside its id, in the traveller's e-mail and the inbox.
      const { reference } = (await row('bookings', approved.body.booking_id)) as { reference: string };
      expect(reference).toMatch(/^CP-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(approved.body.booking_reference).toBe(reference);
      expect((await get(mode, `/requests?status=approved&cost_centre_id=${centre}`)).body.data[0]).toMatchObject({ id, booking_id: approved.body.booking_id, booking_reference: reference });
      for (const mail of told) {
        expect(mail.text).toContain(`Approved by ${NOURA.name}; booking ${reference}.`);
        expect(mail.text).not.toContain(approved.body.booking_id);
      }
      const notice = (notices.body.data as Array<{ title: string; body: string }>).find((n) => n.title === `Transfer request approved and booked: ${id}`);
      expect(notice?.body).toContain(`booking ${reference}`);
      expect(notice?.body).not.toContain(approved.body.booking_id);

      const twice = await post(mode, `/requests/${id}/decision`, { decision: 'decline', approver_email: NOURA.email, reason: 'Changed my mind' });
      expect(twice.status).toBe(409);
      expect(twice.body.error.message).toBe(`The corporate request ${id} is approved, so it cannot be decided.`);
      expect((await walk(mode, `/requests?status=approved&cost_centre_id=${centre}`, 5)).map((r) => r.id)).toEqual([id]);
    });

    it('leaves the request pending, undecided, with a clear 402 when the charge on approval is refused; approves once funded', async () => {
      const { id: centre } = await costCentre(mode, { approval_threshold_aed: 0 });
      const made = await askFor(mode, centre);
      const id = made.body.id as string;
      await walletAt(t, who, mode, 5);
      const before = await rowCounts(t.db);
      const refused = await post(mode, `/requests/${id}/decision`, { decision: 'approve', approver_email: NOURA.email });
      expect(refused.status).toBe(402);
      expect(refused.body.error).toMatchObject({ code: 'insufficient_funds', shortfall_aed: Math.round(made.body.estimate.amount_due_aed * 100 - 500) / 100 });
      expect(refused.body.error.message).toContain(`The request ${id} is still pending_approval`);
      expect(await rowCounts(t.db)).toEqual(before);
      expect(await row('corporate_requests', id)).toMatchObject({ status: 'pending_approval', decision: null, booking_id: null });

      await walletAt(t, who, mode, 1000);
      const approved = await post(mode, `/requests/${id}/decision`, { decision: 'approve', approver_email: NOURA.email });
      expect(approved.status).toBe(200);
      expect(approved.body.status).toBe('approved');
    });

    it('declines with a reason (422 without one), charging nothing; counts an over-budget request from the bookings', async () => {
      await walletAt(t, who, mode, 1000);
      // No threshold, a budget of AED 200: the first transfer fits, the second would take the month over it.
      const { id: centre } = await costCentre(mode, { monthly_budget_aed: 200 });
      const first = await askFor(mode, centre);
      expect(first.body).toMatchObject({ status: 'approved', approval: { reasons: [] } });
      const second = await askFor(mode, centre);
      expect(second.body).toMatchObject({ status: 'pending_approval', approval: { required: true, reasons: ['over_budget'] } });
      const list = await get(mode, '/cost-centres?limit=100');
      // The transfer is in December: this month's spend is untouched.
      expect(list.body.data.find((c: { id: string }) => c.id === centre).spend_this_month).toEqual({ month: '2026-11', spent_aed: 0, remaining_aed: 200 });

      const id = second.body.id as string;
      const balance = await walletFils(t.db, who.accountId, mode);
      const missing = await post(mode, `/requests/${id}/decision`, { decision: 'decline', approver_email: RAHUL.email });
      expect(issues(missing)).toEqual([{ path: 'reason', message: 'is required to decline' }]);
      // An approver above whose limit the estimate is may still decline.
      const declined = await post(mode, `/requests/${id}/decision`, { decision: 'decline', approver_email: RAHUL.email, reason: 'Join the team coach.' });
      expect(declined.status).toBe(200);
      expect(declined.body).toMatchObject({ status: 'declined', booking_id: null, approval: { decision: { outcome: 'declined', approver: { email: RAHUL.email }, reason: 'Join the team coach.' } } });
      expect(await walletFils(t.db, who.accountId, mode)).toBe(balance);
      const events = await eventsOf(who.accountId, mode, id);
      expect(events.map((e) => e.type)).toEqual(['corporate_request.created', 'corporate_request.declined']);
      expect(events[1]?.notice_title).toBe(`Transfer request declined: ${id}`);
      expect((await post(mode, `/requests/${id}/decision`, { decision: 'approve', approver_email: NOURA.email })).status).toBe(409);
    });

    it.each([
      ['too many passengers', { transfer: { ...transfer, passengers: 4 } }, [{ path: 'transfer.passengers', message: 'EXECUTIVE_SEDAN seats at most 3 passengers' }]],
      ['a flight on a departure', { transfer: { ...transfer, flight_number: 'EK202' } }, [{ path: 'transfer.flight_number', message: 'an arriving flight applies only to an arrival' }]],
      ['a pickup in the past', { transfer: { ...transfer, pickup_date: '2026-11-01' } }, [{ path: 'transfer.pickup_date', message: 'the pickup must be in the future (UAE time)' }]],
      ['an unknown cost centre', { cost_centre_id: 'cc_0000Wq2Zk7Lm1Xc4Vn9P' }, [{ path: 'cost_centre_id', message: 'no cost centre cc_0000Wq2Zk7Lm1Xc4Vn9P in this account' }]],
      ['approval needed within 2 hours of pickup', { transfer: { ...transfer, pickup_date: '2026-11-22', pickup_time: '15:30' } }, [{ path: 'transfer.pickup_time', message: expect.stringMatching(/at least 2 hours before pickup/) }]],
    ])('refuses %s with 422, storing nothing', async (_name, change, expected) => {
      const { id: centre } = await costCentre(mode, { approval_threshold_aed: 0 });
      const before = await rowCounts(t.db);
      const res = await askFor(mode, centre, change);
      expect(res.status).toBe(422);
      expect(issues(res)).toEqual(expected);
      expect(await rowCounts(t.db)).toEqual(before);
    });

    it('refuses to charge an archived cost centre (409) and one of the other mode or another account (422); a request of theirs is 404', async () => {
      const { id: centre } = await costCentre(mode, { approval_threshold_aed: 0 });
      const made = await askFor(mode, centre);
      expect((await post(mode, '/cost-centres', { id: centre, status: 'archived' })).status).toBe(200);
      const before = await rowCounts(t.db);
      const archived = await askFor(mode, centre);
      expect(archived.status).toBe(409);
      expect(archived.body.error.message).toBe(`The cost centre ${centre} is archived, so it cannot be charged.`);
      for (const key of [{ mode: other, who }, { mode, who: stranger }]) {
        const res = await post(key.mode, '/requests', { cost_centre_id: centre, traveller, purpose: 'X purpose', transfer }, key.who);
        expect(res.status).toBe(422);
        const decide = await post(key.mode, `/requests/${made.body.id}/decision`, { decision: 'approve', approver_email: NOURA.email }, key.who);
        expect(decide.status).toBe(404);
        expect((await walk(key.mode, '/requests', 100, key.who)).some((r) => r.id === made.body.id)).toBe(false);
      }
      expect(await rowCounts(t.db)).toEqual(before);
    });

    it('pages newest first without repeats, and filters by status and cost centre', async () => {
      const { id: centre } = await costCentre(mode, { approval_threshold_aed: 0 });
      for (let i = 0; i < 3; i++) {
        clock.advance(60);
        expect((await askFor(mode, centre)).status).toBe(201);
      }
      const all = await walk(mode, '/requests', 2);
      expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
      const order = (await t.db('corporate_requests').where({ account_id: who.accountId, mode }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).select('id')) as Array<{ id: string }>;
      expect(all.map((r) => r.id)).toEqual(order.map((r) => r.id));
      expect(all.every((r) => r.sandbox === sandbox)).toBe(true);
      const mine = await walk(mode, `/requests?cost_centre_id=${centre}&status=pending_approval`, 2);
      expect(mine).toHaveLength(3);
      expect(mine.map((r) => r.id)).toEqual(all.filter((r) => r.cost_centre_id === centre && r.status === 'pending_approval').map((r) => r.id));
      const bad = await get(mode, '/requests?cursor=nonsense');
      expect(bad.status).toBe(422);
      expect(bad.body.error.fields).toEqual(['cursor']);
    });
  });

  describe('expiry', () => {
    it('expires after its deadline by the background job, once, with an event and an inbox notice; deciding after the deadline is 409', async () => {
      const { id: centre } = await costCentre(mode, { approval_threshold_aed: 0 });
      // Pickup 10:00 UAE on the 23rd: to be decided by 08:00 UAE (04:00 UTC).
      const made = await askFor(mode, centre, { transfer: { ...transfer, pickup_date: '2026-11-23', pickup_time: '10:00' } });
      const id = made.body.id as string;
      expect(made.body.approval.decide_by).toBe('2026-11-23T08:00:00+04:00');

      clock.set('2026-11-23T03:59:59.000Z');
      await t.services.jobs.runOnce();
      expect((await row('corporate_requests', id)).status).toBe('pending_approval');

      clock.set('2026-11-23T04:00:00.000Z');
      const late = await post(mode, `/requests/${id}/decision`, { decision: 'approve', approver_email: NOURA.email });
      expect(late.status).toBe(409);
      expect(late.body.error.message).toBe(`The corporate request ${id} is expired (it was to be decided by 2026-11-23T08:00:00+04:00), so it cannot be decided.`);
      await t.services.jobs.runOnce();
      expect(await row('corporate_requests', id)).toMatchObject({ status: 'expired', booking_id: null, updated_at: '2026-11-23T04:00:00.000Z' });
      expect(await movesOf(id)).toEqual([[null, 'pending_approval', `key:${who.keyIds[mode]}`], ['pending_approval', 'expired', 'system']]);
      await t.services.jobs.runOnce();
      const events = await eventsOf(who.accountId, mode, id);
      expect(events.map((e) => e.type)).toEqual(['corporate_request.created', 'corporate_request.expired']);
      expect(events[1]).toMatchObject({ notice_kind: 'booking_update', notice_title: `Transfer request expired undecided: ${id}` });
      const listed = await get(mode, `/requests?status=expired&cost_centre_id=${centre}`);
      expect(listed.body.data.map((r: { id: string }) => r.id)).toEqual([id]);
      const again = await post(mode, `/requests/${id}/decision`, { decision: 'approve', approver_email: NOURA.email });
      expect(again.body.error.message).toBe(`The corporate request ${id} is expired, so it cannot be decided.`);
    });
  });

  describe('shuttles', () => {
    it('creates a shuttle at the tariff rate, stored with its first rate version', async () => {
      const { id: centre } = await costCentre(mode, {}, []);
      const res = await post(mode, '/shuttles', { ...shuttleBody, cost_centre_id: centre });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        object: 'corporate_shuttle', sandbox, status: 'active', cost_centre_id: centre, vehicles_per_run: 1, capacity: 30, route_km: 13.6, starts_on: '2026-12-01', ends_on: null,
        rate: { version: 1, per_run_aed: COACH_RUN_AED, agreed_on: '2026-11-22', effective_from: '2026-12-01' }, pending_rate: null, scheduled_through: null,
      });
      expect(await t.db('corporate_shuttle_rates').where({ shuttle_id: res.body.id }).select('version', 'per_run_fils', 'effective_from')).toEqual([
        { version: 1, per_run_fils: expect.anything(), effective_from: '2026-12-01' },
      ]);
      expect((await get(mode, '/shuttles?limit=1')).body.data[0]).toEqual(res.body);
    });

    it.each([
      ['missing fields', { name: 'X' }, ['cost_centre_id', 'vehicle', 'stops', 'departures', 'days', 'starts_on']],
      ['stops out of order', { stops: [shuttleBody.stops[0], { ...shuttleBody.stops[1], minutes_from_first_stop: 0 }] }, ['stops[1].minutes_from_first_stop']],
      ['a departure twice', { departures: [{ time: '07:00', direction: 'outbound' }, { time: '07:00', direction: 'return' }] }, ['departures[1].time']],
      ['a start today', { starts_on: '2026-11-22' }, ['starts_on']],
      ['an end before the start', { ends_on: '2026-11-30' }, ['ends_on']],
      ['an unknown cost centre', { cost_centre_id: 'cc_0000Wq2Zk7Lm1Xc4Vn9P' }, ['cost_centre_id']],
    ])('refuses %s with 422, storing nothing', async (name, change, fields) => {
      const { id: centre } = await costCentre(mode, {}, []);
      const before = await rowCounts(t.db);
      const res = await post(mode, '/shuttles', name === 'missing fields' ? change : { ...shuttleBody, cost_centre_id: centre, ...change });
      expect(res.status).toBe(422);
      expect(res.body.error.fields).toEqual(fields);
      expect(await rowCounts(t.db)).toEqual(before);
    });

    it('schedules a month as charged bookings, all or nothing: 402 for a month the wallet cannot cover stores nothing', async () => {
      await walletAt(t, who, mode, 50000);
      const { id: centre } = await costCentre(mode, {}, []);
      const shuttle = (await post(mode, '/shuttles', { ...shuttleBody, cost_centre_id: centre })).body;
      const skip = ['2026-12-02', '2026-12-03'];
      const res = await post(mode, `/shuttles/${shuttle.id}/schedule`, { month: '2026-12', skip_dates: skip });
      expect(res.status).toBe(201);
      const dates = weekdays('2026-12', '2026-12-01', skip);
      expect(res.body).toMatchObject({ object: 'corporate_shuttle_schedule', sandbox, shuttle_id: shuttle.id, month: '2026-12', rate_version: 1, run_count: dates.length * 2, skipped_dates: skip, total_aed: dates.length * 2 * COACH_RUN_AED });
      expect([...new Set(res.body.runs.map((r: { date: string }) => r.date))]).toEqual(dates);

      const runs = (await t.db('corporate_shuttle_runs').where({ shuttle_id: shuttle.id, account_id: who.accountId, mode }).orderBy(['service_date', 'departure_time'])) as Array<{ id: string; booking_id: string; cost_centre_id: string; rate_version: number }>;
      expect(runs.map((r) => r.id)).toEqual(res.body.runs.map((r: { id: string }) => r.id));
      const bookings = (await t.db('bookings').whereIn('id', runs.map((r) => r.booking_id))) as Array<{ kind: string; status: string; amount_due_fils: number | string; body: string }>;
      expect(bookings).toHaveLength(runs.length);
      expect(bookings.every((b) => b.kind === 'corporate' && b.status === 'confirmed' && Number(b.amount_due_fils) === COACH_RUN_AED * 100)).toBe(true);
      expect(JSON.parse(bookings[0]?.body as string)).toMatchObject({ type: 'shuttle_run', shuttle_id: shuttle.id, cost_centre_id: centre, rate_version: 1 });
      const charges = (await t.db('ledger_entries').whereIn('booking_id', runs.map((r) => r.booking_id))) as Array<{ kind: string; amount_fils: number | string }>;
      expect(charges.map((c) => [c.kind, Number(c.amount_fils)])).toEqual(runs.map(() => ['charge', -COACH_RUN_AED * 100]));
      expect(await walletFils(t.db, who.accountId, mode)).toBe(5_000_000 - runs.length * COACH_RUN_AED * 100);
      expect(await ledgerSumFils(t.db, who.accountId, mode)).toBe(await walletFils(t.db, who.accountId, mode));
      // One notice for the month, none per run.
      const scheduled = await eventsOf(who.accountId, mode, shuttle.id);
      expect(scheduled.filter((e) => e.type === 'corporate_shuttle.scheduled')).toEqual([{ type: 'corporate_shuttle.scheduled', notice_kind: 'booking_update', notice_title: 'Shuttle runs booked: Al Qusais housing to Business Bay office, 2026-12' }]);
      expect(await t.db('events').whereIn('subject_id', runs.map((r) => r.booking_id)).whereNotNull('notice_kind')).toEqual([]);
      expect((await get(mode, '/shuttles?limit=50')).body.data.find((s: { id: string }) => s.id === shuttle.id).scheduled_through).toBe('2026-12');

      const january = weekdays('2027-01');
      await walletAt(t, who, mode, 100);
      const before = await rowCounts(t.db);
      const refused = await post(mode, `/shuttles/${shuttle.id}/schedule`, { month: '2027-01' });
      expect(refused.status).toBe(402);
      expect(refused.body.error).toMatchObject({ code: 'insufficient_funds', shortfall_aed: january.length * 2 * COACH_RUN_AED - 100 });
      expect(refused.body.error.message).toContain(`the ${january.length * 2} runs of 2027-01`);
      expect(await rowCounts(t.db)).toEqual(before);
      expect(await walletFils(t.db, who.accountId, mode)).toBe(10000);
    });

    it('scheduling a month again replaces its runs that have not run, refunding them', async () => {
      await walletAt(t, who, mode, 50000);
      const { id: centre } = await costCentre(mode, {}, []);
      const shuttle = (await post(mode, '/shuttles', { ...shuttleBody, cost_centre_id: centre })).body;
      const first = await post(mode, `/shuttles/${shuttle.id}/schedule`, { month: '2026-12' });
      const second = await post(mode, `/shuttles/${shuttle.id}/schedule`, { month: '2026-12', skip_dates: ['2026-12-24', '2026-12-25'] });
      expect(second.status).toBe(201);
      expect(second.body.run_count).toBe(first.body.run_count - 4);
      const runs = (await t.db('corporate_shuttle_runs as r').join('bookings as b', 'b.id', 'r.booking_id').where({ 'r.shuttle_id': shuttle.id }).select('b.status')) as Array<{ status: string }>;
      expect(runs.filter((r) => r.status === 'cancelled')).toHaveLength(first.body.run_count);
      expect(runs.filter((r) => r.status === 'confirmed')).toHaveLength(second.body.run_count);
      expect(await walletFils(t.db, who.accountId, mode)).toBe(5_000_000 - second.body.run_count * COACH_RUN_AED * 100);
    });

    it('changes a shuttle; a new vehicle brings a new rate version to pick up, and reprice applies it to runs not yet served only', async () => {
      await walletAt(t, who, mode, 50000);
      const { id: centre } = await costCentre(mode, {}, []);
      const shuttle = (await post(mode, '/shuttles', { ...shuttleBody, cost_centre_id: centre, starts_on: '2026-11-23' })).body;
      const november = await post(mode, `/shuttles/${shuttle.id}/schedule`, { month: '2026-11' });
      expect(november.body.runs.map((r: { date: string }) => r.date)).toEqual(['2026-11-23', '2026-11-23', '2026-11-24', '2026-11-24', '2026-11-25', '2026-11-25', '2026-11-26', '2026-11-26', '2026-11-27', '2026-11-27', '2026-11-30', '2026-11-30']);

      clock.set('2026-11-25T10:00:00.000Z');
      const renamed = await post(mode, '/shuttles', { id: shuttle.id, name: 'Renamed' });
      expect(renamed.body).toMatchObject({ name: 'Renamed', rate: shuttle.rate, pending_rate: null });
      const changed = await post(mode, '/shuttles', { id: shuttle.id, vehicles_per_run: 2 });
      expect(changed.status).toBe(200);
      const doubled = Math.round(((320 + 7 * 13.6) * 2) / 5) * 5;
      expect(changed.body).toMatchObject({ vehicles_per_run: 2, capacity: 60, rate: shuttle.rate, pending_rate: { version: 2, per_run_aed: doubled, agreed_on: '2026-11-25', effective_from: '2026-11-26' } });

      const before = await walletFils(t.db, who.accountId, mode);
      const wrong = await post(mode, `/shuttles/${shuttle.id}/reprice`, { rate_version: 3 });
      expect(issues(wrong)).toEqual([{ path: 'rate_version', message: 'the newly agreed rate is version 2' }]);
      const repriced = await post(mode, `/shuttles/${shuttle.id}/reprice`, { rate_version: 2 });
      expect(repriced.status).toBe(200);
      expect(repriced.body).toMatchObject({ rate: { version: 2, per_run_aed: doubled, effective_from: '2026-11-26' }, pending_rate: null });

      const runs = (await t.db('corporate_shuttle_runs as r').join('bookings as b', 'b.id', 'r.booking_id').where({ 'r.shuttle_id': shuttle.id }).orderBy(['r.service_date', 'r.departure_time']).select('r.service_date', 'r.rate_version', 'b.amount_due_fils', 'b.id')) as Array<{ service_date: string; rate_version: number; amount_due_fils: number | string; id: string }>;
      for (const run of runs) {
        const future = run.service_date >= '2026-11-26';
        expect({ date: run.service_date, version: Number(run.rate_version), fils: Number(run.amount_due_fils) }).toEqual({ date: run.service_date, version: future ? 2 : 1, fils: (future ? doubled : COACH_RUN_AED) * 100 });
        expect(await ledgerOf(run.id)).toEqual(future ? [{ kind: 'charge', amount_fils: -COACH_RUN_AED * 100 }, { kind: 'adjustment', amount_fils: -(doubled - COACH_RUN_AED) * 100 }] : [{ kind: 'charge', amount_fils: -COACH_RUN_AED * 100 }]);
      }
      expect(await walletFils(t.db, who.accountId, mode)).toBe(before - 6 * (doubled - COACH_RUN_AED) * 100);
      expect(await ledgerSumFils(t.db, who.accountId, mode)).toBe(await walletFils(t.db, who.accountId, mode));
      // The first rate stays as it was agreed; December is scheduled at the new one.
      expect(((await t.db('corporate_shuttle_rates').where({ shuttle_id: shuttle.id }).orderBy('version')) as Array<{ version: number; per_run_fils: number | string }>).map((r) => [r.version, Number(r.per_run_fils)])).toEqual([[1, COACH_RUN_AED * 100], [2, doubled * 100]]);
      const december = await post(mode, `/shuttles/${shuttle.id}/schedule`, { month: '2026-12' });
      expect(december.body).toMatchObject({ rate_version: 2, total_aed: december.body.run_count * doubled });
      const events = await eventsOf(who.accountId, mode, shuttle.id);
      expect(events.find((e) => e.type === 'corporate_shuttle.repriced')).toMatchObject({ notice_kind: 'price_change' });

      const none = await post(mode, `/shuttles/${shuttle.id}/reprice`, { rate_version: 2 });
      expect(none.status).toBe(409);
      expect(none.body.error.message).toBe(`The shuttle ${shuttle.id} is active with no newly agreed rate, so it cannot be repriced.`);
    });

    it('pauses (cancelling and refunding runs from tomorrow), resumes and ends along its state machine; other moves are 409', async () => {
      await walletAt(t, who, mode, 50000);
      const { id: centre } = await costCentre(mode, {}, []);
      const shuttle = (await post(mode, '/shuttles', { ...shuttleBody, cost_centre_id: centre })).body;
      const december = await post(mode, `/shuttles/${shuttle.id}/schedule`, { month: '2026-12' });
      expect(await walletFils(t.db, who.accountId, mode)).toBe(5_000_000 - december.body.total_aed * 100);
      const status = (body: unknown) => post(mode, `/shuttles/${shuttle.id}/status`, body);

      const paused = await status({ status: 'paused', reason: 'National Day' });
      expect(paused.body).toMatchObject({ status: 'paused', status_reason: 'National Day', scheduled_through: null });
      expect(await walletFils(t.db, who.accountId, mode)).toBe(5_000_000);
      const cancelled = (await t.db('corporate_shuttle_runs as r').join('bookings as b', 'b.id', 'r.booking_id').where({ 'r.shuttle_id': shuttle.id }).select('b.status', 'b.fee_fils')) as Array<{ status: string; fee_fils: number | string }>;
      expect(cancelled.every((b) => b.status === 'cancelled' && Number(b.fee_fils) === 0)).toBe(true);
      const pauseEvent = (await eventsOf(who.accountId, mode, shuttle.id)).find((e) => e.type === 'corporate_shuttle.paused');
      expect(pauseEvent).toMatchObject({ notice_kind: 'service_notice', notice_title: 'Shuttle paused: Al Qusais housing to Business Bay office' });
      expect((await post(mode, `/shuttles/${shuttle.id}/schedule`, { month: '2026-12' })).status).toBe(409);

      expect((await status({ status: 'active' })).body).toMatchObject({ status: 'active', status_reason: null });
      expect((await status({ status: 'ended' })).body).toMatchObject({ status: 'ended', ends_on: '2026-11-22' });
      for (const [to, verb] of [['active', 'resumed'], ['ended', 'ended'], ['paused', 'paused']] as const) {
        const res = await status({ status: to });
        expect(res.status).toBe(409);
        expect(res.body.error.message).toBe(`The shuttle ${shuttle.id} is ended, so it cannot be ${verb}.`);
      }
      expect((await post(mode, '/shuttles', { id: shuttle.id, name: 'X' })).status).toBe(409);
      expect(await movesOf(shuttle.id)).toEqual([
        [null, 'active', `key:${who.keyIds[mode]}`], ['active', 'paused', `key:${who.keyIds[mode]}`], ['paused', 'active', `key:${who.keyIds[mode]}`], ['active', 'ended', `key:${who.keyIds[mode]}`],
      ]);
      expect((await post(mode, `/shuttles/${shuttle.id}/status`, { status: 'paused' }, stranger)).status).toBe(404);
      expect((await post(other, `/shuttles/${shuttle.id}/reprice`, { rate_version: 2 })).status).toBe(404);
    });

    it('refuses to schedule a past month or a skip date outside the month (422)', async () => {
      const { id: centre } = await costCentre(mode, {}, []);
      const shuttle = (await post(mode, '/shuttles', { ...shuttleBody, cost_centre_id: centre })).body;
      const before = await rowCounts(t.db);
      const bad = await post(mode, `/shuttles/${shuttle.id}/schedule`, { month: '2026-10', skip_dates: ['2026-11-30'] });
      expect(bad.status).toBe(422);
      expect(bad.body.error.fields).toEqual(['month', 'skip_dates[0]']);
      expect(await rowCounts(t.db)).toEqual(before);
    });
  });

  describe('usage', () => {
    it('counts each cost centre from its stored bookings, the same in JSON and CSV', async () => {
      await walletAt(t, who, mode, 50000);
      const { id: centre, code } = await costCentre(mode, { monthly_budget_aed: 30000 });
      // Transfers this month: two booked at once, one approved, one declined and one left pending.
      const november = { ...transfer, pickup_date: '2026-11-28' };
      await askFor(mode, centre, { transfer: november });
      await askFor(mode, centre, { transfer: { ...november, vehicle: 'VIP_V_CLASS' } });
      expect((await post(mode, '/cost-centres', { id: centre, approval_threshold_aed: 0 })).status).toBe(200);
      const approved = await askFor(mode, centre, { transfer: november });
      await post(mode, `/requests/${approved.body.id}/decision`, { decision: 'approve', approver_email: NOURA.email });
      const declined = await askFor(mode, centre, { transfer: november });
      await post(mode, `/requests/${declined.body.id}/decision`, { decision: 'decline', approver_email: NOURA.email, reason: 'No' });
      await askFor(mode, centre, { transfer: november });
      // Shuttle runs this month; the last week's are cancelled by a pause and count nothing.
      const shuttle = (await post(mode, '/shuttles', { ...shuttleBody, cost_centre_id: centre, starts_on: '2026-11-23' })).body;
      await post(mode, `/shuttles/${shuttle.id}/schedule`, { month: '2026-11' });
      clock.set('2026-11-26T10:00:00.000Z');
      await post(mode, `/shuttles/${shuttle.id}/status`, { status: 'paused' });

      // What the bookings say, read straight from the table.
      const stored = (await t.db('bookings').where({ account_id: who.accountId, mode, kind: 'corporate' }).whereBetween('service_date', ['2026-11-01', '2026-11-30'])) as Array<{ status: string; amount_due_fils: number | string; fee_fils: number | string; body: string }>;
      const mine = stored.map((b) => ({ ...b, body: JSON.parse(b.body) as { type: string; cost_centre_id: string } })).filter((b) => b.body.cost_centre_id === centre);
      const counted = (type: string) => mine.filter((b) => b.body.type === type && !['cancelled', 'declined'].includes(b.status));
      const fils = (type: string) => mine.filter((b) => b.body.type === type).reduce((sum, b) => sum + (b.status === 'cancelled' ? Number(b.fee_fils) : b.status === 'declined' ? 0 : Number(b.amount_due_fils)), 0);
      expect(counted('transfer')).toHaveLength(3);
      // Runs of the 23rd to the 26th stand; those of the 27th and the 30th were cancelled.
      expect(counted('shuttle_run')).toHaveLength(8);
      expect(mine.filter((b) => b.status === 'cancelled')).toHaveLength(4);

      const json = await get(mode, `/usage?month=2026-11&cost_centre_id=${centre}`);
      expect(json.status).toBe(200);
      const total = fils('transfer') + fils('shuttle_run');
      expect(json.body).toMatchObject({ object: 'corporate_usage', sandbox, month: '2026-11', currency: 'AED', generated_at: '2026-11-26T10:00:00.000Z' });
      expect(json.body.cost_centres).toEqual([{
        cost_centre_id: centre, code, name: expect.any(String),
        transfers: 3, transfers_aed: fils('transfer') / 100, shuttle_runs: 8, shuttle_aed: fils('shuttle_run') / 100, total_aed: total / 100,
        monthly_budget_aed: 30000, budget_used_percent: Math.round((total / 3_000_000) * 1000) / 10,
        requests: { approved: 3, declined: 1, pending: 1, expired: 0 },
      }]);
      expect(json.body.totals).toEqual({ transfers: 3, transfers_aed: fils('transfer') / 100, shuttle_runs: 8, shuttle_aed: fils('shuttle_run') / 100, total_aed: total / 100 });
      const centres = await get(mode, '/cost-centres?limit=100');
      expect(centres.body.data.find((c: { id: string }) => c.id === centre).spend_this_month).toEqual({ month: '2026-11', spent_aed: total / 100, remaining_aed: 30000 - total / 100 });

      const csv = await get(mode, `/usage?month=2026-11&cost_centre_id=${centre}&format=csv`);
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      const line = json.body.cost_centres[0];
      expect(csv.text).toBe(
        'month,cost_centre_id,code,name,transfers,transfers_aed,shuttle_runs,shuttle_aed,total_aed,monthly_budget_aed,budget_used_percent,requests_approved,requests_declined,requests_pending,requests_expired\r\n' +
          `2026-11,${centre},${code},${line.name},3,${line.transfers_aed},8,${line.shuttle_aed},${line.total_aed},30000,${line.budget_used_percent},3,1,1,0\r\n`,
      );

      // The whole partition: the lines add up to the totals.
      const all = await get(mode, '/usage?month=2026-11');
      const lines = all.body.cost_centres as Array<{ total_aed: number; transfers: number; shuttle_runs: number }>;
      expect(Math.round(lines.reduce((s, l) => s + l.total_aed * 100, 0))).toBe(toFils(all.body.totals.total_aed));
      expect(lines.reduce((s, l) => s + l.transfers, 0)).toBe(all.body.totals.transfers);
      expect((await get(mode, '/usage?month=2026-11&format=csv')).text.trimEnd().split('\r\n')).toHaveLength(lines.length + 1);
    });

    it('refuses a future month and an unknown format', async () => {
      const future = await get(mode, '/usage?month=2026-12');
      expect(future.status).toBe(422);
      expect(future.body.error.fields).toEqual(['month']);
      expect(issues(await get(mode, '/usage?format=pdf'))).toEqual([{ path: 'format', message: 'must be one of: json, csv' }]);
    });
  });
});

describe('the test partition', () => {
  it('is seeded with the sandbox company: cost centres, requests in every state, shuttles in every state, and usage from their bookings', async () => {
    const fresh = await partner(t);
    const desk = await t.db('desk_queue').count({ n: '*' }).first();
    const mail = await t.db('mail_outbox').count({ n: '*' }).first();
    const centres = await walk('test', '/cost-centres', 3, fresh);
    expect(centres).toHaveLength(8);
    expect(centres.map((c) => c.id)).toEqual(expect.arrayContaining(['cc_CVzNdlQ3x2pQOPcGzkt7', 'cc_pHyhB5gUw9I48Zk5vR4Z', 'cc_FUct86mNPWuEmXaQi5zT']));
    expect(centres.filter((c) => c.status === 'archived')).toHaveLength(1);
    for (const centre of centres) expect((centre.approvers as Array<{ email: string; approves_up_to_aed: number | null }>)).toContainEqual(expect.objectContaining({ email: 'yusuf.petrova@corp.example', approves_up_to_aed: null }));

    const requests = await walk('test', '/requests', 5, fresh);
    expect(new Set(requests.map((r) => r.status))).toEqual(new Set(['pending_approval', 'approved', 'declined', 'expired', 'completed']));
    expect(requests.find((r) => r.id === 'crq_voCQ3JS8yQ6bRYpqd1cb')).toMatchObject({ status: 'pending_approval', cost_centre_id: 'cc_pHyhB5gUw9I48Zk5vR4Z' });
    for (const r of requests) expect(r.booking_id === null).toBe(!['approved', 'completed'].includes(r.status as string));

    const shuttles = await walk('test', '/shuttles', 3, fresh);
    expect(new Set(shuttles.map((s) => s.status))).toEqual(new Set(['active', 'paused', 'ended']));
    const office = shuttles.find((s) => s.id === 'shu_fRwEjSdwMAO4MK3TEcSB') as { rate: { version: number }; pending_rate: { version: number; effective_from: string }; scheduled_through: string };
    expect(office).toMatchObject({ rate: { version: 2 }, pending_rate: { version: 3, effective_from: '2026-12-01' }, scheduled_through: '2026-11' });

    // Last month's usage is what its bookings say: the office coach ran at its first rate.
    const usage = await get('test', '/usage?month=2026-10', fresh);
    const runs = (await t.db('corporate_shuttle_runs as r').join('bookings as b', 'b.id', 'r.booking_id').where({ 'r.account_id': fresh.accountId, 'r.mode': 'test' }).whereBetween('r.service_date', ['2026-10-01', '2026-10-31']).select('r.rate_version', 'b.amount_due_fils')) as Array<{ rate_version: number; amount_due_fils: number | string }>;
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.every((r) => Number(r.rate_version) === 1)).toBe(true);
    expect(usage.body.totals.shuttle_runs).toBe(runs.length);
    expect(toFils(usage.body.totals.shuttle_aed)).toBe(runs.reduce((s, r) => s + Number(r.amount_due_fils), 0));

    // The approver decides in test mode through the same operation; the example of the contract works as written.
    const decided = await post('test', '/requests/crq_voCQ3JS8yQ6bRYpqd1cb/decision', { decision: 'approve', approver_email: 'yusuf.petrova@corp.example' }, fresh);
    expect(decided.body).toMatchObject({ sandbox: true, status: 'approved', booking_id: expect.stringMatching(/^bkg_/) });
    expect((await post('test', '/shuttles/shu_fRwEjSdwMAO4MK3TEcSB/reprice', { rate_version: 3 }, fresh)).status).toBe(200);

    expect(await walletFils(t.db, fresh.accountId, 'test')).toBeGreaterThan(0);
    expect(await ledgerSumFils(t.db, fresh.accountId, 'test')).toBe(await walletFils(t.db, fresh.accountId, 'test'));
    expect(await t.db('desk_queue').count({ n: '*' }).first()).toEqual(desk);
    expect(await t.db('mail_outbox').count({ n: '*' }).first()).toEqual(mail);
    // A live partition starts with none of it.
    for (const path of ['/cost-centres', '/requests', '/shuttles']) expect(await walk('live', path, 10, fresh)).toEqual([]);
    expect((await get('live', '/usage?month=2026-10', fresh)).body).toMatchObject({ sandbox: false, cost_centres: [], totals: { transfers: 0, total_aed: 0 } });
  });
});

describe('approval e-mails', () => {
  it('reach each approver through the mail delivery job (live), with what to decide', async () => {
    const { id: centre, code } = await costCentre('live', { approval_threshold_aed: 0 });
    const made = await askFor('live', centre);
    const id = made.body.id as string;
    const tested = await askFor('test', (await costCentre('test', { approval_threshold_aed: 0 })).id);
    await t.services.jobs.runOnce();
    // Quoted-printable: soft line breaks joined again.
    const text = (raw: string): string => raw.replace(/=\r?\n/g, '');
    const received = smtp.received.filter((m) => text(m.raw).includes(id));
    expect(received.map((m) => m.to).sort()).toEqual([[NOURA.email], [RAHUL.email]].sort());
    for (const mail of received) {
      expect(mail.from).toBe('trade@operator.example');
      expect(mail.subject).toMatch(/^Approval needed: Omar Haddad's transfer on 7 Dec 2026, AED/);
      expect(text(mail.raw)).toContain(`cost centre ${code}`);
      expect(text(mail.raw)).toContain('Decide by 2026-12-07 03:15 (UAE time)');
      expect(text(mail.raw)).toContain(`/api/b2b/v1/corporate/requests/${id}/decision`);
    }
    expect(smtp.received.some((m) => text(m.raw).includes(tested.body.id))).toBe(false);
    expect(await t.db('mail_outbox').where({ related_id: id, status: 'sent' })).toHaveLength(2);
  });
});

describe('the expiry job on several instances', () => {
  /** Pending requests of several partitions, to be decided by `deadline` at the latest. */
  async function pendingRequests(pickupDate: string): Promise<Array<{ id: string; accountId: string; mode: Mode }>> {
    const made: Array<{ id: string; accountId: string; mode: Mode }> = [];
    for (const mode of MODES) {
      for (const key of [who, stranger]) {
        await open(key.accountId, mode);
        const centre = await post(mode, '/cost-centres', { code: `RACE-${++serial}`, name: 'Race', approval_threshold_aed: 0 }, key);
        await post(mode, `/cost-centres/${centre.body.id}/approvers`, { approvers: [NOURA] }, key);
        for (let i = 0; i < 4; i++) {
          const res = await post(mode, '/requests', { cost_centre_id: centre.body.id, traveller, purpose: 'Race', transfer: { ...transfer, pickup_date: pickupDate, pickup_time: `0${i + 6}:00` } }, key);
          expect(res.body.status).toBe('pending_approval');
          made.push({ id: res.body.id, accountId: key.accountId, mode });
        }
      }
    }
    return made;
  }

  async function expectExpiredOnce(requests: ReadonlyArray<{ id: string; accountId: string; mode: Mode }>): Promise<void> {
    for (const { id, accountId, mode } of requests) {
      expect(await row('corporate_requests', id)).toMatchObject({ status: 'expired' });
      expect(await t.db('state_moves').where({ account_id: accountId, mode, subject_id: id, to_state: 'expired' })).toHaveLength(1);
      expect(await t.db('events').where({ account_id: accountId, mode, subject_id: id, type: 'corporate_request.expired' })).toHaveLength(1);
    }
  }

  it('claims each request once when two job runners pass over one database at the same moment', async () => {
    // On PostgreSQL the second runner has a pool of its own; SQLite's one writer takes them in turn.
    const second = usingPostgres ? t.database.connect() : t.db;
    const runners = [t.db, second].map((db) => new JobRunner([corporateRequestExpiry(t.sections, db, clock)], { intervalMs: 1000, enabled: false, logger: createLogger('silent') }));
    try {
      const requests = await pendingRequests('2026-11-24');
      clock.set('2026-11-24T12:00:00.000Z');
      await Promise.all(runners.map((runner) => runner.runOnce()));
      await expectExpiredOnce(requests);
    } finally {
      if (second !== t.db) await second.destroy();
    }
  });

  it('claims each request once with two server processes running the job on their timers', async () => {
    // The processes run on the system clock: the requests were made three days ago, for yesterday.
    const now = systemClock.now().getTime();
    clock.set(new Date(now - 3 * 86_400_000));
    const requests = await pendingRequests(new Date(now - 86_400_000 + 4 * 3_600_000).toISOString().slice(0, 10));
    const env = { DATABASE_URL: childDatabaseUrl(t.database), JOBS_ENABLED: 'true', JOBS_INTERVAL_MS: '20' };
    const servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    try {
      const deadline = performance.now() + 20_000;
      const left = async (): Promise<number> => Number(((await t.db('corporate_requests').whereIn('id', requests.map((r) => r.id)).where({ status: 'pending_approval' }).count({ n: '*' })) as Array<{ n: number | string }>)[0]?.n);
      while ((await left()) > 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await Promise.all(servers.map((server) => server.kill()));
    }
    await expectExpiredOnce(requests);
    for (const server of servers) expect(server.log()).not.toContain('background job failed');
  }, 60_000);
});

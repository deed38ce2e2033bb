/**
 * The event feed: every change the issue lists, made through the API, a test helper or the desk
 * CLI, is in the feed with its object as the object's own GET (or list) answers it right after,
 * and on updates the fields the change altered. Then the feed's own rules: what a key's scopes
 * let it read, the 30 days, keyset pages, the filters, refusals, and the other partitions' events.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useV1Suite } from '../helpers/suite';
import type { call } from '../helpers/http';
import { issueKey } from '../helpers/apiKeys';
import { rowCounts } from '../helpers/tables';
import { MODES, partner, partitionFor, walletAt, type Mode, type Partner } from '../helpers/partitions';
import { expectSchema } from '../helpers/contract';
import { dnsPointing, tokenOf } from '../helpers/dns';
import { runAdmin } from '../../scripts/admin';
import { openPartition } from '../../src/engine/partitions';
import { previousAttributes } from '../../src/engine/events';
import { createReferral } from '../../src/engine/referrals';
import { useDnsResolver } from '../../src/sections/site/dns';
import { expireDueRequests } from '../../src/sections/corporate/expiry';
import type { Scope } from '../../src/apiKeys/scopes';

const V1 = '/api/b2b/v1';
const NOW = '2026-11-22T10:00:00.000Z';
const HOUR = 3600;
const transferQuote = { airport: 'DXB', terminal: 'T3', direction: 'arrival', place: 'PALM_JUMEIRAH', vehicle: 'EXECUTIVE_SEDAN', pickup_date: '2026-12-05', pickup_time: '14:30', passengers: 2, bags: 2 };
const clientTransfer = { type: 'airport_transfer', airport: 'DXB', terminal: 'T3', direction: 'arrival', place: 'DUBAI_MARINA', vehicle: 'VIP_V_CLASS', pickup_date: '2026-12-05', pickup_time: '14:30', passengers: 4, bags: 5, child_seats: 1 };
/** A coach is booked on request: the trade desk confirms it. */
const clientCoach = { type: 'chauffeur_hire', place: 'ABU_DHABI_CITY', vehicle: 'LUXURY_COACH', pickup_date: '2026-12-07', pickup_time: '09:00', hours: 8, passengers: 20 };
const traveller = { first_name: 'Aisha', last_name: 'Rahman' };
const driver = { name: 'Imran Qureshi', phone: '+971501112233', vehicle_plate: 'Dubai P 48213' };
const quoteRequest = { title: 'Pharma incentive group', group: { adults: 24 }, services: [{ kind: 'tour', date: '2027-02-11', description: 'Private desert safari.' }] };
const bankDetails = { account_holder_type: 'company', account_holder_name: 'Gulf Horizons Travel LLC', iban: 'AE07 0331 2345 6789 0123 456', bank_name: 'Mashreq Bank' };
const corporateTransfer = { airport: 'DXB', terminal: 'T3', direction: 'departure', place: 'BUSINESS_BAY', vehicle: 'EXECUTIVE_SEDAN', pickup_date: '2026-12-07', pickup_time: '05:15', passengers: 1, bags: 1 };
const approver = { name: 'Noura Al Falasi', email: 'noura.alfalasi@corp.example' };
const programme = {
  title: 'Stockholm sales incentive - Dubai and Abu Dhabi',
  client: { company: 'Nordic Incentive Partners AB', contact_name: 'Linnea Berg', email: 'linnea.berg@nordicincentive.example', country: 'SE' },
  group: { adults: 24, children: 0 },
  start_date: '2027-02-10',
  end_date: '2027-02-14',
};
const itinerary = {
  markup_percent: 18,
  lines: [
    { service: 'transfer', date: '2027-02-10', time: '14:30', airport: 'DXB', terminal: 'T3', direction: 'arrival', place: 'DUBAI_MARINA', vehicle: 'LUXURY_COACH' },
    { service: 'activity', date: '2027-02-12', activity: 'DESERT_SAFARI_EVENING' },
  ],
};
const siteSettings = (subdomain: string) => ({
  brand: { name: 'Gulf Horizons Travel', tagline: 'Private transfers and desert safaris', logo_url: null, accent_hex: '#B5651D' },
  address: { subdomain },
  languages: { default: 'en', enabled: ['en', 'ar'] },
  currencies: { default: 'AED', offered: ['AED', 'USD'] },
  contact: { email: 'bookings@gulfhorizons.example', phone: '+97143215678', whatsapp: '+971501234567', office_address: 'Office 1204, Bay Square 11, Business Bay, Dubai' },
});

type Res = Awaited<ReturnType<typeof call>>;
type Body = Record<string, unknown>;
interface FeedEvent {
  object: 'event';
  sandbox: boolean;
  id: string;
  type: string;
  created_at: string;
  subject: { type: string; id: string };
  data: { object: Body; previous_attributes?: Body };
  request_id: string | null;
}

const t = useV1Suite({ now: NOW, env: { LIMIT_PUBLIC_PAGES_PER_MINUTE: '100000', LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR: '100000' } });
const { clock } = t;
/** Every partition the suite used, for the contract checks at the end. */
const used: Array<{ who: Partner; mode: Mode }> = [];
let serial = 0;

afterEach(() => useDnsResolver(null));

/** A partner whose partition of `mode` is open (a test one seeded on this clock, as a request would seed it) and holds `aed`. */
async function funded(mode: Mode, aed = 50_000): Promise<Partner> {
  const who = await partner(t);
  const { config, keys } = t.services;
  await openPartition(t.sections, who.accountId, mode, t.db, clock, 'system', null, { dataKey: keys.dataEncryption, urls: { publicBaseUrl: config.publicBaseUrl, siteDomainTarget: config.siteDomainTarget } });
  await walletAt(t, who, mode, aed);
  used.push({ who, mode });
  return who;
}

const api = (token: string) => t.api(token, V1);

/** Plays the trade desk: the operator CLI on a live partition, the test helpers on a test one. */
function deskOf(who: Partner, mode: Mode) {
  const helper = (path: string, body: unknown) => api(who.keys.test).post(`/test-helpers${path}`, body);
  const task = async (subjectType: string, id: string): Promise<string> => {
    const row = (await t.db('desk_queue').where({ subject_type: subjectType, subject_id: id, status: 'open' }).first('id')) as { id: number | string } | undefined;
    expect(row).toBeDefined();
    return String(row?.id);
  };
  const cli = (args: string[]) => runAdmin(args, t.db, clock);
  return {
    /** Answers a request, as the desk would. */
    async answer(requestId: string, accept: boolean, extra: { note?: string; amountAed?: number } = {}): Promise<void> {
      if (mode === 'live') {
        const args = ['desk', 'answer', '--task', await task('request', requestId), accept ? '--accept' : '--decline'];
        if (extra.note) args.push('--note', extra.note);
        if (extra.amountAed !== undefined) args.push('--amount-aed', String(extra.amountAed));
        await cli(args);
        return;
      }
      const res = await helper(`/requests/${requestId}/answer`, { decision: accept ? 'accepted' : 'declined', ...(extra.note ? { note: extra.note } : {}), ...(extra.amountAed !== undefined ? { amount_aed: extra.amountAed } : {}) });
      expect(res.status).toBe(200);
    },
    /** Confirms or declines a booking on request. */
    async decide(bookingId: string, accept: boolean): Promise<void> {
      if (mode === 'live') {
        await cli(['desk', 'answer', '--task', await task('booking', bookingId), accept ? '--accept' : '--decline']);
        return;
      }
      expect((await helper(`/bookings/${bookingId}/advance`, { status: accept ? 'confirmed' : 'declined' })).status).toBe(200);
    },
    /** Moves a confirmed booking on: a driver, the service done, or a no-show. */
    async move(bookingId: string, to: 'driver_assigned' | 'completed' | 'no_show'): Promise<void> {
      if (mode === 'live') {
        if (to === 'driver_assigned') await cli(['booking', 'assign-driver', '--booking', bookingId, '--name', driver.name, '--phone', driver.phone, '--plate', driver.vehicle_plate]);
        else await cli(['booking', to === 'completed' ? 'complete' : 'no-show', '--booking', bookingId]);
        return;
      }
      expect((await helper(`/bookings/${bookingId}/advance`, { status: to, ...(to === 'driver_assigned' ? { driver } : {}) })).status).toBe(200);
    },
    /** Credits the wallet: a bank transfer (live), a test top-up (test). */
    async topUp(aed: number): Promise<void> {
      if (mode === 'live') await cli(['wallet', 'credit', '--account', who.accountId, '--amount-aed', String(aed), '--reference', `FT-${++serial}`]);
      else expect((await helper('/wallet/top-ups', { amount_aed: aed })).status).toBe(200);
    },
  };
}

/** The newest event of `type` about `subjectId` in the feed, read as the list and by id. */
async function latest(token: string, type: string, subjectId: string): Promise<FeedEvent> {
  const res = await api(token).get(`/events?type=${type}&limit=100`);
  expect(res.status).toBe(200);
  const found = (res.body.data as FeedEvent[]).find((event) => event.subject.id === subjectId);
  if (!found) throw new Error(`no ${type} event of ${subjectId} in the feed`);
  expect((await api(token).get(`/events/${found.id}`)).body).toEqual(found);
  return found;
}

/**
 * Asserts that the feed has `type` about `subjectId` with `shown` (the object's GET answer taken
 * right after) as its snapshot and `previous` as what changed (null: no previous attributes).
 */
async function expectEvent(who: Partner, mode: Mode, type: string, subjectId: string, shown: unknown, previous: Body | null): Promise<FeedEvent> {
  const event = await latest(who.keys[mode], type, subjectId);
  expect({ object: event.object, sandbox: event.sandbox, type: event.type }).toEqual({ object: 'event', sandbox: mode === 'test', type });
  expect(event.data.object).toEqual(shown);
  expect(event.data.previous_attributes ?? null).toEqual(previous);
  return event;
}

/** The top-level fields of `before` that differ in `after`, with their values before: what an update's event must name. */
function changed(before: Body, after: Body): Body {
  return Object.fromEntries(Object.keys({ ...before, ...after }).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])).map((key) => [key, key in before ? before[key] : null]));
}

/** The feed filtered by `query` (`&name=value…`), walked to the end. */
const walk = (token: string, query: string, limit: number, between?: () => Promise<void>): Promise<FeedEvent[]> =>
  t.walk<FeedEvent>(token, query ? `${V1}/events?${query.slice(1)}` : `${V1}/events`, { limit, ...(between ? { between } : {}) });

async function bookTransfer(token: string): Promise<Res> {
  const quote = await api(token).post('/transport/quote', transferQuote);
  expect(quote.status).toBe(200);
  const booked = await api(token).post('/transport/bookings', { quote_id: quote.body.id, traveller });
  expect(booked.status).toBe(201);
  return booked;
}

async function bookForClient(token: string, service: Body): Promise<Res> {
  const quote = await api(token).post('/bookings/quote', { service });
  expect(quote.status).toBe(200);
  const booked = await api(token).post('/bookings', { quote_id: quote.body.id, lead_traveller: traveller });
  expect(booked.status).toBe(201);
  return booked;
}

describe.each(MODES)('the event feed with a %s key', (mode) => {
  const sandbox = mode === 'test';
  let who: Partner;
  let me: ReturnType<typeof api>;
  let desk: ReturnType<typeof deskOf>;

  beforeAll(async () => {
    who = await funded(mode);
    me = api(who.keys[mode]);
    desk = deskOf(who, mode);
  });

  describe('records what the issue lists, each with its object as its GET answers it', () => {
    it('a transfer booked, given a driver and completed: what changed each time, and who asked', async () => {
      const booked = await bookTransfer(who.keys[mode]);
      const id = booked.body.id as string;
      const created = await expectEvent(who, mode, 'booking.created', id, (await me.get(`/transport/bookings/${id}`)).body, null);
      expect(created.subject).toEqual({ type: 'booking', id });
      expect(created.request_id).toBe(booked.headers['x-request-id']);
      expect(created.data.object).toMatchObject({ object: 'transport_booking', sandbox, status: 'confirmed', price: { amount_due_aed: expect.any(Number) } });

      clock.advance(HOUR);
      const unassigned = (await me.get(`/transport/bookings/${id}`)).body;
      await desk.move(id, 'driver_assigned');
      // The trip follows: given its driver, and the vehicle's plate in the class sold.
      const assigned = await expectEvent(who, mode, 'booking.driver_assigned', id, (await me.get(`/transport/bookings/${id}`)).body, { status: 'confirmed', driver: null, trip: unassigned.trip, vehicle: unassigned.vehicle });
      // The desk's CLI is no API request; a test helper's call is one.
      expect(assigned.request_id === null).toBe(mode === 'live');

      // Completed once the pickup (14:30 UAE time) has come; by then its free cancellation has passed too.
      const waiting = (await me.get(`/transport/bookings/${id}`)).body;
      clock.set('2026-12-05T10:30:00.000Z');
      await desk.move(id, 'completed');
      const done = (await me.get(`/transport/bookings/${id}`)).body;
      expect(changed(waiting, done)).toEqual({ status: 'driver_assigned', cancellation: waiting.cancellation, trip: waiting.trip });
      expect(done.trip).toMatchObject({ status: 'completed', position: null, eta: null });
      await expectEvent(who, mode, 'booking.completed', id, done, changed(waiting, done));
      const all = await walk(who.keys[mode], '&type=booking.*', 100);
      expect(all.filter((event) => event.subject.id === id).map((event) => event.type)).toEqual(['booking.completed', 'booking.driver_assigned', 'booking.created']);
    });

    it('a transfer cancelled, and one whose traveller did not show', async () => {
      const cancelled = (await bookTransfer(who.keys[mode])).body.id as string;
      const before = (await me.get(`/transport/bookings/${cancelled}`)).body;
      clock.advance(HOUR);
      const answer = await me.post(`/transport/bookings/${cancelled}/cancel`);
      expect(answer.status).toBe(200);
      await expectEvent(who, mode, 'booking.cancelled', cancelled, answer.body, changed(before, answer.body));
      // Cancelled, it owes nothing more, and its money says what was charged and refunded.
      expect(changed(before, answer.body)).toEqual({ status: 'confirmed', cancelled_at: null, price: before.price, money: before.money });

      const missed = (await bookTransfer(who.keys[mode])).body.id as string;
      // A no-show once the hour's free waiting after the pickup (14:30 UAE time) has run out.
      const expected = (await me.get(`/transport/bookings/${missed}`)).body;
      clock.set('2026-12-05T11:30:00.000Z');
      await desk.move(missed, 'no_show');
      const gone = (await me.get(`/transport/bookings/${missed}`)).body;
      await expectEvent(who, mode, 'booking.no_show', missed, gone, changed(expected, gone));
      expect(changed(expected, gone)).toMatchObject({ status: 'confirmed' });
    });

    it('a booking on request: created on request, confirmed by the desk; another declined', async () => {
      const confirmed = (await bookForClient(who.keys[mode], clientCoach)).body.ref as string;
      const asBooked = (await me.get(`/bookings/${confirmed}`)).body;
      expect(asBooked.status).toBe('on_request');
      await expectEvent(who, mode, 'booking.created', confirmed, asBooked, null);
      clock.advance(HOUR);
      await desk.decide(confirmed, true);
      const after = (await me.get(`/bookings/${confirmed}`)).body;
      await expectEvent(who, mode, 'booking.confirmed', confirmed, after, { status: 'on_request', confirmed_at: null });
      // Its inbox notices read as before: received, then confirmed.
      const inbox = (await me.get('/inbox?limit=20')).body.data as Array<{ title: string; related: { id: string } | null }>;
      // Titled with the reference a person reads, not the id.
      const { reference } = (await t.db('bookings').where({ id: confirmed }).first('reference')) as { reference: string };
      expect(inbox.filter((notice) => notice.related?.id === confirmed).map((notice) => notice.title)).toEqual([`Booking confirmed: ${reference}`, `Booking received, waiting for confirmation: ${reference}`]);

      const declined = (await bookForClient(who.keys[mode], clientCoach)).body.ref as string;
      const waiting = (await me.get(`/bookings/${declined}`)).body;
      await desk.decide(declined, false);
      // Declined, it is refunded in full and owes nothing.
      await expectEvent(who, mode, 'booking.declined', declined, (await me.get(`/bookings/${declined}`)).body, { status: 'on_request', price: waiting.price, money: waiting.money });
    });

    it('an amendment answered: the request as GET /requests lists it, and the booking amended', async () => {
      const ref = (await bookForClient(who.keys[mode], clientTransfer)).body.ref as string;
      const asked = await me.post(`/bookings/${ref}/amendments`, { type: 'change', changes: { child_seats: 3 }, message: 'Two more children.' });
      expect(asked.status).toBe(201);
      const requestId = asked.body.id as string;
      const listed = async () => ((await me.get(`/requests?booking_ref=${ref}`)).body.data as Body[])[0];
      await expectEvent(who, mode, 'request.created', requestId, await listed(), null);
      const before = (await me.get(`/bookings/${ref}`)).body;

      clock.advance(HOUR);
      await desk.answer(requestId, true, { note: 'Two more seats fitted.' });
      const answered = await listed();
      await expectEvent(who, mode, 'request.answered', requestId, answered, { status: 'open', answer: null });
      const after = (await me.get(`/bookings/${ref}`)).body;
      expect(after.service.child_seats).toBe(3);
      await expectEvent(who, mode, 'booking.amended', ref, after, changed(before, after));
    });

    it('a quote request answered, as GET /quote-requests/{id} answers it', async () => {
      const made = await me.post('/quote-requests', quoteRequest);
      expect(made.status).toBe(201);
      const id = made.body.id as string;
      await expectEvent(who, mode, 'quote_request.created', id, made.body, null);
      clock.advance(HOUR);
      await desk.answer(id, true, { note: 'Coaches and guides included.', amountAed: 42_000 });
      const shown = (await me.get(`/quote-requests/${id}`)).body;
      expect(shown.status).toBe('quoted');
      const event = await expectEvent(who, mode, 'quote_request.answered', id, shown, { status: 'submitted', quote: null, answer_note: null, answered_at: null });
      expect(event.subject).toEqual({ type: 'quote_request', id });
      // Not a request.* event: a quote request is an object of its own.
      expect((await walk(who.keys[mode], '&type=request.*', 100)).some((e) => e.subject.id === id)).toBe(false);
    });

    it('the wallet credited, as the statements overview shows its balance', async () => {
      await desk.topUp(250);
      const first = (await me.get('/statements')).body.balance as Body;
      await desk.topUp(100.5);
      const balance = (await me.get('/statements')).body.balance as Body;
      expect(balance.wallet_balance_aed).toBe((first.wallet_balance_aed as number) + 100.5);
      await expectEvent(who, mode, 'wallet.credited', who.accountId, { object: 'wallet', sandbox, ...balance }, { wallet_balance_aed: first.wallet_balance_aed });
    });

    // Only the operator decides a credit line, and only a live one.
    if (mode === 'live') it('a credit line decided by the operator, with its terms', async () => {
      const decided = await funded(mode, 0);
      await runAdmin(['account', 'credit-line', '--account', decided.accountId, '--limit-aed', '20000', '--terms', 'NET_30'], t.db, clock);
      const balance = (await api(decided.keys[mode]).get('/statements')).body.balance as Body;
      expect(balance.credit_limit_aed).toBe(20_000);
      await expectEvent(decided, mode, 'credit_line.decided', decided.accountId, { object: 'credit_line', sandbox: false, ...balance, terms: 'NET_30' }, null);
    });

    it('a month closed: its statement and its invoice, as their GETs answer them', async () => {
      const billed = await funded(mode);
      const us = api(billed.keys[mode]);
      await bookTransfer(billed.keys[mode]);
      clock.set('2026-12-01T06:00:00.000Z');
      expect((await us.get('/statements')).status).toBe(200);
      await expectEvent(billed, mode, 'statement.issued', '2026-11', (await us.get('/statements/2026-11')).body, null);
      const period = (await t.db('billing_periods').where({ account_id: billed.accountId, mode, period: '2026-11' }).first('invoice_id')) as { invoice_id: string };
      const invoice = (await us.get(`/invoices/${period.invoice_id}`)).body;
      expect(invoice).toMatchObject({ object: 'invoice', period: '2026-11' });
      await expectEvent(billed, mode, 'invoice.issued', period.invoice_id, invoice, null);
    });

    it('payouts requested, paid and rejected, as GET /affiliate/payouts lists them; the booking requests that earned them', async () => {
      const payer = await funded(mode);
      const us = api(payer.keys[mode]);
      const payerDesk = deskOf(payer, mode);
      const earn = async (): Promise<string> => {
        const p = partitionFor(t, payer.accountId, mode);
        const contact = { name: 'Sofia Rossi', email: 'sofia.rossi@example.com', phone: '+971501234567' };
        // Served today, so completed as soon as it is confirmed.
        const booking = await createReferral(p, { type: 'widget', id: 'wdg_9Tq3Wm7Xk2Lp5Rz8Nc1V' }, { offer: { id: 'act_safari', name: 'Evening desert safari', kind: 'tour' }, serviceDate: '2026-11-22', adults: 2, children: 0, priceFils: 1_000_000, contact, note: null });
        await payerDesk.decide(booking.id, true);
        await payerDesk.move(booking.id, 'completed');
        return booking.id;
      };
      const referral = await earn();
      // A visitor's booking request shows what the partner may know of it: no contact details, money in AED.
      const asked = await latest(payer.keys[mode], 'booking.created', referral);
      const { reference } = (await t.db('bookings').where({ id: referral }).first('reference')) as { reference: string };
      expect(reference).toMatch(/^RF-/);
      expect(asked.data.object).toEqual({
        object: 'referral', sandbox, id: referral, reference, status: 'on_request', offer: { id: 'act_safari', name: 'Evening desert safari', kind: 'tour' }, service_date: '2026-11-22', adults: 2, children: 0,
        price_aed: 10_000, traveller: 'Sofia R.', note: null, source: { type: 'widget', id: 'wdg_9Tq3Wm7Xk2Lp5Rz8Nc1V' }, driver: null, created_at: NOW, cancelled_at: null,
      });
      expect((await latest(payer.keys[mode], 'booking.completed', referral)).data.previous_attributes).toEqual({ status: 'confirmed' });

      // A test partition's seeded history has details on file already: the event names what changed.
      const filed = (await us.get('/affiliate/payouts')).body.bank_details as Body;
      expect((await us.post('/affiliate/bank-details', bankDetails)).status).toBe(200);
      const saved = { iban_masked: '****3456', updated_at: NOW };
      const previous = filed.on_file ? changed({ iban_masked: filed.iban_masked, updated_at: filed.updated_at }, saved) : null;
      await expectEvent(payer, mode, 'bank_details.saved', payer.accountId, { object: 'affiliate_bank_details', sandbox, on_file: true, ...saved }, previous);
      const listed = async (reference: string) => ((await us.get('/affiliate/payouts?limit=100')).body.data as Body[]).find((row) => row.reference === reference);
      const requested = await us.post('/affiliate/payouts', { amount_aed: 500 });
      expect(requested.status).toBe(201);
      const paid = requested.body.reference as string;
      await expectEvent(payer, mode, 'payout.requested', paid, await listed(paid), null);
      clock.advance(HOUR);
      await payerDesk.answer(requested.body.request_id, true);
      await expectEvent(payer, mode, 'payout.paid', paid, await listed(paid), { status: 'requested', expected_by: requested.body.expected_by, paid_at: null });

      await earn();
      const second = await us.post('/affiliate/payouts', {});
      const rejected = second.body.reference as string;
      await payerDesk.answer(second.body.request_id, false, { note: 'The account holder name does not match the IBAN.' });
      await expectEvent(payer, mode, 'payout.rejected', rejected, await listed(rejected), {
        status: 'requested', expected_by: second.body.expected_by, rejected_at: null, rejection_reason: null,
      });
    });

    it('the site sent back and published; its own domain failed, then active', async () => {
      const site = api(who.keys[mode]);
      const subdomain = `events-${mode}-${randomUUID().slice(0, 8)}`;
      expect((await site.put('/site', siteSettings(subdomain))).status).toBe(200);
      const submitted = (await site.post('/site/submission', { note: 'Ready for review.' })).body;
      clock.advance(HOUR);
      await desk.answer(submitted.submission.request_id, false, { note: 'Add the building name.' });
      const sentBack = (await site.get('/site')).body;
      await expectEvent(who, mode, 'site.changes_requested', sentBack.id, sentBack, changed(submitted, sentBack));
      const resubmitted = (await site.post('/site/submission', {})).body;
      clock.advance(HOUR);
      await desk.answer(resubmitted.submission.request_id, true);
      const published = (await site.get('/site')).body;
      expect(published.status).toBe('published');
      await expectEvent(who, mode, 'site.published', published.id, published, changed(resubmitted, published));

      const domainOf = (answer: Body, id: string) => ({ object: 'site_domain', sandbox, id, site_id: published.id, ...(answer.domain as Body) });
      const hostname = `book.${subdomain}.example`;
      const failing = (await site.put('/site/domain', { hostname })).body;
      await desk.answer(failing.domain.request_id, false, { note: 'The domain belongs to another company.' });
      const failedId = String((await t.db('site_domains').where({ request_id: failing.domain.request_id }).first('id')).id);
      const failed = (await site.get('/site')).body;
      expect(failed.domain.status).toBe('failed');
      const event = await expectEvent(who, mode, 'domain.failed', failedId, domainOf(failed, failedId), { status: 'pending_dns', lapses_at: failing.domain.lapses_at, failure_reason: null });
      expect(event.subject.type).toBe('site_domain');
      // Its notice still points at the site (the bookings completed earlier on 5 December's clock are newer).
      const inbox = (await site.get('/inbox?limit=10')).body.data as Array<{ title: string; related: unknown }>;
      expect(inbox.find((notice) => notice.title === `${hostname} could not be activated`)?.related).toEqual({ type: 'site', id: published.id });

      const www = `www.${hostname}`;
      const pending = (await site.put('/site/domain', { hostname: www })).body;
      useDnsResolver(dnsPointing(www, tokenOf(pending)));
      clock.advance(HOUR);
      await desk.answer(pending.domain.request_id, true);
      const activeId = String((await t.db('site_domains').where({ request_id: pending.domain.request_id }).first('id')).id);
      const active = (await site.get('/site')).body;
      expect(active.domain.status).toBe('active');
      await expectEvent(who, mode, 'domain.active', activeId, domainOf(active, activeId), { status: 'pending_dns', active_at: null, lapses_at: pending.domain.lapses_at });
    });

    it('a person invited, activated through the invitation, and deactivated, as GET /users lists them', async () => {
      const invited = await me.post('/users', { email: `person.${mode}.${++serial}@gulfhorizons.example`, first_name: 'Noura', last_name: 'Haddad', role: 'booker' });
      expect(invited.status).toBe(201);
      const id = invited.body.id as string;
      const listed = async () => ((await me.get('/users?limit=100')).body.data as Body[]).find((user) => user.id === id);
      // The invitation's link is the invited person's; the event carries the person as listed.
      await expectEvent(who, mode, 'user.invited', id, await listed(), null);

      const mail = (await t.db('mail_outbox').where({ related_type: 'user_invitation', related_id: id }).first('text')) as { text: string } | undefined;
      const link = sandbox ? (invited.body.invitation_url as string) : (/https:\/\/trade\.test(\/invitations\/[A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[0] as string);
      clock.advance(HOUR);
      // A live team's person chooses their portal password as they accept; a test partition's rehearsal person does not.
      const form = sandbox ? {} : { password: 'a good long passphrase', password_again: 'a good long passphrase' };
      expect((await request(t.app).post(new URL(link).pathname).type('form').send(form)).status).toBe(200);
      const activated = await expectEvent(who, mode, 'user.activated', id, await listed(), {
        status: 'invited', invitation_expires_at: invited.body.invitation_expires_at, joined_at: null, last_active_at: null,
      });
      expect(activated.request_id).toBeNull();

      clock.advance(HOUR);
      expect((await me.post(`/users/${id}/deactivate`)).status).toBe(200);
      await expectEvent(who, mode, 'user.deactivated', id, await listed(), { status: 'active', deactivated_at: null });
    });

    it('corporate requests approved (and booked), declined and expired, as GET /corporate/requests lists them', async () => {
      const centre = await me.post('/corporate/cost-centres', { code: `EV-${mode}-${++serial}`, name: 'Events', approval_threshold_aed: 0 });
      expect(centre.status).toBe(201);
      expect((await me.post(`/corporate/cost-centres/${centre.body.id}/approvers`, { approvers: [approver] })).status).toBe(200);
      const ask = async (transfer: Body = corporateTransfer) => (await me.post('/corporate/requests', { cost_centre_id: centre.body.id, traveller: { ...traveller, email: 'aisha@corp.example' }, purpose: 'Client workshop', transfer })).body;
      const listed = async (id: string) => ((await me.get('/corporate/requests?limit=100')).body.data as Body[]).find((row) => row.id === id);

      const approved = await ask();
      expect(approved.status).toBe('pending_approval');
      clock.advance(HOUR);
      const decided = await me.post(`/corporate/requests/${approved.id}/decision`, { decision: 'approve', approver_email: approver.email });
      expect(decided.status).toBe(200);
      await expectEvent(who, mode, 'corporate_request.approved', approved.id, await listed(approved.id), changed(approved, decided.body));
      // Its booking has no operation of its own: its event carries the line as booked, with its state.
      const booking = await latest(who.keys[mode], 'booking.created', decided.body.booking_id);
      expect(booking.data.object).toMatchObject({ object: 'corporate_booking', type: 'transfer', id: decided.body.booking_id, reference: expect.stringMatching(/^CP-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/), request_id: approved.id, sandbox, status: 'confirmed', driver: null, amount_due_aed: approved.estimate.amount_due_aed, cancellation_fee_aed: 0, cancelled_at: null });

      const declined = await ask();
      await me.post(`/corporate/requests/${declined.id}/decision`, { decision: 'decline', approver_email: approver.email, reason: 'Not this month.' });
      const declinedNow = await listed(declined.id);
      await expectEvent(who, mode, 'corporate_request.declined', declined.id, declinedNow, changed(declined, declinedNow as Body));

      // Pickup 10:00 UAE on the 23rd: to be decided by 08:00 UAE (04:00 UTC), else it expires.
      const late = await ask({ ...corporateTransfer, pickup_date: '2026-11-23', pickup_time: '10:00' });
      clock.set('2026-11-23T04:00:00.000Z');
      expect(await expireDueRequests(t.sections, t.db, clock)).toBeGreaterThanOrEqual(1);
      const expired = await listed(late.id);
      expect(expired?.status).toBe('expired');
      await expectEvent(who, mode, 'corporate_request.expired', late.id, expired, changed(late, expired as Body));
    });

    it('a DMC programme accepted, with its versions, and the services it booked', async () => {
      const made = await me.post('/dmc/programmes', programme);
      expect(made.status).toBe(201);
      const id = made.body.id as string;
      expect((await me.post(`/dmc/programmes/${id}/versions`, itinerary)).status).toBe(201);
      const draft = (await me.get(`/dmc/programmes/${id}`)).body;
      clock.advance(60);
      const proposed = (await me.post(`/dmc/programmes/${id}/status`, { status: 'proposed' })).body;
      await expectEvent(who, mode, 'programme.status_changed', id, proposed, changed(draft, proposed));
      expect(changed(draft, proposed)).toEqual({ status: 'draft', updated_at: draft.updated_at });
      clock.advance(HOUR);
      const accepted = await me.post(`/dmc/programmes/${id}/accept`, { version: 1, accepted_by: { name: 'Linnea Berg', email: 'linnea.berg@nordicincentive.example' } });
      expect(accepted.status).toBe(200);
      const shown = (await me.get(`/dmc/programmes/${id}`)).body;
      expect(shown.versions).toHaveLength(1);
      await expectEvent(who, mode, 'programme.accepted', id, shown, changed(proposed, shown));
      const bookingIds = JSON.parse(String((await t.db('dmc_programmes').where({ id }).first('booking')).booking)).booking_ids as string[];
      const first = await latest(who.keys[mode], 'booking.created', bookingIds[0] as string);
      expect(first.data.object).toMatchObject({ object: 'dmc_booking', programme_id: id, version: 1, sandbox, status: 'confirmed', amount_due_aed: shown.versions[0].lines[0].pricing.net_aed, line: shown.versions[0].lines[0] });
    });
  });

  describe('the feed', () => {
    it('lists only the events of objects the key may read; one it may not read answers 403 naming the scope', async () => {
      const transfer = (await bookTransfer(who.keys[mode])).body.id as string;
      const forClient = (await bookForClient(who.keys[mode], clientTransfer)).body.ref as string;
      const key = async (scopes: Scope[]) => (await issueKey(t, { accountId: who.accountId, mode, scopes })).key;
      const bookingsOnly = await key(['bookings:view']);
      const transportOnly = await key(['transport:read']);
      const subjects = async (token: string) => (await walk(token, '&type=booking.created', 100)).map((event) => event.subject.id);

      expect(await subjects(bookingsOnly)).toContain(forClient);
      expect(await subjects(bookingsOnly)).not.toContain(transfer);
      expect(await subjects(transportOnly)).toContain(transfer);
      expect(await subjects(transportOnly)).not.toContain(forClient);
      // Every event the narrow key sees is one its scope reads.
      for (const event of await walk(transportOnly, '', 100)) expect(event.data.object.object).toBe('transport_booking');

      const hidden = await latest(who.keys[mode], 'booking.created', transfer);
      const refused = await api(bookingsOnly).get(`/events/${hidden.id}`);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual({ code: 'insufficient_scope', message: 'This key lacks the scope transport:read that this endpoint needs.', retryable: false });
      expect((await api(transportOnly).get(`/events/${hidden.id}`)).body).toEqual(hidden);
    });

    it('keeps an event 30 days: then it is neither listed nor read', async () => {
      const id = (await bookTransfer(who.keys[mode])).body.id as string;
      const event = await latest(who.keys[mode], 'booking.created', id);
      clock.set('2026-12-22T09:59:59.000Z');
      expect((await me.get(`/events/${event.id}`)).status).toBe(200);
      clock.set('2026-12-22T10:00:01.000Z');
      expect((await walk(who.keys[mode], '&type=booking.created', 100)).map((e) => e.id)).not.toContain(event.id);
      const gone = await me.get(`/events/${event.id}`);
      expect(gone.status).toBe(404);
      expect(gone.body.error.code).toBe('not_found');
    });

    it('pages newest first by keyset: events recorded between pages neither shift nor repeat one', async () => {
      const pager = await funded(mode);
      for (let i = 0; i < 3; i++) {
        clock.advance(60);
        await bookTransfer(pager.keys[mode]);
      }
      const before = await walk(pager.keys[mode], '', 100);
      expect(before.length).toBeGreaterThanOrEqual(3);
      // Newest first; of one instant, the latest recorded first.
      const recorded = await t.db('events').where({ account_id: pager.accountId, mode }).whereIn('id', before.map((event) => event.id)).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'seq', order: 'desc' }]).pluck('id');
      expect(before.map((event) => event.id)).toEqual(recorded);
      // Recorded at the same instant as the newest event, yet later: newer all the same. (The clock
      // stays put, so the 30 days the feed keeps do not move while it pages.) A booking after each
      // of the first pages: what the feed holds by then is paged through as ever.
      let bookingsLeft = 4;
      const paged = await walk(pager.keys[mode], '', 2, async () => {
        if (bookingsLeft-- > 0) await bookTransfer(pager.keys[mode]);
      });
      const ids = paged.map((event) => event.id);
      expect(new Set(ids).size).toBe(ids.length);
      // Every event there was is paged through once, in order; the new ones are newer than the first page.
      expect(ids.filter((id) => before.some((event) => event.id === id))).toEqual(before.map((event) => event.id));
      expect(paged.filter((event) => !before.some((b) => b.id === event.id))).toEqual([]);
    });

    it('filters by an exact type and by a noun', async () => {
      const id = (await bookTransfer(who.keys[mode])).body.id as string;
      await me.post(`/transport/bookings/${id}/cancel`);
      const exact = await walk(who.keys[mode], '&type=booking.cancelled', 100);
      expect(exact.length).toBeGreaterThan(0);
      expect(new Set(exact.map((event) => event.type))).toEqual(new Set(['booking.cancelled']));
      const noun = await walk(who.keys[mode], '&type=booking.*', 100);
      expect(noun.every((event) => event.type.startsWith('booking.'))).toBe(true);
      expect(noun.filter((event) => event.subject.id === id).map((event) => event.type)).toEqual(['booking.cancelled', 'booking.created']);
      expect(await walk(who.keys[mode], '&type=booking.nothing', 100)).toEqual([]);
    });

    it('filters by a created range: from created_gte, before created_lt', async () => {
      const ranged = await funded(mode);
      const at: Record<string, string> = {};
      for (const hour of [1, 2, 3]) {
        clock.set(new Date(Date.parse(NOW) + hour * HOUR * 1000));
        at[hour] = (await bookTransfer(ranged.keys[mode])).body.id as string;
      }
      // The second booking's events are at 12:00: in [12:00, 13:00), the third's (13:00) are not.
      const inRange = await walk(ranged.keys[mode], '&created_gte=2026-11-22T12:00:00Z&created_lt=2026-11-22T13:00:00%2B00:00', 100);
      expect(inRange.map((event) => event.subject.id)).toContain(at[2]);
      expect(inRange.map((event) => event.subject.id)).not.toContain(at[1]);
      expect(inRange.map((event) => event.subject.id)).not.toContain(at[3]);
      for (const event of inRange) expect(event.created_at >= '2026-11-22T12:00:00.000Z' && event.created_at < '2026-11-22T13:00:00.000Z').toBe(true);
      // A time with an offset means that instant.
      const shifted = await walk(ranged.keys[mode], '&created_gte=2026-11-22T16:00:00%2B04:00&created_lt=2026-11-22T17:00:00%2B04:00', 100);
      expect(shifted.map((event) => event.id)).toEqual(inRange.map((event) => event.id));
    });

    it('refuses a cursor it did not give, a bad date and a bad type with 422, storing nothing', async () => {
      const before = await rowCounts(t.db);
      // Another list's cursor (it names a booking by id) is not the feed's either.
      const bookingsCursor = Buffer.from(JSON.stringify({ c: NOW, i: 'bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P' })).toString('base64url');
      for (const [query, field] of [['cursor=nonsense', 'cursor'], [`cursor=${bookingsCursor}`, 'cursor'], ['created_gte=yesterday', 'created_gte'], ['created_lt=2026-13-01T00:00:00Z', 'created_lt'], ['type=booking', 'type']]) {
        const res = await me.get(`/events?${query}`);
        expect(res.status).toBe(422);
        expect(res.body.error).toMatchObject({ code: 'validation_failed', fields: [field] });
      }
      expect(await rowCounts(t.db)).toEqual(before);
    });

    it('answers 404 for an event of the other mode or of another account', async () => {
      const other: Mode = mode === 'test' ? 'live' : 'test';
      const mine = await latest(who.keys[mode], 'booking.created', (await bookTransfer(who.keys[mode])).body.id as string);
      await openPartition(t.sections, who.accountId, other, t.db, clock, 'system', null);
      const stranger = await funded(mode);
      for (const token of [who.keys[other], stranger.keys[mode]]) {
        const res = await api(token).get(`/events/${mine.id}`);
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('not_found');
        expect((await walk(token, '', 100)).map((event) => event.id)).not.toContain(mine.id);
      }
    });
  });
});

/** The object schemas of the contract that an event's snapshot is, by its `object`. */
const SCHEMA_OF: Record<string, string> = {
  transport_booking: 'TransportBooking',
  activity_booking: 'ActivityBooking',
  client_booking: 'ClientBooking',
  desk_sale: 'DeskSale',
  desk_request: 'ClientBookingDeskRequest',
  quote_request: 'RateQuoteRequest',
  wholesale_request: 'RateWholesaleRequest',
  invoice: 'Invoice',
  statement: 'Statement',
  desk_day: 'DeskDay',
  user: 'User',
  guide_property: 'GuideProperty',
  site: 'Site',
  dmc_programme: 'DmcProgramme',
  corporate_cost_centre: 'CorporateCostCentre',
  corporate_request: 'CorporateRequest',
  corporate_shuttle: 'CorporateShuttle',
  affiliate_link: 'AffiliateLink',
  affiliate_payout: 'AffiliatePayout',
  affiliate_bank_details: 'AffiliateBankDetailsReceipt',
  widget: 'Widget',
};

/** Paths of the keys of `value` that name an amount in fils: the wire shows AED only. */
function filsKeys(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => filsKeys(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [...(key.endsWith('_fils') ? [`${path}.${key}`] : []), ...filsKeys(inner, `${path}.${key}`)]);
}

describe('a test partition\'s seed', () => {
  // The seed is written with its snapshots kept in memory rather than read back (SeedMemory):
  // what each seeded event says changed must be what reading them back would have said.
  it('records each seeded event\'s previous_attributes against its subject\'s previous event, and queues no webhook delivery', async () => {
    const who = await funded('test');
    const rows = (await t.db('events').where({ account_id: who.accountId, mode: 'test' }).orderBy('seq').select('id', 'subject_type', 'subject_id', 'data', 'previous_attributes')) as Array<{ id: string; subject_type: string; subject_id: string; data: string; previous_attributes: string | null }>;
    const last = new Map<string, Body>();
    const stored: Array<[string, Body | null]> = [];
    const expected: Array<[string, Body | null]> = [];
    for (const row of rows) {
      const key = `${row.subject_type}:${row.subject_id}`;
      const snapshot = JSON.parse(row.data) as Body;
      stored.push([row.id, row.previous_attributes === null ? null : (JSON.parse(row.previous_attributes) as Body)]);
      expected.push([row.id, previousAttributes(last.get(key), snapshot)]);
      last.set(key, snapshot);
    }
    expect(stored).toEqual(expected);
    // The history moves its objects on: some events carry what changed, or the check above checks little.
    expect(stored.filter(([, previous]) => previous !== null).length).toBeGreaterThan(20);
    expect(await t.db('webhook_deliveries').where({ account_id: who.accountId }).select('id')).toEqual([]);
  });
});

describe('the contract', () => {
  it('holds every event the suite recorded, seeded histories included, to the Event schema and each snapshot to its object\'s schema', async () => {
    expect(used.length).toBeGreaterThan(0);
    const kinds = new Set<string>();
    for (const { who, mode } of used) {
      // Each page is checked against the contract's EventList, and so each event against Event, by `call`.
      expect((await walk(who.keys[mode], '', 100)).every((event) => event.sandbox === (mode === 'test'))).toBe(true);
      // Every snapshot stored, also those older than the feed shows: the wire shape, never fils.
      const rows = (await t.db('events').where({ account_id: who.accountId, mode }).select('id', 'type', 'subject_type', 'data')) as Array<{ id: string; type: string; subject_type: string; data: string }>;
      for (const row of rows) {
        const object = JSON.parse(row.data) as Body;
        expect({ event: row.id, type: row.type, object: typeof object.object, fils: filsKeys(object) }).toEqual({ event: row.id, type: row.type, object: 'string', fils: [] });
        if (typeof object.sandbox === 'boolean') expect(object.sandbox).toBe(mode === 'test');
        const schema = SCHEMA_OF[object.object as string];
        if (schema) expectSchema(schema, object);
        kinds.add(`${row.subject_type}:${String(object.object)}`);
      }
    }
    // The suite saw snapshots of every subject the issue lists.
    for (const kind of ['booking:transport_booking', 'booking:client_booking', 'booking:referral', 'booking:corporate_booking', 'booking:dmc_booking', 'request:desk_request', 'quote_request:quote_request', 'wallet:wallet', 'invoice:invoice', 'statement:statement', 'user:user', 'site:site', 'site_domain:site_domain', 'dmc_programme:dmc_programme', 'corporate_request:corporate_request', 'affiliate_payout:affiliate_payout']) {
      expect(kinds).toContain(kind);
    }
  });
});

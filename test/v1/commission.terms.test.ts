/**
 * Commission that reaches the partner (issue 25, §4): under each kind of terms a booking's
 * `amount_due_aed`, its one ledger charge and the wallet's movement agree to the fils, and under
 * `commission` the commission shown is what was deducted from the public price at booking (the
 * charge's description says so). A cancelled booking shows `amount_due_aed` 0 and what was
 * charged, refunded and kept as a fee (§5), from its ledger entries.
 */
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { ledgerSumFils, walletAt, walletFils, type Partner } from '../helpers/partitions';
import { transferQuoteBody } from '../helpers/transfers';
import { setCommercialTerms } from '../../src/apiKeys/store';

const V1 = '/api/b2b/v1';
// 10:00 UAE time on 24 November.
const NOW = '2026-11-24T06:00:00.000Z';
const t = useV1Suite({ partners: ['tariff', 'commission', 'netRate'], now: NOW });
const mode = 'live' as const;

const TERMS = [
  { name: 'tariff', terms: 'tariff', basisPoints: 0, note: '' },
  { name: 'commission', terms: 'commission', basisPoints: 1000, note: 'commission' },
  { name: 'netRate', terms: 'net_rate', basisPoints: 1250, note: 'discount' },
] as const;

const fils = (aed: number): number => Math.round(aed * 100);
const aed = (amountFils: number): string => (amountFils / 100).toFixed(2);
const partnerOf = (name: (typeof TERMS)[number]['name']): Partner => t.partners[name];

beforeAll(async () => {
  for (const { name, terms, basisPoints } of TERMS) {
    await setCommercialTerms(t.db, t.clock, partnerOf(name).accountId, terms, basisPoints);
    await walletAt(t, partnerOf(name), mode, 20_000);
  }
});

/** The booking's wallet ledger entries, oldest first. */
const entriesOf = async (bookingId: string) =>
  ((await t.db('ledger_entries').where({ booking_id: bookingId }).orderBy('id')) as Array<{ kind: string; amount_fils: number | string; description: string }>).map((e) => ({ kind: e.kind, amountFils: Number(e.amount_fils), description: e.description }));

/**
 * Checks one booking's figures against its terms: the public price less the share (commission or
 * discount) is the amount due, the one charge and the wallet's movement; the commission shown is the share.
 */
async function expectAgreement(spec: (typeof TERMS)[number], bookingId: string, price: { public: number; due: number; commission: number | null; terms: string }, before: number): Promise<void> {
  const publicFils = fils(price.public);
  const shareFils = Math.round((publicFils * spec.basisPoints) / 10000);
  const dueFils = publicFils - shareFils;
  expect(price.terms).toBe(spec.terms);
  expect(fils(price.due)).toBe(dueFils);
  expect(price.commission === null ? null : fils(price.commission)).toBe(spec.terms === 'commission' ? shareFils : null);
  const entries = await entriesOf(bookingId);
  expect(entries.map((e) => [e.kind, e.amountFils])).toEqual([['charge', -dueFils]]);
  const description = (entries[0] as { description: string }).description;
  if (spec.terms === 'tariff') expect(description).not.toContain('less');
  else expect(description).toContain(`(public AED ${aed(publicFils)} less ${spec.basisPoints / 100} % ${spec.note} AED ${aed(shareFils)})`);
  const who = partnerOf(spec.name);
  expect(await walletFils(t.db, who.accountId, mode)).toBe(before - dueFils);
  expect(await ledgerSumFils(t.db, who.accountId, mode)).toBe(await walletFils(t.db, who.accountId, mode));
}

describe.each(TERMS)('a booking under $terms terms', (spec) => {
  const token = (): string => partnerOf(spec.name).keys[mode];

  it('charges a transfer its amount due: the public price less what its terms deduct', async () => {
    const who = partnerOf(spec.name);
    const before = await walletFils(t.db, who.accountId, mode);
    const quote = await call(t.app, 'POST', `${V1}/transport/quote`, { token: token(), body: transferQuoteBody(t.clock, 5) });
    expect(quote.status).toBe(200);
    const made = await call(t.app, 'POST', `${V1}/transport/bookings`, { token: token(), body: { quote_id: quote.body.id, traveller: { first_name: 'Aisha', last_name: 'Rahman' } } });
    expect(made.status).toBe(201);
    const { price } = made.body;
    expect(price).toEqual({ currency: 'AED', terms: spec.terms, public_price_aed: quote.body.pricing.public_price_aed, amount_due_aed: quote.body.pricing.amount_due_aed, commission_aed: quote.body.pricing.commission_aed });
    await expectAgreement(spec, made.body.id, { public: price.public_price_aed, due: price.amount_due_aed, commission: price.commission_aed, terms: price.terms }, before);
    expect(made.body.money).toEqual({ charged_aed: price.amount_due_aed, refunded_aed: 0, cancellation_fee_aed: 0, net_aed: price.amount_due_aed });
    // Its booking.created event carries the booking with the charge it was made with.
    const created = (await t.db('events').where({ subject_id: made.body.id, type: 'booking.created' }).first()) as { data: string };
    expect(JSON.parse(created.data)).toEqual(made.body);
  });

  it('charges an activity its amount due the same way', async () => {
    const who = partnerOf(spec.name);
    const before = await walletFils(t.db, who.accountId, mode);
    const quote = await call(t.app, 'POST', `${V1}/activities/quote`, {
      token: token(),
      body: { product_id: 'act_IZHVIIA1lFTXjHowe8Y7', date: '2026-12-05', start_time: '15:00', guests: { adults: 2, children: 1, infants: 0 }, language: 'en', pickup: { zone: 'DUBAI_MARINA', hotel: 'Address Dubai Marina' } },
    });
    expect(quote.status).toBe(200);
    const made = await call(t.app, 'POST', `${V1}/activities/bookings`, { token: token(), body: { quote_id: quote.body.id, lead_traveller: { first_name: 'Aisha', last_name: 'Rahman', email: 'aisha@example.com', phone: '+971501234567' } } });
    expect(made.body.error ?? null).toBeNull();
    expect(made.status).toBe(201);
    const { price } = made.body;
    expect(price.amount_due_aed).toBe(quote.body.pricing.amount_due_aed);
    await expectAgreement(spec, made.body.id, { public: price.public_price_aed, due: price.amount_due_aed, commission: price.commission_aed, terms: price.terms }, before);
  });

  it('charges a desk sale its amount due, and the desk keeps the rest of what the guest paid', async () => {
    const who = partnerOf(spec.name);
    const before = await walletFils(t.db, who.accountId, mode);
    const made = await call(t.app, 'POST', `${V1}/desk/sales`, {
      token: token(),
      body: { item_code: 'TOUR-DESERT-SAFARI-EVENING', service_date: '2026-11-25', service_time: '15:00', adults: 2, children: 1, guest: { first_name: 'Elena', last_name: 'Petrova' }, room_number: '1412', payment_method: 'cash' },
    });
    expect(made.status).toBe(201);
    const { price } = made.body;
    await expectAgreement(spec, made.body.id, { public: price.guest_paid_aed, due: price.amount_due_aed, commission: price.commission_aed, terms: price.terms }, before);
    const day = await call(t.app, 'GET', `${V1}/desk/days/2026-11-24`, { token: token() });
    expect(day.status).toBe(200);
    // The one sale of the day: the operator is owed what the wallet was charged, never that less the commission again.
    expect(day.body.settlement).toMatchObject({ collected_aed: price.guest_paid_aed, payable_to_operator_aed: price.amount_due_aed });
    expect(fils(day.body.settlement.earned_aed)).toBe(fils(price.guest_paid_aed) - fils(price.amount_due_aed));
  });
});

describe('a cancelled booking', () => {
  const who = (): Partner => partnerOf('commission');

  async function bookTransfer(days: number, time: string) {
    const quote = await call(t.app, 'POST', `${V1}/transport/quote`, { token: who().keys[mode], body: transferQuoteBody(t.clock, days, { pickup_time: time }) });
    const made = await call(t.app, 'POST', `${V1}/transport/bookings`, { token: who().keys[mode], body: { quote_id: quote.body.id, traveller: { first_name: 'Omar', last_name: 'Haddad' } } });
    expect(made.status).toBe(201);
    return made.body;
  }

  it('late: shows amount due 0, what was charged and refunded, the fee kept (a share of what was charged) and the net', async () => {
    const before = await walletFils(t.db, who().accountId, mode);
    // Tonight at 20:00: inside the 24 hours, so half of what was charged is kept.
    const booking = await bookTransfer(0, '20:00');
    const chargedFils = fils(booking.price.amount_due_aed);
    expect(chargedFils).toBe(fils(booking.price.public_price_aed) - fils(booking.price.commission_aed));
    const feeFils = Math.round(chargedFils / 2);
    const cancelled = await call(t.app, 'POST', `${V1}/transport/bookings/${booking.id}/cancel`, { token: who().keys[mode] });
    expect(cancelled.status).toBe(200);
    const money = { charged_aed: chargedFils / 100, refunded_aed: chargedFils / 100, cancellation_fee_aed: feeFils / 100, net_aed: feeFils / 100 };
    expect(cancelled.body).toMatchObject({ status: 'cancelled', price: { ...booking.price, amount_due_aed: 0 }, money, cancellation: { fee_if_cancelled_now_aed: feeFils / 100 } });
    // The same on every read: its section's, the one of every booking, and the list.
    expect((await call(t.app, 'GET', `${V1}/transport/bookings/${booking.id}`, { token: who().keys[mode] })).body).toEqual(cancelled.body);
    expect((await call(t.app, 'GET', `${V1}/bookings/${booking.reference}`, { token: who().keys[mode] })).body).toEqual(cancelled.body);
    const list = await call(t.app, 'GET', `${V1}/bookings?limit=100`, { token: who().keys[mode] });
    expect(list.body.data.find((line: { id: string }) => line.id === booking.id)).toMatchObject({ status: 'cancelled', amount_due_aed: 0 });
    // The ledger says the same: the booking nets its fee, and the wallet moved by it.
    expect((await entriesOf(booking.id)).map((e) => [e.kind, e.amountFils])).toEqual([['charge', -chargedFils], ['refund', chargedFils], ['cancellation_fee', -feeFils]]);
    expect(await walletFils(t.db, who().accountId, mode)).toBe(before - feeFils);
    // Its event carries the same view.
    const event = (await t.db('events').where({ subject_id: booking.id, type: 'booking.cancelled' }).first()) as { data: string };
    expect(JSON.parse(event.data)).toMatchObject({ price: { amount_due_aed: 0 }, money });
  });

  it('free: shows amount due 0, charged and refunded alike, no fee and a net of 0', async () => {
    const before = await walletFils(t.db, who().accountId, mode);
    const booking = await bookTransfer(5, '14:30');
    const cancelled = await call(t.app, 'POST', `${V1}/transport/bookings/${booking.id}/cancel`, { token: who().keys[mode] });
    expect(cancelled.status).toBe(200);
    const charged = booking.price.amount_due_aed;
    expect(cancelled.body).toMatchObject({ price: { amount_due_aed: 0 }, money: { charged_aed: charged, refunded_aed: charged, cancellation_fee_aed: 0, net_aed: 0 } });
    expect(await walletFils(t.db, who().accountId, mode)).toBe(before);
  });
});

describe('an amendment under commission terms', () => {
  it('charges the desk\'s public price difference less the commission; public price, commission and amount due still agree', async () => {
    const who = partnerOf('commission');
    await walletAt(t, who, 'test', 5_000);
    const quote = await call(t.app, 'POST', `${V1}/transport/quote`, { token: who.keys.test, body: transferQuoteBody(t.clock, 5) });
    const booking = (await call(t.app, 'POST', `${V1}/transport/bookings`, { token: who.keys.test, body: { quote_id: quote.body.id, traveller: { first_name: 'Aisha', last_name: 'Rahman' } } })).body;
    const asked = await call(t.app, 'POST', `${V1}/transport/bookings/${booking.id}/amendments`, { token: who.keys.test, body: { bags: 3 } });
    expect(asked.status).toBe(201);
    const before = await walletFils(t.db, who.accountId, 'test');
    // The desk prices the change at AED 25 public: the partner is charged AED 22.50 and keeps AED 2.50.
    const answered = await call(t.app, 'POST', `${V1}/test-helpers/requests/${asked.body.id}/answer`, { token: who.keys.test, body: { decision: 'accepted', amount_aed: 25 } });
    expect(answered.status).toBe(200);
    const read = (await call(t.app, 'GET', `${V1}/transport/bookings/${booking.id}`, { token: who.keys.test })).body;
    const { price } = booking;
    expect(read.price).toEqual({ ...price, public_price_aed: (fils(price.public_price_aed) + 2500) / 100, amount_due_aed: (fils(price.amount_due_aed) + 2250) / 100, commission_aed: (fils(price.commission_aed) + 250) / 100 });
    expect(fils(read.price.public_price_aed) - fils(read.price.commission_aed)).toBe(fils(read.price.amount_due_aed));
    expect(read.money).toEqual({ charged_aed: read.price.amount_due_aed, refunded_aed: 0, cancellation_fee_aed: 0, net_aed: read.price.amount_due_aed });
    expect((await entriesOf(booking.id)).map((e) => [e.kind, e.amountFils])).toEqual([['charge', -fils(price.amount_due_aed)], ['adjustment', -2250]]);
    expect(await walletFils(t.db, who.accountId, 'test')).toBe(before - 2250);
    // The partner's list of requests shows what was charged for the change.
    const requests = (await call(t.app, 'GET', `${V1}/requests?booking_ref=${booking.id}`, { token: who.keys.test })).body;
    expect(requests.data.find((r: { id: string }) => r.id === asked.body.id).answer).toMatchObject({ price_difference_aed: 22.5 });
  });
});

describe('a DMC programme under commission terms', () => {
  it('prices each line net of the commission and charges that when the version is accepted', async () => {
    const who = partnerOf('commission');
    const token = who.keys[mode];
    const before = await walletFils(t.db, who.accountId, mode);
    const programme = await call(t.app, 'POST', `${V1}/dmc/programmes`, {
      token,
      body: { title: 'Incentive', client: { company: 'Nordic Incentive Partners AB', contact_name: 'Linnea Berg', email: 'linnea.berg@nordicincentive.example', country: 'SE' }, group: { adults: 10, children: 0 }, start_date: '2027-02-10', end_date: '2027-02-12' },
    });
    expect(programme.status).toBe(201);
    const id = programme.body.id as string;
    const version = await call(t.app, 'POST', `${V1}/dmc/programmes/${id}/versions`, {
      token,
      body: { markup_percent: 10, lines: [{ service: 'transfer', date: '2027-02-10', time: '14:30', airport: 'DXB', terminal: 'T3', direction: 'arrival', place: 'DUBAI_MARINA', vehicle: 'LUXURY_COACH' }] },
    });
    expect(version.status).toBe(201);
    type Line = { pricing: { public_price_aed: number; net_aed: number; commission_aed: number; sell_aed: number } };
    // The answer is the version itself.
    const { pricing } = (version.body.lines as Line[])[0] as Line;
    const publicFils = fils(pricing.public_price_aed);
    expect(fils(pricing.commission_aed)).toBe(Math.round(publicFils / 10));
    expect(fils(pricing.net_aed)).toBe(publicFils - fils(pricing.commission_aed));
    expect((await call(t.app, 'POST', `${V1}/dmc/programmes/${id}/status`, { token, body: { status: 'proposed' } })).status).toBe(200);
    const accepted = await call(t.app, 'POST', `${V1}/dmc/programmes/${id}/accept`, { token, body: { version: 1, accepted_by: { name: 'Linnea Berg', email: 'linnea.berg@nordicincentive.example' } } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.booking).toMatchObject({ services: 1, amount_due_aed: pricing.net_aed });
    const booking = (await t.db('bookings').where({ account_id: who.accountId, mode, kind: 'dmc' }).first()) as { id: string };
    const entries = await entriesOf(booking.id);
    expect(entries.map((e) => [e.kind, e.amountFils])).toEqual([['charge', -fils(pricing.net_aed)]]);
    expect((entries[0] as { description: string }).description).toContain(`(public AED ${aed(publicFils)} less 10 % commission AED ${aed(fils(pricing.commission_aed))})`);
    expect(await walletFils(t.db, who.accountId, mode)).toBe(before - fils(pricing.net_aed));
  });
});

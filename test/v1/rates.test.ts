import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { rowCounts } from '../helpers/tables';
import { MODES, partner, type Mode } from '../helpers/partitions';
import { openAt } from '../helpers/deskRates';
import { setCommercialTerms } from '../../src/apiKeys/store';
import { runAdmin } from '../../scripts/admin';

const CATALOGUE = '/api/b2b/v1/rates/catalogue';
const SHEET = '/api/b2b/v1/rates/sheet';
const QUOTE_REQUESTS = '/api/b2b/v1/quote-requests';
const WHOLESALE = '/api/b2b/v1/wholesale-requests';
const NOW = '2026-11-22T10:00:00.000Z';

const quoteRequest = {
  title: 'Pharma incentive group', group: { adults: 24 },
  services: [
    { kind: 'transfer', date: '2027-02-10', time: '08:15', from: 'DXB T3', to: 'Address Downtown', vehicle: 'LUXURY_COACH', vehicles: 1, description: 'Arrival on EK 30.' },
    { kind: 'tour', date: '2027-02-11', description: 'Private desert safari.' },
  ],
};
const wholesale = { vehicle: 'EXECUTIVE_SEDAN', vehicles_per_day: 12, start_date: '2026-12-07', end_date: '2026-12-10', hours_per_day: 10, emirate: 'DUBAI' };

const t = useV1Suite({ partners: ['who'], now: NOW, resetClock: false });
const { clock } = t;
const { who } = t.partners;

beforeAll(async () => {
  await setCommercialTerms(t.db, t.clock, who.accountId, 'commission', 1000);
  for (const mode of MODES) await openAt(t.sections, t.db, who, mode, clock);
});

const deskTasks = (subjectId: string) => t.db('desk_queue').where({ subject_type: 'request', subject_id: subjectId });

/** Answers a request as the trade desk would for the mode: the operator CLI in live, the test helper in test. */
async function answer(mode: Mode, id: string, decision: { accept: boolean; amountAed?: number; note: string }): Promise<void> {
  if (mode === 'live') {
    const [task] = await deskTasks(id);
    const args = ['desk', 'answer', '--task', String(task.id), decision.accept ? '--accept' : '--decline', '--note', decision.note];
    if (decision.amountAed !== undefined) args.push('--amount-aed', String(decision.amountAed));
    const done = (await runAdmin(args, t.db, clock)) as { task: { status: string; answer: string } };
    expect(done.task).toMatchObject({ status: 'answered', answer: decision.accept ? 'accepted' : 'declined' });
    return;
  }
  const res = await call(t.app, 'POST', `/api/b2b/v1/test-helpers/requests/${id}/answer`, {
    token: who.keys.test,
    body: { decision: decision.accept ? 'accepted' : 'declined', note: decision.note, ...(decision.amountAed === undefined ? {} : { amount_aed: decision.amountAed }) },
  });
  expect(res.status).toBe(200);
}

describe.each(MODES)('rates with a %s key', (mode) => {
  const other: Mode = mode === 'test' ? 'live' : 'test';
  const sandbox = mode === 'test';

  it('pages through the whole catalogue priced under the account terms, the same items as the other mode', async () => {
    const items = await t.walk(who.keys[mode], CATALOGUE, { limit: 25 });
    expect(items).toHaveLength(2 * 15 * 3 + 8 + 3 * 2);
    expect(new Set(items.map((item) => item.code)).size).toBe(items.length);
    expect(items.find((item) => item.code === 'TRF-DXB-DUBAI_MARINA-VIP_V_CLASS')).toMatchObject({
      category: 'transfer', unit: 'per_vehicle', vehicle: { class: 'VIP_V_CLASS', seats: 7 }, child_price: null, valid_from: '2026-10-01', valid_to: '2027-09-30',
      price: { currency: 'AED', terms: 'commission', terms_percent: 10, public_price_aed: 330, amount_due_aed: 297, commission_aed: 33 },
    });
    const page = await call(t.app, 'GET', `${CATALOGUE}?category=tour`, { token: who.keys[mode] });
    expect(page.body).toMatchObject({ object: 'list', sandbox });
    const theirs = await call(t.app, 'GET', `${CATALOGUE}?category=tour`, { token: who.keys[other] });
    expect(theirs.body).toEqual({ ...page.body, sandbox: !sandbox });
    const bad = await call(t.app, 'GET', `${CATALOGUE}?cursor=nonsense`, { token: who.keys[mode] });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toEqual(['cursor']);
  });

  it('gives the catalogue as CSV and PDF, every item, unpaged', async () => {
    const csv = await call(t.app, 'GET', `${CATALOGUE}?format=csv&category=vehicle_hire`, { token: who.keys[mode] });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(7);
    expect(lines).toContain('HIRE-EXECUTIVE_SEDAN-FULL-DAY,vehicle_hire,"Mercedes-Benz E-Class or similar with chauffeur, full day",per_vehicle,EXECUTIVE_SEDAN,10,1200,1080,120,,,2026-10-01,2027-09-30');
    const pdf = await call(t.app, 'GET', `${CATALOGUE}?format=pdf`, { token: who.keys[mode] });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives the rate sheet under the account terms, matching the transport quote', async () => {
    const res = await call(t.app, 'GET', SHEET, { token: who.keys[mode] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'rate_sheet', sandbox, terms: 'commission', terms_percent: 10, valid_from: '2026-10-01', valid_to: '2027-09-30', night_surcharge: { percent: 20 } });
    expect(res.body.transfers).toContainEqual({ airport: 'DXB', place: 'DUBAI_MARINA', distance_km: 38.7, vehicle: 'VIP_V_CLASS', public_price_aed: 330, amount_due_aed: 297 });
    const auh = await call(t.app, 'GET', `${SHEET}?airport=AUH`, { token: who.keys[mode] });
    expect(auh.body.transfers).toHaveLength(45);
    const quote = await call(t.app, 'POST', '/api/b2b/v1/transport/quote', {
      body: { airport: 'AUH', terminal: 'A', direction: 'arrival', place: 'YAS_ISLAND', vehicle: 'EXECUTIVE_SEDAN', pickup_date: '2026-12-05', pickup_time: '12:00', passengers: 2, bags: 2 },
      token: who.keys[mode],
    });
    const row = auh.body.transfers.find((r: { place: string; vehicle: string }) => r.place === 'YAS_ISLAND' && r.vehicle === 'EXECUTIVE_SEDAN');
    expect(row.public_price_aed).toBe(quote.body.pricing.public_price_aed);
    expect((await call(t.app, 'GET', `${SHEET}?airport=LHR`, { token: who.keys[mode] })).status).toBe(422);
  });

  it('stores a quote request, passes it to the desk in live only, and shows the answer in the inbox events', async () => {
    const tasksBefore = Number(((await t.db('desk_queue').count({ n: '*' })) as Array<{ n: number | string }>)[0]?.n);
    const res = await call(t.app, 'POST', QUOTE_REQUESTS, { body: quoteRequest, token: who.keys[mode] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'quote_request', sandbox, status: 'submitted', title: 'Pharma incentive group', group: { adults: 24, children: 0 },
      services: quoteRequest.services, budget_aed: null, respond_by: '2026-11-24', contact: null, agency_reference: null, notes: null, quote: null,
      answer_note: null, answered_at: null, created_at: NOW,
    });
    const submitted = await call(t.app, 'GET', `${QUOTE_REQUESTS}/${res.body.id}`, { token: who.keys[mode] });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toEqual(res.body);
    expect(res.body.id).toMatch(/^rqt_[0-9A-Za-z]{20}$/);
    expect(res.body.reference).toMatch(/^QR-[0-9A-Z]{8}$/);
    const stored = await t.db('service_requests').where({ id: res.body.id }).first();
    expect(stored).toMatchObject({ account_id: who.accountId, mode, kind: 'quote_request', status: 'open', booking_id: null });
    expect(JSON.parse(stored.details)).toMatchObject({ reference: res.body.reference, title: quoteRequest.title });
    const tasks = await deskTasks(res.body.id);
    if (mode === 'live') {
      expect(tasks).toMatchObject([{ kind: 'quote_request', status: 'open', account_id: who.accountId }]);
      expect(tasks[0].summary).toContain(res.body.reference);
    } else {
      expect(tasks).toEqual([]);
      expect(Number(((await t.db('desk_queue').count({ n: '*' })) as Array<{ n: number | string }>)[0]?.n)).toBe(tasksBefore);
    }

    clock.set('2026-11-23T07:00:00.000Z');
    try {
      await answer(mode, res.body.id, { accept: true, amountAed: 42000, note: 'Coaches and guides included.' });
    } finally {
      clock.set(NOW);
    }
    expect(await t.db('service_requests').where({ id: res.body.id }).first()).toMatchObject({ status: 'accepted', answer_note: 'Coaches and guides included.', answered_at: '2026-11-23T07:00:00.000Z' });
    expect(Number((await t.db('service_requests').where({ id: res.body.id }).first()).answer_amount_fils)).toBe(4_200_000);
    const answered = await t.db('events').where({ account_id: who.accountId, mode, type: 'quote_request.answered', subject_id: res.body.id });
    expect(answered).toHaveLength(1);
    expect(answered[0]).toMatchObject({ notice_kind: 'service_notice', notice_title: 'Quote request accepted' });
    expect(answered[0].notice_body).toBe(`Request ${res.body.id} · Accepted (AED 42000.00) · Coaches and guides included.`);
    expect(await t.db('events').where({ account_id: who.accountId, mode: other, subject_id: res.body.id })).toHaveLength(0);

    const quoted = await call(t.app, 'GET', `${QUOTE_REQUESTS}/${res.body.id}`, { token: who.keys[mode] });
    expect(quoted.status).toBe(200);
    expect(quoted.body).toEqual({
      ...res.body,
      status: 'quoted',
      quote: { total_aed: 42000, expires_at: '2026-12-07T07:00:00.000Z' },
      answer_note: 'Coaches and guides included.',
      answered_at: '2026-11-23T07:00:00.000Z',
    });
    // The other mode's key, another account's key, and the wholesale operation do not find it.
    expect((await call(t.app, 'GET', `${QUOTE_REQUESTS}/${res.body.id}`, { token: who.keys[other] })).status).toBe(404);
    expect((await call(t.app, 'GET', `${QUOTE_REQUESTS}/${res.body.id}`, { token: (await partner(t)).keys[mode] })).status).toBe(404);
    expect((await call(t.app, 'GET', `${WHOLESALE}/${res.body.id}`, { token: who.keys[mode] })).status).toBe(404);
  });

  it('stores a wholesale request with its indicative price, and a decline reaches the inbox', async () => {
    const res = await call(t.app, 'POST', WHOLESALE, { body: { ...wholesale, target_rate_aed: 1000 }, token: who.keys[mode] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'wholesale_request', sandbox, status: 'submitted', vehicle: { class: 'EXECUTIVE_SEDAN', seats: 3 },
      days: 4, vehicle_days: 48, hours_per_day: 10, emirate: 'DUBAI', event_name: null, target_rate_aed: 1000, offer: null,
      // AED 120 an hour, 10 hours, 48 vehicle-days; 10 % commission, deducted from what is charged.
      indicative: { currency: 'AED', terms: 'commission', per_vehicle_day_aed: 1080, public_price_aed: 57600, amount_due_aed: 51840, commission_aed: 5760 },
      // 22 November 2026 is a Sunday: two working days on is Tuesday.
      answer_by: '2026-11-24T10:00:00.000Z',
      created_at: NOW,
    });
    expect(res.body.id).toMatch(/^rqt_[0-9A-Za-z]{20}$/);
    expect(await t.db('service_requests').where({ id: res.body.id }).first()).toMatchObject({ mode, kind: 'wholesale_request', status: 'open' });
    expect(await deskTasks(res.body.id)).toHaveLength(mode === 'live' ? 1 : 0);
    await answer(mode, res.body.id, { accept: false, note: 'No sedans free that week.' });
    expect(await t.db('service_requests').where({ id: res.body.id }).first()).toMatchObject({ status: 'declined', answer_note: 'No sedans free that week.' });
    const declined = await call(t.app, 'GET', `${WHOLESALE}/${res.body.id}`, { token: who.keys[mode] });
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual({ ...res.body, status: 'declined', offer: null, answer_note: 'No sedans free that week.', answered_at: NOW });
    expect((await call(t.app, 'GET', `${WHOLESALE}/${res.body.id}`, { token: who.keys[other] })).status).toBe(404);
    expect((await call(t.app, 'GET', `${QUOTE_REQUESTS}/${res.body.id}`, { token: who.keys[mode] })).status).toBe(404);
    const [event] = await t.db('events').where({ mode, type: 'request.answered', subject_id: res.body.id });
    expect(event).toMatchObject({ notice_title: 'Wholesale request declined', notice_body: `Request ${res.body.id} · Declined · No sedans free that week.` });
  });

  it('refuses requests whose dates do not hold with 422, storing nothing', async () => {
    const before = await rowCounts(t.db);
    const res = await call(t.app, 'POST', QUOTE_REQUESTS, {
      body: { ...quoteRequest, respond_by: '2027-03-01', services: [{ kind: 'transfer', date: '2026-11-22', description: 'Somewhere.' }, { kind: 'vehicle_hire', date: '2027-12-01', vehicles: 2, description: 'Vans.' }] },
      token: who.keys[mode],
    });
    expect(res.status).toBe(422);
    expect(Object.fromEntries(res.body.error.issues.map((i: { path: string; message: string }) => [i.path, i.message]))).toEqual({
      'services[0].date': 'must be after today (UAE time)',
      'services[0].from': 'a transfer needs where it starts',
      'services[0].to': 'a transfer needs where it ends',
      'services[1].date': 'may be at most 365 days ahead',
      'services[1].vehicle': 'a vehicle hire needs its vehicle class',
      'services[1].vehicles': 'applies only with vehicle',
      respond_by: 'must be before the first service date',
    });
    for (const [change, path] of [[{ start_date: '2026-11-24', end_date: '2026-11-25' }, 'start_date'], [{ end_date: '2027-02-06' }, 'end_date'], [{ vehicle: 'LUXURY_COACH', vehicles_per_day: 21 }, 'vehicles_per_day']] as const) {
      const refused = await call(t.app, 'POST', WHOLESALE, { body: { ...wholesale, ...change }, token: who.keys[mode] });
      expect(refused.status).toBe(422);
      expect(refused.body.error.fields).toContain(path);
    }
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it("answers 404 to a test helper for another partition's request", async () => {
    const made = await call(t.app, 'POST', QUOTE_REQUESTS, { body: quoteRequest, token: who.keys[mode] });
    const stranger = await partner(t);
    const foreign = await call(t.app, 'POST', `/api/b2b/v1/test-helpers/requests/${made.body.id}/answer`, { token: stranger.keys.test, body: { decision: 'accepted', amount_aed: 1 } });
    expect(foreign.status).toBe(404);
    if (mode === 'live') {
      const crossMode = await call(t.app, 'POST', `/api/b2b/v1/test-helpers/requests/${made.body.id}/answer`, { token: who.keys.test, body: { decision: 'accepted', amount_aed: 1 } });
      expect(crossMode.status).toBe(404);
    } else {
      const liveKey = await call(t.app, 'POST', `/api/b2b/v1/test-helpers/requests/${made.body.id}/answer`, { token: who.keys.live, body: { decision: 'accepted', amount_aed: 1 } });
      expect(liveKey.status).toBe(403);
      expect(liveKey.body.error.code).toBe('test_mode_only');
    }
    expect(await t.db('service_requests').where({ id: made.body.id }).first()).toMatchObject({ status: 'open', answered_at: null });
  });
});

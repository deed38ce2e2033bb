import { createTestApp, TestClock, type TestApp } from './helpers/testApp';
import { call } from './helpers/http';
import { issueKey, type IssuedKey } from './helpers/apiKeys';
import { TestData } from '../src/engine/testData';

const BASE = '/api/b2b/v1/corporate';
const CC = 'cc_CVzNdlQ3x2pQOPcGzkt7';
const TABLES = ['accounts', 'api_keys', 'desk_queue', 'idempotency_keys'];
const transfer = { airport: 'DXB', terminal: 'T3', direction: 'departure', place: 'BUSINESS_BAY', vehicle: 'EXECUTIVE_SEDAN', pickup_date: '2026-12-07', pickup_time: '05:15', passengers: 1, bags: 1 };
const requestBody = { cost_centre_id: CC, traveller: { first_name: 'Omar', last_name: 'Haddad', email: 'omar.haddad@corp.example' }, purpose: 'Client workshop in Riyadh', transfer };
const shuttleBody = {
  name: 'Al Qusais housing to Business Bay office',
  cost_centre_id: CC,
  vehicle: 'LUXURY_COACH',
  stops: [
    { name: 'Al Qusais staff residence', zone: 'DEIRA', minutes_from_first_stop: 0 },
    { name: 'Business Bay office', zone: 'BUSINESS_BAY', minutes_from_first_stop: 45 },
  ],
  departures: [{ time: '07:00', direction: 'outbound' }, { time: '17:45', direction: 'return' }],
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  starts_on: '2026-12-01',
};

interface Item {
  id: string;
  status: string;
  [field: string]: unknown;
}
interface CostCentre extends Item {
  code: string;
  approval_threshold_aed: number | null;
  monthly_budget_aed: number | null;
  approvers: Array<{ id: string; email: string; approves_up_to_aed: number | null }>;
}

let t: TestApp;
let clock: TestClock;
let testKey: IssuedKey;
let liveKey: IssuedKey;

beforeAll(async () => {
  clock = new TestClock();
  t = await createTestApp({ clock, env: { LIMIT_API_KEY_PER_MINUTE: '100000' } });
  testKey = await issueKey(t.db);
  liveKey = await issueKey(t.db, { mode: 'live', liveAccess: true });
});
afterAll(() => t.close());
afterEach(() => clock.set('2026-11-22T10:00:00.000Z'));

const get = (path: string, key: IssuedKey = testKey) => call(t.app, 'GET', path, { token: key.key });
const post = (path: string, body: unknown, key: IssuedKey = testKey) => call(t.app, 'POST', path, { token: key.key, body: body as object });
const counts = () => Promise.all(TABLES.map((table) => t.db(table).count({ n: '*' })));

/** Every item of a list, walking next_cursor page by page. */
async function walk(path: string, limit: number): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res = await get(`${path}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(limit);
    items.push(...res.body.data);
    cursor = res.body.next_cursor;
  } while (cursor);
  return items;
}

const costCentres = async (): Promise<CostCentre[]> => (await walk(`${BASE}/cost-centres`, 100)) as CostCentre[];
const shuttles = async (): Promise<Item[]> => walk(`${BASE}/shuttles`, 100);
/** The first item, which the test data guarantees. */
function first<T>(items: readonly T[]): T {
  if (items.length === 0) throw new Error('the test data has no such item');
  return items[0] as T;
}
const issuesOf = (res: { body: { error: { issues: Array<{ path: string; message: string }> } } }) => res.body.error.issues;

/** A test cost centre that is archived, found as a partner would: by trying to rename it. */
async function archivedCostCentre(): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const id = new TestData(`probe-${i}`).id('cc');
    const res = await post(`${BASE}/cost-centres`, { id, name: 'Renamed' });
    if (res.status === 409) return id;
  }
  throw new Error('no archived test cost centre');
}

describe('cost centres', () => {
  it('lists the sandbox company deterministically, and next_cursor walks every item once', async () => {
    const all = await walk(`${BASE}/cost-centres`, 3);
    expect(all).toHaveLength(8);
    expect(new Set(all.map((c) => c.id)).size).toBe(8);
    expect(all).toEqual(await costCentres());
    for (const centre of all) expect(centre).toMatchObject({ object: 'corporate_cost_centre', sandbox: true, id: expect.stringMatching(/^cc_/) });
    const created = all.map((c) => String(c.created_at));
    expect([...created].sort().reverse()).toEqual(created);
    expect((await get(`${BASE}/cost-centres?status=archived`)).body.data.every((c: Item) => c.status === 'archived')).toBe(true);
  });

  it('refuses a cursor it did not issue', async () => {
    const res = await get(`${BASE}/cost-centres?cursor=nonsense`);
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual(['cursor']);
  });

  it('creates a cost centre (201) and stores nothing', async () => {
    const before = await counts();
    const res = await post(`${BASE}/cost-centres`, { code: 'EVENTS-2027', name: 'Events and conferences', monthly_budget_aed: 25000, approval_threshold_aed: 750 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'corporate_cost_centre', sandbox: true, code: 'EVENTS-2027', status: 'active', approvers: [],
      monthly_budget_aed: 25000, approval_threshold_aed: 750, spend_this_month: { month: '2026-11', spent_aed: 0, remaining_aed: 25000 },
      created_at: '2026-11-22T10:00:00.000Z',
    });
    expect(res.body.id).toMatch(/^cc_[0-9A-Za-z]{20}$/);
    expect(await counts()).toEqual(before);
    expect((await costCentres()).some((c) => c.code === 'EVENTS-2027')).toBe(false);
  });

  it('refuses a create without code and name, with a status, or with a code in use', async () => {
    const missing = await post(`${BASE}/cost-centres`, { status: 'active' });
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields).toEqual(['code', 'name', 'status']);
    const taken = (await costCentres())[0] as CostCentre;
    const res = await post(`${BASE}/cost-centres`, { code: taken.code.toLowerCase(), name: 'Copy' });
    expect(res.status).toBe(422);
    expect(issuesOf(res)).toEqual([{ path: 'code', message: `is already used by cost centre ${taken.id}` }]);
    const pattern = await post(`${BASE}/cost-centres`, { code: 'with space', name: 'X' });
    expect(issuesOf(pattern)).toEqual([{ path: 'code', message: 'must be 2 to 40 letters, digits, _ or -' }]);
  });

  it('changes only the fields sent (200) and keeps the rest', async () => {
    const [current] = await costCentres();
    const res = await post(`${BASE}/cost-centres`, { id: current?.id, name: 'Finance - renamed', approval_threshold_aed: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...current, name: 'Finance - renamed', approval_threshold_aed: null, updated_at: '2026-11-22T10:00:00.000Z' });
    expect((await costCentres())[0]).toEqual(current);
    const empty = await post(`${BASE}/cost-centres`, { id: current?.id });
    expect(empty.status).toBe(422);
    expect(issuesOf(empty)).toEqual([{ path: '', message: 'send at least one field to change besides id' }]);
  });

  it('archives an active cost centre and reactivates an archived one; other moves are 409', async () => {
    const archive = await post(`${BASE}/cost-centres`, { id: CC, status: 'archived' });
    expect(archive.status).toBe(200);
    expect(archive.body.status).toBe('archived');
    const again = await post(`${BASE}/cost-centres`, { id: CC, status: 'active' });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'invalid_state', message: `The cost centre ${CC} is active, so it cannot be active.`, retryable: false });
    const archived = await archivedCostCentre();
    const rename = await post(`${BASE}/cost-centres`, { id: archived, name: 'X' });
    expect(rename.body.error.message).toBe(`The cost centre ${archived} is archived, so it cannot be changed.`);
    const reactivate = await post(`${BASE}/cost-centres`, { id: archived, status: 'active', name: 'Back in use' });
    expect(reactivate.status).toBe(200);
    expect(reactivate.body).toMatchObject({ status: 'active', name: 'Back in use' });
  });

  it('answers 404 for ids starting 0000', async () => {
    const res = await post(`${BASE}/cost-centres`, { id: 'cc_0000Wq2Zk7Lm1Xc4Vn9P', name: 'X' });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('No cost centre cc_0000Wq2Zk7Lm1Xc4Vn9P in this account.');
  });
});

describe('approvers', () => {
  const approvers = (id: string, body: unknown) => post(`${BASE}/cost-centres/${id}/approvers`, body);

  it('replaces the approvers; one whose e-mail stays keeps their id', async () => {
    const current = (await costCentres()).find((c) => c.id === CC) as CostCentre;
    const kept = current.approvers[0] as CostCentre['approvers'][number];
    const res = await approvers(CC, { approvers: [{ name: 'Kept', email: kept.email.toUpperCase() }, { name: 'Rahul Iyer', email: 'rahul.iyer@corp.example', approves_up_to_aed: 1000 }] });
    expect(res.status).toBe(200);
    expect(res.body.approvers).toEqual([
      { id: kept.id, name: 'Kept', email: kept.email.toUpperCase(), approves_up_to_aed: null },
      { id: expect.stringMatching(/^apr_[0-9A-Za-z]{20}$/), name: 'Rahul Iyer', email: 'rahul.iyer@corp.example', approves_up_to_aed: 1000 },
    ]);
    expect(res.body.approvers[1].id).not.toBe(current.approvers[1]?.id);
  });

  it.each([
    ['an e-mail twice', [{ name: 'A', email: 'a@corp.example' }, { name: 'B', email: 'A@corp.example' }], [{ path: 'approvers[1].email', message: 'is listed twice' }]],
    ['no approver without a limit', [{ name: 'A', email: 'a@corp.example', approves_up_to_aed: 500 }], [{ path: 'approvers', message: expect.stringMatching(/at least one approver needs no limit/) }]],
    ['no approvers', [], [{ path: 'approvers', message: 'must have at least 1 item' }]],
    ['a bad e-mail', [{ name: 'A', email: 'not-an-email' }], [{ path: 'approvers[0].email', message: 'must be an email address' }]],
  ])('refuses %s with 422', async (_name, list, issues) => {
    const res = await approvers(CC, { approvers: list });
    expect(res.status).toBe(422);
    expect(issuesOf(res)).toEqual(issues);
  });

  it('refuses an archived cost centre with 409 and an unknown one with 404', async () => {
    const archived = await archivedCostCentre();
    const body = { approvers: [{ name: 'A', email: 'a@corp.example' }] };
    const res = await approvers(archived, body);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(`The cost centre ${archived} is archived, so it cannot be given new approvers.`);
    expect((await approvers('cc_0000Wq2Zk7Lm1Xc4Vn9P', body)).status).toBe(404);
    expect((await approvers('12345', body)).body.error.fields).toEqual(['id']);
  });
});

describe('transfer requests', () => {
  it('lists 45 deterministic requests, filtered by status and cost centre', async () => {
    const all = await walk(`${BASE}/requests`, 7);
    expect(all).toHaveLength(45);
    expect(new Set(all.map((r) => r.id)).size).toBe(45);
    expect(await walk(`${BASE}/requests`, 45)).toEqual(all);
    const pending = await walk(`${BASE}/requests?status=pending_approval`, 100);
    expect(pending.length).toBeGreaterThan(0);
    expect(pending).toEqual(all.filter((r) => r.status === 'pending_approval'));
    const centre = all[0]?.cost_centre_id as string;
    expect(await walk(`${BASE}/requests?cost_centre_id=${centre}`, 100)).toEqual(all.filter((r) => r.cost_centre_id === centre));
    for (const r of all) {
      if (['approved', 'completed'].includes(r.status)) expect(r.booking_id).toMatch(/^bkg_/);
      else expect(r.booking_id).toBeNull();
    }
  });

  it('approves at once what needs no approval, and books it; nothing is stored', async () => {
    const centre = (await costCentres()).find((c) => c.approval_threshold_aed !== null && c.approval_threshold_aed >= 500 && c.monthly_budget_aed === null) as CostCentre;
    const before = await counts();
    const res = await post(`${BASE}/requests`, { ...requestBody, cost_centre_id: centre.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'corporate_request', sandbox: true, status: 'approved', cost_centre_id: centre.id, employee_id: null,
      pickup_at: '2026-12-07T05:15:00+04:00', estimate: { currency: 'AED', terms: 'tariff', amount_due_aed: expect.any(Number) },
      approval: { required: false, reasons: [], decide_by: null, decision: null }, booking_id: expect.stringMatching(/^bkg_/),
    });
    expect(await counts()).toEqual(before);
  });

  it('prices like the transport quote', async () => {
    const quote = await post('/api/b2b/v1/transport/quote', transfer);
    const res = await post(`${BASE}/requests`, requestBody);
    expect(res.body.estimate).toEqual({ currency: 'AED', terms: 'tariff', public_price_aed: quote.body.pricing.public_price_aed, amount_due_aed: quote.body.pricing.amount_due_aed });
  });

  it('holds for approval what is above the threshold, to be decided 2 hours before pickup', async () => {
    const centre = (await costCentres()).find((c) => c.approval_threshold_aed === 0) as CostCentre;
    const res = await post(`${BASE}/requests`, { ...requestBody, cost_centre_id: centre.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending_approval', booking_id: null, approval: { required: true, reasons: expect.arrayContaining(['above_threshold']), decide_by: '2026-12-07T03:15:00+04:00', decision: null } });
    const soon = await post(`${BASE}/requests`, { ...requestBody, cost_centre_id: centre.id, transfer: { ...transfer, pickup_date: '2026-11-22', pickup_time: '15:30' } });
    expect(soon.status).toBe(422);
    expect(soon.body.error.fields).toEqual(['transfer.pickup_time']);
  });

  it.each([
    ['too many passengers', { transfer: { ...transfer, passengers: 4 } }, [{ path: 'transfer.passengers', message: 'EXECUTIVE_SEDAN seats at most 3 passengers' }]],
    ['a flight on a departure', { transfer: { ...transfer, flight_number: 'EK202' } }, [{ path: 'transfer.flight_number', message: 'an arriving flight applies only to an arrival' }]],
    ['a pickup in the past', { transfer: { ...transfer, pickup_date: '2026-11-01' } }, [{ path: 'transfer.pickup_date', message: 'the pickup must be in the future (UAE time)' }]],
    ['no purpose', { purpose: undefined }, [{ path: 'purpose', message: 'is required' }]],
    ['an unknown cost centre', { cost_centre_id: 'cc_0000Wq2Zk7Lm1Xc4Vn9P' }, [{ path: 'cost_centre_id', message: 'no cost centre cc_0000Wq2Zk7Lm1Xc4Vn9P in this account' }]],
  ])('refuses %s with 422', async (_name, change, issues) => {
    const res = await post(`${BASE}/requests`, { ...requestBody, ...change });
    expect(res.status).toBe(422);
    expect(issuesOf(res)).toEqual(issues);
  });

  it('refuses to charge an archived cost centre with 409', async () => {
    const archived = await archivedCostCentre();
    const res = await post(`${BASE}/requests`, { ...requestBody, cost_centre_id: archived });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(`The cost centre ${archived} is archived, so it cannot be charged.`);
  });
});

describe('decisions', () => {
  const decide = (id: string, body: unknown) => post(`${BASE}/requests/${id}/decision`, body);
  async function pendingWithApprovers(): Promise<Array<{ request: Item & { estimate: { amount_due_aed: number } }; centre: CostCentre }>> {
    const centres = await costCentres();
    const pending = await walk(`${BASE}/requests?status=pending_approval`, 100);
    return pending.map((request) => ({ request: request as Item & { estimate: { amount_due_aed: number } }, centre: centres.find((c) => c.id === request.cost_centre_id) as CostCentre }));
  }
  const unlimited = (centre: CostCentre): string => centre.approvers.find((a) => a.approves_up_to_aed === null)?.email as string;

  it('approves a pending request and books it; the request reads as before', async () => {
    const { request, centre } = first(await pendingWithApprovers());
    const res = await decide(request.id, { decision: 'approve', approver_email: unlimited(centre) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: request.id, status: 'approved', booking_id: expect.stringMatching(/^bkg_/), updated_at: '2026-11-22T10:00:00.000Z',
      approval: { decision: { outcome: 'approved', approver: { email: unlimited(centre) }, reason: null, decided_at: '2026-11-22T10:00:00.000Z' } },
    });
    expect((await walk(`${BASE}/requests?status=pending_approval`, 100)).some((r) => r.id === request.id)).toBe(true);
  });

  it('declines with a reason, and refuses to decline without one', async () => {
    const { request, centre } = first(await pendingWithApprovers());
    const missing = await decide(request.id, { decision: 'decline', approver_email: unlimited(centre) });
    expect(missing.status).toBe(422);
    expect(issuesOf(missing)).toEqual([{ path: 'reason', message: 'is required to decline' }]);
    const res = await decide(request.id, { decision: 'decline', approver_email: unlimited(centre), reason: 'Join the team coach.' });
    expect(res.body).toMatchObject({ status: 'declined', booking_id: null, approval: { decision: { outcome: 'declined', reason: 'Join the team coach.' } } });
  });

  it('refuses someone who is not an approver, and an approver above their limit', async () => {
    const all = await pendingWithApprovers();
    const { request } = first(all);
    const stranger = await decide(request.id, { decision: 'approve', approver_email: 'someone@else.example' });
    expect(stranger.status).toBe(422);
    expect(stranger.body.error.fields).toEqual(['approver_email']);
    const limited = all.flatMap(({ request: r, centre }) => centre.approvers.filter((a) => a.approves_up_to_aed !== null && a.approves_up_to_aed < r.estimate.amount_due_aed).map((a) => ({ r, a })))[0];
    if (!limited) throw new Error('no pending request above a limited approver');
    const res = await decide(limited.r.id, { decision: 'approve', approver_email: limited.a.email });
    expect(issuesOf(res)).toEqual([{ path: 'approver_email', message: `may approve up to AED ${limited.a.approves_up_to_aed}; this request is estimated at AED ${limited.r.estimate.amount_due_aed}` }]);
    expect((await decide(limited.r.id, { decision: 'decline', approver_email: limited.a.email, reason: 'Too dear.' })).status).toBe(200);
  });

  it.each(['approved', 'declined', 'completed', 'expired'])('refuses to decide a %s request with 409', async (status) => {
    const [request] = await walk(`${BASE}/requests?status=${status}`, 100);
    if (!request) throw new Error(`no ${status} test request`);
    const res = await decide(request.id, { decision: 'approve', approver_email: 'a@corp.example' });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'invalid_state', message: `The corporate request ${request.id} is ${status}, so it cannot be decided.`, retryable: false });
  });

  it('answers 404 for ids starting 0000', async () => {
    expect((await decide('crq_0000Wq2Zk7Lm1Xc4Vn9P', { decision: 'approve', approver_email: 'a@corp.example' })).status).toBe(404);
  });
});

describe('shuttles', () => {
  const byState = async (predicate: (s: Item) => boolean): Promise<Item> => {
    const found = (await shuttles()).find(predicate);
    if (!found) throw new Error('no such test shuttle');
    return found;
  };

  it('lists six deterministic shuttles, paginated and filtered', async () => {
    const all = await walk(`${BASE}/shuttles`, 4);
    expect(all).toHaveLength(6);
    expect(new Set(all.map((s) => s.id)).size).toBe(6);
    expect(await walk(`${BASE}/shuttles?status=paused`, 100)).toEqual(all.filter((s) => s.status === 'paused'));
    for (const s of all) expect(s).toMatchObject({ object: 'corporate_shuttle', sandbox: true });
  });

  it('creates a shuttle at the tariff rate (201) and stores nothing', async () => {
    const before = await counts();
    const res = await post(`${BASE}/shuttles`, shuttleBody);
    expect(res.status).toBe(201);
    // 13.6 km of route: (320 + 7.00 × 13.6) = 415.2, rounded to AED 5.
    expect(res.body).toMatchObject({
      status: 'active', vehicles_per_run: 1, capacity: 30, route_km: 13.6, starts_on: '2026-12-01', ends_on: null,
      rate: { version: 1, per_run_aed: 415, agreed_on: '2026-11-22', effective_from: '2026-12-01' }, pending_rate: null, scheduled_through: null,
    });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['missing fields', { name: 'X' }, ['cost_centre_id', 'vehicle', 'stops', 'departures', 'days', 'starts_on']],
    ['stops out of order', { stops: [shuttleBody.stops[0], { ...shuttleBody.stops[1], minutes_from_first_stop: 0 }] }, ['stops[1].minutes_from_first_stop']],
    ['a first stop after minute 0', { stops: [{ ...shuttleBody.stops[0], minutes_from_first_stop: 5 }, shuttleBody.stops[1]] }, ['stops[0].minutes_from_first_stop']],
    ['a departure twice', { departures: [{ time: '07:00', direction: 'outbound' }, { time: '07:00', direction: 'return' }] }, ['departures[1].time']],
    ['a start today', { starts_on: '2026-11-22' }, ['starts_on']],
    ['an end before the start', { ends_on: '2026-11-30' }, ['ends_on']],
    ['a day twice', { days: ['mon', 'mon'] }, ['days']],
  ])('refuses %s with 422', async (_name, change, fields) => {
    const body = _name === 'missing fields' ? change : { ...shuttleBody, ...change };
    const res = await post(`${BASE}/shuttles`, body);
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual(fields);
  });

  it('changes a shuttle; a new vehicle brings a newly agreed rate to pick up', async () => {
    const current = await byState((s) => s.status === 'active');
    const res = await post(`${BASE}/shuttles`, { id: current.id, vehicle: 'VIP_V_CLASS', vehicles_per_run: 2 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: current.id, vehicle: 'VIP_V_CLASS', capacity: 14, rate: current.rate, pending_rate: { agreed_on: '2026-11-22', effective_from: '2026-11-23' } });
    const renamed = await post(`${BASE}/shuttles`, { id: current.id, name: 'Renamed' });
    expect(renamed.body).toEqual({ ...current, name: 'Renamed', updated_at: '2026-11-22T10:00:00.000Z' });
    const ended = await byState((s) => s.status === 'ended');
    expect((await post(`${BASE}/shuttles`, { id: ended.id, name: 'X' })).status).toBe(409);
    expect((await post(`${BASE}/shuttles`, { id: 'shu_0000Wq2Zk7Lm1Xc4Vn9P', name: 'X' })).status).toBe(404);
  });

  it('pauses, resumes and ends along its state machine; other moves are 409', async () => {
    const status = (id: string, body: unknown) => post(`${BASE}/shuttles/${id}/status`, body);
    const active = await byState((s) => s.status === 'active');
    const paused = await byState((s) => s.status === 'paused');
    const ended = await byState((s) => s.status === 'ended');
    expect((await status(active.id, { status: 'paused', reason: 'National Day' })).body).toMatchObject({ status: 'paused', status_reason: 'National Day' });
    expect((await status(paused.id, { status: 'active' })).body).toMatchObject({ status: 'active', status_reason: null });
    expect((await status(active.id, { status: 'ended' })).body).toMatchObject({ status: 'ended', ends_on: '2026-11-22' });
    for (const [shuttle, to, verb] of [[active, 'active', 'resumed'], [paused, 'paused', 'paused'], [ended, 'active', 'resumed'], [ended, 'ended', 'ended']] as const) {
      const res = await status(shuttle.id, { status: to });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(`The shuttle ${shuttle.id} is ${shuttle.status}, so it cannot be ${verb}.`);
    }
    expect((await status(active.id, { status: 'closed' })).body.error.fields).toEqual(['status']);
  });

  it('schedules a month of runs from the timetable, leaving out skipped days', async () => {
    const active = (await byState((s) => s.status === 'active')) as Item & { days: string[]; departures: unknown[]; rate: { per_run_aed: number; version: number } };
    const res = await post(`${BASE}/shuttles/${active.id}/schedule`, { month: '2026-12', skip_dates: ['2026-12-02', '2026-12-03'] });
    expect(res.status).toBe(201);
    const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
    const dates: string[] = [];
    for (let d = 1; d <= 31; d++) {
      const date = `2026-12-${String(d).padStart(2, '0')}`;
      if (active.days.includes(weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()] as string) && !['2026-12-02', '2026-12-03'].includes(date)) dates.push(date);
    }
    expect(res.body).toMatchObject({ object: 'corporate_shuttle_schedule', sandbox: true, shuttle_id: active.id, month: '2026-12', rate_version: active.rate.version, run_count: dates.length * active.departures.length });
    expect([...new Set(res.body.runs.map((r: { date: string }) => r.date))]).toEqual(dates);
    expect(res.body.total_aed).toBeCloseTo(res.body.run_count * active.rate.per_run_aed, 2);
    // This month: only from tomorrow.
    const november = await post(`${BASE}/shuttles/${active.id}/schedule`, { month: '2026-11' });
    expect(november.body.runs.every((r: { date: string }) => r.date >= '2026-11-23')).toBe(true);
  });

  it('refuses to schedule a past month, a skip date outside the month, or a shuttle that is not active', async () => {
    const active = await byState((s) => s.status === 'active');
    const bad = await post(`${BASE}/shuttles/${active.id}/schedule`, { month: '2026-10', skip_dates: ['2026-11-30'] });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toEqual(['month', 'skip_dates[0]']);
    const paused = await byState((s) => s.status === 'paused');
    const res = await post(`${BASE}/shuttles/${paused.id}/schedule`, { month: '2026-12' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(`The shuttle ${paused.id} is paused, so it cannot be scheduled.`);
  });

  it('picks up the newly agreed rate, with the version seen', async () => {
    const shuttle = (await byState((s) => s.status !== 'ended' && s.pending_rate !== null)) as Item & { pending_rate: { version: number } };
    const wrong = await post(`${BASE}/shuttles/${shuttle.id}/reprice`, { rate_version: shuttle.pending_rate.version + 1 });
    expect(issuesOf(wrong)).toEqual([{ path: 'rate_version', message: `the newly agreed rate is version ${shuttle.pending_rate.version}` }]);
    const res = await post(`${BASE}/shuttles/${shuttle.id}/reprice`, { rate_version: shuttle.pending_rate.version });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...shuttle, rate: shuttle.pending_rate, pending_rate: null, updated_at: '2026-11-22T10:00:00.000Z' });
    const none = await byState((s) => s.status !== 'ended' && s.pending_rate === null);
    const refused = await post(`${BASE}/shuttles/${none.id}/reprice`, { rate_version: 2 });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(`The shuttle ${none.id} is ${none.status} with no newly agreed rate, so it cannot be repriced.`);
  });
});

describe('usage', () => {
  it('answers the month by cost centre with totals that add up, the same every time', async () => {
    const res = await get(`${BASE}/usage?month=2026-10`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'corporate_usage', sandbox: true, month: '2026-10', currency: 'AED' });
    const lines = res.body.cost_centres as Array<{ total_aed: number; transfers_aed: number; shuttle_aed: number; transfers: number }>;
    expect(lines.length).toBeGreaterThan(0);
    const sum = (pick: (l: (typeof lines)[number]) => number) => Math.round(lines.reduce((s, l) => s + pick(l) * 100, 0)) / 100;
    expect(res.body.totals).toMatchObject({ total_aed: sum((l) => l.total_aed), transfers_aed: sum((l) => l.transfers_aed), transfers: lines.reduce((s, l) => s + l.transfers, 0) });
    for (const l of lines) expect(l.total_aed).toBeCloseTo(l.transfers_aed + l.shuttle_aed, 2);
    expect((await get(`${BASE}/usage?month=2026-10`)).body).toEqual(res.body);
  });

  it("defaults to this month, which matches each cost centre's spend so far", async () => {
    const res = await get(`${BASE}/usage`);
    expect(res.body.month).toBe('2026-11');
    for (const centre of await costCentres()) {
      const line = res.body.cost_centres.find((l: { cost_centre_id: string }) => l.cost_centre_id === centre.id);
      expect(line.total_aed).toBe((centre.spend_this_month as { spent_aed: number }).spent_aed);
    }
    const one = await get(`${BASE}/usage?cost_centre_id=${CC}`);
    expect(one.body.cost_centres.map((l: { cost_centre_id: string }) => l.cost_centre_id)).toEqual([CC]);
  });

  it('answers CSV with a header and one row per cost centre', async () => {
    const json = await get(`${BASE}/usage?month=2026-10`);
    const res = await get(`${BASE}/usage?month=2026-10&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = res.text.trimEnd().split('\r\n');
    expect(rows[0]).toBe('month,cost_centre_id,code,name,transfers,transfers_aed,shuttle_runs,shuttle_aed,total_aed,monthly_budget_aed,budget_used_percent,requests_approved,requests_declined,requests_pending,requests_expired');
    expect(rows).toHaveLength(json.body.cost_centres.length + 1);
    expect(rows[1]?.startsWith(`2026-10,${json.body.cost_centres[0].cost_centre_id},`)).toBe(true);
  });

  it('refuses a future month and an unknown format', async () => {
    const future = await get(`${BASE}/usage?month=2026-12`);
    expect(future.status).toBe(422);
    expect(future.body.error.fields).toEqual(['month']);
    const format = await get(`${BASE}/usage?format=pdf`);
    expect(issuesOf(format)).toEqual([{ path: 'format', message: 'must be one of: json, csv' }]);
  });
});

describe('with a live key', () => {
  it('reads nothing: empty lists and no usage', async () => {
    for (const path of ['cost-centres', 'requests', 'shuttles']) {
      const res = await get(`${BASE}/${path}`, liveKey);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ object: 'list', sandbox: false, data: [], next_cursor: null });
    }
    const usage = await get(`${BASE}/usage?month=2026-10`, liveKey);
    expect(usage.body).toMatchObject({ sandbox: false, cost_centres: [], totals: { transfers: 0, transfers_aed: 0, shuttle_runs: 0, shuttle_aed: 0, total_aed: 0 } });
  });

  it('checks a create, then answers 503 and stores nothing', async () => {
    const before = await counts();
    for (const [path, valid, invalid] of [
      ['cost-centres', { code: 'EVENTS-2027', name: 'Events' }, { name: 'Events' }],
      ['requests', requestBody, { ...requestBody, transfer: { ...transfer, passengers: 9 } }],
      ['shuttles', shuttleBody, { ...shuttleBody, starts_on: '2026-01-01' }],
    ] as const) {
      expect((await post(`${BASE}/${path}`, invalid, liveKey)).status).toBe(422);
      const res = await post(`${BASE}/${path}`, valid, liveKey);
      expect(res.status).toBe(503);
      expect(res.body.error).toMatchObject({ code: 'not_configured', message: expect.stringMatching(/open with production; nothing was/) });
    }
    expect(await counts()).toEqual(before);
  });

  it('finds no cost centre, request or shuttle to change', async () => {
    const shu = 'shu_fRwEjSdwMAO4MK3TEcSB';
    for (const [path, body] of [
      ['cost-centres', { id: CC, name: 'X' }],
      [`cost-centres/${CC}/approvers`, { approvers: [{ name: 'A', email: 'a@corp.example' }] }],
      ['requests/crq_voCQ3JS8yQ6bRYpqd1cb/decision', { decision: 'approve', approver_email: 'a@corp.example' }],
      ['shuttles', { id: shu, name: 'X' }],
      [`shuttles/${shu}/status`, { status: 'paused' }],
      [`shuttles/${shu}/schedule`, { month: '2026-12' }],
      [`shuttles/${shu}/reprice`, { rate_version: 3 }],
    ] as const) {
      const res = await post(`${BASE}/${path}`, body, liveKey);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
  });
});

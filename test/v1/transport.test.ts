import { runAdmin } from '../../scripts/admin';
import { documentedExample } from '../helpers/contract';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { issueKey, type IssuedKey } from '../helpers/apiKeys';

const PATH = '/api/b2b/v1/transport/quote';
const request = { airport: 'DXB', terminal: 'T3', direction: 'arrival', place: 'DUBAI_MARINA', vehicle: 'VIP_V_CLASS', pickup_date: '2026-12-05', pickup_time: '14:30', passengers: 4, bags: 5 };

const t = useV1Suite({ keys: { testKey: {} } });
const { clock } = t;
const { testKey } = t.keys;

const quote = (body: unknown, key: IssuedKey = testKey) => call(t.app, 'POST', PATH, { body, token: key.key });

function expectInvalid(res: { status: number; body: { error: { code: string; fields: string[]; issues: Array<{ path: string; message: string }> } } }, path: string, message: RegExp): void {
  expect(res.status).toBe(422);
  expect(res.body.error.code).toBe('validation_failed');
  expect(res.body.error.fields).toContain(path);
  expect(res.body.error.issues.find((issue) => issue.path === path)?.message).toMatch(message);
}

describe('transport quote', () => {
  it('answers exactly the documented example for the documented request', async () => {
    await runAdmin(['account', 'terms', '--account', testKey.accountId, '--terms', 'commission', '--percent', '10'], t.db, clock);
    try {
      const res = await quote(request);
      expect(res.status).toBe(200);
      const documented = documentedExample('POST', PATH, 200, 'arrivalToMarina') as Record<string, unknown>;
      expect({ ...res.body, id: 'ignored' }).toEqual({ ...documented, id: 'ignored' });
      expect(res.body.id).toMatch(/^tq_[0-9A-Za-z]{20}$/);
    } finally {
      await runAdmin(['account', 'terms', '--account', testKey.accountId, '--terms', 'tariff'], t.db, clock);
    }
  });

  it('prices by distance and class, with a night surcharge', async () => {
    const sedan = (await quote({ ...request, vehicle: 'EXECUTIVE_SEDAN', passengers: 2, bags: 2 })).body;
    const van = (await quote(request)).body;
    const coach = (await quote({ ...request, vehicle: 'LUXURY_COACH', passengers: 20 })).body;
    const night = (await quote({ ...request, pickup_time: '03:15' })).body;
    expect(sedan.distance_km).toBe(38.7);
    // 95 + 3.2 × 38.7 = 218.84 → 220; × 1.5 = 328.26 → 330; × 3.2 = 700.29 → 700; night × 1.2 = 393.91 → 395.
    expect([sedan, van, coach, night].map((q) => q.pricing.public_price_aed)).toEqual([220, 330, 700, 395]);
    const abuDhabi = (await quote({ ...request, airport: 'AUH', terminal: 'A', place: 'YAS_ISLAND' })).body;
    expect(abuDhabi.distance_km).toBeLessThan(10);
    expect(abuDhabi.pricing.public_price_aed).toBeLessThan(van.pricing.public_price_aed);
  });

  it('prices under the account terms: tariff, commission, net rate', async () => {
    const tariff = (await quote(request)).body.pricing;
    expect(tariff).toEqual({ currency: 'AED', terms: 'tariff', terms_percent: 0, public_price_aed: 330, amount_due_aed: 330, commission_aed: null });
    await runAdmin(['account', 'terms', '--account', testKey.accountId, '--terms', 'net_rate', '--percent', '12.5'], t.db, clock);
    expect((await quote(request)).body.pricing).toEqual({ currency: 'AED', terms: 'net_rate', terms_percent: 12.5, public_price_aed: 330, amount_due_aed: 288.75, commission_aed: null });
    await runAdmin(['account', 'terms', '--account', testKey.accountId, '--terms', 'commission', '--percent', '7.5'], t.db, clock);
    expect((await quote(request)).body.pricing).toEqual({ currency: 'AED', terms: 'commission', terms_percent: 7.5, public_price_aed: 330, amount_due_aed: 305.25, commission_aed: 24.75 });
    await runAdmin(['account', 'terms', '--account', testKey.accountId, '--terms', 'tariff'], t.db, clock);
  });

  it('prices for a live key too, flagged sandbox: false, and stores nothing', async () => {
    const live = await issueKey(t, { mode: 'live', liveAccess: true });
    const tables = ['credit_line_applications', 'wallet_topups', 'desk_queue'];
    const before = await Promise.all(tables.map((table) => t.db(table).count({ n: '*' })));
    const res = await quote(request, live);
    expect(res.status).toBe(200);
    expect(res.body.sandbox).toBe(false);
    expect((await quote(request)).body.sandbox).toBe(true);
    expect(await Promise.all(tables.map((table) => t.db(table).count({ n: '*' })))).toEqual(before);
  });

  it('gives the cancellation terms: free until 24 hours before pickup', async () => {
    expect((await quote(request)).body.cancellation).toEqual({ free_until: '2026-12-04T14:30:00+04:00', fee_if_cancelled_now_aed: 0, late_cancellation_fee_percent: 50, no_show_fee_percent: 100 });
  });

  it.each([
    ['a terminal of another airport', { ...request, airport: 'DWC', terminal: 'T3' }, 'terminal', /DWC has terminal MAIN/],
    ['more passengers than seats', { ...request, vehicle: 'EXECUTIVE_SEDAN', passengers: 4, bags: 1 }, 'passengers', /at most 3 passengers/],
    ['more bags than the boot takes', { ...request, bags: 8 }, 'bags', /at most 7 bags/],
    ['a pickup in the past', { ...request, pickup_date: '2026-11-22', pickup_time: '13:59' }, 'pickup_date', /in the future/],
    ['a pickup over a year ahead', { ...request, pickup_date: '2027-11-23' }, 'pickup_date', /365 days/],
    ['a time that is not HH:MM', { ...request, pickup_time: '2:30pm' }, 'pickup_time', /HH:MM/],
    ['a date that is not a date', { ...request, pickup_date: '2026-13-01' }, 'pickup_date', /YYYY-MM-DD/],
    ['an unknown zone', { ...request, place: 'MARS' }, 'place', /DOWNTOWN_DUBAI/],
    ['an unknown direction', { ...request, direction: 'round_trip' }, 'direction', /arrival, departure/],
    ['a missing field', { ...request, bags: undefined }, 'bags', /required/],
    ['an unknown field', { ...request, promo: 'FREE' }, 'promo', /not a field/],
  ])('refuses %s with 422', async (_name, body, path, message) => {
    expectInvalid(await quote(body), path, message);
  });

  it('accepts a pickup a minute from now (UAE time)', async () => {
    // 10:00Z is 14:00 in the UAE.
    expect((await quote({ ...request, pickup_date: '2026-11-22', pickup_time: '14:01' })).status).toBe(200);
  });

  it('needs transport:read', async () => {
    const key = await issueKey(t, { scopes: ['transport:write'] });
    const res = await quote(request, key);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('insufficient_scope');
  });
});

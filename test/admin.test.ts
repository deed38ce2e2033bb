import { runAdmin, UsageError } from '../scripts/admin';
import { createTestApp, TestClock, type TestApp } from './helpers/testApp';
import { call } from './helpers/http';

let t: TestApp;
const clock = new TestClock(new Date('2026-11-23T08:00:00.000Z'));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('admin desk list', () => {
  it('lists the requests queued for the trade desk, oldest first', async () => {
    const credit = await call(t.app, 'POST', '/api/b2b/orchestration', {
      body: { action: 'credit_line_application', company_legal_name: 'Dune Tours LLC', trade_licence_number: '99', trn: '100000000000001', contact_email: 'ops@dune.example', requested_terms: 'NET_45' },
    });
    const wallet = await call(t.app, 'POST', '/api/b2b/orchestration', {
      body: { action: 'wallet_topup', company_name: 'Dune Tours', contact_email: 'ops@dune.example', amount_aed: 2500 },
    });
    const result = (await runAdmin(['desk', 'list'], t.db)) as { requests: Array<Record<string, unknown>> };
    expect(result.requests).toEqual([
      expect.objectContaining({ kind: 'credit_line_application', reference: credit.body.reference, status: 'queued', summary: expect.stringContaining('NET_45') }),
      expect.objectContaining({ kind: 'wallet_topup', reference: wallet.body.reference, status: 'queued', summary: expect.stringContaining('AED 2500.00') }),
    ]);
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });
});

describe('admin fx', () => {
  it('lists the seeded daily rates', async () => {
    const result = (await runAdmin(['fx', 'list'], t.db)) as { base_currency: string; rates: Array<{ currency: string; aed_per_unit: string }> };
    expect(result.base_currency).toBe('AED');
    expect(result.rates.find((r) => r.currency === 'USD')?.aed_per_unit).toBe('3.6725');
  });

  it('sets a rate that the currency matrix then uses', async () => {
    const set = (await runAdmin(['fx', 'set', '--currency', 'usd', '--rate', '3.5'], t.db, clock)) as { rate: Record<string, string> };
    expect(set.rate).toEqual({ currency: 'USD', aed_per_unit: '3.5', as_of: '2026-11-23', updated_at: '2026-11-23T08:00:00.000Z' });
    const res = await call(t.app, 'POST', '/api/b2b/orchestration', {
      body: { action: 'account_payload', company_name: 'D', tier: 'Tier_3_Travel_Agencies', display_currencies: ['USD'], lines: [{ label: 'x', net_aed: 350, sell_aed: 420 }] },
    });
    expect(res.body.rates[1]).toEqual({ currency: 'USD', aed_per_unit: 3.5, as_of: '2026-11-23' });
    expect(res.body.lines[0].amounts[1]).toEqual({ currency: 'USD', net: 100, sell: 120, margin: 20 });
  });

  it('adds a currency the service did not have', async () => {
    await runAdmin(['fx', 'set', '--currency', 'JPY', '--rate', '0.0245'], t.db, clock);
    const res = await call(t.app, 'POST', '/api/b2b/orchestration', {
      body: { action: 'account_payload', company_name: 'D', tier: 'Tier_3_Travel_Agencies', display_currencies: ['JPY'], lines: [{ label: 'x', net_aed: 245, sell_aed: 245 }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.lines[0].amounts[1]).toEqual({ currency: 'JPY', net: 10000, sell: 10000, margin: 0 });
  });

  it.each([
    [['fx', 'set', '--currency', 'USD', '--rate', '-1'], /positive decimal/],
    [['fx', 'set', '--currency', 'USD', '--rate', 'abc'], /positive decimal/],
    [['fx', 'set', '--currency', 'USD', '--rate', '0'], /positive decimal/],
    [['fx', 'set', '--currency', 'DOLLAR', '--rate', '3'], /three-letter/],
    [['fx', 'set', '--currency', 'AED', '--rate', '2'], /base currency/],
    [['fx', 'set', '--rate', '3'], /--currency is required/],
    [['fx', 'set', '--currency'], /expected --option value/],
    [['desk', 'drop'], /unknown command/],
    [[], /unknown command/],
  ])('refuses %j', async (args, message) => {
    const before = await t.db('fx_rates').select('*').orderBy('currency');
    await expect(runAdmin(args, t.db, clock)).rejects.toThrow(UsageError);
    await expect(runAdmin(args, t.db, clock)).rejects.toThrow(message);
    expect(await t.db('fx_rates').select('*').orderBy('currency')).toEqual(before);
  });
});

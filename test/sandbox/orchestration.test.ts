import { createTestApp, RunningClock } from '../helpers/testApp';
import { toFils, useV1Suite } from '../helpers/suite';
import { call, handshakeBody, creditLineApplication } from '../helpers/http';
import type { Db } from '../../src/platform/db';

const PATH = '/api/b2b/orchestration';

const big = '100000';
const t = useV1Suite({
  clock: new RunningClock(),
  env: {
    LIMIT_HANDSHAKE_PER_HOUR: big,
    LIMIT_CREDIT_LINE_PER_HOUR: big,
    LIMIT_WALLET_TOPUP_PER_HOUR: big,
    LIMIT_ACCOUNT_PAYLOAD_PER_HOUR: big,
    LIMIT_TRACKING_LINK_PER_HOUR: big,
  },
});

const act = (body: unknown) => call(t.app, 'POST', PATH, { body });
const count = async (db: Db, table: string): Promise<number> => Number(((await db(table).count({ n: '*' })) as Array<{ n: number | string }>)[0]?.n);

async function expectInvalid(body: unknown, path: string, message?: RegExp): Promise<void> {
  const res = await act(body);
  expect(res.status).toBe(422);
  expect(res.body.environment).toBeUndefined();
  expect(res.body.error.code).toBe('validation_failed');
  expect(res.body.error.fields).toContain(path);
  if (message) {
    const issue = (res.body.error.issues as Array<{ path: string; message: string }>).find((i) => i.path === path);
    expect(issue?.message).toMatch(message);
  }
}

const walletTopup = {
  action: 'wallet_topup',
  company_name: 'Gulf Horizons Travel',
  contact_email: 'finance@gulfhorizons.example',
  amount_aed: 7500.25,
  purchase_order: 'PO-2026-118',
};

const payload = {
  action: 'account_payload',
  company_name: 'Gulf Horizons Travel',
  tier: 'Tier_4_Regional_DMCs',
  display_currencies: ['USD', 'EUR'],
  lines: [
    { label: 'DXB arrival, V-Class', net_aed: 300, sell_aed: 360 },
    { label: 'Desert safari', net_aed: 199.99, sell_aed: 249.99 },
  ],
};

const tracking = { action: 'tracking_link', partner_code: 'PALMHH', tier: 'Tier_1_Holiday_Homes', property_id: 'villa-12', destination: 'book.example.ae' };

describe('developer_handshake', () => {
  it('stores the registration with the token it issued', async () => {
    const res = await act(handshakeBody);
    expect(res.status).toBe(200);
    expect(res.headers['x-svc-environment']).toBeUndefined();
    expect(res.body).toMatchObject({
      action: 'developer_handshake',
      environment: 'sandbox',
      status: 'early-access',
      test_data: true,
      token_type: 'Bearer',
      scopes: ['sandbox:transfers.quote', 'sandbox:availability.read'],
      endpoints: [
        { method: 'POST', url: 'https://trade.test/api/b2b/sandbox/transfers' },
        { method: 'GET', url: 'https://trade.test/api/b2b/sandbox/availability' },
        { method: 'GET', url: 'https://trade.test/api/b2b/sandbox/status' },
      ],
      production: { status: 'not_open', request_access: 'https://trade.test/trade/apply', how_it_opens: expect.stringContaining('live access') },
    });
    const row = await t.db('developer_registrations').where({ id: res.body.registration_id }).first();
    expect(row).toMatchObject({
      platform_name: handshakeBody.platform_name,
      contact_email: handshakeBody.contact_email,
      use_case: 'transfers',
      token_expires_at: res.body.expires_at,
    });
    const claims = JSON.parse(Buffer.from(String(res.body.token).split('.')[1] as string, 'base64url').toString()) as { jti: string; sub: string };
    expect(claims).toMatchObject({ jti: row.token_id, sub: row.id });
  });

  it.each([
    ['a bad email', { ...handshakeBody, contact_email: 'not-an-email' }, 'contact_email', /email address/],
    ['no platform name', { ...handshakeBody, platform_name: undefined }, 'platform_name', /required/],
    ['an empty use case', { ...handshakeBody, use_case: '' }, 'use_case', /empty/],
    ['an extra field', { ...handshakeBody, password: 'x' }, 'password', /not a field/],
  ])('refuses %s and stores nothing', async (_name, body, path, message) => {
    const before = await count(t.db, 'developer_registrations');
    await expectInvalid(body, path, message);
    expect(await count(t.db, 'developer_registrations')).toBe(before);
  });
});

describe('credit_line_application', () => {
  it('stores the application and queues it for the trade desk before answering 202', async () => {
    const res = await act(creditLineApplication);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      action: 'credit_line_application',
      status: 'received',
      company_legal_name: creditLineApplication.company_legal_name,
      requested_terms: 'NET_30',
      requested_limit_aed: 50000.5,
    });
    expect(res.body.reference).toMatch(/^CLA-[0-9A-Z]{10}$/);
    expect(res.body.next_steps).toMatch(/person at the trade desk reviews every application/);
    const row = await t.db('credit_line_applications').where({ reference: res.body.reference }).first();
    expect(row).toMatchObject({ trn: '100123456700003', trade_licence_number: '1234567', requested_terms: 'NET_30', contact_email: creditLineApplication.contact_email });
    expect(Number(row.requested_limit_fils)).toBe(5000050);
    const queued = await t.db('desk_queue').where({ reference: res.body.reference }).first();
    expect(queued).toMatchObject({ kind: 'credit_line_application', status: 'open' });
    expect(queued.summary).toMatch(/NET_30 \(AED 50000\.50\)/);
  });

  it('takes the optional fields as optional', async () => {
    const { licence_authority: _a, contact_name: _b, requested_limit_aed: _c, ...minimal } = creditLineApplication;
    const res = await act(minimal);
    expect(res.status).toBe(202);
    expect(res.body.requested_limit_aed).toBeNull();
  });

  it.each(['NET_15', 'NET_30', 'NET_45', 'NET_60'])('accepts terms %s', async (requested_terms) => {
    expect((await act({ ...creditLineApplication, requested_terms })).status).toBe(202);
  });

  it.each([
    ['a TRN of 14 digits', { ...creditLineApplication, trn: '10012345670000' }, 'trn', /15 digits beginning 100/],
    ['a TRN not beginning 100', { ...creditLineApplication, trn: '200123456700003' }, 'trn', /15 digits beginning 100/],
    ['a TRN with letters', { ...creditLineApplication, trn: '100123456700A03' }, 'trn', /15 digits beginning 100/],
    ['a TRN as a number', { ...creditLineApplication, trn: 100123456700003 }, 'trn', /string/],
    ['no TRN', { ...creditLineApplication, trn: undefined }, 'trn', /required/],
    ['no trade licence', { ...creditLineApplication, trade_licence_number: undefined }, 'trade_licence_number', /required/],
    ['NET_90 terms', { ...creditLineApplication, requested_terms: 'NET_90' }, 'requested_terms', /NET_15, NET_30, NET_45, NET_60/],
    ['a bad email', { ...creditLineApplication, contact_email: 'finance@' }, 'contact_email', /email/],
    ['a limit of zero', { ...creditLineApplication, requested_limit_aed: 0 }, 'requested_limit_aed', /greater than 0/],
    ['a limit with three decimals', { ...creditLineApplication, requested_limit_aed: 10.005 }, 'requested_limit_aed', /two decimals/],
    ['a limit as a string', { ...creditLineApplication, requested_limit_aed: '5000' }, 'requested_limit_aed', /number/],
  ])('refuses %s and stores nothing', async (_name, body, path, message) => {
    const before = [await count(t.db, 'credit_line_applications'), await count(t.db, 'desk_queue')];
    await expectInvalid(body, path, message);
    expect([await count(t.db, 'credit_line_applications'), await count(t.db, 'desk_queue')]).toEqual(before);
  });
});

describe('wallet_topup', () => {
  it('stores the top-up in fils, queues it, and says the desk invoices for a bank transfer', async () => {
    const res = await act(walletTopup);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      action: 'wallet_topup',
      status: 'received',
      amount_aed: 7500.25,
      currency: 'AED',
      purchase_order: 'PO-2026-118',
      payment_method: 'bank_transfer',
      card_topups_available: false,
    });
    expect(res.body.reference).toMatch(/^WTU-[0-9A-Z]{10}$/);
    expect(res.body.next_steps).toMatch(/Card top-ups are unavailable/);
    expect(res.body.next_steps).toMatch(/invoice for AED 7500\.25/);
    const row = await t.db('wallet_topups').where({ reference: res.body.reference }).first();
    expect(Number(row.amount_fils)).toBe(750025);
    expect(await t.db('desk_queue').where({ reference: res.body.reference, kind: 'wallet_topup', status: 'open' }).first()).toBeDefined();
  });

  it('keeps float error out of stored amounts', async () => {
    // 1000.3 * 100 is 100029.99999999999 in binary floating point.
    const res = await act({ ...walletTopup, amount_aed: 1000.3 });
    const row = await t.db('wallet_topups').where({ reference: res.body.reference }).first();
    expect(Number(row.amount_fils)).toBe(100030);
    expect(res.body.amount_aed).toBe(1000.3);
  });

  it.each([
    ['an amount under AED 100', { ...walletTopup, amount_aed: 99.99 }, 'amount_aed', /at least 100/],
    ['an amount over AED 1,000,000', { ...walletTopup, amount_aed: 1000000.01 }, 'amount_aed', /at most 1000000/],
    ['a negative amount', { ...walletTopup, amount_aed: -500 }, 'amount_aed', /at least 100/],
    ['no amount', { ...walletTopup, amount_aed: undefined }, 'amount_aed', /required/],
    ['a card number', { ...walletTopup, card_number: '4111111111111111' }, 'card_number', /not a field/],
  ])('refuses %s and stores nothing', async (_name, body, path, message) => {
    const before = await count(t.db, 'wallet_topups');
    await expectInvalid(body, path, message);
    expect(await count(t.db, 'wallet_topups')).toBe(before);
  });
});

describe('requests for the trade desk when storage fails', () => {
  // A database that does not answer gives the retryable 503 (test/platform/faults.database.test.ts); a
  // broken schema is a fault on our side, not an outage to wait out.
  it('answers 500 internal on a broken schema, leaks nothing, and stores neither the request nor a queue entry', async () => {
    const other = await createTestApp();
    try {
      // The queue is gone, so the transaction's second write fails after the first succeeded.
      await other.db.schema.dropTable('desk_queue');
      for (const body of [creditLineApplication, walletTopup]) {
        const res = await call(other.app, 'POST', PATH, { body });
        expect(res.status).toBe(500);
        expect(res.body).toEqual({
          error: { code: 'internal', message: expect.stringContaining(res.headers['x-request-id'] as string), retryable: true },
        });
        expect(JSON.stringify(res.body)).not.toMatch(/desk_queue|insert|sql|sqlite|relation/i);
      }
      expect(await count(other.db, 'credit_line_applications')).toBe(0);
      expect(await count(other.db, 'wallet_topups')).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe('account_payload', () => {
  it('converts each line at the daily rates, keeping sell = net + margin and the margin percentage', async () => {
    const res = await act(payload);
    expect(res.status).toBe(200);
    expect(res.body.base_currency).toBe('AED');
    expect(res.body.rates.map((r: { currency: string }) => r.currency)).toEqual(['AED', 'USD', 'EUR']);
    expect(res.body.rates[1]).toMatchObject({ currency: 'USD', aed_per_unit: 3.6725 });
    const [first, second] = res.body.lines;
    expect(first.margin_pct).toBe(16.67);
    expect(first.amounts[0]).toEqual({ currency: 'AED', net: 300, sell: 360, margin: 60 });
    // 30000 fils / 3.6725 = 8168.86 cents; 6000 / 3.6725 = 1633.76 cents.
    expect(first.amounts[1]).toEqual({ currency: 'USD', net: 81.69, sell: 98.03, margin: 16.34 });
    expect(second.amounts[0]).toEqual({ currency: 'AED', net: 199.99, sell: 249.99, margin: 50 });
    for (const line of res.body.lines) {
      for (const amount of line.amounts) expect(toFils(amount.net + amount.margin)).toBe(toFils(amount.sell));
    }
    const usdTotal = res.body.totals[1];
    const usdLines = res.body.lines.map((l: { amounts: Array<{ net: number; margin: number }> }) => l.amounts[1]);
    expect(toFils(usdTotal.net)).toBe(usdLines.reduce((s: number, a: { net: number }) => s + toFils(a.net), 0));
    expect(res.body.totals[0]).toEqual({ currency: 'AED', net: 499.99, sell: 609.99, margin: 110 });
  });

  it('uses the rate the operator sets', async () => {
    await t.db('fx_rates').where({ currency: 'USD' }).update({ aed_per_unit: '4' });
    try {
      const res = await act({ ...payload, display_currencies: ['USD'] });
      expect(res.body.lines[0].amounts[1]).toEqual({ currency: 'USD', net: 75, sell: 90, margin: 15 });
    } finally {
      await t.db('fx_rates').where({ currency: 'USD' }).update({ aed_per_unit: '3.6725' });
    }
  });

  it('lists AED once even when asked for it', async () => {
    const res = await act({ ...payload, display_currencies: ['AED', 'GBP'] });
    expect(res.body.rates.map((r: { currency: string }) => r.currency)).toEqual(['AED', 'GBP']);
  });

  it.each([
    ['a currency without a rate', { ...payload, display_currencies: ['USD', 'XYZ'] }, 'display_currencies[1]', /no daily rate.*XYZ/],
    ['a lower-case currency', { ...payload, display_currencies: ['usd'] }, 'display_currencies[0]', /ISO 4217/],
    ['a repeated currency', { ...payload, display_currencies: ['USD', 'USD'] }, 'display_currencies', /repeat/],
    ['no currencies', { ...payload, display_currencies: [] }, 'display_currencies', /at least 1 item/],
    ['a sell below net', { ...payload, lines: [{ label: 'x', net_aed: 100, sell_aed: 99 }] }, 'lines[0].sell_aed', /below net_aed/],
    ['a line without a label', { ...payload, lines: [{ net_aed: 1, sell_aed: 2 }] }, 'lines[0].label', /required/],
    ['no lines', { ...payload, lines: [] }, 'lines', /at least 1 item/],
    ['an unknown tier', { ...payload, tier: 'Tier_9' }, 'tier', /Tier_1_Holiday_Homes/],
  ])('refuses %s', async (_name, body, path, message) => {
    await expectInvalid(body, path, message);
  });
});

describe('tracking_link', () => {
  it('returns a deterministic URL and code for the same input', async () => {
    const a = await act(tracking);
    const b = await act(tracking);
    expect(a.status).toBe(200);
    expect(a.body.url).toBe(b.body.url);
    expect(a.body.link_code).toBe(b.body.link_code);
    expect(a.body.link_code).toMatch(/^TL-[0-9A-Z]{12}$/);
    const url = new URL(a.body.url);
    expect(url.origin).toBe('https://book.example.ae');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ref: a.body.link_code,
      partner: 'PALMHH',
      property: 'villa-12',
      utm_source: 'PALMHH',
      utm_medium: 'qr',
      utm_campaign: 'villa-12',
    });
    expect(a.body.credited_to).toMatch(/credited today to holiday-home partner PALMHH/);
  });

  it('gives another link for another property or partner', async () => {
    const base = (await act(tracking)).body.link_code;
    expect((await act({ ...tracking, property_id: 'villa-13' })).body.link_code).not.toBe(base);
    expect((await act({ ...tracking, partner_code: 'OTHER' })).body.link_code).not.toBe(base);
    expect((await act({ ...tracking, tier: 'Tier_2_Affiliates' })).body.credited_to).toMatch(/affiliate partner/);
  });

  it('returns the QR code as SVG and PNG', async () => {
    const res = await act(tracking);
    expect(res.body.qr.svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const png = Buffer.from(res.body.qr.png_data_url.replace('data:image/png;base64,', ''), 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });

  it.each([
    ['an agency tier', { ...tracking, tier: 'Tier_3_Travel_Agencies' }, 'tier', /Tier_1_Holiday_Homes, Tier_2_Affiliates/],
    ['a DMC tier', { ...tracking, tier: 'Tier_4_Regional_DMCs' }, 'tier', /Tier_1_Holiday_Homes, Tier_2_Affiliates/],
    ['a destination with a scheme', { ...tracking, destination: 'https://book.example.ae' }, 'destination', /host name/],
    ['a destination with a path', { ...tracking, destination: 'book.example.ae/x' }, 'destination', /host name/],
    ['a single-label destination', { ...tracking, destination: 'localhost' }, 'destination', /fully qualified host name/],
    ['a partner code with spaces', { ...tracking, partner_code: 'PALM HH' }, 'partner_code', /letters, digits, _ or -/],
  ])('refuses %s', async (_name, body, path, message) => {
    await expectInvalid(body, path, message);
  });
});

describe('the action itself', () => {
  it.each([
    ['an unknown action', { action: 'refund_everything' }],
    ['no action', { company_name: 'x' }],
    ['a numeric action', { action: 7 }],
  ])('refuses %s with the list of actions', async (_name, body) => {
    await expectInvalid(body, 'action', /developer_handshake, credit_line_application, wallet_topup, account_payload, tracking_link/);
  });
});

import { createTestApp, TestClock, type TestApp } from './helpers/testApp';
import { call } from './helpers/http';
import { issueKey, type IssuedKey } from './helpers/apiKeys';
import { TestData } from '../src/engine/testData';

const V1 = '/api/b2b/v1';

let t: TestApp;
let clock: TestClock;
let testKey: IssuedKey;
let liveKey: IssuedKey;

beforeAll(async () => {
  clock = new TestClock(new Date('2026-11-22T10:00:00.000Z'));
  t = await createTestApp({ clock, env: { LIMIT_API_KEY_PER_MINUTE: '100000' } });
  testKey = await issueKey(t.db);
  liveKey = await issueKey(t.db, { mode: 'live', liveAccess: true });
});
afterAll(() => t.close());

const get = (path: string, key: IssuedKey = testKey) => call(t.app, 'GET', `${V1}${path}`, { token: key.key });
const post = (path: string, body?: unknown, key: IssuedKey = testKey) => call(t.app, 'POST', `${V1}${path}`, { token: key.key, ...(body === undefined ? {} : { body }) });

describe('inbox', () => {
  it('lists notices newest first, the same every time, and pages through all of them once', async () => {
    const first = await get('/inbox?limit=10');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ object: 'list', sandbox: true });
    expect((await get('/inbox?limit=10')).body).toEqual(first.body);
    const seen: string[] = [];
    let cursor: string | null = null;
    let previous = Infinity;
    do {
      const page: { body: { data: Array<{ id: string; created_at: string }>; next_cursor: string | null } } = await get(`/inbox?limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      for (const notice of page.body.data) {
        expect(Date.parse(notice.created_at)).toBeLessThanOrEqual(previous);
        previous = Date.parse(notice.created_at);
        seen.push(notice.id);
      }
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(34);
    expect(new Set(seen).size).toBe(34);
  });

  it('has every kind of notice in every test inbox', async () => {
    for (let i = 0; i < 5; i++) {
      const key = await issueKey(t.db);
      const kinds = new Set(((await get('/inbox?limit=100', key)).body.data as Array<{ kind: string }>).map((n) => n.kind));
      expect([...kinds].sort()).toEqual(['booking_update', 'credit_line_decision', 'flight_change', 'invoice_issued', 'payment_received', 'price_change', 'service_notice', 'statement_ready']);
    }
  });

  it('filters by kind and since', async () => {
    const flights = (await get('/inbox?kind=flight_change&limit=100')).body.data as Array<{ kind: string }>;
    expect(flights.length).toBeGreaterThan(0);
    expect(flights.every((n) => n.kind === 'flight_change')).toBe(true);
    const recent = (await get('/inbox?since=2026-11-15T00:00:00Z&limit=100')).body.data as Array<{ created_at: string }>;
    expect(recent.every((n) => n.created_at >= '2026-11-15T00:00:00.000Z')).toBe(true);
  });

  it('refuses a limit over 100, an unknown kind and a forged cursor', async () => {
    expect((await get('/inbox?limit=101')).body.error.fields).toEqual(['limit']);
    expect((await get('/inbox?kind=gossip')).body.error.fields).toEqual(['kind']);
    const forged = await get('/inbox?cursor=bm90LWEtY3Vyc29y');
    expect(forged.status).toBe(422);
    expect(forged.body.error.fields).toEqual(['cursor']);
  });

  it('is empty for a live key', async () => {
    expect((await get('/inbox', liveKey)).body).toEqual({ object: 'list', sandbox: false, data: [], next_cursor: null });
  });
});

describe('statements and invoices', () => {
  it('gives the balance, 12 statements that chain, and open invoices that add up', async () => {
    const res = await get('/statements');
    expect(res.status).toBe(200);
    const { balance, statements, open_invoices: open } = res.body;
    expect(statements).toHaveLength(12);
    expect(statements[0].period).toBe('2026-10');
    expect(statements[11].period).toBe('2025-11');
    for (let i = 0; i < 11; i++) expect(statements[i].opening_balance_aed).toBe(statements[i + 1].closing_balance_aed);
    for (const s of statements) {
      expect(Math.round((s.opening_balance_aed + s.charges_aed - s.payments_aed) * 100)).toBe(Math.round(s.closing_balance_aed * 100));
    }
    expect(open.every((i: { status: string }) => i.status === 'open' || i.status === 'overdue')).toBe(true);
    const due = open.reduce((sum: number, i: { amount_due_aed: number }) => sum + Math.round(i.amount_due_aed * 100), 0);
    expect(Math.round(balance.outstanding_aed * 100)).toBe(due);
  });

  it('gives one month with lines whose running balance ends at the closing balance, and as PDF', async () => {
    const res = await get('/statements/2026-10');
    expect(res.body).toMatchObject({ object: 'statement', sandbox: true, period: '2026-10', issued_at: '2026-11-01T04:00:00.000Z' });
    expect(res.body.lines.at(-1).balance_aed).toBe(res.body.closing_balance_aed);
    const pdf = await get('/statements/2026-10?format=pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 for the current month, a month before the statements, and a live key; 422 for a bad period', async () => {
    const current = await get('/statements/2026-11');
    expect(current.status).toBe(404);
    expect(current.body.error.message).toMatch(/issued on the first day of the next month/);
    expect((await get('/statements/2024-01')).status).toBe(404);
    expect((await get('/statements/2026-10', liveKey)).status).toBe(404);
    expect((await get('/statements/2026-13')).status).toBe(422);
  });

  it('gives an invoice whose lines, VAT and totals add up, the same every time', async () => {
    const id = 'inv_3Kd9Wm2Xq7Lr5Tz1Nb8V';
    const res = await get(`/invoices/${id}`);
    expect(res.status).toBe(200);
    expect((await get(`/invoices/${id}`)).body).toEqual(res.body);
    const inv = res.body;
    const cents = (n: number) => Math.round(n * 100);
    expect(inv.lines.reduce((s: number, l: { amount_aed: number }) => s + cents(l.amount_aed), 0)).toBe(cents(inv.subtotal_aed));
    for (const line of inv.lines) expect(cents(line.vat_aed)).toBe(Math.round(cents(line.amount_aed) * 0.05));
    expect(cents(inv.subtotal_aed) + cents(inv.vat_aed)).toBe(cents(inv.total_aed));
    expect(inv.seller.trn).toMatch(/^100\d{12}$/);
    const pdf = await get(`/invoices/${id}?format=pdf`);
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="invoice-${inv.number}.pdf"`);
  });

  it('answers 404 for a missing test invoice and for any invoice of a live key', async () => {
    expect((await get('/invoices/inv_0000Wm2Xq7Lr5Tz1Nb8V')).status).toBe(404);
    expect((await get('/invoices/inv_3Kd9Wm2Xq7Lr5Tz1Nb8V', liveKey)).status).toBe(404);
  });

  it('shows a live account nothing owed', async () => {
    expect((await get('/statements', liveKey)).body).toMatchObject({ sandbox: false, statements: [], open_invoices: [], balance: { outstanding_aed: 0 } });
  });
});

describe('settings', () => {
  it('gives the particulars, three contacts with one billing contact, and the brand', async () => {
    const res = await get('/settings');
    expect(res.body).toMatchObject({ object: 'settings', sandbox: true, account: { id: testKey.accountId, name: 'Gulf Horizons Travel', commercial_terms: 'tariff' }, billing_email: 'accounts@gulf-horizons-travel.example', brand: { mode: 'none' } });
    expect(res.body.contacts).toHaveLength(3);
    expect(res.body.contacts.filter((c: { billing_contact: boolean }) => c.billing_contact)).toHaveLength(1);
  });

  it('shows a live account its real particulars and nothing invented', async () => {
    expect((await get('/settings', liveKey)).body).toMatchObject({ sandbox: false, account: { id: liveKey.accountId, live_access: true, trn: null }, billing_email: null, contacts: [] });
  });

  it('sets the billing e-mail, adds and changes contacts, as they would be, changing nothing', async () => {
    const before = (await get('/settings')).body;
    expect((await post('/settings/billing-email', { billing_email: 'ap@gulf.example' })).body.billing_email).toBe('ap@gulf.example');
    const added = await post('/settings/contacts', { name: 'Omar Haddad', email: 'ops@gulf.example', role: 'operations' });
    expect(added.body).toMatchObject({ object: 'contact', sandbox: true, name: 'Omar Haddad', phone: null, billing_contact: false });
    expect(added.body.id).toMatch(/^cnt_/);
    const existing = before.contacts[0];
    const changed = await post('/settings/contacts', { id: existing.id, name: 'New Name', email: existing.email, role: existing.role });
    expect(changed.body).toMatchObject({ id: existing.id, name: 'New Name', billing_contact: existing.billing_contact });
    expect((await get('/settings')).body).toEqual(before);
  });

  it('removes a contact, but not the billing contact', async () => {
    const { contacts } = (await get('/settings')).body as { contacts: Array<{ id: string; billing_contact: boolean }> };
    const billing = contacts.find((c) => c.billing_contact)!;
    const other = contacts.find((c) => !c.billing_contact)!;
    expect((await post(`/settings/contacts/${other.id}/remove`)).body).toEqual({ object: 'contact', sandbox: true, id: other.id, removed: true });
    const refused = await post(`/settings/contacts/${billing.id}/remove`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'invalid_state', message: `The contact ${billing.id} is the billing contact, so it cannot be removed.` });
    expect((await post(`/settings/contacts/cnt_0000${new TestData('x').id('cnt').slice(8)}/remove`)).status).toBe(404);
  });

  it('sets the document brand; white_label needs a display name and an https logo', async () => {
    const brand = { mode: 'white_label', display_name: 'Gulf Horizons', logo_url: 'https://cdn.example/l.png', accent_hex: '#0A7C86' };
    expect((await post('/settings/brand', brand)).body.brand).toEqual(brand);
    const nameless = await post('/settings/brand', { mode: 'white_label' });
    expect(nameless.status).toBe(422);
    expect(nameless.body.error.fields).toEqual(['display_name']);
    expect((await post('/settings/brand', { ...brand, logo_url: 'http://cdn.example/l.png' })).body.error.fields).toEqual(['logo_url']);
    expect((await post('/settings/brand', { mode: 'none' })).body.brand).toEqual({ mode: 'none' });
  });

  it('refuses bad contacts', async () => {
    for (const [body, field] of [
      [{ name: 'A', email: 'nope', role: 'operations' }, 'email'],
      [{ name: 'A', email: 'a@b.co', role: 'boss' }, 'role'],
      [{ name: 'A', email: 'a@b.co', role: 'sales', phone: '050' }, 'phone'],
      [{ email: 'a@b.co', role: 'sales' }, 'name'],
    ] as const) {
      const res = await post('/settings/contacts', body);
      expect(res.status).toBe(422);
      expect(res.body.error.fields).toEqual([field]);
    }
  });

  it('answers 503 to a live key after checking the request', async () => {
    expect((await post('/settings/billing-email', { billing_email: 'x' }, liveKey)).status).toBe(422);
    const res = await post('/settings/billing-email', { billing_email: 'ap@gulf.example' }, liveKey);
    expect(res.status).toBe(503);
    expect(res.body.error.message).toMatch(/Live settings changes open with production; nothing was changed/);
    expect((await post('/settings/brand', { mode: 'none' }, liveKey)).status).toBe(503);
    expect((await post('/settings/contacts', { name: 'A', email: 'a@b.co', role: 'sales' }, liveKey)).status).toBe(503);
  });
});

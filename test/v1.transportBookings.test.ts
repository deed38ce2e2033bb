import { createTestApp, TestClock, type TestApp } from './helpers/testApp';
import { call } from './helpers/http';
import { issueKey, type IssuedKey } from './helpers/apiKeys';
import { TestData } from '../src/engine/testData';
import { renderHtml } from '../src/engine/documents/documents';

const BOOKINGS = '/api/b2b/v1/transport/bookings';
const booking = {
  airport: 'DXB', terminal: 'T3', direction: 'arrival', place: 'DUBAI_MARINA', vehicle: 'VIP_V_CLASS',
  pickup_date: '2026-12-05', pickup_time: '14:30', passengers: 4, bags: 5, flight_number: 'EK202',
  traveller: { first_name: 'Aisha', last_name: 'Rahman', phone: '+971501234567' }, agency_reference: 'GH-88213',
};

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

/** A test id whose deterministic booking has `status`, found by reading through the API as a partner would. */
async function findId(status: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const id = new TestData(`probe-${i}`).id('bkg');
    const res = await call(t.app, 'GET', `${BOOKINGS}/${id}`, { token: testKey.key });
    if (res.status === 200 && res.body.status === status) return id;
  }
  throw new Error(`no test booking with status ${status}`);
}

describe('transport bookings with a test key', () => {
  it('books as it would, priced like the quote, and stores nothing', async () => {
    const tables = ['api_keys', 'accounts', 'desk_queue'];
    const before = await Promise.all(tables.map((table) => t.db(table).count({ n: '*' })));
    const res = await call(t.app, 'POST', BOOKINGS, { body: booking, token: testKey.key });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'transport_booking',
      sandbox: true,
      status: 'confirmed',
      pickup: { at: '2026-12-05T14:30:00+04:00', flight_number: 'EK202' },
      traveller: booking.traveller,
      agency_reference: 'GH-88213',
      price: { currency: 'AED', terms: 'tariff', public_price_aed: 330, amount_due_aed: 330, commission_aed: null },
      cancellation: { free_until: '2026-12-04T14:30:00+04:00', fee_if_cancelled_now_aed: 0 },
      driver: null,
      cancelled_at: null,
    });
    expect(res.body.id).toMatch(/^bkg_[0-9A-Za-z]{20}$/);
    expect(await Promise.all(tables.map((table) => t.db(table).count({ n: '*' })))).toEqual(before);
  });

  it.each([
    ['a flight on a departure', { ...booking, direction: 'departure' }, 'flight_number', /only to an arrival/],
    ['no traveller', { ...booking, traveller: undefined }, 'traveller', /required/],
    ['a traveller phone that is not E.164', { ...booking, traveller: { ...booking.traveller, phone: '0501234567' } }, 'traveller.phone', /international format/],
    ['too many passengers', { ...booking, vehicle: 'EXECUTIVE_SEDAN', bags: 1 }, 'passengers', /at most 3/],
  ])('refuses %s with 422', async (_name, body, path, message) => {
    const res = await call(t.app, 'POST', BOOKINGS, { body, token: testKey.key });
    expect(res.status).toBe(422);
    expect(res.body.error.issues.find((i: { path: string }) => i.path === path)?.message).toMatch(message);
  });

  it('reads any well-formed id as the same deterministic booking', async () => {
    const id = 'bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P';
    const a = await call(t.app, 'GET', `${BOOKINGS}/${id}`, { token: testKey.key });
    const b = await call(t.app, 'GET', `${BOOKINGS}/${id}`, { token: testKey.key });
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(a.body).toMatchObject({ id, sandbox: true, object: 'transport_booking' });
  });

  it('answers 404 for test ids starting 0000, and 422 for malformed ids', async () => {
    const missing = await call(t.app, 'GET', `${BOOKINGS}/bkg_0000Wq2Zk7Lm1Xc4Vn9P`, { token: testKey.key });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'not_found', message: 'No transport booking bkg_0000Wq2Zk7Lm1Xc4Vn9P in this account.', retryable: false });
    const malformed = await call(t.app, 'GET', `${BOOKINGS}/12345`, { token: testKey.key });
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.fields).toEqual(['id']);
  });

  it('cancels a confirmed booking, free more than 24 hours ahead or at half price after', async () => {
    const id = await findId('confirmed');
    const current = (await call(t.app, 'GET', `${BOOKINGS}/${id}`, { token: testKey.key })).body;
    const res = await call(t.app, 'POST', `${BOOKINGS}/${id}/cancel`, { token: testKey.key });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'cancelled', cancelled_at: clock.now().toISOString() });
    const late = Date.parse(current.cancellation.free_until) <= clock.now().getTime();
    expect(res.body.cancellation.fee_if_cancelled_now_aed).toBe(late ? Math.round(current.price.amount_due_aed * 50) / 100 : 0);
    // Nothing changed: the test booking reads as before.
    expect((await call(t.app, 'GET', `${BOOKINGS}/${id}`, { token: testKey.key })).body).toEqual(current);
  });

  it.each(['cancelled', 'completed'])('refuses to cancel a %s booking with 409 invalid_state', async (status) => {
    const id = await findId(status);
    const res = await call(t.app, 'POST', `${BOOKINGS}/${id}/cancel`, { token: testKey.key });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'invalid_state', message: `The transport booking ${id} is ${status}, so it cannot be cancelled.`, retryable: false });
  });

  it('issues the voucher as HTML by default and as PDF on request, stamped as a test document', async () => {
    const id = await findId('confirmed');
    const html = await call(t.app, 'GET', `${BOOKINGS}/${id}/voucher`, { token: testKey.key });
    expect(html.status).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.text).toContain('TEST — issued with a test key; not a real booking');
    expect(html.text).toContain('Gulf Horizons Travel');
    expect(html.text).toContain(id);
    const pdf = await call(t.app, 'GET', `${BOOKINGS}/${id}/voucher?format=pdf`, { token: testKey.key });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="voucher-${id}.pdf"`);
    expect(Buffer.from(pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a voucher for a cancelled booking, and an unknown format', async () => {
    expect((await call(t.app, 'GET', `${BOOKINGS}/${await findId('cancelled')}/voucher`, { token: testKey.key })).status).toBe(409);
    const res = await call(t.app, 'GET', `${BOOKINGS}/bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P/voucher?format=docx`, { token: testKey.key });
    expect(res.status).toBe(422);
    expect(res.body.error.issues).toEqual([{ path: 'format', message: 'must be one of: html, pdf' }]);
  });

  it('escapes what the partner sent in the voucher', async () => {
    // Test bookings carry no partner text, so the renderer is checked directly.
    const html = renderHtml({ title: '<script>x</script>', sandbox: false, brandName: 'A & B', sections: [{ heading: 'H', rows: [['"q"', "it's"]] }] });
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('A &amp; B');
    expect(html).toContain('&quot;q&quot;');
  });
});

describe('transport bookings with a live key', () => {
  it('refuses to book until production opens, after checking the request', async () => {
    const invalid = await call(t.app, 'POST', BOOKINGS, { body: { ...booking, bags: 99 }, token: liveKey.key });
    expect(invalid.status).toBe(422);
    const res = await call(t.app, 'POST', BOOKINGS, { body: booking, token: liveKey.key });
    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({ code: 'not_configured', message: expect.stringMatching(/open with production; nothing was booked/) });
  });

  it('finds no live booking', async () => {
    for (const path of [`${BOOKINGS}/bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P`, `${BOOKINGS}/bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P/voucher`]) {
      expect((await call(t.app, 'GET', path, { token: liveKey.key })).status).toBe(404);
    }
    expect((await call(t.app, 'POST', `${BOOKINGS}/bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P/cancel`, { token: liveKey.key })).status).toBe(404);
  });
});

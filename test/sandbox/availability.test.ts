import { useV1Suite } from '../helpers/suite';
import { call, handshake } from '../helpers/http';

let signedUrl: URL;

const t = useV1Suite({ env: { LIMIT_SANDBOX_PER_HOUR: '100000' } });
const { clock } = t;

beforeAll(async () => {
  signedUrl = new URL((await handshake(t.app)).availability_url);
});

const pathOf = (url: URL): string => `${url.pathname}${url.search}`;

function withParams(change: (params: URLSearchParams) => void): string {
  const url = new URL(signedUrl.toString());
  change(url.searchParams);
  return pathOf(url);
}

async function expectRefused(path: string, message: RegExp): Promise<void> {
  const res = await call(t.app, 'GET', path);
  expect(res.status).toBe(401);
  expect(res.headers['x-svc-environment']).toBe('sandbox');
  expect(res.body).toEqual({ environment: 'sandbox', error: { code: 'unauthenticated', message: expect.stringMatching(message), retryable: false } });
}

describe('signed availability URL', () => {
  it('is issued by the handshake for tomorrow and EXECUTIVE_SEDAN, expiring with the token', async () => {
    const result = await handshake(t.app);
    const url = new URL(result.availability_url);
    expect(url.origin + url.pathname).toBe('https://trade.test/api/b2b/sandbox/availability');
    expect([...url.searchParams.keys()]).toEqual(['date', 'vehicle_class', 'expires', 'sig']);
    expect(url.searchParams.get('date')).toBe('2026-11-23');
    expect(url.searchParams.get('vehicle_class')).toBe('EXECUTIVE_SEDAN');
    expect(Number(url.searchParams.get('expires')) * 1000).toBe(new Date(result.expires_at).getTime());
    expect(url.searchParams.get('sig')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers sample availability without a bearer token', async () => {
    const res = await call(t.app, 'GET', pathOf(signedUrl));
    expect(res.status).toBe(200);
    expect(res.headers['x-svc-environment']).toBe('sandbox');
    expect(res.body).toMatchObject({
      environment: 'sandbox',
      test_data: true,
      date: '2026-11-23',
      vehicle_class: 'EXECUTIVE_SEDAN',
      vehicle: { description: 'Mercedes-Benz E-Class or similar', max_passengers: 3 },
    });
    expect(['on_request', 'available', 'sold_out']).toContain(res.body.sample_status);
    expect(res.body.note).toMatch(/confirmed by the trade desk/);
  });

  it('gives the same sample for the same date and class', async () => {
    const a = await call(t.app, 'GET', pathOf(signedUrl));
    const b = await call(t.app, 'GET', pathOf(signedUrl));
    expect(a.body.sample_status).toBe(b.body.sample_status);
  });

  it.each([
    ['date', '2026-11-24'],
    ['vehicle_class', 'LUXURY_COACH'],
    ['expires', '9999999999'],
    ['sig', 'A'.repeat(43)],
  ])('refuses the URL when %s is changed', async (name, value) => {
    await expectRefused(withParams((p) => p.set(name, value)), /changed after signing/);
  });

  it.each(['date', 'vehicle_class', 'expires', 'sig'])('refuses the URL without %s', async (name) => {
    await expectRefused(withParams((p) => p.delete(name)), new RegExp(`needs exactly one ${name}`));
  });

  it('refuses an extra parameter', async () => {
    await expectRefused(withParams((p) => p.append('passengers', '3')), /does not take passengers/);
  });

  it('refuses a repeated parameter', async () => {
    await expectRefused(withParams((p) => p.append('date', '2026-11-23')), /exactly one date/);
  });

  it('refuses a signature of the wrong length without comparing it', async () => {
    await expectRefused(withParams((p) => p.set('sig', 'short')), /changed after signing/);
  });

  it('refuses an expires that is not a number', async () => {
    await expectRefused(withParams((p) => p.set('expires', 'tomorrow')), /not a Unix time/);
  });

  it('refuses the URL once it has expired', async () => {
    clock.set(new Date(Number(signedUrl.searchParams.get('expires')) * 1000));
    await expectRefused(pathOf(signedUrl), /expired at/);
  });

  it('validates the signed values against the schema', async () => {
    // Signed by the service itself, so only the schema can refuse it.
    const grant = { date: '2026-02-30', vehicle_class: 'EXECUTIVE_SEDAN', expires: 1900000000 };
    const url = new URL(t.services.availabilitySigner.url('https://trade.test', grant));
    const res = await call(t.app, 'GET', pathOf(url));
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual(['date']);
  });
});

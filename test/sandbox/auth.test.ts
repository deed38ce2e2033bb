import jwt from 'jsonwebtoken';
import { createSecretKey } from 'node:crypto';
import { useV1Suite } from '../helpers/suite';
import { call, handshake } from '../helpers/http';

const QUOTE = '/api/b2b/sandbox/transfers';
const STATUS = '/api/b2b/sandbox/status';
const body = {
  pickup_location: { type: 'airport', terminal: 'DXB_T1' },
  dropoff_location: { type: 'hotel', hotel_ref: 'X' },
  flight_number: 'EK1',
  vehicle_class: 'VIP_V_CLASS',
};

let token: string;

const t = useV1Suite({ env: { LIMIT_SANDBOX_PER_HOUR: '100000' } });
const { clock } = t;

beforeAll(async () => {
  ({ token } = await handshake(t.app));
});

async function expectUnauthenticated(auth: { token?: string; headers?: Record<string, string> }, message: RegExp): Promise<void> {
  for (const [method, path] of [['POST', QUOTE], ['GET', STATUS]] as const) {
    const res = await call(t.app, method, path, { ...(method === 'POST' ? { body } : {}), ...auth });
    expect(res.status).toBe(401);
    expect(res.headers['x-svc-environment']).toBe('sandbox');
    expect(res.body).toEqual({ environment: 'sandbox', error: { code: 'unauthenticated', message: expect.stringMatching(message), retryable: false } });
  }
}

/** Signs claims with the service's own key, as an attacker who had it could not. */
const signed = (claims: Record<string, unknown>, key = t.services.keys.sandboxToken): string =>
  `svc_sandbox_${jwt.sign(claims, key, { algorithm: 'HS256', noTimestamp: true })}`;

const validClaims = () => ({
  sub: 'dev_AAAAAAAAAAAAAAAAAAAA',
  jti: 'j1',
  scope: 'sandbox:transfers.quote sandbox:availability.read',
  iss: 'svc-trade-api',
  aud: 'svc-sandbox',
  exp: Math.floor(clock.now().getTime() / 1000) + 3600,
});

describe('sandbox tokens', () => {
  it('issues a JWT-shaped svc_sandbox_ token, HS256, valid 30 days with both scopes', async () => {
    const result = await handshake(t.app);
    expect(result.token).toMatch(/^svc_sandbox_[\w-]+\.[\w-]+\.[\w-]+$/);
    const decoded = jwt.decode(result.token.slice('svc_sandbox_'.length), { complete: true });
    expect(decoded?.header).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    const claims = decoded?.payload as jwt.JwtPayload;
    expect(claims).toMatchObject({ sub: result.registration_id, iss: 'svc-trade-api', aud: 'svc-sandbox', scope: 'sandbox:transfers.quote sandbox:availability.read' });
    expect(typeof claims.jti).toBe('string');
    expect(claims.exp).toBe(Math.floor(clock.now().getTime() / 1000) + 30 * 24 * 3600);
    expect(result.expires_at).toBe(new Date((claims.exp as number) * 1000).toISOString());
  });

  it('accepts its own token on both token endpoints', async () => {
    expect((await call(t.app, 'POST', QUOTE, { body, token })).status).toBe(200);
    const status = await call(t.app, 'GET', STATUS, { token });
    expect(status.status).toBe(200);
    expect(status.body.token.scopes).toEqual(['sandbox:transfers.quote', 'sandbox:availability.read']);
  });

  it('refuses a request without a token', async () => {
    await expectUnauthenticated({}, /Send a sandbox token/);
  });

  it('refuses an Authorization header that is not Bearer', async () => {
    await expectUnauthenticated({ headers: { Authorization: `Basic ${token}` } }, /Bearer/);
    await expectUnauthenticated({ headers: { Authorization: 'Bearer' } }, /Bearer/);
  });

  it('refuses a v1 key and other prefixes', async () => {
    await expectUnauthenticated({ token: 'svc_test_abc' }, /begin svc_sandbox_/);
    await expectUnauthenticated({ token: token.slice('svc_sandbox_'.length) }, /begin svc_sandbox_/);
  });

  it('refuses a malformed token', async () => {
    await expectUnauthenticated({ token: 'svc_sandbox_not.a.jwt' }, /malformed/);
    await expectUnauthenticated({ token: 'svc_sandbox_' }, /malformed/);
  });

  it('refuses an expired token, at the second it expires', async () => {
    clock.advance(30 * 24 * 3600 - 1);
    expect((await call(t.app, 'GET', STATUS, { token })).status).toBe(200);
    clock.advance(1);
    await expectUnauthenticated({ token }, /expired/);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify(validClaims())).toString('base64url');
    await expectUnauthenticated({ token: `svc_sandbox_${header}.${payload}.` }, /malformed|signature/);
  });

  it('refuses a token signed with another key', async () => {
    await expectUnauthenticated({ token: signed(validClaims(), createSecretKey(Buffer.from('another-key-another-key-another-key!'))) }, /signature/);
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [h, , s] = token.slice('svc_sandbox_'.length).split('.');
    const forged = Buffer.from(JSON.stringify({ ...validClaims(), sub: 'dev_BBBBBBBBBBBBBBBBBBBB' })).toString('base64url');
    await expectUnauthenticated({ token: `svc_sandbox_${h}.${forged}.${s}` }, /signature/);
  });

  it('refuses a token signed with HS512 or for another audience or issuer', async () => {
    const hs512 = `svc_sandbox_${jwt.sign(validClaims(), t.services.keys.sandboxToken, { algorithm: 'HS512', noTimestamp: true })}`;
    await expectUnauthenticated({ token: hs512 }, /malformed|signature/);
    await expectUnauthenticated({ token: signed({ ...validClaims(), aud: 'svc-live' }) }, /malformed|signature/);
    await expectUnauthenticated({ token: signed({ ...validClaims(), iss: 'someone-else' }) }, /malformed|signature/);
  });

  it('refuses a token without an expiry', async () => {
    const { exp: _exp, ...noExp } = validClaims();
    await expectUnauthenticated({ token: signed(noExp) }, /claims/);
  });

  it('refuses a token that lacks the scope the endpoint needs', async () => {
    const res = await call(t.app, 'POST', QUOTE, { body, token: signed({ ...validClaims(), scope: 'sandbox:availability.read' }) });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toMatch(/lacks the scope sandbox:transfers\.quote/);
    // The status endpoint needs no particular scope.
    expect((await call(t.app, 'GET', STATUS, { token: signed({ ...validClaims(), scope: 'sandbox:availability.read' }) })).status).toBe(200);
  });

  it('checks the token before the body, so an anonymous caller learns nothing of the schema', async () => {
    const res = await call(t.app, 'POST', QUOTE, { body: { nonsense: true } });
    expect(res.status).toBe(401);
  });

  it('reports the status of the sandbox and the token', async () => {
    const result = await handshake(t.app);
    const res = await call(t.app, 'GET', STATUS, { token: result.token });
    expect(res.body).toEqual({
      environment: 'sandbox',
      test_data: true,
      status: 'early-access',
      sandbox: 'operational',
      production: { status: 'not_open', request_access: 'https://trade.test/trade/apply', how_it_opens: expect.stringContaining('live access') },
      token: { registration_id: result.registration_id, scopes: ['sandbox:transfers.quote', 'sandbox:availability.read'], expires_at: result.expires_at },
      limits: { sandbox_calls_per_hour: 100000 },
      server_time: clock.now().toISOString(),
    });
  });
});

import { randomUUID } from 'node:crypto';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { rowCounts } from '../helpers/tables';
import { issueKey } from '../helpers/apiKeys';
import { MODES, partner, type Mode, type Partner } from '../helpers/partitions';
import { openSecret } from '../../src/webhooks/secrets';
import { MAX_ENDPOINTS } from '../../src/webhooks/endpoints';
import { newId } from '../../src/platform/ids';
import { signatureHeader } from '../../src/webhooks/signature';
import { systemClock } from '../../src/platform/clock';

const ENDPOINTS = '/api/b2b/v1/webhook-endpoints';
const DELIVERIES = '/api/b2b/v1/webhook-deliveries';

const t = useV1Suite({ partners: ['who', 'stranger'] });
const { clock } = t;
const { who, stranger } = t.partners;

/** A URL each mode may register without a DNS lookup: test keys may use loopback http, live ones a public https address. */
const goodUrl = (mode: Mode, path = '/hooks/trade'): string => (mode === 'test' ? `http://127.0.0.1:4567${path}` : `https://93.184.216.34${path}`);

async function createEndpoint(mode: Mode, body: Record<string, unknown> = {}, owner: Partner = who): Promise<{ id: string; secret: string }> {
  const res = await call(t.app, 'POST', ENDPOINTS, { token: owner.keys[mode], body: { url: goodUrl(mode), enabled_events: ['*'], ...body } });
  expect(res.status).toBe(201);
  return { id: res.body.id, secret: res.body.secret };
}

let invited = 0;
/** Something that records an event in either mode: inviting a person (`user.invited`). */
async function inviteSomeone(mode: Mode): Promise<string> {
  const res = await call(t.app, 'POST', '/api/b2b/v1/users', {
    token: who.keys[mode],
    body: { email: `hook.${++invited}.${randomUUID().slice(0, 8)}@gulfhorizons.example`, first_name: 'Hana', last_name: 'Saleh', role: 'booker' },
  });
  expect(res.status).toBe(201);
  const event = await t.db('events').where({ account_id: who.accountId, mode, subject_id: res.body.id, type: 'user.invited' }).first();
  return event.id as string;
}

const deliveriesOf = (endpointId: string) => t.db('webhook_deliveries').where({ endpoint_id: endpointId }).orderBy('created_at');

describe.each(MODES)('webhook endpoints with a %s key', (mode) => {
  test('are created with a secret shown once and kept sealed, then read without it', async () => {
    const res = await call(t.app, 'POST', ENDPOINTS, { token: who.keys[mode], body: { url: goodUrl(mode), enabled_events: ['booking.*', 'invoice.issued'], description: 'Reservations' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ object: 'webhook_endpoint', sandbox: mode === 'test', url: goodUrl(mode), enabled_events: ['booking.*', 'invoice.issued'], status: 'enabled', disabled_reason: null, failing_since: null, previous_secret_expires_at: null, description: 'Reservations' });
    expect(res.body.secret).toMatch(/^whsec_[0-9A-Za-z_-]{43}$/);
    const row = await t.db('webhook_endpoints').where({ id: res.body.id }).first();
    expect(row).toMatchObject({ account_id: who.accountId, mode, status: 'enabled' });
    expect(row.secret_sealed).not.toContain(res.body.secret.slice(6));
    expect(openSecret(t.services.keys.dataEncryption, res.body.id, row.secret_sealed)).toBe(res.body.secret);

    const read = await call(t.app, 'GET', `${ENDPOINTS}/${res.body.id}`, { token: who.keys[mode] });
    expect(read.status).toBe(200);
    expect(read.body).not.toHaveProperty('secret');
    const { secret: _secret, ...shown } = res.body;
    expect(read.body).toEqual(shown);
    const list = await call(t.app, 'GET', ENDPOINTS, { token: who.keys[mode] });
    expect(list.body.data.map((e: { id: string }) => e.id)).toContain(res.body.id);
    expect(list.body.data.every((e: object) => !('secret' in e))).toBe(true);
  });

  test('of the other mode or another account answer 404', async () => {
    const { id } = await createEndpoint(mode);
    const other: Mode = mode === 'test' ? 'live' : 'test';
    expect((await call(t.app, 'GET', `${ENDPOINTS}/${id}`, { token: who.keys[other] })).status).toBe(404);
    expect((await call(t.app, 'GET', `${ENDPOINTS}/${id}`, { token: stranger.keys[mode] })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `${ENDPOINTS}/${id}`, { token: stranger.keys[mode] })).status).toBe(404);
    expect(await t.db('webhook_endpoints').where({ id }).first()).toMatchObject({ deleted_at: null });
  });

  test.each([
    ['a private address', 'https://10.1.2.3/hook'],
    ['the metadata service', 'https://169.254.169.254/latest/meta-data'],
    ['a link-local IPv6 address', 'https://[fe80::1]/hook'],
    ['a unique-local IPv6 address (AWS metadata)', 'https://[fd00:ec2::254]/hook'],
    ['an IPv4-mapped private address', 'https://[::ffff:192.168.1.10]/hook'],
    ['6to4 carrying 127.0.0.1', 'https://[2002:7f00:1::]/h'],
    ['6to4 carrying the metadata service', 'https://[2002:a9fe:a9fe::]/h'],
    ['6to4 carrying a private address', 'https://[2002:c0a8:101::]/h'],
    ['Teredo whose client is 127.0.0.1', 'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/h'],
    ['an IPv4-compatible metadata address', 'https://[::169.254.169.254]/h'],
    ['NAT64 carrying a private address', 'https://[64:ff9b::a00:1]/h'],
    ['an IPv6 documentation address', 'https://[2001:db8::1]/h'],
    ['the 6to4 relay anycast', 'https://192.88.99.1/h'],
    ['the metadata service in hexadecimal', 'https://0xa9fea9fe/h'],
    ['shared address space (CGNAT, some clouds\' metadata)', 'https://100.100.100.200/hook'],
    ['the unspecified address', 'https://0.0.0.0/hook'],
    ['credentials in the URL', 'https://user:pass@93.184.216.34/hook'],
    ['a fragment', 'https://93.184.216.34/hook#part'],
    ['another scheme', 'ftp://93.184.216.34/hook'],
    ['a relative URL', '/hooks/trade'],
    ['plain http to a public host', 'http://93.184.216.34/hook'],
  ])('refuse %s with 422 on url and store nothing', async (_what, url) => {
    const before = await rowCounts(t.db);
    const res = await call(t.app, 'POST', ENDPOINTS, { token: who.keys[mode], body: { url, enabled_events: ['*'] } });
    expect(res.status).toBe(422);
    expect(res.body.error.issues[0].path).toBe('url');
    expect(res.body.error.message).not.toMatch(/stack|select|insert/i);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  test('take an IPv6 form whose embedded IPv4 address is public', async () => {
    for (const url of ['https://[2002:5db8:d822::1]/h', 'https://[::ffff:93.184.216.34]/h', 'https://[2001:0:4136:e378:8000:63bf:a247:27dd]/h']) {
      const res = await call(t.app, 'POST', ENDPOINTS, { token: who.keys[mode], body: { url, enabled_events: ['*'] } });
      expect(res.status).toBe(201);
      expect(await t.db('webhook_endpoints').where({ id: res.body.id }).first()).toMatchObject({ url: new URL(url).href, mode, status: 'enabled' });
    }
  });

  test('take loopback only in test mode, and http only there', async () => {
    const loopback = await call(t.app, 'POST', ENDPOINTS, { token: who.keys[mode], body: { url: 'http://localhost:4567/hook', enabled_events: ['*'] } });
    const loopbackHttps = await call(t.app, 'POST', ENDPOINTS, { token: who.keys[mode], body: { url: 'https://127.0.0.1/hook', enabled_events: ['*'] } });
    if (mode === 'test') {
      expect([loopback.status, loopbackHttps.status]).toEqual([201, 201]);
    } else {
      expect(loopback.status).toBe(422);
      expect(loopback.body.error.message).toMatch(/https/);
      expect(loopbackHttps.status).toBe(422);
      expect(loopbackHttps.body.error.message).toMatch(/loopback/);
    }
  });

  test('refuse unknown event types and nouns', async () => {
    const unknownType = await call(t.app, 'POST', ENDPOINTS, { token: who.keys[mode], body: { url: goodUrl(mode), enabled_events: ['booking.teleported'] } });
    expect(unknownType.status).toBe(422);
    const unknownNoun = await call(t.app, 'POST', ENDPOINTS, { token: who.keys[mode], body: { url: goodUrl(mode), enabled_events: ['bookings.*'] } });
    expect(unknownNoun.status).toBe(422);
    expect(unknownNoun.body.error.issues[0].path).toBe('enabled_events/0');
  });

  test(`stop at ${MAX_ENDPOINTS} per partition`, async () => {
    const owner = await partner(t);
    for (let i = 0; i < MAX_ENDPOINTS; i++) await createEndpoint(mode, {}, owner);
    const res = await call(t.app, 'POST', ENDPOINTS, { token: owner.keys[mode], body: { url: goodUrl(mode), enabled_events: ['*'] } });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toContain(`${MAX_ENDPOINTS} webhook endpoints`);
    expect(await t.db('webhook_endpoints').where({ account_id: owner.accountId, mode })).toHaveLength(MAX_ENDPOINTS);
  });

  test('get each event they want queued with it, and none while disabled', async () => {
    const users = await createEndpoint(mode, { enabled_events: ['user.*'] });
    const bookings = await createEndpoint(mode, { enabled_events: ['booking.cancelled'] });
    const eventId = await inviteSomeone(mode);
    expect(await deliveriesOf(users.id)).toEqual([expect.objectContaining({ event_id: eventId, event_type: 'user.invited', status: 'pending', attempts: 0, account_id: who.accountId, mode })]);
    expect(await deliveriesOf(bookings.id)).toEqual([]);

    const disabled = await call(t.app, 'PATCH', `${ENDPOINTS}/${users.id}`, { token: who.keys[mode], body: { status: 'disabled' } });
    expect(disabled.body).toMatchObject({ status: 'disabled', disabled_reason: 'requested' });
    await inviteSomeone(mode);
    expect(await deliveriesOf(users.id)).toHaveLength(1);

    await t.db('webhook_endpoints').where({ id: users.id }).update({ failing_since: '2026-11-21T00:00:00.000Z' });
    const enabled = await call(t.app, 'PATCH', `${ENDPOINTS}/${users.id}`, { token: who.keys[mode], body: { status: 'enabled' } });
    expect(enabled.body).toMatchObject({ status: 'enabled', disabled_reason: null, failing_since: null });
    await inviteSomeone(mode);
    expect(await deliveriesOf(users.id)).toHaveLength(2);
  });

  test('change their URL only to one that passes the same checks', async () => {
    const { id } = await createEndpoint(mode);
    const refused = await call(t.app, 'PATCH', `${ENDPOINTS}/${id}`, { token: who.keys[mode], body: { url: 'https://192.168.0.20/hook' } });
    expect(refused.status).toBe(422);
    expect((await t.db('webhook_endpoints').where({ id }).first()).url).toBe(goodUrl(mode));
    const changed = await call(t.app, 'PATCH', `${ENDPOINTS}/${id}`, { token: who.keys[mode], body: { url: goodUrl(mode, '/v2/hooks'), description: null, enabled_events: ['invoice.issued'] } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ url: goodUrl(mode, '/v2/hooks'), description: null, enabled_events: ['invoice.issued'] });
    expect((await call(t.app, 'PATCH', `${ENDPOINTS}/${id}`, { token: who.keys[mode], body: {} })).status).toBe(422);
  });

  test('rotate their secret, keeping the previous one for the time asked', async () => {
    const { id, secret } = await createEndpoint(mode);
    const before = await t.db('webhook_endpoints').where({ id }).first();
    const rotated = await call(t.app, 'POST', `${ENDPOINTS}/${id}/rotate-secret`, { token: who.keys[mode], body: { expire_previous_in_hours: 2 } });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(secret);
    expect(rotated.body.previous_secret_expires_at).toBe('2026-11-22T12:00:00.000Z');
    const after = await t.db('webhook_endpoints').where({ id }).first();
    expect(openSecret(t.services.keys.dataEncryption, id, after.previous_secret_sealed)).toBe(secret);
    expect(openSecret(t.services.keys.dataEncryption, id, after.secret_sealed)).toBe(rotated.body.secret);
    expect(after.previous_secret_sealed).toBe(before.secret_sealed);

    clock.advance(2 * 3600 + 1);
    expect((await call(t.app, 'GET', `${ENDPOINTS}/${id}`, { token: who.keys[mode] })).body.previous_secret_expires_at).toBeNull();

    const now = await call(t.app, 'POST', `${ENDPOINTS}/${id}/rotate-secret`, { token: who.keys[mode], body: { expire_previous_in_hours: 0 } });
    expect(now.body.previous_secret_expires_at).toBeNull();
    expect(await t.db('webhook_endpoints').where({ id }).first()).toMatchObject({ previous_secret_sealed: null, previous_secret_expires_at: null });
    const byDefault = await call(t.app, 'POST', `${ENDPOINTS}/${id}/rotate-secret`, { token: who.keys[mode] });
    expect(byDefault.body.previous_secret_expires_at).toBe(new Date(clock.now().getTime() + 24 * 3600_000).toISOString());
  });

  test('send a test event to that endpoint alone, even disabled', async () => {
    const tested = await createEndpoint(mode, { enabled_events: ['user.invited'] });
    const bystander = await createEndpoint(mode, { enabled_events: ['*'] });
    await call(t.app, 'PATCH', `${ENDPOINTS}/${tested.id}`, { token: who.keys[mode], body: { status: 'disabled' } });
    const res = await call(t.app, 'POST', `${ENDPOINTS}/${tested.id}/test`, { token: who.keys[mode] });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ object: 'webhook_delivery', endpoint_id: tested.id, event_type: 'webhook_endpoint.tested', status: 'pending', attempt_count: 0 });
    expect(await deliveriesOf(bystander.id)).toEqual([]);
    const event = await call(t.app, 'GET', `/api/b2b/v1/events/${res.body.event_id}`, { token: who.keys[mode] });
    expect(event.body).toMatchObject({ type: 'webhook_endpoint.tested', subject: { type: 'webhook_endpoint', id: tested.id }, data: { object: { id: tested.id, status: 'disabled' } } });
    expect(event.body.data.object).not.toHaveProperty('secret');
  });

  test('list their deliveries, and show one with its attempts', async () => {
    const { id } = await createEndpoint(mode, { enabled_events: ['user.invited'] });
    const first = await inviteSomeone(mode);
    const second = await inviteSomeone(mode);
    const [one] = await t.db('webhook_deliveries').where({ endpoint_id: id, event_id: first });
    await t.db('webhook_deliveries').where({ id: one.id }).update({ status: 'succeeded', attempts: 2, delivered_at: '2026-11-22T10:01:00.000Z', last_attempt_at: '2026-11-22T10:01:00.000Z', last_status_code: 200 });
    await t.db('webhook_attempts').insert([2, 1].map((n) => ({ id: newId('wha'), account_id: who.accountId, mode, delivery_id: one.id, endpoint_id: id, event_id: first, number: n, url: goodUrl(mode), outcome: n === 1 ? 'http_error' : 'succeeded', status_code: n === 1 ? 503 : 200, duration_ms: 40 * n, error: null, response_excerpt: n === 1 ? 'busy' : 'ok', created_at: `2026-11-22T10:0${n - 1}:00.000Z` })));

    const all = await call(t.app, 'GET', `${ENDPOINTS}/${id}/deliveries`, { token: who.keys[mode] });
    expect(all.status).toBe(200);
    expect(all.body.data.map((d: { event_id: string }) => d.event_id).sort()).toEqual([first, second].sort());
    expect(all.body.data.every((d: object) => !('attempts' in d))).toBe(true);
    const pending = await call(t.app, 'GET', `${ENDPOINTS}/${id}/deliveries?status=pending`, { token: who.keys[mode] });
    expect(pending.body.data.map((d: { event_id: string }) => d.event_id)).toEqual([second]);
    const byEvent = await call(t.app, 'GET', `${ENDPOINTS}/${id}/deliveries?event_id=${first}`, { token: who.keys[mode] });
    expect(byEvent.body.data.map((d: { id: string }) => d.id)).toEqual([one.id]);

    const shown = await call(t.app, 'GET', `${DELIVERIES}/${one.id}`, { token: who.keys[mode] });
    expect(shown.body).toMatchObject({ id: one.id, status: 'succeeded', attempt_count: 2, last_status_code: 200, next_attempt_at: null, delivered_at: '2026-11-22T10:01:00.000Z' });
    expect(shown.body.attempts.map((a: { number: number; outcome: string; status_code: number; response_excerpt: string }) => [a.number, a.outcome, a.status_code, a.response_excerpt])).toEqual([
      [1, 'http_error', 503, 'busy'],
      [2, 'succeeded', 200, 'ok'],
    ]);
    expect((await call(t.app, 'GET', `${DELIVERIES}/${one.id}`, { token: stranger.keys[mode] })).status).toBe(404);
  });

  test('re-send a delivery at once with a new window, but not one being attempted', async () => {
    const { id } = await createEndpoint(mode, { enabled_events: ['user.invited'] });
    const eventId = await inviteSomeone(mode);
    const [delivery] = await t.db('webhook_deliveries').where({ endpoint_id: id, event_id: eventId });
    await t.db('webhook_deliveries').where({ id: delivery.id }).update({ status: 'failed', attempts: 30, next_attempt_at: null });
    clock.advance(3600);
    const res = await call(t.app, 'POST', `${DELIVERIES}/${delivery.id}/resend`, { token: who.keys[mode] });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 'pending', attempt_count: 30, next_attempt_at: '2026-11-22T11:00:00.000Z' });
    expect(await t.db('webhook_deliveries').where({ id: delivery.id }).first()).toMatchObject({ status: 'pending', window_started_at: '2026-11-22T11:00:00.000Z', next_attempt_at: '2026-11-22T11:00:00.000Z' });

    await t.db('webhook_deliveries').where({ id: delivery.id }).update({ claim_token: 'held', claimed_until: '2026-11-22T11:01:00.000Z' });
    const busy = await call(t.app, 'POST', `${DELIVERIES}/${delivery.id}/resend`, { token: who.keys[mode] });
    expect(busy.status).toBe(409);
    expect(busy.body.error.code).toBe('invalid_state');
    expect(await t.db('webhook_deliveries').where({ id: delivery.id }).first()).toMatchObject({ claim_token: 'held' });
  });

  test('are deleted with their pending deliveries cancelled; the deliveries stay readable', async () => {
    const { id } = await createEndpoint(mode, { enabled_events: ['user.invited'] });
    const eventId = await inviteSomeone(mode);
    const res = await call(t.app, 'DELETE', `${ENDPOINTS}/${id}`, { token: who.keys[mode] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ object: 'webhook_endpoint', sandbox: mode === 'test', id, deleted: true });
    expect((await call(t.app, 'GET', `${ENDPOINTS}/${id}`, { token: who.keys[mode] })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `${ENDPOINTS}/${id}`, { token: who.keys[mode] })).status).toBe(404);
    expect((await call(t.app, 'GET', `${ENDPOINTS}/${id}/deliveries`, { token: who.keys[mode] })).status).toBe(404);
    const [delivery] = await t.db('webhook_deliveries').where({ endpoint_id: id, event_id: eventId });
    expect(delivery.status).toBe('cancelled');
    expect((await call(t.app, 'GET', `${DELIVERIES}/${delivery.id}`, { token: who.keys[mode] })).body.status).toBe('cancelled');
    expect((await call(t.app, 'POST', `${DELIVERIES}/${delivery.id}/resend`, { token: who.keys[mode] })).status).toBe(409);
    await inviteSomeone(mode);
    expect(await deliveriesOf(id)).toHaveLength(1);
  });

  test('need settings:manage to change and settings:view to read', async () => {
    const { id } = await createEndpoint(mode);
    const viewer = await issueKey(t, { mode, accountId: who.accountId, scopes: ['settings:view'] });
    const nobody = await issueKey(t, { mode, accountId: who.accountId, scopes: ['bookings:view'] });
    expect((await call(t.app, 'GET', `${ENDPOINTS}/${id}`, { token: viewer.key })).status).toBe(200);
    const refused = await call(t.app, 'POST', ENDPOINTS, { token: viewer.key, body: { url: goodUrl(mode), enabled_events: ['*'] } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain('settings:manage');
    expect((await call(t.app, 'POST', `${ENDPOINTS}/${id}/rotate-secret`, { token: viewer.key })).status).toBe(403);
    expect((await call(t.app, 'GET', ENDPOINTS, { token: nobody.key })).status).toBe(403);
  });
});

describe('the guide\'s verification snippet', () => {
  type Verify = (rawBody: string, header: string, secret: string, toleranceSeconds?: number) => boolean;

  /** The ```js block of the served description, run as a partner would paste it. */
  async function documentedVerify(): Promise<Verify> {
    const res = await call(t.app, 'GET', '/api/b2b/v1/openapi.json');
    const code = /```js\n([\s\S]*?)```/.exec(res.body.info.description as string)?.[1];
    expect(code).toBeDefined();
    return new Function('require', `${code as string}\nreturn verify;`)(require) as Verify;
  }

  test('accepts what the service signs, with either secret during a rotation, and nothing else', async () => {
    const verify = await documentedVerify();
    const body = JSON.stringify({ id: 'evt_3Hq8Lm2Np6Rs4Tv9Wx1Y', type: 'booking.created' });
    // The verifier in the docs reads the receiver's own clock: the system's.
    const now = Math.floor(systemClock.now().getTime() / 1000);
    const header = signatureHeader(body, ['whsec_new', 'whsec_old'], now);
    expect(verify(body, header, 'whsec_new')).toBe(true);
    expect(verify(body, header, 'whsec_old')).toBe(true);
    expect(verify(body, header, 'whsec_other')).toBe(false);
    expect(verify(`${body} `, header, 'whsec_new')).toBe(false);
    expect(verify(body, signatureHeader(body, ['whsec_new'], now - 301), 'whsec_new')).toBe(false);
    expect(verify(body, 'v1=00', 'whsec_new')).toBe(false);
  });
});

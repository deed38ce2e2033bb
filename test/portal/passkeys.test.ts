/**
 * Passkeys of the partner portal, with a software authenticator (test/helpers/webauthn.ts) in the
 * place of a device: registered on a session (then its second factor), listed and removed; a
 * passkey signs in alone, with the passkey as the session's second factor; each challenge works
 * once, for its ceremony and (a registration's) its login; an answer that does not verify, an
 * unknown passkey and a replayed signature count sign nobody in. Both databases.
 */
import { useV1Suite } from '../helpers/suite';
import { SoftAuthenticator } from '../helpers/webauthn';
import { createPortalPerson, enrolTotp, originOf, portalCall, portalSignIn, sessionFrom, type PortalSessionFixture } from '../helpers/portal';

const t = useV1Suite({ env: { LIMIT_AUTH_FAILURES_PER_MINUTE: '100000' } });

async function register(authenticator: SoftAuthenticator, session: PortalSessionFixture, name?: string) {
  const options = await portalCall(t, 'POST', '/api/portal/v1/passkeys/options', { session });
  expect(options.status).toBe(200);
  expect(options.body).toMatchObject({ rp: { id: 'trade.test' }, authenticatorSelection: { residentKey: 'required', userVerification: 'required' }, attestation: 'none' });
  return portalCall(t, 'POST', '/api/portal/v1/passkeys', { session, body: { ...(name ? { name } : {}), response: authenticator.register(options.body) } });
}

async function passkeySignIn(authenticator: SoftAuthenticator, answer?: (options: { challenge: string; rpId?: string }) => Record<string, unknown>) {
  const options = await portalCall(t, 'POST', '/api/portal/v1/sessions/passkey/options');
  expect(options.body).toMatchObject({ rpId: 'trade.test', userVerification: 'required' });
  return portalCall(t, 'POST', '/api/portal/v1/sessions/passkey', { body: { response: (answer ?? ((o) => authenticator.signIn(o)))(options.body) } });
}

it('registers a passkey on a session, which becomes its second factor, and signs in with it alone', async () => {
  const owner = await createPortalPerson(t, { role: 'owner', firstName: 'Layla' });
  const authenticator = new SoftAuthenticator(originOf(t));
  const session = await portalSignIn(t, owner);
  expect(session.body).toMatchObject({ mode: 'test', second_factor: { on_session: null } });

  const added = await register(authenticator, session, 'Work laptop');
  expect(added.status).toBe(201);
  expect(added.body.passkey).toMatchObject({ name: 'Work laptop', device_type: 'singleDevice', backed_up: false, last_used_at: null });
  const upgraded = sessionFrom(added, session);
  expect(upgraded.sessionId).not.toBe(session.sessionId);
  expect(added.body.session).toMatchObject({ live_access: true, second_factor: { enrolled: true, passkeys: 1, totp: false, on_session: 'passkey' } });
  expect((await portalCall(t, 'GET', '/api/portal/v1/session', { session })).status).toBe(401);
  expect(Boolean((await t.db('users').where({ id: owner.userId }).first('mfa_enabled')).mfa_enabled)).toBe(true);
  expect((await portalCall(t, 'GET', '/api/portal/v1/passkeys', { session: upgraded })).body.data).toEqual([added.body.passkey]);
  // The same authenticator again: it is registered already.
  const again = await portalCall(t, 'POST', '/api/portal/v1/passkeys/options', { session: upgraded });
  expect((again.body.excludeCredentials as Array<{ id: string }>).map((c) => c.id)).toEqual([authenticator.passkeys[0]?.credentialId]);

  await portalCall(t, 'PUT', '/api/portal/v1/session/context', { session: upgraded, body: { mode: 'live' } });
  const signedIn = await passkeySignIn(authenticator);
  expect(signedIn.status).toBe(201);
  expect(signedIn.body).toMatchObject({ person: { user_id: owner.userId }, mode: 'live', live_access: true, second_factor: { on_session: 'passkey' } });
  expect(String((signedIn.headers['set-cookie'] as unknown as string[])[0])).toMatch(/^__Host-portal_session=/);
  const stored = await t.db('portal_passkeys').where({ credential_id: authenticator.passkeys[0]?.credentialId }).first('sign_count', 'last_used_at');
  expect(stored).toEqual({ sign_count: expect.anything(), last_used_at: t.clock.now().toISOString() });
  expect(Number(stored.sign_count)).toBe(1);
});

it('spends each challenge once, and signs nobody in with an answer that does not verify', async () => {
  const person = await createPortalPerson(t, { role: 'booker' });
  const authenticator = new SoftAuthenticator(originOf(t));
  expect((await register(authenticator, await portalSignIn(t, person))).status).toBe(201);

  // One challenge, two answers: the second finds it used.
  const options = await portalCall(t, 'POST', '/api/portal/v1/sessions/passkey/options');
  const first = await portalCall(t, 'POST', '/api/portal/v1/sessions/passkey', { body: { response: authenticator.signIn(options.body) } });
  expect(first.status).toBe(201);
  const second = await portalCall(t, 'POST', '/api/portal/v1/sessions/passkey', { body: { response: authenticator.signIn(options.body) } });
  expect({ status: second.status, code: second.body.error.code }).toEqual({ status: 401, code: 'unauthenticated' });

  // A signature over something else: refused.
  const badSignature = await passkeySignIn(authenticator, (o) => {
    const answer = authenticator.signIn(o) as { response: Record<string, string> };
    const other = authenticator.signIn({ challenge: 'another-challenge-entirely' }) as { response: Record<string, string> };
    return { ...answer, response: { ...answer.response, signature: other.response.signature as string } };
  });
  expect({ status: badSignature.status, code: badSignature.body.error.code }).toEqual({ status: 401, code: 'unauthenticated' });

  // A passkey registered nowhere here.
  const stranger = new SoftAuthenticator(originOf(t));
  stranger.register({ challenge: 'x', rp: { id: 'trade.test' }, user: { id: 'cGxnX25vYm9keQ' } });
  expect((await passkeySignIn(stranger)).status).toBe(401);

  // Another site's origin in the client data: refused.
  const phishing = new SoftAuthenticator('https://trade-test.evil.example');
  phishing.passkeys.push(...authenticator.passkeys);
  expect((await passkeySignIn(phishing)).status).toBe(401);

  // A signature count that went back (a cloned authenticator): refused.
  const passkey = authenticator.passkeys[0];
  if (!passkey) throw new Error('no passkey');
  passkey.signCount = 0;
  expect((await passkeySignIn(authenticator)).status).toBe(401);
});

it('changes a login’s second factors only on a session that proved one, once it has one', async () => {
  const admin = await createPortalPerson(t, { role: 'admin' });
  const { session: withTotp } = await enrolTotp(t, await portalSignIn(t, admin));
  // A session without a factor of a login that has one (the authenticator's code proved on another session).
  await t.db('portal_sessions').where({ public_id: withTotp.body.session_id }).update({ second_factor: null });
  const refused = await portalCall(t, 'POST', '/api/portal/v1/passkeys/options', { session: withTotp });
  expect({ status: refused.status, code: refused.body.error.code }).toEqual({ status: 403, code: 'second_factor_required' });
  await t.db('portal_sessions').where({ public_id: withTotp.body.session_id }).update({ second_factor: 'totp' });
  const authenticator = new SoftAuthenticator(originOf(t));
  const added = await register(authenticator, withTotp);
  expect(added.status).toBe(201);
  const session = sessionFrom(added, withTotp);
  const id = added.body.passkey.id as string;

  await t.db('portal_sessions').where({ public_id: session.body.session_id }).update({ second_factor: null });
  const keep = await portalCall(t, 'DELETE', `/api/portal/v1/passkeys/${id}`, { session });
  expect({ status: keep.status, code: keep.body.error.code }).toEqual({ status: 403, code: 'second_factor_required' });
  await t.db('portal_sessions').where({ public_id: session.body.session_id }).update({ second_factor: 'passkey' });
  expect((await portalCall(t, 'DELETE', `/api/portal/v1/passkeys/${id}`, { session })).status).toBe(204);
  expect((await portalCall(t, 'GET', '/api/portal/v1/passkeys', { session })).body.data).toEqual([]);
  expect((await passkeySignIn(authenticator)).status).toBe(401);
  expect((await portalCall(t, 'DELETE', `/api/portal/v1/passkeys/${id}`, { session })).status).toBe(404);
});

it('takes a registration only for the challenge of the same login', async () => {
  const one = await createPortalPerson(t, { role: 'booker' });
  const two = await createPortalPerson(t, { role: 'booker' });
  const oneSession = await portalSignIn(t, one);
  const twoSession = await portalSignIn(t, two);
  const authenticator = new SoftAuthenticator(originOf(t));
  const options = await portalCall(t, 'POST', '/api/portal/v1/passkeys/options', { session: oneSession });
  const stolen = await portalCall(t, 'POST', '/api/portal/v1/passkeys', { session: twoSession, body: { response: authenticator.register(options.body) } });
  expect({ status: stolen.status, fields: stolen.body.error.fields }).toEqual({ status: 422, fields: ['response'] });
  expect(await t.db('portal_passkeys')).toEqual(expect.not.arrayContaining([expect.objectContaining({ credential_id: authenticator.passkeys[0]?.credentialId })]));
});

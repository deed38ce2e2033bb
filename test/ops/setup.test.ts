import request from 'supertest';
import { useV1Suite } from '../helpers/suite';
import { opsCall, createStaffMember, signIn, originOf } from '../helpers/staff';
import { runAdmin, UsageError } from '../../scripts/admin';
import { totpCode } from '../../src/staff/secrets';

const t = useV1Suite({ resetClock: false });

async function invite(email: string, roles = 'desk'): Promise<{ staff: { id: string }; setup_url: string; setup_expires_at: string }> {
  return (await runAdmin(['staff', 'create', '--email', email, '--name', 'Omar <Khalid>', '--role', roles], t.db, t.clock, { publicBaseUrl: t.services.config.publicBaseUrl })) as never;
}

const pathOf = (url: string): string => new URL(url).pathname;

/** The enrolment key a set-up page shows. */
function keyOf(html: string): string {
  const match = /Key: <code>([A-Z2-7]{32})<\/code>/.exec(html);
  if (!match) throw new Error('no key on the page');
  return match[1] as string;
}

function submit(path: string, form: Record<string, string>, origin: string | null) {
  let req = request(t.app).post(path).type('form');
  if (origin !== null) req = req.set('Origin', origin);
  return req.send(form);
}

describe('the set-up page', () => {
  it('shows the enrolment as text and QR code under a strict CSP, escapes the name, and finishes once with 10 recovery codes', async () => {
    const invitation = await invite('omar@operator.example');
    const page = await request(t.app).get(pathOf(invitation.setup_url));
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'none'; style-src 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain('script-src');
    // The page holds the authenticator key and its address the link's token: never cached, never sent to another site as a referrer.
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.text).not.toContain('<script');
    expect(page.text).toContain('Omar &lt;Khalid&gt;');
    const key = keyOf(page.text);
    expect(page.text).toContain(`otpauth://totp/Trade%20desk:omar%40operator.example?issuer=Trade%20desk&amp;secret=${key}&amp;algorithm=SHA1&amp;digits=6&amp;period=30`);
    expect(page.text).toMatch(/<svg class="qr" role="img"[^>]*><rect[^>]*\/><path fill="#000" d="M/);

    const path = pathOf(invitation.setup_url);
    const form = { secret: key, password: 'a long enough password', password_again: 'a long enough password', code: totpCode(key, t.clock.now()) };
    const short = await submit(path, { ...form, password: 'short', password_again: 'short' }, originOf(t));
    expect(short.status).toBe(422);
    expect(short.text).toContain('at least 12 characters');
    const wrongCode = await submit(path, { ...form, code: totpCode(key, new Date(t.clock.now().getTime() + 5 * 60_000)) }, originOf(t));
    expect(wrongCode.status).toBe(422);
    expect(keyOf(wrongCode.text)).toBe(key);
    const foreign = await submit(path, form, 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect((await t.db('staff').where({ id: invitation.staff.id }).first()).status).toBe('invited');

    const done = await submit(path, form, originOf(t));
    expect(done.status).toBe(200);
    const codes = [...done.text.matchAll(/<li>([0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5})<\/li>/g)].map((m) => m[1]);
    expect(codes).toHaveLength(10);
    const row = await t.db('staff').where({ id: invitation.staff.id }).first();
    expect(row.status).toBe('active');
    // At the suite's cost (testConfig), as the service's PASSWORD_HASH_COST sets it.
    expect(row.password_hash).toMatch(new RegExp(`^scrypt\\$${2 ** t.services.config.passwordHashCost}\\$8\\$1\\$`));
    expect(t.services.config.passwordHashCost).toBe(10);
    expect(row.totp_secret_sealed).toMatch(/^v1\./);
    expect(row.totp_secret_sealed).not.toContain(key);
    expect(await t.db('staff_recovery_codes').where({ staff_id: row.id })).toHaveLength(10);
    expect((await t.db('audit_events').where({ subject_id: row.id }).orderBy('id')).map((e) => e.action)).toEqual(['staff.created', 'staff.setup_completed']);

    // Used: a second visit and a second submission say so, and change nothing.
    const again = await request(t.app).get(path);
    expect(again.status).toBe(410);
    expect(again.text).toContain('This set-up link has been used or has expired');
    expect((await submit(path, form, originOf(t))).status).toBe(410);

    // The person signs in with what they chose, and with a recovery code shown on the page.
    t.clock.advance(30);
    const member = { id: row.id, email: 'omar@operator.example', name: 'Omar', roles: ['desk' as const], password: 'a long enough password', secret: key, recoveryCodes: codes as string[] };
    expect((await opsCall(t, 'GET', '/api/ops/v1/me', { session: await signIn(t, member) })).status).toBe(200);
    expect((await signIn(t, member, codes[3])).csrf).toBeTruthy();
  });

  it('expires after 24 hours', async () => {
    const invitation = await invite('late@operator.example');
    t.clock.advance(24 * 3600 - 1);
    expect((await request(t.app).get(pathOf(invitation.setup_url))).status).toBe(200);
    t.clock.advance(1);
    const expired = await request(t.app).get(pathOf(invitation.setup_url));
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('Each set-up link works once, for 24 hours');
  });

  it('answers 404 for a link that never was', async () => {
    expect((await request(t.app).get('/ops/setup/nothing-here')).status).toBe(404);
  });
});

describe('npm run admin -- staff', () => {
  it('creates a member of staff with repeated or comma-separated roles, lists them, and disables one, ending their sessions', async () => {
    const created = (await runAdmin(['staff', 'create', '--email', 'Rana@Operator.example', '--name', 'Rana Saleh', '--role', 'finance', '--role', 'desk,dispatch'], t.db, t.clock, { publicBaseUrl: 'https://trade.test' })) as Record<string, unknown>;
    expect(created).toEqual({
      staff: { id: expect.stringMatching(/^stf_[0-9A-Za-z]{20}$/), email: 'Rana@Operator.example', name: 'Rana Saleh', roles: ['desk', 'dispatch', 'finance'], status: 'invited', created_at: t.clock.now().toISOString(), last_signed_in_at: null },
      setup_url: expect.stringMatching(/^https:\/\/trade\.test\/ops\/setup\/[A-Za-z0-9_-]{43}$/),
      setup_expires_at: new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString(),
      notice: expect.stringContaining('works once, for 24 hours'),
    });
    expect(JSON.parse(JSON.stringify(created))).toEqual(created);
    const audit = await t.db('audit_events').where({ subject_id: (created.staff as { id: string }).id }).first();
    expect(audit).toMatchObject({ action: 'staff.created', staff_id: null, request_id: null, ip: null });

    const listed = (await runAdmin(['staff', 'list'], t.db, t.clock)) as { staff: Array<{ email: string }> };
    expect(listed.staff.map((s) => s.email)).toContain('Rana@Operator.example');

    const member = await createStaffMember(t, { roles: ['desk'], email: 'signed.in@operator.example' });
    const session = await signIn(t, member);
    const disabled = await runAdmin(['staff', 'disable', '--email', 'SIGNED.IN@operator.example'], t.db, t.clock);
    expect(disabled).toEqual({ staff: expect.objectContaining({ id: member.id, status: 'disabled' }), sessions_ended: 1 });
    expect((await opsCall(t, 'GET', '/api/ops/v1/me', { session })).status).toBe(401);
    expect((await t.db('audit_events').where({ subject_id: member.id, action: 'staff.disabled' }).first()).staff_id).toBeNull();
  });

  it.each([
    [['staff', 'create', '--email', 'a@operator.example', '--name', 'A', '--role', 'owner'], /unknown role owner; roles are: admin, desk, dispatch, finance/, 'validation_failed'],
    [['staff', 'create', '--email', 'a@operator.example', '--name', 'A'], /--role is required/, 'validation_failed'],
    [['staff', 'create', '--email', 'not-an-address', '--name', 'A', '--role', 'desk'], /email: must be an email address/, 'validation_failed'],
    [['staff', 'create', '--email', 'a@operator.example', '--name', '  ', '--role', 'desk'], /name: must be 1 to 200 characters/, 'validation_failed'],
    [['staff', 'create', '--email', 'rana@operator.EXAMPLE', '--name', 'Again', '--role', 'desk'], /A member of staff with the e-mail address rana@operator.EXAMPLE exists/, 'already_exists'],
    [['staff', 'disable', '--email', 'nobody@operator.example'], /no member of staff with the e-mail address nobody@operator.example/, 'not_found'],
  ])('refuses %j with a usage error and its code, and changes nothing', async (args, message, code) => {
    const before = await t.db('staff').select('*').orderBy('id');
    const failure = await runAdmin(args, t.db, t.clock, { publicBaseUrl: 'https://trade.test' }).then(
      () => null,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(UsageError);
    expect((failure as UsageError).message).toMatch(message);
    expect((failure as UsageError).code).toBe(code);
    expect(await t.db('staff').select('*').orderBy('id')).toEqual(before);
  });
});

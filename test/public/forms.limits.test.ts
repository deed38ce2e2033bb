import request from 'supertest';
import { useV1Suite } from '../helpers/suite';
import { createStaffMember, freshCode, opsCall, type StaffFixture } from '../helpers/staff';
import { loadConfig } from '../../src/platform/config';
import { FORM_LIMIT_NAMES, type LimitName } from '../../src/platform/limits';
import { sitePath } from '../../src/sections/site/service';
import { OWN_ORIGIN } from '../helpers/onboarding';

/**
 * Each public form has its own limit per address, and staff set-up one of its own, apart from
 * every form and from sign-in: an address that used up one of them is refused there and nowhere
 * else. Each round below comes from an address of its own (the service trusts the proxy's
 * X-Forwarded-For here), uses up one limit, and sends every other form, the set-up form and a
 * sign-in once.
 */
const t = useV1Suite({ resetClock: false, env: { TRUST_PROXY: 'true', LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR: '2', LIMIT_STAFF_SETUP_PER_HOUR: '3' } });

const BOGUS = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
/** Where each limit counts: a post of its form (refused or not, it counts once it arrives). */
const TARGETS: ReadonlyArray<{ limit: LimitName; path: string; form: Record<string, string> }> = [
  { limit: 'partner_application', path: '/trade/apply', form: { lang: 'en' } },
  { limit: 'email_confirmation', path: `/trade/apply/confirm/${BOGUS}`, form: {} },
  { limit: 'key_reveal', path: `/trade/keys/${BOGUS}`, form: {} },
  { limit: 'invitation_acceptance', path: `/invitations/${BOGUS}`, form: {} },
  { limit: 'guide_booking', path: `/g/${BOGUS}/book`, form: {} },
  { limit: 'affiliate_booking', path: '/book/requests', form: {} },
  { limit: 'site_booking', path: `${sitePath('live', 'no-such-site')}/book`, form: {} },
  { limit: 'widget_booking', path: '/widget/wdg_AAAAAAAAAAAAAAAAAAAA/bookings', form: {} },
  { limit: 'proposal_acceptance', path: `/dmc/proposals/${BOGUS}/accept`, form: {} },
  { limit: 'staff_setup', path: `/ops/setup/${BOGUS}`, form: { code: '000000' } },
];

const post = (target: (typeof TARGETS)[number], address: string) =>
  request(t.app).post(target.path).set('X-Forwarded-For', address).set('Origin', OWN_ORIGIN).type('form').send(target.form);

let member: StaffFixture;
beforeAll(async () => {
  member = await createStaffMember(t, { roles: ['desk'] });
});

test('every public form is a target of its own, none forgotten', () => {
  expect(TARGETS.map((target) => target.limit).sort()).toEqual([...FORM_LIMIT_NAMES, 'staff_setup'].sort());
});

describe.each(TARGETS.map((target, index) => [target.limit, target, `198.51.100.${index + 1}`] as const))('an address that used up %s', (limit, used, address) => {
  it('is refused there, with the limit named, and nowhere else: not by another form, staff set-up or sign-in', async () => {
    const allowed = t.services.config.limits[limit].allowed;
    for (let i = 1; i <= allowed; i++) {
      const res = await post(used, address);
      expect([i, res.status]).not.toEqual([i, 429]);
      expect(res.headers.ratelimit).toMatch(new RegExp(`^"${limit}";r=${allowed - i};t=\\d+$`));
    }
    const refused = await post(used, address);
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-policy']).toBe(`"${limit}";q=${allowed};w=3600`);
    expect(refused.headers.ratelimit).toBe(`"${limit}";r=0;t=${refused.headers['retry-after']}`);

    for (const other of TARGETS.filter((target) => target.limit !== limit)) {
      const res = await post(other, address);
      expect([other.limit, res.status]).not.toEqual([other.limit, 429]);
      expect([other.limit, String(res.headers.ratelimit)]).toEqual([other.limit, expect.stringMatching(new RegExp(`^"${other.limit}";r=${t.services.config.limits[other.limit].allowed - 1};`))]);
    }
    const signedIn = await opsCall(t, 'POST', '/api/ops/v1/sessions', { body: { email: member.email, password: member.password, code: freshCode(t, member) }, headers: { 'X-Forwarded-For': address } });
    expect(signedIn.status).toBe(201);
  });
});

test('LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR sets every form\'s limit, each form\'s own variable sets its own, and neither touches staff set-up', () => {
  const { limits } = loadConfig({ LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR: '5', LIMIT_KEY_REVEALS_PER_HOUR: '2', LIMIT_PARTNER_APPLICATIONS_PER_HOUR: '7' });
  const allowed = Object.fromEntries([...FORM_LIMIT_NAMES, 'staff_setup' as const, 'public_page' as const].map((name) => [name, limits[name].allowed]));
  expect(allowed).toEqual({
    partner_application: 7,
    email_confirmation: 5,
    key_reveal: 2,
    invitation_acceptance: 5,
    guide_booking: 5,
    affiliate_booking: 5,
    site_booking: 5,
    widget_booking: 5,
    proposal_acceptance: 5,
    staff_setup: 30,
    public_page: 240,
  });
  expect(loadConfig({ LIMIT_STAFF_SETUP_PER_HOUR: '4' }).limits.staff_setup.allowed).toBe(4);
  expect(() => loadConfig({ LIMIT_GUIDE_BOOKINGS_PER_HOUR: '0' })).toThrow(/LIMIT_GUIDE_BOOKINGS_PER_HOUR must be a positive integer/);
});

import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { rowCounts } from '../helpers/tables';
import { walletAt } from '../helpers/partitions';
import { bookingForm, guideTarget, type Target } from '../helpers/publicForms';
import { OWN_ORIGIN } from '../helpers/onboarding';
import { openPartition } from '../../src/engine/partitions';
import { useDnsResolver } from '../../src/sections/site/dns';
import { sitePath } from '../../src/sections/site/service';
import { landingOffers } from '../../src/sections/affiliates/landing';
import { publicOffers } from '../../src/public/offers';

/**
 * Who may send the public pages' forms. A page on another site can make a visitor's browser post
 * any of them; every public POST takes a browser's post only from the service's own pages (the
 * widget: from its allowed origins), judged by Origin, or by Referer when Origin is missing. A
 * post with neither header (a client that is not a browser) is taken. In Chromium:
 * senders.browser.test.ts.
 */
const EVIL = 'https://evil.example';
const NOW = '2026-11-22T10:00:00.000Z';

const t = useV1Suite({ partners: ['who'], now: NOW, env: { LIMIT_PUBLIC_PAGES_PER_MINUTE: '100000', LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR: '100000' } });
const { clock } = t;
const { who } = t.partners;

beforeAll(async () => {
  await openPartition(t.sections, who.accountId, 'test', t.db, clock, 'system', null);
});

const api = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  call(t.app, method, path, { token: who.keys.test, headers: { 'Idempotency-Key': `k-${Math.random()}` }, ...(body === undefined ? {} : { body }) });

type Sender = { origin?: string; referer?: string };

function post(target: Target, sender: Sender): Promise<request.Response> {
  let req = request(t.app).post(target.path);
  if (target.host) req = req.set('Host', target.host);
  if (sender.origin !== undefined) req = req.set('Origin', sender.origin);
  if (sender.referer !== undefined) req = req.set('Referer', sender.referer);
  return req.type('form').send(target.form);
}

/** Posts from a foreign sender: a 403 page saying why, and not one row stored. */
async function expectRefused(target: Target, sender: Sender): Promise<void> {
  const before = await rowCounts(t.db);
  const res = await post(target, sender);
  expect(res.status).toBe(403);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.text).toContain('This form was sent from another website, so nothing was sent or booked.');
  expect(res.text).not.toMatch(/at .*\.ts:\d+|select |insert /i);
  expect(await rowCounts(t.db)).toEqual(before);
}

const referralsNow = async (): Promise<number> => Number(((await t.db('bookings').where({ account_id: who.accountId, kind: 'referral' }).count({ n: '*' })) as Array<{ n: number | string }>)[0]?.n);

async function affiliateTarget(): Promise<Target> {
  const res = await api('POST', '/api/b2b/v1/affiliate/links', { name: 'Bio link', landing_page: 'desert_safaris', utm: { source: 'instagram', medium: 'social', campaign: 'winter', content: 'bio' } });
  expect(res.status).toBe(201);
  const offer = landingOffers('desert_safaris').find((candidate) => candidate.unit === 'per_person');
  return { path: '/book/requests', form: bookingForm(clock, offer?.id ?? '', { aff: res.body.code, page: 'desert_safaris' }), own: OWN_ORIGIN };
}

/** A published site of the test partition, and its own domain made active. */
async function siteTargets(): Promise<{ atPath: Target; atDomain: Target }> {
  const subdomain = `senders-${randomUUID().slice(0, 8)}`;
  const settings = {
    brand: { name: 'Gulf Horizons', tagline: null, logo_url: null, accent_hex: '#B5651D' },
    address: { subdomain },
    languages: { default: 'en', enabled: ['en'] },
    currencies: { default: 'AED', offered: ['AED'] },
    contact: { email: 'bookings@gulfhorizons.example', phone: '+97143215678', whatsapp: null, office_address: null },
  };
  expect((await api('PUT', '/api/b2b/v1/site', settings)).status).toBe(200);
  const answer = async (requestId: string): Promise<void> => {
    expect((await api('POST', `/api/b2b/v1/test-helpers/requests/${requestId}/answer`, { decision: 'accepted' })).status).toBe(200);
  };
  await answer((await api('POST', '/api/b2b/v1/site/submission', {})).body.submission.request_id);
  const hostname = `book.${subdomain}.gulfhorizons.ae`;
  const asked = await api('PUT', '/api/b2b/v1/site/domain', { hostname });
  const txt = (asked.body.domain.dns_records as Array<{ type: string; value: string }>).find((record) => record.type === 'TXT')?.value ?? '';
  const none = (): Promise<never> => Promise.reject(Object.assign(new Error('no'), { code: 'ENODATA' }));
  useDnsResolver({
    resolveCname: async (name) => (name === hostname ? ['trade.test'] : none()),
    resolve4: none,
    resolveTxt: async (name) => (name === `_trade-verification.${hostname}` ? [[txt]] : none()),
  });
  await answer(asked.body.domain.request_id);
  expect((await api('GET', '/api/b2b/v1/site')).body.live_url).toBe(`https://${hostname}`);
  const transfer = publicOffers().find((offer) => offer.kind === 'transfer');
  const form = bookingForm(clock, transfer?.id ?? '');
  return { atPath: { path: `${sitePath('test', subdomain)}/book`, form, own: OWN_ORIGIN }, atDomain: { path: '/book', form, host: hostname, own: `https://${hostname}` } };
}

async function dmcTarget(): Promise<Target> {
  const base = '/api/b2b/v1/dmc/programmes';
  const programme = (await api('POST', base, { title: 'Gala night', client: { company: 'Acme Incentives', contact_name: 'Linnea Berg', email: 'linnea@acme.example', country: 'SE' }, group: { adults: 2, children: 0 }, start_date: '2027-02-11', end_date: '2027-02-11' })).body;
  expect((await api('POST', `${base}/${programme.id}/versions`, { markup_percent: 20, lines: [{ service: 'activity', date: '2027-02-11', activity: 'DESERT_SAFARI_EVENING' }] })).status).toBe(201);
  expect((await api('POST', `${base}/${programme.id}/status`, { status: 'proposed' })).status).toBe(200);
  const link = await api('POST', `${base}/${programme.id}/links`, { recipient: { name: 'Linnea Berg', email: 'linnea@acme.example' } });
  expect(link.status).toBe(201);
  await walletAt(t, who, 'test', 100_000);
  return { path: `${new URL(link.body.url).pathname}/accept`, form: { name: 'Erik Lund', email: 'erik@acme.example', confirm: 'yes' }, own: OWN_ORIGIN };
}

async function invitationTarget(): Promise<Target> {
  const res = await api('POST', '/api/b2b/v1/users', { email: `senders.${randomUUID().slice(0, 8)}@gulfhorizons.example`, first_name: 'Noura', last_name: 'Haddad', role: 'booker' });
  expect(res.status).toBe(201);
  return { path: new URL(res.body.invitation_url as string).pathname, form: {}, own: OWN_ORIGIN };
}

describe('a public form posted from another site', () => {
  test('the guide page: refused with a foreign Origin, a foreign Referer, or Origin null; taken from its own page', async () => {
    const target = await guideTarget(t, who.keys.test);
    const referrals = await referralsNow();
    await expectRefused(target, { origin: EVIL });
    await expectRefused(target, { referer: `${EVIL}/landing?x=1` });
    await expectRefused(target, { origin: 'null' });
    // Origin decides when both are sent.
    await expectRefused(target, { origin: EVIL, referer: `${OWN_ORIGIN}/g/whatever` });
    expect(await referralsNow()).toBe(referrals);

    const own = await post(target, { origin: OWN_ORIGIN, referer: `${OWN_ORIGIN}/g/x` });
    expect(own.status).toBe(201);
    const byReferer = await post(target, { referer: `${OWN_ORIGIN}/g/x?src=qr` });
    expect(byReferer.status).toBe(201);
    // Neither header: not a browser's cross-site post.
    const bare = await post(target, {});
    expect(bare.status).toBe(201);
    expect(await referralsNow()).toBe(referrals + 3);
  });

  test('the affiliate landing page (/book/requests)', async () => {
    const target = await affiliateTarget();
    const referrals = await referralsNow();
    await expectRefused(target, { origin: EVIL });
    await expectRefused(target, { referer: `${EVIL}/` });
    // Another scheme or port of the service's own host is another origin.
    await expectRefused(target, { origin: 'http://trade.test' });
    await expectRefused(target, { origin: 'https://trade.test:8443' });
    expect(await referralsNow()).toBe(referrals);
    expect((await post(target, { origin: OWN_ORIGIN })).status).toBe(201);
    expect(await referralsNow()).toBe(referrals + 1);
  });

  test('the white-label site, at its path and on its own domain', async () => {
    const { atPath, atDomain } = await siteTargets();
    const referrals = await referralsNow();
    for (const target of [atPath, atDomain]) {
      await expectRefused(target, { origin: EVIL });
      await expectRefused(target, { referer: `${EVIL}/copy-of-the-site` });
    }
    // The domain's page is not the service's, and another partner's domain is not this one.
    await expectRefused(atPath, { origin: atDomain.own });
    await expectRefused(atDomain, { origin: 'https://book.other-partner.gulfhorizons.ae' });
    expect(await referralsNow()).toBe(referrals);

    expect((await post(atPath, { origin: OWN_ORIGIN })).status).toBe(201);
    expect((await post(atDomain, { origin: atDomain.own })).status).toBe(201);
    expect((await post(atDomain, { referer: `${atDomain.own}/?lang=en` })).status).toBe(201);
    // The Host as a browser may write it, with the scheme's own port.
    expect((await post({ ...atDomain, host: `${String(atDomain.host).toUpperCase()}:443` }, { origin: atDomain.own })).status).toBe(201);
    expect(await referralsNow()).toBe(referrals + 4);
  });

  test('a DMC proposal\'s acceptance', async () => {
    const target = await dmcTarget();
    const programmes = async () => t.db('dmc_programmes').where({ account_id: who.accountId, mode: 'test' }).orderBy('created_at', 'desc').first('status');
    await expectRefused(target, { origin: EVIL });
    await expectRefused(target, { referer: `${EVIL}/` });
    expect(await programmes()).toMatchObject({ status: 'proposed' });
    const accepted = await post(target, { origin: OWN_ORIGIN });
    expect(accepted.status).toBe(200);
    expect(accepted.text).toContain('data-accepted');
    expect(await programmes()).toMatchObject({ status: 'booked' });
  });

  test('an invitation\'s acceptance', async () => {
    const target = await invitationTarget();
    const stored = async () => t.db('users').where({ account_id: who.accountId, mode: 'test' }).orderBy('created_at', 'desc').first('status', 'invitation_token_hash');
    await expectRefused(target, { origin: EVIL });
    await expectRefused(target, { referer: `${EVIL}/` });
    expect(await stored()).toMatchObject({ status: 'invited', invitation_token_hash: expect.any(String) as unknown });
    const accepted = await post(target, { origin: OWN_ORIGIN });
    expect(accepted.status).toBe(200);
    expect(await stored()).toMatchObject({ status: 'active', invitation_token_hash: null });
  });

  test('the widget keeps its own rule: its allowed origins, from Origin only', async () => {
    const partnerSite = 'https://www.gulfhorizons.ae';
    const widget = await api('POST', '/api/b2b/v1/widget', { allowed_origins: [partnerSite] });
    expect(widget.status).toBe(200);
    const tour = publicOffers().find((offer) => offer.kind === 'tour' && offer.unit === 'per_person');
    const target: Target = { path: `/widget/${widget.body.id as string}/bookings`, form: bookingForm(clock, tour?.id ?? ''), own: partnerSite };
    const referrals = await referralsNow();
    for (const sender of [{ origin: EVIL }, { referer: `${EVIL}/` }, { referer: `${partnerSite}/book` }, { origin: OWN_ORIGIN }, {}] as Sender[]) {
      const before = await rowCounts(t.db);
      const res = await post(target, sender);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: { code: 'origin_not_allowed', message: 'This widget is not enabled on this site.' } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(await rowCounts(t.db)).toEqual(before);
    }
    const taken = await post(target, { origin: partnerSite });
    expect(taken.status).toBe(201);
    expect(taken.headers['access-control-allow-origin']).toBe(partnerSite);
    expect(await referralsNow()).toBe(referrals + 1);
  });
});

describe('the public pages', () => {
  test('tell other sites nothing of their address, and keep Origin on their own forms', async () => {
    const target = await guideTarget(t, who.keys.test);
    const page = await request(t.app).get(target.path.replace(/\/book$/, ''));
    expect(page.status).toBe(200);
    // `no-referrer` would make the browser send `Origin: null` with the page's own form.
    expect(page.headers['referrer-policy']).toBe('same-origin');
  });
});

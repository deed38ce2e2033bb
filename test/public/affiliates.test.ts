import request from 'supertest';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { MODES, bookingIdByReference, partner } from '../helpers/partitions';
import { rowCounts } from '../helpers/tables';
import { V1, linkBody, safari } from '../helpers/affiliates';
import { openPartition } from '../../src/engine/partitions';
import { CLICK_COOKIE } from '../../src/public/bookingForm';
import { landingOffers } from '../../src/sections/affiliates/landing';
import { addDays, uaeToday } from '../../src/platform/uaeTime';

/**
 * The pages a tracking link leads to: the redirect that counts the click and leaves its cookie,
 * the landing pages, and the booking requests sent from them, credited to the link clicked last.
 * In Chromium: affiliates.browser.test.ts.
 */
const t = useV1Suite({ partners: ['who'], env: { LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR: '10000', LIMIT_PUBLIC_PAGES_PER_MINUTE: '100000' } });
const { clock } = t;
const { who } = t.partners;

const form = (aff: string, overrides: Record<string, string> = {}) => ({
  aff,
  page: 'desert_safaris',
  offer: safari.id,
  date: addDays(uaeToday(clock), 7),
  adults: '2',
  children: '0',
  name: 'Ana Souza',
  email: 'ana.souza@example.com',
  phone: '+55 11 91234 5678',
  note: 'Pickup at Marina Gate 2',
  ...overrides,
});

/** Opens a tracking URL as a browser would: answers the cookie it left. */
async function click(url: string, cookie?: string, agent = 'Mozilla/5.0 (Test) Chromium'): Promise<{ res: request.Response; cookie: string }> {
  const path = new URL(url).pathname;
  let req = request(t.app).get(path).set('User-Agent', agent);
  if (cookie) req = req.set('Cookie', `${CLICK_COOKIE}=${cookie}`);
  const res = await req;
  const set = String(res.headers['set-cookie']?.[0] ?? '');
  return { res, cookie: new RegExp(`${CLICK_COOKIE}=([^;]+)`).exec(set)?.[1] ?? '' };
}

/** Sends the landing page's form; `id` is the booking the page names by its reference. */
async function book(aff: string, cookie: string | null, overrides: Record<string, string> = {}): Promise<{ res: request.Response; id: string }> {
  let req = request(t.app).post('/book/requests').type('form');
  if (cookie) req = req.set('Cookie', `${CLICK_COOKIE}=${cookie}`);
  const res = await req.send(form(aff, overrides));
  return { res, id: res.status === 201 ? await bookingIdByReference(t.db, /data-reference>([^<]+)</.exec(res.text)?.[1]) : '' };
}

describe.each(MODES)('a tracking link of a %s key', (mode) => {
  const sandbox = mode === 'test';
  let a: { code: string; url: string; landing_url: string };
  let b: { code: string; url: string; landing_url: string };

  beforeAll(async () => {
    await openPartition(t.sections, who.accountId, mode, t.db, clock, 'system', null);
    a = (await call(t.app, 'POST', `${V1}/links`, { token: who.keys[mode], body: linkBody(`A ${mode}`) })).body;
    b = (await call(t.app, 'POST', `${V1}/links`, { token: who.keys[mode], body: linkBody(`B ${mode}`, 'home') })).body;
  });

  it('records the click, leaves it in a 30-day first-party cookie and redirects (302) to the landing page with its UTM parameters', async () => {
    const { res, cookie } = await click(a.url);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(a.landing_url);
    expect(res.headers.location).toContain('utm_source=instagram&utm_medium=social&utm_campaign=winter_safari_2026&utm_content=bio_link');
    expect(res.headers['set-cookie']?.[0]).toMatch(new RegExp(`^${CLICK_COOKIE}=hit_[0-9A-Za-z]{20}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax; Secure$`));
    expect(await t.db('public_hits').where({ id: cookie })).toMatchObject([{ account_id: who.accountId, mode, kind: 'click', subject_type: 'affiliate_link', subject_id: a.code, token: a.code }]);
  });

  it('counts one visitor opening a link again within 30 minutes once, and again after', async () => {
    const agent = `Mozilla/5.0 (Repeat ${mode})`;
    const first = await click(b.url, undefined, agent);
    clock.advance(29 * 60);
    const again = await click(b.url, first.cookie, agent);
    expect(again.cookie).toBe(first.cookie);
    clock.advance(2 * 60);
    const later = await click(b.url, again.cookie, agent);
    expect(later.cookie).not.toBe(first.cookie);
    expect(await t.db('public_hits').where({ subject_id: b.code }).whereIn('id', [first.cookie, later.cookie])).toHaveLength(2);
  });

  it('serves the landing page of the link\'s theme at public prices, saying plainly when it is a test page', async () => {
    const res = await request(t.app).get(new URL(a.landing_url).pathname + new URL(a.landing_url).search);
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'nonce-/);
    expect(res.text).toContain('Desert safaris and adventures');
    for (const offer of landingOffers('desert_safaris')) expect(res.text).toContain(`data-offer="${offer.id}"`);
    expect(res.text).not.toContain('Ferrari World');
    expect(res.text).toContain(`name="aff" value="${a.code}"`);
    expect(res.text.includes('TEST PAGE')).toBe(sandbox);
  });

  it('answers 404 for an unknown link or page, storing nothing', async () => {
    const before = await rowCounts(t.db);
    expect((await request(t.app).get('/t/lnk_0000Xk9Lw4Rt8Zp3Vb6N')).status).toBe(404);
    expect((await request(t.app).get('/t/<script>')).status).toBe(404);
    expect((await request(t.app).get('/book/desert-safaris')).status).toBe(404);
    expect((await request(t.app).get(`/book/the-moon?aff=${a.code}`)).status).toBe(404);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('stores a booking request sent from the landing page as the partner\'s referral, credited to the link clicked', async () => {
    const { cookie } = await click(a.url);
    const tasks = Number((await t.db('desk_queue').count({ n: '*' }))[0]?.n);
    const { res, id } = await book(a.code, cookie);
    expect(res.status).toBe(201);
    expect(res.text).toContain('Booking request received');
    const stored = (await t.db('bookings').where({ id }).first()) as Record<string, unknown>;
    expect({ ...stored, amount_due_fils: Number(stored.amount_due_fils) }).toMatchObject({ account_id: who.accountId, mode, kind: 'referral', status: 'on_request', amount_due_fils: 0 });
    const attribution = (await t.db('attributions').where({ booking_id: id }).first()) as Record<string, unknown>;
    expect({ ...attribution, price_fils: Number(attribution.price_fils), commission_fils: Number(attribution.commission_fils) }).toMatchObject({
      source_type: 'affiliate_link', source_id: a.code, click_id: cookie, commission_bp: 800, price_fils: safari.adultFils! * 2, commission_fils: Math.round(safari.adultFils! * 2 * 0.08),
    });
    expect(Number((await t.db('desk_queue').count({ n: '*' }))[0]?.n)).toBe(tasks + (sandbox ? 0 : 1));
  });

  it('credits the link clicked last, whichever landing page the request is sent from', async () => {
    const first = await click(a.url);
    const last = await click(b.url, first.cookie);
    const { id } = await book(a.code, last.cookie);
    expect(await t.db('attributions').where({ booking_id: id }).first()).toMatchObject({ source_type: 'affiliate_link', source_id: b.code, click_id: last.cookie });
  });

  it('does not credit a click 31 days old: the request goes to the page\'s own link', async () => {
    clock.set('2026-10-01T10:00:00.000Z');
    const old = await click(b.url);
    clock.set('2026-11-01T10:00:01.000Z');
    const { id } = await book(a.code, old.cookie);
    expect(await t.db('attributions').where({ booking_id: id }).first()).toMatchObject({ source_type: 'affiliate_link', source_id: a.code, click_id: null });
    clock.set('2026-10-03T10:00:00.000Z');
    const recent = await click(b.url);
    clock.set('2026-11-01T10:00:00.000Z');
    const kept = await book(a.code, recent.cookie);
    expect(await t.db('attributions').where({ booking_id: kept.id }).first()).toMatchObject({ source_type: 'affiliate_link', source_id: b.code });
  });

  it('refuses a request that does not parse with a 422 page, storing nothing', async () => {
    const before = await rowCounts(t.db);
    const { res } = await book(a.code, null, { email: 'not an address', date: '2020-01-01' });
    expect(res.status).toBe(422);
    expect(res.text).toContain('Please check your request');
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

it('counts a click of another partner nowhere in this one\'s figures, and credits it nothing', async () => {
  const other = await partner(t);
  const foreign = (await call(t.app, 'POST', `${V1}/links`, { token: other.keys.live, body: linkBody('Foreign') })).body;
  const own = (await call(t.app, 'POST', `${V1}/links`, { token: who.keys.live, body: linkBody('Own') })).body;
  const { cookie } = await click(foreign.url);
  const { id } = await book(own.code, cookie);
  expect(await t.db('attributions').where({ booking_id: id }).first()).toMatchObject({ account_id: who.accountId, source_id: own.code, click_id: null });
});

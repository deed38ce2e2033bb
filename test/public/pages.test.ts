import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { useV1Suite } from '../helpers/suite';
import { MODES, bookingIdByReference, partner, type Mode } from '../helpers/partitions';
import { rowCounts } from '../helpers/tables';
import { sections, tour } from '../helpers/kitPages';
import { openPartition } from '../../src/engine/partitions';
import { createPublicLink, expirePublicLinks, recordHit, setLinkStatus } from '../../src/engine/publicLinks';
import { advanceBooking, cancelBooking } from '../../src/engine/bookings';
import { balance, entries } from '../../src/engine/ledger';
import { html } from '../../src/platform/html';
import { CLICK_COOKIE } from '../../src/public/bookingForm';
import { uaeToday, addDays } from '../../src/platform/uaeTime';
import { seal, unseal } from '../../src/platform/sealed';
import { createSecretKey, randomBytes } from 'node:crypto';

/**
 * The public pages' shared machinery, through a page defined as a section defines its own
 * (test/helpers/kitPages.ts), in a section the test's apps run beside the others: link resolution, the booking-request form, attribution and commission,
 * escaping, the Content-Security-Policy, rate limits and errors as pages. In Chromium: pages.browser.test.ts.
 */
const links: Partial<Record<Mode, string>> = {};

const form = (overrides: Record<string, string> = {}) => ({
  offer: tour.id,
  date: addDays(uaeToday(clock), 7),
  adults: '2',
  children: '1',
  name: 'Ana Souza',
  email: 'Ana.Souza@example.com',
  phone: '+55 11 91234 5678',
  note: 'Pickup at Marina Gate 2',
  ...overrides,
});

const t = useV1Suite({ partners: ['who'], sections, env: { LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR: '1000' } });
const { clock } = t;
const { who } = t.partners;

beforeAll(async () => {
  for (const mode of MODES) {
    const partition = await openPartition(t.sections, who.accountId, mode, t.db, clock, 'system', null);
    links[mode] = (await createPublicLink(partition, { kind: 'guide', subjectId: `gpr_kit_${mode}` })).token;
  }
});

describe('sealed values', () => {
  const key = createSecretKey(randomBytes(32));
  it('open only with their key and context, and never hold the plaintext', () => {
    const sealed = seal(key, 'desert-falcon-2026', 'gpr_1');
    expect(sealed).not.toContain('desert-falcon');
    expect(seal(key, 'desert-falcon-2026', 'gpr_1')).not.toBe(sealed);
    expect(unseal(key, sealed, 'gpr_1')).toBe('desert-falcon-2026');
    expect(() => unseal(key, sealed, 'gpr_2')).toThrow('does not open');
    expect(() => unseal(createSecretKey(randomBytes(32)), sealed, 'gpr_1')).toThrow('does not open');
    const [v, nonce, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => unseal(key, [v, nonce, tag, flipped.toString('base64url')].join('.'), 'gpr_1')).toThrow('does not open');
  });
});

describe.each(MODES)('a public page of a %s partition', (mode) => {
  it('escapes what partners supply, sets a nonce CSP, and says when it is a test page', async () => {
    const res = await request(t.app).get(`/kit-test/${links[mode]}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('Marina &lt;b&gt;Stays&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(res.text).not.toContain('<b>Stays');
    // A colour that is not a colour falls back instead of reaching the style sheet.
    expect(res.text).not.toContain('display:none');
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.text).toContain(`<style nonce="${nonce}">`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.text).not.toMatch(/<script/);
    expect(res.text.includes('TEST PAGE')).toBe(mode === 'test');
    expect(res.text).toContain(tour.name);
    const second = await request(t.app).get(`/kit-test/${links[mode]}`);
    expect(/'nonce-([^']+)'/.exec(String(second.headers['content-security-policy']))?.[1]).not.toBe(nonce);
  });

  it('stores a booking request as a referral on request, attributed, charging nothing, with a desk task only when live', async () => {
    const before = await balance(await openPartition(t.sections, who.accountId, mode, t.db, clock, 'system', null));
    const res = await request(t.app).post(`/kit-test/${links[mode]}/book`).type('form').send(form());
    expect(res.status).toBe(201);
    // The page names the booking as the visitor will quote it: its reference.
    const bookingId = await bookingIdByReference(t.db, /data-reference>([^<]+)</.exec(res.text)?.[1]);
    expect(res.text).not.toContain(bookingId);
    expect(res.text).toContain('ana.souza@example.com');
    const booking = await t.db('bookings').where({ id: bookingId }).first();
    expect(booking).toMatchObject({ account_id: who.accountId, mode, kind: 'referral', status: 'on_request', amount_due_fils: expect.anything(), product_id: tour.id, traveller_name: 'Ana Souza' });
    expect(Number(booking.amount_due_fils)).toBe(0);
    const price = (tour.adultFils ?? 0) * 2 + (tour.childFils ?? 0);
    expect(JSON.parse(booking.body)).toMatchObject({ price_fils: price, adults: 2, children: 1, source: { type: 'guide_property', id: `gpr_kit_${mode}` }, contact: { email: 'ana.souza@example.com' } });
    const attribution = await t.db('attributions').where({ booking_id: bookingId }).first();
    expect(attribution).toMatchObject({ source_type: 'guide_property', source_id: `gpr_kit_${mode}`, status: 'pending', click_id: null });
    expect(Number(attribution.price_fils)).toBe(price);
    const tasks = await t.db('desk_queue').where({ subject_id: bookingId });
    expect(tasks).toHaveLength(mode === 'live' ? 1 : 0);
    if (mode === 'live') expect(tasks[0].summary).toContain('+55 11 91234 5678');
    const after = await balance(await openPartition(t.sections, who.accountId, mode, t.db, clock, 'system', null));
    expect(after.balance_fils).toBe(before.balance_fils);
    expect(await t.db('ledger_entries').where({ booking_id: bookingId })).toHaveLength(0);
  });

  it('refuses a request that does not parse, listing what to mend, and stores nothing', async () => {
    const before = await rowCounts(t.db);
    const res = await request(t.app)
      .post(`/kit-test/${links[mode]}/book`)
      .type('form')
      .send(form({ offer: 'act_nope', date: addDays(uaeToday(clock), -1), adults: '0', email: 'nobody', name: '<script>x</script>' }));
    expect(res.status).toBe(422);
    expect(res.text).toContain('Choose a tour or transfer');
    expect(res.text).toContain('Give an e-mail address');
    expect(res.text).not.toContain('<script>x');
    const late = await request(t.app).post(`/kit-test/${links[mode]}/book`).type('form').send(form({ date: addDays(uaeToday(clock), 400) }));
    expect(late.status).toBe(422);
    const crowd = await request(t.app).post(`/kit-test/${links[mode]}/book`).type('form').send(form({ adults: String(tour.maxGuests), children: '1' }));
    expect(crowd.status).toBe(422);
    expect(crowd.text).toContain(`at most ${tour.maxGuests} guests`);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('credits the last click of the partner within 30 days, and the page otherwise', async () => {
    const partition = await openPartition(t.sections, who.accountId, mode, t.db, clock, 'system', null);
    clock.set('2026-10-20T10:00:00.000Z');
    const old = await recordHit(partition.at(clock.now()), { token: 'tok', kind: 'click', subjectType: 'affiliate_link', subjectId: 'lnk_old', visitor: 'v' });
    clock.set('2026-11-22T10:00:00.000Z');
    const first = await recordHit(partition.at(new Date('2026-11-01T10:00:00.000Z')), { token: 'tok', kind: 'click', subjectType: 'affiliate_link', subjectId: 'lnk_first', visitor: 'v' });
    const last = await recordHit(partition.at(new Date('2026-11-20T10:00:00.000Z')), { token: 'tok', kind: 'click', subjectType: 'affiliate_link', subjectId: 'lnk_last', visitor: 'v' });
    const book = async (click: string) => {
      const res = await request(t.app).post(`/kit-test/${links[mode]}/book`).set('Cookie', `${CLICK_COOKIE}=${click}`).type('form').send(form());
      expect(res.status).toBe(201);
      return t.db('attributions').where({ booking_id: await bookingIdByReference(t.db, /data-reference>([^<]+)</.exec(res.text)?.[1]) }).first();
    };
    expect(await book(last)).toMatchObject({ source_type: 'affiliate_link', source_id: 'lnk_last', click_id: last });
    expect(await book(first)).toMatchObject({ source_type: 'affiliate_link', source_id: 'lnk_first' });
    // 33 days old: past the window, the page keeps the booking.
    expect(await book(old)).toMatchObject({ source_type: 'guide_property', click_id: null });
    // Another partner's click never takes a booking from this one.
    const other = await partner(t);
    const theirs = await recordHit(await openPartition(t.sections, other.accountId, mode, t.db, clock, 'system', null), { token: 'tok', kind: 'click', subjectType: 'affiliate_link', subjectId: 'lnk_theirs', visitor: 'v' });
    expect(await book(theirs)).toMatchObject({ source_type: 'guide_property' });
  });

  it('earns the commission into the earnings book when the service is completed, and voids it when cancelled', async () => {
    const partition = await openPartition(t.sections, who.accountId, mode, t.db, clock, 'system', null);
    await t.db('accounts').where({ id: who.accountId }).update({ commercial_terms: 'commission', terms_basis_points: 1000 });
    const make = async () => {
      const res = await request(t.app).post(`/kit-test/${links[mode]}/book`).type('form').send(form());
      return bookingIdByReference(t.db, /data-reference>([^<]+)</.exec(res.text)?.[1]);
    };
    const served = await make();
    const unserved = await make();
    const attribution = await t.db('attributions').where({ booking_id: served }).first();
    expect(Number(attribution.commission_bp)).toBe(1000);
    const commission = Number(attribution.commission_fils);
    expect(commission).toBe(Math.round(Number(attribution.price_fils) / 10));
    const before = (await balance(partition)).earnings_fils;
    const desk = partition.as('desk:test');
    await advanceBooking(desk, served, 'confirmed');
    expect((await balance(partition)).earnings_fils).toBe(before);
    // Completed once its day has come: the desk marks it on a clock a month on.
    const monthOn = await openPartition(t.sections, who.accountId, mode, t.db, { now: () => new Date(clock.now().getTime() + 31 * 86_400_000) }, 'system', null);
    await advanceBooking(monthOn.as('desk:test'), served, 'completed');
    expect((await balance(partition)).earnings_fils).toBe(before + commission);
    expect(await t.db('attributions').where({ booking_id: served }).first()).toMatchObject({ status: 'earned' });
    const earned = (await entries(partition, {}, 'earnings')).filter((entry) => entry.booking_id === served);
    expect(earned).toEqual([expect.objectContaining({ kind: 'commission', amount_fils: commission, balance_after_fils: before + commission })]);
    // Statements read the wallet: no commission there.
    expect(await t.db('ledger_entries').where({ booking_id: served })).toHaveLength(0);

    await advanceBooking(desk, unserved, 'confirmed');
    await cancelBooking(desk, 'referral', unserved, () => 0);
    expect(await t.db('attributions').where({ booking_id: unserved }).first()).toMatchObject({ status: 'void' });
    expect((await balance(partition)).earnings_fils).toBe(before + commission);
    await t.db('accounts').where({ id: who.accountId }).update({ commercial_terms: 'tariff', terms_basis_points: 0 });
  });

  it('answers a replaced link 410 and an unknown one 404, as pages', async () => {
    const partition = await openPartition(t.sections, who.accountId, mode, t.db, clock, 'system', null);
    const link = await createPublicLink(partition, { kind: 'guide', subjectId: 'gpr_replaced' });
    expect((await request(t.app).get(`/kit-test/${link.token}`)).status).toBe(200);
    expect(await setLinkStatus(partition, 'guide', 'gpr_replaced', ['active'], 'retired')).toBe(1);
    const gone = await request(t.app).get(`/kit-test/${link.token}`);
    expect(gone.status).toBe(410);
    expect(gone.text).toContain('replaced');
    expect(gone.headers['content-security-policy']).toContain("default-src 'none'");
    const posted = await request(t.app).post(`/kit-test/${link.token}/book`).type('form').send(form());
    expect(posted.status).toBe(410);
    expect((await request(t.app).get('/kit-test/nope')).status).toBe(404);
    expect((await request(t.app).get(`/kit-test/${'x'.repeat(65)}`)).status).toBe(404);
  });
});

describe('link expiry', () => {
  it('serves a link until it expires, then answers 410; the job records each expiry once, however many instances run it', async () => {
    const partition = await openPartition(t.sections, who.accountId, 'live', t.db, clock, 'system', null);
    const expiring = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createPublicLink(partition, { kind: 'guide', subjectId: `gpr_exp_${i}`, expiresAt: '2026-11-22T11:00:00.000Z' })),
    );
    const token = expiring[0]!.token;
    expect((await request(t.app).get(`/kit-test/${token}`)).status).toBe(200);
    clock.set('2026-11-22T11:00:00.000Z');
    // Gone on the second, before the job has run.
    expect((await request(t.app).get(`/kit-test/${token}`)).status).toBe(410);
    const passes = await Promise.all([expirePublicLinks(t.db, clock, 5), expirePublicLinks(t.db, clock, 5), expirePublicLinks(t.db, clock, 50)]);
    let moved = passes.reduce((a, b) => a + b, 0);
    for (let more = await expirePublicLinks(t.db, clock); more > 0; more = await expirePublicLinks(t.db, clock)) moved += more;
    expect(await t.db('public_links').whereIn('token', expiring.map((link) => link.token)).andWhere({ status: 'expired' })).toHaveLength(12);
    // Every link moved exactly once across the racing passes (other expired links of this database included).
    expect(moved).toBe(await t.db('public_links').where({ status: 'expired' }).count({ n: '*' }).first().then((row) => Number((row as { n: number | string }).n)));
  });
});

describe('limits and bodies', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ clock, sections, env: { LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR: '2', LIMIT_PUBLIC_PAGES_PER_MINUTE: '3' } });
  });
  afterAll(() => limited.close());

  it('limits pages and submissions per address with a 429 page and Retry-After', async () => {
    const owner = await partner(limited);
    const partition = await openPartition(limited.sections, owner.accountId, 'live', limited.db, clock, 'system', null);
    const link = await createPublicLink(partition, { kind: 'guide', subjectId: 'gpr_limited' });
    const pages: request.Response[] = [];
    for (let i = 0; i < 4; i++) pages.push(await request(limited.app).get(`/kit-test/${link.token}`));
    expect(pages.map((res) => res.status)).toEqual([200, 200, 200, 429]);
    // The RateLimit fields count down to the refusal, which resets when Retry-After says.
    expect(pages.map((res) => res.headers['ratelimit-policy'])).toEqual(Array(4).fill('"public_page";q=3;w=60'));
    expect(pages.map((res) => String(res.headers.ratelimit).replace(/;t=\d+$/, ''))).toEqual([2, 1, 0, 0].map((r) => `"public_page";r=${r}`));
    expect(pages[3]!.headers.ratelimit).toBe(`"public_page";r=0;t=${pages[3]!.headers['retry-after']}`);
    const posts: request.Response[] = [];
    for (let i = 0; i < 3; i++) posts.push(await request(limited.app).post(`/kit-test/${link.token}/book`).type('form').send(form()));
    expect(posts.map((res) => res.status)).toEqual([201, 201, 429]);
    expect(posts[2]!.headers['retry-after']).toMatch(/^\d+$/);
    expect(posts[2]!.headers.ratelimit).toBe(`"guide_booking";r=0;t=${posts[2]!.headers['retry-after']}`);
    expect(posts[2]!.text).toContain('Please slow down');
    expect(await limited.db('bookings').where({ account_id: owner.accountId, kind: 'referral' })).toHaveLength(2);
  });

  it('counts a request on another host once, though the partners\' domains are looked up before the routes', async () => {
    const fresh = await createTestApp({ clock, sections, env: { LIMIT_PUBLIC_PAGES_PER_MINUTE: '3' } });
    try {
      const owner = await partner(fresh);
      const link = await createPublicLink(await openPartition(fresh.sections, owner.accountId, 'live', fresh.db, clock, 'system', null), { kind: 'guide', subjectId: 'gpr_host' });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await request(fresh.app).get(`/kit-test/${link.token}`).set('Host', 'www.not-a-partner.example')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await fresh.close();
    }
  });

  it('refuses a form over 16 KB with a 413 page', async () => {
    const res = await request(t.app).post(`/kit-test/${links.live}/book`).type('form').send(form({ note: 'x'.repeat(17_000) }));
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});

it('renders nested templates and arrays without double escaping', () => {
  const items = ['<a>', 'b&c'].map((item) => html`<li>${item}</li>`);
  expect(html`<ul>${items}</ul>`.value).toBe('<ul><li>&lt;a&gt;</li><li>b&amp;c</li></ul>');
});

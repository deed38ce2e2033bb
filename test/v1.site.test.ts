import { createTestApp, TestClock, type TestApp } from './helpers/testApp';
import { call } from './helpers/http';
import { issueKey, type IssuedKey } from './helpers/apiKeys';
import { systemClock } from '../src/platform/clock';
import { setCommercialTerms } from '../src/apiKeys/store';

const SITE = '/api/b2b/v1/site';
const SUBMISSION = `${SITE}/submission`;
const DOMAIN = `${SITE}/domain`;
const STATS = `${SITE}/stats`;

const settings = {
  brand: { name: 'Gulf Horizons Travel', tagline: 'Private transfers and desert safaris', logo_url: 'https://static.gulfhorizons.example/logo-2027.svg', accent_hex: '#B5651D' },
  address: { subdomain: 'gulfhorizons' },
  languages: { default: 'en', enabled: ['en', 'ar', 'ru', 'de'] },
  currencies: { default: 'AED', offered: ['AED', 'USD', 'EUR', 'GBP'] },
  contact: { email: 'bookings@gulfhorizons.example', phone: '+97143215678', whatsapp: '+971501234567', office_address: 'Office 1204, Bay Square 11, Business Bay, Dubai' },
};

let t: TestApp;
let clock: TestClock;
let testKey: IssuedKey;
let liveKey: IssuedKey;
let commissionKey: IssuedKey;

beforeAll(async () => {
  clock = new TestClock();
  t = await createTestApp({ clock, env: { LIMIT_API_KEY_PER_MINUTE: '100000' } });
  testKey = await issueKey(t.db);
  liveKey = await issueKey(t.db, { mode: 'live', liveAccess: true });
  commissionKey = await issueKey(t.db);
  await setCommercialTerms(t.db, systemClock, commissionKey.accountId, 'commission', 1000);
});
afterAll(() => t.close());
afterEach(() => clock.set('2026-11-22T10:00:00.000Z'));

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const asTest = (method: Method, path: string, body?: unknown) => call(t.app, method, path, { token: testKey.key, ...(body === undefined ? {} : { body }) });
const asLive = (method: Method, path: string, body?: unknown) => call(t.app, method, path, { token: liveKey.key, ...(body === undefined ? {} : { body }) });

/** Everything a write could have stored: the accounts as they are, and the size of every other table. */
async function snapshot(): Promise<unknown> {
  const tables = ['api_keys', 'desk_queue', 'credit_line_applications', 'wallet_topups', 'developer_registrations', 'idempotency_keys'];
  return { accounts: await t.db('accounts').select().orderBy('id'), counts: await Promise.all(tables.map((table) => t.db(table).count({ n: '*' }))) };
}

const issuesOf = (res: { body: { error: { issues: Array<{ path: string; message: string }> } } }) => res.body.error.issues;

describe('GET /site with a test key', () => {
  it('reads the published test site with its active own domain, the same on every call', async () => {
    const a = await asTest('GET', SITE);
    const b = await asTest('GET', SITE);
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(a.body).toMatchObject({
      object: 'site',
      sandbox: true,
      status: 'published',
      unpublished_changes: false,
      brand: { name: 'Gulf Horizons Travel' },
      address: { subdomain: 'gulf-horizons-travel', url: 'https://gulf-horizons-travel.sites.trade.test' },
      live_url: 'https://book.gulf-horizons-travel.example',
      submission: { status: 'approved', withdrawn_at: null },
      domain: {
        hostname: 'book.gulf-horizons-travel.example',
        status: 'active',
        dns_records: [
          { type: 'CNAME', name: 'book.gulf-horizons-travel.example', value: 'sites.trade.test' },
          { type: 'TXT', name: '_trade-verification.book.gulf-horizons-travel.example', value: expect.stringMatching(/^trade-verification=[0-9A-Za-z]{20}$/) },
        ],
      },
    });
    expect(a.body.id).toMatch(/^site_[0-9A-Za-z]{20}$/);
    expect(a.body.languages.enabled).toContain(a.body.languages.default);
    expect(a.body.currencies.offered).toContain('AED');
  });

  it('is the same site for another key of the same account, and another site for another account', async () => {
    const sameAccount = await issueKey(t.db, { accountId: testKey.accountId });
    const other = await call(t.app, 'GET', SITE, { token: commissionKey.key });
    expect((await call(t.app, 'GET', SITE, { token: sameAccount.key })).body).toEqual((await asTest('GET', SITE)).body);
    expect(other.body.id).not.toBe((await asTest('GET', SITE)).body.id);
  });

  it.each([
    ['draft', { status: 'draft', unpublished_changes: true, published_at: null, live_url: null, submission: null }],
    ['in_review', { status: 'in_review', published_at: null, submission: { status: 'in_review', decided_at: null } }],
    ['changes_requested', { status: 'changes_requested', submission: { status: 'changes_requested', review_notes: expect.any(String) } }],
    ['published_with_changes', { status: 'published', unpublished_changes: true, submission: { status: 'approved' } }],
  ])('shows the test site %s with test_state', async (state, expected) => {
    const res = await asTest('GET', `${SITE}?test_state=${state}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(expected);
  });

  it.each([
    ['none', null],
    ['pending_dns', { status: 'pending_dns', active_at: null, lapses_at: '2026-12-04T09:00:00.000Z', failure_reason: null }],
    ['failed', { status: 'failed', lapses_at: null, failure_reason: expect.stringMatching(/within 14 days/) }],
  ])('shows the own domain %s with test_domain_state, served on the site host meanwhile', async (state, domain) => {
    const res = await asTest('GET', `${SITE}?test_domain_state=${state}`);
    if (domain === null) expect(res.body.domain).toBeNull();
    else expect(res.body.domain).toMatchObject(domain);
    expect(res.body.live_url).toBe('https://gulf-horizons-travel.sites.trade.test');
  });

  it('refuses an unknown test state', async () => {
    const res = await asTest('GET', `${SITE}?test_state=archived`);
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual(['test_state']);
  });
});

describe('PUT /site', () => {
  it('keeps a change to a published site waiting for review, and stores nothing', async () => {
    const before = await snapshot();
    const current = (await asTest('GET', SITE)).body;
    const res = await asTest('PUT', SITE, settings);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...current,
      ...settings,
      address: { subdomain: 'gulfhorizons', url: 'https://gulfhorizons.sites.trade.test' },
      unpublished_changes: true,
      updated_at: '2026-11-22T10:00:00.000Z',
    });
    // The public still sees the approved version.
    expect(res.body.live_url).toBe(current.live_url);
    expect((await asTest('GET', SITE)).body).toEqual(current);
    expect(await snapshot()).toEqual(before);
  });

  it('changes nothing when the settings are the ones the site has', async () => {
    const current = (await asTest('GET', SITE)).body;
    const same = { brand: current.brand, address: { subdomain: current.address.subdomain }, languages: current.languages, currencies: current.currencies, contact: current.contact };
    expect((await asTest('PUT', SITE, same)).body).toEqual(current);
  });

  it.each(['draft', 'changes_requested', 'published_with_changes'])('changes a %s site and keeps its status', async (state) => {
    const current = (await asTest('GET', `${SITE}?test_state=${state}`)).body;
    const res = await asTest('PUT', `${SITE}?test_state=${state}`, settings);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: current.status, unpublished_changes: true, brand: settings.brand });
  });

  it('refuses to change a site in review with 409 invalid_state', async () => {
    const res = await asTest('PUT', `${SITE}?test_state=in_review`, settings);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'invalid_state',
      message: expect.stringMatching(/^The white-label site site_[0-9A-Za-z]{20} is in_review, so it cannot be changed until the submission is withdrawn\.$/),
      retryable: false,
    });
  });

  it.each([
    ['a default language that is not enabled', { ...settings, languages: { default: 'fr', enabled: ['en', 'ar'] } }, 'languages.default', /one of languages.enabled \(en, ar\)/],
    ['currencies without AED', { ...settings, currencies: { default: 'USD', offered: ['USD', 'EUR'] } }, 'currencies.offered', /must include AED/],
    ['a default currency not offered', { ...settings, currencies: { default: 'GBP', offered: ['AED', 'USD'] } }, 'currencies.default', /one of currencies.offered/],
    ['a reserved subdomain', { ...settings, address: { subdomain: 'admin' } }, 'address.subdomain', /reserved/],
    ['a subdomain with capitals', { ...settings, address: { subdomain: 'Gulf_Horizons' } }, 'address.subdomain', /pattern/],
    ['a colour that is not #RRGGBB', { ...settings, brand: { ...settings.brand, accent_hex: 'teal' } }, 'brand.accent_hex', /#RRGGBB/],
    ['a logo over http', { ...settings, brand: { ...settings.brand, logo_url: 'http://static.gulfhorizons.example/logo.svg' } }, 'brand.logo_url', /https/],
    ['a phone that is not E.164', { ...settings, contact: { ...settings.contact, phone: '04 321 5678' } }, 'contact.phone', /international format/],
    ['a bad email', { ...settings, contact: { ...settings.contact, email: 'bookings' } }, 'contact.email', /email/],
    ['a language outside the twelve', { ...settings, languages: { default: 'en', enabled: ['en', 'nl'] } }, 'languages.enabled[1]', /must be one of/],
    ['no contact', { ...settings, contact: undefined }, 'contact', /required/],
    ['an unknown field', { ...settings, theme: 'dark' }, 'theme', /not a field/],
  ])('refuses %s with 422 on its path', async (_name, body, path, message) => {
    const res = await asTest('PUT', SITE, body);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
    expect(issuesOf(res).find((issue) => issue.path === path)?.message).toMatch(message);
  });

  it('reports every broken rule at once', async () => {
    const res = await asTest('PUT', SITE, { ...settings, languages: { default: 'fr', enabled: ['en'] }, currencies: { default: 'USD', offered: ['USD'] }, address: { subdomain: 'www' } });
    expect(res.body.error.fields).toEqual(['languages.default', 'currencies.offered', 'address.subdomain']);
  });
});

describe('the submission', () => {
  it('sends a draft for review with the note, and stores nothing', async () => {
    const before = await snapshot();
    const draft = (await asTest('GET', `${SITE}?test_state=draft`)).body;
    const res = await asTest('POST', SUBMISSION, { note: 'Please publish before the holidays.' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...draft,
      status: 'in_review',
      submission: {
        id: expect.stringMatching(/^sbm_[0-9A-Za-z]{20}$/),
        status: 'in_review',
        note: 'Please publish before the holidays.',
        submitted_at: '2026-11-22T10:00:00.000Z',
        decided_at: null,
        withdrawn_at: null,
        review_notes: null,
      },
      updated_at: '2026-11-22T10:00:00.000Z',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('sends again after changes were asked for, or a published site with changes, which stays live meanwhile', async () => {
    const again = await asTest('POST', `${SUBMISSION}?test_state=changes_requested`, {});
    expect(again.body).toMatchObject({ status: 'in_review', submission: { status: 'in_review', note: null } });
    const live = await asTest('POST', `${SUBMISSION}?test_state=published_with_changes`, {});
    expect(live.body).toMatchObject({ status: 'in_review', published_at: expect.any(String), live_url: 'https://book.gulf-horizons-travel.example' });
  });

  it.each([
    ['in_review', 'in_review, so it cannot be submitted again'],
    ['published_in_review', 'in_review, so it cannot be submitted again'],
    ['published', 'published with no unpublished changes, so it cannot be submitted'],
  ])('refuses to submit a site %s with 409', async (state, message) => {
    const res = await asTest('POST', `${SUBMISSION}?test_state=${state}`, {});
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('invalid_state');
    expect(res.body.error.message).toContain(message);
  });

  it('refuses a note that is empty or too long, or an unknown field', async () => {
    expect(issuesOf(await asTest('POST', SUBMISSION, { note: '' }))).toEqual([{ path: 'note', message: 'must not be empty' }]);
    expect(issuesOf(await asTest('POST', SUBMISSION, { note: 'x'.repeat(1001) }))).toEqual([{ path: 'note', message: 'must be at most 1000 characters long' }]);
    expect(issuesOf(await asTest('POST', SUBMISSION, { priority: 'high' }))).toEqual([{ path: 'priority', message: 'is not a field of this request' }]);
  });

  it('takes a first submission back to draft', async () => {
    const inReview = (await asTest('GET', `${SITE}?test_state=in_review`)).body;
    const res = await asTest('DELETE', SUBMISSION);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...inReview,
      status: 'draft',
      unpublished_changes: true,
      submission: { ...inReview.submission, status: 'withdrawn', withdrawn_at: '2026-11-22T10:00:00.000Z' },
      updated_at: '2026-11-22T10:00:00.000Z',
    });
  });

  it('takes changes of a published site back out of review: the site stays published with its changes', async () => {
    const inReview = (await asTest('GET', `${SITE}?test_state=published_in_review`)).body;
    expect(inReview).toMatchObject({ status: 'in_review', published_at: expect.any(String), live_url: 'https://book.gulf-horizons-travel.example' });
    const res = await asTest('DELETE', `${SUBMISSION}?test_state=published_in_review`);
    expect(res.body).toMatchObject({ status: 'published', unpublished_changes: true, published_at: inReview.published_at, live_url: inReview.live_url, submission: { status: 'withdrawn' } });
  });

  it.each(['draft', 'changes_requested', 'published', 'published_with_changes'])('refuses to withdraw from a %s site with 409', async (state) => {
    const res = await asTest('DELETE', `${SUBMISSION}?test_state=${state}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'invalid_state', message: expect.stringContaining(`is ${state.replace('_with_changes', '')}, so it cannot be taken back from review`) });
  });
});

describe('the own domain', () => {
  it('asks for a domain and answers the DNS records to create, storing nothing', async () => {
    const before = await snapshot();
    const res = await asTest('PUT', DOMAIN, { hostname: 'Book.GulfHorizons.ae' });
    expect(res.status).toBe(200);
    expect(res.body.domain).toEqual({
      hostname: 'book.gulfhorizons.ae',
      status: 'pending_dns',
      requested_at: '2026-11-22T10:00:00.000Z',
      active_at: null,
      lapses_at: '2026-12-06T10:00:00.000Z',
      failure_reason: null,
      dns_records: [
        { type: 'CNAME', name: 'book.gulfhorizons.ae', value: 'sites.trade.test' },
        { type: 'TXT', name: '_trade-verification.book.gulfhorizons.ae', value: expect.stringMatching(/^trade-verification=/) },
      ],
    });
    expect(res.body.live_url).toBe(res.body.address.url);
    // The same host name gets the same records.
    expect((await asTest('PUT', DOMAIN, { hostname: 'book.gulfhorizons.ae' })).body.domain.dns_records).toEqual(res.body.domain.dns_records);
    expect(await snapshot()).toEqual(before);
  });

  it.each(['pending_dns', 'failed'])('replaces a %s request with another host name', async (state) => {
    const res = await asTest('PUT', `${DOMAIN}?test_domain_state=${state}`, { hostname: 'tours.gulfhorizons.ae' });
    expect(res.status).toBe(200);
    expect(res.body.domain).toMatchObject({ hostname: 'tours.gulfhorizons.ae', status: 'pending_dns', failure_reason: null });
  });

  it('refuses to ask over an active domain with 409', async () => {
    const res = await asTest('PUT', `${DOMAIN}?test_domain_state=active`, { hostname: 'tours.gulfhorizons.ae' });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'invalid_state',
      message: 'The own domain book.gulf-horizons-travel.example is active, so it cannot be replaced; release it first.',
      retryable: false,
    });
  });

  it.each([
    ['a bare domain', 'gulfhorizons.ae', /sub-domain/],
    ['an IP address', '203.0.113.10', /not an IP address/],
    ['the operator\'s own host', 'partner.sites.trade.test', /operator's host names/],
    ['a name under the API host', 'partner.trade.test', /operator's host names/],
    ['a single label', 'localhost', /fully qualified/],
    ['a name with spaces', 'book gulf.ae', /host name/],
  ])('refuses %s with 422 on hostname', async (_name, hostname, message) => {
    const res = await asTest('PUT', DOMAIN, { hostname });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual(['hostname']);
    expect(issuesOf(res).map((issue) => issue.message).join(' ')).toMatch(message);
  });

  it('withdraws a pending request', async () => {
    const res = await asTest('DELETE', DOMAIN);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ domain: null, live_url: 'https://gulf-horizons-travel.sites.trade.test', updated_at: '2026-11-22T10:00:00.000Z' });
  });

  it('releases an active domain: the site is served on the site host again', async () => {
    const before = (await asTest('GET', `${SITE}?test_domain_state=active`)).body;
    expect(before.live_url).toBe('https://book.gulf-horizons-travel.example');
    const res = await asTest('DELETE', `${DOMAIN}?test_domain_state=active`);
    expect(res.body).toMatchObject({ domain: null, live_url: before.address.url, status: 'published' });
  });

  it('refuses to release when there is no domain, with 409', async () => {
    const res = await asTest('DELETE', `${DOMAIN}?test_domain_state=none`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/is without an own domain, so it cannot be released\.$/);
  });
});

describe('site stats', () => {
  it('answers the 30 days up to yesterday by default, with totals that add up', async () => {
    const res = await asTest('GET', STATS);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'site_stats', sandbox: true, from: '2026-10-23', to: '2026-11-21', currency: 'AED', terms: 'tariff' });
    const days = res.body.days as Array<{ date: string; views: number; visitors: number; bookings: number; sales_aed: number; earnings_aed: number }>;
    expect(days).toHaveLength(30);
    expect(days[0]?.date).toBe('2026-10-23');
    expect(days[29]?.date).toBe('2026-11-21');
    const sum = (pick: (day: (typeof days)[number]) => number) => days.reduce((total, day) => total + pick(day), 0);
    expect(res.body.totals).toEqual({
      views: sum((d) => d.views),
      visitors: sum((d) => d.visitors),
      bookings: sum((d) => d.bookings),
      conversion_percent: Math.round((sum((d) => d.bookings) / sum((d) => d.visitors)) * 10000) / 100,
      sales_aed: Math.round(sum((d) => d.sales_aed * 100)) / 100,
      earnings_aed: 0,
    });
    for (const day of days) expect(day.visitors).toBeLessThanOrEqual(day.views);
    expect(sum((d) => d.sales_aed)).toBeGreaterThan(0);
  });

  it('earns under the account\'s terms: 10 % commission on every day\'s sales', async () => {
    const res = await call(t.app, 'GET', `${STATS}?from=2026-11-01&to=2026-11-21`, { token: commissionKey.key });
    expect(res.body.terms).toBe('commission');
    for (const day of res.body.days) expect(day.earnings_aed).toBe(Math.round(day.sales_aed * 10) / 100);
  });

  it('answers the same figures for the same days, whatever the period asked', async () => {
    const long = await asTest('GET', `${STATS}?from=2026-11-01&to=2026-11-21`);
    const short = await asTest('GET', `${STATS}?from=2026-11-10&to=2026-11-12`);
    expect(short.body.days).toEqual(long.body.days.slice(9, 12));
    expect((await asTest('GET', `${STATS}?from=2026-11-10&to=2026-11-12`)).body).toEqual(short.body);
  });

  it('counts nothing before the site went live', async () => {
    const res = await asTest('GET', `${STATS}?from=2026-09-01&to=2026-09-30`);
    expect(res.body.days.filter((day: { views: number }) => day.views > 0)[0]?.date).toBe('2026-09-23');
    expect(res.body.days[0]).toEqual({ date: '2026-09-01', views: 0, visitors: 0, bookings: 0, sales_aed: 0, earnings_aed: 0 });
  });

  it('answers CSV with its header and one line per day', async () => {
    const json = await asTest('GET', `${STATS}?from=2026-11-20&to=2026-11-21`);
    const res = await asTest('GET', `${STATS}?from=2026-11-20&to=2026-11-21&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('inline; filename="site-stats-2026-11-20-2026-11-21.csv"');
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe('date,views,visitors,bookings,sales_aed,earnings_aed');
    const day = json.body.days[0];
    expect(lines[1]).toBe(`2026-11-20,${day.views},${day.visitors},${day.bookings},${day.sales_aed},${day.earnings_aed}`);
    expect(lines).toHaveLength(4);
  });

  it.each([
    ['a day after today', 'to=2026-11-23', 'to', /at the latest/],
    ['from after to', 'from=2026-11-10&to=2026-11-01', 'from', /must not be after to \(2026-11-01\)/],
    ['more than 366 days', 'from=2025-01-01&to=2026-11-21', 'from', /at most 366 days/],
    ['a date that is not YYYY-MM-DD', 'from=01/11/2026', 'from', /YYYY-MM-DD/],
    ['an unknown format', 'format=xlsx', 'format', /json, csv/],
  ])('refuses %s with 422', async (_name, query, path, message) => {
    const res = await asTest('GET', `${STATS}?${query}`);
    expect(res.status).toBe(422);
    expect(issuesOf(res).find((issue) => issue.path === path)?.message).toMatch(message);
  });

  it('lets today be the last day, in UAE time', async () => {
    clock.set('2026-11-22T21:30:00.000Z'); // 01:30 on the 23rd in the UAE
    expect((await asTest('GET', `${STATS}?from=2026-11-23&to=2026-11-23`)).status).toBe(200);
  });
});

describe('the site with a live key', () => {
  it('finds no site and no stats until production opens', async () => {
    for (const path of [SITE, STATS, `${STATS}?format=csv`]) {
      const res = await asLive('GET', path);
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'not_found', message: 'No white-label site yet in this account.', retryable: false });
    }
  });

  it('checks each write, then refuses it with 503, storing nothing', async () => {
    const before = await snapshot();
    expect((await asLive('PUT', SITE, { ...settings, address: { subdomain: 'www' } })).status).toBe(422);
    expect((await asLive('PUT', DOMAIN, { hostname: 'gulfhorizons.ae' })).status).toBe(422);
    for (const [method, path, body, nothing] of [
      ['PUT', SITE, settings, 'changed'],
      ['POST', SUBMISSION, {}, 'sent'],
      ['DELETE', SUBMISSION, undefined, 'withdrawn'],
      ['PUT', DOMAIN, { hostname: 'book.gulfhorizons.ae' }, 'requested'],
      ['DELETE', DOMAIN, undefined, 'released'],
    ] as const) {
      const res = await asLive(method, path, body);
      expect(res.status).toBe(503);
      expect(res.body.error).toMatchObject({ code: 'not_configured', message: expect.stringContaining(`open with production; nothing was ${nothing}`) });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses the test states, which describe test sites only', async () => {
    for (const [method, path] of [['GET', `${SITE}?test_state=draft`], ['DELETE', `${SUBMISSION}?test_state=in_review`], ['DELETE', `${DOMAIN}?test_domain_state=active`]] as const) {
      const res = await asLive(method, path);
      expect(res.status).toBe(422);
      expect(issuesOf(res)[0]?.message).toMatch(/test keys only/);
    }
  });
});

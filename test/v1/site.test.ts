import { COMMAND_LINE } from '../../src/engine/audit';
import { randomUUID } from 'node:crypto';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { issueKey, type IssuedKey } from '../helpers/apiKeys';
import { rowCounts } from '../helpers/tables';
import { MODES, bookingIdByReference, partner, type Mode, type Partner } from '../helpers/partitions';
import request from 'supertest';
import { openPartition } from '../../src/engine/partitions';
import { advanceBooking } from '../../src/engine/bookings';
import { publicOffers } from '../../src/public/offers';
import { answerTask, listTasks } from '../../src/engine/desk';
import { checkDomain, useDnsResolver } from '../../src/sections/site/dns';
import { dnsPointing, fakeDns, tokenOf } from '../helpers/dns';

const SITE = '/api/b2b/v1/site';
const SUBMISSION = `${SITE}/submission`;
const DOMAIN = `${SITE}/domain`;
const STATS = `${SITE}/stats`;
const BASE = 'https://trade.test';

const t = useV1Suite({ env: { LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR: '1000', LIMIT_PUBLIC_PAGES_PER_MINUTE: '10000' } });
const { clock } = t;
afterEach(() => useDnsResolver(null));

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const issuesOf = (res: { body: { error: { issues: Array<{ path: string; message: string }> } } }) => res.body.error.issues;

/** Settings a partner would save; `subdomain` varies so partners of one mode do not collide. */
const settingsFor = (subdomain: string) => ({
  brand: { name: 'Gulf Horizons Travel', tagline: 'Private transfers and desert safaris', logo_url: 'https://static.gulfhorizons.example/logo-2027.svg', accent_hex: '#B5651D' },
  address: { subdomain },
  languages: { default: 'en', enabled: ['en', 'ar', 'ru', 'de'] },
  currencies: { default: 'AED', offered: ['AED', 'USD', 'EUR', 'GBP'] },
  contact: { email: 'bookings@gulfhorizons.example', phone: '+97143215678', whatsapp: '+971501234567', office_address: 'Office 1204, Bay Square 11, Business Bay, Dubai' },
});

const tour = publicOffers().find((offer) => offer.kind === 'tour' && offer.unit === 'per_person' && offer.maxGuests >= 4)!;

let serial = 0;
const freshName = (): string => `gulf-${randomUUID().slice(0, 8)}-${++serial}`;

describe('the DNS check the trade desk runs', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');

  it('passes with a CNAME to the target and the TXT proof', async () => {
    useDnsResolver(dnsPointing('book.gulfhorizons.ae', 'Tok3n'));
    const check = await checkDomain('book.gulfhorizons.ae', 'trade.test', 'Tok3n', now);
    expect(check).toEqual({
      checked_at: now.toISOString(),
      hostname: 'book.gulfhorizons.ae',
      target: 'trade.test',
      cname: ['trade.test'],
      addresses: [],
      target_addresses: [],
      txt_found: true,
      passed: true,
      reason: null,
    });
  });

  it('passes with the same A records as the target (an apex-style setup), and fails with others', async () => {
    const txt = { '_trade-verification.book.gulfhorizons.ae': [['trade-verification=', 'Tok3n']] };
    useDnsResolver(fakeDns({ a: { 'book.gulfhorizons.ae': ['203.0.113.7'], 'trade.test': ['203.0.113.7', '203.0.113.8'] }, txt }));
    expect(await checkDomain('book.gulfhorizons.ae', 'trade.test', 'Tok3n', now)).toMatchObject({ passed: true, addresses: ['203.0.113.7'] });
    useDnsResolver(fakeDns({ a: { 'book.gulfhorizons.ae': ['198.51.100.1'], 'trade.test': ['203.0.113.7'] }, txt }));
    expect(await checkDomain('book.gulfhorizons.ae', 'trade.test', 'Tok3n', now)).toMatchObject({
      passed: false,
      reason: 'book.gulfhorizons.ae resolves to 198.51.100.1, not to trade.test (203.0.113.7).',
    });
  });

  it.each([
    ['no record at all', fakeDns({}), 'No CNAME or A record was found for book.gulfhorizons.ae; create the CNAME to trade.test.'],
    ['a CNAME elsewhere', fakeDns({ cname: { 'book.gulfhorizons.ae': ['ghs.googlehosted.com'] } }), 'book.gulfhorizons.ae is a CNAME of ghs.googlehosted.com, not of trade.test.'],
    ['the TXT proof missing', fakeDns({ cname: { 'book.gulfhorizons.ae': ['trade.test'] } }), 'The TXT record _trade-verification.book.gulfhorizons.ae with trade-verification=Tok3n was not found.'],
    ['another TXT value', dnsPointing('book.gulfhorizons.ae', 'Other'), 'The TXT record _trade-verification.book.gulfhorizons.ae with trade-verification=Tok3n was not found.'],
    ['a failing DNS server', fakeDns({ fail: 'ESERVFAIL' }), 'The DNS look-up CNAME book.gulfhorizons.ae failed (ESERVFAIL); ask again once the records resolve.'],
  ])('fails with %s, saying why', async (_name, resolver, reason) => {
    useDnsResolver(resolver);
    expect(await checkDomain('book.gulfhorizons.ae', 'trade.test', 'Tok3n', now)).toMatchObject({ passed: false, reason });
  });
});

describe.each(MODES)('the white-label site with a %s key', (mode) => {
  const other: Mode = mode === 'test' ? 'live' : 'test';
  const sandbox = mode === 'test';
  const path = (subdomain: string): string => `${BASE}${mode === 'test' ? '/sites/test/' : '/sites/'}${subdomain}`;
  let who: Partner;
  let stranger: Partner;
  let subdomain: string;

  const as = (p: Partner, m: Mode = mode) => (method: Method, url: string, body?: unknown) => call(t.app, method, url, { token: p.keys[m], ...(body === undefined ? {} : { body }) });
  const me = (method: Method, url: string, body?: unknown) => as(who)(method, url, body);
  const stored = async (table: 'sites' | 'site_domains' | 'service_requests', where: Record<string, unknown> = {}) =>
    (await t.db(table).where({ account_id: who.accountId, mode, ...where }).orderBy('created_at')) as Array<Record<string, unknown>>;
  // Events of these cases: a test partition's seeded history is dated before them.
  const eventsOf = async (type: string) =>
    (await t.db('events').where({ account_id: who.accountId, mode, type }).andWhere('created_at', '>=', '2026-11-22T10:00:00.000Z').orderBy('created_at')) as Array<Record<string, unknown>>;

  /** The trade desk's answer: the CLI's for a live request, the test helper's in a test partition. */
  async function answer(requestId: string, decision: { accept: boolean; note?: string }) {
    if (mode === 'live') {
      const [task] = (await listTasks(t.db, { status: 'open' })).filter((row) => row.subject_id === requestId);
      expect(task).toBeDefined();
      return answerTask(t.sections, t.db, clock, String(task?.id), { accept: decision.accept, note: decision.note ?? null, amountFils: null }, COMMAND_LINE);
    }
    const res = await call(t.app, 'POST', `/api/b2b/v1/test-helpers/requests/${requestId}/answer`, {
      token: who.keys.test,
      headers: { 'Idempotency-Key': `answer-${requestId}-${Math.random()}` },
      body: { decision: decision.accept ? 'accepted' : 'declined', ...(decision.note ? { note: decision.note } : {}) },
    });
    expect(res.status).toBe(200);
    return res.body;
  }

  const post = (url: string, body: unknown) => call(t.app, 'POST', url, { token: who.keys[mode], headers: { 'Idempotency-Key': `k-${Math.random()}` }, body });

  beforeAll(async () => {
    who = await partner(t);
    stranger = await partner(t);
    subdomain = freshName();
    // A test partition starts with a seeded site: these cases start from none, as a live partition does.
    for (const p of [who, stranger]) {
      for (const m of MODES) {
        const partition = await openPartition(t.sections, p.accountId, m, t.db, clock, 'system', null);
        if (m === mode) {
          await partition.table('site_domains').delete();
          await partition.table('sites').delete();
        }
      }
    }
  });

  it('has no site until its settings are first saved: every operation answers 404 and stores nothing', async () => {
    const before = await rowCounts(t.db);
    for (const [method, url, body] of [
      ['GET', SITE, undefined],
      ['GET', STATS, undefined],
      ['DELETE', SUBMISSION, undefined],
      ['PUT', DOMAIN, { hostname: 'book.gulfhorizons.ae' }],
      ['DELETE', DOMAIN, undefined],
    ] as const) {
      const res = await me(method, url, body);
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'not_found', message: 'No white-label site yet in this account.', retryable: false });
    }
    const submit = await post(SUBMISSION, {});
    expect(submit.status).toBe(404);
    const after = await rowCounts(t.db);
    expect({ ...after, idempotency_keys: 0 }).toEqual({ ...before, idempotency_keys: 0 });
  });

  it.each([
    ['a default language not enabled', { languages: { default: 'fr', enabled: ['en', 'ar'] } }, 'languages.default', /one of languages.enabled \(en, ar\)/],
    ['a default currency not offered', { currencies: { default: 'EUR', offered: ['AED', 'USD'] } }, 'currencies.default', /one of currencies.offered/],
    ['currencies without AED', { currencies: { default: 'USD', offered: ['USD', 'EUR'] } }, 'currencies.offered', /must include AED/],
    ['a reserved name', { address: { subdomain: 'www' } }, 'address.subdomain', /www is reserved/],
    ['the name test pages live under', { address: { subdomain: 'test' } }, 'address.subdomain', /test is reserved/],
    ['a name with upper case', { address: { subdomain: 'Gulf' } }, 'address.subdomain', /pattern/],
    ['a phone that is not E.164', { contact: { email: 'a@b.example', phone: '04 321 5678', whatsapp: null, office_address: null } }, 'contact.phone', /international format/],
    ['an http logo', { brand: { name: 'Gulf Horizons', tagline: null, logo_url: 'http://static.example/logo.png', accent_hex: '#0E7C86' } }, 'brand.logo_url', /https/],
  ])('refuses %s with 422, storing nothing', async (_name, change, field, message) => {
    const before = await rowCounts(t.db);
    const res = await me('PUT', SITE, { ...settingsFor(subdomain), ...change });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
    expect(issuesOf(res).find((issue) => issue.path === field)?.message).toMatch(message);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('refuses a display currency without a daily rate with 422', async () => {
    const rate = await t.db('fx_rates').where({ currency: 'BHD' }).first();
    await t.db('fx_rates').where({ currency: 'BHD' }).delete();
    try {
      const res = await me('PUT', SITE, { ...settingsFor(subdomain), currencies: { default: 'AED', offered: ['AED', 'BHD'] } });
      expect(res.status).toBe(422);
      expect(issuesOf(res)).toEqual([{ path: 'currencies.offered[1]', message: 'no daily rate is kept for BHD, so prices cannot be shown in it' }]);
      expect(await stored('sites')).toEqual([]);
    } finally {
      await t.db('fx_rates').insert(rate);
    }
  });

  it('creates the site as a draft on the first save: stored in the partition, its first state recorded', async () => {
    const res = await me('PUT', SITE, settingsFor(subdomain));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      object: 'site',
      sandbox,
      id: expect.stringMatching(/^site_[0-9A-Za-z]{20}$/),
      status: 'draft',
      unpublished_changes: true,
      ...settingsFor(subdomain),
      address: { subdomain, url: path(subdomain) },
      live_url: null,
      published_at: null,
      submission: null,
      domain: null,
      created_at: '2026-11-22T10:00:00.000Z',
      updated_at: '2026-11-22T10:00:00.000Z',
    });
    const [row] = await stored('sites');
    expect(row).toMatchObject({ id: res.body.id, status: 'draft', subdomain, published_settings: null, published_subdomain: null, submission_request_id: null, domain_id: null });
    expect(JSON.parse(String(row?.settings))).toEqual(settingsFor(subdomain));
    expect(await t.db('state_moves').where({ subject_id: res.body.id }).select('from_state', 'to_state', 'actor')).toEqual([{ from_state: null, to_state: 'draft', actor: `key:${who.keyIds[mode]}` }]);
    expect((await eventsOf('site.updated')).map((event) => event.subject_id)).toEqual([res.body.id]);
    expect((await me('GET', SITE)).body).toEqual(res.body);
  });

  it('is invisible to the other mode and to other accounts', async () => {
    const mine = (await me('GET', SITE)).body;
    const otherMode = await as(who, other)('GET', SITE);
    expect(otherMode.body.id ?? null).not.toBe(mine.id);
    expect((await as(stranger)('GET', SITE)).status).toBe(404);
  });

  it('changes nothing when the same settings are saved again', async () => {
    const before = (await me('GET', SITE)).body;
    clock.advance(60);
    const res = await me('PUT', SITE, settingsFor(subdomain));
    expect(res.body).toEqual(before);
    expect(await eventsOf('site.updated')).toHaveLength(1);
  });

  it('refuses a name another site of the mode holds with 409 already_exists; the other mode may use it', async () => {
    const taken = await as(stranger)('PUT', SITE, settingsFor(subdomain));
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual({ code: 'already_exists', message: `The site name ${subdomain} belongs to another site; choose another address.subdomain. Nothing was changed.`, retryable: false });
    expect(await t.db('sites').where({ account_id: stranger.accountId, mode })).toEqual([]);
    const otherMode = await as(stranger, other)('PUT', SITE, settingsFor(subdomain));
    expect(otherMode.status).toBe(200);
  });

  it('submits for review: in review with a stored request on the desk (live) and its submission', async () => {
    clock.set('2026-11-22T11:00:00.000Z');
    const res = await post(SUBMISSION, { note: 'Please publish before the holidays.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'in_review',
      unpublished_changes: true,
      live_url: null,
      submission: {
        id: expect.stringMatching(/^sbm_[0-9A-Za-z]{20}$/),
        request_id: expect.stringMatching(/^rqt_[0-9A-Za-z]{20}$/),
        status: 'in_review',
        note: 'Please publish before the holidays.',
        submitted_at: '2026-11-22T11:00:00.000Z',
        decided_at: null,
        withdrawn_at: null,
        review_notes: null,
      },
      updated_at: '2026-11-22T11:00:00.000Z',
    });
    const [request] = await stored('service_requests', { id: res.body.submission.request_id });
    expect(request).toMatchObject({ kind: 'site_review', status: 'open', booking_id: null });
    expect(JSON.parse(String(request?.details))).toMatchObject({ site_id: res.body.id, submission_id: res.body.submission.id, settings: settingsFor(subdomain) });
    const tasks = await t.db('desk_queue').where({ subject_id: res.body.submission.request_id });
    expect(tasks).toHaveLength(mode === 'live' ? 1 : 0);
    if (mode === 'live') expect(tasks[0]).toMatchObject({ kind: 'site_review', status: 'open', account_id: who.accountId, reference: expect.stringMatching(/^WLS-/) });
    expect((await stored('sites'))[0]).toMatchObject({ status: 'in_review', submission_request_id: res.body.submission.request_id });
    expect(await eventsOf('site.submitted')).toHaveLength(1);
  });

  it('refuses changes and a second submission while in review with 409 invalid_state', async () => {
    const site = (await me('GET', SITE)).body;
    const change = await me('PUT', SITE, { ...settingsFor(subdomain), brand: { ...settingsFor(subdomain).brand, tagline: 'New' } });
    expect(change.status).toBe(409);
    expect(change.body.error).toEqual({ code: 'invalid_state', message: `The white-label site ${site.id} is in_review, so it cannot be changed until the submission is withdrawn.`, retryable: false });
    const again = await post(SUBMISSION, {});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(`The white-label site ${site.id} is in_review, so it cannot be submitted again.`);
    expect((await me('GET', SITE)).body).toEqual(site);
  });

  it('withdraws the submission: back to draft, the request withdrawn and off the desk', async () => {
    clock.set('2026-11-22T12:00:00.000Z');
    const requestId = (await me('GET', SITE)).body.submission.request_id;
    const res = await me('DELETE', SUBMISSION);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'draft', submission: { request_id: requestId, status: 'withdrawn', withdrawn_at: '2026-11-22T12:00:00.000Z', decided_at: null } });
    expect((await stored('service_requests', { id: requestId }))[0]).toMatchObject({ status: 'withdrawn' });
    if (mode === 'live') expect(await t.db('desk_queue').where({ subject_id: requestId }).first('status')).toEqual({ status: 'withdrawn' });
    const again = await me('DELETE', SUBMISSION);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(`The white-label site ${res.body.id} is draft, so it cannot be taken back from review.`);
  });

  it('is sent back by the desk with its notes: changes_requested, with an inbox notice', async () => {
    clock.set('2026-11-22T13:00:00.000Z');
    const submitted = (await post(SUBMISSION, {})).body;
    clock.set('2026-11-22T15:00:00.000Z');
    await answer(submitted.submission.request_id, { accept: false, note: 'Add the building name to the office address.' });
    const site = (await me('GET', SITE)).body;
    expect(site).toMatchObject({
      status: 'changes_requested',
      live_url: null,
      published_at: null,
      submission: { status: 'changes_requested', decided_at: '2026-11-22T15:00:00.000Z', review_notes: 'Add the building name to the office address.' },
    });
    const [event] = await eventsOf('site.changes_requested');
    expect(event).toMatchObject({ subject_id: site.id, notice_kind: 'service_notice', notice_title: 'Changes requested on your site Gulf Horizons Travel' });
    expect(event?.notice_body).toContain('Add the building name to the office address.');
    const inbox = await me('GET', '/api/b2b/v1/inbox?limit=5');
    expect(inbox.body.data.find((notice: { title: string }) => notice.title === 'Changes requested on your site Gulf Horizons Travel')).toMatchObject({ kind: 'service_notice', related: { type: 'site', id: site.id } });
  });

  it('is published when the desk approves: the public sees the settings it was sent', async () => {
    const changed = { ...settingsFor(subdomain), contact: { ...settingsFor(subdomain).contact, office_address: 'Office 1204, Bay Square Building 11, Business Bay, Dubai' } };
    expect((await me('PUT', SITE, changed)).body.status).toBe('changes_requested');
    clock.set('2026-11-23T09:00:00.000Z');
    const submitted = (await post(SUBMISSION, { note: 'Building name added.' })).body;
    expect(submitted.status).toBe('in_review');
    clock.set('2026-11-23T10:30:00.000Z');
    await answer(submitted.submission.request_id, { accept: true });
    const site = (await me('GET', SITE)).body;
    expect(site).toMatchObject({
      status: 'published',
      unpublished_changes: false,
      live_url: path(subdomain),
      published_at: '2026-11-23T10:30:00.000Z',
      submission: { status: 'approved', decided_at: '2026-11-23T10:30:00.000Z', review_notes: null, note: 'Building name added.' },
    });
    const [row] = await stored('sites');
    expect(row).toMatchObject({ status: 'published', published_subdomain: subdomain, published_at: '2026-11-23T10:30:00.000Z' });
    expect(JSON.parse(String(row?.published_settings))).toEqual(changed);
    const [event] = await eventsOf('site.published');
    expect(event).toMatchObject({ notice_kind: 'service_notice', notice_title: 'Your site Gulf Horizons Travel is published' });
    expect(event?.notice_body).toContain(path(subdomain));
    const actor = mode === 'live' ? 'desk:cli' : expect.stringMatching(/^test_helper:/);
    expect(await t.db('state_moves').where({ subject_id: site.id, to_state: 'published' }).first('actor')).toEqual({ actor });
    const again = await post(SUBMISSION, {});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(`The white-label site ${site.id} is published with no unpublished changes, so it cannot be submitted.`);
  });

  it('keeps the published version live while changes wait for review, and after they are withdrawn', async () => {
    const renamed = freshName();
    const res = await me('PUT', SITE, { ...settingsFor(renamed), brand: { ...settingsFor(renamed).brand, accent_hex: '#0e7c86' } });
    expect(res.body).toMatchObject({ status: 'published', unpublished_changes: true, address: { subdomain: renamed, url: path(renamed) }, live_url: path(subdomain), brand: { accent_hex: '#0E7C86' } });
    // The published name stays the site's until a new version is approved.
    expect((await as(stranger)('PUT', SITE, settingsFor(subdomain))).status).toBe(409);
    const inReview = (await post(SUBMISSION, {})).body;
    expect(inReview).toMatchObject({ status: 'in_review', live_url: path(subdomain) });
    const back = (await me('DELETE', SUBMISSION)).body;
    expect(back).toMatchObject({ status: 'published', unpublished_changes: true, live_url: path(subdomain), submission: { status: 'withdrawn' } });
    expect(JSON.parse(String((await stored('sites'))[0]?.published_settings)).address.subdomain).toBe(subdomain);
    // Saving the published settings again leaves nothing unpublished.
    const restored = await me('PUT', SITE, { ...settingsFor(subdomain), contact: { ...settingsFor(subdomain).contact, office_address: 'Office 1204, Bay Square Building 11, Business Bay, Dubai' } });
    expect(restored.body).toMatchObject({ status: 'published', unpublished_changes: false });
  });

  describe('own domain', () => {
    const hostname = `book.${Math.random().toString(36).slice(2, 8)}-${mode}.gulfhorizons.ae`;

    it.each([
      ['a bare domain', 'gulfhorizons.ae', /sub-domain/],
      ['an IP address', '203.0.113.10', /not an IP address/],
      ["the service's own host", 'partner.trade.test', /operator's host names/],
      ['a single label', 'localhost', /./],
      ['a label with an underscore', 'book_x.gulfhorizons.ae', /./],
    ])('refuses %s with 422 on hostname, storing nothing', async (_name, name, message) => {
      const before = await rowCounts(t.db);
      const res = await me('PUT', DOMAIN, { hostname: name });
      expect(res.status).toBe(422);
      expect(res.body.error.fields).toEqual(['hostname']);
      expect(issuesOf(res).map((issue) => issue.message).join(' ')).toMatch(message);
      expect(await rowCounts(t.db)).toEqual(before);
    });

    it('asks for a domain: pending DNS, the records to create, a request to the desk (live)', async () => {
      clock.set('2026-11-24T08:00:00.000Z');
      const res = await me('PUT', DOMAIN, { hostname: hostname.toUpperCase() });
      expect(res.status).toBe(200);
      expect(res.body.domain).toEqual({
        hostname,
        status: 'pending_dns',
        request_id: expect.stringMatching(/^rqt_[0-9A-Za-z]{20}$/),
        requested_at: '2026-11-24T08:00:00.000Z',
        active_at: null,
        lapses_at: '2026-12-08T08:00:00.000Z',
        failure_reason: null,
        dns_records: [
          { type: 'CNAME', name: hostname, value: 'trade.test' },
          { type: 'TXT', name: `_trade-verification.${hostname}`, value: expect.stringMatching(/^trade-verification=[0-9A-Za-z]{22}$/) },
        ],
      });
      expect(res.body.live_url).toBe(path(subdomain));
      const [row] = await stored('site_domains', { hostname });
      expect(row).toMatchObject({ status: 'pending_dns', target: 'trade.test', held_hostname: null, request_id: res.body.domain.request_id, verification_token: tokenOf(res.body) });
      expect((await stored('service_requests', { id: res.body.domain.request_id }))[0]).toMatchObject({ kind: 'site_domain', status: 'open' });
      expect(await t.db('desk_queue').where({ subject_id: res.body.domain.request_id }).select('kind', 'status')).toEqual(mode === 'live' ? [{ kind: 'site_domain', status: 'open' }] : []);
      // The same name again changes nothing; another replaces the request, withdrawing it.
      expect((await me('PUT', DOMAIN, { hostname })).body.domain).toEqual(res.body.domain);
      const replaced = (await me('PUT', DOMAIN, { hostname: `www.${hostname}` })).body;
      expect(replaced.domain).toMatchObject({ hostname: `www.${hostname}`, status: 'pending_dns' });
      expect(replaced.domain.request_id).not.toBe(res.body.domain.request_id);
      expect((await stored('site_domains', { hostname }))[0]).toMatchObject({ status: 'withdrawn', ended_at: '2026-11-24T08:00:00.000Z' });
      expect((await stored('service_requests', { id: res.body.domain.request_id }))[0]).toMatchObject({ status: 'withdrawn' });
    });

    it('fails when the desk accepts but the DNS check finds no records, recording the check in the answer', async () => {
      const site = (await me('PUT', DOMAIN, { hostname })).body;
      useDnsResolver(fakeDns({}));
      clock.set('2026-11-24T09:00:00.000Z');
      await answer(site.domain.request_id, { accept: true, note: 'Checked.' });
      const after = (await me('GET', SITE)).body;
      expect(after.domain).toMatchObject({
        hostname,
        status: 'failed',
        active_at: null,
        lapses_at: null,
        failure_reason: `No CNAME or A record was found for ${hostname}; create the CNAME to trade.test.`,
      });
      expect(after.live_url).toBe(path(subdomain));
      const [request] = await stored('service_requests', { id: site.domain.request_id });
      expect(request).toMatchObject({ status: 'accepted', answer_note: `Checked. · DNS check failed: No CNAME or A record was found for ${hostname}; create the CNAME to trade.test.` });
      const [row] = await stored('site_domains', { request_id: site.domain.request_id });
      expect(JSON.parse(String(row?.dns_check))).toMatchObject({ passed: false, hostname, target: 'trade.test', checked_at: '2026-11-24T09:00:00.000Z' });
      // The desk's own record of the answer carries the check too.
      if (mode === 'live') expect(await t.db('desk_queue').where({ subject_id: site.domain.request_id }).first('answer', 'note')).toEqual({ answer: 'accepted', note: request?.answer_note });
      const [event] = await eventsOf('domain.failed');
      expect(event).toMatchObject({ notice_kind: 'service_notice', notice_title: `${hostname} could not be activated` });
    });

    it('fails with the desk\'s reason when it declines', async () => {
      const site = (await me('PUT', DOMAIN, { hostname })).body;
      expect(site.domain).toMatchObject({ status: 'pending_dns', failure_reason: null });
      await answer(site.domain.request_id, { accept: false, note: 'The domain belongs to another company.' });
      expect((await me('GET', SITE)).body.domain).toMatchObject({ status: 'failed', failure_reason: 'The domain belongs to another company.' });
    });

    it('becomes active when the check passes: the site is served there, and the name is held', async () => {
      const site = (await me('PUT', DOMAIN, { hostname })).body;
      useDnsResolver(dnsPointing(hostname, tokenOf(site)));
      clock.set('2026-11-25T07:00:00.000Z');
      await answer(site.domain.request_id, { accept: true });
      const after = (await me('GET', SITE)).body;
      expect(after.domain).toMatchObject({ hostname, status: 'active', active_at: '2026-11-25T07:00:00.000Z', lapses_at: null, failure_reason: null });
      expect(after.live_url).toBe(`https://${hostname}`);
      expect((await stored('site_domains', { request_id: site.domain.request_id }))[0]).toMatchObject({ status: 'active', held_hostname: hostname });
      expect((await stored('service_requests', { id: site.domain.request_id }))[0]?.answer_note).toBe(
        `DNS check passed: ${hostname} points at trade.test and the verification record is in place.`,
      );
      expect((await eventsOf('domain.active'))[0]).toMatchObject({ notice_title: `${hostname} is active` });
      const replace = await me('PUT', DOMAIN, { hostname: `www.${hostname}` });
      expect(replace.status).toBe(409);
      expect(replace.body.error.message).toBe(`The own domain ${hostname} is active, so it cannot be replaced; release it first.`);
    });

    it('is unique among the active domains of a mode: another account is refused until it is released', async () => {
      await as(stranger)('PUT', SITE, settingsFor(freshName()));
      const refused = await as(stranger)('PUT', DOMAIN, { hostname });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'already_exists', message: `${hostname} is the active own domain of another site; it can be asked for once that site releases it. Nothing was requested.` });
      expect(await t.db('site_domains').where({ account_id: stranger.accountId, mode })).toEqual([]);
      await as(stranger, other)('PUT', SITE, settingsFor(freshName()));
      // A seeded test site has an active domain of its own, released first.
      if ((await as(stranger, other)('GET', SITE)).body.domain) await as(stranger, other)('DELETE', DOMAIN);
      expect((await as(stranger, other)('PUT', DOMAIN, { hostname })).status).toBe(200);
    });

    it('releases the domain: served on its address again, the name free for another account', async () => {
      const res = await me('DELETE', DOMAIN);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ domain: null, live_url: path(subdomain) });
      expect((await stored('site_domains', { hostname, status: 'released' }))[0]).toMatchObject({ held_hostname: null });
      expect(await eventsOf('domain.released')).toHaveLength(1);
      const again = await me('DELETE', DOMAIN);
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe(`The white-label site ${res.body.id} is without an own domain, so it cannot be released.`);
      expect((await as(stranger)('PUT', DOMAIN, { hostname })).body.domain).toMatchObject({ hostname, status: 'pending_dns' });
    });

    it('lapses a request still pending after 14 days: failed, its request declined and off the desk', async () => {
      const site = (await me('PUT', DOMAIN, { hostname: `shop.${hostname}` })).body;
      clock.set(new Date(Date.parse(site.domain.lapses_at) - 1000));
      await t.services.jobs.runOnce();
      expect((await me('GET', SITE)).body.domain.status).toBe('pending_dns');
      clock.set(site.domain.lapses_at);
      await t.services.jobs.runOnce();
      const after = (await me('GET', SITE)).body;
      expect(after.domain).toMatchObject({ status: 'failed', failure_reason: `No DNS records for shop.${hostname} were confirmed within 14 days.` });
      expect((await stored('service_requests', { id: site.domain.request_id }))[0]).toMatchObject({ status: 'declined' });
      if (mode === 'live') expect(await t.db('desk_queue').where({ subject_id: site.domain.request_id }).first('status')).toEqual({ status: 'withdrawn' });
      await t.services.jobs.runOnce();
      expect(await t.db('state_moves').where({ subject_id: (await stored('site_domains', { request_id: site.domain.request_id }))[0]?.id })).toHaveLength(2);
      const cleared = await me('DELETE', DOMAIN);
      expect(cleared.body.domain).toBeNull();
    });
  });

  describe('stats', () => {
    const pagePath = (): string => (mode === 'test' ? `/sites/test/${subdomain}` : `/sites/${subdomain}`);
    const visit = (agent: string) => request(t.app).get(pagePath()).set('User-Agent', agent);
    const book = (overrides: Record<string, string> = {}) =>
      request(t.app)
        .post(`${pagePath()}/book`)
        .type('form')
        .send({ offer: tour.id, date: '2026-12-20', adults: '2', children: '0', name: 'Ana Souza', email: 'ana@example.com', phone: '+55 11 91234 5678', ...overrides });

    beforeAll(async () => {
      await t.db('accounts').where({ id: who.accountId }).update({ commercial_terms: 'commission', terms_basis_points: 1000 });
    });
    afterAll(async () => {
      await t.db('accounts').where({ id: who.accountId }).update({ commercial_terms: 'tariff', terms_basis_points: 0 });
    });

    it('counts the views, visitors and booking requests the public site really had, by UAE day', async () => {
      // 21:30 UTC on the 9th is 01:30 on the 10th in the UAE.
      clock.set('2026-12-09T21:30:00.000Z');
      for (const agent of ['Firefox', 'Firefox', 'Safari']) expect((await visit(agent)).status).toBe(200);
      const first = await book();
      const second = await book({ adults: '1' });
      expect([first.status, second.status]).toEqual([201, 201]);
      const refs = await Promise.all([first, second].map((res) => bookingIdByReference(t.db, /data-reference>([^<]+)</.exec(res.text)?.[1])));
      clock.set('2026-12-10T12:00:00.000Z');
      expect((await visit('Chrome')).status).toBe(200);
      // The second request is declined by the desk: it is not counted.
      const partition = await openPartition(t.sections, who.accountId, mode, t.db, clock, 'system', null);
      await advanceBooking(partition.as('desk:test'), refs[1] as string, 'declined');
      clock.set('2026-12-11T08:00:00.000Z');

      const res = await me('GET', `${STATS}?from=2026-12-09&to=2026-12-10`);
      expect(res.status).toBe(200);
      const price = (tour.adultFils ?? 0) * 2;
      expect(res.body).toEqual({
        object: 'site_stats',
        sandbox,
        from: '2026-12-09',
        to: '2026-12-10',
        currency: 'AED',
        terms: 'commission',
        totals: { views: 4, visitors: 3, bookings: 1, conversion_percent: 33.33, sales_aed: price / 100, earnings_aed: Math.round(price / 10) / 100 },
        days: [
          { date: '2026-12-09', views: 0, visitors: 0, bookings: 0, sales_aed: 0, earnings_aed: 0 },
          { date: '2026-12-10', views: 4, visitors: 3, bookings: 1, sales_aed: price / 100, earnings_aed: Math.round(price / 10) / 100 },
        ],
      });
      const hits = await t.db('public_hits').where({ account_id: who.accountId, mode, subject_type: 'site' }).andWhere('created_at', '>=', '2026-12-09T00:00:00.000Z');
      expect(hits).toHaveLength(4);
      expect(hits.every((hit: { kind: string; token: string }) => hit.kind === 'view' && hit.token === pagePath())).toBe(true);
      expect(await t.db('attributions').whereIn('booking_id', refs).orderBy('status').select('source_type', 'status', 'commission_bp')).toEqual([
        { source_type: 'site', status: 'pending', commission_bp: 1000 },
        { source_type: 'site', status: 'void', commission_bp: 1000 },
      ]);

      const csv = await me('GET', `${STATS}?from=2026-12-09&to=2026-12-10&format=csv`);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe('inline; filename="site-stats-2026-12-09-2026-12-10.csv"');
      expect(csv.text).toBe(`date,views,visitors,bookings,sales_aed,earnings_aed\r\n2026-12-09,0,0,0,0,0\r\n2026-12-10,4,3,1,${price / 100},${Math.round(price / 10) / 100}\r\n`);

      // The default period is the 30 days up to yesterday.
      const byDefault = (await me('GET', STATS)).body;
      expect(byDefault).toMatchObject({ from: '2026-11-11', to: '2026-12-10' });
      expect(byDefault.days).toHaveLength(30);
      expect(byDefault.totals.views).toBeGreaterThanOrEqual(4);
    });

    it.each([
      ['a day after today', 'to=2026-11-23', 'to', /at the latest/],
      ['from after to', 'from=2026-11-10&to=2026-11-01', 'from', /must not be after to \(2026-11-01\)/],
      ['more than 366 days', 'from=2025-01-01&to=2026-11-21', 'from', /at most 366 days/],
      ['a date that is not YYYY-MM-DD', 'from=01/11/2026', 'from', /./],
      ['an unknown format', 'format=xlsx', 'format', /json, csv/],
    ])('refuses %s with 422', async (_name, query, field, message) => {
      const res = await me('GET', `${STATS}?${query}`);
      expect(res.status).toBe(422);
      expect(issuesOf(res).find((issue) => issue.path === field)?.message).toMatch(message);
    });
  });
});

describe('a fresh test partition', () => {
  let key: IssuedKey;
  beforeAll(async () => {
    key = await issueKey(t);
  });
  const get = (url: string) => call(t.app, 'GET', url, { token: key.key });

  it('has a published site, reached through a review that was once sent back, and an own domain that lapsed', async () => {
    const res = await get(SITE);
    expect(res.status).toBe(200);
    const site = res.body;
    expect(site).toMatchObject({
      object: 'site',
      sandbox: true,
      status: 'published',
      unpublished_changes: false,
      brand: { name: 'Gulf Horizons Travel', logo_url: null },
      address: { subdomain: expect.stringMatching(/^gulf-horizons-travel/) },
      submission: { status: 'approved', note: 'Building name added as asked.', review_notes: null },
      domain: { status: 'failed', active_at: null, lapses_at: null },
    });
    expect(site.address.url).toBe(`${BASE}/sites/test/${site.address.subdomain}`);
    expect(site.domain.hostname).toBe(`book.${site.address.subdomain}.example`);
    expect(site.domain.failure_reason).toBe(`No DNS records for ${site.domain.hostname} were confirmed within 14 days.`);
    expect(site.live_url).toBe(site.address.url);
    expect(site.domain.dns_records[0]).toEqual({ type: 'CNAME', name: site.domain.hostname, value: 'trade.test' });
    expect(site.languages.enabled).toContain(site.languages.default);
    expect(site.currencies.offered).toContain('AED');
    const requests = await t.db('service_requests').where({ account_id: key.accountId, mode: 'test' }).whereIn('kind', ['site_review', 'site_domain']).orderBy('created_at').select('kind', 'status', 'answer_note');
    expect(requests).toEqual([
      { kind: 'site_review', status: 'declined', answer_note: 'The office address must match the trade licence; please add the building name.' },
      { kind: 'site_review', status: 'accepted', answer_note: null },
      { kind: 'site_domain', status: 'declined', answer_note: `No DNS records for ${site.domain.hostname} were confirmed within 14 days.` },
    ]);
    expect(await t.db('desk_queue').where({ account_id: key.accountId })).toEqual([]);
    const moves = await t.db('state_moves').where({ subject_id: site.id }).orderBy('id').select('to_state');
    expect(moves.map((move: { to_state: string }) => move.to_state)).toEqual(['draft', 'in_review', 'changes_requested', 'in_review', 'published']);
    const titles = (await t.db('events').where({ account_id: key.accountId, mode: 'test' }).whereNotNull('notice_title').select('notice_title')).map((row: { notice_title: string }) => row.notice_title);
    expect(titles).toEqual(expect.arrayContaining(['Changes requested on your site Gulf Horizons Travel', 'Your site Gulf Horizons Travel is published', `${site.domain.hostname} could not be activated`]));
  });

  it('has three weeks of recorded visits and the booking requests they sent, one of them cancelled', async () => {
    const site = (await get(SITE)).body;
    const stats = (await get(STATS)).body;
    expect(stats).toMatchObject({ object: 'site_stats', sandbox: true, from: '2026-10-23', to: '2026-11-21', terms: 'tariff' });
    const hits = await t.db('public_hits').where({ account_id: key.accountId, mode: 'test', subject_type: 'site', subject_id: site.id, kind: 'view' });
    expect(stats.totals.views).toBe(hits.length);
    expect(stats.totals.views).toBeGreaterThan(40);
    expect(stats.totals.visitors).toBeLessThanOrEqual(stats.totals.views);
    const referrals = await t.db('attributions').where({ account_id: key.accountId, mode: 'test', source_type: 'site', source_id: site.id });
    expect(referrals.map((row: { status: string }) => row.status).sort()).toEqual(['earned', 'earned', 'pending', 'pending', 'void']);
    const counted = referrals.filter((row: { status: string }) => row.status !== 'void');
    expect(stats.totals.bookings).toBe(counted.length);
    expect(stats.totals.sales_aed).toBe(counted.reduce((sum: number, row: { price_fils: number | string }) => sum + Number(row.price_fils), 0) / 100);
    expect(stats.totals.earnings_aed).toBe(0);
    const statuses = await t.db('bookings').whereIn('id', referrals.map((row: { booking_id: string }) => row.booking_id)).select('status');
    expect(statuses.map((row: { status: string }) => row.status).sort()).toEqual(['cancelled', 'completed', 'completed', 'confirmed', 'on_request']);
  });

  it('counts every seeded visit and request in the default period, even for a partition opened a minute before midnight in the UAE', async () => {
    clock.set('2026-11-22T19:59:00.000Z');
    const late = await issueKey(t);
    const res = await call(t.app, 'GET', STATS, { token: late.key });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ from: '2026-10-23', to: '2026-11-21' });
    const hits = await t.db('public_hits').where({ account_id: late.accountId, mode: 'test', subject_type: 'site', kind: 'view' });
    expect(hits.length).toBeGreaterThan(40);
    expect(res.body.totals.views).toBe(hits.length);
    const referrals = await t.db('attributions').where({ account_id: late.accountId, mode: 'test', source_type: 'site' }).whereNot('status', 'void');
    expect(res.body.totals.bookings).toBe(referrals.length);
    expect(res.body.days.find((day: { date: string }) => day.date === '2026-11-21').views).toBeGreaterThan(0);
  });

  it('gives each test account its own site name', async () => {
    const another = await issueKey(t);
    const mine = (await get(SITE)).body;
    const theirs = (await call(t.app, 'GET', SITE, { token: another.key })).body;
    expect(theirs.address.subdomain).not.toBe(mine.address.subdomain);
    expect(theirs.domain.hostname).not.toBe(mine.domain.hostname);
  });

  it('rehearses the whole review with the test helpers, never reaching the desk', async () => {
    const site = (await get(SITE)).body;
    const changed = await call(t.app, 'PUT', SITE, { token: key.key, body: { ...settingsFor(site.address.subdomain), brand: { ...settingsFor(site.address.subdomain).brand, name: 'Gulf Horizons' } } });
    expect(changed.body).toMatchObject({ status: 'published', unpublished_changes: true });
    const submitted = await call(t.app, 'POST', SUBMISSION, { token: key.key, headers: { 'Idempotency-Key': 'rehearse-1' }, body: {} });
    const answered = await call(t.app, 'POST', `/api/b2b/v1/test-helpers/requests/${submitted.body.submission.request_id}/answer`, {
      token: key.key,
      headers: { 'Idempotency-Key': 'rehearse-2' },
      body: { decision: 'accepted' },
    });
    expect(answered.body).toMatchObject({ object: 'request', sandbox: true, kind: 'site_review', status: 'accepted' });
    expect((await get(SITE)).body).toMatchObject({ status: 'published', unpublished_changes: false, brand: { name: 'Gulf Horizons' } });
    expect(await t.db('desk_queue').where({ account_id: key.accountId })).toEqual([]);
  });
});

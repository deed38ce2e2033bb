import request from 'supertest';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { MODES, bookingIdByReference, partner, type Partner } from '../helpers/partitions';
import { rowCounts } from '../helpers/tables';
import { SITE, answer, freshName, publish, settingsFor, tour } from '../helpers/site';
import { openPartition } from '../../src/engine/partitions';
import { useDnsResolver, type DnsResolver } from '../../src/sections/site/dns';
import { offerText, publicOffers } from '../../src/public/offers';
import { priceText } from '../../src/public/bookingForm';
import { catalogueText, words } from '../../src/engine/i18n';
import { escapeHtml } from '../../src/platform/html';
import { addDays, uaeToday } from '../../src/platform/uaeTime';

/**
 * The white-label site as the public sees it: served at its address under PUBLIC_BASE_URL and on
 * the partner's own domain by Host, in the partner's brand, languages and display currency, with
 * the operator's offers at public prices and a booking-request form whose requests are credited
 * to the partner; a site never published answers with a 404 page. In Chromium:
 * site.pages.browser.test.ts.
 */
const transfer = publicOffers().find((offer) => offer.kind === 'transfer')!;

const dnsPointing = (hostname: string, token: string): DnsResolver => ({
  resolveCname: async (name) => (name === hostname ? ['trade.test'] : Promise.reject(Object.assign(new Error('no'), { code: 'ENODATA' }))),
  resolve4: async () => Promise.reject(Object.assign(new Error('no'), { code: 'ENODATA' })),
  resolveTxt: async (name) => (name === `_trade-verification.${hostname}` ? [[`trade-verification=${token}`]] : Promise.reject(Object.assign(new Error('no'), { code: 'ENODATA' }))),
});

/** The booking a confirmation page names by its reference. */
const bookingOf = (text: string): Promise<string> => bookingIdByReference(t.db, /data-reference>([^<]+)</.exec(text)?.[1]);

const t = useV1Suite({ env: { LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR: '1000', LIMIT_PUBLIC_PAGES_PER_MINUTE: '10000' } });
const { clock } = t;
afterEach(() => useDnsResolver(null));

describe.each(MODES)('the public site of a %s partition', (mode) => {
  const sandbox = mode === 'test';
  const pathOf = (subdomain: string): string => (sandbox ? `/sites/test/${subdomain}` : `/sites/${subdomain}`);
  let who: Partner;
  let subdomain: string;
  let site: Record<string, unknown>;
  const usdPerAed = async (code: string): Promise<number> => 1 / Number((await t.db('fx_rates').where({ currency: code }).first()).aed_per_unit);

  beforeAll(async () => {
    who = await partner(t);
    subdomain = freshName();
    site = await publish(t.app, t.db, t.sections, clock, who, mode, settingsFor(subdomain));
  });

  it('serves the published site in the partner’s brand: escaped, under a strict CSP, no script, a test banner only for a test site', async () => {
    const res = await request(t.app).get(pathOf(subdomain));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<header><h1><bdi>Gulf &lt;b&gt;Horizons&lt;/b&gt; &amp; &quot;Co&quot;</bdi></h1></header>');
    expect(res.text).toContain('&lt;img src=x onerror=alert(1)&gt; Transfers &amp; tours');
    expect(res.text).not.toMatch(/<img src=x|<b>Horizons/);
    expect(res.text).not.toMatch(/<script/i);
    expect(res.text).toContain('--primary:#B5651D;--accent:#B5651D');
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(res.text).toContain(`<style nonce="${nonce}">`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.text.includes('TEST PAGE')).toBe(sandbox);
    expect(res.text).toContain(`content="${sandbox ? 'noindex, nofollow' : 'index, follow'}"`);
  });

  it('lists the operator’s tours and transfers at public prices in the display currency, with AED beside them', async () => {
    const res = await request(t.app).get(pathOf(subdomain));
    const usd = { code: 'USD', perAed: await usdPerAed('USD') };
    expect(res.text).toContain('Tours and activities');
    expect(res.text).toContain('Airport transfers');
    for (const offer of publicOffers()) expect(res.text).toContain(`data-offer="${offer.id}"`);
    expect(res.text).toContain(`From <bdi>${priceText(tour.adultFils ?? 0, usd)}</bdi> per adult`);
    // Written as English writes money (Intl): the code and a no-break space, the amount.
    expect(priceText(tour.adultFils ?? 0, usd)).toBe(`USD\u00a0${(((tour.adultFils ?? 0) / 100) * usd.perAed).toFixed(2)} (AED\u00a0${((tour.adultFils ?? 0) / 100).toFixed(2)})`);
    expect(res.text).toContain(`<bdi>${priceText(transfer.vehicleFils ?? 0, usd)}</bdi> per vehicle`);
    expect(res.text).toContain(`action="${pathOf(subdomain)}/book"`);
    const eur = await request(t.app).get(`${pathOf(subdomain)}?currency=EUR`);
    expect(eur.text).toContain(`From <bdi>${priceText(tour.adultFils ?? 0, { code: 'EUR', perAed: await usdPerAed('EUR') })}</bdi> per adult`);
    expect(eur.text).toContain('<input type="hidden" name="currency" value="EUR">');
    const aed = await request(t.app).get(`${pathOf(subdomain)}?currency=AED`);
    expect(aed.text).toContain(`From <bdi>${priceText(tour.adultFils ?? 0)}</bdi> per adult`);
    // A currency the site does not offer is ignored.
    expect((await request(t.app).get(`${pathOf(subdomain)}?currency=GBP`)).text).toContain(`From <bdi>${priceText(tour.adultFils ?? 0, usd)}</bdi> per adult`);
  });

  it('speaks the languages the site offers, right to left in Arabic, and gives the contact details', async () => {
    const en = await request(t.app).get(pathOf(subdomain));
    expect(en.text).toContain('<html lang="en" dir="ltr">');
    expect(en.text).toContain(`<a href="${pathOf(subdomain)}?lang=ar&amp;currency=USD" lang="ar" hreflang="ar" dir="rtl">العربية</a>`);
    expect(en.text).not.toContain('中文');
    const ar = await request(t.app).get(`${pathOf(subdomain)}?lang=ar`);
    expect(ar.text).toContain('<html lang="ar" dir="rtl">');
    expect(ar.text).toContain('الجولات والأنشطة');
    expect(ar.text).toContain('aria-current="true">العربية</a>');
    expect((await request(t.app).get(`${pathOf(subdomain)}?lang=de`)).text).toContain('Flughafentransfers');
    expect((await request(t.app).get(`${pathOf(subdomain)}?lang=zh`)).text).toContain('<html lang="en"');
    expect(en.text).toContain('<a href="mailto:bookings@gulfhorizons.example">');
    expect(en.text).toContain('<a href="tel:+97143215678">');
    expect(en.text).toContain('<a href="https://wa.me/971501234567" rel="noopener">');
    expect(en.text).toContain('Office 1204, Bay Square 11, Business Bay, Dubai');
  });

  it.each(['ar', 'ru'] as const)('shows the whole page in %s: the catalogue, the chrome and the prices in the language, each left-to-right run isolated', async (lang) => {
    const res = await request(t.app).get(`${pathOf(subdomain)}?lang=${lang}`);
    const said = words(lang);
    const activity = catalogueText(lang).activities[tour.id];
    const usd = { code: 'USD', perAed: await usdPerAed('USD') };
    expect(res.text).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
    for (const text of [activity?.name, activity?.summary, activity?.includes[0], offerText(transfer, lang).name, offerText(transfer, lang).summary, said.tours_heading, said.transfers_heading, said.ask_to_book, said.send, said.contact, said.charged]) {
      expect(res.text).toContain(escapeHtml(text ?? 'missing'));
    }
    // The price as the language writes it (Intl), isolated inside the sentence that says it.
    expect(priceText(tour.adultFils ?? 0, usd, lang)).toBe(`${new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD', currencyDisplay: 'code' }).format(((tour.adultFils ?? 0) / 100) * usd.perAed)} (${new Intl.NumberFormat(lang, { style: 'currency', currency: 'AED' }).format((tour.adultFils ?? 0) / 100)})`);
    expect(res.text).toContain(escapeHtml(said.from_price).replace('{price}', `<bdi>${priceText(tour.adultFils ?? 0, usd, lang)}</bdi>`));
    expect(res.text).toContain('<header><h1><bdi>Gulf &lt;b&gt;Horizons&lt;/b&gt; &amp; &quot;Co&quot;</bdi></h1></header>');
    expect(res.text).toContain('<a href="mailto:bookings@gulfhorizons.example"><bdi>bookings@gulfhorizons.example</bdi></a>');
    expect(res.text).toContain('<input type="text" name="name" required maxlength="80" autocomplete="name" dir="auto">');
    // Nothing of the English page is left.
    for (const english of [tour.name, transfer.name, 'Ask to book', 'Send booking request', 'per adult', 'Tours and activities', 'Contact us']) expect([lang, res.text.includes(escapeHtml(english))]).toEqual([lang, false]);

    const refused = await request(t.app).post(`${pathOf(subdomain)}/book`).type('form').send({ offer: tour.id, date: 'soon', adults: '1', name: 'Ana Souza', email: 'ana@example.com', phone: '+55 11 91234 5678', lang, currency: 'USD' });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain(escapeHtml(said.problem_date_format));
    expect(refused.text).toContain(escapeHtml(said.check_title));
  });

  it('records a view per page served, with the visitor as a keyed hash', async () => {
    const before = new Set((await t.db('public_hits').where({ account_id: who.accountId, mode, subject_id: site.id }).select('id')).map((hit: { id: string }) => hit.id));
    await request(t.app).get(pathOf(subdomain)).set('User-Agent', 'Visitor A');
    await request(t.app).get(pathOf(subdomain)).set('User-Agent', 'Visitor A');
    await request(t.app).get(pathOf(subdomain)).set('User-Agent', 'Visitor B');
    const after = (await t.db('public_hits').where({ account_id: who.accountId, mode, subject_id: site.id }).orderBy('id')) as Array<{ id: string; kind: string; subject_type: string; visitor: string; token: string }>;
    const added = after.filter((hit) => !before.has(hit.id));
    // Hits of one instant: ordered by visitor, A's two first.
    added.sort((a, b) => (a.visitor === b.visitor ? 0 : added.filter((hit) => hit.visitor === a.visitor).length > 1 ? -1 : 1));
    expect(added.map((hit) => [hit.kind, hit.subject_type, hit.token])).toEqual(Array(3).fill(['view', 'site', pathOf(subdomain)]));
    expect(added[0]?.visitor).toMatch(/^[0-9a-f]{16}$/);
    expect(added[0]?.visitor).toBe(added[1]?.visitor);
    expect(added[2]?.visitor).not.toBe(added[0]?.visitor);
  });

  it('takes a booking request: a referral credited to the site, charging nothing, on the desk only when live', async () => {
    const date = addDays(uaeToday(clock), 10);
    const res = await request(t.app)
      .post(`${pathOf(subdomain)}/book`)
      .type('form')
      .send({ offer: tour.id, date, adults: '2', children: '1', name: 'Ana Souza', email: 'Ana@Example.com', phone: '+55 11 91234 5678', lang: 'de', currency: 'EUR' });
    expect(res.status).toBe(201);
    expect(res.text).toContain('<html lang="de"');
    const bookingId = await bookingOf(res.text);
    const price = (tour.adultFils ?? 0) * 2 + (tour.childFils ?? tour.adultFils ?? 0);
    expect(res.text).toContain(`<bdi>${priceText(price, { code: 'EUR', perAed: await usdPerAed('EUR') }, 'de')}</bdi>`);
    expect(res.text).toContain(escapeHtml(offerText(tour, 'de').name));
    expect(res.text).toContain(words('de').received);
    expect(await t.db('bookings').where({ id: bookingId }).first()).toMatchObject({ account_id: who.accountId, mode, kind: 'referral', status: 'on_request', product_id: tour.id });
    expect(await t.db('attributions').where({ booking_id: bookingId }).first()).toMatchObject({ source_type: 'site', source_id: site.id, status: 'pending' });
    expect(await t.db('desk_queue').where({ subject_id: bookingId })).toHaveLength(sandbox ? 0 : 1);
    expect(await t.db('ledger_entries').where({ booking_id: bookingId })).toHaveLength(0);
  });

  it('refuses a request that does not parse with a 422 page in the brand, storing nothing', async () => {
    const before = await rowCounts(t.db);
    const res = await request(t.app).post(`${pathOf(subdomain)}/book`).type('form').send({ offer: 'act_nope', date: 'soon', adults: '0', name: '<i>x</i>', email: 'x', phone: '1' });
    expect(res.status).toBe(422);
    expect(res.text).toContain('Gulf &lt;b&gt;Horizons');
    expect(res.text).not.toContain('<i>x</i>');
    const after = await rowCounts(t.db);
    expect({ ...after, rate_limit_windows: 0 }).toEqual({ ...before, rate_limit_windows: 0 });
  });

  it('keeps serving the approved version while changes wait for review', async () => {
    const token = who.keys[mode];
    const renamed = freshName();
    await call(t.app, 'PUT', SITE, { token, body: settingsFor(renamed, { brand: { name: 'Gulf Horizons 2027', tagline: null, logo_url: null, accent_hex: '#0E7C86' } }) });
    const res = await request(t.app).get(pathOf(subdomain));
    expect(res.status).toBe(200);
    expect(res.text).toContain('Gulf &lt;b&gt;Horizons');
    expect(res.text).not.toContain('Gulf Horizons 2027');
    // The new name is not an address until it is approved.
    expect((await request(t.app).get(pathOf(renamed))).status).toBe(404);
    await call(t.app, 'PUT', SITE, { token, body: settingsFor(subdomain) });
  });

  it('answers a 404 page for a site never published, an unknown name, and the other mode’s address', async () => {
    const draft = await partner(t);
    // A test partition is seeded with a published site: this case is about one never published.
    const partition = await openPartition(t.sections, draft.accountId, mode, t.db, clock, 'system', null);
    await partition.table('site_domains').delete();
    await partition.table('sites').delete();
    const name = freshName();
    const referrals = async () => (await t.db('bookings').where({ account_id: draft.accountId, mode, kind: 'referral' })).length;
    const before = await referrals();
    await call(t.app, 'PUT', SITE, { token: draft.keys[mode], body: settingsFor(name) });
    for (const path of [pathOf(name), pathOf('no-such-site'), sandbox ? `/sites/${subdomain}` : `/sites/test/${subdomain}`, `${pathOf(name)}/book`]) {
      const res = path.endsWith('/book') ? await request(t.app).post(path).type('form').send({ offer: tour.id }) : await request(t.app).get(path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('This site is not published');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    }
    expect(await referrals()).toBe(before);
  });

  it('is served on the partner’s own domain by Host once it is active, and no longer once released', async () => {
    const token = who.keys[mode];
    const hostname = `book.${subdomain}.gulfhorizons.ae`;
    const asked = await call(t.app, 'PUT', `${SITE}/domain`, { token, body: { hostname } });
    // Pending: the host serves nothing yet.
    expect((await request(t.app).get('/').set('Host', hostname)).text).not.toContain('Gulf &lt;b&gt;Horizons');
    const txt = (asked.body.domain.dns_records as Array<{ type: string; value: string }>).find((record) => record.type === 'TXT')?.value.replace('trade-verification=', '') ?? '';
    useDnsResolver(dnsPointing(hostname, txt));
    await answer(t.app, t.db, t.sections, clock, who, mode, asked.body.domain.request_id, true);
    expect((await call(t.app, 'GET', SITE, { token })).body.live_url).toBe(`https://${hostname}`);

    const home = await request(t.app).get('/').set('Host', hostname).set('User-Agent', 'Host visitor');
    expect(home.status).toBe(200);
    expect(home.text).toContain('Gulf &lt;b&gt;Horizons&lt;/b&gt;');
    expect(home.text).toContain('action="/book"');
    expect(home.text).toContain('<a href="/?lang=ar&amp;currency=USD"');
    expect(home.text.includes('TEST PAGE')).toBe(sandbox);
    expect(home.headers['content-security-policy']).toContain("default-src 'none'");
    const domainId = (await t.db('site_domains').where({ account_id: who.accountId, mode, hostname }).first('id')).id;
    expect(await t.db('public_hits').where({ account_id: who.accountId, mode, subject_id: site.id, token: domainId })).toHaveLength(1);

    const booked = await request(t.app)
      .post('/book')
      .set('Host', `${hostname.toUpperCase()}:443`)
      .type('form')
      .send({ offer: transfer.id, date: addDays(uaeToday(clock), 3), adults: '2', name: 'Jonas Berg', email: 'jonas@example.se', phone: '+46 70 123 45 67' });
    expect(booked.status).toBe(201);
    expect(await t.db('attributions').where({ booking_id: await bookingOf(booked.text) }).first()).toMatchObject({ source_type: 'site', source_id: site.id });
    const elsewhere = await request(t.app).get('/about').set('Host', hostname);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.text).toContain('Page not found');
    // The API is never answered as the site, whatever the Host.
    expect((await request(t.app).get(SITE).set('Host', hostname).set('Authorization', `Bearer ${token}`)).body.object).toBe('site');

    await call(t.app, 'DELETE', `${SITE}/domain`, { token });
    const released = await request(t.app).get('/').set('Host', hostname);
    expect(released.text).not.toContain('Gulf &lt;b&gt;Horizons');
  });
});

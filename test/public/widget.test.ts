import request from 'supertest';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { MODES, bookingIdByReference, partner, type Mode, type Partner } from '../helpers/partitions';
import { rowCounts } from '../helpers/tables';
import { WIDGET, tour } from '../helpers/widget';
import { runAdmin } from '../../scripts/admin';
import { offerText } from '../../src/public/offers';
import { priceText } from '../../src/public/bookingForm';
import { words } from '../../src/engine/i18n';
import { addDays, uaeToday } from '../../src/platform/uaeTime';

/**
 * The booking widget on a partner's page: its script, its offers and its booking requests, for
 * the widget's allowed origins only. In Chromium: widget.browser.test.ts.
 */
const SITE = 'https://www.gulfhorizons.ae';
const STRANGER = 'https://www.copycat.example';

const t = useV1Suite({ env: { LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR: '10000', LIMIT_PUBLIC_PAGES_PER_MINUTE: '100000' } });
const { clock } = t;

const booking = (overrides: Record<string, string> = {}) => ({
  offer: tour.id,
  date: addDays(uaeToday(clock), 9),
  adults: '2',
  children: '1',
  name: 'Lena Fischer',
  email: 'lena.fischer@example.de',
  phone: '+49 151 2345678',
  note: 'Hotel lobby, please',
  lang: 'de',
  ...overrides,
});

async function widgetOf(who: Partner, mode: Mode, change: Record<string, unknown> = {}): Promise<{ id: string; partner: { code: string } }> {
  const res = await call(t.app, 'POST', WIDGET, { token: who.keys[mode], body: { allowed_origins: [SITE], languages: { default: 'en', enabled: ['en', 'ar', 'de'] }, ...change } });
  expect(res.status).toBe(200);
  return res.body;
}

describe.each(MODES)('the widget of a %s key', (mode) => {
  const sandbox = mode === 'test';
  let who: Partner;
  let widget: { id: string; partner: { code: string } };

  beforeAll(async () => {
    who = await partner(t);
    widget = await widgetOf(who, mode);
  });

  it('serves its script to any page: one file that renders in place and asks this service for the rest', async () => {
    const res = await request(t.app).get(`/widget/${widget.id}.js`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.text).toContain(`"id":"${widget.id}"`);
    expect(res.text).toContain('"base":"https://trade.test"');
    expect(res.text).not.toMatch(/innerHTML|eval\(|https?:\/\/(?!trade\.test)[a-z]/);
    expect((await request(t.app).get('/widget/wdg_0000Xk9Lw4Rt8Zp3Vb6N.js')).status).toBe(404);
  });

  it('answers its offers to an allowed origin only, with the CORS header for it alone', async () => {
    const res = await request(t.app).get(`/widget/${widget.id}/offers?lang=ar`).set('Origin', SITE);
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
    expect(res.body).toMatchObject({ id: widget.id, status: 'active', test: sandbox, language: 'ar', dir: 'rtl', partner: { name: 'Gulf Horizons Travel', code: widget.partner.code }, products: ['transfers', 'tours'] });
    expect(res.body.words.send).toBe('أرسل طلب الحجز');
    expect(res.body.languages.map((l: { code: string }) => l.code)).toEqual(['en', 'ar', 'de']);
    // The offers in the language asked for: the catalogue's words, the price as Arabic writes it.
    const text = offerText(tour, 'ar');
    expect(res.body.offers.find((o: { id: string }) => o.id === tour.id)).toEqual({
      id: tour.id, product: 'tours', name: text.name, summary: text.summary, includes: text.includes, meeting_point: text.meetingPoint, unit: 'per_person', max_guests: tour.maxGuests,
      price_aed: tour.adultFils! / 100, price_text: new Intl.NumberFormat('ar', { style: 'currency', currency: 'AED' }).format(tour.adultFils! / 100),
    });
    expect(text.name).not.toBe(tour.name);
    expect(res.body.words).toMatchObject({ from_price: words('ar').from_price, ask_to_book: words('ar').ask_to_book, language: words('ar').language });
    expect(res.body.languages).toEqual([{ code: 'en', name: 'English', dir: 'ltr' }, { code: 'ar', name: 'العربية', dir: 'rtl' }, { code: 'de', name: 'Deutsch', dir: 'ltr' }]);
    const ru = await request(t.app).get(`/widget/${widget.id}/offers?lang=ru`).set('Origin', SITE);
    // Russian is not among this widget's languages: its default answers.
    expect(ru.body.language).toBe('en');
    expect((await request(t.app).get(`/widget/${widget.id}/offers?lang=zh`).set('Origin', SITE)).body.language).toBe('en');

    for (const origin of [STRANGER, 'null', 'https://www.gulfhorizons.ae.copycat.example']) {
      const refused = await request(t.app).get(`/widget/${widget.id}/offers`).set('Origin', origin);
      expect(refused.status).toBe(403);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      expect(refused.body.offers).toBeUndefined();
    }
    expect((await request(t.app).get(`/widget/${widget.id}/offers`)).status).toBe(403);
  });

  it('speaks Russian when the widget offers it: the catalogue, its words, its prices and what to mend', async () => {
    const russian = await widgetOf(await partner(t), mode, { languages: { default: 'ru', enabled: ['ru', 'en'] }, display_currency: 'EUR' });
    const res = await request(t.app).get(`/widget/${russian.id}/offers`).set('Origin', SITE);
    expect(res.body).toMatchObject({ language: 'ru', dir: 'ltr', words: { send: words('ru').send, tours: words('ru').tours } });
    const shown = res.body.offers.find((o: { id: string }) => o.id === tour.id);
    const rate = Number(((await t.db('fx_rates').where({ currency: 'EUR' }).first()) as { aed_per_unit: string }).aed_per_unit);
    expect(shown).toMatchObject({ name: offerText(tour, 'ru').name, summary: offerText(tour, 'ru').summary, price_text: priceText(tour.adultFils!, { code: 'EUR', perAed: 1 / rate }, 'ru') });
    expect(shown.price_text).toContain('EUR');
    const refused = await request(t.app).post(`/widget/${russian.id}/bookings`).set('Origin', SITE).type('form').send(booking({ lang: 'ru', adults: '0' }));
    expect(refused.status).toBe(422);
    expect(refused.body.error.problems).toEqual([words('ru').problem_adults]);
  });

  it('shows prices in the display currency too, at the daily rate', async () => {
    const other = await partner(t);
    const usd = await widgetOf(other, mode, { display_currency: 'USD' });
    const rate = Number(((await t.db('fx_rates').where({ currency: 'USD' }).first()) as { aed_per_unit: string }).aed_per_unit);
    const res = await request(t.app).get(`/widget/${usd.id}/offers`).set('Origin', SITE);
    const shown = res.body.offers.find((o: { id: string }) => o.id === tour.id);
    expect(shown.price_text).toBe(priceText(tour.adultFils!, { code: 'USD', perAed: 1 / rate }));
    expect(shown.price_text).toBe(`USD\u00a0${(tour.adultFils! / 100 / rate).toFixed(2)} (AED\u00a0${(tour.adultFils! / 100).toFixed(2)})`);
  });

  it('stores a booking request from an allowed origin as the partner\'s referral attributed to the widget, carrying the partner code', async () => {
    const tasks = Number((await t.db('desk_queue').count({ n: '*' }))[0]?.n);
    const res = await request(t.app).post(`/widget/${widget.id}/bookings`).set('Origin', SITE).type('form').send(booking());
    expect(res.status).toBe(201);
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
    expect(res.body).toMatchObject({ id: expect.stringMatching(/^bkg_/), status: 'on_request', sandbox, partner_code: widget.partner.code, price_aed: (tour.adultFils! * 2 + (tour.childFils ?? tour.adultFils!)) / 100 });
    // The reference is what the visitor reads and quotes; the id follows it for a program.
    expect(await bookingIdByReference(t.db, res.body.reference)).toBe(res.body.id);
    const stored = (await t.db('bookings').where({ id: res.body.id }).first()) as { account_id: string; mode: string; kind: string; body: string };
    expect(stored).toMatchObject({ account_id: who.accountId, mode, kind: 'referral' });
    expect(JSON.parse(stored.body).note).toBe(`Partner code ${widget.partner.code}. Hotel lobby, please`);
    expect(await t.db('attributions').where({ booking_id: res.body.id }).first()).toMatchObject({ source_type: 'widget', source_id: widget.id, commission_bp: 800 });
    expect(Number((await t.db('desk_queue').count({ n: '*' }))[0]?.n)).toBe(tasks + (sandbox ? 0 : 1));
    const stats = (await call(t.app, 'GET', `/api/b2b/v1/affiliate/stats?from=${uaeToday(clock)}&to=${uaeToday(clock)}`, { token: who.keys[mode] })).body;
    expect(stats.widget.bookings).toBeGreaterThanOrEqual(1);
  });

  it('refuses a booking request from any other origin, or a malformed one, storing nothing', async () => {
    const before = await rowCounts(t.db);
    const foreign = await request(t.app).post(`/widget/${widget.id}/bookings`).set('Origin', STRANGER).type('form').send(booking());
    expect(foreign.status).toBe(403);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect((await request(t.app).post(`/widget/${widget.id}/bookings`).type('form').send(booking())).status).toBe(403);
    const bad = await request(t.app).post(`/widget/${widget.id}/bookings`).set('Origin', SITE).type('form').send(booking({ adults: '0', email: 'nope' }));
    expect(bad.status).toBe(422);
    expect(bad.body.error.problems).toEqual(expect.arrayContaining([words('de').problem_adults, words('de').problem_email]));
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('closes bookings while paused and shows nothing while suspended', async () => {
    const other = await partner(t);
    const paused = await widgetOf(other, mode, { status: 'paused' });
    const offers = await request(t.app).get(`/widget/${paused.id}/offers`).set('Origin', SITE);
    expect(offers.body).toMatchObject({ status: 'paused', offers: [] });
    const before = await rowCounts(t.db);
    expect((await request(t.app).post(`/widget/${paused.id}/bookings`).set('Origin', SITE).type('form').send(booking())).status).toBe(409);
    expect(await rowCounts(t.db)).toEqual(before);
    await runAdmin(['widget', 'suspend', '--account', other.accountId, '--mode', mode, '--reason', 'Below the public price'], t.db, clock);
    expect((await request(t.app).get(`/widget/${paused.id}/offers`).set('Origin', SITE)).status).toBe(403);
    const [audited] = await t.db('audit_events').where({ action: 'account.widget_suspended', subject_id: other.accountId }).orderBy('id', 'desc').limit(1);
    expect([audited.staff_id, JSON.parse(audited.change)]).toEqual([null, { mode, widget_id: paused.id, status: 'suspended', reason: 'Below the public price' }]);
  });
});

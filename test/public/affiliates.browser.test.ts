import { apiOf } from '../helpers/suite';
import { bookingIdByReference, partner } from '../helpers/partitions';
import { describeWithBrowser, launchBrowser, serveApp, type ServedApp, phoneTab, requestFromOfferCard } from '../helpers/browser';
import { V1, linkBody, safari } from '../helpers/affiliates';
import { CLICK_COOKIE } from '../../src/public/bookingForm';
import { uaeToday } from '../../src/platform/uaeTime';

/**
 * A tracking link followed in Chromium to its landing page, and a booking request sent there,
 * credited to the link (affiliates.test.ts has the redirect and the pages case by case).
 */
describeWithBrowser('a tracking link in Chromium', () => {
  let served: ServedApp;
  beforeAll(async () => {
    served = await serveApp({ env: { LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR: '1000' } });
  });
  afterAll(() => served.close());

  it('leads to the landing page with its UTM parameters; the request sent there is credited to the link and its click counted', async () => {
    const owner = await partner(served.t);
    const api = apiOf(served.t.app, owner.keys.live).send;
    const made = (await api('POST', `${V1}/links`, linkBody('Instagram bio'))).body;
    expect(made.url).toBe(`${served.baseUrl}/t/${made.code}`);
    const browser = await launchBrowser();
    try {
      const { tab, violations } = await phoneTab(browser);
      await tab.goto(made.url);
      const landed = new URL(tab.url());
      expect(landed.pathname).toBe('/book/desert-safaris');
      expect(Object.fromEntries(landed.searchParams)).toEqual({ aff: made.code, utm_source: 'instagram', utm_medium: 'social', utm_campaign: 'winter_safari_2026', utm_content: 'bio_link' });
      const cookies = await tab.context().cookies();
      expect(cookies.find((c) => c.name === CLICK_COOKIE)?.value).toMatch(/^hit_/);

      const id = await bookingIdByReference(served.t.db, await requestFromOfferCard(tab, safari.id, served.t.services.clock, { adults: 3, landing: /\/book\/requests$/ }));
      expect(violations).toEqual([]);

      const attribution = (await served.t.db('attributions').where({ booking_id: id }).first()) as Record<string, unknown>;
      expect({ ...attribution, price_fils: Number(attribution.price_fils) }).toMatchObject({ account_id: owner.accountId, mode: 'live', source_type: 'affiliate_link', source_id: made.code, price_fils: safari.adultFils! * 3, commission_bp: 800 });
      const today = uaeToday(served.t.services.clock);
      const stats = (await api('GET', `${V1}/stats?from=${today}&to=${today}`)).body;
      expect(stats.totals).toMatchObject({ clicks: 1, bookings: 1, sales_aed: (safari.adultFils! * 3) / 100 });
      const row = (await api('GET', `${V1}/performance?from=${today}&to=${today}`)).body.data[0];
      expect(row).toMatchObject({ link: { code: made.code }, clicks: 1, bookings: 1, conversion_percent: 100 });
    } finally {
      await browser.close();
    }
  });
});

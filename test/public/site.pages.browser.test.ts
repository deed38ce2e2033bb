import { toFils } from '../helpers/suite';
import { call } from '../helpers/http';
import { MODES, bookingIdByReference, partner } from '../helpers/partitions';
import { describeWithBrowser, launchBrowser, serveApp, type ServedApp, phoneTab } from '../helpers/browser';
import { SITE, freshName, publish, settingsFor, tour } from '../helpers/site';
import { publicOffers } from '../../src/public/offers';
import { addDays, uaeToday } from '../../src/platform/uaeTime';

/**
 * The white-label site in Chromium: a visitor opens it, changes the currency and asks to book;
 * the booking and the site's stats show it (site.pages.test.ts has the pages case by case).
 */
describeWithBrowser('the white-label site in Chromium', () => {
  let served: ServedApp;
  beforeAll(async () => {
    served = await serveApp({ env: { LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR: '1000', LIMIT_PUBLIC_PAGES_PER_MINUTE: '10000' } });
  });
  afterAll(() => served.close());

  it.each(MODES)('a visitor opens a %s site, sees the brand and offers, changes currency and asks to book; the booking and the stats show it', async (mode) => {
    const { t: app } = served;
    const owner = await partner(app);
    const subdomain = freshName();
    const settings = settingsFor(subdomain, { brand: { name: 'Gulf Horizons Travel', tagline: 'Private transfers and desert safaris', logo_url: null, accent_hex: '#1F4E79' } });
    const site = await publish(app.app, app.db, app.sections, app.services.clock, owner, mode, settings);
    expect(site.live_url).toBe(`${served.baseUrl}${mode === 'test' ? '/sites/test/' : '/sites/'}${subdomain}`);
    const today = uaeToday(app.services.clock);
    const statsOfToday = async () => (await call(app.app, 'GET', `${SITE}/stats?from=${today}&to=${today}`, { token: owner.keys[mode] })).body.totals;
    // A test partition's seeded traffic may reach into today: the visit is counted on top of it.
    const before = await statsOfToday();
    const browser = await launchBrowser();
    try {
      const { tab, violations } = await phoneTab(browser);
      await tab.goto(String(site.live_url));
      expect(await tab.locator('header h1').textContent()).toBe('Gulf Horizons Travel');
      // The brand's colour reached the page through the nonce'd style sheet.
      expect(await tab.locator('header').evaluate((el) => (globalThis as unknown as { getComputedStyle(node: unknown): { backgroundColor: string } }).getComputedStyle(el).backgroundColor)).toBe('rgb(31, 78, 121)');
      expect(await tab.locator('.test-banner').count()).toBe(mode === 'test' ? 1 : 0);
      expect(await tab.locator('li.offer').count()).toBe(publicOffers().length);
      expect(await tab.locator(`[data-offer="${tour.id}"] .price`).textContent()).toContain('USD');
      await tab.locator('nav[data-currencies] a', { hasText: 'EUR' }).click();
      await tab.waitForURL(/currency=EUR/);
      const card = tab.locator(`[data-offer="${tour.id}"]`);
      expect(await card.locator('.price').textContent()).toContain('EUR');
      await card.locator('summary').click();
      await card.locator('input[name=date]').fill(addDays(uaeToday(app.services.clock), 14));
      await card.locator('input[name=adults]').fill('3');
      await card.locator('input[name=name]').fill('Mei Lin');
      await card.locator('input[name=email]').fill('mei.lin@example.cn');
      await card.locator('input[name=phone]').fill('+86 138 0013 8000');
      await Promise.all([tab.waitForURL(/\/book$/), card.locator('button[type=submit]').click()]);
      const bookingId = await bookingIdByReference(app.db, await tab.locator('[data-reference]').textContent());
      expect(await tab.locator('main').textContent()).toContain('EUR');
      expect(violations).toEqual([]);

      expect(await app.db('bookings').where({ id: bookingId, kind: 'referral', account_id: owner.accountId, mode })).toHaveLength(1);
      const attribution = await app.db('attributions').where({ booking_id: bookingId }).first();
      expect(attribution).toMatchObject({ source_type: 'site', source_id: site.id });
      expect(Number(attribution.price_fils)).toBe((tour.adultFils ?? 0) * 3);
      const after = await statsOfToday();
      // Two pages viewed (AED, then EUR) by one browser, one booking request at the public price.
      expect(after.views - before.views).toBe(2);
      expect(after.visitors - before.visitors).toBeLessThanOrEqual(1);
      expect(after.visitors).toBeGreaterThanOrEqual(1);
      expect(after.bookings - before.bookings).toBe(1);
      expect(toFils(after.sales_aed - before.sales_aed)).toBe((tour.adultFils ?? 0) * 3);
    } finally {
      await browser.close();
    }
  });
});

import request from 'supertest';
import { MODES, bookingIdByReference, partner } from '../helpers/partitions';
import { describeWithBrowser, launchBrowser, serveApp, type ServedApp, requestFromOfferCard } from '../helpers/browser';
import { PROPERTIES, WIFI, property, type Guide } from '../helpers/guides';
import { featuredOffers } from '../../src/sections/guides/offers';

/**
 * The welcome guide in Chromium on a phone, opened from its QR code and booked through
 * (guides.test.ts has the page's answers case by case).
 */
describeWithBrowser('the guide page in Chromium on a phone', () => {
  let served: ServedApp;
  beforeAll(async () => {
    served = await serveApp();
  });
  afterAll(() => served.close());

  it.each(MODES)('opens the guest link from the QR code, shows the property and Wi-Fi, and books through the form (%s key)', async (mode) => {
    const owner = await partner(served.t);
    const token = owner.keys[mode];
    const created = await request(served.t.app).post(PROPERTIES).set('Authorization', `Bearer ${token}`).send({ ...property, name: 'Marina Gate 2, apartment 3104' });
    expect(created.status).toBe(201);
    const guide = created.body as Guide;
    expect(guide.guest_link.url).toBe(`${served.baseUrl}/g/${guide.guest_link.code}`);
    await request(served.t.app).post(`${PROPERTIES}/${guide.id}/wifi`).set('Authorization', `Bearer ${token}`).send(WIFI).expect(200);
    const offer = featuredOffers(guide).find((candidate) => candidate.kind === 'tour')!;

    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const tab = await context.newPage();
      const violations: string[] = [];
      tab.on('console', (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
      });
      // What the QR code carries.
      await tab.goto(`${guide.guest_link.url}?src=qr`);
      expect(await tab.locator('[data-property-name]').textContent()).toBe('Marina Gate 2, apartment 3104');
      expect(await tab.locator('[data-wifi-network]').textContent()).toBe(WIFI.network_name);
      expect(await tab.locator('[data-wifi-password]').textContent()).toBe(WIFI.password);
      expect(await tab.locator('[data-wifi-password]').isVisible()).toBe(true);
      expect((await tab.locator('.test-banner').count()) > 0).toBe(mode === 'test');
      // Made for the phone: nothing wider than the screen.
      expect(await tab.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      const bookingId = await bookingIdByReference(served.t.db, await requestFromOfferCard(tab, offer.id, served.t.services.clock, { adults: 2, landing: /\/book$/ }));
      expect(violations).toEqual([]);

      expect(await served.t.db('bookings').where({ id: bookingId })).toMatchObject([{ kind: 'referral', account_id: owner.accountId, mode, status: 'on_request', traveller_name: 'Jonas Berg' }]);
      expect(await served.t.db('attributions').where({ booking_id: bookingId })).toMatchObject([{ source_type: 'guide_property', source_id: guide.id, status: 'pending' }]);
      const stats = await request(served.t.app).get(`/api/b2b/v1/guides/stats?property_id=${guide.id}`).set('Authorization', `Bearer ${token}`);
      expect(stats.body.totals).toMatchObject({ qr_scans: 1, guide_views: 1, bookings: 1, sales_aed: ((offer.adultFils ?? 0) * 2) / 100 });
    } finally {
      await browser.close();
    }
  });
});

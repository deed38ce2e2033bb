import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiOf } from '../helpers/suite';
import { bookingIdByReference, partner } from '../helpers/partitions';
import { describeWithBrowser, launchBrowser, serveApp, type ServedApp } from '../helpers/browser';
import { WIDGET, tour } from '../helpers/widget';
import { offerText } from '../../src/public/offers';
import { priceText } from '../../src/public/bookingForm';
import { words } from '../../src/engine/i18n';
import { addDays, uaeToday } from '../../src/platform/uaeTime';

/**
 * The booking widget on a partner's page in Chromium: it renders in place on an allowed origin
 * and takes a booking request, in English, German and Arabic; another origin gets nothing
 * (widget.test.ts has the widget's answers case by case).
 */

/** A partner's web page on a loopback port, with the widget's snippet. */
async function partnerPage(snippet: string): Promise<{ origin: string; server: Server; close(): Promise<void> }> {
  const server = createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><html><head><title>Gulf Horizons Travel</title></head><body><h1>Plan your trip</h1>${snippet}<p id="after">Contact us</p></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, server, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describeWithBrowser('the widget on a partner\'s page in Chromium', () => {
  let served: ServedApp;
  beforeAll(async () => {
    served = await serveApp({ env: { LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR: '1000' } });
  });
  afterAll(() => served.close());

  it('renders the offers on an allowed origin and a booking goes through carrying the partner code; another origin gets nothing', async () => {
    const owner = await partner(served.t);
    const api = apiOf(served.t.app, owner.keys.live).send;
    // The snippet depends on the widget alone: pasted first, then the page's origin is allowed.
    const widget = (await api('POST', WIDGET, { allowed_origins: ['https://www.gulfhorizons.ae'], languages: { default: 'en', enabled: ['en', 'de'] } })).body;
    const page = await partnerPage(widget.snippet);
    await api('POST', WIDGET, { allowed_origins: [page.origin] });
    const stranger = await partnerPage(widget.snippet);
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (err) => errors.push(err.message));
      await tab.goto(page.origin);
      const root = tab.locator(`[data-booking-widget="${widget.id}"]`);
      // Playwright's CSS locators pierce the widget's open shadow root.
      await root.locator('[data-product="tours"]').click();
      const card = root.locator(`li[data-offer="${tour.id}"]`);
      await card.waitFor();
      expect(await card.locator('.price').textContent()).toBe(`From AED\u00a0${(tour.adultFils! / 100).toFixed(2)} per adult`);
      expect(await card.locator('.price bdi').textContent()).toBe(`AED\u00a0${(tour.adultFils! / 100).toFixed(2)}`);
      // The widget sits where the snippet is, before what follows it on the page.
      expect(await tab.evaluate(() => {
        const doc = (globalThis as unknown as { document: { querySelector(s: string): { nextElementSibling: { tagName: string } | null } | null } }).document;
        return doc.querySelector('[data-booking-widget]')?.nextElementSibling?.tagName ?? null;
      })).toBe('SCRIPT');

      await root.locator('select[data-language]').selectOption('de');
      await root.locator('[data-product="tours"]').click();
      await card.locator('summary').click();
      expect(await card.locator('summary').textContent()).toBe('Buchung anfragen');
      await card.locator('input[name=date]').fill(addDays(uaeToday(served.t.services.clock), 12));
      await card.locator('input[name=adults]').fill('2');
      await card.locator('input[name=name]').fill('Lena Fischer');
      await card.locator('input[name=email]').fill('lena@example.de');
      await card.locator('input[name=phone]').fill('+49 151 2345678');
      await card.locator('button[type=submit]').click();
      const bookingId = await bookingIdByReference(served.t.db, await card.locator('[data-reference]').textContent());
      expect(await card.locator('[data-confirmation]').textContent()).toContain(`Partnercode: ${widget.partner.code}`);
      expect(errors).toEqual([]);

      const stored = (await served.t.db('bookings').where({ id: bookingId }).first()) as { account_id: string; mode: string; body: string };
      expect(stored).toMatchObject({ account_id: owner.accountId, mode: 'live' });
      expect(JSON.parse(stored.body).note).toBe(`Partner code ${widget.partner.code}`);
      expect(await served.t.db('attributions').where({ booking_id: bookingId }).first()).toMatchObject({ source_type: 'widget', source_id: widget.id });

      // The same snippet on a page of an origin the partner did not allow: nothing shows, nothing is asked.
      const before = await served.t.db('bookings').where({ account_id: owner.accountId }).count({ n: '*' });
      const other = await context.newPage();
      // The service refuses the offers (403, without the CORS header), so the browser withholds the answer from the page.
      const refused = other.waitForEvent('requestfailed', (req) => req.url().includes(`/widget/${widget.id}/offers`));
      await other.goto(stranger.origin);
      expect((await refused).failure()?.errorText).toMatch(/ERR_FAILED|blocked/i);
      await other.waitForFunction(() => (globalThis as unknown as { document: { querySelector(s: string): unknown } }).document.querySelector('[data-booking-widget]') === null);
      expect(await other.locator('li[data-offer]').count()).toBe(0);
      expect(await other.locator('#after').textContent()).toBe('Contact us');
      expect(await served.t.db('bookings').where({ account_id: owner.accountId }).count({ n: '*' })).toEqual(before);
    } finally {
      await browser.close();
      await page.close();
      await stranger.close();
    }
  }, 90_000);

  it('renders Arabic right to left, with each price, reference and code isolated from the sentence around it', async () => {
    const owner = await partner(served.t);
    const api = apiOf(served.t.app, owner.keys.live).send;
    const widget = (await api('POST', WIDGET, { allowed_origins: ['https://www.gulfhorizons.ae'], languages: { default: 'ar', enabled: ['ar', 'en'] } })).body;
    const page = await partnerPage(widget.snippet);
    await api('POST', WIDGET, { allowed_origins: [page.origin] });
    const browser = await launchBrowser();
    try {
      const tab = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })).newPage();
      const errors: string[] = [];
      tab.on('pageerror', (err) => errors.push(err.message));
      await tab.goto(page.origin);
      const root = tab.locator(`[data-booking-widget="${widget.id}"]`);
      await root.locator('[data-product="tours"]').click();
      const card = root.locator(`li[data-offer="${tour.id}"]`);
      await card.waitFor();
      expect(await root.locator('.w').getAttribute('dir')).toBe('rtl');
      expect(await card.locator('h4').textContent()).toBe(offerText(tour, 'ar').name);
      expect(await card.locator('.price bdi').textContent()).toBe(priceText(tour.adultFils!, null, 'ar'));
      expect(await card.locator('.price').textContent()).toBe(words('ar').from_price.replace('{price}', priceText(tour.adultFils!, null, 'ar')));
      expect(await card.locator('summary').textContent()).toBe(words('ar').ask_to_book);
      await card.locator('summary').click();
      expect(await card.locator('input[name=name]').getAttribute('dir')).toBe('auto');
      await card.locator('input[name=date]').fill(addDays(uaeToday(served.t.services.clock), 12));
      await card.locator('input[name=name]').fill('Lena Fischer');
      await card.locator('input[name=email]').fill('lena@example.de');
      await card.locator('input[name=phone]').fill('+49 151 2345678');
      await card.locator('button[type=submit]').click();
      expect(await card.locator('bdi > [data-reference]').textContent()).toMatch(/^RF-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(await card.locator('[data-confirmation] bdi').last().textContent()).toBe(widget.partner.code);
      expect(await card.locator('[data-confirmation]').textContent()).toContain(words('ar').received);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await page.close();
    }
  }, 90_000);
});

import { bookingIdByReference, partner } from '../helpers/partitions';
import { describeWithBrowser, launchBrowser, serveApp, type ServedApp, phoneTab } from '../helpers/browser';
import { sections, tour } from '../helpers/kitPages';
import { openPartition } from '../../src/engine/partitions';
import { createPublicLink } from '../../src/engine/publicLinks';
import { findOffer } from '../../src/public/offers';
import { uaeToday, addDays } from '../../src/platform/uaeTime';

/**
 * A public page in Chromium (the kit's page, test/helpers/kitPages.ts): it renders under its CSP
 * and a visitor sends a booking request through its form (pages.test.ts has the machinery case by case).
 */
describeWithBrowser('a public page in Chromium', () => {
  let served: ServedApp;
  beforeAll(async () => {
    served = await serveApp({ sections, env: { LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR: '1000' } });
  });
  afterAll(() => served.close());

  it('renders under its CSP without violations, and a visitor sends a booking request through the form', async () => {
    const owner = await partner(served.t);
    const partition = await openPartition(served.t.sections, owner.accountId, 'live', served.t.db, served.t.services.clock, 'system', null);
    const link = await createPublicLink(partition, { kind: 'guide', subjectId: 'gpr_browser' });
    const browser = await launchBrowser();
    try {
      const { tab, violations } = await phoneTab(browser);
      await tab.goto(`${served.baseUrl}/kit-test/${link.token}`);
      // The style sheet applied (allowed by its nonce): the header has the brand's colour.
      expect(await tab.locator('header').evaluate((el) => (globalThis as unknown as { getComputedStyle(node: unknown): { backgroundColor: string } }).getComputedStyle(el).backgroundColor)).toBe('rgb(15, 76, 92)');
      const card = tab.locator(`[data-offer="${tour.id}"]`);
      await card.locator('summary').click();
      await card.locator('input[name=date]').fill(addDays(uaeToday(served.t.services.clock), 10));
      await card.locator('input[name=adults]').fill('2');
      await card.locator('input[name=name]').fill('Jonas Berg');
      await card.locator('input[name=email]').fill('jonas@example.se');
      await card.locator('input[name=phone]').fill('+46 70 123 45 67');
      await Promise.all([tab.waitForURL(/\/book$/), card.locator('button[type=submit]').click()]);
      const bookingId = await bookingIdByReference(served.t.db, await tab.locator('[data-reference]').textContent());
      expect(violations).toEqual([]);
      expect(await served.t.db('bookings').where({ id: bookingId, kind: 'referral', account_id: owner.accountId, mode: 'live' })).toHaveLength(1);
      expect(findOffer(tour.id)).toBeDefined();
    } finally {
      await browser.close();
    }
  });
});

import { bookingIdByReference, partner } from '../helpers/partitions';
import { describeWithBrowser, launchBrowser, serveApp, type ServedApp, phoneTab, requestFromOfferCard } from '../helpers/browser';
import { sections, tour } from '../helpers/kitPages';
import { openPartition } from '../../src/engine/partitions';
import { createPublicLink } from '../../src/engine/publicLinks';
import { findOffer } from '../../src/public/offers';

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
      const bookingId = await bookingIdByReference(served.t.db, await requestFromOfferCard(tab, tour.id, served.t.services.clock, { adults: 2, landing: /\/book$/ }));
      expect(violations).toEqual([]);
      expect(await served.t.db('bookings').where({ id: bookingId, kind: 'referral', account_id: owner.accountId, mode: 'live' })).toHaveLength(1);
      expect(findOffer(tour.id)).toBeDefined();
    } finally {
      await browser.close();
    }
  });
});

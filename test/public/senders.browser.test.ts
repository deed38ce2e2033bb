import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { partner } from '../helpers/partitions';
import { describeWithBrowser, launchBrowser, serveApp, type ServedApp } from '../helpers/browser';
import { guideTarget, type Target } from '../helpers/publicForms';
import { addDays, uaeToday } from '../../src/platform/uaeTime';

/**
 * A public form posted from another site's page in Chromium: refused; posted from its own page:
 * taken (senders.test.ts has every form's rule request by request).
 */
describeWithBrowser('a guide\'s form in Chromium', () => {
  let served: ServedApp;
  beforeAll(async () => {
    served = await serveApp();
  });
  afterAll(() => served.close());

  it('is refused when another site\'s page posts it, and taken from the guide page itself', async () => {
    const owner = await partner(served.t);
    const guide = await guideTarget(served.t, owner.keys.test);
    const target: Target = { ...guide, form: { ...guide.form, date: addDays(uaeToday(served.t.services.clock), 10) } };
    const fields = Object.entries(target.form).map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`).join('');
    // Another site (localhost is another host than the service's 127.0.0.1) with a copy of the form.
    const evil = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(`<!doctype html><form method="post" action="${served.baseUrl}${target.path}">${fields}<button>Win a safari</button></form>`));
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
    const browser = await launchBrowser();
    try {
      // The test partition's seed has referrals of its own.
      const referrals = async (): Promise<number> => (await served.t.db('bookings').where({ account_id: owner.accountId, kind: 'referral' })).length;
      const seeded = await referrals();
      const tab = await browser.newPage();
      await tab.goto(`http://localhost:${(evil.address() as AddressInfo).port}/`);
      const [refused] = await Promise.all([tab.waitForNavigation(), tab.locator('button').click()]);
      expect(refused?.status()).toBe(403);
      expect(await tab.locator('body').textContent()).toContain('This form was sent from another website');
      expect(await referrals()).toBe(seeded);

      await tab.goto(`${served.baseUrl}${target.path.replace(/\/book$/, '')}`);
      const card = tab.locator(`[data-offer="${target.form.offer ?? ''}"]`).first();
      await card.locator('summary').click();
      for (const name of ['date', 'name', 'email', 'phone']) await card.locator(`[name=${name}]`).fill(target.form[name] ?? '');
      const [taken] = await Promise.all([tab.waitForNavigation(), card.locator('button[type=submit]').click()]);
      expect(taken?.status()).toBe(201);
      expect(await referrals()).toBe(seeded + 1);
    } finally {
      await browser.close();
      evil.closeAllConnections();
      await new Promise<void>((resolve) => evil.close(() => resolve()));
    }
  });
});

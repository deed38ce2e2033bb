import request from 'supertest';
import { partner, walletAt, walletFils } from '../helpers/partitions';
import { describeWithBrowser, launchBrowser, serveApp, type ServedApp } from '../helpers/browser';
import { BASE, lines, programmeBody } from '../helpers/dmc';

/**
 * The client link's page in Chromium: a DMC's client opens the link, reads the proposal in the
 * DMC's brand and accepts it there (dmc.public.test.ts has the page's answers case by case).
 */

describeWithBrowser('the client link page in Chromium', () => {
  let served: ServedApp;
  beforeAll(async () => {
    served = await serveApp();
  });
  afterAll(() => served.close());

  it('opens the client link, shows the proposal, accepts it, and the API then shows the acceptance and the bookings', async () => {
    const owner = await partner(served.t);
    const token = owner.keys.live;
    const api = async (method: 'get' | 'post', path: string, body?: object) => {
      const req = request(served.t.app)[method](path).set('Authorization', `Bearer ${token}`);
      return body ? req.send(body) : req;
    };
    const programme = (await api('post', BASE, { ...programmeBody, title: 'Stockholm sales incentive' })).body;
    await api('post', `${BASE}/${programme.id}/brand`, { mode: 'partner', display_name: 'Desert Rose DMC', accent_hex: '#0E6E55' });
    const version = (await api('post', `${BASE}/${programme.id}/versions`, { markup_percent: 15, lines })).body;
    await api('post', `${BASE}/${programme.id}/status`, { status: 'proposed' });
    const link = (await api('post', `${BASE}/${programme.id}/links`, { recipient: { name: 'Linnea Berg', email: 'linnea.berg@nordicincentive.example' } })).body;
    expect(link.url.startsWith(served.baseUrl)).toBe(true);
    await walletAt(served.t, owner, 'live', version.totals.net_aed + 100);

    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      const tab = await context.newPage();
      const violations: string[] = [];
      tab.on('console', (entry) => {
        if (/Content Security Policy|Refused to/i.test(entry.text())) violations.push(entry.text());
      });
      await tab.goto(link.url);
      expect(await tab.locator('header h1').textContent()).toBe('Desert Rose DMC');
      // The style sheet applied under the CSP: the header carries the DMC's colour.
      expect(await tab.locator('header').evaluate((el) => (globalThis as unknown as { getComputedStyle(node: unknown): { backgroundColor: string } }).getComputedStyle(el).backgroundColor)).toBe('rgb(14, 110, 85)');
      expect(await tab.locator('main h2').first().textContent()).toBe('Stockholm sales incentive');
      const total = `AED ${version.totals.sell_aed.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
      expect((await tab.locator('[data-total]').textContent())?.trim()).toBe(total);
      await tab.locator('input[name=name]').fill('Erik Lund');
      await tab.locator('input[name=email]').fill('erik.lund@nordicincentive.example');
      await tab.locator('input[name=confirm]').check();
      await Promise.all([tab.waitForURL(/\/accept$/), tab.locator('form.accept button[type=submit]').click()]);
      const reference = (await tab.locator('[data-reference]').textContent())?.trim();
      expect(reference).toMatch(/^DMC-[0-9A-Z]{8}$/);
      expect(await tab.locator('[data-accepted]').textContent()).toContain('Accepted by Erik Lund');
      expect(violations).toEqual([]);

      const read = (await api('get', `${BASE}/${programme.id}`)).body;
      expect(read).toMatchObject({
        status: 'booked',
        acceptance: { version: 1, via: 'client_link', link_id: link.id, accepted_by: { name: 'Erik Lund', email: 'erik.lund@nordicincentive.example' } },
        booking: { reference, services: lines.length, amount_due_aed: version.totals.net_aed },
      });
      expect(Date.parse(read.acceptance.accepted_at)).toBeGreaterThan(served.t.clock.now().getTime() - 60_000);
      expect(Date.parse(read.acceptance.accepted_at)).toBeLessThanOrEqual(served.t.clock.now().getTime());
      const links = (await api('get', `${BASE}/${programme.id}/links`)).body.data;
      expect(links[0]).toMatchObject({ id: link.id, status: 'accepted', views: 1, accepted_by: { name: 'Erik Lund' } });
      const ids = JSON.parse((await served.t.db('dmc_programmes').where({ id: programme.id }).first()).booking).booking_ids as string[];
      expect(await served.t.db('bookings').whereIn('id', ids).andWhere({ kind: 'dmc', status: 'confirmed', account_id: owner.accountId, mode: 'live' })).toHaveLength(lines.length);
      expect(await walletFils(served.t.db, owner.accountId, 'live')).toBe(10000);
    } finally {
      await browser.close();
    }
  });
});

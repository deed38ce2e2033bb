import request from 'supertest';
import { describeWithBrowser, launchBrowser, serveApp } from '../helpers/browser';
import { partner } from '../helpers/partitions';
import { USERS, newEmail } from '../helpers/users';

/** A partner user's invitation accepted in Chromium (users.test.ts has the API and the page's answers). */
describeWithBrowser('an invitation in Chromium', () => {
  it('is accepted by a person clicking the button on the page its link opens', async () => {
    const served = await serveApp();
    const browser = await launchBrowser();
    try {
      const owner = await partner(served.t);
      const res = await request(served.t.app).post(USERS).set('Authorization', `Bearer ${owner.keys.test}`).send({ email: newEmail(), first_name: 'Yousef', last_name: 'Amin', role: 'booker' });
      expect(res.status).toBe(201);
      expect(res.body.invitation_url.startsWith(`${served.baseUrl}/invitations/`)).toBe(true);
      const tab = await browser.newPage();
      await tab.goto(res.body.invitation_url);
      expect(await tab.locator('h2').textContent()).toBe('Hello Yousef,');
      await Promise.all([tab.waitForSelector('[data-accepted]'), tab.locator('button[type=submit]').click()]);
      expect(await served.t.db('users').where({ id: res.body.id }).first()).toMatchObject({ status: 'active' });
    } finally {
      await browser.close();
      await served.close();
    }
  });
});

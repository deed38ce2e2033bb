import request from 'supertest';
import type { Page } from 'playwright-core';
import { createAccount } from '../../src/apiKeys/store';
import { Partition } from '../../src/engine/partition';
import { setAccountLegalDetails } from '../../src/engine/accountLegalDetails';
import { creditWallet } from '../../src/engine/wallet';
import { describeWithBrowser, type ServedApp } from '../helpers/browser';
import { CONSOLE_BUILD_TIMEOUT_MS, startConsole, type ConsoleRig } from '../helpers/console';
import { createStaffMember, type StaffFixture } from '../helpers/staff';

/**
 * The console's Partners screen in Chromium against the real operator API: an admin finds a
 * partner by name, changes its TRN, switches its live access on, issues a test key (shown once,
 * and working) and rolls it (the old key refused, the new one working); finance sets its credit
 * line; a desk-only person reads the partner without a button to change it.
 */
describeWithBrowser('the Partners screen in Chromium', () => {
  let rig: ConsoleRig;
  let served: ServedApp;
  let admin: StaffFixture;
  let finance: StaffFixture;
  let desk: StaffFixture;
  let partnerId: string;

  beforeAll(async () => {
    rig = await startConsole();
    ({ served } = rig);
    admin = await createStaffMember(served.t, { roles: ['admin'], name: 'Amira Haddad' });
    finance = await createStaffMember(served.t, { roles: ['finance'], name: 'Farid Nasser' });
    desk = await createStaffMember(served.t, { roles: ['desk'], name: 'Dana Saleh' });
    const abroad = await createAccount(served.t.db, served.t.clock, 'Gulf Horizons Travel');
    await setAccountLegalDetails(served.t.db, served.t.clock, abroad.id, { legal_name: 'Gulf Horizons Travel Ltd', address: '12 Clerkenwell Road, London EC1M 5PQ', country: 'GB' });
    partnerId = (await createAccount(served.t.db, served.t.clock, 'Desert Rose Travel')).id;
    await creditWallet(Partition.forDesk(served.t.sections, served.t.db, served.t.clock, partnerId, 'test'), 7500_00, 'ENBD TT 88231');
  }, CONSOLE_BUILD_TIMEOUT_MS);
  afterAll(async () => rig?.close());

  const whoami = async (key: string): Promise<number> => (await request(served.t.app).get('/api/b2b/v1/whoami').set('Authorization', `Bearer ${key}`)).status;
  const signedIn = async (member: StaffFixture, path: string): Promise<{ tab: Page; problems: string[] }> => {
    const opened = await rig.open(1280, 800, path);
    await rig.signIn(opened.tab, member);
    await opened.tab.getByRole('banner').getByText(member.name).waitFor();
    return opened;
  };
  const shownKey = (tab: Page) => tab.getByRole('textbox', { name: 'API key' });

  test('an admin finds a partner, edits its TRN, switches live access on, and issues and rolls a key shown once', async () => {
    const { tab, problems } = await signedIn(admin, '/console/');
    await tab.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Partners' }).click();
    await tab.getByRole('heading', { name: 'Partners', level: 1 }).waitFor();
    const list = tab.getByRole('table', { name: 'Partners, newest first' });
    await list.getByRole('link', { name: 'Gulf Horizons Travel' }).waitFor();

    await tab.getByLabel('Find a partner').fill('desert');
    await tab.getByRole('button', { name: 'Search' }).click();
    const found = tab.getByRole('table', { name: 'Partners matching “desert”' });
    await found.waitFor();
    expect(tab.url()).toBe(`${served.baseUrl}/console/partners?q=desert`);
    expect(await found.getByRole('row').count()).toBe(2);
    expect(await found.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual(['Desert Rose Travel', 'Not known: no country set', partnerId, 'Off', 'None', 'AED 7,500.00', '0', expect.any(String)]);
    await found.getByRole('link', { name: 'Desert Rose Travel' }).click();
    await tab.getByRole('heading', { name: 'Desert Rose Travel', level: 1 }).waitFor();
    expect(tab.url()).toBe(`${served.baseUrl}/console/partners/${partnerId}`);

    // The TRN, stored and audited.
    await tab.getByRole('button', { name: 'Edit details and terms' }).click();
    await tab.getByLabel('Legal name').fill('Desert Rose Travel LLC');
    await tab.getByLabel('TRN').fill('12345');
    await tab.getByRole('button', { name: 'Save details and terms' }).click();
    await tab.getByRole('alert').filter({ hasText: 'trn' }).waitFor();
    // A UAE TRN for a company registered abroad is refused, naming the TRN; in the UAE it is kept.
    await tab.getByLabel('TRN').fill('100123456700003');
    await tab.getByLabel('Country').selectOption('GB');
    await tab.getByRole('button', { name: 'Save details and terms' }).click();
    await tab.getByRole('alert').filter({ hasText: 'a UAE TRN is held only with the country AE' }).waitFor();
    await tab.getByLabel('Country').selectOption({ label: 'United Arab Emirates (AE)' });
    await tab.getByRole('button', { name: 'Save details and terms' }).click();
    const details = tab.getByRole('region', { name: 'Details and terms' });
    await details.getByText('100123456700003').waitFor();
    expect(await details.getByRole('definition').allTextContents()).toEqual(['Desert Rose Travel LLC', 'Not set', 'United Arab Emirates (AE)', 'VAT-registered in the UAE', '100123456700003', 'Tariff (published rates)']);
    expect(await served.t.db('accounts').where({ id: partnerId }).first('legal_name', 'legal_country', 'trn')).toEqual({ legal_name: 'Desert Rose Travel LLC', legal_country: 'AE', trn: '100123456700003' });
    expect(await served.t.db('audit_events').where({ subject_type: 'account', subject_id: partnerId, action: 'account.updated' })).toHaveLength(1);
    await tab.getByRole('list', { name: 'Audit history of Desert Rose Travel' }).getByText("Changed a partner's details or terms").waitFor();

    // Live access, after a confirmation.
    await tab.getByRole('button', { name: 'Switch live access on' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Switch live access on for Desert Rose Travel?' });
    await dialog.getByRole('button', { name: 'Switch on' }).click();
    await tab.getByRole('button', { name: 'Switch live access off' }).waitFor();
    expect(Boolean((await served.t.db('accounts').where({ id: partnerId }).first('live_access')).live_access)).toBe(true);

    // A test key, shown once, that works.
    await tab.getByRole('button', { name: 'Issue the key' }).click();
    await shownKey(tab).waitFor();
    const first = await shownKey(tab).inputValue();
    expect(first).toMatch(/^svc_test_/);
    expect(await whoami(first)).toBe(200);
    const keys = tab.getByRole('table', { name: 'API keys of Desert Rose Travel, newest first' });
    await keys.getByRole('row').nth(1).waitFor();
    expect(await keys.getByRole('row').count()).toBe(2);
    await tab.reload();
    await tab.getByRole('heading', { name: 'Desert Rose Travel', level: 1 }).waitFor();
    await keys.waitFor();
    expect(await shownKey(tab).count()).toBe(0);
    expect(await tab.content()).not.toContain(first);

    // Rolled: the old key refused at once, the new one shown once and working.
    await keys.getByRole('button', { name: /^Roll key/ }).click();
    await tab.getByRole('dialog', { name: /^Roll key/ }).getByRole('button', { name: 'Roll the key' }).click();
    await shownKey(tab).waitFor();
    const second = await shownKey(tab).inputValue();
    expect(second).not.toBe(first);
    expect([await whoami(first), await whoami(second)]).toEqual([401, 200]);
    await keys.getByRole('row').nth(2).waitFor();
    expect(await keys.getByRole('button', { name: /^Roll key/ }).count()).toBe(1);
    expect(await served.t.db('audit_events').where({ subject_type: 'api_key', action: 'api_key.rolled' })).toHaveLength(1);
    await tab.getByRole('button', { name: 'Done, hide the key' }).click();
    expect(await shownKey(tab).count()).toBe(0);

    // The account has nobody yet: its owner is invited from the People part, the invitation e-mailed and never shown.
    const people = tab.getByRole('region', { name: 'People' });
    const owner = people.getByRole('form', { name: 'Invite the owner' });
    await owner.getByLabel('First name').fill('Layla');
    await owner.getByLabel('Last name').fill('Haddad');
    await owner.getByLabel('E-mail address').fill('Layla@DesertRose.example');
    await owner.getByRole('button', { name: 'Invite and e-mail the invitation' }).click();
    await people.getByText('Layla Haddad is the owner (invited)').waitFor();
    expect(await people.getByRole('table', { name: 'People of Desert Rose Travel' }).getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual(['Layla Haddad', 'layla@desertrose.example', 'Owner', 'Invited', 'Never']);
    expect(await people.getByRole('form', { name: 'Invite the owner' }).count()).toBe(0);
    expect(await served.t.db('mail_outbox').where({ to_address: 'layla@desertrose.example', related_type: 'user_invitation' })).toHaveLength(1);
    expect(await tab.content()).not.toContain('/invitations/');
    expect(await served.t.db('audit_events').where({ subject_type: 'account', subject_id: partnerId, action: 'account.owner_invited', staff_id: admin.id })).toHaveLength(1);

    // The credit line is finance's: an admin-only person has no button for it.
    expect(await tab.getByRole('button', { name: 'Set the credit line' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test('finance sets a credit line; a desk-only person sees the partner with no button to change it', async () => {
    const { tab, problems } = await signedIn(finance, `/console/partners/${partnerId}`);
    await tab.getByRole('heading', { name: 'Desert Rose Travel', level: 1 }).waitFor();
    await tab.getByRole('table', { name: 'Live wallet entries of Desert Rose Travel, newest first' }).getByText('Wallet top-up, ENBD TT 88231').waitFor();
    expect(await tab.getByRole('button', { name: 'Edit details and terms' }).count()).toBe(0);
    await tab.getByRole('button', { name: 'Set the credit line' }).click();
    await tab.getByLabel('Limit, AED').fill('25000');
    await tab.getByLabel('Invoices due').selectOption('NET_45');
    await tab.getByRole('button', { name: 'Save the credit line' }).click();
    await tab.getByRole('region', { name: 'Credit line' }).getByText('AED 25,000.00').waitFor();
    const line = await served.t.db('balances').where({ account_id: partnerId, mode: 'live' }).first('credit_limit_fils', 'credit_terms');
    expect({ ...line, credit_limit_fils: Number(line.credit_limit_fils) }).toEqual({ credit_limit_fils: 2500000, credit_terms: 'NET_45' });
    expect(problems).toEqual([]);

    const deskTab = await signedIn(desk, `/console/partners/${partnerId}`);
    await deskTab.tab.getByRole('heading', { name: 'Desert Rose Travel', level: 1 }).waitFor();
    await deskTab.tab.getByRole('table', { name: 'API keys of Desert Rose Travel, newest first' }).waitFor();
    await deskTab.tab.getByRole('region', { name: 'Requests' }).getByText('No requests from this partner yet.').waitFor();
    const buttons = await deskTab.tab.getByRole('main').getByRole('button').allTextContents();
    expect(buttons).toEqual([]);
    expect(await deskTab.tab.getByRole('link', { name: 'All bookings of Desert Rose Travel' }).getAttribute('href')).toBe(`/console/bookings?partner=${partnerId}`);
    // The desk sees which partners are outside the UAE: in the list, and on the partner's page.
    await deskTab.tab.goto(`${served.baseUrl}/console/partners?q=gulf`);
    const row = deskTab.tab.getByRole('table', { name: 'Partners matching “gulf”' }).getByRole('row').nth(1);
    await row.waitFor();
    expect((await row.getByRole('cell').allTextContents()).slice(0, 2)).toEqual(['Gulf Horizons TravelGulf Horizons Travel Ltd', 'Outside the UAE (GB)']);
    await row.getByRole('link', { name: 'Gulf Horizons Travel' }).click();
    const facts = deskTab.tab.getByRole('region', { name: 'Details and terms' });
    await facts.getByText('Outside the UAE (GB)').waitFor();
    expect(await facts.getByRole('definition').allTextContents()).toEqual(['Gulf Horizons Travel Ltd', '12 Clerkenwell Road, London EC1M 5PQ', 'United Kingdom (GB)', 'Outside the UAE (GB)', 'None: not registered for VAT in the UAE', 'Tariff (published rates)']);
    expect(deskTab.problems).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { describeWithBrowser, type ServedApp } from '../helpers/browser';
import { CONSOLE_BUILD_TIMEOUT_MS, startConsole, type ConsoleRig } from '../helpers/console';
import { createStaffMember, type StaffFixture } from '../helpers/staff';
import { call } from '../helpers/http';
import { liveBookingOnRequest, partner, partitionFor, walletAt, walletFils, type Partner } from '../helpers/partitions';
import { fillApplication, goodForm, linkMailed } from '../helpers/onboarding';
import en from '../../src/sections/onboarding/words/en.json';
import { Partition } from '../../src/engine/partition';
import { openPartition } from '../../src/engine/partitions';
import { advanceBooking, createBooking } from '../../src/engine/bookings';
import { openRequest } from '../../src/engine/requests';
import { createReferral } from '../../src/engine/referrals';
import type { TestApp } from '../helpers/testApp';

/**
 * The desk's queue in Chromium against the real operator API: a desk agent finds tasks by kind
 * and search (the filters kept in the address), claims each and answers one task of every kind
 * in its kind's own form, and the answer's work is stored (credit line set, pro-forma issued,
 * booking confirmed, site published …) with the agent as its author; a second agent is refused a
 * task the first holds; a task queued while the queue is open appears without a reload.
 */
describeWithBrowser('the desk queue in the console', () => {
  let rig: ConsoleRig;
  let served: ServedApp;
  let t: TestApp;
  let layla: StaffFixture;
  let omar: StaffFixture;
  let nadia: StaffFixture;
  let gulf: Partner;
  let dunes: Partner;

  const live = (who: Partner): Partition => Partition.forDesk(t.sections, t.db, rig.clock, who.accountId, 'setup');
  const task = (reference: string) => t.db('desk_queue').where({ reference }).first();
  const taskOf = (subjectId: string) => t.db('desk_queue').where({ subject_id: subjectId }).first();
  const key = (who: Partner) => who.keys.live;
  const idempotent = () => ({ 'Idempotency-Key': `queue-${Math.random()}` });

  const orchestration = async (body: object): Promise<string> => {
    const res = await call(t.app, 'POST', '/api/b2b/orchestration', { body });
    expect(res.status).toBe(202);
    return res.body.reference as string;
  };
  const topUp = (amount: number, email: string) => orchestration({ action: 'wallet_topup', company_name: 'Gulf Horizons Travel', contact_email: email, amount_aed: amount, purchase_order: 'PO-881' });
  const bookingOnRequest = (who: Partner, traveller: string) => liveBookingOnRequest(t, who.accountId, traveller);

  beforeAll(async () => {
    rig = await startConsole();
    served = rig.served;
    t = served.t;
    layla = await createStaffMember(t, { roles: ['desk'], name: 'Layla Nasser' });
    omar = await createStaffMember(t, { roles: ['desk'], name: 'Omar Haddad' });
    nadia = await createStaffMember(t, { roles: ['finance'], name: 'Nadia Karim' });
    gulf = await partner(t);
    dunes = await partner(t);
    await t.db('accounts').where({ id: gulf.accountId }).update({ name: 'Gulf Horizons Travel' });
    await t.db('accounts').where({ id: dunes.accountId }).update({ name: 'Dunes & Co Tours' });
    for (const who of [gulf, dunes]) await openPartition(t.sections, who.accountId, 'live', t.db, rig.clock, 'system', null);
    await walletAt(t, dunes, 'live', 1000);
  }, CONSOLE_BUILD_TIMEOUT_MS);
  afterAll(async () => rig?.close());

  const signedIn = async (member: StaffFixture, path = '/console/queue', width = 1280, height = 800) => {
    const opened = await rig.open(width, height, path);
    await rig.signIn(opened.tab, member);
    await opened.tab.getByRole('banner').getByText(member.name).waitFor();
    return opened;
  };

  /** Opens the task's page, claims it, fills its form and sends the answer; answers the outcome's text. */
  async function answer(tab: Page, reference: string, fill: () => Promise<void>, decision: 'Accept' | 'Decline' = 'Accept'): Promise<string> {
    await tab.goto(`${served.baseUrl}/console/queue/${reference}`);
    await tab.getByRole('heading', { level: 1, name: new RegExp(reference) }).waitFor();
    await tab.getByRole('button', { name: 'Claim' }).click();
    await tab.getByRole('button', { name: 'Release' }).waitFor();
    await tab.getByLabel(decision, { exact: true }).check();
    await fill();
    await tab.getByRole('button', { name: decision === 'Accept' ? 'Accept the task' : 'Decline the task' }).click();
    const outcome = tab.getByRole('status').filter({ has: tab.getByRole('heading', { name: /what the answer did/ }) });
    await outcome.waitFor();
    // The task as answered: who answered it and when, with no claim or form left.
    await tab.getByText(/^Layla Nasser, \d+ \w+ 2026, \d\d:\d\d \(UAE time\)$/).waitFor();
    expect(await tab.getByRole('button', { name: 'Release' }).count()).toBe(0);
    const stored = await task(reference);
    expect(stored).toMatchObject({ status: 'answered', answer: decision === 'Accept' ? 'accepted' : 'declined', answered_by: `desk:${layla.id}`, claimed_by: layla.id });
    return (await outcome.textContent()) ?? '';
  }

  test('a desk agent answers one task of each kind in its own form, and each answer does its work', async () => {
    const creditRef = await orchestration({ action: 'credit_line_application', company_legal_name: 'Gulf Horizons Travel LLC', trade_licence_number: 'DED-5512', trn: '100999888777003', contact_email: 'md@gulfhorizons.example', requested_terms: 'NET_30', requested_limit_aed: 50000 });
    const topupRef = await topUp(7500, 'accounts@gulfhorizons.example');
    const onRequest = await bookingOnRequest(gulf, 'Mariam Qasim');
    const changed = await createBooking(live(dunes), {
      kind: 'referral', status: 'confirmed', quoteId: null, serviceDate: '2026-12-03', amountDueFils: 0, travellerName: 'Jonas Berg', agencyReference: null,
      body: (id, createdAt) => ({ object: 'referral', id, offer: { id: 'off_desert', name: 'Desert safari' }, service_date: '2026-12-03', adults: 2, children: 0, price_fils: 0, contact: { name: 'Jonas Berg', email: 'jonas@example.com', phone: null }, note: null, source: { type: 'site', id: 'sit_1' }, created_at: createdAt }),
      description: 'Desert safari for Jonas Berg, 3 Dec',
    });
    const amendment = await openRequest(live(dunes), { kind: 'amendment', bookingId: changed.id, details: { type: 'service', changes: {}, service: { type: 'child_seat', quantity: 1, notes: 'For a 3-year-old' }, message: 'A child seat, please.' }, summary: `${changed.reference}: a child seat` });
    const quote = await call(t.app, 'POST', '/api/b2b/v1/quote-requests', { token: key(gulf), body: { title: 'Pharma incentive group', group: { adults: 24 }, services: [{ kind: 'transfer', date: '2027-02-10', time: '08:15', from: 'DXB T3', to: 'Address Downtown', vehicle: 'LUXURY_COACH', vehicles: 1, description: 'Arrival on EK 30.' }] } });
    const wholesale = await call(t.app, 'POST', '/api/b2b/v1/wholesale-requests', { token: key(gulf), body: { vehicle: 'EXECUTIVE_SEDAN', vehicles_per_day: 12, start_date: '2026-12-07', end_date: '2026-12-10', hours_per_day: 10, emirate: 'DUBAI' } });
    expect([quote.status, wholesale.status]).toEqual([201, 201]);
    const subdomain = `gulf-${Math.random().toString(36).slice(2, 8)}`;
    const settings = { brand: { name: 'Gulf Horizons Travel', tagline: 'Private transfers and desert safaris', logo_url: null, accent_hex: '#B5651D' }, address: { subdomain }, languages: { default: 'en', enabled: ['en', 'ar'] }, currencies: { default: 'AED', offered: ['AED', 'USD'] }, contact: { email: 'bookings@gulfhorizons.example', phone: '+97143215678', whatsapp: '+971501234567', office_address: 'Office 1204, Bay Square 11, Business Bay, Dubai' } };
    expect((await call(t.app, 'PUT', '/api/b2b/v1/site', { token: key(gulf), body: settings })).status).toBe(200);
    const submitted = await call(t.app, 'POST', '/api/b2b/v1/site/submission', { token: key(gulf), headers: idempotent(), body: {} });
    expect(submitted.status).toBe(200);
    // Earnings of a completed referral, paid out to the bank details on file.
    const earned = await createReferral(partitionFor(t, dunes.accountId, 'live'), { type: 'widget', id: 'wdg_test' }, { offer: { id: 'act_IZHVIIA1lFTXjHowe8Y7', name: 'Evening desert safari with BBQ dinner', kind: 'tour' }, serviceDate: '2026-12-10', adults: 2, children: 0, priceFils: 1_000_000, contact: { name: 'Sofia Rossi', email: 'sofia.rossi@example.com', phone: '+971501234567' }, note: null }, null);
    await advanceBooking(partitionFor(t, dunes.accountId, 'live'), earned.id, 'confirmed');
    // Completed once its day has come: marked on a clock a month on.
    await advanceBooking(partitionFor({ db: t.db, sections: t.sections, clock: { now: () => new Date(rig.clock.now().getTime() + 31 * 86_400_000) } }, dunes.accountId, 'live'), earned.id, 'completed');
    expect((await call(t.app, 'POST', '/api/b2b/v1/affiliate/bank-details', { token: key(dunes), headers: idempotent(), body: { account_holder_type: 'company', account_holder_name: 'Dunes & Co Tours LLC', iban: 'AE07 0331 2345 6789 0123 456', bank_name: 'Mashreq Bank' } })).status).toBe(200);
    const payout = await call(t.app, 'POST', '/api/b2b/v1/affiliate/payouts', { token: key(dunes), headers: idempotent(), body: { amount_aed: 500, note: 'November commission' } });
    expect(payout.status).toBe(201);
    // A partner application, applied for and confirmed in a browser, on the service's own pages.
    const applicant = await rig.open(1280, 800, '/trade/apply');
    await fillApplication(applicant.tab, { ...goodForm, email: 'ops@desertrose.example', legal_name: 'Desert Rose Tourism LLC' });
    await applicant.tab.getByRole('button', { name: en.submit }).click();
    await applicant.tab.getByRole('heading', { name: en.sent_title }).waitFor();
    await applicant.tab.goto(`${served.baseUrl}/trade/apply/confirm/${(await linkMailed(t.db, 'ops@desertrose.example', '/trade/apply/confirm')).token}`);
    await applicant.tab.getByRole('button', { name: en.confirm_button }).click();
    await applicant.tab.getByRole('heading', { name: en.key_title }).waitFor();
    expect(applicant.problems).toEqual([]);
    await applicant.tab.context().close();

    const references = {
      quote: (await taskOf(quote.body.id)).reference as string,
      wholesale: (await taskOf(wholesale.body.id)).reference as string,
      amendment: (await taskOf(amendment.id)).reference as string,
      site: (await taskOf(submitted.body.submission.request_id)).reference as string,
      payout: (await taskOf(payout.body.request_id ?? payout.body.id)).reference as string,
      application: (await t.db('desk_queue').where({ kind: 'partner_application' }).orderBy('id', 'desc').first()).reference as string,
    };

    const { tab, problems } = await signedIn(layla);
    const nav = tab.getByRole('navigation', { name: 'Console' });
    await nav.getByRole('link', { name: 'Queue' }).waitFor();
    const table = tab.getByRole('table', { name: /^Open tasks/ });
    await table.getByRole('link', { name: creditRef }).waitFor();
    expect(await table.getByRole('row').count()).toBe(11);

    // Filters and search go in the address, so a filtered queue can be bookmarked.
    await tab.getByLabel('Kind').selectOption({ label: 'Wallet top-up' });
    await tab.getByRole('button', { name: 'Show' }).click();
    await tab.getByRole('status').filter({ hasText: '1 open task shown.' }).waitFor();
    expect(tab.url()).toBe(`${served.baseUrl}/console/queue?kind=wallet_topup`);
    await tab.getByRole('button', { name: 'Clear' }).click();
    await tab.getByLabel('Search').fill('qasim');
    await tab.getByLabel('Order').selectOption({ label: 'Oldest first' });
    await tab.getByRole('button', { name: 'Show' }).click();
    await tab.getByRole('status').filter({ hasText: '1 open task shown.' }).waitFor();
    expect(tab.url()).toBe(`${served.baseUrl}/console/queue?q=qasim&order=oldest`);
    const row = tab.getByRole('table', { name: 'Open tasks, oldest first: matching “qasim”' }).getByRole('row').nth(1);
    expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining([onRequest.reference, 'Booking on request', 'Gulf Horizons Travel', 'Nobody']));
    await tab.reload();
    await tab.getByRole('status').filter({ hasText: '1 open task shown.' }).waitFor();
    expect(await tab.getByLabel('Search').inputValue()).toBe('qasim');
    // By partner (its account), and by age counted from the browser's now: two hours after the tasks were queued.
    await tab.getByRole('button', { name: 'Clear' }).click();
    await tab.getByLabel('Partner').fill(dunes.accountId);
    await tab.getByRole('button', { name: 'Show' }).click();
    const ofDunes = (await t.db('desk_queue').where({ account_id: dunes.accountId, status: 'open' })).length;
    expect(ofDunes).toBeGreaterThanOrEqual(2);
    await tab.getByRole('status').filter({ hasText: `${ofDunes} open tasks shown.` }).waitFor();
    expect(tab.url()).toBe(`${served.baseUrl}/console/queue?partner=${dunes.accountId}`);
    expect(new Set((await tab.getByRole('table', { name: /^Open tasks/ }).getByRole('row').allTextContents()).slice(1).map((text) => /Dunes & Co Tours/.test(text)))).toEqual(new Set([true]));
    await tab.clock.setFixedTime(new Date(rig.clock.now().getTime() + 2 * 3_600_000));
    await tab.getByRole('button', { name: 'Clear' }).click();
    await tab.getByLabel('Age').selectOption({ label: 'Older than 1 hour' });
    await tab.getByRole('button', { name: 'Show' }).click();
    await tab.getByRole('status').filter({ hasText: '10 open tasks shown.' }).waitFor();
    await tab.getByLabel('Age').selectOption({ label: 'Older than 4 hours' });
    await tab.getByRole('button', { name: 'Show' }).click();
    await tab.getByRole('status').filter({ hasText: 'No open task matches.' }).waitFor();
    expect(tab.url()).toBe(`${served.baseUrl}/console/queue?age=4h`);

    // A credit-line application from a company without an account: the account, the limit and the terms.
    const credit = await answer(tab, creditRef, async () => {
      await tab.getByRole('button', { name: 'Accept the task' }).click();
      await tab.getByText('The request came without an account: choose the partner it is for (an account id acc_…).').waitFor();
      await tab.getByLabel('Partner account').fill(gulf.accountId);
      await tab.getByLabel('Credit limit (AED)').fill('40000');
      await tab.getByLabel('Payment terms').selectOption({ label: 'Net 30 days' });
    });
    expect(credit).toContain('Credit line set for Gulf Horizons Travel: AED 40,000.00, Net 30 days');
    expect(await t.db('balances').where({ account_id: gulf.accountId, mode: 'live' }).first()).toMatchObject({ credit_terms: 'NET_30' });
    expect(Number((await t.db('balances').where({ account_id: gulf.accountId, mode: 'live' }).first()).credit_limit_fils)).toBe(4_000_000);
    await tab.getByRole('link', { name: 'Gulf Horizons Travel' }).waitFor();
    expect(await tab.getByRole('link', { name: 'Gulf Horizons Travel' }).getAttribute('href')).toBe(`/console/partners/${gulf.accountId}`);

    // A wallet top-up, for a corrected amount: the pro-forma's number and payment reference are shown.
    const topup = await answer(tab, topupRef, async () => {
      if (await tab.getByLabel('Partner account').count()) await tab.getByLabel('Partner account').fill(gulf.accountId);
      await tab.getByLabel('Corrected amount (AED)').fill('7000');
    });
    const proforma = await t.db('proforma_invoices').where({ topup_reference: topupRef }).first();
    expect(proforma).toMatchObject({ account_id: gulf.accountId, issued_by: `desk:${layla.id}` });
    expect(Number(proforma.amount_fils)).toBe(700_000);
    expect(topup).toContain(`Pro-forma invoice ${proforma.number as string} issued for AED 7,000.00.`);
    expect(topup).toContain(`Payment reference: ${proforma.payment_reference as string}.`);

    // A booking on request, confirmed; its page links to the booking.
    const confirmed = await answer(tab, onRequest.reference, async () => {
      expect(await tab.getByRole('link', { name: `Booking ${onRequest.reference}` }).getAttribute('href')).toBe(`/console/bookings/${onRequest.reference}`);
      await tab.getByLabel('Note to the partner (optional)').fill('Guide confirmed');
    });
    expect(confirmed).toContain(`Booking ${onRequest.reference} is now confirmed.`);
    expect(await t.db('bookings').where({ id: onRequest.id }).first()).toMatchObject({ status: 'confirmed' });
    expect(await t.db('state_moves').where({ subject_type: 'booking', subject_id: onRequest.id, to_state: 'confirmed' }).first()).toMatchObject({ actor: `desk:${layla.id}` });

    // A change to a booking, accepted with a price difference charged to it.
    await answer(tab, references.amendment, async () => {
      await tab.getByText('For a 3-year-old').waitFor();
      await tab.getByLabel('Price difference (AED)').fill('45.50');
    });
    expect(await t.db('service_requests').where({ id: amendment.id }).first()).toMatchObject({ status: 'accepted' });
    expect(Number((await t.db('bookings').where({ id: changed.id }).first()).amount_due_fils)).toBe(4550);
    expect(await walletFils(t.db, dunes.accountId, 'live')).toBe(100_000 - 4550);

    // A quote and a wholesale request, each priced (the price is needed).
    await answer(tab, references.quote, async () => {
      await tab.getByRole('button', { name: 'Accept the task' }).click();
      await tab.getByText('Enter the quoted total.').waitFor();
      await tab.getByLabel('Quoted total (AED)').fill('18500');
    });
    expect(Number((await t.db('service_requests').where({ id: quote.body.id }).first()).answer_amount_fils)).toBe(1_850_000);
    await answer(tab, references.wholesale, async () => tab.getByLabel('Offered total (AED)').fill('52000'));
    expect(await t.db('service_requests').where({ id: wholesale.body.id }).first()).toMatchObject({ status: 'accepted' });
    expect(Number((await t.db('service_requests').where({ id: wholesale.body.id }).first()).answer_amount_fils)).toBe(5_200_000);

    // The white-label site, published; then its own domain, declined with the reason (which is needed).
    await answer(tab, references.site, async () => undefined);
    expect(await t.db('sites').where({ account_id: gulf.accountId, mode: 'live' }).first()).toMatchObject({ status: 'published' });
    const domain = await call(t.app, 'PUT', '/api/b2b/v1/site/domain', { token: key(gulf), body: { hostname: 'book.gulfhorizons.ae' } });
    expect(domain.status).toBeLessThan(300);
    const domainTask = await t.db('desk_queue').where({ kind: 'site_domain', account_id: gulf.accountId }).first();
    const declined = await answer(
      tab,
      domainTask.reference,
      async () => {
        await tab.getByRole('button', { name: 'Decline the task' }).click();
        await tab.getByText('Give the reason: declining needs it, and the partner is told.').waitFor();
        await tab.getByLabel('Reason (the partner is told)').fill('The domain is not registered to the partner');
      },
      'Decline',
    );
    expect(declined).toContain('The partner’s request is now declined.');
    expect(await task(domainTask.reference)).toMatchObject({ note: 'The domain is not registered to the partner' });
    expect(await t.db('site_domains').where({ account_id: gulf.accountId, mode: 'live' }).first()).toMatchObject({ status: 'failed' });

    // Finance opens where to pay it, and the opening is audited; the desk agent's page does not offer it.
    expect(await tab.getByRole('button', { name: 'Show the bank details' }).count()).toBe(0);
    const { tab: financeTab } = await signedIn(nadia, `/console/queue/${references.payout}`);
    await financeTab.getByRole('button', { name: 'Show the bank details' }).click();
    await financeTab.getByText('AE070331234567890123456').waitFor();
    expect(await financeTab.getByRole('region', { name: 'Where to pay it' }).textContent()).toContain('Dunes & Co Tours LLC (a company)');
    expect(await t.db('audit_events').where({ action: 'account.bank_details_read', subject_id: dunes.accountId, staff_id: nadia.id })).toHaveLength(1);
    // An affiliate payout, paid.
    await answer(tab, references.payout, async () => tab.getByLabel('Note to the partner (optional)').fill('Paid by transfer'));
    expect(await t.db('affiliate_payouts').where({ account_id: dunes.accountId, mode: 'live' }).first()).toMatchObject({ status: 'paid' });

    // A partner application, accepted with commercial terms: a live key is issued.
    const approved = await answer(tab, references.application, async () => {
      await tab.getByLabel('Commercial terms').selectOption({ label: 'Commission: charged the public price less a percentage, at booking' });
      await tab.getByLabel('Commission (%)').fill('12.5');
    });
    expect(approved).toContain('Commercial terms: Commission: charged the public price less a percentage, at booking, 12.5 %.');
    const application = await t.db('partner_applications').where({ desk_reference: references.application }).first();
    expect(application).toMatchObject({ status: 'approved' });
    expect(await t.db('accounts').where({ id: application.account_id }).first()).toMatchObject({ commercial_terms: 'commission', terms_basis_points: 1250 });

    // Ten kinds, each answered by Layla through the console.
    const answered = await t.db('desk_queue').where({ answered_by: `desk:${layla.id}` }).select('kind');
    expect(new Set(answered.map((row) => row.kind as string)).size).toBe(10);
    expect(problems).toEqual([]);
  }, 90_000);

  test('of two agents claiming one task, one holds it and the other is told who does', async () => {
    const reference = await topUp(1200, 'race@gulfhorizons.example');
    const first = await signedIn(layla, `/console/queue/${reference}`);
    const second = await signedIn(omar, `/console/queue/${reference}`, 768, 1024);
    const claims = [first.tab, second.tab].map((tab) => tab.getByRole('button', { name: 'Claim' }));
    await Promise.all(claims.map((claim) => claim.waitFor()));
    await Promise.all(claims.map((claim) => claim.click()));
    // The clicks return before their claims are stored: wait for the one that wins.
    let holder: string | null = null;
    for (let tries = 0; holder === null && tries < 100; tries += 1) {
      holder = ((await task(reference)).claimed_by as string | null) ?? null;
      if (holder === null) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [won, lost, winner] = holder === layla.id ? [first.tab, second.tab, layla] : [second.tab, first.tab, omar];
    await won.getByRole('button', { name: 'Release' }).waitFor();
    await lost.getByRole('alert').filter({ hasText: `The desk task ${reference} is held by ${winner.name}` }).waitFor();
    await lost.getByText(`${winner.name} holds this task since`).waitFor();
    expect(await lost.getByRole('button', { name: 'Claim' }).count()).toBe(0);
    expect(await lost.getByRole('radio', { name: 'Accept' }).count()).toBe(0);
    // Released, the other agent's page offers the claim again without a reload.
    await won.getByRole('button', { name: 'Release' }).click();
    await lost.getByRole('button', { name: 'Claim' }).waitFor();
    expect(await lost.getByRole('alert').count()).toBe(0);
    expect(await task(reference)).toMatchObject({ claimed_by: null, status: 'open' });
    expect([...first.problems, ...second.problems]).toEqual([]);
  }, 30_000);

  test('a task queued while the queue is open appears without a reload, and is announced', async () => {
    const { tab, problems } = await signedIn(omar);
    // The page opens its stream once and keeps it: a stream opened again starts after what was
    // queued in between, which then never arrived.
    const streams: string[] = [];
    tab.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/ops/v1/tasks/stream') streams.push(sent.url());
    });
    await tab.reload();
    await tab.getByText('Live: new tasks and claims appear as they happen.').waitFor();
    const table = tab.getByRole('table', { name: /^Open tasks/ });
    await table.waitFor();
    const booking = await bookingOnRequest(dunes, 'Sara Lind');
    await table.getByRole('link', { name: booking.reference }).waitFor();
    await tab.getByRole('status').filter({ hasText: `New task ${booking.reference} from Dunes & Co Tours.` }).waitFor();
    expect(await table.getByRole('row').filter({ hasText: booking.reference }).getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['Booking on request', 'Dunes & Co Tours']));
    expect(streams).toHaveLength(1);
    expect(problems).toEqual([]);
  }, 30_000);
});

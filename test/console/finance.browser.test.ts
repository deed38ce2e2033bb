import type { Page } from 'playwright-core';
import { runAdmin } from '../../scripts/admin';
import { describeWithBrowser, type ServedApp } from '../helpers/browser';
import { CONSOLE_BUILD_TIMEOUT_MS, startConsole, type ConsoleRig } from '../helpers/console';
import { call } from '../helpers/http';
import { partner, walletAt, walletFils, type Partner } from '../helpers/partitions';
import { bookTransfer } from '../helpers/transfers';
import { createStaffMember, type StaffFixture } from '../helpers/staff';

/**
 * Finance and settings in the console, in Chromium against the real operator API: a member of
 * finance records the bank transfer that quotes a wallet top-up's pro-forma, sees the match before
 * crediting and the credit after (the wallet, the ledger, the audit row naming them, the
 * pro-forma paid), enters it again in another spelling and is shown, before anything is sent, that
 * it was credited, when and by whom, with no Credit offered but a link to the credit; reverses it
 * there behind a confirmation with a reason; credits it again in part (the outstanding shown
 * before and after) and then paid over (the surplus shown); the partner's statement shows each. An admin changes
 * the operator's 24-hour phone (a refused value is shown by its field) and sets an exchange rate.
 */
describeWithBrowser('finance and settings in the console', () => {
  let rig: ConsoleRig;
  let served: ServedApp;
  let finance: StaffFixture;
  let admin: StaffFixture;
  let agency: Partner;
  let proforma: { number: string; payment_reference: string; account_id: string };

  beforeAll(async () => {
    rig = await startConsole();
    ({ served } = rig);
    const { t } = served;
    finance = await createStaffMember(t, { roles: ['finance'], name: 'Farah Khan' });
    admin = await createStaffMember(t, { roles: ['admin'], name: 'Amira Haddad' });
    agency = await partner(t);
    // A wallet top-up from one of the partner's people, answered by the desk: its pro-forma waits for the transfer.
    await t.db('users').insert({ account_id: agency.accountId, mode: 'live', id: 'usr_fin00000000000000001', email: 'accounts@agency.example', first_name: 'Noor', last_name: 'Saeed', role: 'finance', status: 'active', invited_at: '2026-11-01T00:00:00.000Z', joined_at: '2026-11-01T00:00:00.000Z', created_at: '2026-11-01T00:00:00.000Z' });
    const requested = await call(t.app, 'POST', '/api/b2b/orchestration', { body: { action: 'wallet_topup', company_name: 'Agency Travel LLC', contact_email: 'accounts@agency.example', amount_aed: 7500, purchase_order: 'PO-42' } });
    expect(requested.status).toBe(202);
    const answered = (await runAdmin(['desk', 'answer', '--task', requested.body.reference as string, '--accept'], t.db, rig.clock)) as { result: { proforma: { number: string; payment_reference: string; account_id: string } } };
    proforma = answered.result.proforma;
    expect(proforma.account_id).toBe(agency.accountId);
  }, CONSOLE_BUILD_TIMEOUT_MS);
  afterAll(async () => rig?.close());

  const expectAlert = async (tab: Page, text: string | RegExp): Promise<void> => {
    await tab.getByRole('alert').filter({ hasText: text }).waitFor();
  };

  test('finance records a transfer quoting a pro-forma, is shown it credited when entered again (no Credit offered), reverses it, and credits it in part and over', async () => {
    const { t } = served;
    const { tab, problems } = await rig.open(1280, 800);
    await rig.signIn(tab, finance);
    const nav = tab.getByRole('navigation', { name: 'Console' });
    await nav.getByRole('link', { name: 'Finance' }).click();
    await tab.getByRole('heading', { name: 'Finance', level: 1 }).waitFor();
    expect(await tab.getByRole('navigation', { name: 'Finance' }).getByRole('link').allTextContents()).toEqual(['Bank transfers', 'Pro-forma invoices', 'Overdue invoices', 'E-invoices', 'Credit notes', 'Statements']);

    const before = await walletFils(t.db, agency.accountId, 'live');
    const bankReference = `ENBD TT 55120 ${proforma.payment_reference}`;
    const record = async (reference: string): Promise<void> => {
      await tab.getByLabel('Amount received (AED)').fill('7,500');
      await tab.getByLabel('Value date').fill('2026-11-22');
      await tab.getByLabel('Bank reference').fill(reference);
      await tab.getByLabel('Payer').fill('Agency Travel LLC');
      await tab.getByRole('button', { name: 'Check and credit…' }).click();
    };

    // A form missing its amount says so by the field and asks nothing of the API.
    await tab.getByRole('button', { name: 'Check and credit…' }).click();
    await tab.getByText('Enter the amount received.').waitFor();

    await record(bankReference);
    const dialog = tab.getByRole('dialog', { name: 'Credit AED 7,500.00?' });
    await dialog.getByText(`${proforma.number}, AED 7,500.00 to Agency Travel LLC, payment reference ${proforma.payment_reference}, waiting for this transfer`).waitFor();
    await dialog.getByText(new RegExp(`The live wallet of .*${agency.accountId}`)).waitFor();
    await dialog.getByRole('button', { name: 'Credit AED 7,500.00' }).click();
    const outcome = tab.getByRole('region', { name: 'Credited AED 7,500.00' });
    await outcome.waitFor();
    expect(await outcome.textContent()).toContain(`${proforma.number} (${proforma.payment_reference}), now paid`);
    expect(await outcome.textContent()).toContain(`AED ${((before + 750_000) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`);

    expect(await walletFils(t.db, agency.accountId, 'live')).toBe(before + 750_000);
    const entries = await t.db('ledger_entries').where({ account_id: agency.accountId, mode: 'live', reference: bankReference });
    expect(entries.map((entry) => [entry.kind, Number(entry.amount_fils)])).toEqual([['topup', 750_000]]);
    expect(await t.db('bank_transfer_credits').where({ account_id: agency.accountId })).toEqual([expect.objectContaining({ reference: bankReference, value_date: '2026-11-22', payer: 'Agency Travel LLC', credited_by: `desk:${finance.id}` })]);
    expect(await t.db('proforma_invoices').where({ number: proforma.number }).first()).toMatchObject({ status: 'paid', bank_reference: bankReference });
    const audit = await t.db('audit_events').where({ action: 'bank_transfer.credited' });
    expect(audit).toEqual([expect.objectContaining({ staff_id: finance.id, subject_type: 'bank_transfer' })]);
    expect(JSON.parse(audit[0].change)).toMatchObject({ account_id: agency.accountId, amount_aed: 7500, proforma: proforma.number });

    const transfers = tab.getByRole('table', { name: 'Bank transfers credited, newest first' });
    const row = transfers.getByRole('row').filter({ hasText: bankReference });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['Agency Travel LLC', 'AED 7,500.00', expect.stringContaining('by You (Farah Khan)')]));

    // The same transfer again, typed another way: the preview says it was credited, when and by whom, and offers no Credit.
    await tab.getByRole('button', { name: 'Done' }).click();
    await record(bankReference.toLowerCase().replace(/ /g, '-'));
    const already = dialog.getByRole('alert').filter({ hasText: 'Already credited' });
    await already.waitFor();
    expect(await already.textContent()).toContain(`Already credited: ${bankReference} was credited`);
    const partnerName = ((await t.db('accounts').where({ id: agency.accountId }).first('name')) as { name: string }).name;
    expect(await already.textContent()).toContain(`by You (Farah Khan), AED 7,500.00 to ${partnerName}.`);
    expect(await dialog.getByRole('button', { name: /^Credit/ }).count()).toBe(0);
    await dialog.getByRole('link', { name: 'Open the earlier credit' }).click();
    await tab.getByRole('heading', { name: 'Credit of AED 7,500.00' }).waitFor();
    expect(tab.url()).toMatch(/\/console\/finance\/transfers\/btc_/);
    await tab.getByText(`${proforma.number} (${proforma.payment_reference}), now paid`).waitFor();
    expect(await walletFils(t.db, agency.accountId, 'live')).toBe(before + 750_000);
    expect(await t.db('ledger_entries').where({ account_id: agency.accountId, mode: 'live', kind: 'topup' })).toHaveLength(1);
    expect(await t.db('bank_transfer_credits').select('id')).toHaveLength(1);
    expect(await t.db('audit_events').where({ action: 'bank_transfer.credited' })).toHaveLength(1);

    // Reversing it: behind a confirmation that needs the reason the partner is told.
    await tab.getByRole('button', { name: 'Reverse this credit…' }).click();
    const reverse = tab.getByRole('dialog', { name: 'Reverse AED 7,500.00?' });
    await reverse.getByRole('button', { name: 'Reverse AED 7,500.00' }).click();
    await reverse.getByText('Enter the reason the partner is told.').waitFor();
    expect(await t.db('bank_transfer_credits').whereNotNull('reversed_at')).toEqual([]);
    await reverse.getByLabel('Reason (the partner reads it)').fill('Recorded against the wrong statement line');
    await reverse.getByRole('button', { name: 'Reverse AED 7,500.00' }).click();
    await reverse.waitFor({ state: 'hidden' });
    await tab.getByRole('heading', { name: 'Reversed credit of AED 7,500.00' }).waitFor();
    await tab.getByText(/Reversed .* by You \(Farah Khan\): Recorded against the wrong statement line/).waitFor();
    expect(await tab.getByRole('button', { name: 'Reverse this credit…' }).count()).toBe(0);
    expect(await walletFils(t.db, agency.accountId, 'live')).toBe(before);
    expect(await t.db('ledger_entries').where({ account_id: agency.accountId, mode: 'live', kind: 'adjustment', reference: bankReference }).select('amount_fils')).toEqual([{ amount_fils: expect.anything() }]);
    expect(await t.db('proforma_invoices').where({ number: proforma.number }).first()).toMatchObject({ status: 'issued', paid_at: null });
    expect(await t.db('audit_events').where({ action: 'bank_transfer.reversed', staff_id: finance.id })).toHaveLength(1);

    // Credited again once reversed, in part this time: the preview shows what stays outstanding.
    await tab.getByRole('link', { name: 'All bank transfers' }).click();
    await tab.getByLabel('Amount received (AED)').fill('4,500');
    await tab.getByLabel('Value date').fill('2026-11-22');
    await tab.getByLabel('Bank reference').fill(bankReference);
    await tab.getByLabel('Payer').fill('Agency Travel LLC');
    await tab.getByRole('button', { name: 'Check and credit…' }).click();
    const partial = tab.getByRole('dialog', { name: 'Credit AED 4,500.00?' });
    await partial.getByText(`Part payment: ${proforma.number} asks for AED 7,500.00; after this transfer AED 3,000.00 is still outstanding and the pro-forma is part paid.`, { exact: false }).waitFor();
    await partial.getByRole('button', { name: 'Credit AED 4,500.00' }).click();
    const partOutcome = tab.getByRole('region', { name: 'Credited AED 4,500.00' });
    await partOutcome.waitFor();
    expect(await partOutcome.textContent()).toContain(`${proforma.number} (${proforma.payment_reference}), part paid: AED 4,500.00 of AED 7,500.00, AED 3,000.00 outstanding`);
    expect(await t.db('proforma_invoices').where({ number: proforma.number }).first()).toMatchObject({ status: 'part_paid' });
    // Paid over: the rest and more, the surplus shown before crediting.
    await tab.getByRole('button', { name: 'Done' }).click();
    await record(`FAB TT 9 ${proforma.payment_reference}`);
    await tab.getByRole('dialog', { name: 'Credit AED 7,500.00?' }).getByText('Paid over: this transfer is AED 4,500.00 more than', { exact: false }).waitFor();
    await tab.getByRole('dialog', { name: 'Credit AED 7,500.00?' }).getByRole('button', { name: 'Credit AED 7,500.00' }).click();
    await tab.getByRole('region', { name: 'Credited AED 7,500.00' }).getByText('paid, AED 4,500.00 over its amount (kept in the wallet)', { exact: false }).waitFor();
    expect(await walletFils(t.db, agency.accountId, 'live')).toBe(before + 1_200_000);

    // The pro-forma, paid, in the list filtered to paid ones; then the statement of the period shows the credit.
    await tab.getByRole('navigation', { name: 'Finance' }).getByRole('link', { name: 'Pro-forma invoices' }).click();
    await tab.getByLabel('Status').selectOption('paid');
    const paid = tab.getByRole('table', { name: 'Pro-forma invoices, newest first (issued in UAE time)' }).getByRole('row').filter({ hasText: proforma.number });
    await paid.getByText('Paid', { exact: true }).waitFor();
    expect(tab.url()).toContain('/console/finance/proformas?status=paid');

    await tab.getByRole('navigation', { name: 'Finance' }).getByRole('link', { name: 'Overdue invoices' }).click();
    await tab.getByText('No invoice is overdue.').waitFor();

    await tab.goto(`${served.baseUrl}/console/finance/statement?partner=${agency.accountId}&from=2026-11-01&to=2026-11-30`);
    const statement = tab.getByRole('table', { name: /^Entries of .*statement from Sun, 1 Nov 2026 to Mon, 30 Nov 2026/ });
    // The credit, its reversal and the credit again, each a line of its own: nothing was edited away.
    const lines = statement.getByRole('row').filter({ hasText: bankReference });
    await lines.first().waitFor();
    const aed = (fils: number) => `AED ${(fils / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
    expect(await Promise.all((await lines.all()).map((row) => row.getByRole('cell').allTextContents()))).toEqual([
      ['Sun, 22 Nov 2026', `Wallet top-up, ${bankReference}`, bankReference, '', 'AED 7,500.00', aed(before + 750_000)],
      ['Sun, 22 Nov 2026', `Wallet top-up reversed, ${bankReference}: Recorded against the wrong statement line`, bankReference, 'AED 7,500.00', '', aed(before)],
      ['Sun, 22 Nov 2026', `Wallet top-up, ${bankReference}`, bankReference, '', 'AED 4,500.00', aed(before + 450_000)],
    ]);
    await tab.getByRole('button', { name: 'Print' }).waitFor();
    // A period that runs backwards: the API's refusal, in words.
    await tab.getByLabel('From').fill('2026-11-30');
    await tab.getByLabel('To', { exact: true }).fill('2026-11-01');
    await tab.getByRole('button', { name: 'Show statement' }).click();
    await expectAlert(tab, 'The request is invalid: to: must be on or after from (2026-11-30).');
    expect(problems).toEqual([]);
  }, 60_000);

  test('an admin changes the operator’s phone and sets an exchange rate in Settings', async () => {
    const { t } = served;
    const { tab, problems } = await rig.open(768, 1024);
    await rig.signIn(tab, admin);
    const nav = tab.getByRole('navigation', { name: 'Console' });
    await nav.getByRole('link', { name: 'Settings' }).click();
    await tab.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();

    const phone = tab.getByLabel('24-hour phone for travellers');
    await expect(phone.inputValue()).resolves.toBe('+97143334444');
    // A refused value is shown by its field, in the API's words, and nothing is stored.
    const before = await t.db('operator_identity').first();
    await phone.fill('04 333 4444');
    await tab.getByRole('button', { name: 'Save changes' }).click();
    await expectAlert(tab, /phone_24h/);
    expect(await tab.locator('#operator-phone_24h-error').textContent()).toMatch(/\S/);
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await t.db('operator_identity').first()).toEqual(before);

    await phone.fill('+971 4 333 9999');
    await tab.getByRole('button', { name: 'Save changes' }).click();
    await tab.getByRole('status').filter({ hasText: 'Saved the operator’s 24-hour phone for travellers.' }).waitFor();
    expect(await t.db('operator_identity').first()).toMatchObject({ phone_24h: '+97143339999', updated_by: admin.id });
    const changed = await t.db('audit_events').where({ action: 'operator.updated', staff_id: admin.id });
    expect(changed.map((row) => JSON.parse(row.change))).toEqual([{ before: { phone_24h: '+97143334444' }, after: { phone_24h: '+97143339999' } }]);
    await expect(phone.inputValue()).resolves.toBe('+97143339999');

    await tab.getByLabel('Currency', { exact: true }).fill('usd');
    await tab.getByLabel('AED per unit', { exact: true }).fill('3.6725');
    await tab.getByRole('button', { name: 'Set the rate' }).click();
    await tab.getByRole('status').filter({ hasText: 'USD is now AED 3.6725 per unit.' }).waitFor();
    const rates = tab.getByRole('table', { name: 'Exchange rates, AED per unit' });
    await rates.getByRole('row').filter({ hasText: 'USD' }).filter({ hasText: '3.6725' }).waitFor();
    expect(await t.db('fx_rates').where({ currency: 'USD' }).first()).toMatchObject({ aed_per_unit: '3.6725' });
    expect(await t.db('audit_events').where({ action: 'fx_rate.set', staff_id: admin.id, subject_id: 'USD' })).toHaveLength(1);

    await tab.getByRole('link', { name: 'Staff', exact: true }).last().click();
    await tab.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();

    // Finance, for an admin without the finance role: the statements only.
    await nav.getByRole('link', { name: 'Finance' }).click();
    expect(await tab.getByRole('navigation', { name: 'Finance' }).getByRole('link').allTextContents()).toEqual(['Credit notes', 'Statements']);
    await tab.getByRole('button', { name: 'Show statement' }).waitFor();
    expect(problems).toEqual([]);
  }, 60_000);

  test('finance lists every partner\'s tax credit notes, with the invoice, the booking, why and what was credited', async () => {
    const { t } = served;
    const clock = rig.clock;
    // A transfer booked on 20 November for 10 December, invoiced at November's close, cancelled late.
    clock.set('2026-11-20T06:00:00.000Z');
    const who = await partner(t);
    await walletAt({ db: t.db, clock, sections: t.sections }, who, 'live', 5_000);
    const booking = await bookTransfer({ app: t.app, clock }, who.keys.live, 20);
    clock.set('2026-12-01T06:00:00.000Z');
    expect((await call(t.app, 'GET', '/api/b2b/v1/invoices', { token: who.keys.live })).body.data).toHaveLength(1);
    clock.set('2026-12-10T02:00:00.000Z');
    expect((await call(t.app, 'POST', `/api/b2b/v1/transport/bookings/${booking.id}/cancel`, { token: who.keys.live })).status).toBe(200);
    const note = (await call(t.app, 'GET', '/api/b2b/v1/credit-notes', { token: who.keys.live })).body.data[0] as { number: string; invoice_number: string; difference_aed: number };

    const { tab, problems } = await rig.open(1280, 800);
    await rig.signIn(tab, finance);
    await tab.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Finance' }).click();
    await tab.getByRole('navigation', { name: 'Finance' }).getByRole('link', { name: 'Credit notes' }).click();
    await tab.getByRole('heading', { name: 'Tax credit notes', level: 2 }).waitFor();
    const row = tab.getByRole('table', { name: /Tax credit notes, newest first/ }).getByRole('row').filter({ hasText: note.number });
    await row.waitFor();
    const text = await row.textContent();
    for (const expected of [`Invoice ${note.invoice_number}`, `Booking ${booking.reference as string}`, 'Cancelled', note.difference_aed.toLocaleString('en-US', { minimumFractionDigits: 2 })]) expect(text).toContain(expected);
    expect(tab.url()).toContain('/console/finance/credit-notes');
    expect(problems).toEqual([]);
  }, 60_000);
});

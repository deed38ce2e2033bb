/**
 * The desk's answers to the account actions finish their work: a credit-line application is
 * linked to its partner (by the TRN on the account or one of its people's e-mail), accepting it
 * sets the line and declining it needs a reason, and the applicant hears either way; accepting a
 * wallet top-up issues a pro-forma invoice with the operator's bank details and the top-up's
 * reference as its payment reference (the one the top-up's answer told the partner to quote),
 * e-mailed as a PDF, and the transfer quoting that reference is credited to its account once. A
 * request from the contact of a partner's approved application links itself to that partner.
 */
import { runAdmin, type UsageError } from '../../scripts/admin';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { pdfTexts } from '../helpers/documents';
import { TEST_OPERATOR } from '../helpers/operator';
import { walletFils } from '../helpers/partitions';

const t = useV1Suite({ partners: ['known', 'other'], now: '2026-11-24T07:00:00.000Z' });
const { known, other } = t.partners;
const admin = (...args: string[]) => runAdmin(args, t.db, t.clock);
/** The CLI's refusal, as the command line prints it. */
const refusal = (args: string[]) => admin(...args).then(() => null, (err: unknown) => err as UsageError);

const apply = (trn: string, email: string) =>
  call(t.app, 'POST', '/api/b2b/orchestration', {
    body: { action: 'credit_line_application', company_legal_name: 'Known Travel LLC', trade_licence_number: 'DED-5512', trn, contact_email: email, requested_terms: 'NET_30', requested_limit_aed: 50000 },
  });
const topUp = (email: string, amount: number) =>
  call(t.app, 'POST', '/api/b2b/orchestration', { body: { action: 'wallet_topup', company_name: 'Known Travel', contact_email: email, amount_aed: amount, purchase_order: 'PO-881' } });

const task = async (reference: string) => t.db('desk_queue').where({ reference }).first();
const mailTo = async (to: string) => t.db('mail_outbox').where({ to_address: to }).orderBy('created_at');
const creditLine = async (accountId: string) => t.db('balances').where({ account_id: accountId, mode: 'live' }).first();

beforeAll(async () => {
  await admin('account', 'details', '--account', known.accountId, '--legal-name', 'Known Travel LLC', '--address', 'Office 7, Bay Square, Dubai', '--trn', '100555666777003');
  // One of the other partner's people, active in its live partition.
  await t.db('users').insert({ account_id: other.accountId, mode: 'live', id: 'usr_desk0000000000000001', email: 'finance@other.example', first_name: 'Noor', last_name: 'Saeed', role: 'finance', status: 'active', invited_at: '2026-11-01T00:00:00.000Z', joined_at: '2026-11-01T00:00:00.000Z', created_at: '2026-11-01T00:00:00.000Z' });
});

describe('a credit-line application', () => {
  it('is linked to the partner whose TRN it gives, and accepting it sets the line, tells the partner and e-mails the applicant', async () => {
    const applied = await apply('100555666777003', 'md@known.example');
    expect(applied.status).toBe(202);
    expect(await task(applied.body.reference)).toMatchObject({ account_id: known.accountId, status: 'open' });

    const answered = (await admin('desk', 'answer', '--task', applied.body.reference, '--accept', '--limit-aed', '40000', '--terms', 'NET_30', '--note', 'Approved at AED 40,000')) as { task: Record<string, unknown>; result: unknown };
    expect(answered.result).toEqual({ decision: 'accepted', credit_line: { account_id: known.accountId, mode: 'live', credit_limit_aed: 40000, terms: 'NET_30', balance_aed: 0 } });
    expect(answered.task).toMatchObject({ status: 'answered', answer: 'accepted', account_id: known.accountId, answered_by: 'desk:cli', answered_at: t.clock.now().toISOString() });
    expect(Number((await creditLine(known.accountId)).credit_limit_fils)).toBe(4_000_000);
    const events = await t.db('events').where({ account_id: known.accountId, mode: 'live', type: 'credit_line.decided' });
    expect(events.map((e) => [e.notice_kind, e.notice_title])).toEqual([['credit_line_decision', 'Credit line approved: AED 40000.00']]);
    const [mail] = await mailTo('md@known.example');
    expect(mail).toMatchObject({ subject: `Your credit-line application ${applied.body.reference} was approved`, status: 'queued' });
    expect(mail.text).toContain('Credit line: AED 40,000.00, invoiced monthly with');
  });

  it('from nobody known needs the account named to be accepted, and a reason to be declined; a refusal changes nothing', async () => {
    const applied = await apply('100999888777003', 'someone@unknown.example');
    const reference = applied.body.reference as string;
    expect(await task(reference)).toMatchObject({ account_id: null, status: 'open' });
    const before = { task: await task(reference), mail: await mailTo('someone@unknown.example') };
    for (const [args, message] of [
      [['--accept', '--limit-aed', '10000', '--terms', 'NET_15'], /not linked to an account yet: name the partner's account/],
      [['--accept', '--account', other.accountId], /give its limit and terms/],
      [['--accept', '--account', 'acc_nobody', '--limit-aed', '10000', '--terms', 'NET_15'], /no account acc_nobody/],
      [['--accept', '--account', other.accountId, '--limit-aed', '10000'], /give --limit-aed and --terms together/],
      [['--accept', '--account', other.accountId, '--limit-aed', '10000', '--terms', 'NET_90'], /--terms must be one of/],
      [['--decline'], /needs the reason the applicant is told/],
    ] as Array<[string[], RegExp]>) {
      const refused = await refusal(['desk', 'answer', '--task', reference, ...args]);
      expect([args, refused]).toEqual([args, expect.objectContaining({ message: expect.stringMatching(message) })]);
    }
    expect({ task: await task(reference), mail: await mailTo('someone@unknown.example') }).toEqual(before);

    const declined = (await admin('desk', 'answer', '--task', reference, '--decline', '--note', 'The trade licence has expired')) as { result: unknown };
    expect(declined.result).toEqual({ decision: 'declined', account_id: null, reason: 'The trade licence has expired', emailed_to: 'someone@unknown.example' });
    const [mail] = await mailTo('someone@unknown.example');
    expect(mail.text).toContain('Reason: The trade licence has expired');
  });

  it('refuses an account other than the one it came from', async () => {
    const applied = await apply('100555666777003', 'cfo@known.example');
    const refused = await refusal(['desk', 'answer', '--task', applied.body.reference, '--accept', '--account', other.accountId, '--limit-aed', '100', '--terms', 'NET_15']);
    expect(refused?.message).toBe(`desk task ${applied.body.reference} came from account ${known.accountId}, not ${other.accountId}`);
    expect(await task(applied.body.reference)).toMatchObject({ status: 'open' });
  });

  it('declined for a known partner tells it in its inbox, leaving the line as it was', async () => {
    const applied = await apply('100000000000017', 'finance@other.example');
    expect(await task(applied.body.reference)).toMatchObject({ account_id: other.accountId });
    await admin('desk', 'answer', '--task', applied.body.reference, '--decline', '--note', 'Two years of accounts are needed');
    const inbox = await call(t.app, 'GET', '/api/b2b/v1/inbox', { token: other.keys.live });
    expect(inbox.status).toBe(200);
    expect(inbox.body.data[0]).toMatchObject({ title: 'Credit-line application declined', body: expect.stringContaining('Two years of accounts are needed') });
    expect((await creditLine(other.accountId))?.credit_limit_fils ?? 0).toBe(0);
  });
});

describe('a wallet top-up', () => {
  it('accepted issues a pro-forma with the bank details and the top-up’s reference to quote, e-mailed as a PDF; the transfer quoting it is credited to its account once', async () => {
    const requested = await topUp('finance@other.example', 7500);
    expect(await task(requested.body.reference)).toMatchObject({ account_id: other.accountId });
    expect(requested.body.next_steps).toContain(`quote ${requested.body.reference}, its payment reference, on the bank transfer`);
    const answered = (await admin('desk', 'answer', '--task', requested.body.reference, '--accept')) as { result: { proforma: Record<string, unknown> } };
    const { proforma } = answered.result;
    expect(proforma).toEqual({ number: 'PF-2026-000001', account_id: other.accountId, amount_aed: 7500, payment_reference: requested.body.reference, status: 'issued', emailed_to: 'finance@other.example' });
    const mail = (await mailTo('finance@other.example')).find((one) => one.related_type === 'proforma_invoice');
    expect(mail.subject).toBe(`Pro-forma invoice PF-2026-000001 for your wallet top-up ${requested.body.reference}`);
    expect(mail.text).toContain(`quote the payment reference ${proforma.payment_reference}`);
    const [attachment] = JSON.parse(mail.attachments) as Array<{ filename: string; content_type: string; content_base64: string }>;
    expect(attachment).toMatchObject({ filename: 'PF-2026-000001.pdf', content_type: 'application/pdf' });
    const text = (await pdfTexts([Buffer.from(attachment?.content_base64 ?? '', 'base64')]))[0] ?? '';
    for (const printed of ['Pro-forma invoice PF-2026-000001', TEST_OPERATOR.legal_name, TEST_OPERATOR.bank_name, 'AE07 0331 2345 6789 0123 456', TEST_OPERATOR.swift, 'AED 7,500.00', proforma.payment_reference as string, 'PO-881', 'This is not a tax invoice']) {
      expect([printed, text.includes(printed)]).toEqual([printed, true]);
    }

    const before = await walletFils(t.db, other.accountId, 'live');
    const quoted = `ENBD TT 55120 ${(proforma.payment_reference as string).toLowerCase().replace(/-/g, '')}`;
    const credited = await admin('wallet', 'credit', '--amount-aed', '7500', '--reference', quoted);
    expect(credited).toMatchObject({ account_id: other.accountId, credited_aed: 7500, proforma: { number: 'PF-2026-000001', status: 'paid', amount_outstanding_aed: 0 } });
    expect(await walletFils(t.db, other.accountId, 'live')).toBe(before + 750_000);
    expect(await t.db('proforma_invoices').where({ number: 'PF-2026-000001' }).first()).toMatchObject({ status: 'paid', bank_reference: quoted, paid_at: t.clock.now().toISOString() });
    expect(await refusal(['wallet', 'credit', '--amount-aed', '7500', '--reference', quoted])).toMatchObject({ code: 'already_exists' });
    expect(await refusal(['wallet', 'credit', '--account', known.accountId, '--amount-aed', '10', '--reference', `Other TT ${proforma.payment_reference as string}`])).toMatchObject({
      message: expect.stringContaining(`of account ${other.accountId}, not of ${known.accountId}`),
    });
    expect(await walletFils(t.db, other.accountId, 'live')).toBe(before + 750_000);
  });

  it('from the contact of a partner’s approved application links itself to that partner, whatever the e-mail’s case; a pending one does not', async () => {
    const application = (id: string, email: string, status: string, accountId: string) => ({
      id, legal_name: 'Known Travel LLC', licence_number: 'DED-5512', licence_authority: 'DED Dubai', trn: '100555666777003', country: 'AE', contact_name: 'Mariam Aziz', email,
      phone: '+971501112233', website: 'https://known.example', partner_kind: 'agency', expected_volume: '50_200', use_case: 'Airport transfers', lang: 'en', status,
      email_token_hash: id.padEnd(64, '0'), email_token_expires_at: '2026-11-01T00:00:00.000Z', account_id: accountId, client_ip: '203.0.113.9', created_at: '2026-11-01T00:00:00.000Z',
    });
    await t.db('partner_applications').insert([application('app_link000000000000001', 'Mariam@Known.example', 'approved', known.accountId), application('app_link000000000000002', 'pending@known.example', 'submitted', known.accountId)]);
    const requested = await topUp('mariam@known.EXAMPLE', 2500);
    expect(await task(requested.body.reference)).toMatchObject({ account_id: known.accountId, status: 'open' });
    const applied = await apply('100000000000099', 'MARIAM@known.example');
    expect(applied.status).toBe(202);
    expect(await task(applied.body.reference)).toMatchObject({ account_id: known.accountId });
    const pending = await topUp('pending@known.example', 2500);
    expect(await task(pending.body.reference)).toMatchObject({ account_id: null });
  });

  it('credits no transfer that names neither an account nor a payment reference', async () => {
    expect(await refusal(['wallet', 'credit', '--amount-aed', '10', '--reference', 'TT 1'])).toMatchObject({ message: expect.stringContaining('name the account (--account)') });
  });

  it('is not accepted while the operator has not set its bank details, and changes nothing', async () => {
    const requested = await topUp('finance@other.example', 900);
    const saved = await t.db('operator_identity').first('iban', 'swift');
    await t.db('operator_identity').update({ iban: null, swift: null });
    try {
      const refused = await refusal(['desk', 'answer', '--task', requested.body.reference, '--accept']);
      expect(refused).toMatchObject({ code: 'not_configured', message: expect.stringContaining('(iban, swift)') });
      expect(await task(requested.body.reference)).toMatchObject({ status: 'open', answered_by: null });
      expect(await t.db('proforma_invoices').where({ topup_reference: requested.body.reference })).toEqual([]);
    } finally {
      await t.db('operator_identity').update(saved);
    }
  });

  it('declined tells the applicant why, and that nothing is due', async () => {
    const requested = await topUp('buyer@nobody.example', 300);
    const declined = (await admin('desk', 'answer', '--task', requested.body.reference, '--decline', '--note', 'No account under this name')) as { result: unknown };
    expect(declined.result).toEqual({ decision: 'declined', account_id: null, reason: 'No account under this name', emailed_to: 'buyer@nobody.example' });
    const [mail] = await mailTo('buyer@nobody.example');
    expect(mail.text).toContain('Nothing is due: do not send a transfer for it.');
  });
});

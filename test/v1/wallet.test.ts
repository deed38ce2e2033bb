/**
 * The wallet as a partner's accountant reads it, in both modes: its balance and credit line
 * (`GET /wallet`), its ledger entry by entry with the running balance (`GET /wallet/entries`),
 * and top-ups asked for by bank transfer (`POST /wallet/top-up-requests`), each answered at
 * once with its pro-forma invoice (numbered in the partition's series, stored as issued and
 * served byte for byte), listed with the totals of what the filters keep, paid by the transfers
 * that quote its payment reference (a test one by the test helpers' top-up), and never matched to
 * a live transfer when it is a test one. Two requests at once take two numbers without a gap; the
 * same Idempotency-Key twice at once issues one.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { toFils, useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { getBytes, pdfTexts } from '../helpers/documents';
import { issueKey } from '../helpers/apiKeys';
import { rowCounts } from '../helpers/tables';
import { request as httpRequest } from '../helpers/serverProcess';
import { usingPostgres } from '../helpers/testDb';
import { TEST_OPERATOR } from '../helpers/operator';
import { MODES, ledgerSumFils, partitionFor, partner, walletAt, walletFils, type Mode, type Partner } from '../helpers/partitions';
import { bookTransfer } from '../helpers/transfers';
import { setCreditLine } from '../../src/engine/ledger';
import { proformaQuotedBy } from '../../src/engine/proforma';
import { ALL_SCOPES } from '../../src/apiKeys/scopes';
import { ROLE_SCOPES } from '../../src/sections/users/roles';
import { updateOperatorIdentity } from '../../src/engine/operatorIdentity';
import { runAdmin } from '../../scripts/admin';
import { createPortalPerson, portalCall, portalSignIn, sessionCall, sessionFrom, type PortalSessionFixture } from '../helpers/portal';

/** Each case may seed a fresh test partition or two, slow on a busy machine. */
const SLOW = 60_000;
const V1 = '/api/b2b/v1';
const TOP_UPS = `${V1}/wallet/top-up-requests`;

const t = useV1Suite();
const { clock } = t;

let n = 0;
const idem = (): Record<string, string> => ({ 'Idempotency-Key': `top-up-${++n}-${randomUUID()}` });
const get = (who: Partner, mode: Mode, path: string) => call(t.app, 'GET', `${V1}${path}`, { token: who.keys[mode] });
const ask = (who: Partner, mode: Mode, body: Record<string, unknown>, headers: Record<string, string> = idem()) => call(t.app, 'POST', TOP_UPS, { token: who.keys[mode], body, headers });
const setBillingEmail = (who: Partner, mode: Mode, email: string) => call(t.app, 'POST', `${V1}/settings/billing-email`, { token: who.keys[mode], body: { billing_email: email }, headers: idem() });
const mails = (number: string) => t.db('mail_outbox').where({ related_type: 'proforma_invoice', related_id: number }).select('to_address', 'subject', 'text', 'attachments');

/** An approved partner with a billing e-mail in the mode, so a key's top-up has an address. */
async function partnerWithBilling(mode: Mode): Promise<Partner> {
  const who = await partner(t);
  expect((await setBillingEmail(who, mode, 'accounts@gulfhorizons.example')).status).toBe(200);
  return who;
}

describe.each(MODES)('the wallet with a %s key', (mode) => {
  const series = mode === 'test' ? 'TEST-PF' : 'PF';

  it('shows the balance, what may be charged and the credit line with its terms', async () => {
    const who = await partner(t);
    await walletAt(t, who, mode, 1250.5);
    const prepaid = await get(who, mode, '/wallet');
    expect(prepaid.status).toBe(200);
    expect(prepaid.body).toMatchObject({
      object: 'wallet_overview',
      sandbox: mode === 'test',
      currency: 'AED',
      balance_aed: 1250.5,
      wallet_balance_aed: 1250.5,
      outstanding_aed: 0,
      overdue_aed: 0,
      available_aed: 1250.5,
      credit_line: null,
    });
    await setCreditLine(partitionFor(t, who.accountId, mode), toFils(20_000), 'NET_30');
    await walletAt(t, who, mode, -4000);
    const credit = (await get(who, mode, '/wallet')).body;
    expect(credit).toMatchObject({ balance_aed: -4000, wallet_balance_aed: 0, outstanding_aed: 4000, available_aed: 16_000 });
    expect(credit.credit_line).toEqual({ limit_aed: 20_000, used_aed: 4000, available_aed: 16_000, terms: 'NET_30', payment_days: 30 });
  }, SLOW);

  it('lists the ledger newest first with the running balance, by month and in keyset pages', async () => {
    const who = await partner(t);
    await walletAt(t, who, mode, 3000);
    const booked = await bookTransfer({ app: t.app, clock }, who.keys[mode], 5);
    const entries = await t.walk<Record<string, unknown>>(who.keys[mode], `${V1}/wallet/entries`, { limit: 2 });
    // Newest first: by time, then by posting order (a seeded history is posted out of time order).
    const stored = (await t.db('ledger_entries')
      .where({ account_id: who.accountId, mode })
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .select('amount_fils', 'balance_after_fils')) as Array<{ amount_fils: number | string; balance_after_fils: number | string }>;
    expect(entries).toHaveLength(stored.length);
    expect(entries.map((entry) => toFils(entry.balance_aed as number))).toEqual(stored.map((row) => Number(row.balance_after_fils)));
    expect(entries.map((entry) => toFils(entry.payment_aed as number) - toFils(entry.charge_aed as number))).toEqual(stored.map((row) => Number(row.amount_fils)));
    // The newest is the booking's charge, quoted by the booking's reference; its running balance is the balance.
    expect(entries[0]).toMatchObject({ object: 'wallet_entry', kind: 'charge', booking_id: booked.id, booking_reference: booked.reference, reference: booked.reference, payment_aed: 0 });
    expect(toFils(entries[0]?.balance_aed as number)).toBe(await walletFils(t.db, who.accountId, mode));
    expect(await ledgerSumFils(t.db, who.accountId, mode)).toBe(await walletFils(t.db, who.accountId, mode));
    const thisMonth = (await get(who, mode, '/wallet/entries?period=2026-11&limit=100')).body.data as Array<{ date: string }>;
    expect(thisMonth.length).toBeGreaterThan(0);
    expect(thisMonth.every((entry) => entry.date.startsWith('2026-11'))).toBe(true);
    expect((await get(who, mode, '/wallet/entries?period=2027-01')).body.data).toEqual([]);
    const refused = await get(who, mode, '/wallet/entries?period=2026-13');
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual(['period']);
  }, SLOW);

  it('answers a top-up at once with its pro-forma: the payment reference, the bank details and the PDF as issued', async () => {
    const who = await partnerWithBilling(mode);
    const before = await walletFils(t.db, who.accountId, mode);
    const res = await ask(who, mode, { amount_aed: 7500, purchase_order: 'PO-2026-118' });
    expect(res.status).toBe(201);
    const topUp = res.body;
    expect(topUp).toMatchObject({
      object: 'wallet_top_up',
      sandbox: mode === 'test',
      id: expect.stringMatching(/^pf_[0-9A-Za-z]{20}$/),
      reference: expect.stringMatching(/^WTU-[0-9A-Z]{10}$/),
      proforma_number: expect.stringMatching(new RegExp(`^${series}-2026-\\d{6}$`)),
      status: 'issued',
      amount_aed: 7500,
      amount_paid_aed: 0,
      amount_outstanding_aed: 7500,
      purchase_order: 'PO-2026-118',
      company_name: 'Gulf Horizons Travel',
      contact_email: 'accounts@gulfhorizons.example',
      pay_to: { bank_name: TEST_OPERATOR.bank_name, account_name: TEST_OPERATOR.bank_account_name, iban: TEST_OPERATOR.iban, swift: TEST_OPERATOR.swift, payment_reference: topUp.reference },
      issued_at: clock.now().toISOString(),
      paid_at: null,
      pdf_href: `${TOP_UPS}/${topUp.id}/pdf`,
    });
    // Nothing is charged or credited until the transfer arrives.
    expect(await walletFils(t.db, who.accountId, mode)).toBe(before);
    expect(await t.db('proforma_invoices').where({ id: topUp.id }).first()).toMatchObject({ account_id: who.accountId, mode, number: topUp.proforma_number, issued_by: `key:${who.keyIds[mode]}` });

    const pdf = await getBytes(t.app, topUp.pdf_href as string, who.keys[mode]);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const stored = (await t.db('issued_documents').where({ id: topUp.id }).first('pdf', 'pdf_sha256', 'kind', 'number')) as { pdf: Buffer; pdf_sha256: string; kind: string; number: string };
    expect(stored).toMatchObject({ kind: 'proforma', number: topUp.proforma_number });
    expect(Buffer.compare(pdf.body as Buffer, Buffer.from(stored.pdf))).toBe(0);
    expect(pdf.headers.etag).toBe(`"${stored.pdf_sha256}"`);
    const text = ((await pdfTexts([pdf.body as Buffer]))[0] ?? '').replace(/\s+/g, ' ');
    for (const printed of [`Pro-forma invoice ${topUp.proforma_number}`, topUp.reference as string, TEST_OPERATOR.iban, 'PO-2026-118']) expect(text).toContain(printed);
    // Served as issued whatever changes since; found by its number and its payment reference too, however typed.
    await updateOperatorIdentity(t.db, clock, { bank_name: 'Another Bank' }, { staffId: null, requestId: null, ip: null });
    try {
      const arabicIndic = (text: string): string => text.replace(/[0-9]/g, (digit) => String.fromCodePoint(0x0660 + Number(digit)));
      for (const id of [topUp.proforma_number as string, (topUp.reference as string).toLowerCase().replace('-', ' '), arabicIndic(topUp.proforma_number as string)]) {
        const again = await getBytes(t.app, `${TOP_UPS}/${encodeURIComponent(id)}?format=pdf`, who.keys[mode]);
        expect(again.status).toBe(200);
        expect(Buffer.compare(again.body as Buffer, Buffer.from(stored.pdf))).toBe(0);
      }
      expect((await get(who, mode, `/wallet/top-up-requests/${topUp.id}`)).body).toEqual(topUp);
    } finally {
      await updateOperatorIdentity(t.db, clock, { bank_name: TEST_OPERATOR.bank_name }, { staffId: null, requestId: null, ip: null });
    }
    const notModified = await request(t.app).get(`${TOP_UPS}/${topUp.id}/pdf`).set('Authorization', `Bearer ${who.keys[mode]}`).set('If-None-Match', `"${stored.pdf_sha256}"`);
    expect(notModified.status).toBe(304);
  }, SLOW);

  it(mode === 'live' ? 'records a live top-up for the desk and e-mails its pro-forma' : 'keeps a test top-up in the test partition: no desk, no e-mail', async () => {
    const who = await partnerWithBilling(mode);
    const topUp = (await ask(who, mode, { amount_aed: 2000, contact_email: 'finance@gulfhorizons.example' })).body;
    expect(topUp.contact_email).toBe('finance@gulfhorizons.example');
    const recorded = await t.db('wallet_topups').where({ reference: topUp.reference }).first();
    const sent = await mails(topUp.proforma_number as string);
    if (mode === 'test') {
      expect(recorded).toBeUndefined();
      expect(sent).toEqual([]);
      return;
    }
    expect(recorded).toMatchObject({ account_id: who.accountId, requested_by: `key:${who.keyIds.live}`, contact_email: 'finance@gulfhorizons.example', company_name: 'Gulf Horizons Travel' });
    expect(Number(recorded.amount_fils)).toBe(200_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to_address: 'finance@gulfhorizons.example', subject: `Pro-forma invoice ${topUp.proforma_number} for your wallet top-up ${topUp.reference}` });
    expect(sent[0].text).toContain(`quote the payment reference ${topUp.reference}`);
    expect(JSON.parse(sent[0].attachments)[0]).toMatchObject({ filename: `${topUp.proforma_number}.pdf`, content_type: 'application/pdf' });
    // The desk's finance list shows it waiting for its transfer.
    expect(await proformaQuotedBy(t.db, `ENBD TT 1 ${topUp.reference}`)).toMatchObject({ number: topUp.proforma_number, account_id: who.accountId });
  }, SLOW);

  it('refuses a top-up with no address to send its pro-forma to, or out of bounds, storing nothing', async () => {
    const who = await partner(t);
    // A live partition has no billing e-mail until one is set; a test one is seeded with one, taken off here.
    expect((await get(who, mode, '/wallet')).status).toBe(200);
    await t.db('partition_settings').where({ account_id: who.accountId, mode }).delete();
    const before = await rowCounts(t.db);
    const none = await ask(who, mode, { amount_aed: 500 });
    expect(none.status).toBe(422);
    expect(none.body.error).toMatchObject({ code: 'validation_failed', fields: ['contact_email'] });
    for (const body of [{ amount_aed: 99.99 }, { amount_aed: 1_000_000.01 }, { amount_aed: 500.123 }, { amount_aed: 500, purchase_order: '' }, { amount_aed: 500, contact_email: 'not an address' }]) {
      const res = await call(t.app, 'POST', TOP_UPS, { token: who.keys[mode], body });
      expect(res.status).toBe(422);
    }
    expect(await rowCounts(t.db)).toEqual(before);
  }, SLOW);

  it('lists the top-ups newest first with the totals of what the filters keep, and pays one by the transfers quoting it', async () => {
    const who = await partnerWithBilling(mode);
    const first = (await ask(who, mode, { amount_aed: 1000 })).body;
    clock.set('2026-11-25T08:00:00.000Z');
    const second = (await ask(who, mode, { amount_aed: 2500 })).body;
    const all = await t.walk<Record<string, unknown>>(who.keys[mode], `${TOP_UPS}?issued_gte=2026-11-22`, { limit: 1 });
    expect(all.map((row) => row.id)).toEqual([second.id, first.id]);
    const page = (await get(who, mode, '/wallet/top-up-requests?issued_gte=2026-11-22&limit=1')).body;
    expect(page.totals).toEqual({ count: 2, amount_aed: 3500, amount_paid_aed: 0, amount_outstanding_aed: 3500 });
    expect((await get(who, mode, '/wallet/top-up-requests?issued_gte=2026-11-23&issued_lte=2026-11-30')).body.data.map((row: { id: string }) => row.id)).toEqual([second.id]);

    // Part of it, then the rest: as finance credits a live transfer, as the test helper credits a test one.
    const pay = async (amountAed: number, bankReference: string) => {
      if (mode === 'test') {
        const res = await call(t.app, 'POST', `${V1}/test-helpers/wallet/top-ups`, { token: who.keys.test, body: { amount_aed: amountAed, payment_reference: bankReference }, headers: idem() });
        expect(res.status).toBe(200);
        return;
      }
      await runAdmin(['wallet', 'credit', '--amount-aed', String(amountAed), '--reference', bankReference], t.db, clock);
    };
    const before = await walletFils(t.db, who.accountId, mode);
    await pay(1000, mode === 'test' ? (second.reference as string) : `ENBD TT 1001 ${second.reference as string}`);
    expect((await get(who, mode, `/wallet/top-up-requests/${second.id}`)).body).toMatchObject({ status: 'part_paid', amount_paid_aed: 1000, amount_outstanding_aed: 1500, paid_at: null });
    await pay(1500, mode === 'test' ? (second.reference as string).toLowerCase() : `ENBD TT 1002 ${second.reference as string}`);
    expect((await get(who, mode, `/wallet/top-up-requests/${second.id}`)).body).toMatchObject({ status: 'paid', amount_paid_aed: 2500, amount_outstanding_aed: 0, paid_at: clock.now().toISOString() });
    expect(await walletFils(t.db, who.accountId, mode)).toBe(before + 250_000);
    const paid = (await get(who, mode, '/wallet/top-up-requests?status=paid')).body;
    expect(paid.data.map((row: { id: string }) => row.id)).toEqual([second.id]);
    expect(paid.totals).toEqual({ count: 1, amount_aed: 2500, amount_paid_aed: 2500, amount_outstanding_aed: 0 });
  }, SLOW);

  it('answers 404 for another account\'s top-up and the other mode\'s', async () => {
    const who = await partnerWithBilling(mode);
    const stranger = await partnerWithBilling(mode);
    const topUp = (await ask(who, mode, { amount_aed: 300 })).body;
    const other: Mode = mode === 'test' ? 'live' : 'test';
    for (const [token, id] of [
      [stranger.keys[mode], topUp.id],
      [stranger.keys[mode], topUp.proforma_number],
      [who.keys[other], topUp.id],
      [who.keys[other], topUp.reference],
    ] as Array<[string, string]>) {
      expect((await call(t.app, 'GET', `${TOP_UPS}/${encodeURIComponent(id)}`, { token })).status).toBe(404);
      expect((await call(t.app, 'GET', `${TOP_UPS}/${encodeURIComponent(id)}/pdf`, { token })).status).toBe(404);
    }
  }, SLOW);
});

describe('a test top-up', () => {
  it('is seeded in a fresh test partition, waiting for its transfer, and is never matched to a live transfer', async () => {
    const who = await partner(t);
    const seeded = (await get(who, 'test', '/wallet/top-up-requests')).body;
    expect(seeded.data).toHaveLength(1);
    expect(seeded.data[0]).toMatchObject({ sandbox: true, status: 'issued', proforma_number: expect.stringMatching(/^TEST-PF-2026-\d{6}$/), contact_email: expect.stringMatching(/@/) });
    const reference = seeded.data[0].reference as string;
    expect(await proformaQuotedBy(t.db, `ENBD TT 7 ${reference}`)).toBeNull();
    await expect(runAdmin(['wallet', 'credit', '--amount-aed', '100', '--reference', `ENBD TT 7 ${reference}`], t.db, clock)).rejects.toThrow('name the account');
  }, SLOW);

  it('is paid only by a payment reference of its own partition', async () => {
    const who = await partner(t);
    const stranger = await partner(t);
    const theirs = (await get(stranger, 'test', '/wallet/top-up-requests')).body.data[0].reference as string;
    expect((await get(who, 'test', '/wallet')).status).toBe(200);
    const before = await rowCounts(t.db);
    const res = await call(t.app, 'POST', `${V1}/test-helpers/wallet/top-ups`, { token: who.keys.test, body: { amount_aed: 100, payment_reference: theirs } });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual(['payment_reference']);
    expect(await rowCounts(t.db)).toEqual(before);
  }, SLOW);

  it('prints example bank details until the operator has set its own, where a live one is refused', async () => {
    const who = await partnerWithBilling('live');
    await setBillingEmail(who, 'test', 'accounts@gulfhorizons.example');
    await t.db('operator_identity').update({ iban: null });
    try {
      const before = await rowCounts(t.db);
      const live = await ask(who, 'live', { amount_aed: 500 });
      expect(live.status).toBe(503);
      expect(live.body.error).toMatchObject({ code: 'not_configured' });
      expect(live.body.error.message).toContain('IBAN');
      expect(await rowCounts(t.db)).toEqual(before);
      const test = await ask(who, 'test', { amount_aed: 500 });
      expect(test.status).toBe(201);
      expect(test.body.pay_to).toMatchObject({ bank_name: 'Example Bank (example details)', iban: expect.stringContaining('(example)') });
      const text = (await pdfTexts([(await getBytes(t.app, test.body.pdf_href, who.keys.test)).body as Buffer]))[0] ?? '';
      expect(text).toContain('TEST');
      expect(text.replace(/\s+/g, ' ')).toContain('do not pay it');
    } finally {
      await updateOperatorIdentity(t.db, clock, { iban: TEST_OPERATOR.iban }, { staffId: null, requestId: null, ip: null });
    }
  }, SLOW);
});

describe('who may ask for a top-up', () => {
  it('needs wallet:topup, which the finance role holds with the reads of the Money screen', async () => {
    const reader = await issueKey(t, { scopes: ['statements:read'] });
    const refused = await call(t.app, 'POST', TOP_UPS, { token: reader.key, body: { amount_aed: 500 } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'insufficient_scope' });
    expect(refused.body.error.message).toContain('wallet:topup');
    expect((await call(t.app, 'GET', `${V1}/wallet`, { token: reader.key })).status).toBe(200);
    expect(ALL_SCOPES).toContain('wallet:topup');
    for (const scope of ['statements:read', 'wallet:topup', 'rates:view'] as const) expect(ROLE_SCOPES.finance).toContain(scope);
    expect(ROLE_SCOPES.viewer).not.toContain('wallet:topup');
    expect(ROLE_SCOPES.booker).not.toContain('wallet:topup');
  }, SLOW);
});

describe('a finance person signed in to the portal', () => {
  /** A person of the account's team with `role`, signed in, their session on the account's test or live data. */
  async function signedIn(role: 'finance' | 'viewer' | 'booker', accountId: string, mode: Mode): Promise<PortalSessionFixture> {
    const person = await createPortalPerson(t, { role, accountId });
    const session = await portalSignIn(t, person);
    const switched = await portalCall(t, 'PUT', '/api/portal/v1/session/context', { session, body: { mode } });
    expect(switched.status).toBe(200);
    return sessionFrom(switched, session);
  }

  it.each(MODES)('reads the wallet and the documents and asks for a top-up on %s data, recorded as theirs', async (mode) => {
    const who = await partnerWithBilling(mode);
    const session = await signedIn('finance', who.accountId, mode);
    await walletAt(t, who, mode, 900);
    expect((await sessionCall(t, session, 'GET', `${V1}/wallet`)).body).toMatchObject({ sandbox: mode === 'test', balance_aed: 900 });
    expect((await sessionCall(t, session, 'GET', `${V1}/wallet/entries?limit=1`)).status).toBe(200);
    expect((await sessionCall(t, session, 'GET', `${V1}/statements`)).status).toBe(200);
    const asked = await sessionCall(t, session, 'POST', TOP_UPS, { body: { amount_aed: 1200 }, headers: idem() });
    expect(asked.status).toBe(201);
    const person = (await t.db('users').where({ account_id: who.accountId, mode: 'live', role: 'finance' }).orderBy('created_at', 'desc').first('id', 'email')) as { id: string; email: string };
    // Addressed to the person who asked, and recorded with them as its actor.
    expect(asked.body.contact_email).toBe(person.email);
    expect(await t.db('proforma_invoices').where({ id: asked.body.id }).first('issued_by')).toEqual({ issued_by: `user:${person.id}` });
    if (mode === 'live') expect(await t.db('wallet_topups').where({ reference: asked.body.reference }).first('requested_by', 'account_id')).toEqual({ requested_by: `user:${person.id}`, account_id: who.accountId });
    const pdf = await request(t.app).get(asked.body.pdf_href).set('Cookie', session.cookie);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Another account's top-up is not found with this session.
    const stranger = await partnerWithBilling(mode);
    const theirs = (await ask(stranger, mode, { amount_aed: 300 })).body;
    expect((await sessionCall(t, session, 'GET', `${TOP_UPS}/${theirs.id}`)).status).toBe(404);
  }, SLOW);

  it('is the only one of the reading roles that may ask: a viewer and a booker are refused, storing nothing', async () => {
    const who = await partnerWithBilling('live');
    for (const role of ['viewer', 'booker'] as const) {
      const session = await signedIn(role, who.accountId, 'live');
      const before = await rowCounts(t.db);
      const refused = await sessionCall(t, session, 'POST', TOP_UPS, { body: { amount_aed: 1200 }, headers: idem() });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatchObject({ code: 'insufficient_scope' });
      expect(await rowCounts(t.db)).toEqual(before);
      // A viewer reads the money; a booker does not.
      expect((await sessionCall(t, session, 'GET', `${V1}/wallet`)).status).toBe(role === 'viewer' ? 200 : 403);
    }
  }, SLOW);
});

describe(`top-ups asked at once (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    server = t.app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    port = (server.address() as AddressInfo).port;
  }, SLOW);
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }, SLOW);

  /** Every request at once, each on its own connection. */
  async function together(who: Partner, keys: readonly string[]) {
    const agent = new http.Agent({ keepAlive: false, maxSockets: keys.length });
    try {
      const answers = await Promise.all(
        keys.map((key) =>
          httpRequest(port, 'POST', TOP_UPS, {
            agent,
            timeoutMs: 30_000,
            headers: { authorization: `Bearer ${who.keys.live}`, 'idempotency-key': key },
            body: JSON.stringify({ amount_aed: 1000 }),
          }),
        ),
      );
      return answers.map((answer) => ({ status: answer.status, body: answer.body ? (JSON.parse(answer.body) as Record<string, unknown>) : {} }));
    } finally {
      agent.destroy();
    }
  }

  it('numbers two different requests without a gap or a repeat', async () => {
    const who = await partnerWithBilling('live');
    const answers = await together(who, [`a-${randomUUID()}`, `b-${randomUUID()}`]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const numbers = answers.map((answer) => Number(String(answer.body.proforma_number).slice(-6))).sort((a, b) => a - b);
    expect(numbers[1]).toBe((numbers[0] as number) + 1);
    expect(new Set(answers.map((answer) => answer.body.reference)).size).toBe(2);
    expect(await t.db('proforma_invoices').where({ account_id: who.accountId, mode: 'live' }).count({ n: '*' })).toEqual([{ n: usingPostgres ? '2' : 2 }]);
  }, SLOW);

  it('issues one pro-forma for the same Idempotency-Key sent twice at once', async () => {
    const who = await partnerWithBilling('live');
    const key = `same-${randomUUID()}`;
    const answers = await together(who, [key, key]);
    const issued = answers.filter((answer) => answer.status === 201);
    expect(issued.length).toBeGreaterThanOrEqual(1);
    // The other waits for the first (409 idempotency_in_progress, retryable) or replays its answer.
    for (const answer of answers.filter((one) => one.status !== 201)) expect(answer).toMatchObject({ status: 409, body: { error: { code: 'idempotency_in_progress', retryable: true } } });
    expect(new Set(issued.map((answer) => answer.body.id)).size).toBe(1);
    expect(Number(((await t.db('proforma_invoices').where({ account_id: who.accountId, mode: 'live' }).count({ n: '*' })) as Array<{ n: number | string }>)[0]?.n)).toBe(1);
    expect(await mails(String(issued[0]?.body.proforma_number))).toHaveLength(1);
  }, SLOW);
});

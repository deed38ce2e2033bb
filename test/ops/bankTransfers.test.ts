/**
 * Money matched once, and correctable, over the operator API: a bank reference is credited once
 * whatever its spelling (dashes, spaces, case, full-width letters, Arabic-Indic digits), also at
 * the same moment on two instances over one database; a credit answers its id and is reversed by it (a reversing
 * ledger entry, an event and inbox notice, an audit row), once; a reversed reference can be
 * credited again; a pro-forma paid short is `part_paid` with what is outstanding, paid over shows
 * the surplus, and only transfers adding up to its amount make it `paid`.
 */
import { useV1Suite } from '../helpers/suite';
import { walletAt, walletFils } from '../helpers/partitions';
import { call } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createStaffMember, opsCall, signIn, type StaffFixture, type StaffSession } from '../helpers/staff';
import { Partition } from '../../src/engine/partition';
import { issueProforma, issuedProforma, type ProformaRow } from '../../src/engine/proforma';
import { sha256Hex } from '../../src/engine/issuedDocuments';
import { runAdmin } from '../../scripts/admin';
import { pdfTexts } from '../helpers/documents';
import request from 'supertest';
import { bookTransfer, transferQuoteBody } from '../helpers/transfers';

const OPS = '/api/ops/v1';
const t = useV1Suite({ partners: ['agency', 'other'], now: '2026-11-24T07:00:00.000Z' });
const { agency, other } = t.partners;

let finance: StaffFixture;
let session: StaffSession;

const transfer = (bankReference: string, amountAed: number, accountId?: string) => ({
  amount_aed: amountAed,
  value_date: '2026-11-23',
  bank_reference: bankReference,
  payer: 'Agency Travel LLC',
  ...(accountId === undefined ? {} : { account_id: accountId }),
});
const credit = (body: object, who: TestApp | typeof t = t) => opsCall(who, 'POST', `${OPS}/bank-transfers`, { session, body });
const reverse = (id: string, reason: string, who: TestApp | typeof t = t) => opsCall(who, 'POST', `${OPS}/bank-transfers/${id}/reverse`, { session, body: { reason } });
const topups = async (accountId: string) => (await t.db('ledger_entries').where({ account_id: accountId, mode: 'live' }).orderBy('id')).map((row) => [row.kind, Number(row.amount_fils), row.reference]);
const standing = async (key: string) => t.db('bank_transfer_credits').where({ reference_key: key }).whereNull('reversed_at');

async function proformaOf(accountId: string, reference: string, amountFils: number): Promise<ProformaRow & { pdf: Buffer }> {
  return Partition.forDesk(t.sections, t.db, t.clock, accountId, 'cli').transaction((p) =>
    issueProforma(p, { reference, company_name: 'Agency Travel LLC', contact_email: 'finance@agency.example', amount_fils: amountFils, purchase_order: null }),
  );
}

beforeAll(async () => {
  finance = await createStaffMember(t, { roles: ['finance'] });
  session = await signIn(t, finance);
});

describe('one bank reference, every spelling, credited once', () => {
  it.each([
    ['PY-4BE9-TASD', ['py4be9tasd', 'PY 4BE9 TASD', 'py-4be9-tasd', 'ＰＹ－４ＢＥ９－ＴＡＳＤ'], 'py4be9tasd'],
    ['ENBD TT 118974', ['ENBDTT118974', 'ENBD-TT-118974', 'ＥＮＢＤ－ＴＴ－１１８９７４', 'enbd.tt/118974', ' Enbd  Tt  118974 ', 'ENBD TT ١١٨٩٧٤', 'enbd-tt-۱۱۸۹۷۴'], 'enbdtt118974'],
  ])('credits %s once; %j each answer 409 already_exists and credit nothing', async (first, spellings, key) => {
    const before = await walletFils(t.db, agency.accountId, 'live');
    const won = await credit(transfer(first, 12_000, agency.accountId));
    expect(won.status).toBe(201);
    expect(won.body).toMatchObject({ id: expect.stringMatching(/^btc_/), transfer: { id: won.body.id, bank_reference: first, reference_key: key, status: 'credited' } });
    for (const spelling of spellings) {
      const again = await credit(transfer(spelling, 12_000, agency.accountId));
      expect([spelling, again.status, again.body.error.code]).toEqual([spelling, 409, 'already_exists']);
      expect(again.body.error.message).toContain(`The credit is ${won.body.id}`);
      // Another partner named does not make it another transfer.
      const elsewhere = await credit(transfer(spelling, 12_000, other.accountId));
      expect([spelling, elsewhere.status]).toEqual([spelling, 409]);
    }
    expect(await walletFils(t.db, agency.accountId, 'live')).toBe(before + 1_200_000);
    expect(await standing(key)).toHaveLength(1);
    expect((await topups(other.accountId)).filter(([, , reference]) => spellings.includes(reference as string))).toEqual([]);
  });

  it('finds the credits of a reference however it is typed, and reads one by its id', async () => {
    const listed = await opsCall(t, 'GET', `${OPS}/bank-transfers?reference=${encodeURIComponent('ｅｎｂｄ－ｔｔ－１１８９７４')}`, { session });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([expect.objectContaining({ bank_reference: 'ENBD TT 118974', reference_key: 'enbdtt118974', status: 'credited', credited_by: `desk:${finance.id}` })]);
    const one = await opsCall(t, 'GET', `${OPS}/bank-transfers/${listed.body.data[0].id}`, { session });
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ transfer: listed.body.data[0], proforma: null });
    const missing = await opsCall(t, 'GET', `${OPS}/bank-transfers/btc_AAAAAAAAAAAAAAAAAAAA`, { session });
    expect([missing.status, missing.body.error.code]).toEqual([404, 'not_found']);
    expect((await opsCall(t, 'GET', `${OPS}/bank-transfers?reference=NOTHING-CREDITED-1`, { session })).body).toEqual({ data: [], next_cursor: null });
  });

  it('refuses a reference with no letter or digit, crediting nothing', async () => {
    const before = await t.db('bank_transfer_credits').count({ n: '*' });
    const res = await credit(transfer(' -- / -- ', 10, agency.accountId));
    expect([res.status, res.body.error.fields]).toEqual([422, ['bank_reference']]);
    expect(await t.db('bank_transfer_credits').count({ n: '*' })).toEqual(before);
  });
});

describe('reversing a credit', () => {
  it('writes a reversing entry, tells the partner, audits it, and frees the reference to be credited again', async () => {
    await walletAt(t, other, 'live', 0);
    const credited = await credit(transfer('FAB TT 70001', 2500, other.accountId));
    expect(credited.status).toBe(201);
    const id = credited.body.id as string;
    t.clock.advance(60);

    const reversed = await reverse(id, 'Returned by the bank: credited to the wrong partner');
    expect(reversed.status).toBe(200);
    expect(reversed.body).toEqual({
      transfer: {
        ...credited.body.transfer,
        status: 'reversed',
        reversed_at: t.clock.now().toISOString(),
        reversed_by: `desk:${finance.id}`,
        reversal_reason: 'Returned by the bank: credited to the wrong partner',
      },
      proforma: null,
      balance_aed: 0,
    });
    // Never deleted: the credit and its entry stay; a reversing entry takes the amount off.
    expect((await topups(other.accountId)).slice(-2)).toEqual([
      ['topup', 250_000, 'FAB TT 70001'],
      ['adjustment', -250_000, 'FAB TT 70001'],
    ]);
    expect(await walletFils(t.db, other.accountId, 'live')).toBe(0);
    const events = await t.db('events').where({ account_id: other.accountId, mode: 'live', type: 'wallet.credit_reversed' });
    expect(events).toEqual([expect.objectContaining({ notice_kind: 'payment_received', notice_title: 'Wallet credit reversed: AED 2500.00' })]);
    expect(events[0].notice_body).toContain('Returned by the bank: credited to the wrong partner');
    const inbox = await call(t.app, 'GET', '/api/b2b/v1/inbox', { token: other.keys.live });
    expect(inbox.body.data[0]).toMatchObject({ kind: 'payment_received', title: 'Wallet credit reversed: AED 2500.00' });
    const audit = await t.db('audit_events').where({ subject_type: 'bank_transfer', subject_id: id }).orderBy('id');
    expect(audit.map((row) => [row.action, row.staff_id])).toEqual([
      ['bank_transfer.credited', finance.id],
      ['bank_transfer.reversed', finance.id],
    ]);
    expect(JSON.parse(audit[1].change)).toMatchObject({ before: { status: 'credited' }, after: { status: 'reversed' }, amount_aed: 2500, reason: 'Returned by the bank: credited to the wrong partner' });

    // Twice: 409 invalid_state, nothing changed.
    const twice = await reverse(id, 'Again');
    expect([twice.status, twice.body.error.code]).toEqual([409, 'invalid_state']);
    expect(await walletFils(t.db, other.accountId, 'live')).toBe(0);

    // The reference, in another spelling, is credited again (to the right partner).
    const again = await credit(transfer('fab-tt-70001', 2500, agency.accountId));
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(id);
    expect((await standing('fabtt70001')).map((row) => row.account_id)).toEqual([agency.accountId]);
    const history = await opsCall(t, 'GET', `${OPS}/bank-transfers?reference=FAB%20TT%2070001`, { session });
    expect(history.body.data.map((row: { status: string }) => row.status)).toEqual(['credited', 'reversed']);
  });

  it('records a reversal the wallet no longer holds: the balance goes below zero and bookings are refused until it is made good', async () => {
    await walletAt(t, other, 'live', 0);
    const credited = await credit(transfer('FAB TT 70002', 1000, other.accountId));
    await bookTransfer({ app: t.app, clock: t.clock }, other.keys.live, 5);
    const spent = await walletFils(t.db, other.accountId, 'live');
    expect(spent).toBeLessThan(100_000);
    const reversed = await reverse(credited.body.id, 'The transfer bounced');
    expect(reversed.status).toBe(200);
    expect(reversed.body.balance_aed).toBe((spent - 100_000) / 100);
    expect(await walletFils(t.db, other.accountId, 'live')).toBe(spent - 100_000);
    // The 402 names the account action a partner tops up with.
    const quote = await call(t.app, 'POST', '/api/b2b/v1/transport/quote', { token: other.keys.live, body: transferQuoteBody(t.clock, 5) });
    const refused = await call(t.app, 'POST', '/api/b2b/v1/transport/bookings', { token: other.keys.live, body: { quote_id: quote.body.id, traveller: { first_name: 'Aisha', last_name: 'Rahman' } } });
    expect([refused.status, refused.body.error.code]).toEqual([402, 'insufficient_funds']);
    expect(refused.body.error.message).toContain('(account action wallet_topup)');
    expect(refused.body.error.message).not.toContain('request_wallet_topup');
  });

  it('refuses an unknown credit with 404 and an empty reason with 422, changing nothing', async () => {
    const credited = await credit(transfer('FAB TT 70003', 10, agency.accountId));
    const unknown = await reverse('btc_AAAAAAAAAAAAAAAAAAAA', 'Nothing');
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'not_found']);
    const empty = await reverse(credited.body.id, '   ');
    expect([empty.status, empty.body.error.fields]).toEqual([422, ['reason']]);
    expect((await opsCall(t, 'GET', `${OPS}/bank-transfers/${credited.body.id}`, { session })).body.transfer.status).toBe('credited');
  });
});

describe('pro-formas paid in part, in full and over', () => {
  it('is part_paid with what is outstanding until transfers add up to it, and paid over shows the surplus', async () => {
    const proforma = await proformaOf(agency.accountId, 'WTU-4BE9TASD5K', 500_000);
    const short = await credit(transfer(`ENBD TT 500101 ${proforma.payment_reference}`, 4500));
    expect(short.status).toBe(201);
    expect(short.body.proforma).toMatchObject({ number: proforma.number, status: 'part_paid', amount_aed: 5000, amount_paid_aed: 4500, amount_outstanding_aed: 500, amount_overpaid_aed: 0, paid_at: null });
    const listed = await opsCall(t, 'GET', `${OPS}/proforma-invoices?status=part_paid`, { session });
    expect(listed.body.data.map((row: { number: string }) => row.number)).toEqual([proforma.number]);

    // The rest, quoted another way: paid in full.
    const rest = await credit(transfer('ENBD TT 500102 wtu 4be9 tasd 5k', 500));
    expect(rest.body.proforma).toMatchObject({ status: 'paid', amount_paid_aed: 5000, amount_outstanding_aed: 0, amount_overpaid_aed: 0, paid_at: t.clock.now().toISOString() });

    // Reversing a part brings it back to part_paid; a larger transfer then pays it over.
    const undone = await reverse(rest.body.id, 'Wrong amount keyed');
    expect(undone.body.proforma).toMatchObject({ status: 'part_paid', amount_outstanding_aed: 500, paid_at: null });
    const over = await credit(transfer(`ENBD TT 500103 ${proforma.payment_reference}`, 800));
    expect(over.body.proforma).toMatchObject({ status: 'paid', amount_paid_aed: 5300, amount_outstanding_aed: 0, amount_overpaid_aed: 300 });
    // The surplus is in the wallet: every transfer was credited in full.
    expect((await topups(agency.accountId)).filter(([, , reference]) => String(reference).startsWith('ENBD TT 5001')).map(([, fils]) => fils)).toEqual([450_000, 50_000, -50_000, 80_000]);
  });

  it('matches what the wallet top-up answer told the partner to quote', async () => {
    const asked = await call(t.app, 'POST', '/api/b2b/orchestration', { body: { action: 'wallet_topup', company_name: 'Agency Travel', contact_email: 'money-topup@agency.example', amount_aed: 3000 } });
    expect(asked.status).toBe(202);
    const quote = asked.body.reference as string;
    expect(asked.body.next_steps).toContain(`quote ${quote}`);
    const proforma = await proformaOf(agency.accountId, quote, 300_000);
    expect(proforma.payment_reference).toBe(quote);
    const paid = await credit(transfer(`MASHREQ ${quote.toLowerCase().replace('-', ' ')}`, 3000));
    expect(paid.status).toBe(201);
    expect(paid.body.proforma).toMatchObject({ number: proforma.number, payment_reference: quote, status: 'paid' });
    expect(paid.body.transfer.account_id).toBe(agency.accountId);
  });
});

describe('a pro-forma as issued', () => {
  it('is stored at issue and read back as the same bytes after the operator moves, its payment status in JSON only', async () => {
    const issued = await proformaOf(agency.accountId, 'WTU-7KQ2M9XH4P', 120_000);
    const partition = Partition.forDesk(t.sections, t.db, t.clock, agency.accountId, 'cli');
    const stored = await issuedProforma(partition, issued.number);
    expect(stored).not.toBeNull();
    const document = stored as NonNullable<typeof stored>;
    expect(document).toMatchObject({ id: issued.id, kind: 'proforma', number: issued.number, period: null, issued_at: issued.issued_at });
    expect(document.pdf.equals(issued.pdf)).toBe(true);
    expect(document.pdf_sha256).toBe(sha256Hex(document.pdf));
    expect(document.data).toMatchObject({ object: 'proforma_invoice', number: issued.number, amount_aed: 1200, payment_reference: 'WTU-7KQ2M9XH4P' });
    expect(document.data).not.toHaveProperty('status');
    const [text] = await pdfTexts([document.pdf]);
    expect(text).toContain(issued.number);
    expect(text).toContain('AED 1,200.00');
    expect(text).not.toMatch(/\b(?:part_paid|Part paid|Unpaid|Issued status|Paid on)\b/);
    const address = (document.data as { seller: { address: string } }).seller.address;

    await runAdmin(['operator', 'set', '--address', 'Unit 9, Dubai Hills Business Park, Dubai'], t.db, t.clock);
    // Paid since: the JSON says so, the stored bytes do not change.
    expect((await credit(transfer('FAB TT 700100 WTU-7KQ2M9XH4P', 1200))).body.proforma).toMatchObject({ number: issued.number, status: 'paid' });
    const again = (await issuedProforma(partition, issued.number.toLowerCase())) as NonNullable<typeof stored>;
    expect(again.pdf.equals(document.pdf)).toBe(true);
    expect(again.pdf_sha256).toBe(document.pdf_sha256);
    expect(again.dataText).toBe(document.dataText);
    expect((again.data as { seller: { address: string } }).seller.address).toBe(address);
    const [after] = await pdfTexts([again.pdf]);
    expect(after).not.toContain('Dubai Hills');
    // Read over the operator API, in any spelling: the stored bytes, their hash the ETag.
    for (const spelling of [issued.number, issued.number.toLowerCase().replace(/-/g, ' ')]) {
      const read = await request(t.app)
        .get(`${OPS}/proforma-invoices/${encodeURIComponent(spelling)}/pdf`)
        .set('Cookie', session.cookie)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(read.status).toBe(200);
      expect(read.headers['content-type']).toMatch(/^application\/pdf/);
      expect(read.headers.etag).toBe(`"${document.pdf_sha256}"`);
      expect((read.body as Buffer).equals(document.pdf)).toBe(true);
    }
    const unknown = await opsCall(t, 'GET', `${OPS}/proforma-invoices/PF-1999-000001/pdf`, { session });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('No pro-forma invoice PF-1999-000001.');
    // A pro-forma issued after the move carries the new address.
    const later = await proformaOf(agency.accountId, 'WTU-7KQ2M9XH5R', 50_000);
    const [laterText] = await pdfTexts([later.pdf]);
    expect(laterText).toContain('Dubai Hills');
  });
});

describe('two instances over one database', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await createTestApp({ clock: t.clock, database: t.database });
  });
  afterAll(() => second.close());

  it('credits one of N concurrent credits of one reference in different spellings, and reverses it once', async () => {
    const spellings = ['ADCB TT 990011', 'adcb tt 990011', 'ADCB-TT-990011', 'ADCBTT990011', 'ＡＤＣＢ－ＴＴ－９９００１１', 'adcb/tt/990011', 'Adcb Tt 990011', 'ADCB.TT.990011'];
    const before = await walletFils(t.db, agency.accountId, 'live');
    const answers = await Promise.all(spellings.map((spelling, i) => credit(transfer(spelling, 7000, agency.accountId), i % 2 === 0 ? t : second)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(spellings.length - 1);
    for (const res of answers.filter((res) => res.status === 409)) expect(res.body.error.code).toBe('already_exists');
    expect(await walletFils(t.db, agency.accountId, 'live')).toBe(before + 700_000);
    expect((await topups(agency.accountId)).filter(([, , reference]) => spellings.includes(reference as string))).toHaveLength(1);
    expect(await standing('adcbtt990011')).toHaveLength(1);
    console.log(`bank reference race: ${spellings.length} concurrent credits on two instances → ${statuses.filter((s) => s === 201).length} credited`);

    const id = (answers.find((res) => res.status === 201) as { body: { id: string } }).body.id;
    const reversals = await Promise.all([0, 1, 2, 3].map((i) => reverse(id, `Duplicate ${i}`, i % 2 === 0 ? t : second)));
    expect(reversals.map((res) => res.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await walletFils(t.db, agency.accountId, 'live')).toBe(before);
    expect(await t.db('ledger_entries').where({ account_id: agency.accountId, mode: 'live', kind: 'adjustment', reference: (answers.find((res) => res.status === 201) as { body: { transfer: { bank_reference: string } } }).body.transfer.bank_reference })).toHaveLength(1);
  });

  it('adds up concurrent part payments of one pro-forma', async () => {
    const proforma = await proformaOf(other.accountId, 'WTU-RACE000001', 1_000_000);
    const parts = await Promise.all([1, 2, 3, 4].map((i) => credit(transfer(`FAB ${i} ${proforma.payment_reference}`, 2500), i % 2 === 0 ? t : second)));
    expect(parts.map((res) => res.status)).toEqual([201, 201, 201, 201]);
    const stored = await t.db('proforma_invoices').where({ number: proforma.number }).first();
    expect([stored.status, Number(stored.paid_fils)]).toEqual(['paid', 1_000_000]);
  });
});

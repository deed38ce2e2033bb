/**
 * Sending PINT AE e-invoices: queued in the issuing transaction, sent by the job through the
 * provider (the simulator here), polled until acknowledged, retried with backoff while the
 * provider cannot be reached, refused documents turned into a finance task; the operator lists
 * them and sends one again (audited); two instances on one database never send a document twice.
 * Runs on SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { useV1Suite } from '../helpers/suite';
import { createStaffMember, opsCall, signIn, type StaffSession } from '../helpers/staff';
import { Partition } from '../../src/engine/partition';
import { storeIssuedDocument } from '../../src/engine/issuedDocuments';
import { answerTask, findTask } from '../../src/engine/desk';
import { COMMAND_LINE } from '../../src/engine/audit';
import { createLogger } from '../../src/platform/logger';
import { ConfigError, loadConfig } from '../../src/platform/config';
import { ublInvoice, type InvoiceDocument } from '../../src/engine/einvoice/ubl';
import { EInvoiceSender, einvoiceStatusOf, queueEInvoice, queueTransmission } from '../../src/engine/einvoice/transmissions';
import { ProviderUnreachable, simulatorProvider, type EInvoiceProvider } from '../../src/engine/einvoice/providers';
import type { Db } from '../../src/platform/db';
import type { Clock } from '../../src/platform/clock';

const OPS = '/api/ops/v1';
const t = useV1Suite({ partners: ['agency'] });
const { agency } = t.partners;
const logger = createLogger('silent');

let finance: StaffSession;
beforeAll(async () => {
  finance = await signIn(t, await createStaffMember(t, { roles: ['finance'], name: 'Farah Khan' }));
});

const live = () => Partition.forDesk(t.sections, t.db, t.clock, agency.accountId, 'setup');
const testMode = () => Partition.forDesk(t.sections, t.db, t.clock, agency.accountId, 'setup', 'test');

let serial = 0;

/** A tax invoice's stored data. */
const invoiceData = (documentId: string, number: string, buyerAddress: string | null): InvoiceDocument => ({
  id: documentId,
  number,
  period: '2026-11',
  issued_at: '2026-11-30T20:00:00.000Z',
  due_date: '2026-12-31',
  seller: { name: 'Desert Routes Transport LLC', address: 'Office 1204, Bay Square 7, Business Bay, Dubai', trn: '100234567800003' },
  bill_to: { name: 'Agency Travel LLC', address: buyerAddress, trn: '100987654300003', country: 'AE', billing_email: 'accounts@agency.example' },
  lines: [{ booking_id: 'bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P', booking_reference: 'TR-7KQ2-M9XH', description: 'Airport arrival, sedan', charged_on: '2026-11-03', service_date: '2026-11-06', quantity: 1, unit_price_aed: 228.57, amount_aed: 228.57, vat_rate_percent: 5, vat_aed: 11.43, total_aed: 240, items: [{ description: 'Sedan', quantity: 1, unit: 'vehicle', age_band: null, unit_price_aed: 240, amount_aed: 240 }] }],
  subtotal_aed: 228.57,
  vat_aed: 11.43,
  total_aed: 240,
});

/** An invoice as issued, stored as the close stores it, and its e-invoice queued in the same transaction. */
async function issue(partition: Partition, buyerAddress: string | null = 'Office 501, Al Wasl Road, Jumeirah, Dubai'): Promise<{ documentId: string; number: string; transmissionId: string | null }> {
  serial += 1;
  const documentId = `inv_TestEinvoice${String(serial).padStart(8, '0')}`;
  const number = `${partition.sandbox ? 'TEST-' : ''}INV-2026-${String(900 + serial).padStart(6, '0')}`;
  const invoice = invoiceData(documentId, number, buyerAddress);
  const transmissionId = await partition.transaction(async (p) => {
    await storeIssuedDocument(p, { id: documentId, kind: 'tax_invoice', number, period: '2026-11', issuedAt: invoice.issued_at, data: invoice, pdf: Buffer.from('%PDF-1.4 test') });
    return queueEInvoice(p, { kind: 'tax_invoice', data: invoice });
  });
  return { documentId, number, transmissionId };
}

const sender = (options: { provider?: EInvoiceProvider; db?: Db; clock?: Clock; batchSize?: number } = {}) =>
  new EInvoiceSender(t.sections, options.db ?? t.db, options.clock ?? t.clock, logger, { provider: options.provider ?? simulatorProvider(t.clock), batchSize: options.batchSize ?? 20 });

/** A live document, queued. */
async function issueLive(buyerAddress?: string | null): Promise<{ documentId: string; number: string; transmissionId: string }> {
  const doc = await issue(live(), buyerAddress);
  if (doc.transmissionId === null) throw new Error('a live document is queued');
  return { ...doc, transmissionId: doc.transmissionId };
}

const row = async (id: string) => (await t.db('einvoice_transmissions').where({ id }).first()) as Record<string, unknown>;
const outcomes = async (id: string) => ((await t.db('einvoice_attempts').where({ transmission_id: id }).orderBy('id').select('outcome')) as Array<{ outcome: string }>).map((r) => r.outcome);
const moves = async (id: string) =>
  ((await t.db('state_moves').where({ subject_type: 'e_invoice', subject_id: id }).orderBy('id').select('from_state', 'to_state')) as Array<{ from_state: string | null; to_state: string }>).map((m) => `${m.from_state ?? '∅'}→${m.to_state}`);

/** Drains what is due now, as passes of the job do. */
async function drain(who = sender()): Promise<void> {
  while ((await who.runDue()) > 0);
}

describe('e-invoice transmission', () => {
  it('queues once, sends, is accepted and acknowledged later, each step recorded', async () => {
    const partition = live();
    const doc = await issueLive();
    expect(await queueTransmission(partition, { documentId: doc.documentId, kind: 'tax_invoice', xml: '<x/>' })).toBe(doc.transmissionId);
    expect(await einvoiceStatusOf(partition, doc.documentId)).toEqual({ status: 'queued', provider: 'simulator', transmitted_at: null, acknowledged_at: null, error: null });

    await drain();
    const sentAt = t.clock.now().toISOString();
    expect(await einvoiceStatusOf(partition, doc.documentId)).toEqual({ status: 'sent', provider: 'simulator', transmitted_at: sentAt, acknowledged_at: null, error: null });
    expect(await row(doc.transmissionId)).toMatchObject({ attempts: 1, provider_reference: expect.stringMatching(/^SIM-[0-9A-F]{20}$/), claim_token: null });

    // The next look is due after the poll interval: nothing before it.
    t.clock.advance(5);
    expect(await sender().runDue()).toBe(0);
    t.clock.advance(10);
    await drain();
    expect((await einvoiceStatusOf(partition, doc.documentId))?.status).toBe('accepted');
    t.clock.advance(30);
    await drain();
    const acknowledgedAt = new Date(Date.parse(sentAt) + 30_000).toISOString();
    expect(await einvoiceStatusOf(partition, doc.documentId)).toEqual({ status: 'acknowledged', provider: 'simulator', transmitted_at: sentAt, acknowledged_at: acknowledgedAt, error: null });
    // Acknowledged is final: the job never looks at it again.
    t.clock.advance(3600);
    expect(await sender().runDue()).toBe(0);
    expect(await outcomes(doc.transmissionId)).toEqual(['sent', 'accepted', 'acknowledged']);
    expect(await moves(doc.transmissionId)).toEqual(['∅→queued', 'queued→sent', 'sent→accepted', 'accepted→acknowledged']);
    expect(await einvoiceStatusOf(partition, 'inv_NoSuchDocument0000000')).toBeNull();
  });

  it('a document the provider refuses is rejected with its rule and message, and finance gets a task', async () => {
    const doc = await issueLive(null);
    await drain();
    const error = { code: 'SIM-AE-IBT-050', message: 'Buyer address line 1 (IBT-050) is mandatory' };
    expect(await einvoiceStatusOf(live(), doc.documentId)).toMatchObject({ status: 'rejected', provider: 'simulator', error });
    const tasks = (await t.db('desk_queue').where({ kind: 'einvoice_rejected' }).select('subject_type', 'subject_id', 'account_id', 'status', 'summary')) as Array<Record<string, unknown>>;
    expect(tasks).toEqual([
      { subject_type: 'einvoice_transmission', subject_id: doc.transmissionId, account_id: agency.accountId, status: 'open', summary: `Tax invoice ${doc.number}: e-invoice rejected by the provider (SIM-AE-IBT-050: Buyer address line 1 (IBT-050) is mandatory)` },
    ]);
    expect(await outcomes(doc.transmissionId)).toEqual(['rejected']);
    expect(await moves(doc.transmissionId)).toEqual(['∅→queued', 'queued→rejected']);
    // A rejected document is not tried again by itself.
    t.clock.advance(7200);
    expect(await sender().runDue()).toBe(0);
    // Finance accepts the task: the same e-invoice goes again (refused again, the provider's side unchanged).
    const task = await findTask(t.db, String(((await t.db('desk_queue').where({ subject_id: doc.transmissionId }).first('id')) as { id: number }).id));
    await answerTask(t.sections, t.db, t.clock, task.reference, { accept: true, note: 'Buyer address set at the provider', amountFils: null }, COMMAND_LINE);
    expect((await einvoiceStatusOf(live(), doc.documentId))?.status).toBe('queued');
    expect((await t.db('mail_outbox').where({ related_id: task.reference }).select('id')).length).toBe(0);
  });

  it('retries an unreachable provider with backoff, and sends once it answers', async () => {
    const simulator = simulatorProvider(t.clock);
    let failures = 2;
    const flaky: EInvoiceProvider = {
      name: 'flaky',
      submit: async (document) => {
        if (failures > 0) {
          failures -= 1;
          throw new ProviderUnreachable('connect ECONNREFUSED 10.0.0.7:443');
        }
        return simulator.submit(document);
      },
      status: (reference, at) => simulator.status(reference, at),
    };
    const doc = await issueLive();
    const job = sender({ provider: flaky });
    await drain(job);
    expect(await row(doc.transmissionId)).toMatchObject({ status: 'queued', attempts: 1, last_error: 'connect ECONNREFUSED 10.0.0.7:443', next_attempt_at: new Date(t.clock.now().getTime() + 60_000).toISOString() });
    t.clock.advance(59);
    expect(await job.runDue()).toBe(0);
    t.clock.advance(1);
    await drain(job);
    expect(await row(doc.transmissionId)).toMatchObject({ status: 'queued', attempts: 2, next_attempt_at: new Date(t.clock.now().getTime() + 120_000).toISOString() });
    t.clock.advance(120);
    await drain(job);
    expect(await row(doc.transmissionId)).toMatchObject({ status: 'sent', attempts: 3, provider: 'flaky', last_error: null });
    expect(await outcomes(doc.transmissionId)).toEqual(['transport_failed', 'transport_failed', 'sent']);
  });

  it('is queued with the issuing transaction: an issue rolled back queues nothing', async () => {
    const xml = ublInvoice(invoiceData('inv_TestEinvoiceRolledBack', 'INV-2026-000999', 'Office 501, Al Wasl Road, Jumeirah, Dubai'));
    await expect(
      live().transaction(async (p) => {
        await queueTransmission(p, { documentId: 'inv_TestEinvoiceRolledBack', kind: 'tax_invoice', xml });
        throw new Error('the close failed after queueing');
      }),
    ).rejects.toThrow('the close failed after queueing');
    expect(await t.db('einvoice_transmissions').where({ document_id: 'inv_TestEinvoiceRolledBack' })).toEqual([]);
  });

  it("does not send a test partition's documents: their e-invoice is null", async () => {
    const doc = await issue(testMode());
    expect(doc.transmissionId).toBeNull();
    expect(await einvoiceStatusOf(testMode(), doc.documentId)).toBeNull();
    expect(await t.db('einvoice_transmissions').where({ document_id: doc.documentId })).toEqual([]);
  });

  it('finance lists the live transmissions and sends a rejected one again, audited', async () => {
    const doc = await issueLive(null);
    await drain();
    const listed = await opsCall(t, 'GET', `${OPS}/e-invoices?status=rejected&limit=100`, { session: finance });
    expect(listed.status).toBe(200);
    const mine = (listed.body.data as Array<Record<string, unknown>>).find((item) => item.id === doc.transmissionId);
    expect(mine).toMatchObject({ account_id: agency.accountId, document_id: doc.documentId, document_number: doc.number, kind: 'tax_invoice', status: 'rejected', error: { code: 'SIM-AE-IBT-050' }, next_attempt_at: null });
    expect((listed.body.data as Array<Record<string, unknown>>).every((item) => item.status === 'rejected' && !String(item.document_number).startsWith('TEST-'))).toBe(true);

    const again = await opsCall(t, 'POST', `${OPS}/e-invoices/${doc.transmissionId}/retransmit`, { session: finance });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: doc.transmissionId, status: 'queued', attempts: 0, error: null });
    expect(await row(doc.transmissionId)).toMatchObject({ status: 'queued', error_code: null, next_attempt_at: t.clock.now().toISOString() });
    expect(await t.db('desk_queue').where({ subject_id: doc.transmissionId }).first('status')).toEqual({ status: 'withdrawn' });
    const audit = (await t.db('audit_events').where({ action: 'e_invoice.retransmitted', subject_id: doc.transmissionId }).select('staff_id', 'subject_type', 'change')) as Array<{ staff_id: string; subject_type: string; change: string }>;
    expect(audit).toHaveLength(1);
    expect(audit[0]?.subject_type).toBe('e_invoice');
    expect(JSON.parse(audit[0]?.change ?? '{}')).toMatchObject({ before: { status: 'rejected', error_code: 'SIM-AE-IBT-050' }, after: { status: 'queued' } });
    expect(await outcomes(doc.transmissionId)).toEqual(['rejected', 'requeued']);

    // Sent and acknowledged: nothing to send again.
    const good = await issueLive();
    await drain();
    t.clock.advance(60);
    await drain();
    const refused = await opsCall(t, 'POST', `${OPS}/e-invoices/${good.transmissionId}/retransmit`, { session: finance });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('invalid_state');
    expect((await row(good.transmissionId)).status).toBe('acknowledged');
    const unknown = await opsCall(t, 'POST', `${OPS}/e-invoices/etx_NoSuchTransmission00/retransmit`, { session: finance });
    expect(unknown.status).toBe(404);
    const dispatcher = await signIn(t, await createStaffMember(t, { roles: ['dispatch'], name: 'Dina Saleh' }));
    expect((await opsCall(t, 'GET', `${OPS}/e-invoices`, { session: dispatcher })).status).toBe(403);
    expect((await opsCall(t, 'GET', `${OPS}/e-invoices?status=lost`, { session: finance })).status).toBe(422);
  });

  it('two instances on one database send each document once', async () => {
    const documents: string[] = [];
    for (let i = 0; i < 12; i++) documents.push((await issueLive()).documentId);
    const submitted: string[] = [];
    const simulator = simulatorProvider(t.clock);
    const slow: EInvoiceProvider = {
      name: 'slow',
      submit: async (document) => {
        submitted.push(document.documentId);
        await sleep(5);
        return simulator.submit(document);
      },
      status: simulator.status,
    };
    const otherDb = t.database.connect();
    try {
      // Small batches, so that the two instances' claims interleave.
      const [first, second] = [sender({ provider: slow, db: t.db, batchSize: 3 }), sender({ provider: slow, db: otherDb, batchSize: 3 })];
      await Promise.all([drain(first), drain(second), drain(first), drain(second)]);
    } finally {
      await otherDb.destroy();
    }
    expect([...submitted].sort()).toEqual([...documents].sort());
    const rows = (await t.db('einvoice_transmissions').whereIn('document_id', documents).select('status', 'attempts')) as Array<{ status: string; attempts: number | string }>;
    expect(rows.map((r) => `${r.status}/${Number(r.attempts)}`)).toEqual(documents.map(() => 'sent/1'));
  });

  it('refuses an unknown EINVOICE_PROVIDER at start, and takes the simulator by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).einvoiceProvider).toBe('simulator');
    expect(() => loadConfig({ NODE_ENV: 'test', EINVOICE_PROVIDER: 'acme-asp' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', EINVOICE_PROVIDER: 'acme-asp' })).toThrow('EINVOICE_PROVIDER must be one of simulator (the e-invoice providers this service has an adapter for), got "acme-asp"');
  });
});


import { randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import { isPostgres, type Db } from '../../platform/db';
import type { Job } from '../../platform/jobs';
import type { Logger } from '../../platform/logger';
import type { EInvoiceProviderName } from '../../platform/config';
import type { components } from '../../generated/openapi-types';
import { newId } from '../../platform/ids';
import { Partition, type PartitionRow, type PartitionSections } from '../partition';
import { claimMove, defineMachine, move, recordCreated } from '../stateMachine';
import { openTask, withdrawTasksOf, type DeskDecision } from '../desk';
import { sha256Hex } from '../issuedDocuments';
import { errors } from '../../errors';
import { ProviderUnreachable, type EInvoiceProvider, type ProviderError } from './providers';
import { ublCreditNote, ublInvoice, type CreditNoteDocument, type InvoiceDocument } from './ubl';

/**
 * Sending PINT AE e-invoices through the accredited service provider. The code that issues a tax
 * invoice or a tax credit note queues its XML in the same transaction (`queueTransmission`); the
 * sending job (`EInvoiceSender`) claims due rows in the database, submits them, polls the provider
 * until the receiving side acknowledges, retries a provider it cannot reach with backoff, and
 * turns a rejection into a finance task. Every attempt and answer is kept (`einvoice_attempts`).
 */
export type EInvoiceKind = 'tax_invoice' | 'tax_credit_note';
export type TransmissionStatus = 'queued' | 'sent' | 'accepted' | 'acknowledged' | 'rejected';
export const TRANSMISSION_STATUSES: readonly TransmissionStatus[] = ['queued', 'sent', 'accepted', 'acknowledged', 'rejected'];

/** queued → sent → accepted → acknowledged; rejected from any step before the acknowledgement; a rejected document may be queued again. */
export const transmissionMachine = defineMachine<TransmissionStatus>({
  subject: 'e_invoice',
  table: 'einvoice_transmissions',
  moves: {
    queued: ['sent', 'rejected'],
    sent: ['accepted', 'acknowledged', 'rejected'],
    accepted: ['acknowledged', 'rejected'],
    acknowledged: [],
    rejected: ['queued'],
  },
  actions: { queued: 'transmitted again', sent: 'sent', accepted: 'accepted', acknowledged: 'acknowledged', rejected: 'rejected' },
});

/** What a document shows of its e-invoice (`EInvoiceStatus` in notices.yaml). */
export type EInvoiceStatus = components['schemas']['EInvoiceStatus'];

export interface TransmissionRow extends PartitionRow {
  id: string;
  document_id: string;
  kind: EInvoiceKind;
  xml: string;
  xml_sha256: string;
  status: TransmissionStatus;
  provider: string;
  provider_reference: string | null;
  attempts: number | string;
  next_attempt_at: string;
  last_error: string | null;
  error_code: string | null;
  error_message: string | null;
  claim_token: string | null;
  claimed_until: string | null;
  queued_at: string;
  transmitted_at: string | null;
  acknowledged_at: string | null;
  updated_at: string;
}

export type AttemptOutcome = 'sent' | 'rejected' | 'transport_failed' | 'accepted' | 'acknowledged' | 'requeued';

async function recordAttempt(partition: Partition, transmissionId: string, outcome: AttemptOutcome, detail: string | null): Promise<void> {
  await partition.insert('einvoice_attempts', { transmission_id: transmissionId, outcome, detail: detail === null ? null : detail.slice(0, 500), at: partition.now() });
}

let configuredProvider: EInvoiceProviderName = 'simulator';

/** The provider the service sends through (EINVOICE_PROVIDER), named on each document queued from now on; set once at start (createServices). */
export function useEInvoiceProvider(name: EInvoiceProviderName): void {
  configuredProvider = name;
}

/**
 * Queues an issued document's e-invoice, in the caller's (the issuing) transaction; answers the
 * transmission's id, or null in a test partition, whose documents are not sent. A document is
 * queued once: queuing it again answers the first one's id.
 */
export async function queueTransmission(partition: Partition, document: { documentId: string; kind: EInvoiceKind; xml: string }): Promise<string | null> {
  if (!partition.sendsEInvoices) return null;
  const existing = (await partition.table('einvoice_transmissions').where({ document_id: document.documentId }).first('id')) as { id: string } | undefined;
  if (existing) return existing.id;
  const id = newId('etx');
  const now = partition.now();
  await partition.insert('einvoice_transmissions', {
    id,
    document_id: document.documentId,
    kind: document.kind,
    xml: document.xml,
    xml_sha256: sha256Hex(document.xml),
    status: 'queued',
    provider: configuredProvider,
    provider_reference: null,
    attempts: 0,
    next_attempt_at: now,
    queued_at: now,
    updated_at: now,
  });
  await recordCreated(partition, transmissionMachine, id, 'queued');
  return id;
}

/** An issued document as the issuing code holds it: a tax invoice's or a tax credit note's stored data. */
export type IssuedForEInvoice = { kind: 'tax_invoice'; data: InvoiceDocument } | { kind: 'tax_credit_note'; data: CreditNoteDocument };

/**
 * Builds an issued document's PINT AE XML and queues it, in the issuing transaction: the one call
 * the code issuing tax invoices and credit notes makes. Answers the transmission's id, or null in
 * a test partition.
 */
export async function queueEInvoice(partition: Partition, document: IssuedForEInvoice): Promise<string | null> {
  return queueTransmission(partition, { documentId: document.data.id, kind: document.kind, xml: xmlOf(document) });
}

const xmlOf = (document: IssuedForEInvoice): string => (document.kind === 'tax_invoice' ? ublInvoice(document.data) : ublCreditNote(document.data));

/**
 * The XML of an issued document's e-invoice as served: the bytes queued for the provider when it
 * was issued, or, where none was queued (a test partition's), built from its stored data.
 */
export async function issuedEInvoiceXml(partition: Partition, document: IssuedForEInvoice): Promise<string> {
  const row = (await partition.table('einvoice_transmissions').where({ document_id: document.data.id }).first('xml')) as { xml: string } | undefined;
  return row ? row.xml : xmlOf(document);
}

const statusOf = (row: TransmissionRow): EInvoiceStatus => ({
  status: row.status,
  provider: row.provider,
  transmitted_at: row.transmitted_at,
  acknowledged_at: row.acknowledged_at,
  error: row.error_code === null ? null : { code: row.error_code, message: row.error_message ?? '' },
});

/** The e-invoice of an issued document as its reads show it; null when none was queued (a document issued before e-invoices). */
export async function einvoiceStatusOf(partition: Partition, documentId: string): Promise<EInvoiceStatus | null> {
  const row = (await partition.table('einvoice_transmissions').where({ document_id: documentId }).first()) as TransmissionRow | undefined;
  return row ? statusOf(row) : null;
}

/**
 * Sends a transmission again, now: a rejected one is queued again (its attempts start over, its
 * error is kept in the attempts' record and cleared from the row, the finance task about it is
 * closed); a queued one waiting for its next attempt is tried at once. Refused (409) otherwise.
 * Answers the status it moved from.
 */
export async function retransmit(partition: Partition, transmissionId: string, options: { closeTask: boolean } = { closeTask: true }): Promise<TransmissionStatus> {
  const row = (await partition.table('einvoice_transmissions').where({ id: transmissionId }).first()) as TransmissionRow | undefined;
  if (!row) throw errors.resourceNotFound('e_invoice', transmissionId);
  const now = partition.now();
  if (row.status === 'queued') {
    await partition.table('einvoice_transmissions').where({ id: transmissionId, status: 'queued' }).update({ next_attempt_at: now, updated_at: now });
    await recordAttempt(partition, transmissionId, 'requeued', 'sent again at once by the operator');
    return 'queued';
  }
  const from = await move(partition, transmissionMachine, transmissionId, 'queued', { attempts: 0, next_attempt_at: now, last_error: null, error_code: null, error_message: null, updated_at: now }, ['rejected']);
  await recordAttempt(partition, transmissionId, 'requeued', row.error_code === null ? null : `after ${row.error_code}: ${row.error_message ?? ''}`);
  if (options.closeTask) await withdrawTasksOf(partition, 'einvoice_transmission', transmissionId);
  return from;
}

/**
 * Finance's answer to an `einvoice_rejected` task: accepting sends the e-invoice again (the
 * provider's side was corrected); declining leaves it rejected, the document being corrected by a
 * credit note and a new invoice.
 */
export async function answerEInvoiceRejection(partition: Partition, transmissionId: string, decision: DeskDecision): Promise<{ e_invoice: TransmissionStatus }> {
  if (!decision.accept) return { e_invoice: 'rejected' };
  await retransmit(partition, transmissionId, { closeTask: false });
  return { e_invoice: 'queued' };
}

export interface EInvoiceSenderOptions {
  /** The provider documents are sent through (EINVOICE_PROVIDER). */
  provider: EInvoiceProvider;
  /** Wait before the second attempt after a transport failure; each further one twice as long, up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Pause between looks at a sent document's status. */
  pollMs?: number;
  batchSize?: number;
  /** How long a claim holds a transmission; longer than one submission or look can take. */
  leaseMs?: number;
}

/** The sending job of one service instance. */
export class EInvoiceSender {
  private readonly backoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly leaseMs: number;

  constructor(
    private readonly sections: PartitionSections,
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: EInvoiceSenderOptions,
  ) {
    this.backoffMs = options.backoffMs ?? 60_000;
    this.maxBackoffMs = options.maxBackoffMs ?? 3_600_000;
    this.pollMs = options.pollMs ?? 15_000;
    this.batchSize = options.batchSize ?? 20;
    this.leaseMs = options.leaseMs ?? 2 * 60_000;
  }

  job(): Job {
    return {
      name: 'einvoice_transmission',
      run: async (stopping) => {
        for (;;) {
          const claimed = await this.runDue();
          if (claimed < this.batchSize || stopping()) return;
        }
      },
    };
  }

  /** Claims up to one batch of due transmissions (to send, or to look at) and works them; answers how many were claimed. */
  async runDue(): Promise<number> {
    const token = randomBytes(12).toString('hex');
    const claimed = await this.claim(token);
    for (const row of claimed) await this.work(row, token);
    return claimed.length;
  }

  /**
   * One statement takes the due rows, as the mail outbox's claim does: on PostgreSQL the inner
   * select locks them and skips rows another instance is claiming (FOR UPDATE SKIP LOCKED); SQLite
   * runs one writer at a time. A claim lapses after `leaseMs`, so a row whose instance died is
   * taken up again.
   */
  private async claim(token: string): Promise<TransmissionRow[]> {
    const now = this.clock.now();
    const nowIso = now.toISOString();
    const until = new Date(now.getTime() + this.leaseMs).toISOString();
    const lock = isPostgres(this.db) ? 'for update skip locked' : '';
    const result: unknown = await this.db.raw(
      `update einvoice_transmissions set claim_token = ?, claimed_until = ?
        where id in (
          select id from einvoice_transmissions
           where status in ('queued', 'sent', 'accepted') and next_attempt_at <= ? and (claimed_until is null or claimed_until <= ?)
           order by next_attempt_at, id
           limit ? ${lock})
        returning *`,
      [token, until, nowIso, nowIso, this.batchSize],
    );
    return (isPostgres(this.db) ? (result as { rows: TransmissionRow[] }).rows : (result as TransmissionRow[])) ?? [];
  }

  private async work(row: TransmissionRow, token: string): Promise<void> {
    const provider = this.options.provider;
    try {
      if (row.status === 'queued') await this.send(row, token, provider);
      else await this.look(row, token, provider);
    } catch (err) {
      if (!(err instanceof ProviderUnreachable)) throw err;
      await this.unreachable(row, token, err.message);
    }
  }

  /** The row's changes, made only while this instance still holds its claim. */
  // Transmissions are a queue on the service's clock, as webhook deliveries are; and only live
  // partitions send e-invoices (`sendsEInvoices`), whose clock is the service's.
  private inClaim(partition: Partition, row: TransmissionRow, token: string) {
    return partition.table('einvoice_transmissions').where({ id: row.id, claim_token: token });
  }

  private async send(row: TransmissionRow, token: string, provider: EInvoiceProvider): Promise<void> {
    const attempts = Number(row.attempts) + 1;
    const submission = await provider.submit({ transmissionId: row.id, documentId: row.document_id, kind: row.kind, xml: row.xml });
    await this.db.transaction(async (trx) => {
      const partition = Partition.forJob(this.sections, trx, this.clock, row);
      const now = partition.now();
      const released = { attempts, provider: provider.name, transmitted_at: now, last_error: null, claim_token: null, claimed_until: null, updated_at: now };
      const guard = (query: { where(values: Record<string, unknown>): unknown }) => void query.where({ claim_token: token });
      if (submission.outcome === 'rejected') {
        if (await claimMove(partition, transmissionMachine, row.id, 'queued', 'rejected', { ...released, error_code: submission.error.code, error_message: submission.error.message }, guard)) {
          await this.rejected(partition, row, submission.error);
        }
        return;
      }
      const next = new Date(this.clock.now().getTime() + this.pollMs).toISOString();
      if (await claimMove(partition, transmissionMachine, row.id, 'queued', 'sent', { ...released, provider_reference: submission.reference, next_attempt_at: next }, guard)) {
        await recordAttempt(partition, row.id, 'sent', `${provider.name} ${submission.reference}`);
      }
    });
    this.logger.info({ transmission_id: row.id, document_id: row.document_id, provider: provider.name, outcome: submission.outcome, attempts }, 'e-invoice submitted');
  }

  private async look(row: TransmissionRow, token: string, provider: EInvoiceProvider): Promise<void> {
    const answer = await provider.status(row.provider_reference ?? '', row.transmitted_at ?? row.queued_at);
    await this.db.transaction(async (trx) => {
      const partition = Partition.forJob(this.sections, trx, this.clock, row);
      const now = partition.now();
      const released = { claim_token: null, claimed_until: null, last_error: null, updated_at: now };
      const guard = (query: { where(values: Record<string, unknown>): unknown }) => void query.where({ claim_token: token });
      const next = new Date(this.clock.now().getTime() + this.pollMs).toISOString();
      if (answer.status === 'pending') {
        await this.inClaim(partition, row, token).update({ ...released, next_attempt_at: next });
        return;
      }
      if (answer.status === 'rejected') {
        if (await claimMove(partition, transmissionMachine, row.id, row.status, 'rejected', { ...released, error_code: answer.error.code, error_message: answer.error.message }, guard)) {
          await this.rejected(partition, row, answer.error);
        }
        return;
      }
      if (answer.status === 'accepted') {
        if (row.status === 'sent' && (await claimMove(partition, transmissionMachine, row.id, 'sent', 'accepted', { ...released, next_attempt_at: next }, guard))) {
          await recordAttempt(partition, row.id, 'accepted', null);
        } else await this.inClaim(partition, row, token).update({ ...released, next_attempt_at: next });
        return;
      }
      // Acknowledged (straight from `sent` when the provider's first answer is already the acknowledgement).
      if (await claimMove(partition, transmissionMachine, row.id, row.status, 'acknowledged', { ...released, acknowledged_at: answer.at }, guard)) {
        await recordAttempt(partition, row.id, 'acknowledged', answer.at);
      }
    });
  }

  private async unreachable(row: TransmissionRow, token: string, reason: string): Promise<void> {
    const sending = row.status === 'queued';
    const attempts = sending ? Number(row.attempts) + 1 : Number(row.attempts);
    const wait = Math.min(this.backoffMs * 2 ** Math.max(attempts - 1, 0), this.maxBackoffMs);
    const error = reason.replace(/\s+/g, ' ').trim().slice(0, 500) || 'provider unreachable';
    await this.db.transaction(async (trx) => {
      const partition = Partition.forJob(this.sections, trx, this.clock, row);
      const now = partition.now();
      const updated = await this.inClaim(partition, row, token).update({
        attempts,
        last_error: error,
        next_attempt_at: new Date(this.clock.now().getTime() + (sending ? wait : this.pollMs)).toISOString(),
        claim_token: null,
        claimed_until: null,
        updated_at: now,
      });
      if (updated > 0) await recordAttempt(partition, row.id, 'transport_failed', error);
    });
    this.logger.warn({ transmission_id: row.id, document_id: row.document_id, attempts, error, retry_in_ms: sending ? wait : this.pollMs }, 'e-invoice provider unreachable; will retry');
  }

  /** A refusal: recorded, and a task for finance. */
  private async rejected(partition: Partition, row: TransmissionRow, error: ProviderError): Promise<void> {
    await recordAttempt(partition, row.id, 'rejected', `${error.code}: ${error.message}`);
    const number = ((await partition.table('issued_documents').where({ id: row.document_id }).first('number')) as { number: string | null } | undefined)?.number ?? row.document_id;
    const what = row.kind === 'tax_invoice' ? 'Tax invoice' : 'Tax credit note';
    await openTask(partition, {
      kind: 'einvoice_rejected',
      subjectType: 'einvoice_transmission',
      subjectId: row.id,
      summary: `${what} ${number}: e-invoice rejected by the provider (${error.code}: ${error.message})`,
      details: { transmission_id: row.id, document_id: row.document_id, document_number: number, kind: row.kind, error },
    });
    this.logger.warn({ transmission_id: row.id, document_id: row.document_id, error }, 'e-invoice rejected by the provider');
  }
}

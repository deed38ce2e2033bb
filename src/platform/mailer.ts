/**
 * Every e-mail the service sends. A caller queues a message in its own transaction
 * (`queueMail`), so a message exists exactly when what it tells about was committed; the
 * "deliver mail" background job (`MailDelivery.deliverDue`) then sends it through nodemailer to
 * SMTP_URL. Without SMTP_URL messages stay queued, and the operator lists them with
 * `npm run admin -- mail list`; they go out once SMTP_URL is set.
 *
 * Bodies may carry secrets (an invitation link's token): no log line, error text or listing
 * ever includes a body, only the message's id, recipient, subject and what it relates to.
 */
import { randomBytes } from 'node:crypto';
import type Nodemailer from 'nodemailer';
import type { Knex } from 'knex';
import type { Clock } from './clock';
import type { Db } from './db';
import { isPostgres } from './db';
import type { Logger } from './logger';
import { newId } from './ids';
import type { Job } from './jobs';

export type MailStatus = 'queued' | 'sent' | 'failed';
export const MAIL_STATUSES: readonly MailStatus[] = ['queued', 'sent', 'failed'];

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is about, e.g. `{ type: 'user_invitation', id: 'inv_…' }`. */
  related?: { type: string; id: string };
  /** Files sent with it (a pro-forma invoice's PDF), kept in the outbox with the message. */
  attachments?: readonly MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

interface StoredAttachment {
  filename: string;
  content_type: string;
  content_base64: string;
}

const MAX_ATTACHMENT_BYTES = 2_000_000;

/** What the operator sees of a message: never its body. */
export interface MailSummary {
  id: string;
  to: string;
  subject: string;
  related: { type: string; id: string } | null;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  created_at: string;
  sent_at: string | null;
}

export class MailError extends Error {}

const ADDRESS = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+$/;

/** Adds a message to the outbox; `db` is the caller's transaction. Answers the message's id. */
export async function queueMail(db: Db | Knex.Transaction, clock: Clock, mail: OutgoingMail): Promise<string> {
  if (!ADDRESS.test(mail.to) || mail.to.length > 320) throw new MailError('a mail needs one plain recipient address');
  if (mail.subject.trim() === '' || mail.subject.length > 300 || /[\r\n]/.test(mail.subject)) {
    throw new MailError('a mail subject is one line of 1 to 300 characters');
  }
  if (mail.text === '') throw new MailError('a mail needs a text body');
  const attachments = mail.attachments ?? [];
  if (attachments.reduce((sum, file) => sum + file.content.length, 0) > MAX_ATTACHMENT_BYTES) throw new MailError('a mail carries at most 2 MB of attachments');
  const id = newId('mail');
  const now = clock.now().toISOString();
  await db('mail_outbox').insert({
    id,
    to_address: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    related_type: mail.related?.type ?? null,
    related_id: mail.related?.id ?? null,
    attachments:
      attachments.length === 0
        ? null
        : JSON.stringify(attachments.map((file): StoredAttachment => ({ filename: file.filename, content_type: file.contentType, content_base64: file.content.toString('base64') }))),
    status: 'queued',
    attempts: 0,
    next_attempt_at: now,
    created_at: now,
  });
  return id;
}

interface MailRow {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  related_type: string | null;
  related_id: string | null;
  status: MailStatus;
  attempts: number | string;
  last_error: string | null;
  next_attempt_at: string;
  created_at: string;
  sent_at: string | null;
}

/** The outbox for the operator, oldest first, without bodies. */
export async function listMail(db: Db, status: MailStatus | 'all'): Promise<MailSummary[]> {
  const query = db('mail_outbox')
    .select('id', 'to_address', 'subject', 'related_type', 'related_id', 'status', 'attempts', 'last_error', 'next_attempt_at', 'created_at', 'sent_at')
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);
  if (status !== 'all') query.where({ status });
  const rows = (await query) as MailRow[];
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    related: row.related_type && row.related_id ? { type: row.related_type, id: row.related_id } : null,
    status: row.status,
    attempts: Number(row.attempts),
    last_error: row.last_error,
    next_attempt_at: row.status === 'queued' ? row.next_attempt_at : null,
    created_at: row.created_at,
    sent_at: row.sent_at,
  }));
}

export interface MailDeliveryOptions {
  smtpUrl: string | undefined;
  from: string;
  maxAttempts: number;
  /** Wait before the second attempt; each further one waits twice as long, up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Messages claimed at once by one instance. */
  batchSize?: number;
  /** How long a claim holds a message; longer than one delivery can take (the SMTP timeouts below). */
  leaseMs?: number;
}

const SMTP_CONNECTION_TIMEOUT_MS = 10_000;
const SMTP_SOCKET_TIMEOUT_MS = 20_000;

type Transporter = ReturnType<typeof Nodemailer.createTransport>;

interface ClaimedMail {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  related_type: string | null;
  related_id: string | null;
  attachments: string | null;
  attempts: number | string;
}

/** The stored attachments as nodemailer sends them. */
const attachmentsOf = (stored: string | null) =>
  stored === null
    ? []
    : (JSON.parse(stored) as StoredAttachment[]).map((file) => ({ filename: file.filename, contentType: file.content_type, content: Buffer.from(file.content_base64, 'base64') }));

/**
 * nodemailer is loaded only where SMTP_URL is set, when the delivery is built: a process without
 * it (every test app, a service that keeps mail in the outbox) never evaluates the client.
 */
function loadNodemailer(): typeof Nodemailer {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('nodemailer') as typeof Nodemailer;
}

/** Delivers due messages; one per service instance (`instanceId` tells instances apart in the outbox). */
export class MailDelivery {
  readonly instanceId = `inst_${randomBytes(8).toString('hex')}`;
  private readonly transport: Transporter | undefined;
  private readonly backoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly batchSize: number;
  private readonly leaseMs: number;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: MailDeliveryOptions,
  ) {
    this.backoffMs = options.backoffMs ?? 30_000;
    this.maxBackoffMs = options.maxBackoffMs ?? 3_600_000;
    this.batchSize = options.batchSize ?? 20;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.transport = options.smtpUrl
      ? loadNodemailer().createTransport(
          {
            url: options.smtpUrl,
            // One connection carries message after message (a new one per message costs a
            // handshake each); deliveries of one instance go one at a time.
            pool: true,
            maxConnections: 1,
            connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
            greetingTimeout: SMTP_CONNECTION_TIMEOUT_MS,
            socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
            // nodemailer's own logger would print envelopes and, at debug, message bodies.
            logger: false,
            debug: false,
          },
          { from: options.from },
        )
      : undefined;
  }

  get configured(): boolean {
    return this.transport !== undefined;
  }

  /** The background job: delivers due messages, batch after batch, until none are due or the runner stops. */
  job(): Job {
    return {
      name: 'deliver mail',
      run: async (stopping) => {
        if (!this.transport) return;
        for (;;) {
          const claimed = await this.deliverDue();
          if (claimed < this.batchSize || stopping()) return;
        }
      },
    };
  }

  /** Claims up to one batch of due messages and delivers them; answers how many were claimed. */
  async deliverDue(): Promise<number> {
    if (!this.transport) return 0;
    const token = randomBytes(12).toString('hex');
    const claimed = await this.claim(token);
    for (const mail of claimed) await this.deliver(mail, token);
    return claimed.length;
  }

  close(): void {
    this.transport?.close();
  }

  /**
   * One statement takes the due messages: on PostgreSQL the inner select locks them and skips
   * rows another instance is claiming at the same moment (FOR UPDATE SKIP LOCKED), so each
   * message goes to one claimant; SQLite runs one writer at a time, so the conditional update
   * alone is enough. The attempt is counted at the claim, so a message whose delivery kills
   * its instance still runs out of attempts.
   */
  private async claim(token: string): Promise<ClaimedMail[]> {
    const now = this.clock.now();
    const nowIso = now.toISOString();
    const until = new Date(now.getTime() + this.leaseMs).toISOString();
    const lock = isPostgres(this.db) ? 'for update skip locked' : '';
    const result: unknown = await this.db.raw(
      `update mail_outbox set claim_token = ?, claimed_until = ?, attempts = attempts + 1
        where id in (
          select id from mail_outbox
           where status = 'queued' and next_attempt_at <= ? and (claimed_until is null or claimed_until <= ?)
           order by next_attempt_at, id
           limit ? ${lock})
        returning id, to_address, subject, text, html, related_type, related_id, attachments, attempts`,
      [token, until, nowIso, nowIso, this.batchSize],
    );
    return (isPostgres(this.db) ? (result as { rows: ClaimedMail[] }).rows : (result as ClaimedMail[])) ?? [];
  }

  private async deliver(mail: ClaimedMail, token: string): Promise<void> {
    const transport = this.transport as Transporter;
    const attempts = Number(mail.attempts);
    const related = mail.related_type ? { type: mail.related_type, id: mail.related_id } : undefined;
    try {
      await transport.sendMail({ to: mail.to_address, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}), attachments: attachmentsOf(mail.attachments) });
    } catch (err) {
      const reason = this.describe(err, mail);
      const now = this.clock.now();
      const failed = attempts >= this.options.maxAttempts;
      const wait = Math.min(this.backoffMs * 2 ** (attempts - 1), this.maxBackoffMs);
      await this.db('mail_outbox')
        .where({ id: mail.id, claim_token: token })
        .update({
          // eslint-disable-next-line no-restricted-syntax -- a mail is an outbox item (claim, attempts, next attempt), not a state machine
          status: failed ? 'failed' : 'queued',
          last_error: reason,
          next_attempt_at: new Date(now.getTime() + (failed ? 0 : wait)).toISOString(),
          claim_token: null,
          claimed_until: null,
        });
      const fields = { mail_id: mail.id, related, attempts, error: reason };
      if (failed) this.logger.error(fields, 'mail delivery failed for good');
      else this.logger.warn({ ...fields, retry_in_ms: wait }, 'mail delivery failed; will retry');
      return;
    }
    await this.db('mail_outbox')
      .where({ id: mail.id, claim_token: token })
      // eslint-disable-next-line no-restricted-syntax -- an outbox item, as above
      .update({ status: 'sent', sent_at: this.clock.now().toISOString(), last_error: null, claim_token: null, claimed_until: null, sent_by: this.instanceId });
    this.logger.info({ mail_id: mail.id, related, attempts }, 'mail sent');
  }

  /**
   * The reason kept in the outbox and the log: the SMTP answer or the network error, cut
   * short, with the body's text and the SMTP password never in it (a server may quote what it
   * refused).
   */
  private describe(err: unknown, mail: ClaimedMail): string {
    const raw = err instanceof Error ? err.message : String(err);
    let reason = raw.replace(/\s+/g, ' ').trim();
    const secrets = [mail.text, mail.html ?? '', smtpPassword(this.options.smtpUrl)].filter((value) => value.length >= 4);
    for (const secret of secrets) reason = reason.split(secret).join('[redacted]');
    // A server may quote a part only: every long run of letters and digits of the body (a
    // token, a link's path) is taken out as well as the body as a whole.
    for (const run of `${mail.text}\n${mail.html ?? ''}`.match(/[A-Za-z0-9_-]{12,}/g) ?? []) reason = reason.split(run).join('[redacted]');
    return reason.slice(0, 500) || 'delivery failed';
  }
}

function smtpPassword(url: string | undefined): string {
  if (!url) return '';
  try {
    return decodeURIComponent(new URL(url).password);
  } catch {
    return '';
  }
}

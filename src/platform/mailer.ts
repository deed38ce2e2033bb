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
import { claimDue, markAttemptFailed, markSent, redactedReason } from './outbox';
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
  return ((await query) as MailRow[]).map(summaryOf);
}

function summaryOf(row: MailRow): MailSummary {
  return {
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
  };
}

/** One message as `admin mail show` prints it: the summary, its text, the links in it and its attachments' names. */
export interface MailMessage extends MailSummary {
  text: string;
  links: string[];
  attachments: Array<{ filename: string; content_type: string; bytes: number }>;
}

/** The http(s) addresses a text carries, each once, in order; a sentence's closing punctuation is not part of one. */
export function linksIn(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
  return [...new Set(found.map((link) => link.replace(/[.,;:!?]+$/, '')))];
}

/**
 * One message of the outbox with its body, for whoever runs the service without a mail server (a
 * developer's machine): the links of an invitation or a set-up e-mail are read here. Null when no
 * message has that id.
 */
export async function showMail(db: Db, id: string): Promise<MailMessage | null> {
  const row = (await db('mail_outbox').where({ id }).first()) as (MailRow & { attachments: string | null }) | undefined;
  if (!row) return null;
  const attachments = row.attachments === null ? [] : (JSON.parse(row.attachments) as StoredAttachment[]);
  return {
    ...summaryOf(row),
    text: row.text,
    links: linksIn(row.text),
    attachments: attachments.map((file) => ({ filename: file.filename, content_type: file.content_type, bytes: Buffer.from(file.content_base64, 'base64').length })),
  };
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

  /** Takes up to one batch of due messages for this instance (`claimDue`, src/platform/outbox.ts). */
  private claim(token: string): Promise<ClaimedMail[]> {
    return claimDue<ClaimedMail>(this.db, 'mail_outbox', ['id', 'to_address', 'subject', 'text', 'html', 'related_type', 'related_id', 'attachments'], {
      token,
      now: this.clock.now(),
      leaseMs: this.leaseMs,
      batchSize: this.batchSize,
    });
  }

  private async deliver(mail: ClaimedMail, token: string): Promise<void> {
    const transport = this.transport as Transporter;
    const attempts = Number(mail.attempts);
    const related = mail.related_type ? { type: mail.related_type, id: mail.related_id } : undefined;
    try {
      await transport.sendMail({ to: mail.to_address, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}), attachments: attachmentsOf(mail.attachments) });
    } catch (err) {
      const reason = this.describe(err, mail);
      const { failed, waitMs: wait } = await markAttemptFailed(this.db, 'mail_outbox', mail.id, token, attempts, reason, this.clock.now(), {
        maxAttempts: this.options.maxAttempts,
        backoffMs: this.backoffMs,
        maxBackoffMs: this.maxBackoffMs,
      });
      const fields = { mail_id: mail.id, related, attempts, error: reason };
      if (failed) this.logger.error(fields, 'mail delivery failed for good');
      else this.logger.warn({ ...fields, retry_in_ms: wait }, 'mail delivery failed; will retry');
      return;
    }
    await markSent(this.db, 'mail_outbox', mail.id, token, this.clock.now(), this.instanceId);
    this.logger.info({ mail_id: mail.id, related, attempts }, 'mail sent');
  }

  /**
   * The reason kept in the outbox and the log: the SMTP answer or the network error, cut
   * short, with the body's text and the SMTP password never in it (a server may quote what it
   * refused).
   */
  private describe(err: unknown, mail: ClaimedMail): string {
    return redactedReason(err, [mail.text, mail.html ?? ''], [smtpPassword(this.options.smtpUrl)]);
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

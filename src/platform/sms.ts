/**
 * Every text message the service sends (a driver's job link). A caller queues a message in its own
 * transaction (`queueSms`), so a message exists exactly when what it tells about was committed,
 * as e-mail is (src/platform/mailer.ts). Where the messages go is SMS_PROVIDER:
 * - `outbox` (the default): they stay in the outbox, `npm run admin -- sms list` lists them, and
 *   whoever made them (a dispatcher's assignment) also has the same text to paste into WhatsApp
 *   or a phone's own messages.
 * - `http`: the "deliver sms" background job (`SmsDelivery`) posts each one to the operator's SMS
 *   gateway at SMS_HTTP_URL, as `{ "id", "to", "text" }` JSON with `Authorization: Bearer
 *   <SMS_HTTP_TOKEN>` when one is set; a 2xx answer is delivery, anything else is retried (30 s,
 *   60 s … up to 1 h apart) until SMS_MAX_ATTEMPTS, then the message is `failed`.
 *
 * Bodies carry secrets (a job link's single-use token): no log line, error text or listing ever
 * includes one, only the message's id, recipient, length and what it relates to.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from './clock';
import type { SmsSettings } from './config';
import type { Db } from './db';
import type { Logger } from './logger';
import { newId } from './ids';
import type { Job } from './jobs';
import { claimDue, markAttemptFailed, markSent, redactedReason } from './outbox';

export type SmsStatus = 'queued' | 'sent' | 'failed';
export const SMS_STATUSES: readonly SmsStatus[] = ['queued', 'sent', 'failed'];

export interface OutgoingSms {
  /** The recipient's phone, E.164 (`+971501234567`). */
  to: string;
  text: string;
  /** What the message is about, e.g. `{ type: 'driver_link', id: 'dlk_…' }`. */
  related?: { type: string; id: string };
}

/** What the operator sees of a message: never its text. */
export interface SmsSummary {
  id: string;
  to: string;
  /** Characters in the text (a long message goes as several SMS parts). */
  length: number;
  related: { type: string; id: string } | null;
  status: SmsStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  created_at: string;
  sent_at: string | null;
}

export class SmsError extends Error {}

const E164 = /^\+[1-9][0-9]{6,14}$/;
/** Ten parts of a concatenated SMS at most; a job link's message is a few hundred characters. */
export const MAX_SMS_LENGTH = 1600;

/** Adds a message to the outbox; `db` is the caller's transaction. Answers the message's id. */
export async function queueSms(db: Db | Knex.Transaction, clock: Clock, sms: OutgoingSms): Promise<string> {
  if (!E164.test(sms.to)) throw new SmsError('an SMS goes to one phone number in E.164 form');
  if (sms.text.trim() === '' || sms.text.length > MAX_SMS_LENGTH) throw new SmsError(`an SMS text is 1 to ${MAX_SMS_LENGTH} characters`);
  const id = newId('sms');
  const now = clock.now().toISOString();
  await db('sms_outbox').insert({
    id,
    to_phone: sms.to,
    text: sms.text,
    related_type: sms.related?.type ?? null,
    related_id: sms.related?.id ?? null,
    status: 'queued',
    attempts: 0,
    next_attempt_at: now,
    created_at: now,
  });
  return id;
}

interface SmsRow {
  id: string;
  to_phone: string;
  text: string;
  related_type: string | null;
  related_id: string | null;
  status: SmsStatus;
  attempts: number | string;
  last_error: string | null;
  next_attempt_at: string;
  created_at: string;
  sent_at: string | null;
}

/** The outbox for the operator, oldest first, without the texts. */
export async function listSms(db: Db, status: SmsStatus | 'all'): Promise<SmsSummary[]> {
  const query = db('sms_outbox')
    .select('id', 'to_phone', db.raw('length(text) as length'), 'related_type', 'related_id', 'status', 'attempts', 'last_error', 'next_attempt_at', 'created_at', 'sent_at')
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);
  if (status !== 'all') query.where({ status });
  const rows = (await query) as Array<Omit<SmsRow, 'text'> & { length: number | string }>;
  return rows.map((row) => ({
    id: row.id,
    to: row.to_phone,
    length: Number(row.length),
    related: row.related_type && row.related_id ? { type: row.related_type, id: row.related_id } : null,
    status: row.status,
    attempts: Number(row.attempts),
    last_error: row.last_error,
    next_attempt_at: row.status === 'queued' ? row.next_attempt_at : null,
    created_at: row.created_at,
    sent_at: row.sent_at,
  }));
}

/** How long one gateway call may take, connection to answer. */
const GATEWAY_TIMEOUT_MS = 10_000;

type ClaimedSms = Pick<SmsRow, 'id' | 'to_phone' | 'text' | 'related_type' | 'related_id' | 'attempts'>;

/** Delivers due messages through the configured gateway; one per service instance. */
export class SmsDelivery {
  readonly instanceId = `inst_${randomBytes(8).toString('hex')}`;
  private readonly batchSize = 20;
  private readonly leaseMs = 60_000;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly settings: SmsSettings,
  ) {}

  /** Whether messages leave the outbox at all (provider `http`). */
  get configured(): boolean {
    return this.settings.provider === 'http' && this.settings.httpUrl !== undefined;
  }

  /** The background job: delivers due messages, batch after batch, until none are due or the runner stops. */
  job(): Job {
    return {
      name: 'deliver sms',
      run: async (stopping) => {
        if (!this.configured) return;
        for (;;) {
          const claimed = await this.deliverDue();
          if (claimed < this.batchSize || stopping()) return;
        }
      },
    };
  }

  /** Claims up to one batch of due messages and delivers them; answers how many were claimed. */
  async deliverDue(): Promise<number> {
    if (!this.configured) return 0;
    const token = randomBytes(12).toString('hex');
    const claimed = await claimDue<ClaimedSms>(this.db, 'sms_outbox', ['id', 'to_phone', 'text', 'related_type', 'related_id'], {
      token,
      now: this.clock.now(),
      leaseMs: this.leaseMs,
      batchSize: this.batchSize,
    });
    for (const sms of claimed) await this.deliver(sms, token);
    return claimed.length;
  }

  private async deliver(sms: ClaimedSms, token: string): Promise<void> {
    const attempts = Number(sms.attempts);
    const related = sms.related_type ? { type: sms.related_type, id: sms.related_id } : undefined;
    try {
      await this.post(sms);
    } catch (err) {
      const reason = redactedReason(err, [sms.text], [this.settings.httpToken ?? '']);
      const { failed, waitMs } = await markAttemptFailed(this.db, 'sms_outbox', sms.id, token, attempts, reason, this.clock.now(), {
        maxAttempts: this.settings.maxAttempts,
        backoffMs: 30_000,
        maxBackoffMs: 3_600_000,
      });
      const fields = { sms_id: sms.id, related, attempts, error: reason };
      if (failed) this.logger.error(fields, 'sms delivery failed for good');
      else this.logger.warn({ ...fields, retry_in_ms: waitMs }, 'sms delivery failed; will retry');
      return;
    }
    await markSent(this.db, 'sms_outbox', sms.id, token, this.clock.now(), this.instanceId);
    this.logger.info({ sms_id: sms.id, related, attempts }, 'sms sent');
  }

  /** One call to the gateway; anything but a 2xx answer throws. */
  private async post(sms: ClaimedSms): Promise<void> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (this.settings.httpToken) headers.Authorization = `Bearer ${this.settings.httpToken}`;
    const res = await fetch(this.settings.httpUrl as string, {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: sms.id, to: sms.to_phone, text: sms.text }),
      redirect: 'error',
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
    // The answer's body is not read: a gateway may echo the message, which holds a link's token.
    await res.body?.cancel();
    if (!res.ok) throw new SmsError(`the SMS gateway answered ${res.status}`);
  }
}

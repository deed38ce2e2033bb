import type { Knex } from 'knex';
import type { Clock } from '../platform/clock';
import { newId } from '../platform/ids';
import { queueSms } from '../platform/sms';
import { newToken, tokenHash } from '../platform/tokens';
import { addDays, uaeDate, uaeInstant, uaeTimestamp } from '../platform/uaeTime';
import { uaeDate as dayWords } from '../engine/documents/format';

/**
 * A driver's job link: sent when dispatch assigns them a job, in the assignment's transaction, by
 * SMS through the outbox (src/platform/sms.ts), and shown once to whoever assigned the job with
 * the same message as WhatsApp-ready text. The link (`/driver/open#<token>`) opens the driver's
 * jobs of today and tomorrow on their phone, once (src/drivers/sessions.ts), until the end of its
 * job's day in the UAE. The token is 32 random bytes and is kept only as its SHA-256; it rides in
 * the URL's fragment, which a browser never sends, so no server's log sees it.
 *
 * Each assignment sends a new link. A driver's earlier links stay good until they are used or
 * expire: each opens the driver's own jobs, whichever job sent it.
 */
export interface DriverLink {
  url: string;
  expires_at: string;
  sent_to: string;
  sms_id: string;
  whatsapp_text: string;
}

/** What a job link's message says about the job it was sent for. */
export interface LinkedJob {
  bookingId: string;
  reference: string;
  /** The pickup, an instant. */
  pickupAt: string;
  /** When the job's window ends (the pickup, the service and the way back), an instant. */
  endsAt: string;
  /** Where the driver goes, as people name it; null where the booking does not say. */
  pickupPlace: string | null;
  traveller: string;
}

export interface LinkedDriver {
  id: string;
  name: string;
  /** E.164. */
  phone: string;
}

/** The path a job link opens: the token after `#`, which never leaves the phone but for the page's own call. */
export const DRIVER_LINK_PATH = '/driver/open';

/** The first instant of the UAE day after the one `at` falls on: when a link or session of that day ends. */
export const endOfUaeDay = (at: Date): Date => uaeInstant(addDays(uaeDate(at), 1), '00:00');

/** `14:30` of an instant, UAE time. */
export const clockTime = (iso: string): string => uaeTimestamp(new Date(iso)).slice(11, 16);

/** The first word of a name, as a message greets the driver. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

/**
 * The message of a job link: plain text that reads the same in an SMS and pasted into WhatsApp,
 * the link on its own so either app makes it a link.
 */
function linkText(driver: LinkedDriver, job: LinkedJob, url: string, expiresAt: Date): string {
  const last = new Date(expiresAt.getTime() - 60_000).toISOString();
  return [
    `Hello ${firstNameOf(driver.name)}, a job for you: ${job.reference} on ${dayWords(job.pickupAt)} at ${clockTime(job.pickupAt)} (UAE time)${job.pickupPlace ? `, pickup at ${job.pickupPlace}` : ''} for ${job.traveller}.`,
    `Open your jobs of today and tomorrow: ${url}`,
    `The link works once, until ${dayWords(last)} ${clockTime(last)}.`,
  ].join('\n');
}

/**
 * Makes a job link for `driver` and queues its SMS, in the assignment's transaction `trx`: the
 * link's row (the token's hash), the message in the outbox. It expires at the end of the UAE day
 * the job's window ends on, and never before the end of today. Answers what the assignment shows.
 */
export async function sendDriverLink(trx: Knex.Transaction, clock: Clock, publicBaseUrl: string, createdBy: string, driver: LinkedDriver, job: LinkedJob): Promise<DriverLink> {
  const now = clock.now();
  const token = newToken();
  const id = newId('dlk');
  const expiresAt = new Date(Math.max(endOfUaeDay(new Date(job.endsAt)).getTime(), endOfUaeDay(now).getTime()));
  const url = `${publicBaseUrl}${DRIVER_LINK_PATH}#${token}`;
  const text = linkText(driver, job, url, expiresAt);
  const smsId = await queueSms(trx, clock, { to: driver.phone, text, related: { type: 'driver_link', id } });
  await trx('driver_links').insert({
    id,
    token_hash: tokenHash(token),
    driver_id: driver.id,
    booking_id: job.bookingId,
    sms_id: smsId,
    created_by: createdBy,
    created_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
    used_at: null,
  });
  return { url, expires_at: expiresAt.toISOString(), sent_to: driver.phone, sms_id: smsId, whatsapp_text: text };
}

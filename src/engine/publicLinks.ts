import { createHmac, randomBytes, type KeyObject } from 'node:crypto';
import { drawn } from '../platform/seedRecording';
import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { newId } from '../platform/ids';
import { uaeDate } from '../platform/uaeTime';
import { Partition, type PartitionSections } from './partition';
import { partitionClock } from './partitions';

/**
 * The links the API hands out that a person opens in a browser: a welcome guide's guest link, an
 * affiliate's tracking link, a DMC client link, a widget, a white-label site. Each is a token in
 * one table, bound to its partition and its subject, so a public page finds whose it is with one
 * look-up and acts in that partition only.
 */
export type PublicLinkKind = 'guide' | 'tracking' | 'dmc_client' | 'widget' | 'site';

/**
 * `active` serves; `paused` serves a "paused" page (a guide its host paused); `retired` (replaced
 * by a new link), `revoked` (taken back) and `expired` answer 410 Gone.
 */
export type PublicLinkStatus = 'active' | 'paused' | 'retired' | 'revoked' | 'expired';

export interface PublicLinkRow {
  token: string;
  account_id: string;
  mode: 'test' | 'live';
  kind: PublicLinkKind;
  subject_id: string;
  status: PublicLinkStatus;
  expires_at: string | null;
  created_at: string;
  ended_at: string | null;
}

/** An unguessable token: 128 bits, URL-safe. */
export const newLinkToken = (): string => drawn(() => randomBytes(16).toString('base64url'));

export async function createPublicLink(
  partition: Partition,
  link: { kind: PublicLinkKind; subjectId: string; token?: string; expiresAt?: string | null },
): Promise<PublicLinkRow> {
  const row = {
    token: link.token ?? newLinkToken(),
    kind: link.kind,
    subject_id: link.subjectId,
    status: 'active' as const,
    expires_at: link.expiresAt ?? null,
    created_at: partition.now(),
    ended_at: null,
  };
  await partition.insert('public_links', row);
  return { ...row, account_id: partition.accountId, mode: partition.mode as PublicLinkRow['mode'] };
}

/** The subject's links, newest first (a guide's current link and those it replaced). */
export async function linksOf(partition: Partition, kind: PublicLinkKind, subjectId: string): Promise<PublicLinkRow[]> {
  return (await partition.table('public_links').where({ kind, subject_id: subjectId }).orderBy('created_at', 'desc')) as PublicLinkRow[];
}

/**
 * Moves the subject's links that are in one of `from` to `to`, in the caller's transaction; a
 * link already ended stays as it ended. Answers how many moved.
 */
export async function setLinkStatus(
  partition: Partition,
  kind: PublicLinkKind,
  subjectId: string,
  from: readonly PublicLinkStatus[],
  to: PublicLinkStatus,
  token?: string,
): Promise<number> {
  const query = partition.table('public_links').where({ kind, subject_id: subjectId }).whereIn('status', [...from]);
  if (token !== undefined) query.andWhere({ token });
  const ended = to === 'retired' || to === 'revoked' || to === 'expired';
  // eslint-disable-next-line no-restricted-syntax -- the row routes a secret token to its subject, whose machine records the move (and state_moves never holds the token)
  return query.update({ status: to, ...(ended ? { ended_at: partition.now() } : {}) });
}

export type Resolved =
  | { found: 'live'; link: PublicLinkRow; partition: Partition }
  | { found: 'paused'; link: PublicLinkRow; partition: Partition }
  /** Gone links keep their partition: the page saying so is a test page for a test link, and may name what the link led to. */
  | { found: 'gone'; link: PublicLinkRow; partition: Partition }
  | { found: 'none' };

/**
 * What a public URL's token names. An `active` link past its `expires_at` is gone already (the
 * expiry job only records it), so a link never serves a second after it expires.
 */
export async function resolvePublicLink(sections: PartitionSections, db: Db, clock: Clock, kind: PublicLinkKind, token: string): Promise<Resolved> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(token)) return { found: 'none' };
  const link = (await db('public_links').where({ token, kind }).first()) as PublicLinkRow | undefined;
  if (!link) return { found: 'none' };
  // The link's partition's time: a test partition's link expires by its own clock.
  const partition = Partition.forVisitor(sections, db, await partitionClock(db, clock, link), link, kind);
  const expired = link.expires_at !== null && link.expires_at <= partition.now();
  if (link.status === 'retired' || link.status === 'revoked' || link.status === 'expired' || expired) return { found: 'gone', link, partition };
  return { found: link.status === 'paused' ? 'paused' : 'live', link, partition };
}

/** An absolute URL of this service's public pages (`path` starts with `/`). */
export const publicUrl = (publicBaseUrl: string, path: string): string => `${publicBaseUrl.replace(/\/$/, '')}${path}`;

// The service's own address (PUBLIC_BASE_URL), for the absolute links an object carries wherever
// it is shown (a booking's `tracking_url` in its answer, its events and webhooks, whoever made
// the change). One binding, set where the service is wired (createServices, the operator CLI),
// as the sections in use are; a view reads it, so views need nothing but their partition.
let serviceBaseUrl: string | null = null;

/** Sets the address the engine's absolute links start with; createServices and the CLI call it once with PUBLIC_BASE_URL. */
export function usePublicBaseUrl(publicBaseUrl: string): void {
  serviceBaseUrl = publicBaseUrl;
}

/** An absolute URL of this service's public page at `path` (starting with `/`), under the address set by usePublicBaseUrl. */
export function servicePageUrl(path: string): string {
  if (serviceBaseUrl === null) throw new Error('the service\'s public address is not set: createServices (or the operator CLI) calls usePublicBaseUrl first');
  return publicUrl(serviceBaseUrl, path);
}

export type HitKind = 'view' | 'scan' | 'click';

/**
 * A visitor, for counting unique visitors: a keyed hash of address and browser, cut to 16 hex
 * characters. Neither is kept, and without the key the hash cannot be tested against guesses.
 */
export const visitorOf = (key: KeyObject, address: string, userAgent: string): string =>
  createHmac('sha256', key).update(`${address}\n${userAgent}`).digest('hex').slice(0, 16);

/** Records one view, scan or click of a public link; answers the hit's id (a click's is its cookie). */
export async function recordHit(partition: Partition, hit: { token: string; kind: HitKind; subjectType: string; subjectId: string; visitor: string }): Promise<string> {
  const id = newId('hit');
  await partition.insert('public_hits', {
    id,
    token: hit.token,
    kind: hit.kind,
    subject_type: hit.subjectType,
    subject_id: hit.subjectId,
    visitor: hit.visitor,
    created_at: partition.now(),
  });
  return id;
}

export interface HitCount {
  subject_id: string;
  day: string;
  kind: HitKind;
  hits: number;
  visitors: number;
}

/**
 * Hits of a partition's subjects of one type within [from, to), by subject, UTC+4 day and kind,
 * for the sections' statistics.
 */
export async function countHits(partition: Partition, subjectType: string, range: { from: string; to: string }, subjectId?: string): Promise<HitCount[]> {
  const query = partition
    .table('public_hits')
    .where({ subject_type: subjectType })
    .andWhere('created_at', '>=', range.from)
    .andWhere('created_at', '<', range.to);
  if (subjectId !== undefined) query.andWhere({ subject_id: subjectId });
  const rows = (await query.select('subject_id', 'kind', 'visitor', 'created_at')) as Array<{ subject_id: string; kind: HitKind; visitor: string; created_at: string }>;
  const groups = new Map<string, { count: HitCount; visitors: Set<string> }>();
  for (const row of rows) {
    const day = uaeDate(new Date(row.created_at));
    const key = `${row.subject_id}|${day}|${row.kind}`;
    let group = groups.get(key);
    if (!group) {
      group = { count: { subject_id: row.subject_id, day, kind: row.kind, hits: 0, visitors: 0 }, visitors: new Set() };
      groups.set(key, group);
    }
    group.count.hits++;
    group.visitors.add(row.visitor);
  }
  return [...groups.values()].map(({ count, visitors }) => ({ ...count, visitors: visitors.size }));
}

/**
 * Marks links past their `expires_at` as expired, a batch at a time. The conditional update is
 * the claim: with several instances each link is moved once.
 */
export async function expirePublicLinks(db: Db, clock: Clock, batch = 200): Promise<number> {
  const now = clock.now().toISOString();
  const due = (await db('public_links').where({ status: 'active' }).whereNotNull('expires_at').andWhere('expires_at', '<=', now).limit(batch).select('token')) as Array<{ token: string }>;
  if (due.length === 0) return 0;
  return db('public_links')
    .whereIn('token', due.map((row) => row.token))
    .andWhere({ status: 'active' })
    // eslint-disable-next-line no-restricted-syntax -- as in setLinkStatus: the expiry is the subject's (a DMC client link shows `expired` by its date); the token's row only follows
    .update({ status: 'expired', ended_at: now });
}

import type { components, operations } from '../../generated/openapi-types';
import { ApiError, errors } from '../../errors';
import type { Db } from '../../platform/db';
import type { KeyMode } from '../../apiKeys/format';
import { newId } from '../../platform/ids';
import type { Partition } from '../../engine/partition';
import { keysetPage } from '../../engine/pagination';
import { defineMachine, move, recordCreated } from '../../engine/stateMachine';
import { recordEvent, type EventType } from '../../engine/events';
import { createPublicLink, publicUrl, setLinkStatus } from '../../engine/publicLinks';
import { endOfUaeDay } from './dates';
import { WHAT, openVersion, readProgramme, readProgrammeRow, todayOf } from './store';
import { stampList, stampView } from '../../engine/serializer';

type DmcClientLink = components['schemas']['DmcClientLink'];
type DmcClientLinkList = components['schemas']['DmcClientLinkList'];
type DmcClientLinkRequest = components['schemas']['DmcClientLinkRequest'];
type LinkStatus = DmcClientLink['status'];
type PageQuery = NonNullable<operations['listDmcClientLinks']['parameters']['query']>;

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 7;
export const LINK = 'client link';
/** What the link's public row and its hits are filed under. */
export const LINK_SUBJECT = 'dmc_client_link';

/** A link is active until it is used to accept, revoked, or its time runs out (the expiry job). */
export const LINK_MACHINE = defineMachine<LinkStatus>({
  subject: LINK,
  table: 'dmc_client_links',
  moves: {
    active: ['accepted', 'expired', 'revoked'],
    accepted: [],
    expired: [],
    revoked: [],
  },
  actions: { accepted: 'used to accept', expired: 'expired', revoked: 'revoked' },
});

export interface LinkRow {
  id: string;
  programme_id: string;
  version: number | string;
  status: LinkStatus;
  recipient_name: string;
  recipient_email: string;
  allow_accept: boolean | number;
  expires_at: string;
  created_at: string;
  revoked_at: string | null;
  accepted_at: string | null;
  accepted_by_name: string | null;
  accepted_by_email: string | null;
}

/** Where the client opens a link: a page this service serves, under PUBLIC_BASE_URL. */
export const linkPath = (token: string): string => `/dmc/proposals/${token}`;

/**
 * A link's status now: an active link whose time has passed is expired at once, whether or not
 * the expiry job has marked it yet.
 */
export function linkStatus(row: Pick<LinkRow, 'status' | 'expires_at'>, now: Date): LinkStatus {
  return row.status === 'active' && Date.parse(row.expires_at) <= now.getTime() ? 'expired' : row.status;
}

/** What a link's row in public_links and its hits add: the URL's token, and how often it was opened. */
interface Opened {
  token: string;
  views: number;
  lastViewedAt: string | null;
}

/** The tokens and views of the links `ids`, in one query each. */
async function openedOf(partition: Partition, ids: readonly string[]): Promise<Map<string, Opened>> {
  const found = new Map<string, Opened>();
  if (ids.length === 0) return found;
  const tokens = (await partition.table('public_links').where({ kind: 'dmc_client' }).whereIn('subject_id', ids).select('subject_id', 'token')) as Array<{ subject_id: string; token: string }>;
  for (const row of tokens) found.set(row.subject_id, { token: row.token, views: 0, lastViewedAt: null });
  const hits = (await partition
    .table('public_hits')
    .where({ subject_type: LINK_SUBJECT, kind: 'view' })
    .whereIn('subject_id', ids)
    .groupBy('subject_id')
    .select('subject_id')
    .count({ views: '*' })
    .max({ last: 'created_at' })) as Array<{ subject_id: string; views: number | string; last: string | null }>;
  for (const row of hits) {
    const opened = found.get(row.subject_id);
    if (opened) Object.assign(opened, { views: Number(row.views), lastViewedAt: row.last });
  }
  return found;
}

function linkOf(partition: Partition, row: LinkRow, opened: Opened | undefined, publicBaseUrl: string): DmcClientLink {
  return stampView(partition, 'dmc_client_link', {
    id: row.id,
    programme_id: row.programme_id,
    version: Number(row.version),
    status: linkStatus(row, partition.clock.now()),
    url: publicUrl(publicBaseUrl, linkPath(opened?.token ?? '')),
    recipient: { name: row.recipient_name, email: row.recipient_email },
    allow_accept: Boolean(row.allow_accept),
    views: opened?.views ?? 0,
    last_viewed_at: opened?.lastViewedAt ?? null,
    expires_at: row.expires_at,
    created_at: row.created_at,
    revoked_at: row.revoked_at,
    accepted_at: row.accepted_at,
    accepted_by: row.accepted_by_name !== null && row.accepted_by_email !== null ? { name: row.accepted_by_name, email: row.accepted_by_email } : null,
  });
}

/** The links as the contract shows them, with their URLs and views. */
export async function linksOf(partition: Partition, rows: readonly LinkRow[], publicBaseUrl: string): Promise<DmcClientLink[]> {
  const opened = await openedOf(partition, rows.map((row) => row.id));
  return rows.map((row) => linkOf(partition, row, opened.get(row.id), publicBaseUrl));
}

export async function readLinkRow(partition: Partition, programmeId: string, linkId: string): Promise<LinkRow | undefined> {
  return (await partition.table('dmc_client_links').where({ id: linkId, programme_id: programmeId }).first()) as LinkRow | undefined;
}

/** Records a change of a link, with the link as listed, and answers it as listed. */
async function linkEvent(partition: Partition, type: EventType, row: LinkRow, publicBaseUrl: string): Promise<DmcClientLink> {
  const [link] = (await linksOf(partition, [row], publicBaseUrl)) as [DmcClientLink];
  // The URL is a credential of the client's (it may accept the programme): events, kept and
  // pushed to webhook endpoints, carry the link without it.
  const { url: _url, ...data } = link;
  await recordEvent(partition, { type, subjectType: 'dmc_client_link', subjectId: row.id, data });
  return link;
}

/** Issues a link to a version's proposal, for one recipient, while the programme is proposed. */
export async function createDmcClientLink(partition: Partition, id: string, request: DmcClientLinkRequest, publicBaseUrl: string): Promise<DmcClientLink> {
  return partition.transaction(async (p) => {
    const programme = await readProgramme(p, id);
    if (programme.status !== 'proposed') throw errors.invalidState(WHAT, id, programme.status, 'given a client link');
    const version = openVersion(programme, request.version ?? programme.versions.length, 'version', todayOf(p));
    const now = p.clock.now();
    const expiresAt = Math.min(now.getTime() + (request.expires_in_days ?? DEFAULT_DAYS) * DAY_MS, endOfUaeDay(version.valid_until).getTime());
    const linkId = newId('dcl');
    const expires = new Date(expiresAt).toISOString();
    await p.insert('dmc_client_links', {
      id: linkId,
      programme_id: id,
      version: version.number,
      status: 'active',
      recipient_name: request.recipient.name,
      recipient_email: request.recipient.email,
      allow_accept: request.allow_accept ?? true,
      expires_at: expires,
      created_at: now.toISOString(),
      revoked_at: null,
      accepted_at: null,
      accepted_by_name: null,
      accepted_by_email: null,
    });
    await createPublicLink(p, { kind: 'dmc_client', subjectId: linkId, expiresAt: expires });
    await recordCreated(p, LINK_MACHINE, linkId, 'active');
    return linkEvent(p, 'client_link.created', (await readLinkRow(p, id, linkId)) as LinkRow, publicBaseUrl);
  });
}

export async function listDmcClientLinks(partition: Partition, id: string, query: PageQuery, publicBaseUrl: string): Promise<DmcClientLinkList> {
  await readProgrammeRow(partition, id);
  const page = await keysetPage<LinkRow>(partition.table('dmc_client_links').where({ programme_id: id }), query.limit, query.cursor);
  return stampList(partition, await linksOf(partition, page.data, publicBaseUrl), page.next_cursor);
}

/** Ends an active link at once; an accepted, expired or revoked one answers 409. */
export async function revokeDmcClientLink(partition: Partition, id: string, linkId: string, publicBaseUrl: string): Promise<DmcClientLink> {
  return partition.transaction(async (p) => {
    await readProgrammeRow(p, id);
    const row = await readLinkRow(p, id, linkId);
    if (!row) throw errors.resourceNotFound(LINK, linkId);
    const status = linkStatus(row, p.clock.now());
    if (status !== 'active') throw errors.invalidState(LINK, linkId, status, 'revoked');
    await move(p, LINK_MACHINE, linkId, 'revoked', { revoked_at: p.now() });
    await setLinkStatus(p, 'dmc_client', linkId, ['active', 'paused'], 'revoked');
    return linkEvent(p, 'client_link.revoked', (await readLinkRow(p, id, linkId)) as LinkRow, publicBaseUrl);
  });
}

/**
 * The link of this programme that `link_id` names, usable to accept `version`: 422 when it is not
 * this programme's, is for another version or only lets the client read; 409 when it is no
 * longer active.
 */
export async function acceptingLink(partition: Partition, programmeId: string, linkId: string, version: number): Promise<LinkRow> {
  const row = await readLinkRow(partition, programmeId, linkId);
  if (!row) throw errors.invalidField('link_id', 'is not a client link of this programme');
  if (Number(row.version) !== version) throw errors.invalidField('link_id', `was issued for version ${row.version}, not ${version}`);
  const status = linkStatus(row, partition.clock.now());
  if (status !== 'active') throw errors.invalidState(LINK, row.id, status, 'used to accept');
  if (!row.allow_accept) throw errors.invalidField('link_id', 'lets the client read the proposal only, not accept it');
  return row;
}

/** Marks the link used by the client's acceptance, with who accepted and when. */
export async function markLinkAccepted(partition: Partition, row: LinkRow, by: { name: string; email: string }): Promise<void> {
  await move(partition, LINK_MACHINE, row.id, 'accepted', { accepted_at: partition.now(), accepted_by_name: by.name, accepted_by_email: by.email });
}

/** Records that an active link's time has passed: the move and its event. */
export async function expireLink(partition: Partition, programmeId: string, linkId: string): Promise<void> {
  // The link's public row is the shared public_link_expiry job's to record; this is the client link's own state.
  await move(partition, LINK_MACHINE, linkId, 'expired');
  // No base URL here: the event leaves the URL out.
  await linkEvent(partition, 'client_link.expired', (await readLinkRow(partition, programmeId, linkId)) as LinkRow, '');
}

/**
 * Marks active links whose time has passed as expired, up to `limit` of them, each in a
 * transaction of its own partition. The move is conditional on the link still being active, so
 * of several instances running this at once one moves each link (and records it); the others
 * are refused the move and pass on.
 */
export async function expireDueLinks(db: Db, now: Date, limit: number, partitionOf: (accountId: string, mode: KeyMode) => Promise<Partition>): Promise<number> {
  const due = (await db('dmc_client_links')
    .where({ status: 'active' })
    .andWhere('expires_at', '<=', now.toISOString())
    .orderBy('expires_at')
    .limit(limit)
    .select('account_id', 'mode', 'id', 'programme_id')) as Array<{ account_id: string; mode: KeyMode; id: string; programme_id: string }>;
  let expired = 0;
  for (const link of due) {
    try {
      await (await partitionOf(link.account_id, link.mode)).transaction((p) => expireLink(p, link.programme_id, link.id));
      expired += 1;
    } catch (err) {
      if (!(err instanceof ApiError && err.code === 'invalid_state')) throw err;
    }
  }
  return expired;
}

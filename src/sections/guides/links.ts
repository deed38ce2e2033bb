import type { components } from '../../generated/openapi-types';
import type { Partition } from '../../engine/partition';
import { createPublicLink, linksOf, publicUrl, setLinkStatus, type PublicLinkRow } from '../../engine/publicLinks';

type GuideLink = components['schemas']['GuideLink'];
type GuidePreviousLink = components['schemas']['GuidePreviousLink'];

/** What the guide services need besides the partition: the public address guests open. */
export interface GuideEnv {
  baseUrl: string;
}

export interface GuestLinks {
  current: GuideLink;
  previous: GuidePreviousLink;
}

const HOUR_MS = 3_600_000;
/** A link that still opens the guide (a paused guide's opens the paused page). */
const OPEN: ReadonlyArray<PublicLinkRow['status']> = ['active', 'paused'];

/** Where a guest link's token is served. */
export const GUIDE_PATH = '/g/';

export const guestUrl = (env: GuideEnv, token: string): string => publicUrl(env.baseUrl, `${GUIDE_PATH}${token}`);

/** The link as the QR code carries it: the page counts a visit that comes with `src=qr` as a scan. */
export const scanUrl = (url: string): string => `${url}?src=qr`;

/**
 * A property's guest links from the public links: the current one (no end date) and the one it
 * replaced while its grace period runs.
 */
export async function guestLinksOf(partition: Partition, env: GuideEnv, propertyId: string): Promise<GuestLinks> {
  return linksFrom(partition, env, propertyId, await linksOf(partition, 'guide', propertyId));
}

/** The guest links of several properties (a page of the list) in one query. */
export async function guestLinksOfMany(partition: Partition, env: GuideEnv, propertyIds: readonly string[]): Promise<Map<string, GuestLinks>> {
  const rows = propertyIds.length === 0 ? [] : ((await partition.table('public_links').where({ kind: 'guide' }).whereIn('subject_id', [...propertyIds]).orderBy('created_at', 'desc')) as PublicLinkRow[]);
  return new Map(propertyIds.map((id) => [id, linksFrom(partition, env, id, rows.filter((row) => row.subject_id === id))]));
}

/** Of a property's links, newest first: the current one and the one in its grace period. */
function linksFrom(partition: Partition, env: GuideEnv, propertyId: string, rows: readonly PublicLinkRow[]): GuestLinks {
  const links = rows.filter((link) => OPEN.includes(link.status));
  const current = links.find((link) => link.expires_at === null);
  if (!current) throw new Error(`guide property ${propertyId} has no guest link`);
  const now = partition.now();
  const previous = links.find((link) => link.expires_at !== null && link.expires_at > now);
  return {
    current: { code: current.token, url: guestUrl(env, current.token), created_at: current.created_at },
    previous: previous ? { code: previous.token, url: guestUrl(env, previous.token), stops_working_at: previous.expires_at as string } : null,
  };
}

/** The property's first link, in the status the guide is in. */
export async function issueGuestLink(partition: Partition, propertyId: string): Promise<void> {
  await createPublicLink(partition, { kind: 'guide', subjectId: propertyId });
}

/**
 * A new link; the current one keeps working for `graceHours` (0: retired at once, and so
 * answering 410 from now on), and a link still in an earlier grace period is retired now: only
 * the latest replaced link is kept. The new link starts in the status of the old (a paused
 * guide's link opens the paused page).
 */
export async function replaceGuestLink(partition: Partition, propertyId: string, graceHours: number): Promise<void> {
  const links = (await linksOf(partition, 'guide', propertyId)).filter((link) => OPEN.includes(link.status));
  const current = links.find((link) => link.expires_at === null);
  for (const link of links) {
    if (link === current && graceHours > 0) continue;
    await setLinkStatus(partition, 'guide', propertyId, OPEN, 'retired', link.token);
  }
  if (current && graceHours > 0) {
    const stops = new Date(partition.clock.now().getTime() + graceHours * HOUR_MS).toISOString();
    await partition.table('public_links').where({ token: current.token, kind: 'guide' }).update({ expires_at: stops });
  }
  const made = await createPublicLink(partition, { kind: 'guide', subjectId: propertyId });
  if (current?.status === 'paused') await setLinkStatus(partition, 'guide', propertyId, ['active'], 'paused', made.token);
}

/** Pausing a guide pauses its open links (they serve the paused page); resuming opens them again. */
export async function setGuestLinksPaused(partition: Partition, propertyId: string, paused: boolean): Promise<void> {
  await setLinkStatus(partition, 'guide', propertyId, paused ? ['active'] : ['paused'], paused ? 'paused' : 'active');
}

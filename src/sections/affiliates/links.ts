import type { components } from '../../generated/openapi-types';
import { errors } from '../../errors';
import { newId } from '../../platform/ids';
import type { Partition } from '../../engine/partition';
import { keysetPage } from '../../engine/pagination';
import { recordEvent } from '../../engine/events';
import { createPublicLink, publicUrl } from '../../engine/publicLinks';
import type { RenderedDocument } from '../../engine/documents/documents';
import { qrPng, qrSvg } from '../../engine/documents/qr';
import { stampList, stampView } from '../../engine/serializer';

type AffiliateLink = components['schemas']['AffiliateLink'];
type AffiliateLinkRequest = components['schemas']['AffiliateLinkRequest'];
type AffiliateLinkList = components['schemas']['AffiliateLinkList'];
export type LandingPage = components['schemas']['AffiliateLandingPage'];
type Utm = components['schemas']['AffiliateUtm'];

/** The landing pages this service serves under `/book`, each a theme of the operator's offers. */
export const LANDING_PAGES: Readonly<Record<LandingPage, { path: string; label: string }>> = {
  home: { path: '/book', label: 'home page' },
  airport_transfers: { path: '/book/airport-transfers', label: 'airport transfers' },
  tours: { path: '/book/tours', label: 'tours' },
  desert_safaris: { path: '/book/desert-safaris', label: 'desert safaris' },
  dhow_cruises: { path: '/book/dhow-cruises', label: 'dhow cruises' },
  city_tours: { path: '/book/city-tours', label: 'city tours' },
  theme_parks: { path: '/book/theme-parks', label: 'theme parks' },
  abu_dhabi: { path: '/book/abu-dhabi', label: 'Abu Dhabi' },
};

export interface LinkRow {
  id: string;
  name: string;
  landing_page: LandingPage;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string | null;
  utm_content: string | null;
  created_at: string;
}

export const utmOf = (row: LinkRow): Utm => ({ source: row.utm_source, medium: row.utm_medium, campaign: row.utm_campaign, term: row.utm_term, content: row.utm_content });

/** The tracking URL: served by this service, it records a click and redirects to the landing page. */
export const trackingPath = (code: string): string => `/t/${code}`;

/** Where a link leads: its landing page with the `aff` code and the UTM parameters, as analytics tools read them. */
export function landingPath(row: LinkRow): string {
  const query = new URLSearchParams({ aff: row.id, utm_source: row.utm_source, utm_medium: row.utm_medium, utm_campaign: row.utm_campaign });
  if (row.utm_term !== null) query.set('utm_term', row.utm_term);
  if (row.utm_content !== null) query.set('utm_content', row.utm_content);
  return `${LANDING_PAGES[row.landing_page].path}?${query.toString()}`;
}

export function linkOf(partition: Partition, publicBaseUrl: string, row: LinkRow): AffiliateLink {
  const qr = `/api/b2b/v1/affiliate/links/${row.id}/qr`;
  return stampView(partition, 'affiliate_link', {
    code: row.id,
    name: row.name,
    landing_page: row.landing_page,
    utm: utmOf(row),
    url: publicUrl(publicBaseUrl, trackingPath(row.id)),
    landing_url: publicUrl(publicBaseUrl, landingPath(row)),
    qr: { svg_url: `${qr}?format=svg`, png_url: `${qr}?format=png` },
    created_at: row.created_at,
  });
}

export async function findLinkRow(partition: Partition, code: string): Promise<LinkRow> {
  const row = (await partition.table('affiliate_links').where({ id: code }).first()) as LinkRow | undefined;
  if (!row) throw errors.resourceNotFound('affiliate link', code);
  return row;
}

export async function listAffiliateLinks(partition: Partition, publicBaseUrl: string, query: { limit?: number; cursor?: string }): Promise<AffiliateLinkList> {
  const page = await keysetPage<LinkRow>(partition.table('affiliate_links'), query.limit, query.cursor);
  return stampList(partition, page.data.map((row) => linkOf(partition, publicBaseUrl, row)), page.next_cursor);
}

/**
 * Stores a link and the public link its tracking URL resolves through (the code is the token: a
 * link's URL is public by design, and 119 random bits keep codes from being enumerated).
 */
export async function storeLink(partition: Partition, publicBaseUrl: string, request: AffiliateLinkRequest): Promise<LinkRow> {
  return partition.transaction(async (p) => {
    const row: LinkRow = {
      id: newId('lnk'),
      name: request.name,
      landing_page: request.landing_page ?? 'home',
      utm_source: request.utm.source,
      utm_medium: request.utm.medium,
      utm_campaign: request.utm.campaign,
      utm_term: request.utm.term ?? null,
      utm_content: request.utm.content ?? null,
      created_at: p.now(),
    };
    await p.insert('affiliate_links', { ...row });
    await createPublicLink(p, { kind: 'tracking', subjectId: row.id, token: row.id });
    await recordEvent(p, { type: 'affiliate_link.created', subjectType: 'affiliate_link', subjectId: row.id, data: linkOf(p, publicBaseUrl, row) });
    return row;
  });
}

export async function createAffiliateLink(partition: Partition, publicBaseUrl: string, request: AffiliateLinkRequest): Promise<AffiliateLink> {
  return linkOf(partition, publicBaseUrl, await storeLink(partition, publicBaseUrl, request));
}

export async function affiliateLinkQr(partition: Partition, publicBaseUrl: string, code: string, format: 'svg' | 'png', size: number): Promise<RenderedDocument> {
  const url = publicUrl(publicBaseUrl, trackingPath((await findLinkRow(partition, code)).id));
  // Both are cached (src/engine/documents/qr.ts): a link's URL never changes and partners fetch its code again for every print run.
  const body = format === 'png' ? await qrPng(url, size) : await qrSvg(url);
  return { contentType: format === 'png' ? 'image/png' : 'image/svg+xml', body, filename: `qr-${code}.${format}` };
}

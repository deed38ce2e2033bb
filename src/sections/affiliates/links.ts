import type { components } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import { errors } from '../../errors';
import { newId } from '../../platform/ids';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { TestData, isMissingTestId } from '../../engine/testData';
import { paginate } from '../../engine/pagination';
import type { RenderedDocument } from '../../engine/documents/documents';
import { qrPng, qrSvg } from '../../engine/documents/qr';

type AffiliateLink = components['schemas']['AffiliateLink'];
type AffiliateLinkRequest = components['schemas']['AffiliateLinkRequest'];
type AffiliateLinkList = components['schemas']['AffiliateLinkList'];
type LandingPage = components['schemas']['AffiliateLandingPage'];
type Utm = components['schemas']['AffiliateUtm'];

export const BOOKING_SITE = 'https://book.example.ae';

const LANDING_PAGES: Record<LandingPage, { path: string; label: string }> = {
  home: { path: '/', label: 'home page' },
  airport_transfers: { path: '/airport-transfers', label: 'airport transfers' },
  tours: { path: '/tours', label: 'tours' },
  desert_safaris: { path: '/desert-safaris', label: 'desert safaris' },
  dhow_cruises: { path: '/dhow-cruises', label: 'dhow cruises' },
  city_tours: { path: '/city-tours', label: 'city tours' },
  theme_parks: { path: '/theme-parks', label: 'theme parks' },
  abu_dhabi: { path: '/abu-dhabi', label: 'Abu Dhabi' },
};

const CHANNELS: ReadonlyArray<{ name: string; source: string; medium: string; content: string | null; term?: string }> = [
  { name: 'Instagram bio', source: 'instagram', medium: 'social', content: 'bio_link' },
  { name: 'Instagram stories', source: 'instagram', medium: 'social', content: 'story_swipe' },
  { name: 'TikTok profile', source: 'tiktok', medium: 'social', content: 'profile' },
  { name: 'Newsletter', source: 'newsletter', medium: 'email', content: null },
  { name: 'Blog post', source: 'blog', medium: 'referral', content: 'inline_link' },
  { name: 'YouTube description', source: 'youtube', medium: 'video', content: 'description' },
  { name: 'Flyer at the villa', source: 'flyer', medium: 'qr', content: null },
  { name: 'Google Ads', source: 'google', medium: 'cpc', content: null, term: 'desert_safari_dubai' },
];
const CAMPAIGNS = ['winter_safari_2026', 'summer_deals_2026', 'ramadan_2026', 'dubai_shopping_festival', 'eid_al_adha_2026', 'always_on', 'new_year_2027'];
// Test links were made between 2025-01-01 and 2026-10-02, so their history does not move with the clock.
const FIRST_TEST_LINK_AT = Date.parse('2025-01-01T06:00:00Z');

/** A test link with how it performs: mean clicks a day and the share of clicks that book. */
export interface TestLink {
  link: AffiliateLink;
  clicksPerDay: number;
  conversion: number;
}

function linkUrl(code: string, landing: LandingPage, utm: Utm): string {
  const query = new URLSearchParams({ aff: code, utm_source: utm.source, utm_medium: utm.medium, utm_campaign: utm.campaign });
  if (utm.term !== null) query.set('utm_term', utm.term);
  if (utm.content !== null) query.set('utm_content', utm.content);
  return `${BOOKING_SITE}${LANDING_PAGES[landing].path}?${query.toString()}`;
}

function buildLink(code: string, name: string, landing: LandingPage, utm: Utm, createdAt: string, sandbox: boolean): AffiliateLink {
  const qr = `/api/b2b/v1/affiliate/links/${code}/qr`;
  return {
    object: 'affiliate_link',
    sandbox,
    code,
    name,
    landing_page: landing,
    utm,
    url: linkUrl(code, landing, utm),
    qr: { svg_url: `${qr}?format=svg`, png_url: `${qr}?format=png` },
    created_at: createdAt,
  };
}

/** The deterministic test link of a code: the same code always gives the same link. */
export function testLink(code: string): TestLink {
  if (isMissingTestId(code)) throw errors.resourceNotFound('affiliate link', code);
  const data = new TestData(code);
  const channel = data.pick(CHANNELS);
  const landing = data.pick(Object.keys(LANDING_PAGES) as LandingPage[]);
  const utm: Utm = { source: channel.source, medium: channel.medium, campaign: data.pick(CAMPAIGNS), term: channel.term ?? null, content: channel.content };
  const createdAt = new Date(FIRST_TEST_LINK_AT + data.int(0, 639) * 86_400_000 + data.int(0, 47) * 900_000).toISOString();
  return {
    link: buildLink(code, `${channel.name} - ${LANDING_PAGES[landing].label}`, landing, utm, createdAt, true),
    clicksPerDay: data.int(1, 20),
    conversion: data.int(10, 35) / 1000,
  };
}

/** The account's test links made by `until`, newest first. */
export function testLinks(accountId: string, until: Date): TestLink[] {
  const data = new TestData(`affiliate-links:${accountId}`);
  const links: TestLink[] = [];
  for (let count = data.int(4, 12); links.length < count; ) {
    const code = data.id('lnk');
    if (!isMissingTestId(code)) links.push(testLink(code));
  }
  return links
    .filter((l) => Date.parse(l.link.created_at) <= until.getTime())
    .sort((a, b) => b.link.created_at.localeCompare(a.link.created_at) || a.link.code.localeCompare(b.link.code));
}

export function listAffiliateLinks(principal: ApiPrincipal, limit: number | undefined, cursor: string | undefined, clock: Clock): AffiliateLinkList {
  const links = principal.mode === 'live' ? [] : testLinks(principal.account.id, clock.now()).map((l) => l.link);
  return { object: 'list', sandbox: principal.mode === 'test', ...paginate(links, limit, cursor) };
}

/** Builds a link: answered as it would be made for a test key; live links open with production. */
export function createAffiliateLink(principal: ApiPrincipal, request: AffiliateLinkRequest, clock: Clock): AffiliateLink {
  const utm: Utm = { source: request.utm.source, medium: request.utm.medium, campaign: request.utm.campaign, term: request.utm.term ?? null, content: request.utm.content ?? null };
  const link = buildLink(newId('lnk'), request.name, request.landing_page ?? 'home', utm, clock.now().toISOString(), true);
  if (principal.mode === 'live') throw errors.liveNotOpen('affiliate links', 'created');
  return link;
}

/** A link of the account; with a live key none exists until production opens. */
export function findAffiliateLink(principal: ApiPrincipal, code: string): AffiliateLink {
  if (principal.mode === 'live') throw errors.resourceNotFound('affiliate link', code);
  return testLink(code).link;
}

export async function affiliateLinkQr(principal: ApiPrincipal, code: string, format: 'svg' | 'png', size: number): Promise<RenderedDocument> {
  const { url } = findAffiliateLink(principal, code);
  // Both are cached (src/engine/documents/qr.ts): a link's URL never changes and partners fetch its code again for every print run.
  const body = format === 'png' ? await qrPng(url, size) : await qrSvg(url);
  return { contentType: format === 'png' ? 'image/png' : 'image/svg+xml', body, filename: `qr-${code}.${format}` };
}

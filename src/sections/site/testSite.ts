import type { components } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { errors } from '../../errors';
import { TestData } from '../../engine/testData';

export type Site = components['schemas']['Site'];
export type SiteSettings = components['schemas']['SiteSettings'];
export type SiteDomain = components['schemas']['SiteDomain'];
export type SiteTestState = components['parameters']['SiteTestState'];
export type SiteDomainTestState = components['parameters']['SiteDomainTestState'];

/** What every site operation needs: who calls, the time, and the origin the API answers on. */
export interface SiteContext {
  principal: ApiPrincipal;
  clock: Clock;
  publicBaseUrl: string;
}

const DAY_MS = 86_400_000;
/** A domain request whose DNS records are not seen within this many days fails. */
export const DOMAIN_LAPSE_DAYS = 14;

const TAGLINES = [
  'Airport transfers and desert safaris across the Emirates',
  'Private chauffeurs from every UAE airport',
  'Tours, transfers and days out in Dubai and Abu Dhabi',
  'Your driver is waiting at arrivals',
];
const ACCENTS = ['#0E7C86', '#1F4E79', '#B5651D', '#7A1F5C', '#2E7D32'];
const LANGUAGE_SETS: Array<SiteSettings['languages']['enabled']> = [['en', 'ar'], ['en', 'ar', 'ru'], ['en', 'ar', 'de', 'fr'], ['en', 'hi', 'ur', 'ar'], ['en', 'zh', 'ru']];
const CURRENCY_SETS: Array<SiteSettings['currencies']['offered']> = [['AED', 'USD'], ['AED', 'USD', 'EUR'], ['AED', 'GBP', 'EUR'], ['AED', 'SAR', 'KWD'], ['AED', 'INR', 'USD']];
const OFFICES = [
  'Office 1204, Bay Square 11, Business Bay, Dubai',
  'Unit 805, Al Ghurair Centre Offices, Deira, Dubai',
  'Office 32, Level 14, Al Maqam Tower, Al Maryah Island, Abu Dhabi',
  'Suite 410, Al Hamra Business Tower, Ras Al Khaimah',
];
const REVIEW_NOTES = [
  'The logo is too small on mobile: upload one at least 512 px wide.',
  'The office address must match the trade licence; please add the building name.',
  'The tagline promises "free cancellation at any time", which the policy does not allow.',
];

const startOfDay = (date: Date): number => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
const at = (ms: number): string => new Date(ms).toISOString();

/** The site's name on the site host, from the account's name: `Gulf Horizons Travel` → `gulf-horizons-travel`. */
export function subdomainOf(name: string): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 40).replace(/^-+|-+$/g, '');
  return slug.length >= 3 ? slug : `site-${slug || 'partner'}`;
}

/** Where sites are served: `<subdomain>.sites.<API host>`; own domains point their CNAME at `sites.<API hostname>`. */
export function siteHost(publicBaseUrl: string): { protocol: string; sites: string; cnameTarget: string; apiHostname: string } {
  const url = new URL(publicBaseUrl);
  return { protocol: url.protocol, sites: `sites.${url.host}`, cnameTarget: `sites.${url.hostname}`, apiHostname: url.hostname };
}

export const siteUrl = (publicBaseUrl: string, subdomain: string): string => {
  const host = siteHost(publicBaseUrl);
  return `${host.protocol}//${subdomain}.${host.sites}`;
};

/** The public address: the own domain once active, else the site host address; none before the first publication. */
export const liveUrlOf = (site: Pick<Site, 'published_at' | 'domain' | 'address'>): string | null => {
  if (site.published_at === null) return null;
  return site.domain?.status === 'active' ? `https://${site.domain.hostname}` : site.address.url;
};

/** The DNS records that point `hostname` at the site host and prove the account holds it. */
export function domainRecords(ctx: SiteContext, hostname: string): SiteDomain['dns_records'] {
  const token = new TestData(`domain-verification:${ctx.principal.account.id}:${hostname}`).id('v').slice(2);
  return [
    { type: 'CNAME', name: hostname, value: siteHost(ctx.publicBaseUrl).cnameTarget },
    { type: 'TXT', name: `_trade-verification.${hostname}`, value: `trade-verification=${token}` },
  ];
}

/** A fresh request for `hostname`, made at `now`. */
export function pendingDomain(ctx: SiteContext, hostname: string, now: Date): SiteDomain {
  return {
    hostname,
    status: 'pending_dns',
    requested_at: now.toISOString(),
    active_at: null,
    lapses_at: at(now.getTime() + DOMAIN_LAPSE_DAYS * DAY_MS),
    failure_reason: null,
    dns_records: domainRecords(ctx, hostname),
  };
}

function testDomain(ctx: SiteContext, state: SiteDomainTestState, hostname: string, today: number): SiteDomain | null {
  if (state === 'none') return null;
  if (state === 'pending_dns') return pendingDomain(ctx, hostname, new Date(today - 2 * DAY_MS + 9 * 3600_000));
  const requested = today - (state === 'active' ? 50 : 20) * DAY_MS + 7 * 3600_000;
  const domain = pendingDomain(ctx, hostname, new Date(requested));
  if (state === 'active') return { ...domain, status: 'active', active_at: at(requested + DAY_MS + 4 * 3600_000), lapses_at: null };
  return { ...domain, status: 'failed', lapses_at: null, failure_reason: `No CNAME record for ${hostname} was found within ${DOMAIN_LAPSE_DAYS} days.` };
}

/** When the test site of an account first went live: 60 days before today. */
export const testSitePublishedAt = (now: Date): number => startOfDay(now) - 60 * DAY_MS + 8 * 3600_000 + 15 * 60_000;

/**
 * The deterministic test site of the key's account in `state`, with its own domain in
 * `domainState`: built from the account (same account, states and day, same site).
 */
export function testSite(ctx: SiteContext, state: SiteTestState, domainState: SiteDomainTestState): Site {
  const { account } = ctx.principal;
  const data = new TestData(`site:${account.id}`);
  const now = ctx.clock.now();
  const today = startOfDay(now);
  const subdomain = subdomainOf(account.name);
  const createdAt = today - 90 * DAY_MS + 10 * 3600_000;
  const publishedAt = testSitePublishedAt(now);
  const published = state === 'published' || state === 'published_with_changes' || state === 'published_in_review';
  const submissionId = new TestData(`site-submission:${account.id}:${state}`).id('sbm');
  const site: Site = {
    object: 'site',
    sandbox: true,
    id: data.id('site'),
    status: state === 'published_with_changes' ? 'published' : state === 'published_in_review' ? 'in_review' : state,
    unpublished_changes: state !== 'published',
    brand: { name: account.name, tagline: data.pick(TAGLINES), logo_url: `https://static.${subdomain}.example/logo.svg`, accent_hex: data.pick(ACCENTS) },
    address: { subdomain, url: siteUrl(ctx.publicBaseUrl, subdomain) },
    languages: { default: 'en', enabled: [...data.pick(LANGUAGE_SETS)] },
    currencies: { default: 'AED', offered: [...data.pick(CURRENCY_SETS)] },
    contact: {
      email: `bookings@${subdomain}.example`,
      phone: `+9714${data.int(2000000, 8999999)}`,
      whatsapp: data.chance(0.7) ? `+97150${data.int(1000000, 9999999)}` : null,
      office_address: data.pick(OFFICES),
    },
    live_url: null,
    published_at: published ? at(publishedAt) : null,
    submission: null,
    domain: testDomain(ctx, domainState, `book.${subdomain}.example`, today),
    created_at: at(createdAt),
    updated_at: at(today - 3 * DAY_MS + 11 * 3600_000),
  };
  const submission = { id: submissionId, note: 'Our booking site, ready for review.', decided_at: null, withdrawn_at: null, review_notes: null };
  if (state === 'published_in_review') {
    site.submission = { ...submission, note: 'New photos and an Arabic version.', status: 'in_review', submitted_at: at(today - DAY_MS + 13 * 3600_000) };
    site.updated_at = site.submission.submitted_at;
  } else if (published) {
    site.submission = { ...submission, status: 'approved', submitted_at: at(publishedAt - 22 * 3600_000), decided_at: at(publishedAt) };
    if (state === 'published') site.updated_at = site.submission.submitted_at;
  } else if (state === 'in_review') {
    site.submission = { ...submission, status: 'in_review', submitted_at: at(today - DAY_MS + 13 * 3600_000) };
    site.updated_at = site.submission.submitted_at;
  } else if (state === 'changes_requested') {
    site.submission = { ...submission, status: 'changes_requested', submitted_at: at(today - 5 * DAY_MS + 9 * 3600_000), decided_at: at(today - 4 * DAY_MS + 12 * 3600_000), review_notes: data.pick(REVIEW_NOTES) };
  }
  site.live_url = liveUrlOf(site);
  return site;
}

/** `test_state` and `test_domain_state` describe test sites; a live key acts on the account's own. */
export function refuseTestStateForLive(principal: ApiPrincipal, query: Record<string, unknown>): void {
  if (principal.mode !== 'live') return;
  const sent = ['test_state', 'test_domain_state'].filter((name) => query[name] !== undefined);
  if (sent.length > 0) throw errors.validation(sent.map((path) => ({ path, message: 'is for test keys only; a live key acts on the account itself' })));
}

import { isIP } from 'node:net';
import { errors, type ValidationIssue } from '../../errors';
import { newId } from '../../platform/ids';
import {
  liveUrlOf,
  pendingDomain,
  refuseTestStateForLive,
  siteHost,
  siteUrl,
  testSite,
  type Site,
  type SiteContext,
  type SiteDomainTestState,
  type SiteSettings,
  type SiteTestState,
} from './testSite';

export type { SiteContext } from './testSite';

const RESERVED_SUBDOMAINS = ['www', 'api', 'admin', 'app', 'mail', 'sites', 'widget', 'trade', 'support', 'help', 'static', 'cdn', 'status', 'blog'];
const NOT_FOUND_ID = 'yet';

interface SiteQuery {
  test_state?: SiteTestState;
  test_domain_state?: SiteDomainTestState;
}

/** The account's site: the test site for a test key; a live key finds none until production opens. */
function currentSite(ctx: SiteContext, query: SiteQuery, defaults: Required<SiteQuery>): Site {
  refuseTestStateForLive(ctx.principal, { ...query });
  if (ctx.principal.mode === 'live') throw errors.resourceNotFound('white-label site', NOT_FOUND_ID);
  return testSite(ctx, query.test_state ?? defaults.test_state, query.test_domain_state ?? defaults.test_domain_state);
}

/** Live keys: checked like a test key, then refused, since nothing can change before production opens. */
function refuseLive(ctx: SiteContext, query: SiteQuery, what: string, nothingWas: string): void {
  refuseTestStateForLive(ctx.principal, { ...query });
  if (ctx.principal.mode === 'live') throw errors.liveNotOpen(what, nothingWas);
}

function settingsIssues(settings: SiteSettings): ValidationIssue[] {
  const found: ValidationIssue[] = [];
  if (!settings.languages.enabled.includes(settings.languages.default)) {
    found.push({ path: 'languages.default', message: `must be one of languages.enabled (${settings.languages.enabled.join(', ')})` });
  }
  if (!settings.currencies.offered.includes(settings.currencies.default)) {
    found.push({ path: 'currencies.default', message: `must be one of currencies.offered (${settings.currencies.offered.join(', ')})` });
  }
  if (!settings.currencies.offered.includes('AED')) {
    found.push({ path: 'currencies.offered', message: 'must include AED, the currency everything is charged in' });
  }
  if (RESERVED_SUBDOMAINS.includes(settings.address.subdomain)) {
    found.push({ path: 'address.subdomain', message: `${settings.address.subdomain} is reserved; choose another name` });
  }
  return found;
}

const settingsOf = (site: SiteSettings): SiteSettings => ({
  brand: { name: site.brand.name, tagline: site.brand.tagline, logo_url: site.brand.logo_url, accent_hex: site.brand.accent_hex },
  address: { subdomain: site.address.subdomain },
  languages: { default: site.languages.default, enabled: [...site.languages.enabled] },
  currencies: { default: site.currencies.default, offered: [...site.currencies.offered] },
  contact: { email: site.contact.email, phone: site.contact.phone, whatsapp: site.contact.whatsapp, office_address: site.contact.office_address },
});

export function getSite(ctx: SiteContext, query: SiteQuery): Site {
  return currentSite(ctx, query, { test_state: 'published', test_domain_state: 'active' });
}

/** Replaces the settings; on a published site they wait for the next approval. */
export function updateSite(ctx: SiteContext, settings: SiteSettings, query: SiteQuery): Site {
  const found = settingsIssues(settings);
  if (found.length > 0) throw errors.validation(found);
  refuseLive(ctx, query, 'white-label site changes', 'changed');
  const site = currentSite(ctx, query, { test_state: 'published', test_domain_state: 'active' });
  if (site.status === 'in_review') throw errors.invalidState('white-label site', site.id, 'in_review', 'changed until the submission is withdrawn');
  const next = settingsOf(settings);
  if (JSON.stringify(next) === JSON.stringify(settingsOf(site))) return site;
  return {
    ...site,
    ...next,
    address: { subdomain: next.address.subdomain, url: siteUrl(ctx.publicBaseUrl, next.address.subdomain) },
    unpublished_changes: true,
    updated_at: ctx.clock.now().toISOString(),
  };
}

/** Sends the current settings to the operator's review. */
export function submitSite(ctx: SiteContext, request: { note?: string }, query: SiteQuery): Site {
  refuseLive(ctx, query, 'white-label site submissions', 'sent');
  const site = currentSite(ctx, query, { test_state: 'draft', test_domain_state: 'active' });
  if (site.status === 'in_review') throw errors.invalidState('white-label site', site.id, 'in_review', 'submitted again');
  if (site.status === 'published' && !site.unpublished_changes) {
    throw errors.invalidState('white-label site', site.id, 'published with no unpublished changes', 'submitted');
  }
  const now = ctx.clock.now().toISOString();
  return {
    ...site,
    status: 'in_review',
    submission: { id: newId('sbm'), status: 'in_review', note: request.note ?? null, submitted_at: now, decided_at: null, withdrawn_at: null, review_notes: null },
    updated_at: now,
  };
}

/** Takes the submission in review back: to `draft`, or `published` when a version is live. */
export function withdrawSiteSubmission(ctx: SiteContext, query: SiteQuery): Site {
  refuseLive(ctx, query, 'white-label site submissions', 'withdrawn');
  const site = currentSite(ctx, query, { test_state: 'in_review', test_domain_state: 'active' });
  if (site.status !== 'in_review' || site.submission === null) {
    throw errors.invalidState('white-label site', site.id, site.status, 'taken back from review');
  }
  const now = ctx.clock.now().toISOString();
  return {
    ...site,
    status: site.published_at === null ? 'draft' : 'published',
    unpublished_changes: true,
    submission: { ...site.submission, status: 'withdrawn', withdrawn_at: now },
    updated_at: now,
  };
}

function hostnameIssue(ctx: SiteContext, hostname: string): string | null {
  const labels = hostname.split('.');
  const host = siteHost(ctx.publicBaseUrl);
  if (isIP(hostname) !== 0 || !/^[a-z]{2,63}$/.test(labels[labels.length - 1] ?? '')) return 'must be a host name under a real top-level domain, not an IP address';
  if (labels.length < 3) return 'must be a sub-domain such as book.example.ae: a CNAME cannot sit on a bare domain';
  const own = [host.apiHostname, host.cnameTarget];
  if (own.some((name) => hostname === name || hostname.endsWith(`.${name}`))) return 'is one of the operator\'s host names';
  return null;
}

/** Asks for `hostname`, replacing a request that is pending or failed. */
export function requestSiteDomain(ctx: SiteContext, request: { hostname: string }, query: SiteQuery): Site {
  const hostname = request.hostname.toLowerCase().replace(/\.$/, '');
  const issue = hostnameIssue(ctx, hostname);
  if (issue !== null) throw errors.invalidField('hostname', issue);
  refuseLive(ctx, query, 'own domains', 'requested');
  const site = currentSite(ctx, query, { test_state: 'published', test_domain_state: 'none' });
  if (site.domain?.status === 'active') {
    throw errors.invalidState('own domain', site.domain.hostname, 'active', 'replaced; release it first');
  }
  const now = ctx.clock.now();
  const next = { ...site, domain: pendingDomain(ctx, hostname, now), updated_at: now.toISOString() };
  return { ...next, live_url: liveUrlOf(next) };
}

/** Withdraws a pending or failed request, or releases an active domain. */
export function releaseSiteDomain(ctx: SiteContext, query: SiteQuery): Site {
  refuseLive(ctx, query, 'own domains', 'released');
  const site = currentSite(ctx, query, { test_state: 'published', test_domain_state: 'pending_dns' });
  if (site.domain === null) throw errors.invalidState('white-label site', site.id, 'without an own domain', 'released');
  const next = { ...site, domain: null, updated_at: ctx.clock.now().toISOString() };
  return { ...next, live_url: liveUrlOf(next) };
}

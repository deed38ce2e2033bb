import { subjectReadScopes } from '../../generated/subjects';
import { isIP } from 'node:net';
import type { components } from '../../generated/openapi-types';
import { errors, type ValidationIssue } from '../../errors';
import { newId } from '../../platform/ids';
import type { Db } from '../../platform/db';
import type { KeyMode } from '../../apiKeys/format';
import { rulesOf, type Partition } from '../../engine/partition';
import { defineMachine, move, recordCreated } from '../../engine/stateMachine';
import { recordEvent, type EventType } from '../../engine/events';
import type { DeskDecision } from '../../engine/desk';
import { findRequest, openRequest, withdrawRequest, type RequestRow } from '../../engine/requests';
import type { RequestKindParts } from '../../engine/sections';
import { findFxRates } from '../../engine/fxRates';
import type { Rate } from '../../engine/referrals';
import { termsOf } from '../../engine/terms';
import { domainOf, endDomain, readDomain, storeDomainRequest } from './domains';
import { stampView } from '../../engine/serializer';

export type Site = components['schemas']['Site'];
export type SiteSettings = components['schemas']['SiteSettings'];
type SiteSubmission = components['schemas']['SiteSubmission'];
export type SiteStatus = Site['status'];

/** What the site operations need of the configuration: where the public finds sites, and where own domains must point. */
export interface SiteConfig {
  publicBaseUrl: string;
  siteDomainTarget: string;
}

const RESERVED_SUBDOMAINS = ['www', 'api', 'admin', 'app', 'mail', 'sites', 'widget', 'trade', 'support', 'help', 'static', 'cdn', 'status', 'blog', 'test'];

/**
 * A site's states: the partner submits, the trade desk approves or sends it back, the partner may
 * withdraw a submission (back to draft, or to published when a version is already live).
 */
export const SITE_MACHINE = defineMachine<SiteStatus>({
  subject: 'white-label site',
  table: 'sites',
  moves: {
    draft: ['in_review'],
    in_review: ['published', 'changes_requested', 'draft'],
    changes_requested: ['in_review'],
    published: ['in_review'],
  },
  actions: { in_review: 'submitted', published: 'published', changes_requested: 'sent back for changes', draft: 'taken back to draft' },
});

export interface SiteRow {
  id: string;
  account_id: string;
  mode: KeyMode;
  status: SiteStatus;
  subdomain: string;
  settings: string;
  published_subdomain: string | null;
  published_settings: string | null;
  published_at: string | null;
  submission_request_id: string | null;
  domain_id: string | null;
  created_at: string;
  updated_at: string;
}

/** What a site_review request carries: the settings as sent, so the desk approves exactly those. */
export interface ReviewDetails {
  site_id: string;
  submission_id: string;
  note: string | null;
  settings: SiteSettings;
  /** The configuration when it was sent (null in a seeded history), for the answer's event. */
  base_url: string | null;
  domain_target: string | null;
}

/** The path of a site under PUBLIC_BASE_URL; a test partition's sites have their own, so both modes may use one name. */
export const sitePath = (mode: KeyMode, subdomain: string): string => `/sites${rulesOf(mode).publicPathSegment}/${subdomain}`;
export const siteUrl = (publicBaseUrl: string, mode: KeyMode, subdomain: string): string => `${publicBaseUrl}${sitePath(mode, subdomain)}`;

/** The site's name from the account's name: `Gulf Horizons Travel` → `gulf-horizons-travel`. */
export function subdomainOf(name: string): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 40).replace(/^-+|-+$/g, '');
  return slug.length >= 3 && !RESERVED_SUBDOMAINS.includes(slug) ? slug : `site-${slug || 'partner'}`.slice(0, 40).replace(/-+$/, '');
}

/** The settings in one canonical shape, so saved and published versions compare as text. */
export const normalSettings = (site: SiteSettings): SiteSettings => ({
  brand: { name: site.brand.name, tagline: site.brand.tagline, logo_url: site.brand.logo_url, accent_hex: site.brand.accent_hex.toUpperCase() },
  address: { subdomain: site.address.subdomain },
  languages: { default: site.languages.default, enabled: [...site.languages.enabled] },
  currencies: { default: site.currencies.default, offered: [...site.currencies.offered] },
  contact: { email: site.contact.email, phone: site.contact.phone, whatsapp: site.contact.whatsapp, office_address: site.contact.office_address },
});

export const settingsOfRow = (row: SiteRow): SiteSettings => JSON.parse(row.settings) as SiteSettings;
export const publishedSettingsOf = (row: SiteRow): SiteSettings | null => (row.published_settings === null ? null : (JSON.parse(row.published_settings) as SiteSettings));

const SUBMISSION_STATUS: Record<RequestRow['status'], SiteSubmission['status']> = { open: 'in_review', accepted: 'approved', declined: 'changes_requested', withdrawn: 'withdrawn' };

function submissionOf(request: RequestRow<ReviewDetails>): SiteSubmission {
  const decided = request.status === 'accepted' || request.status === 'declined';
  return {
    id: request.details.submission_id,
    request_id: request.id,
    status: SUBMISSION_STATUS[request.status],
    note: request.details.note,
    submitted_at: request.created_at,
    decided_at: decided ? request.answered_at : null,
    withdrawn_at: request.status === 'withdrawn' ? request.answered_at : null,
    review_notes: request.status === 'declined' ? request.answer_note : null,
  };
}

export async function readSite(partition: Partition): Promise<SiteRow | null> {
  return ((await partition.table('sites').first()) as SiteRow | undefined) ?? null;
}

export async function requireSite(partition: Partition): Promise<SiteRow> {
  const row = await readSite(partition);
  if (!row) throw errors.resourceNotFound('white-label site', 'yet');
  return row;
}

/** The site as the API shows it, from its row, its latest submission and its current domain. */
export async function siteOf(partition: Partition, row: SiteRow, config: SiteConfig): Promise<Site> {
  const settings = settingsOfRow(row);
  const submission = row.submission_request_id === null ? null : submissionOf(await findRequest<ReviewDetails>(partition, row.submission_request_id));
  const domain = row.domain_id === null ? null : domainOf(await readDomain(partition, row.domain_id), config.siteDomainTarget);
  const liveUrl =
    row.published_subdomain === null ? null : domain?.status === 'active' ? `https://${domain.hostname}` : siteUrl(config.publicBaseUrl, row.mode, row.published_subdomain);
  return stampView<Site>(partition, 'site', {
    id: row.id,
    status: row.status,
    unpublished_changes: row.published_settings === null || row.published_settings !== row.settings,
    ...settings,
    address: { subdomain: row.subdomain, url: siteUrl(config.publicBaseUrl, row.mode, row.subdomain) },
    live_url: liveUrl,
    published_at: row.published_at,
    submission,
    domain,
    created_at: row.created_at,
    updated_at: row.updated_at,
  });
}

async function siteEvent(partition: Partition, type: EventType, row: SiteRow, config: SiteConfig, notice?: { title: string; body: string }): Promise<Site> {
  const site = await siteOf(partition, row, config);
  await recordEvent(partition, { type, subjectType: 'site', subjectId: row.id, data: site, ...(notice ? { notice: { kind: 'service_notice', ...notice } } : {}) });
  return site;
}

export async function getSite(partition: Partition, config: SiteConfig): Promise<Site> {
  return siteOf(partition, await requireSite(partition), config);
}

async function settingsIssues(db: Db, settings: SiteSettings): Promise<ValidationIssue[]> {
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
  const others = settings.currencies.offered.filter((currency) => currency !== 'AED');
  const rates = await findFxRates(db, others);
  settings.currencies.offered.forEach((currency, index) => {
    if (currency !== 'AED' && !rates.has(currency)) found.push({ path: `currencies.offered[${index}]`, message: `no daily rate is kept for ${currency}, so prices cannot be shown in it` });
  });
  if (RESERVED_SUBDOMAINS.includes(settings.address.subdomain)) {
    found.push({ path: 'address.subdomain', message: `${settings.address.subdomain} is reserved; choose another name` });
  }
  return found;
}

/** Whether another site of the mode uses `subdomain`, saved or published: two sites cannot share an address. */
async function subdomainTaken(partition: Partition, subdomain: string, siteId: string | null): Promise<boolean> {
  const query = partition
    .db('sites')
    .where({ mode: partition.mode })
    .where((q) => void q.where({ subdomain }).orWhere({ published_subdomain: subdomain }));
  if (siteId !== null) query.whereNot({ id: siteId });
  return (await query.first('id')) !== undefined;
}

/**
 * Saves the settings; the first save creates the site as a draft. On a published site the public
 * keeps the approved version until the next approval.
 */
export async function updateSite(partition: Partition, config: SiteConfig, request: SiteSettings): Promise<Site> {
  const found = await settingsIssues(partition.db, request);
  if (found.length > 0) throw errors.validation(found);
  const settings = normalSettings(request);
  const text = JSON.stringify(settings);
  return partition.transaction(async (p) => {
    const current = await readSite(p);
    if (await subdomainTaken(p, settings.address.subdomain, current?.id ?? null)) throw errors.siteAddressTaken(settings.address.subdomain);
    const now = p.now();
    if (!current) {
      const id = newId('site');
      await p.insert('sites', { id, status: 'draft', subdomain: settings.address.subdomain, settings: text, created_at: now, updated_at: now });
      await recordCreated(p, SITE_MACHINE, id, 'draft');
      return siteEvent(p, 'site.updated', await requireSite(p), config);
    }
    if (current.status === 'in_review') throw errors.invalidState('white-label site', current.id, 'in_review', 'changed until the submission is withdrawn');
    if (current.settings === text) return siteOf(p, current, config);
    // Conditional on the status it was read in: a submission at the same moment is either seen
    // (and refused above on the re-read) or sees these settings.
    const updated = await p.table('sites').where({ id: current.id, status: current.status }).update({ subdomain: settings.address.subdomain, settings: text, updated_at: now });
    if (updated === 0) throw errors.invalidState('white-label site', current.id, 'in_review', 'changed until the submission is withdrawn');
    return siteEvent(p, 'site.updated', await requireSite(p), config);
  });
}

/** Sends the saved settings to the trade desk's review. */
export async function submitSite(partition: Partition, config: SiteConfig, request: { note?: string }): Promise<Site> {
  return partition.transaction(async (p) => {
    const site = await requireSite(p);
    if (site.status === 'published' && site.published_settings === site.settings) {
      throw errors.invalidState('white-label site', site.id, 'published with no unpublished changes', 'submitted');
    }
    if (site.status === 'in_review') throw errors.invalidState('white-label site', site.id, 'in_review', 'submitted again');
    const settings = settingsOfRow(site);
    const details: ReviewDetails = { site_id: site.id, submission_id: newId('sbm'), note: request.note ?? null, settings, base_url: config.publicBaseUrl, domain_target: config.siteDomainTarget };
    const url = siteUrl(config.publicBaseUrl, p.mode, settings.address.subdomain);
    const opened = await openRequest(p, { kind: 'site_review', bookingId: null, details, summary: `Review the white-label site ${settings.brand.name} (${url})` });
    await move(p, SITE_MACHINE, site.id, 'in_review', { submission_request_id: opened.id, updated_at: p.now() });
    return siteEvent(p, 'site.submitted', await requireSite(p), config);
  });
}

/** Takes the submission in review back, with its request on the desk's queue. */
export async function withdrawSiteSubmission(partition: Partition, config: SiteConfig): Promise<Site> {
  return partition.transaction(async (p) => {
    const site = await requireSite(p);
    if (site.status !== 'in_review' || site.submission_request_id === null) throw errors.invalidState('white-label site', site.id, site.status, 'taken back from review');
    await withdrawRequest(p, site.submission_request_id, ['site_review']);
    await move(p, SITE_MACHINE, site.id, site.published_at === null ? 'draft' : 'published', { updated_at: p.now() });
    return siteEvent(p, 'site.submission_withdrawn', await requireSite(p), config);
  });
}

const configOf = (details: ReviewDetails): SiteConfig => ({ publicBaseUrl: details.base_url ?? '', siteDomainTarget: details.domain_target ?? '' });

/** The desk approved a submission: the settings it was sent become what the public sees. */
async function publishSubmission(partition: Partition, request: RequestRow): Promise<void> {
  const details = request.details as ReviewDetails;
  const now = partition.now();
  const site = await requireSite(partition);
  await move(partition, SITE_MACHINE, details.site_id, 'published', {
    published_settings: JSON.stringify(details.settings),
    published_subdomain: details.settings.address.subdomain,
    published_at: site.published_at ?? now,
    updated_at: now,
  });
  const config = configOf(details);
  const url = siteUrl(config.publicBaseUrl, partition.mode, details.settings.address.subdomain);
  await siteEvent(partition, 'site.published', await requireSite(partition), config, {
    title: `Your site ${details.settings.brand.name} is published`,
    body: `The trade desk approved submission ${details.submission_id}; the public sees it at ${url}.`,
  });
}

/** The desk sent a submission back with what to change; a version approved before stays live. */
async function sendBackSubmission(partition: Partition, request: RequestRow, decision: DeskDecision): Promise<void> {
  const details = request.details as ReviewDetails;
  await move(partition, SITE_MACHINE, details.site_id, 'changes_requested', { updated_at: partition.now() });
  await siteEvent(partition, 'site.changes_requested', await requireSite(partition), configOf(details), {
    title: `Changes requested on your site ${details.settings.brand.name}`,
    body: [`The trade desk sent submission ${details.submission_id} back.`, decision.note].filter(Boolean).join(' '),
  });
}

function hostnameIssue(config: SiteConfig, hostname: string): string | null {
  const labels = hostname.split('.');
  if (isIP(hostname) !== 0 || !/^[a-z]{2,63}$/.test(labels[labels.length - 1] ?? '')) return 'must be a host name under a real top-level domain, not an IP address';
  if (labels.some((label) => !/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label))) return 'must be a host name: letters, digits and hyphens in dot-separated labels';
  if (labels.length < 3) return 'must be a sub-domain such as book.example.ae: a CNAME cannot sit on a bare domain';
  const own = [new URL(config.publicBaseUrl).hostname, config.siteDomainTarget];
  if (own.some((name) => hostname === name || hostname.endsWith(`.${name}`))) return "is one of the operator's host names";
  return null;
}

/** Asks for `hostname`, replacing a request that is pending or failed; the request goes to the trade desk. */
export async function requestSiteDomain(partition: Partition, config: SiteConfig, request: { hostname: string }): Promise<Site> {
  const hostname = request.hostname.toLowerCase().replace(/\.$/, '');
  const issue = hostnameIssue(config, hostname);
  if (issue !== null) throw errors.invalidField('hostname', issue);
  return partition.transaction(async (p) => {
    const site = await requireSite(p);
    const current = site.domain_id === null ? null : await readDomain(p, site.domain_id);
    if (current?.status === 'active') throw errors.invalidState('own domain', current.hostname, 'active', 'replaced; release it first');
    if (current?.status === 'pending_dns' && current.hostname === hostname) return siteOf(p, site, config);
    if ((await p.db('site_domains').where({ mode: p.mode, held_hostname: hostname }).first('id')) !== undefined) throw errors.domainTaken(hostname);
    if (current) await endDomain(p, current);
    await storeDomainRequest(p, site, hostname, config.siteDomainTarget);
    return siteOf(p, await requireSite(p), config);
  });
}

/** Withdraws a pending or failed request, or releases an active domain (its host name is free again). */
export async function releaseSiteDomain(partition: Partition, config: SiteConfig): Promise<Site> {
  return partition.transaction(async (p) => {
    const site = await requireSite(p);
    if (site.domain_id === null) throw errors.invalidState('white-label site', site.id, 'without an own domain', 'released');
    await endDomain(p, await readDomain(p, site.domain_id));
    await p.table('sites').where({ id: site.id }).update({ domain_id: null, updated_at: p.now() });
    return siteOf(p, await requireSite(p), config);
  });
}

// The desk's requests behind a site's review are read with the site (its own domain's: domains.ts).
/** A site's review: accepting publishes the submission, declining sends it back. */
export const siteReviewRequest: RequestKindParts = { accepted: publishSubmission, declined: sendBackSubmission, view: { readScope: subjectReadScopes.site } };
// A site sells at the public price; the partner earns its share under its terms: the commission,
// or on net-rate terms the margin between public price and net rate, the same percentage.
export const siteRate: Rate = (_partition, account) => {
  const { terms, basisPoints } = termsOf(account);
  return terms === 'tariff' ? 0 : basisPoints;
};

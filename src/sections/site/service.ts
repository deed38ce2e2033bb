import { isIP } from 'node:net';
import type { components } from '../../generated/openapi-types';
import { errors, type ValidationIssue } from '../../errors';
import { newId, newTokenId } from '../../platform/ids';
import type { Db } from '../../platform/db';
import type { KeyMode } from '../../apiKeys/format';
import { rulesOf, type Partition } from '../../engine/partition';
import { defineMachine, move, recordCreated } from '../../engine/stateMachine';
import { recordEvent, type EventType } from '../../engine/events';
import { withdrawTasksOf, type DeskAnswer, type DeskDecision } from '../../engine/desk';
import { answerRequest, findRequest, openRequest, withdrawRequest, type RequestRow } from '../../engine/requests';
import type { RequestKindParts } from '../../engine/sections';
import { findFxRates } from '../../engine/fxRates';
import type { Rate } from '../../engine/referrals';
import { termsOf } from '../../engine/terms';
import { checkDomain, checkSummary, type DnsCheck } from './dns';
import { stampView } from '../../engine/serializer';

export type Site = components['schemas']['Site'];
export type SiteSettings = components['schemas']['SiteSettings'];
type SiteDomain = components['schemas']['SiteDomain'];
type SiteSubmission = components['schemas']['SiteSubmission'];
export type SiteStatus = Site['status'];
export type DomainStatus = SiteDomain['status'] | 'withdrawn' | 'released';

/** What the site operations need of the configuration: where the public finds sites, and where own domains must point. */
export interface SiteConfig {
  publicBaseUrl: string;
  siteDomainTarget: string;
}

const DAY_MS = 86_400_000;
/** A domain request still waiting for its DNS records this many days after it was made fails. */
export const DOMAIN_LAPSE_DAYS = 14;
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

/**
 * An own domain's states: the desk's DNS check makes a request active or failed; the partner
 * withdraws a request (pending or failed) or releases an active domain. Withdrawn and released
 * rows stay as the record of what was asked.
 */
export const DOMAIN_MACHINE = defineMachine<DomainStatus>({
  subject: 'own domain',
  table: 'site_domains',
  moves: {
    pending_dns: ['active', 'failed', 'withdrawn'],
    failed: ['withdrawn'],
    active: ['released'],
    withdrawn: [],
    released: [],
  },
  actions: { active: 'activated', failed: 'failed', withdrawn: 'withdrawn', released: 'released' },
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

export interface DomainRow {
  id: string;
  account_id: string;
  mode: KeyMode;
  site_id: string;
  hostname: string;
  status: DomainStatus;
  request_id: string;
  /** Null for a seeded domain, which shows the configured target and is never checked. */
  target: string | null;
  verification_token: string;
  held_hostname: string | null;
  requested_at: string;
  active_at: string | null;
  lapses_at: string | null;
  failure_reason: string | null;
  dns_check: string | null;
  ended_at: string | null;
  created_at: string;
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

/** What a site_domain request carries. */
export interface DomainDetails {
  site_id: string;
  domain_id: string;
  hostname: string;
  dns_records: SiteDomain['dns_records'];
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

export function dnsRecordsOf(domain: { hostname: string; target: string; verification_token: string }): SiteDomain['dns_records'] {
  return [
    { type: 'CNAME', name: domain.hostname, value: domain.target },
    { type: 'TXT', name: `_trade-verification.${domain.hostname}`, value: `trade-verification=${domain.verification_token}` },
  ];
}

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

function domainOf(row: DomainRow, configuredTarget: string): SiteDomain {
  return {
    hostname: row.hostname,
    status: row.status as SiteDomain['status'],
    request_id: row.request_id,
    requested_at: row.requested_at,
    active_at: row.active_at,
    lapses_at: row.status === 'pending_dns' ? row.lapses_at : null,
    failure_reason: row.failure_reason,
    dns_records: dnsRecordsOf({ ...row, target: row.target ?? configuredTarget }),
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

export async function readDomain(partition: Partition, id: string): Promise<DomainRow> {
  const row = (await partition.table('site_domains').where({ id }).first()) as DomainRow | undefined;
  if (!row) throw errors.resourceNotFound('own domain', id);
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

/**
 * A domain's events carry it as `GET /site` shows it in `domain`, named and with the site it
 * belongs to (its notices point at the site). A withdrawn or released domain, which the site no
 * longer shows, says so in its `status`.
 */
async function domainEvent(partition: Partition, type: EventType, domain: DomainRow, notice?: { title: string; body: string }): Promise<void> {
  await recordEvent(partition, {
    type,
    subjectType: 'site_domain',
    subjectId: domain.id,
    data: stampView(partition, 'site_domain', { id: domain.id, site_id: domain.site_id, ...domainOf(domain, domain.target ?? ''), status: domain.status }),
    ...(notice ? { notice: { kind: 'service_notice', ...notice } } : {}),
  });
}

/** Ends the site's current domain request or domain: withdrawn (pending or failed) or released (active). */
async function endDomain(partition: Partition, domain: DomainRow): Promise<void> {
  const now = partition.now();
  if (domain.status === 'active') {
    await move(partition, DOMAIN_MACHINE, domain.id, 'released', { held_hostname: null, ended_at: now });
    await domainEvent(partition, 'domain.released', await readDomain(partition, domain.id));
    return;
  }
  if (domain.status === 'pending_dns') await withdrawRequest(partition, domain.request_id, ['site_domain']);
  await move(partition, DOMAIN_MACHINE, domain.id, 'withdrawn', { ended_at: now });
  await domainEvent(partition, 'domain.withdrawn', await readDomain(partition, domain.id));
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

/** A new domain request of the site, with its request to the trade desk; `target` null only in a seeded history. */
export async function storeDomainRequest(partition: Partition, site: SiteRow, hostname: string, target: string | null): Promise<DomainRow> {
  const now = partition.now();
  const id = newId('dom');
  const domain = { hostname, target, verification_token: newTokenId() };
  const details: DomainDetails = { site_id: site.id, domain_id: id, hostname, dns_records: target === null ? [] : dnsRecordsOf({ ...domain, target }) };
  const opened = await openRequest(partition, { kind: 'site_domain', bookingId: null, details, summary: `Check the DNS of ${hostname} for the white-label site ${site.subdomain}` });
  await partition.insert('site_domains', {
    id,
    site_id: site.id,
    ...domain,
    status: 'pending_dns',
    request_id: opened.id,
    requested_at: now,
    lapses_at: new Date(partition.clock.now().getTime() + DOMAIN_LAPSE_DAYS * DAY_MS).toISOString(),
    created_at: now,
  });
  await recordCreated(partition, DOMAIN_MACHINE, id, 'pending_dns');
  await partition.table('sites').where({ id: site.id }).update({ domain_id: id, updated_at: now });
  const stored = await readDomain(partition, id);
  await domainEvent(partition, 'domain.requested', stored);
  return stored;
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

/** A domain becomes active after a passing check, or failed with the reason; the event's notice tells the partner. */
export async function settleDomain(partition: Partition, domain: DomainRow, check: DnsCheck | null, failure: string | null): Promise<DomainRow> {
  const now = partition.now();
  const recorded = check === null ? {} : { dns_check: JSON.stringify(check) };
  if (failure === null) {
    await move(partition, DOMAIN_MACHINE, domain.id, 'active', { ...recorded, held_hostname: domain.hostname, active_at: now, lapses_at: null, failure_reason: null });
    const active = await readDomain(partition, domain.id);
    await domainEvent(partition, 'domain.active', active, { title: `${domain.hostname} is active`, body: `Your white-label site is now served at https://${domain.hostname}.` });
    return active;
  }
  await move(partition, DOMAIN_MACHINE, domain.id, 'failed', { ...recorded, failure_reason: failure.slice(0, 500), lapses_at: null });
  const failed = await readDomain(partition, domain.id);
  await domainEvent(partition, 'domain.failed', failed, { title: `${domain.hostname} could not be activated`, body: failure });
  return failed;
}

/**
 * The desk accepted a domain request: it runs the DNS check now, and the domain follows the
 * check (active, or failed with what was found), which is recorded in the answer's note.
 */
async function checkAcceptedDomain(partition: Partition, request: RequestRow, decision: DeskDecision): Promise<void> {
  const details = request.details as DomainDetails;
  const domain = await readDomain(partition, details.domain_id);
  const check = await checkDomain(domain.hostname, domain.target ?? details.dns_records[0]?.value ?? '', domain.verification_token, partition.clock.now());
  let failure = check.passed ? null : check.reason;
  if (failure === null) {
    const holder = await partition.db('site_domains').where({ mode: partition.mode, held_hostname: domain.hostname }).first('id');
    if (holder !== undefined) failure = `${domain.hostname} is the active own domain of another site.`;
  }
  const summary = failure === null || !check.passed ? checkSummary(check) : `DNS check passed, but ${failure}`;
  await partition.table('service_requests').where({ id: request.id }).update({ answer_note: [decision.note, summary].filter(Boolean).join(' · ').slice(0, 2000) });
  await settleDomain(partition, domain, check, failure);
}

async function declineDomain(partition: Partition, request: RequestRow, decision: DeskDecision): Promise<void> {
  const details = request.details as DomainDetails;
  await settleDomain(partition, await readDomain(partition, details.domain_id), null, decision.note ?? 'The trade desk declined the domain.');
}

// The desk's requests behind a site's review and its own domain are read with the site.
/** A site's review: accepting publishes the submission, declining sends it back. */
export const siteReviewRequest: RequestKindParts = { accepted: publishSubmission, declined: sendBackSubmission, view: { readScope: 'site:read' } };
/** An own domain's request: accepting runs the DNS check, declining fails the domain. */
export const siteDomainRequest: RequestKindParts = { accepted: checkAcceptedDomain, declined: declineDomain, view: { readScope: 'site:read' } };
// A site sells at the public price; the partner earns its share under its terms: the commission,
// or on net-rate terms the margin between public price and net rate, the same percentage.
export const siteRate: Rate = (_partition, account) => {
  const { terms, basisPoints } = termsOf(account);
  return terms === 'tariff' ? 0 : basisPoints;
};
// The DNS check is part of the desk's answer: its result joins the note the desk gave, which
// answerTask then records on the task and e-mails to the partner.
export const answerDomainRequest: DeskAnswer = async (partition, requestId, decision) => {
  const answered = await answerRequest(partition, requestId, decision);
  if (answered.answer_note !== decision.note) Object.assign(decision, { note: answered.answer_note });
  return answered;
};

/** Domain requests past `lapses_at` still waiting, across partitions: the lapse job's work. */
export async function lapsedDomains(db: Db, now: string, limit: number): Promise<DomainRow[]> {
  return (await db('site_domains').where({ status: 'pending_dns' }).where('lapses_at', '<=', now).orderBy('lapses_at').limit(limit)) as DomainRow[];
}

/**
 * A request that saw no answer within its 14 days fails: declined by the service, which fails the
 * domain; the desk's task closes with it. Conditional moves make a second instance's attempt at
 * the same request a refusal, which the job skips.
 */
export async function lapseDomain(partition: Partition, domain: DomainRow): Promise<void> {
  await partition.transaction(async (p) => {
    const system = p.as('system');
    await answerRequest(system, domain.request_id, { accept: false, note: `No DNS records for ${domain.hostname} were confirmed within ${DOMAIN_LAPSE_DAYS} days.`, amountFils: null });
    await withdrawTasksOf(system, 'request', domain.request_id);
  });
}

import { subjectReadScopes } from '../../generated/subjects';
import type { components } from '../../generated/openapi-types';
import { errors } from '../../errors';
import { newId, newTokenId } from '../../platform/ids';
import type { Db } from '../../platform/db';
import type { KeyMode } from '../../apiKeys/format';
import type { Partition } from '../../engine/partition';
import { defineMachine, move, recordCreated } from '../../engine/stateMachine';
import { recordEvent, type EventType } from '../../engine/events';
import { withdrawTasksOf, type DeskAnswer, type DeskDecision } from '../../engine/desk';
import { answerRequest, openRequest, withdrawRequest, type RequestRow } from '../../engine/requests';
import type { RequestKindParts } from '../../engine/sections';
import { stampView } from '../../engine/serializer';
import { checkDomain, checkSummary, type DnsCheck } from './dns';

/*
 * A site's own domain: requested by the partner, checked by the trade desk against its DNS
 * records (dns.ts), active or failed, withdrawn or released; a request left unanswered lapses.
 * The site's operations on it (request, release) are the site's, in service.ts.
 */

type SiteDomain = components['schemas']['SiteDomain'];
export type DomainStatus = SiteDomain['status'] | 'withdrawn' | 'released';

const DAY_MS = 86_400_000;

/** A domain request still waiting for its DNS records this many days after it was made fails. */
export const DOMAIN_LAPSE_DAYS = 14;

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

/** What a site_domain request carries. */
export interface DomainDetails {
  site_id: string;
  domain_id: string;
  hostname: string;
  dns_records: SiteDomain['dns_records'];
}

export function dnsRecordsOf(domain: { hostname: string; target: string; verification_token: string }): SiteDomain['dns_records'] {
  return [
    { type: 'CNAME', name: domain.hostname, value: domain.target },
    { type: 'TXT', name: `_trade-verification.${domain.hostname}`, value: `trade-verification=${domain.verification_token}` },
  ];
}


export function domainOf(row: DomainRow, configuredTarget: string): SiteDomain {
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

export async function readDomain(partition: Partition, id: string): Promise<DomainRow> {
  const row = (await partition.table('site_domains').where({ id }).first()) as DomainRow | undefined;
  if (!row) throw errors.resourceNotFound('own domain', id);
  return row;
}

/**
 * A domain's events carry it as `GET /site` shows it in `domain`, named and with the site it
 * belongs to (its notices point at the site). A withdrawn or released domain, which the site no
 * longer shows, says so in its `status`.
 */
export async function domainEvent(partition: Partition, type: EventType, domain: DomainRow, notice?: { title: string; body: string }): Promise<void> {
  await recordEvent(partition, {
    type,
    subjectType: 'site_domain',
    subjectId: domain.id,
    data: stampView(partition, 'site_domain', { id: domain.id, site_id: domain.site_id, ...domainOf(domain, domain.target ?? ''), status: domain.status }),
    ...(notice ? { notice: { kind: 'service_notice', ...notice } } : {}),
  });
}

/** Ends the site's current domain request or domain: withdrawn (pending or failed) or released (active). */
export async function endDomain(partition: Partition, domain: DomainRow): Promise<void> {
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

/** A new domain request of the site, with its request to the trade desk; `target` null only in a seeded history. */
export async function storeDomainRequest(partition: Partition, site: { id: string; subdomain: string }, hostname: string, target: string | null): Promise<DomainRow> {
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

/** An own domain's request: accepting runs the DNS check, declining fails the domain. */
export const siteDomainRequest: RequestKindParts = { accepted: checkAcceptedDomain, declined: declineDomain, view: { readScope: subjectReadScopes.site_domain } };
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

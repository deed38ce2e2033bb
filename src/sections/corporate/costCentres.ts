import type { components } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { errors, type ValidationIssue } from '../../errors';
import { fromFils, round2 } from '../../engine/money';
import { paginate } from '../../engine/pagination';
import { TestData, isMissingTestId } from '../../engine/testData';
import { daysInMonth, newId, sandboxEmail, sandboxIds, uaeDate, uaeMonth } from './common';

export type CostCentre = components['schemas']['CorporateCostCentre'];
type CostCentreRequest = components['schemas']['CorporateCostCentreRequest'];
type ApproversRequest = components['schemas']['CorporateApproversRequest'];
type Approver = components['schemas']['CorporateApprover'];
type CostCentreList = components['schemas']['CorporateCostCentreList'];
export type UsageFigures = components['schemas']['CorporateUsageFigures'] & { requests: components['schemas']['CorporateUsageLine']['requests'] };

/** The sandbox company's cost centres: a test key lists these, newest first. */
export const SANDBOX_COST_CENTRE_IDS = sandboxIds('corporate:cost-centres', 'cc', 8);

const DEPARTMENTS = [
  ['FIN', 'Finance'],
  ['SLS', 'Sales'],
  ['EXO', 'Executive office'],
  ['OPS', 'Operations'],
  ['HR', 'Human resources'],
  ['PRJ', 'Projects'],
  ['MKT', 'Marketing'],
  ['IT', 'Information technology'],
] as const;
const SITES = [
  ['DXB', 'Dubai head office'],
  ['JAFZ', 'Jebel Ali Free Zone'],
  ['AUH', 'Abu Dhabi'],
  ['SHJ', 'Sharjah'],
] as const;
const DAY_MS = 86_400_000;

/**
 * What a cost centre spent in `month`: deterministic from its id and the month, near its budget,
 * and for the current month only the part of the month gone by.
 */
export function monthFigures(centre: Pick<CostCentre, 'id' | 'monthly_budget_aed' | 'created_at'>, month: string, now: Date): UsageFigures {
  const data = new TestData(`${centre.id}:${month}`);
  const current = uaeMonth(now);
  const none = { transfers: 0, transfers_aed: 0, shuttle_runs: 0, shuttle_aed: 0, total_aed: 0, requests: { approved: 0, declined: 0, pending: 0, expired: 0 } };
  if (month > current || month < centre.created_at.slice(0, 7)) return none;
  const elapsed = month === current ? (Number(uaeDate(now).slice(8, 10)) - 0.5) / daysInMonth(month) : 1;
  const target = (centre.monthly_budget_aed ?? data.amount(4000, 30000, 100)) * (data.int(30, 110) / 100) * elapsed;
  const shuttleShare = data.chance(0.5) ? data.int(30, 70) / 100 : 0;
  const perRun = data.amount(350, 900);
  const shuttleRuns = Math.floor((target * shuttleShare) / perRun);
  const averageTransfer = data.amount(120, 450, 0.05);
  const transfers = Math.max(1, Math.round((target * (1 - shuttleShare)) / averageTransfer));
  const transfersAed = round2(transfers * averageTransfer);
  const shuttleAed = round2(shuttleRuns * perRun);
  return {
    transfers,
    transfers_aed: transfersAed,
    shuttle_runs: shuttleRuns,
    shuttle_aed: shuttleAed,
    total_aed: fromFils(Math.round(transfersAed * 100) + Math.round(shuttleAed * 100)),
    requests: {
      approved: transfers + (month === current ? data.int(0, 4) : 0),
      declined: data.int(0, 4),
      pending: month === current ? data.int(0, 3) : 0,
      expired: data.int(0, 2),
    },
  };
}

function spendThisMonth(centre: Pick<CostCentre, 'id' | 'monthly_budget_aed' | 'created_at'>, now: Date): CostCentre['spend_this_month'] {
  const month = uaeMonth(now);
  const spent = monthFigures(centre, month, now).total_aed;
  return { month, spent_aed: spent, remaining_aed: centre.monthly_budget_aed === null ? null : round2(centre.monthly_budget_aed - spent) };
}

function testApprovers(data: TestData): Approver[] {
  const approvers: Approver[] = [];
  const count = data.int(1, 3);
  while (approvers.length < count) {
    const person = data.person();
    const email = sandboxEmail(person);
    if (approvers.some((a) => a.email === email)) continue;
    const limit = approvers.length === 0 ? null : data.pick([150, 300, 500, 1000, 2500]);
    approvers.push({ id: data.id('apr'), name: `${person.first_name} ${person.last_name}`, email, approves_up_to_aed: limit });
  }
  return approvers;
}

/** The deterministic test cost centre behind a test-key id; its dates follow today's date. */
export function testCostCentre(id: string, clock: Clock): CostCentre {
  if (isMissingTestId(id)) throw errors.resourceNotFound('cost centre', id);
  const data = new TestData(id);
  const now = clock.now();
  const [deptCode, deptName] = data.pick(DEPARTMENTS);
  const [siteCode, siteName] = data.pick(SITES);
  const created = new Date(Math.floor((now.getTime() - data.int(90, 700) * DAY_MS) / 900_000) * 900_000);
  const updated = new Date(created.getTime() + data.int(0, 80) * DAY_MS + data.int(0, 95) * 900_000);
  const base = {
    id,
    monthly_budget_aed: data.pick([null, 5000, 10000, 15000, 25000, 40000]),
    created_at: created.toISOString(),
  };
  return {
    object: 'corporate_cost_centre',
    sandbox: true,
    ...base,
    code: `${deptCode}-${siteCode}-${data.int(100, 999)}`,
    name: `${deptName} - ${siteName}`,
    status: data.chance(0.15) ? 'archived' : 'active',
    approval_threshold_aed: data.pick([null, 0, 250, 500, 750, 1000]),
    approvers: testApprovers(data),
    spend_this_month: spendThisMonth(base, now),
    updated_at: updated.toISOString(),
  };
}

/** A cost centre that a request or shuttle is charged to: it must exist (422) and be active (409). */
export function chargeableCostCentre(id: string, clock: Clock): CostCentre {
  if (isMissingTestId(id)) throw errors.invalidField('cost_centre_id', `no cost centre ${id} in this account`);
  const centre = testCostCentre(id, clock);
  if (centre.status !== 'active') throw errors.invalidState('cost centre', id, centre.status, 'charged');
  return centre;
}

export function listCostCentres(principal: ApiPrincipal, query: { status?: CostCentre['status']; limit?: number; cursor?: string }, clock: Clock): CostCentreList {
  const all = principal.mode === 'live' ? [] : SANDBOX_COST_CENTRE_IDS.map((id) => testCostCentre(id, clock));
  const items = all.filter((c) => query.status === undefined || c.status === query.status).sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
  return { object: 'list', sandbox: principal.mode === 'test', ...paginate(items, query.limit, query.cursor) };
}

/** The cost centre other than `exceptId` that already uses `code` (case-insensitive), if any. */
function holderOfCode(code: string, exceptId: string | undefined, clock: Clock): CostCentre | undefined {
  return SANDBOX_COST_CENTRE_IDS.filter((id) => id !== exceptId)
    .map((id) => testCostCentre(id, clock))
    .find((c) => c.code.toLowerCase() === code.toLowerCase());
}

function createIssues(request: CostCentreRequest, principal: ApiPrincipal, clock: Clock): ValidationIssue[] {
  const found: ValidationIssue[] = [];
  if (request.code === undefined) found.push({ path: 'code', message: 'is required to create a cost centre' });
  if (request.name === undefined) found.push({ path: 'name', message: 'is required to create a cost centre' });
  if (request.status !== undefined) found.push({ path: 'status', message: 'is set only on a change: a new cost centre is active' });
  const holder = request.code !== undefined && principal.mode === 'test' ? holderOfCode(request.code, undefined, clock) : undefined;
  if (holder) found.push({ path: 'code', message: `is already used by cost centre ${holder.id}` });
  return found;
}

/** Creates (no `id`) or changes a cost centre; simulated for a test key. */
export function saveCostCentre(principal: ApiPrincipal, request: CostCentreRequest, clock: Clock): { created: boolean; centre: CostCentre } {
  const now = clock.now();
  if (request.id === undefined) {
    const found = createIssues(request, principal, clock);
    if (found.length > 0) throw errors.validation(found);
    if (principal.mode === 'live') throw errors.liveNotOpen('corporate cost centres', 'created');
    const base = { id: newId('cc'), monthly_budget_aed: request.monthly_budget_aed ?? null, created_at: now.toISOString() };
    const centre: CostCentre = {
      object: 'corporate_cost_centre',
      sandbox: true,
      ...base,
      code: request.code ?? '',
      name: request.name ?? '',
      status: 'active',
      approval_threshold_aed: request.approval_threshold_aed ?? null,
      approvers: [],
      spend_this_month: { month: uaeMonth(now), spent_aed: 0, remaining_aed: base.monthly_budget_aed },
      updated_at: now.toISOString(),
    };
    return { created: true, centre };
  }
  const { id, ...changes } = request;
  if (Object.keys(changes).length === 0) throw errors.invalidField('', 'send at least one field to change besides id');
  if (principal.mode === 'live') throw errors.resourceNotFound('cost centre', id);
  const current = testCostCentre(id, clock);
  const holder = changes.code !== undefined ? holderOfCode(changes.code, id, clock) : undefined;
  if (holder) throw errors.invalidField('code', `is already used by cost centre ${holder.id}`);
  if (changes.status !== undefined && changes.status === current.status) throw errors.invalidState('cost centre', id, current.status, changes.status);
  const reactivating = changes.status === 'active';
  if (current.status === 'archived' && !reactivating) throw errors.invalidState('cost centre', id, 'archived', 'changed');
  const next: CostCentre = { ...current, ...changes, updated_at: now.toISOString() };
  next.spend_this_month = spendThisMonth(next, now);
  return { created: false, centre: next };
}

/** Replaces a cost centre's approvers; an approver keeps their id while their e-mail stays. */
export function setApprovers(principal: ApiPrincipal, id: string, request: ApproversRequest, clock: Clock): CostCentre {
  const found: ValidationIssue[] = [];
  const seen = new Set<string>();
  request.approvers.forEach((approver, i) => {
    const email = approver.email.toLowerCase();
    if (seen.has(email)) found.push({ path: `approvers[${i}].email`, message: 'is listed twice' });
    seen.add(email);
  });
  if (!request.approvers.some((a) => a.approves_up_to_aed === undefined || a.approves_up_to_aed === null)) {
    found.push({ path: 'approvers', message: 'at least one approver needs no limit (approves_up_to_aed null), so that every request can be decided' });
  }
  if (found.length > 0) throw errors.validation(found);
  if (principal.mode === 'live') throw errors.resourceNotFound('cost centre', id);
  const current = testCostCentre(id, clock);
  if (current.status !== 'active') throw errors.invalidState('cost centre', id, current.status, 'given new approvers');
  const approvers = request.approvers.map((a) => ({
    id: current.approvers.find((old) => old.email.toLowerCase() === a.email.toLowerCase())?.id ?? newId('apr'),
    name: a.name,
    email: a.email,
    approves_up_to_aed: a.approves_up_to_aed ?? null,
  }));
  return { ...current, approvers, updated_at: clock.now().toISOString() };
}

import type { components } from '../../generated/openapi-types';
import { errors, type ValidationIssue } from '../../errors';
import { filsToAed, aedToFils } from '../../engine/money';
import type { Partition } from '../../engine/partition';
import { keysetPage } from '../../engine/pagination';
import { defineMachine, move, recordCreated } from '../../engine/stateMachine';
import { recordEvent, type EventType } from '../../engine/events';
import { newId } from '../../platform/ids';
import { aedOrNull, parsed, uaeMonth } from './common';
import { noSpend, spendByCentre, totalFils, type CentreSpend } from './spend';
import { stampList, stampView } from '../../engine/serializer';

export type CostCentre = components['schemas']['CorporateCostCentre'];
type CostCentreRequest = components['schemas']['CorporateCostCentreRequest'];
type ApproversRequest = components['schemas']['CorporateApproversRequest'];
type CostCentreList = components['schemas']['CorporateCostCentreList'];
type Status = CostCentre['status'];

export interface StoredApprover {
  id: string;
  name: string;
  email: string;
  approves_up_to_fils: number | null;
}

export interface CostCentreRow {
  id: string;
  code: string;
  name: string;
  status: Status;
  monthly_budget_fils: number | string | null;
  approval_threshold_fils: number | string | null;
  approvers: string;
  created_at: string;
  updated_at: string;
}

/** A cost centre's state: archived and reactivated by the create-or-change operation. */
export const COST_CENTRE_MACHINE = defineMachine<Status>({
  subject: 'cost centre',
  table: 'corporate_cost_centres',
  moves: { active: ['archived'], archived: ['active'] },
  actions: { archived: 'archived', active: 'reactivated' },
});

export const approversOf = (row: CostCentreRow): StoredApprover[] => parsed<StoredApprover[]>(row.approvers);
export const budgetFils = (row: CostCentreRow): number | null => (row.monthly_budget_fils === null ? null : Number(row.monthly_budget_fils));
export const thresholdFils = (row: CostCentreRow): number | null => (row.approval_threshold_fils === null ? null : Number(row.approval_threshold_fils));

export function costCentreOf(partition: Partition, row: CostCentreRow, spend: CentreSpend): CostCentre {
  const budget = budgetFils(row);
  const spent = totalFils(spend);
  return stampView(partition, 'corporate_cost_centre', {
    id: row.id,
    monthly_budget_aed: aedOrNull(budget),
    created_at: row.created_at,
    code: row.code,
    name: row.name,
    status: row.status,
    approval_threshold_aed: aedOrNull(row.approval_threshold_fils),
    approvers: approversOf(row).map((a) => ({ id: a.id, name: a.name, email: a.email, approves_up_to_aed: aedOrNull(a.approves_up_to_fils) })),
    spend_this_month: { month: uaeMonth(partition.clock.now()), spent_aed: filsToAed(spent), remaining_aed: budget === null ? null : filsToAed(budget - spent) },
    updated_at: row.updated_at,
  });
}

export async function findCostCentre(partition: Partition, id: string): Promise<CostCentreRow | undefined> {
  return (await partition.table('corporate_cost_centres').where({ id }).first()) as CostCentreRow | undefined;
}

async function readCostCentre(partition: Partition, id: string): Promise<CostCentreRow> {
  const row = await findCostCentre(partition, id);
  if (!row) throw errors.resourceNotFound('cost centre', id);
  return row;
}

/** The cost centre a request or a shuttle is charged to: one of the partition's (422 on `field`) and active (409). */
export async function chargeableCostCentre(partition: Partition, id: string, field = 'cost_centre_id'): Promise<CostCentreRow> {
  const row = await findCostCentre(partition, id);
  if (!row) throw errors.invalidField(field, `no cost centre ${id} in this account`);
  if (row.status !== 'active') throw errors.invalidState('cost centre', id, row.status, 'charged');
  return row;
}

async function viewOf(partition: Partition, row: CostCentreRow): Promise<CostCentre> {
  const spend = await spendByCentre(partition, uaeMonth(partition.clock.now()), [row.id]);
  return costCentreOf(partition, row, spend.get(row.id) ?? noSpend());
}

export async function listCostCentres(partition: Partition, query: { status?: Status; limit?: number; cursor?: string }): Promise<CostCentreList> {
  const rows = partition.table('corporate_cost_centres');
  if (query.status !== undefined) rows.andWhere({ status: query.status });
  const page = await keysetPage<CostCentreRow>(rows, query.limit, query.cursor);
  const spend = await spendByCentre(partition, uaeMonth(partition.clock.now()), page.data.map((row) => row.id));
  return stampList(partition, page.data.map((row) => costCentreOf(partition, row, spend.get(row.id) ?? noSpend())), page.next_cursor);
}

/** The cost centre other than `exceptId` that already uses `code` (compared in lower case). */
async function holderOfCode(partition: Partition, code: string, exceptId: string | null): Promise<string | null> {
  const query = partition.table('corporate_cost_centres').where({ code_key: code.toLowerCase() });
  if (exceptId !== null) query.whereNot({ id: exceptId });
  const row = (await query.first('id')) as { id: string } | undefined;
  return row?.id ?? null;
}

async function centreEvent(partition: Partition, type: EventType, id: string): Promise<CostCentre> {
  const centre = await viewOf(partition, await readCostCentre(partition, id));
  await recordEvent(partition, { type, subjectType: 'corporate_cost_centre', subjectId: id, data: centre });
  return centre;
}

async function createCostCentre(partition: Partition, request: CostCentreRequest): Promise<CostCentre> {
  const found: ValidationIssue[] = [];
  if (request.code === undefined) found.push({ path: 'code', message: 'is required to create a cost centre' });
  if (request.name === undefined) found.push({ path: 'name', message: 'is required to create a cost centre' });
  if (request.status !== undefined) found.push({ path: 'status', message: 'is set only on a change: a new cost centre is active' });
  if (found.length > 0) throw errors.validation(found);
  const code = request.code as string;
  return partition.transaction(async (p) => {
    const holder = await holderOfCode(p, code, null);
    if (holder) throw errors.invalidField('code', `is already used by cost centre ${holder}`);
    const id = newId('cc');
    const now = p.now();
    await p.insert('corporate_cost_centres', {
      id,
      code,
      code_key: code.toLowerCase(),
      name: request.name,
      status: 'active',
      monthly_budget_fils: request.monthly_budget_aed === undefined || request.monthly_budget_aed === null ? null : aedToFils(request.monthly_budget_aed),
      approval_threshold_fils: request.approval_threshold_aed === undefined || request.approval_threshold_aed === null ? null : aedToFils(request.approval_threshold_aed),
      approvers: '[]',
      created_at: now,
      updated_at: now,
    });
    await recordCreated(p, COST_CENTRE_MACHINE, id, 'active');
    return centreEvent(p, 'corporate_cost_centre.created', id);
  });
}

async function changeCostCentre(partition: Partition, id: string, changes: Omit<CostCentreRequest, 'id'>): Promise<CostCentre> {
  if (Object.keys(changes).length === 0) throw errors.invalidField('', 'send at least one field to change besides id');
  return partition.transaction(async (p) => {
    const current = await readCostCentre(p, id);
    if (changes.code !== undefined) {
      const holder = await holderOfCode(p, changes.code, id);
      if (holder) throw errors.invalidField('code', `is already used by cost centre ${holder}`);
    }
    const { status, ...fields } = changes;
    if (status !== undefined && status === current.status) throw errors.invalidState('cost centre', id, current.status, status === 'active' ? 'reactivated' : 'archived');
    // An archived cost centre changes only by being reactivated (the change may come with it).
    if (current.status === 'archived' && status !== 'active') throw errors.invalidState('cost centre', id, 'archived', 'changed');
    const columns: Record<string, unknown> = { updated_at: p.now() };
    if (fields.code !== undefined) Object.assign(columns, { code: fields.code, code_key: fields.code.toLowerCase() });
    if (fields.name !== undefined) columns.name = fields.name;
    if (fields.monthly_budget_aed !== undefined) columns.monthly_budget_fils = fields.monthly_budget_aed === null ? null : aedToFils(fields.monthly_budget_aed);
    if (fields.approval_threshold_aed !== undefined) columns.approval_threshold_fils = fields.approval_threshold_aed === null ? null : aedToFils(fields.approval_threshold_aed);
    if (status !== undefined) {
      // One event for the move and the changes that came with it: its previous attributes list both.
      await move(p, COST_CENTRE_MACHINE, id, status, columns);
      return centreEvent(p, status === 'archived' ? 'corporate_cost_centre.archived' : 'corporate_cost_centre.reactivated', id);
    }
    // Conditional on the state read: an archive at the same moment makes this change 409, not a change of an archived centre.
    const updated = await p.table('corporate_cost_centres').where({ id, status: 'active' }).update(columns);
    if (updated === 0) throw errors.invalidState('cost centre', id, 'archived', 'changed');
    return centreEvent(p, 'corporate_cost_centre.changed', id);
  });
}

/** Creates (no `id`, 201) or changes a cost centre. */
export async function saveCostCentre(partition: Partition, request: CostCentreRequest): Promise<{ created: boolean; centre: CostCentre }> {
  const { id, ...changes } = request;
  if (id === undefined) return { created: true, centre: await createCostCentre(partition, request) };
  return { created: false, centre: await changeCostCentre(partition, id, changes) };
}

/** Replaces a cost centre's approvers; an approver keeps their id while their e-mail stays. */
export async function setApprovers(partition: Partition, id: string, request: ApproversRequest): Promise<CostCentre> {
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
  return partition.transaction(async (p) => {
    const current = await readCostCentre(p, id);
    if (current.status !== 'active') throw errors.invalidState('cost centre', id, current.status, 'given new approvers');
    const previous = approversOf(current);
    const approvers: StoredApprover[] = request.approvers.map((a) => ({
      id: previous.find((old) => old.email.toLowerCase() === a.email.toLowerCase())?.id ?? newId('apr'),
      name: a.name,
      email: a.email,
      approves_up_to_fils: a.approves_up_to_aed === undefined || a.approves_up_to_aed === null ? null : aedToFils(a.approves_up_to_aed),
    }));
    const updated = await p.table('corporate_cost_centres').where({ id, status: 'active' }).update({ approvers: JSON.stringify(approvers), updated_at: p.now() });
    if (updated === 0) throw errors.invalidState('cost centre', id, 'archived', 'given new approvers');
    return centreEvent(p, 'corporate_cost_centre.changed', id);
  });
}

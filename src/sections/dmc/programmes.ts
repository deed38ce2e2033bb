import type { components, operations } from '../../generated/openapi-types';
import { errors, type ValidationIssue } from '../../errors';
import { CROCKFORD, newId, randomString } from '../../platform/ids';
import type { Partition } from '../../engine/partition';
import { keysetPage } from '../../engine/pagination';
import { move, recordCreated } from '../../engine/stateMachine';
import { daysBetween, uaeToday } from './dates';
import { priceVersion } from './pricing';
import { cancelProgrammeBookings } from './accept';
import {
  EDITABLE,
  PROGRAMME_MACHINE,
  WHAT,
  accountOf,
  insertVersion,
  programmeEvent,
  programmeOf,
  readProgramme,
  readProgrammeRow,
  versionsOf,
  type DmcProgramme,
  type DmcStatus,
  type DmcVersion,
  type ProgrammeRow,
} from './store';
import { stampList } from '../../engine/serializer';

type DmcProgrammeRequest = components['schemas']['DmcProgrammeRequest'];
type DmcProgrammeList = components['schemas']['DmcProgrammeList'];
type DmcVersionRequest = components['schemas']['DmcVersionRequest'];
type DmcStatusRequest = components['schemas']['DmcStatusRequest'];
type DmcBrandRequest = components['schemas']['DmcBrandRequest'];
type ListQuery = NonNullable<operations['listDmcProgrammes']['parameters']['query']>;

const MAX_DAYS = 30;
const MAX_DAYS_AHEAD = 730;

export async function listDmcProgrammes(partition: Partition, query: ListQuery): Promise<DmcProgrammeList> {
  const rows = partition.table('dmc_programmes');
  if (query.status !== undefined) rows.andWhere({ status: query.status });
  const page = await keysetPage<ProgrammeRow>(rows, query.limit, query.cursor);
  const versions = await versionsOf(partition, page.data.map((row) => row.id));
  return stampList(partition, page.data.map((row) => programmeOf(partition, row, versions.get(row.id) ?? [])), page.next_cursor);
}

export const getDmcProgramme = (partition: Partition, id: string): Promise<DmcProgramme> => readProgramme(partition, id);

/** The date rules of a programme, reported on `start_date` and `end_date`. */
function dateIssues(start: string, end: string, today: string): ValidationIssue[] {
  const found: ValidationIssue[] = [];
  if (start <= today) found.push({ path: 'start_date', message: `must be after today (${today}, UAE time)` });
  if (daysBetween(today, start) > MAX_DAYS_AHEAD) found.push({ path: 'start_date', message: `may be at most ${MAX_DAYS_AHEAD} days ahead` });
  if (end < start) found.push({ path: 'end_date', message: 'must be on or after start_date' });
  else if (daysBetween(start, end) + 1 > MAX_DAYS) found.push({ path: 'end_date', message: `a programme lasts at most ${MAX_DAYS} days` });
  return found;
}

/**
 * A new programme in `draft`, with the DMC's own brand. `id` is given only by the test-partition
 * seeder, which keeps the contract's example programme under the example's id.
 */
export async function createProgramme(partition: Partition, request: DmcProgrammeRequest, id: string = newId('dmp')): Promise<DmcProgramme> {
  const { title, client, group, start_date: start, end_date: end } = request;
  const missing = (['title', 'client', 'group', 'start_date', 'end_date'] as const).filter((field) => request[field] === undefined);
  if (title === undefined || client === undefined || group === undefined || start === undefined || end === undefined) {
    throw errors.validation(missing.map((path) => ({ path, message: 'is required to create a programme' })));
  }
  const found = dateIssues(start, end, uaeToday(partition.clock));
  if (found.length > 0) throw errors.validation(found);
  return partition.transaction(async (p) => {
    const { name } = await accountOf(p);
    const now = p.now();
    await p.insert('dmc_programmes', {
      id,
      reference: `PRG-${randomString(CROCKFORD, 8)}`,
      title,
      status: 'draft',
      status_reason: null,
      client: JSON.stringify(client),
      adults: group.adults,
      children: group.children,
      start_date: start,
      end_date: end,
      agency_reference: request.agency_reference ?? null,
      notes: request.notes ?? null,
      brand: JSON.stringify({ mode: 'partner', display_name: name, logo_url: null, accent_hex: null, contact_line: null }),
      latest_version: 0,
      acceptance: null,
      booking: null,
      created_at: now,
      updated_at: now,
    });
    await recordCreated(p, PROGRAMME_MACHINE, id, 'draft');
    return programmeEvent(p, 'programme.created', id);
  });
}

/**
 * Changes the fields sent. The update is conditional on the status and the number of versions it
 * was judged on, so a version saved meanwhile (whose services the new dates might drop) makes it
 * judge again.
 */
async function changeProgramme(partition: Partition, id: string, request: DmcProgrammeRequest): Promise<DmcProgramme> {
  const { id: _id, ...changes } = request;
  if (Object.keys(changes).length === 0) throw errors.invalidField('', 'send at least one field to change besides id');
  return partition.transaction(async (p) => {
    for (;;) {
      const current = await readProgramme(p, id);
      if (!EDITABLE.includes(current.status)) throw errors.invalidState(WHAT, id, current.status, 'changed');
      const start = changes.start_date ?? current.start_date;
      const end = changes.end_date ?? current.end_date;
      if (changes.start_date !== undefined || changes.end_date !== undefined) {
        const found = dateIssues(start, end, uaeToday(p.clock));
        for (const version of current.versions) {
          const dates = version.lines.map((line) => line.date).sort();
          const [first, last] = [dates[0] ?? start, dates[dates.length - 1] ?? end];
          if (first < start || last > end) {
            found.push({ path: 'start_date', message: `version ${version.number} has services from ${first} to ${last}; save a new version before moving the dates` });
          }
        }
        if (found.length > 0) throw errors.validation(found);
      }
      const columns: Record<string, unknown> = { updated_at: p.now() };
      if (changes.title !== undefined) columns.title = changes.title;
      if (changes.client !== undefined) columns.client = JSON.stringify(changes.client);
      if (changes.group !== undefined) Object.assign(columns, { adults: changes.group.adults, children: changes.group.children });
      if (changes.start_date !== undefined) columns.start_date = changes.start_date;
      if (changes.end_date !== undefined) columns.end_date = changes.end_date;
      if (changes.agency_reference !== undefined) columns.agency_reference = changes.agency_reference;
      if (changes.notes !== undefined) columns.notes = changes.notes;
      const updated = await p.table('dmc_programmes').where({ id, status: current.status, latest_version: current.latest_version ?? 0 }).update(columns);
      if (updated > 0) return programmeEvent(p, 'programme.changed', id);
    }
  });
}

/** Creates a programme (`created: true`) or changes the one named by `id`. */
export async function saveDmcProgramme(partition: Partition, request: DmcProgrammeRequest): Promise<{ created: boolean; programme: DmcProgramme }> {
  if (request.id === undefined) return { created: true, programme: await createProgramme(partition, request) };
  return { created: false, programme: await changeProgramme(partition, request.id, request) };
}

/**
 * Prices the itinerary and saves it as the next version. The number is taken by a conditional
 * update of the programme row first: it holds the row until the commit, so two versions saved at
 * once get consecutive numbers, and the programme is read after it, as the version is judged on.
 */
export async function createDmcVersion(partition: Partition, id: string, request: DmcVersionRequest): Promise<DmcVersion> {
  return partition.transaction(async (p) => {
    const taken = await p
      .table('dmc_programmes')
      .where({ id })
      .whereIn('status', EDITABLE)
      .update({ latest_version: p.db.raw('latest_version + 1'), updated_at: p.now() });
    if (taken === 0) {
      const row = await readProgrammeRow(p, id);
      throw errors.invalidState(WHAT, id, row.status, 'given a new version');
    }
    const programme = await readProgramme(p, id);
    const { terms } = await accountOf(p);
    const version = priceVersion(programme, programme.latest_version ?? 1, request, terms, p.clock);
    await insertVersion(p, version);
    await programmeEvent(p, 'programme.version_saved', id);
    return version;
  });
}

/**
 * Moves the programme by the status operation. Proposing needs a saved version; cancelling a
 * booked programme cancels its bookings under their policy in the same transaction.
 */
export async function changeDmcProgrammeStatus(partition: Partition, id: string, request: DmcStatusRequest): Promise<DmcProgramme> {
  const to: DmcStatus = request.status;
  return partition.transaction(async (p) => {
    const row = await readProgrammeRow(p, id);
    if (to === 'proposed' && Number(row.latest_version) === 0 && PROGRAMME_MACHINE.moves[row.status].includes(to)) {
      throw errors.invalidState(WHAT, id, `${row.status} with no saved version`, PROGRAMME_MACHINE.actions.proposed ?? 'proposed');
    }
    const from = await move(p, PROGRAMME_MACHINE, id, to, { status_reason: request.reason ?? null, updated_at: p.now() });
    if (from === 'booked') await cancelProgrammeBookings(p, await readProgrammeRow(p, id));
    return programmeEvent(p, 'programme.status_changed', id);
  });
}

export async function setDmcProgrammeBrand(partition: Partition, id: string, request: DmcBrandRequest): Promise<DmcProgramme> {
  const { mode, ...fields } = request;
  if (mode === 'none' && Object.keys(fields).length > 0) {
    throw errors.validation(Object.keys(fields).map((path) => ({ path, message: 'is not taken with mode none' })));
  }
  return partition.transaction(async (p) => {
    const { name } = await accountOf(p);
    const brand: DmcProgramme['brand'] =
      mode === 'none'
        ? { mode, display_name: null, logo_url: null, accent_hex: null, contact_line: null }
        : { mode, display_name: fields.display_name ?? name, logo_url: fields.logo_url ?? null, accent_hex: fields.accent_hex ?? null, contact_line: fields.contact_line ?? null };
    for (;;) {
      const row = await readProgrammeRow(p, id);
      if (row.status === 'cancelled') throw errors.invalidState(WHAT, id, 'cancelled', 'given a brand');
      const updated = await p.table('dmc_programmes').where({ id, status: row.status }).update({ brand: JSON.stringify(brand), updated_at: p.now() });
      if (updated > 0) return programmeEvent(p, 'programme.changed', id);
    }
  });
}

import type { components } from '../../generated/openapi-types';
import { errors } from '../../errors';
import type { Partition } from '../../engine/partition';
import { termsOf, type AccountTerms } from '../../engine/terms';
import { filsToAed, aedToFils, aedAmountsToFils, filsAmountsToAed } from '../../engine/money';
import { defineMachine } from '../../engine/stateMachine';
import { recordEvent, type EventType } from '../../engine/events';
import type { AccountRow } from '../../apiKeys/store';
import { daysBetween, uaeToday } from './dates';
import { restamp, stampView } from '../../engine/serializer';

export type DmcProgramme = components['schemas']['DmcProgramme'];
export type DmcStatus = components['schemas']['DmcProgrammeStatus'];
export type DmcVersion = components['schemas']['DmcVersion'];
export type DmcBrand = components['schemas']['DmcBrand'];
export type DmcPerson = components['schemas']['DmcPerson'];

export const WHAT = 'DMC programme';

/**
 * A programme's states. `booked` is reached only by accepting a version, `completed` only by the
 * completion job once the last service day has passed; the status operation offers the others.
 */
export const PROGRAMME_MACHINE = defineMachine<DmcStatus>({
  subject: WHAT,
  table: 'dmc_programmes',
  moves: {
    draft: ['proposed', 'cancelled'],
    proposed: ['draft', 'on_hold', 'declined', 'cancelled', 'booked'],
    on_hold: ['proposed', 'declined', 'cancelled'],
    declined: ['draft'],
    booked: ['cancelled', 'completed'],
    cancelled: [],
    completed: [],
  },
  actions: {
    draft: 'taken back to draft',
    proposed: 'proposed',
    on_hold: 'put on hold',
    declined: 'declined',
    cancelled: 'cancelled',
    booked: 'accepted',
    completed: 'completed',
  },
});

/** Where the programme itself and its versions may still change. */
export const EDITABLE: readonly DmcStatus[] = ['draft', 'proposed', 'on_hold'];

/** What accepting booked, as stored: the contract's `booking` with the ids of the bookings made. */
export interface StoredBooking {
  reference: string;
  version: number;
  booked_at: string;
  services: number;
  amount_due_fils: number;
  payment: 'prepaid' | 'credit_line';
  booking_ids: string[];
}

export interface ProgrammeRow {
  id: string;
  reference: string;
  title: string;
  status: DmcStatus;
  status_reason: string | null;
  client: string;
  adults: number | string;
  children: number | string;
  start_date: string;
  end_date: string;
  agency_reference: string | null;
  notes: string | null;
  brand: string;
  latest_version: number | string;
  acceptance: string | null;
  booking: string | null;
  created_at: string;
  updated_at: string;
}

interface VersionRow {
  programme_id: string;
  number: number | string;
  body: string;
}

export const storedBooking = (row: ProgrammeRow): StoredBooking | null => (row.booking === null ? null : (JSON.parse(row.booking) as StoredBooking));

/** The programme as the contract shows it, with its versions (oldest first). */
export function programmeOf(partition: Partition, row: ProgrammeRow, versions: DmcVersion[]): DmcProgramme {
  const booking = storedBooking(row);
  const latest = Number(row.latest_version);
  return stampView(partition, 'dmc_programme', {
    id: row.id,
    reference: row.reference,
    title: row.title,
    status: row.status,
    status_reason: row.status_reason,
    client: JSON.parse(row.client) as DmcProgramme['client'],
    group: { adults: Number(row.adults), children: Number(row.children) },
    start_date: row.start_date,
    end_date: row.end_date,
    nights: daysBetween(row.start_date, row.end_date),
    agency_reference: row.agency_reference,
    notes: row.notes,
    brand: JSON.parse(row.brand) as DmcBrand,
    versions,
    latest_version: latest === 0 ? null : latest,
    acceptance: row.acceptance === null ? null : (JSON.parse(row.acceptance) as DmcProgramme['acceptance']),
    booking:
      booking === null
        ? null
        : { reference: booking.reference, version: booking.version, booked_at: booking.booked_at, services: booking.services, amount_due_aed: filsToAed(booking.amount_due_fils), payment: booking.payment },
    created_at: row.created_at,
    updated_at: row.updated_at,
  });
}

/** A stored version keeps its money in fils (`net_fils`, `sell_fils` …); the contract's version shows it in AED. */
const versionOf = (partition: Partition, row: VersionRow): DmcVersion => restamp(partition, filsAmountsToAed<Omit<DmcVersion, 'sandbox'>>(JSON.parse(row.body) as object));

/** The programme row of the partition; 404 for any other id (another account's, the other mode's). */
export async function readProgrammeRow(partition: Partition, id: string): Promise<ProgrammeRow> {
  const row = (await partition.table('dmc_programmes').where({ id }).first()) as ProgrammeRow | undefined;
  if (!row) throw errors.resourceNotFound(WHAT, id);
  return row;
}

/** The versions of the programmes `ids`, oldest first, by programme. */
export async function versionsOf(partition: Partition, ids: readonly string[]): Promise<Map<string, DmcVersion[]>> {
  const found = new Map<string, DmcVersion[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return found;
  const rows = (await partition.table('dmc_programme_versions').whereIn('programme_id', ids).orderBy([{ column: 'programme_id' }, { column: 'number' }])) as VersionRow[];
  for (const row of rows) found.get(row.programme_id)?.push(versionOf(partition, row));
  return found;
}

export async function readProgramme(partition: Partition, id: string): Promise<DmcProgramme> {
  const row = await readProgrammeRow(partition, id);
  return programmeOf(partition, row, (await versionsOf(partition, [id])).get(id) ?? []);
}

/** Stores a new version; the row is written once and never updated. */
export async function insertVersion(partition: Partition, version: DmcVersion): Promise<void> {
  const { sandbox: _sandbox, ...body } = version;
  await partition.insert('dmc_programme_versions', {
    programme_id: version.programme_id,
    number: version.number,
    body: JSON.stringify(aedAmountsToFils(body)),
    valid_until: version.valid_until,
    net_fils: aedToFils(version.totals.net_aed),
    created_at: version.created_at,
  });
}

/** The account's name (the default brand) and commercial terms (what versions are priced under). */
export async function accountOf(partition: Partition): Promise<{ name: string; terms: AccountTerms }> {
  const account = (await partition.db('accounts').where({ id: partition.accountId }).first()) as AccountRow | undefined;
  if (!account) throw errors.resourceNotFound('account', partition.accountId);
  return { name: account.name, terms: termsOf(account) };
}

/** Records a change of the programme in the outbox, with the programme as the change left it (as its GET shows it, versions and all). */
export async function programmeEvent(partition: Partition, type: EventType, id: string, notice?: { title: string; body: string }): Promise<DmcProgramme> {
  const programme = await readProgramme(partition, id);
  await recordEvent(partition, {
    type,
    subjectType: 'dmc_programme',
    subjectId: id,
    data: programme,
    ...(notice ? { notice: { kind: 'booking_update' as const, ...notice } } : {}),
  });
  return programme;
}

/** The version `number` of the programme, still open for acceptance; 422 on `path` otherwise. */
export function openVersion(programme: DmcProgramme, number: number, path: string, today: string): DmcVersion {
  const version = programme.versions[number - 1];
  if (!version) {
    const has = programme.versions.length === 0 ? 'has no version yet' : `has versions 1 to ${programme.versions.length}`;
    throw errors.invalidField(path, `the programme ${has}`);
  }
  if (version.valid_until < today) {
    throw errors.invalidField(path, `version ${number} was valid until ${version.valid_until}; save a new version at today's prices`);
  }
  return version;
}

export const todayOf = (partition: Partition): string => uaeToday(partition.clock);

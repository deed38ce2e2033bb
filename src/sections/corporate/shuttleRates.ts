import type { components } from '../../generated/openapi-types';
import { filsToAed } from '../../engine/money';
import type { Partition } from '../../engine/partition';
import { chargedFilsUnder, type AccountTerms } from '../../engine/terms';
import type { VehicleClass } from '../../engine/vehicles';
import { ZONES, haversineKm } from '../../engine/tariff';

/*
 * A shuttle's price: the contract shuttle tariff for its route and vehicles, agreed as numbered
 * rate versions. A change of route or vehicle stores the next version, picked up later (a
 * reprice, shuttleSchedule.ts); a run is charged at the version in force on its date.
 */

type Rate = components['schemas']['CorporateShuttle']['rate'];
type Stop = components['schemas']['CorporateShuttleStop'];

/** The contract shuttle tariff per vehicle and run: a base fare and a charge per km of the route. */
const SHUTTLE_TARIFF: Readonly<Record<VehicleClass, { base: number; perKm: number }>> = {
  EXECUTIVE_SEDAN: { base: 70, perKm: 2.2 },
  VIP_V_CLASS: { base: 105, perKm: 3.3 },
  LUXURY_COACH: { base: 320, perKm: 7 },
};
const ROAD_FACTOR = 1.3;
/** Within one zone a leg still covers a few km of streets. */
const MIN_LEG_KM = 3;

export interface RateRow {
  shuttle_id: string;
  version: number;
  per_run_fils: number;
  agreed_on: string;
  effective_from: string;
  picked_up_at: string | null;
}

/** Estimated road distance from the first stop to the last, to 0.1 km. */
export function routeKm(stops: readonly Stop[]): number {
  let km = 0;
  for (let i = 1; i < stops.length; i++) {
    km += Math.max(MIN_LEG_KM, haversineKm(ZONES[(stops[i - 1] as Stop).zone], ZONES[(stops[i] as Stop).zone]) * ROAD_FACTOR);
  }
  return Math.round(km * 10) / 10;
}

/** The tariff price of a run under the account's terms, in fils: rounded to AED 5, less a commission or a net-rate discount (what a run charges). */
export function tariffPerRunFils(km: number, vehicle: VehicleClass, vehicles: number, terms: AccountTerms): number {
  const { base, perKm } = SHUTTLE_TARIFF[vehicle];
  const fils = Math.round(((base + perKm * km) * vehicles) / 5) * 500;
  return chargedFilsUnder(fils, terms);
}

export const rateOf = (rate: RateRow): Rate => ({ version: rate.version, per_run_aed: filsToAed(rate.per_run_fils), agreed_on: rate.agreed_on, effective_from: rate.effective_from });

export async function ratesOf(partition: Partition, shuttleIds: readonly string[]): Promise<Map<string, RateRow[]>> {
  const byShuttle = new Map<string, RateRow[]>();
  if (shuttleIds.length === 0) return byShuttle;
  const rows = (await partition.table('corporate_shuttle_rates').whereIn('shuttle_id', shuttleIds).orderBy('version')) as Array<Record<string, unknown>>;
  for (const row of rows) {
    const rate: RateRow = {
      shuttle_id: String(row.shuttle_id),
      version: Number(row.version),
      per_run_fils: Number(row.per_run_fils),
      agreed_on: String(row.agreed_on),
      effective_from: String(row.effective_from),
      picked_up_at: (row.picked_up_at as string | null) ?? null,
    };
    byShuttle.set(rate.shuttle_id, [...(byShuttle.get(rate.shuttle_id) ?? []), rate]);
  }
  return byShuttle;
}

export async function insertRate(p: Partition, shuttleId: string, rate: Omit<RateRow, 'shuttle_id'>): Promise<void> {
  await p.insert('corporate_shuttle_rates', { shuttle_id: shuttleId, ...rate, created_at: p.now() });
}

export /** The picked-up rate in force on `date`: the latest version effective by then. */
function rateOn(rates: readonly RateRow[], date: string): RateRow {
  const inForce = rates.filter((rate) => rate.picked_up_at !== null);
  return [...inForce].reverse().find((rate) => rate.effective_from <= date) ?? (inForce[0] as RateRow);
}

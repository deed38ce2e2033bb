import type { components } from '../generated/ops/openapi-types';
import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { DomainError } from '../errors';
import { recordAudit, type AuditOrigin } from '../engine/audit';
import { addPlace, placeFields, searchPlaces, updatePlace, type PlaceChange, type PlaceInput, type PlaceRecord, type PlaceSearch } from '../engine/places';
import { isInsideUae } from '../engine/uaeOutline';

/**
 * The place catalogue as the operator's staff keep it (the ops API and `npm run admin -- place …`):
 * every member of staff searches it, admin and dispatch add places, correct them and archive or
 * restore them. Each change is checked by the engine (src/engine/places.ts) and written with its
 * audit row in one transaction; a position outside the UAE is refused before the engine's zone
 * rule, naming `latitude`.
 */

export type OpsPlace = components['schemas']['OpsPlace'];

/** A place as the operator API shows it. */
const opsPlaceOf = (place: PlaceRecord): OpsPlace => ({ ...placeFields(place), created_at: place.created_at, updated_at: place.updated_at });

/** One page of the catalogue by name, archived places too unless `status` narrows it. */
export async function listCataloguePlaces(db: Db, search: PlaceSearch): Promise<{ data: OpsPlace[]; next_cursor: string | null }> {
  const page = await searchPlaces(db, search);
  return { data: page.data.map(opsPlaceOf), next_cursor: page.next_cursor };
}

/** A position must be in the UAE; the engine then finds its tariff zone. */
function refuseOutsideUae(latitude: number | undefined, longitude: number | undefined): void {
  if (latitude === undefined || longitude === undefined || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return;
  if (!isInsideUae(latitude, longitude)) throw new DomainError({ field: 'latitude', code: 'invalid', message: `is outside the UAE: ${latitude.toFixed(4)}, ${longitude.toFixed(4)} is no place the operator serves` });
}

/** Adds a place (`place.created` in the audit log, as `origin`'s). */
export async function createCataloguePlace(db: Db, clock: Clock, origin: AuditOrigin, input: PlaceInput): Promise<OpsPlace> {
  refuseOutsideUae(input.latitude, input.longitude);
  return db.transaction(async (trx) => {
    const place = await addPlace(trx, clock, input);
    await recordAudit(trx, clock, origin, { action: 'place.created', subjectType: 'place', subjectId: place.id, change: { after: opsPlaceOf(place) } });
    return opsPlaceOf(place);
  });
}

/** The fields whose value a change alters, each as it was and as it is now. */
function differences(before: OpsPlace, after: OpsPlace): { before: Partial<OpsPlace>; after: Partial<OpsPlace> } {
  const changed = (Object.keys(after) as Array<keyof OpsPlace>).filter((key) => key !== 'updated_at' && JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return { before: Object.fromEntries(changed.map((key) => [key, before[key]])), after: Object.fromEntries(changed.map((key) => [key, after[key]])) };
}

/**
 * Changes a place: its details, its status (archived or back in service), or both. One audit row
 * when anything changed (`place.status_changed` for the status alone, `place.updated` with the
 * fields before and after otherwise), none when nothing did.
 */
export async function changeCataloguePlace(db: Db, clock: Clock, origin: AuditOrigin, id: string, change: PlaceChange): Promise<OpsPlace> {
  return db.transaction(async (trx) => {
    const current = await trx('places').where({ id }).first('latitude', 'longitude');
    if (current && (change.latitude !== undefined || change.longitude !== undefined)) {
      refuseOutsideUae(change.latitude ?? Number(current.latitude), change.longitude ?? Number(current.longitude));
    }
    const { before, after } = await updatePlace(trx, clock, id, change);
    const changed = differences(opsPlaceOf(before), opsPlaceOf(after));
    const fields = Object.keys(changed.after);
    if (fields.length > 0) {
      const action = fields.length === 1 && fields[0] === 'status' ? 'place.status_changed' : 'place.updated';
      await recordAudit(trx, clock, origin, { action, subjectType: 'place', subjectId: id, change: changed });
    }
    return opsPlaceOf(after);
  });
}

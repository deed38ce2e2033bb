import type { Db } from '../../src/platform/db';
import { placeRow, type PlaceRecord } from '../../src/engine/places';

/** Places of the catalogue the migrations load (migrations/places/uae-places.json), as transfer tests name them. */
export const PLACES = {
  atlantis: 'plc_4Kq8Wm2Zr6Tn0Yx3Va7P',
  dubaiMall: 'plc_wQgKRxSEiW1ymufUQPDH',
  emiratesPalace: 'plc_KAdSYr0GgbTApo8e0KKa',
  minaRashid: 'plc_KTvNNijA5J86Msp3WJxv',
  dubaiHarbour: 'plc_rIvb9H0V5IrQ0vOMQ60a',
  hiltonTheWalk: 'plc_Vie01CMJfSan0mhH7jJw',
} as const;

/**
 * A hotel stored before the catalogue refused places outside every tariff zone (the Hajar
 * mountains): the resolution still refuses it, naming the field.
 */
export const HATTA_LODGE: PlaceRecord = {
  id: 'plc_HattaDamaniLodges001',
  kind: 'hotel',
  name: 'Damani Lodges Hatta',
  name_ar: 'نزل داماني حتا',
  address: 'Hatta Dam Road, Hatta, Dubai',
  emirate: 'dubai',
  zone: null,
  latitude: 24.8066,
  longitude: 56.1256,
  codes: [],
  airport: null,
  terminal: null,
  cruise_terminal: null,
  status: 'active',
  source: 'Test fixture: a row stored before places outside every zone were refused',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

/** Puts `places` into the catalogue (the operator's, shared by every partition) as its store writes them. */
export async function insertPlaces(db: Db, places: readonly PlaceRecord[]): Promise<void> {
  await db('places').insert(places.map(placeRow));
}

/** Archives a place of the catalogue, as staff would. */
export async function archivePlace(db: Db, id: string): Promise<void> {
  await db('places').where({ id }).update({ status: 'archived', updated_at: '2026-11-20T00:00:00.000Z' });
}

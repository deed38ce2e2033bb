import { aedToFils } from './money';
import type { components } from '../generated/openapi-types';
import type { VehicleClass } from './vehicles';

export type Airport = components['schemas']['Airport'];
export type Terminal = components['schemas']['Terminal'];
export type TransportZone = components['schemas']['TransportZone'];

export type LatLon = readonly [number, number];

export const AIRPORTS: Readonly<Record<Airport, { position: LatLon; terminals: readonly Terminal[] }>> = {
  DXB: { position: [25.2532, 55.3657], terminals: ['T1', 'T2', 'T3'] },
  DWC: { position: [24.896, 55.161], terminals: ['MAIN'] },
  SHJ: { position: [25.3286, 55.5172], terminals: ['MAIN'] },
  AUH: { position: [24.433, 54.6511], terminals: ['A'] },
};

/** The centre of each tariff zone. */
export const ZONES: Readonly<Record<TransportZone, LatLon>> = {
  DOWNTOWN_DUBAI: [25.1972, 55.2744],
  BUSINESS_BAY: [25.185, 55.265],
  DEIRA: [25.2711, 55.3075],
  DUBAI_MARINA: [25.08, 55.14],
  JUMEIRAH_BEACH_RESIDENCE: [25.078, 55.133],
  PALM_JUMEIRAH: [25.1124, 55.139],
  AL_BARSHA: [25.11, 55.2],
  ABU_DHABI_CITY: [24.4667, 54.3667],
  YAS_ISLAND: [24.488, 54.608],
  SAADIYAT_ISLAND: [24.54, 54.43],
  SHARJAH_CITY: [25.3463, 55.4209],
  AJMAN: [25.4052, 55.5136],
  RAS_AL_KHAIMAH: [25.7895, 55.9432],
  FUJAIRAH: [25.1288, 56.3265],
  AL_AIN: [24.2075, 55.7447],
};

/**
 * How far from its centre each tariff zone reaches, in km: a city district a few km, an emirate
 * zone (Ras Al Khaimah, Fujairah, Al Ain) its town and surroundings. Ajman's reaches Umm Al
 * Quwain, which has no zone of its own.
 */
const ZONE_REACH_KM: Readonly<Record<TransportZone, number>> = {
  DOWNTOWN_DUBAI: 15,
  BUSINESS_BAY: 15,
  DEIRA: 15,
  DUBAI_MARINA: 15,
  JUMEIRAH_BEACH_RESIDENCE: 15,
  PALM_JUMEIRAH: 15,
  AL_BARSHA: 15,
  ABU_DHABI_CITY: 25,
  YAS_ISLAND: 12,
  SAADIYAT_ISLAND: 12,
  SHARJAH_CITY: 15,
  AJMAN: 30,
  RAS_AL_KHAIMAH: 40,
  FUJAIRAH: 40,
  AL_AIN: 30,
};

/** The tariff zone a point lies in: the nearest zone whose reach takes it; null outside every zone. */
export function zoneAt(position: LatLon): TransportZone | null {
  let best: { zone: TransportZone; km: number } | null = null;
  for (const [zone, centre] of Object.entries(ZONES) as Array<[TransportZone, LatLon]>) {
    const km = haversineKm(position, centre);
    if (km <= ZONE_REACH_KM[zone] && (best === null || km < best.km)) best = { zone, km };
  }
  return best?.zone ?? null;
}

/** Base fare and price per km of an executive sedan, and each class's factor on both. */
const SEDAN_BASE_AED = 95;
const SEDAN_PER_KM_AED = 3.2;
const CLASS_FACTOR: Readonly<Record<VehicleClass, number>> = { EXECUTIVE_SEDAN: 1, VIP_V_CLASS: 1.5, LUXURY_COACH: 3.2 };
/** Roads are longer than the straight line; 1.3 is the usual factor for the UAE's grid. */
const ROAD_FACTOR = 1.3;
const NIGHT_SURCHARGE = 0.2;

/** Great-circle distance in km. */
export function haversineKm([lat1, lon1]: LatLon, [lat2, lon2]: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** Estimated road distance between two points, to 0.1 km. */
export function roadKmBetween(from: LatLon, to: LatLon): number {
  return Math.round(haversineKm(from, to) * ROAD_FACTOR * 10) / 10;
}

/** Estimated road distance between an airport and a zone's centre, to 0.1 km. */
export function roadDistanceKm(airport: Airport, zone: TransportZone): number {
  return roadKmBetween(AIRPORTS[airport].position, ZONES[zone]);
}

/** The public price in fils: base plus distance, by class, night surcharge, rounded to AED 5. */
export function publicPriceFils(distanceKm: number, vehicle: VehicleClass, pickupHour: number): number {
  const night = pickupHour < 6 ? 1 + NIGHT_SURCHARGE : 1;
  const aed = (SEDAN_BASE_AED + SEDAN_PER_KM_AED * distanceKm) * CLASS_FACTOR[vehicle] * night;
  return aedToFils(Math.round(aed / 5) * 5);
}

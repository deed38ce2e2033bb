import type { components } from '../generated/openapi-types';
import { VEHICLE_LABELS } from './labels';

export type VehicleClass = components['schemas']['VehicleClass'];

export interface VehicleSpec {
  description: string;
  seats: number;
  /** Suitcases it carries. */
  bags: number;
}

/** Each class is hired with its licensed chauffeur; the class fixes vehicle type and seats. */
export const VEHICLES: Readonly<Record<VehicleClass, VehicleSpec>> = {
  VIP_V_CLASS: { description: VEHICLE_LABELS.VIP_V_CLASS.en, seats: 7, bags: 7 },
  EXECUTIVE_SEDAN: { description: VEHICLE_LABELS.EXECUTIVE_SEDAN.en, seats: 3, bags: 3 },
  LUXURY_COACH: { description: VEHICLE_LABELS.LUXURY_COACH.en, seats: 30, bags: 30 },
};

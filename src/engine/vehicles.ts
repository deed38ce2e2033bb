import type { components } from '../generated/openapi-types';

export type VehicleClass = components['schemas']['VehicleClass'];

export interface VehicleSpec {
  description: string;
  seats: number;
  /** Suitcases it carries. */
  bags: number;
}

/** Each class is hired with its licensed chauffeur; the class fixes vehicle type and seats. */
export const VEHICLES: Readonly<Record<VehicleClass, VehicleSpec>> = {
  VIP_V_CLASS: { description: 'Mercedes-Benz V-Class or similar', seats: 7, bags: 7 },
  EXECUTIVE_SEDAN: { description: 'Mercedes-Benz E-Class or similar', seats: 3, bags: 3 },
  LUXURY_COACH: { description: 'Mercedes-Benz Tourismo coach or similar', seats: 30, bags: 30 },
};

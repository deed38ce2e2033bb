import { createHash } from 'node:crypto';
import type { components } from '../generated/openapi-types';
import { VEHICLES, type VehicleClass } from '../engine/vehicles';
import { SANDBOX_NOTICE } from './notice';

type SandboxAvailability = components['schemas']['SandboxAvailability'];
type SampleStatus = SandboxAvailability['sample_status'];

const SAMPLE_STATUSES: readonly SampleStatus[] = ['on_request', 'available', 'sold_out'];

/** The same date and class always give the same sample, and every sample value occurs. */
function sampleStatus(date: string, vehicleClass: VehicleClass): SampleStatus {
  const digest = createHash('sha256').update(`${date}|${vehicleClass}`).digest();
  return SAMPLE_STATUSES[(digest[0] as number) % SAMPLE_STATUSES.length] as SampleStatus;
}

export function sandboxAvailability(date: string, vehicleClass: VehicleClass): SandboxAvailability {
  const vehicle = VEHICLES[vehicleClass];
  return {
    environment: 'sandbox',
    test_data: true,
    notice: SANDBOX_NOTICE,
    date,
    vehicle_class: vehicleClass,
    vehicle: { description: vehicle.description, max_passengers: vehicle.seats },
    sample_status: sampleStatus(date, vehicleClass),
    note: 'sample_status is a sample value to build against. Real availability is confirmed by the trade desk when you book.',
  };
}

import type { components } from '../generated/openapi-types';
import { placeLabel } from '../engine/labels';
import type { Clock } from '../platform/clock';
import { errors, type ValidationIssue } from '../errors';
import { newSandboxQuoteId } from '../platform/ids';
import { VEHICLES } from '../engine/vehicles';
import { isInsideUae } from '../engine/uaeOutline';
import { SANDBOX_NOTICE } from './notice';

type TransferRequest = components['schemas']['SandboxTransferRequest'];
type TransferLocation = components['schemas']['TransferLocation'];
export type SandboxTransferQuote = components['schemas']['SandboxTransferQuote'];

export const DEFAULT_BUFFER_MINUTES = 60;
const PRICE_NOTE = "Sandbox quotes carry no price. The v1 API prices each quote under the account's commercial terms: the public price and what the account is charged for it (the public price on tariff terms, less the commission or the discount on commission or net-rate terms).";

/** The rules JSON Schema cannot say; each failure names its field, as schema failures do. */
function crossFieldIssues(request: TransferRequest): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const airportPickup = request.pickup_location.type === 'airport';
  if (request.flight_number !== undefined && !airportPickup) {
    issues.push({ path: 'flight_number', message: 'an arriving flight applies only to an airport pickup' });
  }
  if (request.pickup_at === undefined && !(airportPickup && request.flight_number !== undefined)) {
    issues.push({
      path: 'pickup_at',
      message: airportPickup
        ? 'is required for an airport pickup without a flight_number'
        : 'is required when the pickup is not at an airport',
    });
  }
  const seats = VEHICLES[request.vehicle_class].seats;
  if (request.passengers !== undefined && request.passengers > seats) {
    issues.push({ path: 'passengers', message: `${request.vehicle_class} seats at most ${seats} passengers` });
  }
  for (const [path, location] of [
    ['pickup_location', request.pickup_location],
    ['dropoff_location', request.dropoff_location],
  ] as const) {
    if (location.type === 'coordinates' && !isInsideUae(location.latitude, location.longitude)) {
      issues.push({ path, message: 'the coordinates lie outside the United Arab Emirates' });
    }
  }
  return issues;
}

function describePlace(location: TransferLocation): string {
  switch (location.type) {
    case 'airport':
      return `the arrivals hall of ${placeLabel(location.terminal)}`;
    case 'hotel':
      return `the lobby of ${location.hotel_ref}`;
    case 'coordinates':
      return location.label ?? `${location.latitude}, ${location.longitude}`;
  }
}

function timing(request: TransferRequest, freeWaiting: number): SandboxTransferQuote['pickup']['timing'] {
  const place = describePlace(request.pickup_location);
  if (request.pickup_location.type === 'airport' && request.flight_number !== undefined) {
    return {
      mode: 'flight_landing',
      flight_number: request.flight_number,
      pickup_at: request.pickup_at ?? null,
      driver_ready: `At the scheduled landing time of ${request.flight_number}, in ${place}.`,
      free_waiting_minutes: freeWaiting,
      live_arrival_tracking: 'planned',
    };
  }
  return {
    mode: 'scheduled',
    flight_number: null,
    pickup_at: request.pickup_at ?? null,
    driver_ready: `At ${request.pickup_at ?? 'the pickup time'}, at ${place}.`,
    free_waiting_minutes: freeWaiting,
    live_arrival_tracking: 'planned',
  };
}

function voucher(request: TransferRequest): SandboxTransferQuote['voucher'] {
  const meta = request.client_metadata;
  // Sending white-label details asks for a white-label voucher unless the mode says otherwise.
  const branding = meta?.voucher_branding?.mode ?? (meta ? 'white_label' : 'operator');
  return {
    branding,
    agency_name: meta?.agency_name ?? null,
    logo_url: meta?.logo_url ?? null,
    accent_hex: meta?.voucher_branding?.accent_hex ?? null,
    footer_text: meta?.voucher_branding?.footer_text ?? null,
    agency_reference: meta?.agency_reference ?? null,
    shows_nwp_branding: branding !== 'white_label',
  };
}

/** Checks a schema-valid request's cross-field rules and echoes it as a labelled test quote. */
export function quoteSandboxTransfer(request: TransferRequest, clock: Clock): SandboxTransferQuote {
  const issues = crossFieldIssues(request);
  if (issues.length > 0) throw errors.validation(issues);
  const vehicle = VEHICLES[request.vehicle_class];
  return {
    environment: 'sandbox',
    test_data: true,
    notice: SANDBOX_NOTICE,
    quote_id: newSandboxQuoteId(),
    status: 'sandbox_accepted',
    vehicle: { class: request.vehicle_class, description: vehicle.description, max_passengers: vehicle.seats },
    passengers: request.passengers ?? null,
    pickup: {
      location: request.pickup_location,
      timing: timing(request, request.buffer_minutes_override ?? DEFAULT_BUFFER_MINUTES),
    },
    dropoff: { location: request.dropoff_location },
    voucher: voucher(request),
    price: null,
    price_note: PRICE_NOTE,
    default_buffer_minutes: DEFAULT_BUFFER_MINUTES,
    created_at: clock.now().toISOString(),
  };
}

/**
 * The console's words for the API's keys and codes: a history, a task's details and an answer's
 * result show "TRN" and "Expected volume: 50–200 a month", never `trn` or `expected_volume: 50_200`.
 * A key without a label here reads as its words (`pickup_time` → "Pickup time").
 */
import type { BookingStatus } from './queries/bookings';

/** Keys whose words are not simply the key's (abbreviations, units, names people use). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  trn: 'TRN',
  trn_claimed: 'TRN (claimed)',
  vat_status: 'VAT',
  registered_address: 'Registered address',
  country: 'Country',
  billing_email: 'E-mail for invoices',
  vat_number: 'VAT number',
  iban: 'IBAN',
  swift: 'SWIFT code',
  id: 'Id',
  api_key: 'API key',
  url: 'Address',
  website: 'Website',
  email: 'E-mail',
  phone: 'Phone',
  partner_kind: 'Kind of partner',
  expected_volume: 'Expected volume',
  use_case: 'What they will use it for',
  legal_name: 'Legal name',
  trade_licence_number: 'Trade licence number',
  trade_licence_authority: 'Licensing authority',
  licence_number: 'Licence number',
  licence_authority: 'Licensing authority',
  application_id: 'Application',
  test_key_id: 'Test key',
  account_id: 'Partner',
  staff_id: 'Member of staff',
  claimed_by: 'Held by',
  claimed_at: 'Held since',
  driver_id: 'Driver',
  vehicle_id: 'Vehicle',
  booking_id: 'Booking',
  reference: 'Booking',
  pickup_at: 'Pickup',
  amount_fils: 'Amount',
  aed_per_unit: 'AED per unit',
  as_of: 'As of',
  live_access: 'Live access',
  commercial_terms: 'Commercial terms',
  basis_points: 'Percent',
  sessions_ended: 'Sessions ended',
  widget_id: 'Booking widget',
  prefix: 'Key prefix',
  replaced_by: 'Replaced by',
  revoked_at: 'Revoked',
  mode: 'Mode',
  seats: 'Seats',
  plate: 'Plate',
  class: 'Class',
  languages: 'Languages',
};

/** A booking's status as people say it (the bookings' tables and filters, and a history). */
export const BOOKING_STATUS_WORDS: Readonly<Record<BookingStatus, string>> = {
  on_request: 'On request',
  confirmed: 'Confirmed',
  driver_assigned: 'Driver assigned',
  completed: 'Completed',
  no_show: 'No-show',
  cancelled: 'Cancelled',
  declined: 'Declined',
};

/** Codes of a key as people say them. */
const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  expected_volume: { under_50: 'Under 50 a month', '50_200': '50–200 a month', '200_1000': '200–1,000 a month', over_1000: 'Over 1,000 a month' },
  partner_kind: { agency: 'Travel agency', hotel_desk: 'Hotel concierge desk', corporate: 'Corporate travel', dmc: 'DMC' },
  status: {
    active: 'Active',
    inactive: 'Inactive',
    invited: 'Invited',
    disabled: 'Disabled',
    open: 'Open',
    answered: 'Answered',
    withdrawn: 'Withdrawn',
    ...BOOKING_STATUS_WORDS,
  },
  answer: { accepted: 'Accepted', declined: 'Declined' },
  terms: { tariff: 'Tariff', commission: 'Commission', net_rate: 'Net rate' },
  mode: { live: 'Live', test: 'Test' },
  class: { EXECUTIVE_SEDAN: 'Executive sedan', VIP_V_CLASS: 'VIP V-Class', LUXURY_COACH: 'Luxury coach' },
  credit_terms: { NET_15: 'Net 15 days', NET_30: 'Net 30 days', NET_45: 'Net 45 days', NET_60: 'Net 60 days' },
};

/** A key as a label: `trn` → "TRN", `pickup_time` → "Pickup time", `credit_limit_aed` → "Credit limit (AED)". */
export function fieldLabel(key: string): string {
  const known = FIELD_LABELS[key];
  if (known) return known;
  const words = key.replace(/_aed$/, ' (AED)').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A code as people say it, where the key names one (`expected_volume`, `50_200` → "50–200 a month"); else null. */
export const valueLabel = (key: string, value: string): string | null => VALUE_LABELS[key]?.[value] ?? null;

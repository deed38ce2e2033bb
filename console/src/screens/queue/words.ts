import type { components } from '../../../../src/generated/ops/openapi-types';

/** The desk queue's types, as the ops contract gives them. */
export type { DeskTask, DeskTaskKind, DeskTaskAnswer, DeskTaskAnswered } from '../../queries/tasks';
import type { DeskTask, DeskTaskAnswer, DeskTaskKind } from '../../queries/tasks';
export type CreditTerms = NonNullable<DeskTaskAnswer['credit_terms']>;
export type CommercialTermsKind = components['schemas']['CommercialTermsChoice']['terms'];


/** Each kind as the desk says it. */
export const KIND_WORDS: Record<DeskTaskKind, string> = {
  credit_line_application: 'Credit-line application',
  wallet_topup: 'Wallet top-up',
  on_request_booking: 'Booking on request',
  amendment: 'Change to a booking',
  quote_request: 'Quote request',
  wholesale_request: 'Wholesale request',
  site_review: 'White-label site review',
  site_domain: 'Own domain',
  affiliate_payout: 'Affiliate payout',
  partner_application: 'Partner application',
  reassign_driver: 'Driver to reassign',
  driver_not_en_route: 'Driver not on the way',
  einvoice_rejected: 'E-invoice rejected',
  flight_disruption: 'Flight disrupted a pickup',
  live_key_request: 'Live API key request',
};

export const CREDIT_TERMS: readonly CreditTerms[] = ['NET_15', 'NET_30', 'NET_45', 'NET_60'];
export const CREDIT_TERMS_WORDS: Record<CreditTerms, string> = { NET_15: 'Net 15 days', NET_30: 'Net 30 days', NET_45: 'Net 45 days', NET_60: 'Net 60 days' };

export const COMMERCIAL_TERMS_WORDS: Record<CommercialTermsKind, string> = {
  tariff: 'Tariff: the public price, no commission',
  commission: 'Commission: charged the public price less a percentage, at booking',
  net_rate: 'Net rate: a discount off the public price',
};

/** Ages the queue filters by: tasks queued more than this long ago. */
export const AGES = { '1h': 1, '4h': 4, '24h': 24, '72h': 72 } as const;
export type Age = keyof typeof AGES;
export const AGE_WORDS: Record<Age, string> = { '1h': 'Older than 1 hour', '4h': 'Older than 4 hours', '24h': 'Older than 24 hours', '72h': 'Older than 3 days' };
export const isAge = (value: string): value is Age => value in AGES;
export const isKind = (value: string): value is DeskTaskKind => Object.hasOwn(KIND_WORDS, value);

export const STATUS_WORDS: Record<DeskTask['status'], string> = { open: 'Open', answered: 'Answered', withdrawn: 'Withdrawn by the partner' };

/** How long ago, in a table: `35 min`, `4 h 10 min`, `3 days`. */
export function ageOf(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
}

/** Who the task is from, in a sentence. */
export const partnerOf = (task: DeskTask): string => task.account?.name ?? 'a company without an account yet';

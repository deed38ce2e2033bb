import type { CommercialTerms } from '../apiKeys/store';

// A task of the trade desk's queue and the desk's answer to it, as the desk
// (src/engine/desk.ts), the answers of the account actions (src/engine/accountRequestAnswers.ts)
// and the sections that answer tasks name them, kept apart from the desk's engine so that naming
// them imports nothing else.

/** Every kind of desk task, in the order the queue lists its filter. */
export const DESK_TASK_KINDS = [
  'on_request_booking',
  'amendment',
  'quote_request',
  'wholesale_request',
  'credit_line_application',
  'wallet_topup',
  'partner_application',
  'site_review',
  'site_domain',
  'affiliate_payout',
  'reassign_driver',
  'driver_not_en_route',
  'einvoice_rejected',
  'flight_disruption',
  'live_key_request',
] as const;
export type DeskTaskKind = (typeof DESK_TASK_KINDS)[number];

export type DeskTaskStatus = 'open' | 'answered' | 'withdrawn';

export interface DeskTask {
  id: number;
  kind: DeskTaskKind;
  reference: string;
  status: DeskTaskStatus;
  summary: string;
  account_id: string | null;
  subject_type: string | null;
  subject_id: string | null;
  details: unknown;
  answer: 'accepted' | 'declined' | null;
  note: string | null;
  /** Who answered: `desk:<staff>` (`desk:cli` from the command line). */
  answered_by: string | null;
  amount_fils: number | null;
  created_at: string;
  answered_at: string | null;
  /** The member of staff holding the task while they answer it, and since when; null when nobody holds it. */
  claimed_by: string | null;
  claimed_at: string | null;
  /** When the holder last acted on the task (claimed, opened or answered it); the claim lapses 30 minutes after. */
  claim_active_at: string | null;
  /** When the task last changed (queued, claimed, released, answered, withdrawn). */
  updated_at: string | null;
}

export interface DeskDecision {
  accept: boolean;
  note: string | null;
  /** What the desk set, where its kind takes an amount (a price difference, a quoted price). */
  amountFils: number | null;
}

/** The payment terms of a credit line: days after the invoice. */
export type CreditTerms = 'NET_15' | 'NET_30' | 'NET_45' | 'NET_60';

/**
 * The answers to the requests of the account actions (a credit-line application, a wallet
 * top-up): they come from a company, not from a partition, so the answer names the account
 * (the task's, when the request was linked to its partner on arrival) and finishes the work in
 * the answer's transaction: the credit line is set, or the pro-forma invoice issued and e-mailed,
 * and the applicant hears either way.
 */
export interface AccountRequestDecision extends DeskDecision {
  /** The account the request is answered for, when the task is not linked to one yet. */
  accountId?: string | null;
  /** Accepting a credit-line application: the line granted. */
  creditLine?: { limitFils: number; terms: CreditTerms } | null;
  /** Accepting a partner application: the account's commercial terms, when the desk sets them. */
  commercialTerms?: { terms: CommercialTerms; basisPoints: number } | null;
  /** Where the links an answer e-mails lead (a partner's live-key reveal link): the service's PUBLIC_BASE_URL. */
  publicBaseUrl?: string;
}

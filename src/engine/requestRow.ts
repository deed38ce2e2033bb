// A partner's request as the engine reads it: the types the request engine
// (src/engine/requests.ts), the sections that own its kinds and the desk name, kept apart from
// the engine so that naming them imports nothing else.

/** What a partner asks a person to answer (src/engine/requests.ts), each kind owned by a section. */
export type RequestKind = 'amendment' | 'service' | 'quote_request' | 'wholesale_request' | 'site_review' | 'site_domain' | 'affiliate_payout' | 'live_key';
export type RequestStatus = 'open' | 'accepted' | 'declined' | 'withdrawn';

export interface RequestRow<Details = unknown> {
  id: string;
  kind: RequestKind;
  booking_id: string | null;
  status: RequestStatus;
  details: Details;
  answer_note: string | null;
  answer_amount_fils: number | null;
  created_at: string;
  answered_at: string | null;
}

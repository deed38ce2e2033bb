export const SANDBOX_NOTICE =
  'SANDBOX TEST DATA: nothing is booked, no vehicle is held and no price is quoted. Production is not open yet.';

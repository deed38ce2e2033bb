export const SANDBOX_NOTICE =
  'SANDBOX TEST DATA: nothing is booked, no vehicle is held and no price is quoted. For prices and bookings use the v1 API: a test key on your test partition, a live key once your account is approved.';

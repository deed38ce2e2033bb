/**
 * What answering each kind of desk task does, and how the objects it changes are shown in their
 * events, registered by the modules that own the subjects. The operator CLI imports this so
 * `desk answer` (and every other desk command) finds every kind; the app registers the same
 * modules through its handlers.
 */
import '../engine/bookings';
import '../engine/requests';
import './amendments';
// A quote or wholesale request's events carry it as its section shows it.
import './rates/requests';
// A payout request's answer pays or rejects the payout.
import './affiliates/payouts';
// A declined activity booking gives its places back to the allotment.
import './activities/bookings';
// A referral's commission follows its booking's moves (completed, cancelled …).
import '../engine/referrals';
// Every booking's event carries the booking as its section shows it: each section registers its view.
import './transport/bookings';
import './clientBookings/bookings';
import './hotelDesk/sales';
import './corporate/requests';
import './dmc/accept';
// The wallet's and the credit line's events carry the balance as the billing section shows it.
import './notices/billing';
// The desk's answers are e-mailed to the partner's contacts kept with its settings.
import './notices/settings';
// A white-label site's review publishes it or sends it back; an own domain's runs the DNS check.
import './site/service';

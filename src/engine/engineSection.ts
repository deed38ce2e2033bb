import { answerBookingOnRequest } from './bookings';
import { answerRequest } from './requests';
import { followReferral, referralOutline, referralView } from './referrals';
import { expirePublicLinks } from './publicLinks';
import { acceptAmendment, amendmentEvents } from './amendments';
import { answerReassignDriver } from './assignments';
import { answerDriverNotEnRoute, driverNotEnRouteJob } from './tripAlerts';
import { answerEInvoiceRejection } from './einvoice/transmissions';
import { answerFlightDisruption } from './flights/tracking';
import { ACCOUNT_REQUEST_ANSWERS } from './accountRequestAnswers';
import { catalogOf, type SectionCatalog, type SectionDefinition } from './sections';
import { partitionTicksJob } from './testClock';

/**
 * The engine's own parts, which every service has whatever its sections: the desk's answers to
 * bookings on request and to the requests it answers as they are, the referral bookings of the
 * public pages, the amendment request kind (its view, and its acceptance handed to the section
 * that books the booking's kind), the answers to the account actions' requests (credit lines,
 * top-ups), finance's answer to an e-invoice the provider rejected, the desk's to a flight that
 * disrupted a pickup, dispatch's to a driver not on the way, the expiry of public links, the alarm
 * of drivers not on the way before a pickup, and the work of test partitions' own clocks as real
 * time passes (`partition_ticks`).
 */
export const engineSection: SectionDefinition = {
  name: 'engine',
  bookingViews: { referral: referralView },
  bookingOutlines: { referral: referralOutline },
  onBookingMove: followReferral,
  requestKinds: { amendment: { accepted: acceptAmendment, view: amendmentEvents } },
  deskAnswers: {
    on_request_booking: answerBookingOnRequest,
    amendment: answerRequest,
    quote_request: answerRequest,
    wholesale_request: answerRequest,
    affiliate_payout: answerRequest,
    reassign_driver: answerReassignDriver,
    driver_not_en_route: answerDriverNotEnRoute,
    einvoice_rejected: answerEInvoiceRejection,
    flight_disruption: answerFlightDisruption,
  },
  accountRequestAnswers: ACCOUNT_REQUEST_ANSWERS,
  jobs: (db, clock, sections) => [
    {
      name: 'public_link_expiry',
      run: async (stopping) => {
        // A link already answers 410 once past its expiry; this records it, a batch at a time.
        while (!stopping() && (await expirePublicLinks(db, clock)) > 0);
      },
    },
    driverNotEnRouteJob(sections, db, clock),
    partitionTicksJob(sections, db, clock),
  ],
};

/** The look-ups of a service built with `sections`, the engine's own parts first. */
export const sectionCatalog = (sections: readonly SectionDefinition[]): SectionCatalog => catalogOf([engineSection, ...sections]);

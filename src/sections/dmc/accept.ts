import type { components } from '../../generated/openapi-types';
import { errors } from '../../errors';
import { CROCKFORD, randomString } from '../../platform/ids';
import { uaeInstant, uaeTimestamp } from '../../platform/uaeTime';
import type { Outliner } from '../../engine/sections';
import type { Partition } from '../../engine/partition';
import { aedAmountsToFils, filsAmountsToAed, filsToAed, aedToFils, percentOf } from '../../engine/money';
import { balance } from '../../engine/ledger';
import { move } from '../../engine/stateMachine';
import { bookingLinesOf, cancelBooking, createBooking, findBooking, type BookingRow, type BookingView, type BookingStatus } from '../../engine/bookings';
import { acceptingLink, markLinkAccepted, type LinkRow } from './links';
import { PROGRAMME_MACHINE, WHAT, openVersion, programmeEvent, readProgramme, storedBooking, todayOf, type DmcPerson, type DmcProgramme, type ProgrammeRow, type StoredBooking } from './store';
import { shortDate } from '../../engine/documents/format';

type DmcLine = components['schemas']['DmcLine'];
type DmcAcceptRequest = components['schemas']['DmcAcceptRequest'];

/** A programme's service as a booking of the engine: the line as the accepted version priced it. */
export interface DmcBookingBody {
  object: 'dmc_booking';
  id: string;
  programme_id: string;
  programme_reference: string;
  booking_reference: string;
  version: number;
  /** The line as the accepted version priced it, its amounts stored in fils (`pricing.sell_fils` …). */
  line: Pick<DmcLine, 'date' | 'time'> & object;
  created_at: string;
}

// A programme's service is read through its programme; it names the client's company, not a traveller to meet.
export const dmcBookingOutline: Outliner = (booking) => {
  const body = booking.body as DmcBookingBody;
  return { startsAt: uaeTimestamp(uaeInstant(body.line.date, body.line.time)), partySize: null, href: `/api/b2b/v1/dmc/programmes/${body.programme_id}`, pickup: null };
};

// A programme's service is shown through the programme: its events carry its line as booked (its stored
// amounts in AED), with its state.
export const dmcBookingView: BookingView = (p, bookings) => bookingLinesOf(p, bookings, (body) => filsAmountsToAed(body as object));

const HOUR_MS = 3_600_000;
/** A booked service cancels free until this long before it starts; later, for this share of its price. */
export const FREE_CANCELLATION_HOURS = 48;
export const LATE_CANCELLATION_PERCENT = 50;
const CANCELLABLE: readonly BookingStatus[] = ['on_request', 'confirmed', 'driver_assigned'];

export function lineCancellationFeeFils(booking: BookingRow<DmcBookingBody>, now: Date): number {
  const starts = uaeInstant(booking.body.line.date, booking.body.line.time).getTime();
  if (now.getTime() < starts - FREE_CANCELLATION_HOURS * HOUR_MS) return 0;
  return percentOf(booking.amount_due_fils, LATE_CANCELLATION_PERCENT);
}

/** Refuses, before anything is stored, an acceptance the wallet or credit line cannot cover as a whole. */
async function checkFunds(partition: Partition, totalFils: number): Promise<'prepaid' | 'credit_line'> {
  const funds = await balance(partition);
  const shortfall = totalFils - (funds.balance_fils + funds.credit_limit_fils);
  if (shortfall > 0) {
    throw funds.credit_limit_fils > 0
      ? errors.creditLimitExceeded(filsToAed(funds.credit_limit_fils), filsToAed(funds.balance_fils), filsToAed(shortfall))
      : errors.insufficientFunds(filsToAed(funds.balance_fils), filsToAed(shortfall));
  }
  return funds.credit_limit_fils > 0 ? 'credit_line' : 'prepaid';
}

const via = (link: LinkRow | null): 'api' | 'client_link' => (link ? 'client_link' : 'api');

/**
 * Accepts a version and books every service of it, in one transaction: the funds are checked for
 * the whole version first, then each line becomes a booking charged through the ledger. A refusal
 * anywhere (the funds, or a charge refused because another booking spent the money meanwhile)
 * rolls back the whole acceptance: no booking, no charge, no move, no event.
 */
export async function acceptProgramme(partition: Partition, id: string, request: DmcAcceptRequest): Promise<DmcProgramme> {
  return partition.transaction(async (p) => {
    const programme = await readProgramme(p, id);
    if (programme.status !== 'proposed') throw errors.invalidState(WHAT, id, programme.status, PROGRAMME_MACHINE.actions.booked ?? 'accepted');
    const version = openVersion(programme, request.version, 'version', todayOf(p));
    const link = request.link_id === undefined ? null : await acceptingLink(p, id, request.link_id, version.number);
    const lineFils = version.lines.map((line) => aedToFils(line.pricing.net_aed));
    const totalFils = lineFils.reduce((sum, fils) => sum + fils, 0);
    const payment = await checkFunds(p, totalFils);

    const now = p.now();
    // The move is conditional on `proposed`: of two acceptances at once, the second is refused here.
    await move(p, PROGRAMME_MACHINE, id, 'booked', { status_reason: null, updated_at: now });
    const reference = `DMC-${randomString(CROCKFORD, 8)}`;
    const bookingIds: string[] = [];
    for (const [index, line] of version.lines.entries()) {
      const booking = await createBooking<DmcBookingBody>(p, {
        kind: 'dmc',
        status: 'confirmed',
        quoteId: null,
        serviceDate: line.date,
        amountDueFils: lineFils[index] as number,
        price: { terms: version.terms, terms_percent: version.terms_percent, public_price_aed: line.pricing.public_price_aed, amount_due_aed: line.pricing.net_aed },
        travellerName: `${programme.client.contact_name}, ${programme.client.company}`.slice(0, 200),
        agencyReference: programme.agency_reference ?? programme.reference,
        description: `${programme.reference} ${shortDate(line.date)} ${line.time}: ${line.description}`.slice(0, 300),
        body: (bookingId, createdAt) => ({
          object: 'dmc_booking',
          id: bookingId,
          programme_id: id,
          programme_reference: programme.reference,
          booking_reference: reference,
          version: version.number,
          line: aedAmountsToFils(line) as DmcBookingBody['line'],
          created_at: createdAt,
        }),
      });
      bookingIds.push(booking.id);
    }
    const stored: StoredBooking = { reference, version: version.number, booked_at: now, services: bookingIds.length, amount_due_fils: totalFils, payment, booking_ids: bookingIds };
    const acceptance: NonNullable<DmcProgramme['acceptance']> = { version: version.number, accepted_at: now, accepted_by: request.accepted_by, via: via(link), link_id: link?.id ?? null };
    await p.table('dmc_programmes').where({ id }).update({ acceptance: JSON.stringify(acceptance), booking: JSON.stringify(stored) });
    if (link) await markLinkAccepted(p, link, request.accepted_by);
    const who: DmcPerson = request.accepted_by;
    return programmeEvent(p, 'programme.accepted', id, {
      title: `Programme accepted: ${programme.reference}`,
      body: [
        programme.title,
        `${who.name} <${who.email}> accepted version ${version.number}${link ? ' through a client link' : ''}`,
        `${bookingIds.length} services booked, AED ${filsToAed(totalFils).toFixed(2)} charged`,
      ].join(' · '),
    });
  });
}

/**
 * Cancels what accepting booked, each service under its policy (its refund and any fee are ledger
 * entries), in the caller's transaction. Services the desk already ended stay as they are.
 */
export async function cancelProgrammeBookings(partition: Partition, row: ProgrammeRow): Promise<void> {
  const booked = storedBooking(row);
  if (!booked) return;
  const now = partition.clock.now();
  for (const bookingId of booked.booking_ids) {
    const booking = await findBooking<DmcBookingBody>(partition, 'dmc', bookingId);
    if (!CANCELLABLE.includes(booking.status)) continue;
    await cancelBooking<DmcBookingBody>(partition, 'dmc', bookingId, (current) => lineCancellationFeeFils(current, now));
  }
}

import type { ReactNode } from 'react';
import { Link } from '../../../src/Link';
import { QueryState } from '../../../src/QueryState';
import type { Schemas } from '../../api';
import { defineWords, fill, useLang } from '../../i18n';
import { isManaged, useBooking, type AnyBooking, type ActivityBooking, type ClientBooking, type TransportBooking } from '../../queries/bookings';
import { Changes } from './Amend';
import { Cancellation } from './Cancel';
import { Documents, type DocumentsOf } from './Documents';
import { arrow, formatDay, formatWhen, money } from './format';
import { statusClass, useLabels } from './labels';
import { PriceInWords } from './Terms';
import { Timeline } from './Timeline';
import { manageScopeOf, useCan } from './can';

/**
 * A booking's page: what it is (the route or the tour, when, the party, the traveller, the price
 * and its money), the trip as it happens (driver, vehicle, flight, the traveller's live page),
 * its documents, its changes with the trade desk, its cancellation with the fee shown first, and
 * its timeline. Any kind the list shows opens here; the kinds this portal books (transfers, tours,
 * bookings for clients) are also changed and cancelled here.
 */
const useWords = defineWords({
  en: {
    back: 'All bookings',
    loading: 'Loading the booking…',
    title: 'Booking {reference}',
    test: 'Test booking: no driver comes, and its money is the test wallet’s.',
    details: 'Details',
    route: 'Route',
    pickup: 'Pickup',
    start: 'Start',
    service: 'Service',
    product: 'Tour or activity',
    vehicle: 'Vehicle',
    party: 'Party',
    passengersBags: '{passengers} passengers, {bags} suitcases',
    guests: '{adults} adults, {children} children, {infants} infants',
    traveller: 'Traveller',
    yourReference: 'Your reference',
    notes: 'Notes',
    language: 'Guide’s language',
    hotelPickup: 'Hotel pickup',
    hotelPickupValue: '{time} from {hotel}',
    price: 'Price',
    money: 'Money so far',
    moneyValue: 'Charged {charged}, refunded {refunded}, kept as a fee {fee}: net {net}.',
    amountDue: 'Amount due',
    booked: 'Booked',
    trip: 'The trip',
    tripStatus: 'Now',
    driver: 'Driver',
    car: 'Car',
    flight: 'Flight',
    flightExpected: 'expected {when}',
    flightLanded: 'landed {when}',
    livePage: 'The traveller’s live page',
    livePageLink: 'Open the live page',
    elsewhere: 'This booking is managed where it was made; here it is shown, with its documents.',
  },
  ar: {
    back: 'كل الحجوزات',
    loading: 'جارٍ تحميل الحجز…',
    title: 'الحجز {reference}',
    test: 'حجز اختبار: لن يأتي سائق، وأمواله من محفظة الاختبار.',
    details: 'التفاصيل',
    route: 'المسار',
    pickup: 'الاستلام',
    start: 'البدء',
    service: 'الخدمة',
    product: 'الجولة أو النشاط',
    vehicle: 'السيارة',
    party: 'المجموعة',
    passengersBags: '{passengers} ركاب، {bags} حقائب',
    guests: '{adults} بالغين، {children} أطفال، {infants} رضّع',
    traveller: 'المسافر',
    yourReference: 'مرجعك',
    notes: 'ملاحظات',
    language: 'لغة المرشد',
    hotelPickup: 'الاستلام من الفندق',
    hotelPickupValue: '{time} من {hotel}',
    price: 'السعر',
    money: 'الحركة المالية حتى الآن',
    moneyValue: 'خُصم {charged}، استُرد {refunded}، رسوم محتجزة {fee}: الصافي {net}.',
    amountDue: 'المبلغ المستحق',
    booked: 'تاريخ الحجز',
    trip: 'الرحلة',
    tripStatus: 'الآن',
    driver: 'السائق',
    car: 'السيارة',
    flight: 'الرحلة الجوية',
    flightExpected: 'متوقعة {when}',
    flightLanded: 'هبطت {when}',
    livePage: 'صفحة المسافر المباشرة',
    livePageLink: 'فتح الصفحة المباشرة',
    elsewhere: 'يُدار هذا الحجز حيث أُنشئ؛ وهنا يُعرض مع مستنداته.',
  },
});

type Words = ReturnType<typeof useWords>;
type Labels = ReturnType<typeof useLabels>;

const VOUCHER_STATES: readonly string[] = ['confirmed', 'driver_assigned', 'completed', 'no_show', 'settled'];
const BOARD_STATES: readonly string[] = ['confirmed', 'driver_assigned'];

const personOf = (person: Schemas['Traveller']): string => [`${person.first_name} ${person.last_name}`, person.phone, person.email].filter(Boolean).join(' · ');

/** What the documents of a booking are, by its kind and state. */
function documentsOf(booking: AnyBooking): DocumentsOf | null {
  switch (booking.object) {
    case 'transport_booking':
      return { id: booking.id, reference: booking.reference, sandbox: booking.sandbox, hasVoucher: VOUCHER_STATES.includes(booking.status), hasNameBoard: BOARD_STATES.includes(booking.status), travellerEmail: booking.traveller.email ?? null };
    case 'activity_booking':
      return { id: booking.id, reference: booking.reference, sandbox: booking.sandbox, hasVoucher: VOUCHER_STATES.includes(booking.status), hasNameBoard: booking.pickup !== null && BOARD_STATES.includes(booking.status), travellerEmail: booking.lead_traveller.email ?? null };
    case 'client_booking':
      return { id: booking.ref, reference: booking.reference, sandbox: booking.sandbox, hasVoucher: VOUCHER_STATES.includes(booking.status), hasNameBoard: BOARD_STATES.includes(booking.status), travellerEmail: booking.lead_traveller.email ?? null };
    case 'desk_sale':
      return { id: booking.id, reference: booking.reference, sandbox: booking.sandbox, hasVoucher: true, hasNameBoard: false, travellerEmail: booking.guest.email ?? null };
    default:
      return null;
  }
}

const idOf = (booking: AnyBooking): string => (booking.object === 'client_booking' ? booking.ref : 'id' in booking && typeof booking.id === 'string' ? booking.id : '');

export function BookingPage({ reference }: { reference: string }) {
  const words = useWords();
  const labels = useLabels();
  const can = useCan();
  const booking = useBooking(reference);
  return (
    <section aria-labelledby="booking-title" className="portal-bookings booking-page">
      <p className="crumbs">
        <Link to="/bookings">{words.back}</Link>
      </p>
      <QueryState query={booking} pending={words.loading}>
        {(shown) => {
          const documents = documentsOf(shown);
          const id = idOf(shown);
          return (
            <>
              <div className="screen-head">
                <h1 id="booking-title" tabIndex={-1}>
                  {fill(words.title, { reference: shown.reference })}
                </h1>
                <p>
                  <span className={statusClass(shown.status)}>{labels.statuses[shown.status as keyof typeof labels.statuses] ?? shown.status}</span>
                  {' · '}
                  {labels.kinds[kindOf(shown)]}
                </p>
              </div>
              {shown.sandbox && <p className="notice">{words.test}</p>}
              <div className="booking-layout">
                <div className="booking-main">
                  <section className="card" aria-labelledby="details-title">
                    <h2 id="details-title">{words.details}</h2>
                    <Details booking={shown} words={words} labels={labels} />
                  </section>
                  <Trip booking={shown} words={words} labels={labels} />
                  {isManaged(shown) ? (
                    <>
                      {(shown.object === 'transport_booking' || shown.object === 'client_booking') && <Changes booking={shown} reference={reference} canAsk={can(manageScopeOf(shown))} />}
                      <Cancellation booking={shown} reference={reference} canCancel={can(manageScopeOf(shown))} />
                    </>
                  ) : (
                    <p className="muted">{words.elsewhere}</p>
                  )}
                </div>
                <div className="booking-side">
                  {documents && (
                    <div className="card">
                      <Documents booking={documents} />
                    </div>
                  )}
                  {id !== '' && <Timeline id={id} />}
                </div>
              </div>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

function kindOf(booking: AnyBooking): Schemas['BookingKind'] {
  switch (booking.object) {
    case 'transport_booking':
      return 'transport';
    case 'activity_booking':
      return 'activity';
    case 'client_booking':
      return 'client';
    case 'desk_sale':
      return 'desk_sale';
    case 'corporate_booking':
      return 'corporate';
    case 'dmc_booking':
      return 'dmc';
    default:
      return 'referral';
  }
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Details({ booking, words, labels }: { booking: AnyBooking; words: Words; labels: Labels }) {
  const { lang } = useLang();
  const placeName = (place: { name: string; name_ar: string | null } | null): string => (place === null ? '' : lang === 'ar' && place.name_ar ? place.name_ar : place.name);
  const moneyLine = (m: Schemas['BookingMoney']): string =>
    fill(words.moneyValue, { charged: money(m.charged_aed, lang), refunded: money(m.refunded_aed, lang), fee: money(m.cancellation_fee_aed, lang), net: money(m.net_aed, lang) });
  const common = (b: TransportBooking | ActivityBooking | ClientBooking) => (
    <>
      {b.agency_reference && <Fact term={words.yourReference}>{b.agency_reference}</Fact>}
      {b.notes && <Fact term={words.notes}>{b.notes}</Fact>}
      <Fact term={words.price}>
        <strong>{money(b.price.amount_due_aed, lang)}</strong>
        {b.status !== 'cancelled' && b.status !== 'declined' && <PriceInWords pricing={b.price} />}
      </Fact>
      <Fact term={words.money}>{moneyLine(b.money)}</Fact>
      <Fact term={words.booked}>{formatWhen(b.created_at, lang)}</Fact>
    </>
  );
  switch (booking.object) {
    case 'transport_booking':
      return (
        <dl className="facts">
          <Fact term={words.route}>
            {placeName(booking.pickup_location)} {arrow(lang)} {placeName(booking.dropoff_location)}
            <br />
            <span className="muted small">{labels.directions[booking.direction]}</span>
          </Fact>
          <Fact term={words.pickup}>{formatWhen(booking.pickup.at, lang)}</Fact>
          <Fact term={words.vehicle}>{labels.vehicles[booking.vehicle.class]}</Fact>
          <Fact term={words.party}>{fill(words.passengersBags, { passengers: booking.passengers, bags: booking.bags })}</Fact>
          <Fact term={words.traveller}>{personOf(booking.traveller)}</Fact>
          {common(booking)}
        </dl>
      );
    case 'activity_booking':
      return (
        <dl className="facts">
          <Fact term={words.product}>{booking.product.name}</Fact>
          <Fact term={words.start}>{formatWhen(booking.starts_at, lang)}</Fact>
          <Fact term={words.party}>{fill(words.guests, { adults: booking.guests.adults, children: booking.guests.children, infants: booking.guests.infants })}</Fact>
          {booking.language && <Fact term={words.language}>{labels.languages[booking.language]}</Fact>}
          {booking.pickup && <Fact term={words.hotelPickup}>{fill(words.hotelPickupValue, { time: booking.pickup.time, hotel: booking.pickup.hotel })}</Fact>}
          <Fact term={words.traveller}>{personOf(booking.lead_traveller)}</Fact>
          {common(booking)}
        </dl>
      );
    case 'client_booking':
      return (
        <dl className="facts">
          <Fact term={words.route}>
            {placeName(booking.service.pickup_location)}
            {booking.service.dropoff_location && <> {arrow(lang)} {placeName(booking.service.dropoff_location)}</>}
          </Fact>
          <Fact term={words.pickup}>{formatWhen(booking.service.pickup_at, lang)}</Fact>
          <Fact term={words.vehicle}>{labels.vehicles[booking.service.vehicle.class]}</Fact>
          <Fact term={words.party}>{fill(words.passengersBags, { passengers: booking.service.passengers, bags: booking.service.bags })}</Fact>
          <Fact term={words.traveller}>{personOf(booking.lead_traveller)}</Fact>
          {common(booking)}
        </dl>
      );
    case 'desk_sale':
      return (
        <dl className="facts">
          <Fact term={words.service}>{booking.item.name}</Fact>
          <Fact term={words.pickup}>{formatWhen(booking.service.at, lang)}</Fact>
          <Fact term={words.traveller}>{personOf(booking.guest)}</Fact>
          <Fact term={words.booked}>{formatWhen(booking.created_at, lang)}</Fact>
        </dl>
      );
    default: {
      const line = booking as Schemas['BookingLine'];
      return (
        <dl className="facts">
          {typeof line.amount_due_aed === 'number' && <Fact term={words.amountDue}>{money(line.amount_due_aed, lang)}</Fact>}
          {line.money && <Fact term={words.money}>{moneyLine(line.money)}</Fact>}
          {typeof (line as Record<string, unknown>).service_date === 'string' && <Fact term={words.service}>{formatDay((line as Record<string, unknown>).service_date as string, lang)}</Fact>}
        </dl>
      );
    }
  }
}

interface TripParts {
  trip: Schemas['BookingTrip'] | null;
  driver: Schemas['AssignedDriver'] | null;
  vehicle: { make: string | null; model: string | null; colour: string | null; plate: string | null } | null;
  flight: Schemas['BookingFlight'] | null;
  tracking: string | null;
}

function tripOf(booking: AnyBooking): TripParts | null {
  switch (booking.object) {
    case 'transport_booking':
      return { trip: booking.trip, driver: booking.driver, vehicle: booking.vehicle.plate ? booking.vehicle : null, flight: booking.flight, tracking: booking.tracking_url };
    case 'activity_booking':
      return booking.trip ? { trip: booking.trip, driver: booking.driver, vehicle: booking.vehicle, flight: null, tracking: booking.tracking_url } : null;
    case 'client_booking':
      return { trip: booking.trip, driver: booking.driver, vehicle: booking.vehicle, flight: booking.flight, tracking: booking.tracking_url };
    case 'desk_sale':
      return null;
    default: {
      const line = booking as Schemas['BookingLine'];
      return line.trip ? { trip: line.trip, driver: line.driver ?? null, vehicle: null, flight: line.flight ?? null, tracking: line.tracking_url ?? null } : null;
    }
  }
}

function Trip({ booking, words, labels }: { booking: AnyBooking; words: Words; labels: Labels }) {
  const { lang } = useLang();
  const parts = tripOf(booking);
  if (!parts || !parts.trip) return null;
  const { trip, driver, vehicle, flight, tracking } = parts;
  const live = booking.status !== 'cancelled' && booking.status !== 'declined';
  return (
    <section className="card" aria-labelledby="trip-title">
      <h2 id="trip-title">{words.trip}</h2>
      <dl className="facts">
        <Fact term={words.tripStatus}>
          <span className={`trip trip-${trip.status}`}>{labels.trips[trip.status]}</span>
        </Fact>
        {driver && (
          <Fact term={words.driver}>
            {driver.name} · <span dir="ltr">{driver.phone}</span>
          </Fact>
        )}
        {vehicle && <Fact term={words.car}>{[vehicle.colour, vehicle.make, vehicle.model].filter(Boolean).join(' ')}{vehicle.plate ? ` · ${vehicle.plate}` : ''}</Fact>}
        {flight && (
          <Fact term={words.flight}>
            <span dir="ltr">{flight.number}</span> · <span className={`flight-${flight.status}`}>{labels.flights[flight.status]}</span>
            {flight.actual_arrival ? ` · ${fill(words.flightLanded, { when: formatWhen(flight.actual_arrival, lang) })}` : flight.estimated_arrival ? ` · ${fill(words.flightExpected, { when: formatWhen(flight.estimated_arrival, lang) })}` : ''}
          </Fact>
        )}
        {tracking && live && (
          <Fact term={words.livePage}>
            <a href={tracking} target="_blank" rel="noreferrer">
              {words.livePageLink}
            </a>
          </Fact>
        )}
      </dl>
    </section>
  );
}

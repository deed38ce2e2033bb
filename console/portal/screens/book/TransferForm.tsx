import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Failure } from '../../../src/Failure';
import { Link } from '../../../src/Link';
import { ApiFailure, type Schemas } from '../../api';
import { defineWords, fill, useLang } from '../../i18n';
import { useAttempt } from '../../queries/attempt';
import { useBookTransfer, useTransportQuote, type TransportQuote, type TransportQuoteRequest, type VehicleClass } from '../../queries/transport';
import { Documents } from '../bookings/Documents';
import { arrow, formatClock, formatWhen, money } from '../bookings/format';
import { statusClass, useLabels } from '../bookings/labels';
import { PolicyInWords, PriceInWords } from '../bookings/Terms';
import { PlacePicker, tripLocationOf, usePlaceName, type PickedPlace } from './PlacePicker';
import { TravellerFields, emptyTraveller, travellerOf, type TravellerForm } from './TravellerFields';

/**
 * A private transfer booked by hand: the two ends (places of the catalogue or street addresses),
 * the day and time, the party and the vehicle; then the price under the account's terms with the
 * cancellation policy in words; then the traveller and the partner's own reference; then the
 * booking, with its voucher and name board. Each change carries an Idempotency-Key of its attempt.
 */
const useWords = defineWords({
  en: {
    tripTitle: 'The trip',
    pickup: 'Pickup',
    dropoff: 'Drop-off',
    date: 'Pickup date',
    time: 'Pickup time (UAE time)',
    timeHint: 'For an arrival, the flight’s scheduled landing.',
    passengers: 'Passengers',
    bags: 'Suitcases',
    vehicle: 'Vehicle',
    incomplete: 'Choose the pickup and the drop-off (a street address needs its position), the date and the time.',
    price: 'Get the price',
    pricing: 'Pricing…',
    quoteTitle: 'The price',
    route: 'Route',
    when: 'Pickup',
    party: 'Party',
    partyValue: '{passengers} passengers, {bags} suitcases',
    distance: 'Distance',
    distanceValue: '{km} km by road',
    direction: 'Kind of trip',
    due: 'You pay',
    holds: 'This price holds until {time} (UAE time).',
    cancellation: 'Cancellation',
    test: 'Test data: booked against the test wallet; no driver comes.',
    changeTrip: 'Change the trip',
    travellerTitle: 'The traveller',
    book: 'Book for {amount}',
    booking: 'Booking…',
    expired: 'Get a new price',
    bookedTitle: 'Booked: {reference}',
    bookedLead: 'The transfer is booked and charged {amount}.',
    open: 'Open the booking',
    another: 'Book another transfer',
  },
  ar: {
    tripTitle: 'الرحلة',
    pickup: 'مكان الاستلام',
    dropoff: 'مكان التوصيل',
    date: 'تاريخ الاستلام',
    time: 'وقت الاستلام (بتوقيت الإمارات)',
    timeHint: 'للوصول: موعد هبوط الرحلة الجوية المجدول.',
    passengers: 'الركاب',
    bags: 'الحقائب',
    vehicle: 'السيارة',
    incomplete: 'اختر مكان الاستلام ومكان التوصيل (عنوان الشارع يحتاج إلى موقعه) والتاريخ والوقت.',
    price: 'احصل على السعر',
    pricing: 'جارٍ التسعير…',
    quoteTitle: 'السعر',
    route: 'المسار',
    when: 'الاستلام',
    party: 'المجموعة',
    partyValue: '{passengers} ركاب، {bags} حقائب',
    distance: 'المسافة',
    distanceValue: '{km} كم على الطريق',
    direction: 'نوع الرحلة',
    due: 'تدفع',
    holds: 'هذا السعر ساري حتى {time} (بتوقيت الإمارات).',
    cancellation: 'الإلغاء',
    test: 'بيانات اختبار: يُحجز من محفظة الاختبار؛ لن يأتي سائق.',
    changeTrip: 'تغيير الرحلة',
    travellerTitle: 'المسافر',
    book: 'احجز مقابل {amount}',
    booking: 'جارٍ الحجز…',
    expired: 'احصل على سعر جديد',
    bookedTitle: 'تم الحجز: {reference}',
    bookedLead: 'تم حجز النقل وخصم {amount}.',
    open: 'فتح الحجز',
    another: 'حجز نقل آخر',
  },
});

interface TripForm {
  pickup: PickedPlace | null;
  dropoff: PickedPlace | null;
  date: string;
  time: string;
  passengers: string;
  bags: string;
  vehicle: VehicleClass;
}

const VEHICLES: readonly VehicleClass[] = ['EXECUTIVE_SEDAN', 'VIP_V_CLASS', 'LUXURY_COACH'];
const CAPACITY: Readonly<Record<VehicleClass, number>> = { EXECUTIVE_SEDAN: 3, VIP_V_CLASS: 7, LUXURY_COACH: 30 };

function requestOf(trip: TripForm): TransportQuoteRequest | null {
  const pickup = tripLocationOf(trip.pickup);
  const dropoff = tripLocationOf(trip.dropoff);
  if (!pickup || !dropoff || !/^\d{4}-\d{2}-\d{2}$/.test(trip.date) || !/^\d{2}:\d{2}$/.test(trip.time)) return null;
  return { pickup_location: pickup, dropoff_location: dropoff, vehicle: trip.vehicle, pickup_date: trip.date, pickup_time: trip.time, passengers: Number(trip.passengers), bags: Number(trip.bags) };
}

/** Moves focus to a step's heading when the step appears, so a screen reader hears where it is. */
function useFocusOnShow<T extends HTMLElement>(shown: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}

export function TransferForm() {
  const words = useWords();
  const labels = useLabels();
  const { lang } = useLang();
  const [trip, setTrip] = useState<TripForm>({ pickup: null, dropoff: null, date: '', time: '', passengers: '2', bags: '2', vehicle: 'EXECUTIVE_SEDAN' });
  const [traveller, setTraveller] = useState<TravellerForm>(emptyTraveller);
  const [quote, setQuote] = useState<TransportQuote | null>(null);
  const [booked, setBooked] = useState<Schemas['TransportBooking'] | null>(null);
  const [tried, setTried] = useState(false);
  const quoteAttempt = useAttempt();
  const bookAttempt = useAttempt();
  const pricing = useTransportQuote((answer) => {
    quoteAttempt.done();
    setQuote(answer);
  });
  const booking = useBookTransfer((answer) => {
    bookAttempt.done();
    setBooked(answer);
  });
  const quoteHeading = useFocusOnShow<HTMLHeadingElement>(quote?.id);
  const bookedHeading = useFocusOnShow<HTMLHeadingElement>(booked?.id);

  const request = requestOf(trip);
  const max = CAPACITY[trip.vehicle];
  const askPrice = (event?: FormEvent) => {
    event?.preventDefault();
    setTried(true);
    if (request) pricing.mutate({ request, key: quoteAttempt.keyFor(request) });
  };
  const set = <K extends keyof TripForm>(key: K, value: TripForm[K]) => {
    setTrip((current) => ({ ...current, [key]: value }));
    setQuote(null);
  };

  if (booked) return <Booked booking={booked} onAnother={() => { setBooked(null); setQuote(null); setTraveller(emptyTraveller); }} headingRef={bookedHeading} />;

  const expired = booking.error instanceof ApiFailure && booking.error.code === 'quote_expired';

  return (
    <div className="book-flow">
      <form className="card book-step" onSubmit={askPrice} aria-labelledby="transfer-trip-title" noValidate>
        <h2 id="transfer-trip-title">{words.tripTitle}</h2>
        <div className="ends">
          <PlacePicker legend={words.pickup} value={trip.pickup} onChange={(picked) => set('pickup', picked)} />
          <PlacePicker legend={words.dropoff} value={trip.dropoff} onChange={(picked) => set('dropoff', picked)} />
        </div>
        <div className="form-grid">
          <div className="field">
            <label htmlFor="transfer-date">{words.date}</label>
            <input id="transfer-date" type="date" required value={trip.date} onChange={(event) => set('date', event.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="transfer-time">{words.time}</label>
            <input id="transfer-time" type="time" required value={trip.time} onChange={(event) => set('time', event.target.value)} aria-describedby="transfer-time-hint" />
            <p className="hint" id="transfer-time-hint">
              {words.timeHint}
            </p>
          </div>
          <div className="field">
            <label htmlFor="transfer-vehicle">{words.vehicle}</label>
            <select id="transfer-vehicle" value={trip.vehicle} onChange={(event) => set('vehicle', event.target.value as VehicleClass)}>
              {VEHICLES.map((vehicle) => (
                <option key={vehicle} value={vehicle}>
                  {labels.vehicles[vehicle]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="transfer-passengers">{words.passengers}</label>
            <input id="transfer-passengers" type="number" min={1} max={max} required value={trip.passengers} onChange={(event) => set('passengers', event.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="transfer-bags">{words.bags}</label>
            <input id="transfer-bags" type="number" min={0} max={max} required value={trip.bags} onChange={(event) => set('bags', event.target.value)} />
          </div>
        </div>
        {tried && request === null && (
          <p className="field-error" role="alert">
            {words.incomplete}
          </p>
        )}
        {pricing.isError && <Failure error={pricing.error} />}
        <div className="form-actions">
          <button type="submit" className="primary" disabled={pricing.isPending}>
            {pricing.isPending ? words.pricing : words.price}
          </button>
        </div>
      </form>

      {quote && (
        <section className="card book-step" aria-labelledby="transfer-quote-title">
          <h2 id="transfer-quote-title" tabIndex={-1} ref={quoteHeading}>
            {words.quoteTitle}
          </h2>
          <QuoteFacts quote={quote} />
          <form
            className="traveller-form"
            onSubmit={(event) => {
              event.preventDefault();
              const body = { quote_id: quote.id, ...travellerOf(traveller, quote.direction === 'arrival') };
              booking.mutate({ request: body, key: bookAttempt.keyFor(body) });
            }}
          >
            <h3>{words.travellerTitle}</h3>
            <TravellerFields value={traveller} onChange={setTraveller} flight={quote.direction === 'arrival'} idPrefix="transfer" />
            {booking.isError && <Failure error={booking.error} />}
            <div className="form-actions">
              {expired ? (
                <button type="button" className="primary" onClick={() => askPrice()}>
                  {words.expired}
                </button>
              ) : (
                <button type="submit" className="primary" disabled={booking.isPending}>
                  {booking.isPending ? words.booking : fill(words.book, { amount: money(quote.pricing.amount_due_aed, lang) })}
                </button>
              )}
              <button type="button" onClick={() => setQuote(null)}>
                {words.changeTrip}
              </button>
            </div>
          </form>
        </section>
      )}
    </div>
  );
}

function QuoteFacts({ quote }: { quote: TransportQuote }) {
  const words = useWords();
  const labels = useLabels();
  const nameOf = usePlaceName();
  const { lang: current } = useLang();
  return (
    <>
      {quote.sandbox && <p className="notice">{words.test}</p>}
      <dl className="facts quote-facts">
        <dt>{words.route}</dt>
        <dd>
          {nameOf(quote.pickup_location)} {arrow(current)} {nameOf(quote.dropoff_location)}
        </dd>
        <dt>{words.when}</dt>
        <dd>{formatWhen(quote.pickup.at, current)}</dd>
        <dt>{words.direction}</dt>
        <dd>{labels.directions[quote.direction]}</dd>
        <dt>{words.vehicle}</dt>
        <dd>
          {labels.vehicles[quote.vehicle.class]}
          <br />
          <span className="muted small">{quote.vehicle.description}</span>
        </dd>
        <dt>{words.party}</dt>
        <dd>{fill(words.partyValue, { passengers: quote.passengers, bags: quote.bags })}</dd>
        <dt>{words.distance}</dt>
        <dd>{fill(words.distanceValue, { km: quote.distance_km })}</dd>
        <dt>{words.due}</dt>
        <dd>
          <strong className="price">{money(quote.pricing.amount_due_aed, current)}</strong>
          <PriceInWords pricing={quote.pricing} />
          <p className="muted small">{fill(words.holds, { time: formatClock(quote.expires_at, current) })}</p>
        </dd>
        <dt>{words.cancellation}</dt>
        <dd>
          <PolicyInWords policy={quote.cancellation} amountDue={quote.pricing.amount_due_aed} quotedAt={quote.created_at} />
        </dd>
      </dl>
    </>
  );
}

function Booked({ booking, onAnother, headingRef }: { booking: Schemas['TransportBooking']; onAnother: () => void; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const words = useWords();
  const labels = useLabels();
  const { lang: current } = useLang();
  return (
    <section className="card book-step booked" aria-labelledby="transfer-booked-title">
      <h2 id="transfer-booked-title" tabIndex={-1} ref={headingRef}>
        {fill(words.bookedTitle, { reference: booking.reference })}
      </h2>
      <p>
        <span className={statusClass(booking.status)}>{labels.statuses[booking.status]}</span> · {fill(words.bookedLead, { amount: money(booking.price.amount_due_aed, current) })}
      </p>
      <Documents
        headingLevel={3}
        booking={{ id: booking.id, reference: booking.reference, sandbox: booking.sandbox, hasVoucher: booking.status !== 'cancelled', hasNameBoard: booking.status === 'confirmed' || booking.status === 'driver_assigned', travellerEmail: booking.traveller.email ?? null }}
      />
      <div className="form-actions">
        <Link to={`/bookings/${encodeURIComponent(booking.reference)}`} className="button-link">
          {words.open}
        </Link>
        <button type="button" onClick={onAnother}>
          {words.another}
        </button>
      </div>
    </section>
  );
}

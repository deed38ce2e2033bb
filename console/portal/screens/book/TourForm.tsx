import { useEffect, useRef, useState, type RefObject } from 'react';
import { Failure } from '../../../src/Failure';
import { Link } from '../../../src/Link';
import { QueryState } from '../../../src/QueryState';
import { ApiFailure, type Schemas } from '../../api';
import { defineWords, fill, useLang } from '../../i18n';
import { useAttempt } from '../../queries/attempt';
import { useActivityAvailability, useActivityProducts, useActivityQuote, useBookActivity, type ActivityLanguage, type ActivityProduct, type ActivityQuote, type TransportZone } from '../../queries/activities';
import { Documents } from '../bookings/Documents';
import { addDays, formatClock, formatShortDay, formatWhen, money } from '../bookings/format';
import { statusClass, useLabels } from '../bookings/labels';
import { PolicyInWords, PriceInWords } from '../bookings/Terms';
import { PlacePicker, type PickedPlace } from './PlacePicker';
import { TravellerFields, emptyTraveller, travellerOf, type TravellerForm } from './TravellerFields';

/**
 * A tour or activity booked by hand: the product from the operator's catalogue, a day and a start
 * from what is left of its allotment, the party, the guide's language and, for a product that
 * collects its guests, the hotel; then the price under the account's terms and the policy in
 * words; then the lead traveller; then the booking with its voucher (and name board, with a pickup).
 */
const useWords = defineWords({
  en: {
    productsTitle: 'Tours and activities',
    loading: 'Loading the tours and activities…',
    emirate: 'Emirate',
    category: 'Kind',
    any: 'Any',
    none: 'No tour or activity matches.',
    perAdult: '{price} per adult',
    perVehicle: '{price} per vehicle of up to {guests} guests',
    hours: '{hours} h',
    onRequest: 'Confirmed by the trade desk',
    instant: 'Confirmed at once',
    choose: 'Choose',
    chosenTitle: '{name}',
    another: 'Choose another',
    includes: 'Included',
    meeting: 'Where it starts',
    pickupFrom: 'Collected from your hotel {minutes} minutes before the start, in: {zones}.',
    meetAt: 'Guests make their own way to: {point}.',
    policy: 'Free cancellation until {hours} hours before the start; after that {late} % of the amount due.',
    dayTitle: 'Day and start',
    loadingDays: 'Loading what is left…',
    earlier: 'Earlier days',
    later: 'Later days',
    left: '{count} left',
    start: 'Start',
    partyTitle: 'The party',
    adults: 'Adults (12 and over)',
    children: 'Children (3 to 11)',
    infants: 'Infants (0 to 2)',
    guests: 'Between {min} and {max} guests, infants included.',
    language: 'Guide’s language',
    pickup: 'Hotel pickup',
    otherHotel: 'Hotel not in the list',
    hotelName: 'Hotel or residence',
    area: 'Area',
    outsideZones: 'This product does not collect guests there: choose a hotel in {zones}.',
    incomplete: 'Choose a day and a start, and for a hotel pickup the hotel.',
    price: 'Get the price',
    pricing: 'Pricing…',
    quoteTitle: 'The price',
    when: 'Start',
    party: 'Party',
    partyValue: '{adults} adults, {children} children, {infants} infants',
    pickupAt: 'Pickup at {time} from {hotel}',
    lines: 'Public price',
    due: 'You pay',
    holds: 'This price holds until {time} (UAE time).',
    cancellation: 'Cancellation',
    test: 'Test data: booked against the test wallet and the test allotment.',
    travellerTitle: 'The lead traveller',
    book: 'Book for {amount}',
    booking: 'Booking…',
    expired: 'Get a new price',
    change: 'Change the day or party',
    bookedTitle: 'Booked: {reference}',
    bookedLead: 'The booking is made and charged {amount}.',
    bookedOnRequest: 'The trade desk confirms it, usually within 24 hours; its voucher comes then.',
    open: 'Open the booking',
    again: 'Book another tour',
  },
  ar: {
    productsTitle: 'الجولات والأنشطة',
    loading: 'جارٍ تحميل الجولات والأنشطة…',
    emirate: 'الإمارة',
    category: 'النوع',
    any: 'الكل',
    none: 'لا توجد جولة أو نشاط مطابق.',
    perAdult: '{price} للبالغ',
    perVehicle: '{price} للسيارة حتى {guests} ضيوف',
    hours: '{hours} ساعة',
    onRequest: 'يؤكده مكتب الحجوزات',
    instant: 'يتأكد فورًا',
    choose: 'اختيار',
    chosenTitle: '{name}',
    another: 'اختيار منتج آخر',
    includes: 'يشمل',
    meeting: 'مكان البدء',
    pickupFrom: 'الاستلام من فندقك قبل البدء بـ {minutes} دقيقة، في: {zones}.',
    meetAt: 'يصل الضيوف بأنفسهم إلى: {point}.',
    policy: 'الإلغاء مجاني حتى {hours} ساعة قبل البدء؛ بعد ذلك {late} ٪ من المبلغ المستحق.',
    dayTitle: 'اليوم وموعد البدء',
    loadingDays: 'جارٍ تحميل الأماكن المتبقية…',
    earlier: 'أيام سابقة',
    later: 'أيام لاحقة',
    left: 'متبقٍ {count}',
    start: 'موعد البدء',
    partyTitle: 'المجموعة',
    adults: 'البالغون (12 سنة فأكثر)',
    children: 'الأطفال (3 إلى 11)',
    infants: 'الرضّع (0 إلى 2)',
    guests: 'بين {min} و{max} ضيوف، بمن فيهم الرضّع.',
    language: 'لغة المرشد',
    pickup: 'الاستلام من الفندق',
    otherHotel: 'فندق غير موجود في القائمة',
    hotelName: 'الفندق أو السكن',
    area: 'المنطقة',
    outsideZones: 'لا يستلم هذا المنتج الضيوف من هناك: اختر فندقًا في {zones}.',
    incomplete: 'اختر يومًا وموعد بدء، والفندق إن كان الاستلام من الفندق.',
    price: 'احصل على السعر',
    pricing: 'جارٍ التسعير…',
    quoteTitle: 'السعر',
    when: 'البدء',
    party: 'المجموعة',
    partyValue: '{adults} بالغين، {children} أطفال، {infants} رضّع',
    pickupAt: 'الاستلام الساعة {time} من {hotel}',
    lines: 'السعر العام',
    due: 'تدفع',
    holds: 'هذا السعر ساري حتى {time} (بتوقيت الإمارات).',
    cancellation: 'الإلغاء',
    test: 'بيانات اختبار: يُحجز من محفظة الاختبار ومن أماكن الاختبار.',
    travellerTitle: 'المسافر الرئيسي',
    book: 'احجز مقابل {amount}',
    booking: 'جارٍ الحجز…',
    expired: 'احصل على سعر جديد',
    change: 'تغيير اليوم أو المجموعة',
    bookedTitle: 'تم الحجز: {reference}',
    bookedLead: 'تم الحجز وخصم {amount}.',
    bookedOnRequest: 'يؤكده مكتب الحجوزات، عادة خلال 24 ساعة؛ وتصدر القسيمة حينها.',
    open: 'فتح الحجز',
    again: 'حجز جولة أخرى',
  },
});

const WINDOW_DAYS = 14;

export function TourForm() {
  const [product, setProduct] = useState<ActivityProduct | null>(null);
  return product ? <ProductBooking key={product.id} product={product} onBack={() => setProduct(null)} /> : <ProductList onChoose={setProduct} />;
}

function ProductList({ onChoose }: { onChoose: (product: ActivityProduct) => void }) {
  const words = useWords();
  const labels = useLabels();
  const { lang } = useLang();
  const products = useActivityProducts();
  const [emirate, setEmirate] = useState('');
  const [category, setCategory] = useState('');
  return (
    <section className="card book-step" aria-labelledby="tour-products-title">
      <h2 id="tour-products-title">{words.productsTitle}</h2>
      <div className="filters filters-narrow tour-filters">
        <div className="field">
          <label htmlFor="tour-emirate">{words.emirate}</label>
          <select id="tour-emirate" value={emirate} onChange={(event) => setEmirate(event.target.value)}>
            <option value="">{words.any}</option>
            {Object.entries(labels.emirates).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="tour-category">{words.category}</label>
          <select id="tour-category" value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value="">{words.any}</option>
            {Object.entries(labels.categories).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryState query={products} pending={words.loading}>
        {(all) => {
          const shown = all.filter((p) => (emirate === '' || p.emirate === emirate) && (category === '' || p.category === category));
          if (shown.length === 0) return <p className="muted">{words.none}</p>;
          return (
            <ul className="product-list">
              {shown.map((p) => (
                <li key={p.id} className="product">
                  <div>
                    <h3>{p.name}</h3>
                    <p className="muted small">
                      {labels.categories[p.category]} · {labels.emirates[p.emirate]} · {fill(words.hours, { hours: Math.round((p.duration_minutes / 60) * 10) / 10 })} · {p.confirmation === 'instant' ? words.instant : words.onRequest}
                    </p>
                    <p className="small">{p.summary}</p>
                  </div>
                  <div className="product-side">
                    <p className="price-line">
                      {p.pricing_unit === 'per_vehicle'
                        ? fill(words.perVehicle, { price: money(p.prices.vehicle_aed ?? 0, lang), guests: p.vehicle?.max_guests ?? 0 })
                        : fill(words.perAdult, { price: money(p.prices.adult_aed ?? 0, lang) })}
                    </p>
                    <button type="button" className="primary" onClick={() => onChoose(p)}>
                      {words.choose}
                      <span className="visually-hidden">: {p.name}</span>
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
    </section>
  );
}

type Pickup = { kind: 'catalogue'; picked: PickedPlace | null } | { kind: 'other'; hotel: string; zone: TransportZone | '' };

function useFocusOnShow<T extends HTMLElement>(shown: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}

function ProductBooking({ product, onBack }: { product: ActivityProduct; onBack: () => void }) {
  const words = useWords();
  const labels = useLabels();
  const { lang } = useLang();
  // null: the API's own first window, from the partition's today (a test partition keeps its own
  // clock, which need not be the browser's date); then the window the person moved to.
  const [from, setFrom] = useState<string | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [party, setParty] = useState({ adults: '2', children: '0', infants: '0' });
  const [language, setLanguage] = useState<ActivityLanguage>(product.languages.includes(lang as ActivityLanguage) ? (lang as ActivityLanguage) : (product.languages[0] as ActivityLanguage));
  const [pickup, setPickup] = useState<Pickup>({ kind: 'catalogue', picked: null });
  const [quote, setQuote] = useState<ActivityQuote | null>(null);
  const [traveller, setTraveller] = useState<TravellerForm>(emptyTraveller);
  const [booked, setBooked] = useState<Schemas['ActivityBooking'] | null>(null);
  const [tried, setTried] = useState(false);
  const availability = useActivityAvailability(product.id, from === null ? null : { from, to: addDays(from, WINDOW_DAYS - 1) });
  const today = useRef<string | null>(null);
  if (from === null && availability.data && today.current === null) today.current = availability.data.from;
  const shownFrom = from ?? availability.data?.from ?? null;
  const quoteAttempt = useAttempt();
  const bookAttempt = useAttempt();
  const pricing = useActivityQuote((answer) => {
    quoteAttempt.done();
    setQuote(answer);
  });
  const booking = useBookActivity((answer) => {
    bookAttempt.done();
    setBooked(answer);
  });
  const quoteHeading = useFocusOnShow<HTMLHeadingElement>(quote?.id);
  const bookedHeading = useFocusOnShow<HTMLHeadingElement>(booked?.id);
  const collects = product.meeting.type === 'hotel_pickup';
  const zones = product.meeting.pickup_zones;
  const zoneNames = zones.map((zone) => labels.zones[zone]).join(', ');

  const pickupRequest = ((): { zone: TransportZone; hotel: string } | null | 'outside' => {
    if (!collects) return null;
    if (pickup.kind === 'other') return pickup.hotel.trim() && pickup.zone ? { zone: pickup.zone, hotel: pickup.hotel.trim() } : null;
    const place = pickup.picked?.kind === 'place' ? pickup.picked.place : null;
    if (!place) return null;
    if (!place.zone || !zones.includes(place.zone)) return 'outside';
    return { zone: place.zone, hotel: place.name };
  })();
  const ready = day !== null && start !== null && (!collects || (pickupRequest !== null && pickupRequest !== 'outside'));
  const request = ready
    ? {
        product_id: product.id,
        date: day,
        start_time: start,
        guests: { adults: Number(party.adults), children: Number(party.children), infants: Number(party.infants) },
        language,
        ...(collects && pickupRequest !== null && pickupRequest !== 'outside' ? { pickup: pickupRequest } : {}),
      }
    : null;
  const askPrice = () => {
    setTried(true);
    if (request) pricing.mutate({ request, key: quoteAttempt.keyFor(request) });
  };
  const changed = () => setQuote(null);

  if (booked) {
    return (
      <section className="card book-step booked" aria-labelledby="tour-booked-title">
        <h2 id="tour-booked-title" tabIndex={-1} ref={bookedHeading}>
          {fill(words.bookedTitle, { reference: booked.reference })}
        </h2>
        <p>
          <span className={statusClass(booked.status)}>{labels.statuses[booked.status]}</span> · {fill(words.bookedLead, { amount: money(booked.price.amount_due_aed, lang) })}
        </p>
        {booked.status === 'on_request' && <p>{words.bookedOnRequest}</p>}
        <Documents
          headingLevel={3}
          booking={{
            id: booked.id,
            reference: booked.reference,
            sandbox: booked.sandbox,
            hasVoucher: booked.status === 'confirmed' || booked.status === 'driver_assigned',
            hasNameBoard: booked.pickup !== null && (booked.status === 'confirmed' || booked.status === 'driver_assigned'),
            travellerEmail: booked.lead_traveller.email ?? null,
          }}
        />
        <div className="form-actions">
          <Link to={`/bookings/${encodeURIComponent(booked.reference)}`} className="button-link">
            {words.open}
          </Link>
          <button type="button" onClick={onBack}>
            {words.again}
          </button>
        </div>
      </section>
    );
  }

  const expired = booking.error instanceof ApiFailure && booking.error.code === 'quote_expired';
  const policy = product.cancellation_policy;

  return (
    <div className="book-flow">
      <section className="card book-step" aria-labelledby="tour-product-title">
        <div className="part-head">
          <h2 id="tour-product-title">{fill(words.chosenTitle, { name: product.name })}</h2>
          <button type="button" onClick={onBack}>
            {words.another}
          </button>
        </div>
        <p>{product.summary}</p>
        <dl className="facts">
          <dt>{words.meeting}</dt>
          <dd>{collects ? fill(words.pickupFrom, { minutes: product.meeting.pickup_lead_minutes ?? 0, zones: zoneNames }) : fill(words.meetAt, { point: product.meeting.meeting_point ?? '' })}</dd>
          <dt>{words.includes}</dt>
          <dd>{product.includes.join(' · ')}</dd>
          <dt>{words.cancellation}</dt>
          <dd>{fill(words.policy, { hours: policy.free_cancellation_hours, late: policy.late_cancellation_fee_percent })}</dd>
        </dl>

        <h3 id="tour-day-title">{words.dayTitle}</h3>
        <div className="day-nav">
          <button type="button" onClick={() => shownFrom !== null && setFrom(addDays(shownFrom, -WINDOW_DAYS))} disabled={shownFrom === null || today.current === null || shownFrom <= today.current}>
            {words.earlier}
          </button>
          <button type="button" onClick={() => shownFrom !== null && setFrom(addDays(shownFrom, WINDOW_DAYS))} disabled={shownFrom === null}>
            {words.later}
          </button>
        </div>
        <QueryState query={availability} pending={words.loadingDays}>
          {(days) => (
            <>
              <ul className="day-grid" aria-labelledby="tour-day-title">
                {days.days.map((d) => {
                  const open = d.slots.some((slot) => slot.status === 'available' || slot.status === 'limited' || slot.status === 'on_request');
                  return (
                    <li key={d.date}>
                      <button
                        type="button"
                        className={`day day-${d.status}`}
                        aria-pressed={day === d.date}
                        disabled={!open}
                        onClick={() => {
                          setDay(d.date);
                          const first = d.slots.find((slot) => slot.status !== 'closed' && slot.status !== 'sold_out');
                          setStart(first?.start_time ?? null);
                          changed();
                        }}
                      >
                        <span>{formatShortDay(d.date, lang)}</span>
                        <span className="small">{labels.slots[d.status]}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
              {day !== null && (
                <fieldset className="slots">
                  <legend>{words.start}</legend>
                  {(days.days.find((d) => d.date === day)?.slots ?? []).map((slot) => (
                    <label key={slot.start_time} className="check">
                      <input
                        type="radio"
                        name="tour-start"
                        value={slot.start_time}
                        checked={start === slot.start_time}
                        disabled={slot.status === 'closed' || slot.status === 'sold_out'}
                        onChange={() => {
                          setStart(slot.start_time);
                          changed();
                        }}
                      />
                      <span dir="ltr">{slot.start_time}</span> · {labels.slots[slot.status]}
                      {slot.remaining !== null && slot.status !== 'sold_out' && <span className="muted"> · {fill(words.left, { count: slot.remaining })}</span>}
                    </label>
                  ))}
                </fieldset>
              )}
            </>
          )}
        </QueryState>

        <h3>{words.partyTitle}</h3>
        <p className="hint">{fill(words.guests, { min: product.guests.min, max: product.guests.max })}</p>
        <div className="form-grid">
          <div className="field">
            <label htmlFor="tour-adults">{words.adults}</label>
            <input id="tour-adults" type="number" min={1} max={product.guests.max} value={party.adults} onChange={(event) => { setParty({ ...party, adults: event.target.value }); changed(); }} />
          </div>
          {product.prices.child_aed !== null && (
            <div className="field">
              <label htmlFor="tour-children">{words.children}</label>
              <input id="tour-children" type="number" min={0} max={product.guests.max} value={party.children} onChange={(event) => { setParty({ ...party, children: event.target.value }); changed(); }} />
            </div>
          )}
          {product.prices.infant_aed !== null && (
            <div className="field">
              <label htmlFor="tour-infants">{words.infants}</label>
              <input id="tour-infants" type="number" min={0} max={product.guests.max} value={party.infants} onChange={(event) => { setParty({ ...party, infants: event.target.value }); changed(); }} />
            </div>
          )}
          <div className="field">
            <label htmlFor="tour-language">{words.language}</label>
            <select id="tour-language" value={language} onChange={(event) => { setLanguage(event.target.value as ActivityLanguage); changed(); }}>
              {product.languages.map((code) => (
                <option key={code} value={code}>
                  {labels.languages[code]}
                </option>
              ))}
            </select>
          </div>
        </div>

        {collects && (
          <TourPickup
            value={pickup}
            zones={zones}
            onChange={(next) => {
              setPickup(next);
              changed();
            }}
          />
        )}
        {pickupRequest === 'outside' && (
          <p className="field-error" role="alert">
            {fill(words.outsideZones, { zones: zoneNames })}
          </p>
        )}
        {tried && !ready && pickupRequest !== 'outside' && (
          <p className="field-error" role="alert">
            {words.incomplete}
          </p>
        )}
        {pricing.isError && <Failure error={pricing.error} />}
        <div className="form-actions">
          <button type="button" className="primary" onClick={askPrice} disabled={pricing.isPending}>
            {pricing.isPending ? words.pricing : words.price}
          </button>
        </div>
      </section>

      {quote && (
        <section className="card book-step" aria-labelledby="tour-quote-title">
          <h2 id="tour-quote-title" tabIndex={-1} ref={quoteHeading}>
            {words.quoteTitle}
          </h2>
          {quote.sandbox && <p className="notice">{words.test}</p>}
          <dl className="facts quote-facts">
            <dt>{words.when}</dt>
            <dd>{formatWhen(quote.starts_at, lang)}</dd>
            <dt>{words.party}</dt>
            <dd>{fill(words.partyValue, { adults: quote.guests.adults, children: quote.guests.children, infants: quote.guests.infants })}</dd>
            {quote.language && (
              <>
                <dt>{words.language}</dt>
                <dd>{labels.languages[quote.language]}</dd>
              </>
            )}
            {quote.pickup && (
              <>
                <dt>{words.pickup}</dt>
                <dd>{fill(words.pickupAt, { time: quote.pickup.time, hotel: quote.pickup.hotel })}</dd>
              </>
            )}
            <dt>{words.lines}</dt>
            <dd>
              <ul className="plain-list">
                {quote.pricing.lines.map((line) => (
                  <li key={line.description}>
                    {line.description} × {line.quantity}: {money(line.amount_aed, lang)}
                  </li>
                ))}
              </ul>
            </dd>
            <dt>{words.due}</dt>
            <dd>
              <strong className="price">{money(quote.pricing.amount_due_aed, lang)}</strong>
              <PriceInWords pricing={quote.pricing} />
              <p className="muted small">{fill(words.holds, { time: formatClock(quote.expires_at, lang) })}</p>
            </dd>
            <dt>{words.cancellation}</dt>
            <dd>
              <PolicyInWords policy={quote.cancellation} amountDue={quote.pricing.amount_due_aed} quotedAt={quote.created_at} onRequest={quote.confirmation === 'on_request'} />
            </dd>
          </dl>
          <form
            className="traveller-form"
            onSubmit={(event) => {
              event.preventDefault();
              const { traveller: lead, ...rest } = travellerOf(traveller, false);
              const body = { quote_id: quote.id, lead_traveller: lead, ...rest };
              booking.mutate({ request: body, key: bookAttempt.keyFor(body) });
            }}
          >
            <h3>{words.travellerTitle}</h3>
            <TravellerFields value={traveller} onChange={setTraveller} flight={false} phoneRequired={collects} idPrefix="tour" />
            {booking.isError && <Failure error={booking.error} />}
            <div className="form-actions">
              {expired ? (
                <button type="button" className="primary" onClick={askPrice}>
                  {words.expired}
                </button>
              ) : (
                <button type="submit" className="primary" disabled={booking.isPending}>
                  {booking.isPending ? words.booking : fill(words.book, { amount: money(quote.pricing.amount_due_aed, lang) })}
                </button>
              )}
              <button type="button" onClick={() => setQuote(null)}>
                {words.change}
              </button>
            </div>
          </form>
        </section>
      )}
    </div>
  );
}

function TourPickup({ value, zones, onChange }: { value: Pickup; zones: readonly TransportZone[]; onChange: (next: Pickup) => void }) {
  const words = useWords();
  const labels = useLabels();
  return (
    <div className="tour-pickup">
      {value.kind === 'catalogue' ? (
        <PlacePicker legend={words.pickup} value={value.picked} allowAddress={false} kinds={['hotel', 'landmark', 'mall', 'venue']} onChange={(picked) => onChange({ kind: 'catalogue', picked })} />
      ) : (
        <fieldset>
          <legend>{words.pickup}</legend>
          <div className="form-grid">
            <div className="field">
              <label htmlFor="tour-hotel">{words.hotelName}</label>
              <input id="tour-hotel" maxLength={120} autoComplete="off" value={value.hotel} onChange={(event) => onChange({ ...value, hotel: event.target.value })} />
            </div>
            <div className="field">
              <label htmlFor="tour-zone">{words.area}</label>
              <select id="tour-zone" value={value.zone} onChange={(event) => onChange({ ...value, zone: event.target.value as TransportZone | '' })}>
                <option value="" />
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {labels.zones[zone]}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </fieldset>
      )}
      <label className="check">
        <input type="checkbox" checked={value.kind === 'other'} onChange={(event) => onChange(event.target.checked ? { kind: 'other', hotel: '', zone: '' } : { kind: 'catalogue', picked: null })} />
        {words.otherHotel}
      </label>
    </div>
  );
}

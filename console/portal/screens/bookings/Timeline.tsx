import { QueryState } from '../../../src/QueryState';
import { defineWords, fill, useLang } from '../../i18n';
import { useBookingTimeline, type BookingEvent } from '../../queries/bookings';
import { formatWhen, money } from './format';
import { useLabels } from './labels';

/**
 * What happened to the booking, newest first: its events of the last 30 days (GET /events with
 * the booking as subject), each in words with what it changed that a person cares about: the
 * driver, the flight's news, the new pickup, a cancellation's fee.
 */
const useWords = defineWords({
  en: {
    title: 'Timeline',
    loading: 'Loading what happened…',
    none: 'Nothing in the last 30 days.',
    more: 'Show earlier events',
    driver: 'Driver: {name}',
    pickup: 'New pickup: {when}',
    flight: 'Flight {number}: {status}',
    fee: 'Fee kept: {fee}',
    kept: 'Kept 30 days.',
  },
  ar: {
    title: 'السجل الزمني',
    loading: 'جارٍ تحميل ما حدث…',
    none: 'لا شيء خلال آخر 30 يومًا.',
    more: 'عرض أحداث أقدم',
    driver: 'السائق: {name}',
    pickup: 'موعد الاستلام الجديد: {when}',
    flight: 'الرحلة {number}: {status}',
    fee: 'رسوم محتجزة: {fee}',
    kept: 'تُحفظ الأحداث 30 يومًا.',
  },
});

type Snapshot = Record<string, unknown>;
const objectAt = (value: unknown): Snapshot | null => (typeof value === 'object' && value !== null ? (value as Snapshot) : null);

function useDetail(): (event: BookingEvent) => string | null {
  const words = useWords();
  const labels = useLabels();
  const { lang } = useLang();
  return (event) => {
    const shown = objectAt(event.data.object) ?? {};
    if (event.type === 'booking.driver_assigned') {
      const driver = objectAt(shown.driver);
      return typeof driver?.name === 'string' ? fill(words.driver, { name: driver.name }) : null;
    }
    if (event.type === 'booking.pickup_rescheduled') {
      const pickup = objectAt(shown.pickup);
      const at = typeof pickup?.at === 'string' ? pickup.at : typeof shown.starts_at === 'string' ? shown.starts_at : null;
      return at ? fill(words.pickup, { when: formatWhen(at, lang) }) : null;
    }
    if (event.type === 'booking.flight_updated') {
      const flight = objectAt(shown.flight);
      const status = flight?.status as keyof typeof labels.flights | undefined;
      return flight && status && status in labels.flights ? fill(words.flight, { number: String(flight.number), status: labels.flights[status] }) : null;
    }
    if (event.type === 'booking.cancelled') {
      const fee = objectAt(shown.money)?.cancellation_fee_aed;
      return typeof fee === 'number' && fee > 0 ? fill(words.fee, { fee: money(fee, lang) }) : null;
    }
    return null;
  };
}

export function Timeline({ id }: { id: string }) {
  const words = useWords();
  const labels = useLabels();
  const { lang } = useLang();
  const { query, rows } = useBookingTimeline(id);
  const detail = useDetail();
  return (
    <section className="card" aria-labelledby="timeline-title">
      <h2 id="timeline-title">{words.title}</h2>
      <QueryState query={query} pending={words.loading} empty={words.none} more={words.more}>
        {() => (
          <ol className="history">
            {rows.map((event) => {
              const said = detail(event);
              return (
                <li key={event.id} className="history-entry">
                  <p className="history-head">
                    <time dateTime={event.created_at}>{formatWhen(event.created_at, lang)}</time>
                  </p>
                  <p className="history-what">{labels.events[event.type] ?? event.type}</p>
                  {said && <p className="history-change">{said}</p>}
                </li>
              );
            })}
          </ol>
        )}
      </QueryState>
      <p className="muted small">{words.kept}</p>
    </section>
  );
}

import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../../src/DataTable';
import { Link } from '../../../src/Link';
import { QueryState } from '../../../src/QueryState';
import { navigate, useQueryParams, useScreen } from '../../../src/router';
import { defineWords, fill, useLang } from '../../i18n';
import { useBookings, type BookingFilters, type BookingKind, type BookingStatus, type BookingSummary } from '../../queries/bookings';
import { BookingPage } from './BookingPage';
import { formatDay, formatWhen, money } from './format';
import { statusClass, useLabels } from './labels';
import './bookings.css';

/**
 * The Bookings screen: every booking of the account's data (test or live, as the session's switch
 * says) at /bookings, searched by reference, traveller or the partner's own reference and
 * filtered by status, kind and service dates, all kept in the address; a booking's page at
 * /bookings/<reference>.
 */
const useWords = defineWords({
  en: {
    title: 'Bookings',
    search: 'Search bookings',
    q: 'Reference or traveller',
    qHint: 'A booking reference, your own reference, or part of the traveller’s name.',
    status: 'Status',
    kind: 'Kind',
    any: 'Any',
    from: 'Service from',
    to: 'Service to',
    find: 'Search',
    clear: 'Clear',
    loading: 'Loading the bookings…',
    more: 'Show more bookings',
    none: 'No booking matches.',
    shownOne: '1 booking shown.',
    shown: '{count} bookings shown, most recently booked first.',
    shownMore: '{count} bookings shown, most recently booked first; more follow.',
    caption: 'Bookings, most recently booked first',
    booking: 'Booking',
    traveller: 'Traveller',
    service: 'Service (UAE time)',
    amount: 'Amount due',
  },
  ar: {
    title: 'الحجوزات',
    search: 'البحث في الحجوزات',
    q: 'المرجع أو المسافر',
    qHint: 'مرجع الحجز أو مرجعك الخاص أو جزء من اسم المسافر.',
    status: 'الحالة',
    kind: 'النوع',
    any: 'الكل',
    from: 'الخدمة من',
    to: 'الخدمة حتى',
    find: 'بحث',
    clear: 'مسح',
    loading: 'جارٍ تحميل الحجوزات…',
    more: 'عرض مزيد من الحجوزات',
    none: 'لا يوجد حجز مطابق.',
    shownOne: 'يُعرض حجز واحد.',
    shown: 'يُعرض {count} حجزًا، الأحدث حجزًا أولًا.',
    shownMore: 'يُعرض {count} حجزًا، الأحدث حجزًا أولًا؛ وهناك المزيد.',
    caption: 'الحجوزات، الأحدث حجزًا أولًا',
    booking: 'الحجز',
    traveller: 'المسافر',
    service: 'الموعد',
    amount: 'المستحق',
  },
});

const STATUSES: readonly BookingStatus[] = ['on_request', 'confirmed', 'driver_assigned', 'completed', 'no_show', 'declined', 'cancelled'];
const KINDS: readonly BookingKind[] = ['transport', 'activity', 'client', 'desk_sale', 'corporate', 'dmc', 'referral'];
const FILTER_KEYS = ['q', 'status', 'kind', 'from', 'to'] as const;

function filtersOf(params: URLSearchParams): BookingFilters {
  const status = params.get('status') ?? '';
  const kind = params.get('kind') ?? '';
  const date = (value: string | null): string => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
  return {
    q: params.get('q') ?? '',
    status: (STATUSES as readonly string[]).includes(status) ? (status as BookingStatus) : '',
    kind: (KINDS as readonly string[]).includes(kind) ? (kind as BookingKind) : '',
    from: date(params.get('from')),
    to: date(params.get('to')),
  };
}

function addressOf(filters: BookingFilters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value !== '') params.set(key, value);
  }
  const query = params.toString();
  return query === '' ? '/bookings' : `/bookings?${query}`;
}

export function BookingsScreen() {
  const path = useScreen();
  const ref = path.split('/')[2];
  if (ref !== undefined && ref !== '') return <BookingPage reference={decodeURIComponent(ref)} />;
  return <BookingList />;
}

const column = createColumnHelper<BookingSummary>();

function BookingList() {
  const words = useWords();
  const labels = useLabels();
  const { lang } = useLang();
  const params = useQueryParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const [form, setForm] = useState<BookingFilters>(filters);
  // A link or Back gives new filters: the form shows them.
  useEffect(() => setForm(filters), [filters]);
  const { query: bookings, rows } = useBookings(filters);

  const columns = useMemo(
    () => [
      column.accessor('reference', {
        header: words.booking,
        cell: ({ row }) => (
          <>
            <Link to={`/bookings/${encodeURIComponent(row.original.reference)}`} className="ref" dir="ltr">
              {row.original.reference}
            </Link>
            <br />
            <span className="muted small">
              {labels.kinds[row.original.kind]}
              {row.original.agency_reference && (
                <>
                  {' · '}
                  <span className="ref">{row.original.agency_reference}</span>
                </>
              )}
            </span>
          </>
        ),
      }),
      column.accessor('traveller_name', { header: words.traveller }),
      column.accessor('service_date', { header: words.service, cell: ({ row }) => <span className="nowrap">{row.original.starts_at ? formatWhen(row.original.starts_at, lang) : formatDay(row.original.service_date, lang)}</span> }),
      column.accessor('status', { header: words.status, cell: (cell) => <span className={statusClass(cell.getValue())}>{labels.statuses[cell.getValue()]}</span> }),
      column.accessor('amount_due_aed', { header: words.amount, cell: (cell) => <span className="amount">{money(cell.getValue(), lang)}</span> }),
    ],
    [words, labels, lang],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(addressOf(form));
  };
  const set = (key: keyof BookingFilters) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });

  return (
    <section aria-labelledby="bookings-title" className="portal-bookings">
      <h1 id="bookings-title" tabIndex={-1}>
        {words.title}
      </h1>
      <form className="filters filters-bookings" role="search" aria-label={words.search} onSubmit={submit}>
        <div className="field field-wide">
          <label htmlFor="bookings-q">{words.q}</label>
          <input id="bookings-q" type="search" autoComplete="off" maxLength={100} value={form.q} onChange={set('q')} aria-describedby="bookings-q-hint" />
          <p className="hint" id="bookings-q-hint">
            {words.qHint}
          </p>
        </div>
        <div className="field">
          <label htmlFor="bookings-status">{words.status}</label>
          <select id="bookings-status" value={form.status} onChange={set('status')}>
            <option value="">{words.any}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {labels.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="bookings-kind">{words.kind}</label>
          <select id="bookings-kind" value={form.kind} onChange={set('kind')}>
            <option value="">{words.any}</option>
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {labels.kinds[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="bookings-from">{words.from}</label>
          <input id="bookings-from" type="date" value={form.from} onChange={set('from')} />
        </div>
        <div className="field">
          <label htmlFor="bookings-to">{words.to}</label>
          <input id="bookings-to" type="date" value={form.to} onChange={set('to')} />
        </div>
        <div className="filter-actions">
          <button type="submit" className="primary">
            {words.find}
          </button>
          <button type="button" onClick={() => navigate('/bookings')}>
            {words.clear}
          </button>
        </div>
      </form>
      <QueryState query={bookings} pending={words.loading} more={words.more}>
        {() => (
          <>
            <p role="status" aria-live="polite" className="muted">
              {rows.length === 0 ? words.none : rows.length === 1 && !bookings.hasNextPage ? words.shownOne : fill(bookings.hasNextPage ? words.shownMore : words.shown, { count: rows.length })}
            </p>
            {rows.length > 0 && <DataTable caption={words.caption} columns={columns} data={rows} rowKey={(row) => row.id} />}
          </>
        )}
      </QueryState>
    </section>
  );
}

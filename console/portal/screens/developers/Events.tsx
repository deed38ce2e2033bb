import { useMemo, useState, type FormEvent } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../../src/DataTable';
import { QueryState } from '../../../src/QueryState';
import { Link } from '../../../src/Link';
import { navigate, useQueryParams } from '../../../src/router';
import { defineWords } from '../../i18n';
import { Code, useFormatTime } from './common';
import { useEvent, useEvents, type ApiEvent } from './queries';

const useWords = defineWords({
  en: {
    heading: 'Events',
    lead: 'What happened to your objects in the last 30 days, newest first: the same events your webhook endpoints receive, each with its object as it then stood.',
    type: 'Event type',
    typeHint: 'An exact type (booking.cancelled) or every type of an object (booking.*).',
    find: 'Show',
    clear: 'Every type',
    caption: 'Events, newest first',
    loading: 'Loading the events…',
    none: 'No event matches.',
    more: 'Load more events',
    time: 'Time (UAE)',
    subject: 'Object',
    request: 'Caused by call',
    byDesk: 'The trade desk or the service',
    open: 'Event',
    back: 'Back to the events',
    eventTitle: 'Event',
    eventLoading: 'Loading the event…',
    data: 'The object, as the event carries it',
    previous: 'What it was before',
  },
  ar: {
    heading: 'الأحداث',
    lead: 'ما جرى لعناصركم خلال آخر 30 يوماً، الأحدث أولاً: الأحداث نفسها التي تستقبلها نقاط الاستقبال، كلٌّ منها مع العنصر كما كان حينها.',
    type: 'نوع الحدث',
    typeHint: 'نوع محدد (booking.cancelled) أو كل أنواع عنصر (booking.*).',
    find: 'عرض',
    clear: 'كل الأنواع',
    caption: 'الأحداث، الأحدث أولاً',
    loading: 'جارٍ تحميل الأحداث…',
    none: 'لا يوجد حدث مطابق.',
    more: 'تحميل المزيد من الأحداث',
    time: 'الوقت (الإمارات)',
    subject: 'العنصر',
    request: 'الطلب المسبّب',
    byDesk: 'مكتب التجارة أو الخدمة',
    open: 'الحدث',
    back: 'العودة إلى الأحداث',
    eventTitle: 'الحدث',
    eventLoading: 'جارٍ تحميل الحدث…',
    data: 'العنصر كما يحمله الحدث',
    previous: 'ما كان عليه من قبل',
  },
});

const column = createColumnHelper<ApiEvent>();

export function EventList() {
  const words = useWords();
  const when = useFormatTime();
  const params = useQueryParams();
  const type = params.get('type')?.trim() ?? '';
  const { query, rows } = useEvents(type);
  const [typed, setTyped] = useState(type);
  const show = (event: FormEvent): void => {
    event.preventDefault();
    navigate(typed.trim() ? `/developers/events?type=${encodeURIComponent(typed.trim())}` : '/developers/events');
  };
  const columns = useMemo(
    () => [
      column.accessor('created_at', { header: words.time, cell: (cell) => <span className="nowrap">{when(cell.getValue())}</span> }),
      column.accessor('type', {
        header: words.open,
        cell: (cell) => (
          <Link to={`/developers/events/${encodeURIComponent(cell.row.original.id)}`}>
            <Code>{cell.getValue()}</Code>
          </Link>
        ),
      }),
      column.accessor('subject', {
        header: words.subject,
        cell: (cell) => (
          <Code>
            {cell.getValue().type} {cell.getValue().id}
          </Code>
        ),
      }),
      column.accessor('request_id', {
        header: words.request,
        cell: (cell) =>
          cell.getValue() ? (
            <Link to={`/developers/logs/${encodeURIComponent(cell.getValue() as string)}`}>
              <Code>{cell.getValue()}</Code>
            </Link>
          ) : (
            <span className="muted">{words.byDesk}</span>
          ),
      }),
    ],
    [words, when],
  );
  return (
    <section className="card part" aria-labelledby="events-title">
      <h2 id="events-title">{words.heading}</h2>
      <p>{words.lead}</p>
      <form className="filters filters-narrow" role="search" aria-label={words.type} onSubmit={show}>
        <div className="field">
          <label htmlFor="event-type">{words.type}</label>
          <input id="event-type" dir="ltr" autoComplete="off" spellCheck={false} placeholder="booking.*" value={typed} onChange={(event) => setTyped(event.target.value)} aria-describedby="event-type-hint" />
          <p className="hint" id="event-type-hint">
            {words.typeHint}
          </p>
        </div>
        <div className="filter-actions">
          <button type="submit" className="primary">
            {words.find}
          </button>
          <Link to="/developers/events" onClick={() => setTyped('')}>
            {words.clear}
          </Link>
        </div>
      </form>
      <QueryState query={query} pending={words.loading} empty={words.none} more={words.more}>
        {() => <DataTable caption={words.caption} columns={columns} data={rows} rowKey={(row) => row.id} />}
      </QueryState>
    </section>
  );
}

export function EventDetail({ id }: { id: string }) {
  const words = useWords();
  const when = useFormatTime();
  const event = useEvent(id);
  return (
    <section className="card part" aria-labelledby="event-title">
      <p>
        <Link to="/developers/events">{words.back}</Link>
      </p>
      <h2 id="event-title">
        {words.eventTitle} <Code>{id}</Code>
      </h2>
      <QueryState query={event} pending={words.eventLoading}>
        {(shown) => (
          <>
            <dl className="facts dev-facts">
              <dt>{words.open}</dt>
              <dd>
                <Code>{shown.type}</Code>
              </dd>
              <dt>{words.time}</dt>
              <dd>{when(shown.created_at)}</dd>
              <dt>{words.subject}</dt>
              <dd>
                <Code>
                  {shown.subject.type} {shown.subject.id}
                </Code>
              </dd>
              <dt>{words.request}</dt>
              <dd>
                {shown.request_id ? (
                  <Link to={`/developers/logs/${encodeURIComponent(shown.request_id)}`}>
                    <Code>{shown.request_id}</Code>
                  </Link>
                ) : (
                  words.byDesk
                )}
              </dd>
            </dl>
            <h3>{words.data}</h3>
            <pre className="dev-json" dir="ltr" tabIndex={0}>
              {JSON.stringify(shown.data.object, null, 2)}
            </pre>
            {shown.data.previous_attributes && (
              <>
                <h3>{words.previous}</h3>
                <pre className="dev-json" dir="ltr" tabIndex={0}>
                  {JSON.stringify(shown.data.previous_attributes, null, 2)}
                </pre>
              </>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

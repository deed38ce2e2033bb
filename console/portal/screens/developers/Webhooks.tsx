import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../../src/DataTable';
import { QueryState } from '../../../src/QueryState';
import { Failure } from '../../../src/Failure';
import { Link } from '../../../src/Link';
import { defineWords, fill } from '../../i18n';
import { usePortalSession } from '../../session';
import { Code, useFormatTime } from './common';
import { useDeliveries, useDelivery, useEndpoint, useEndpoints, useResendDelivery, type WebhookDelivery, type WebhookEndpoint } from './queries';

const useWords = defineWords({
  en: {
    heading: 'Webhook endpoints',
    lead: 'The addresses your systems receive events at, as signed POST requests. Open one to see each delivery, every attempt with your receiver’s status and timing, and to send a delivery again.',
    caption: 'Webhook endpoints, newest first',
    loading: 'Loading the endpoints…',
    none: 'No webhook endpoints yet: they are set up through the API (POST /api/b2b/v1/webhook-endpoints).',
    url: 'URL',
    events: 'Events',
    allEvents: 'Every event',
    state: 'State',
    enabled: 'Enabled',
    disabled: 'Disabled',
    failingSince: 'Failing since {when}',
    deliveries: 'Deliveries',
    openDeliveries: 'Deliveries',
    to: 'to {url}',
    back: 'Back to the webhook endpoints',
    endpointTitle: 'Deliveries to',
    endpointLoading: 'Loading the endpoint…',
    deliveriesCaption: 'Deliveries of this endpoint, newest first',
    deliveriesLoading: 'Loading the deliveries…',
    noDeliveries: 'No deliveries yet.',
    more: 'Load more deliveries',
    created: 'Created (UAE time)',
    event: 'Event',
    status: 'Status',
    pending: 'Pending',
    succeeded: 'Succeeded',
    failed: 'Failed',
    cancelled: 'Cancelled',
    attempts: 'Attempts',
    lastStatus: 'Last answer',
    noAnswer: 'No answer',
    attemptsLink: 'Attempts',
    ofDelivery: 'of delivery {id}',
    deliveryTitle: 'Delivery',
    deliveryLoading: 'Loading the delivery…',
    backToEndpoint: 'Back to the endpoint’s deliveries',
    eventLink: 'The event',
    nextAttempt: 'Next attempt',
    delivered: 'Delivered',
    attemptsCaption: 'Attempts, oldest first',
    noAttempts: 'No attempt yet.',
    number: 'No.',
    started: 'Started (UAE time)',
    outcome: 'Outcome',
    receiverStatus: 'Your receiver’s status',
    duration: 'Duration',
    ms: '{n} ms',
    detail: 'Error or answer',
    resend: 'Resend',
    resending: 'Resending…',
    resendHint: 'Sends the same event (same id and body) to the endpoint again, now.',
    resent: 'The delivery was queued again: its next attempt is due now.',
    outcome_succeeded: 'Succeeded',
    outcome_http_error: 'Error status',
    outcome_timeout: 'No answer in 10 s',
    outcome_network_error: 'Connection failed',
    outcome_refused_address: 'Address refused',
  },
  ar: {
    heading: 'نقاط استقبال الإشعارات (Webhooks)',
    lead: 'العناوين التي تستقبل عليها أنظمتكم الأحداث كطلبات POST موقّعة. افتحوا إحداها لرؤية كل عملية إرسال، وكل محاولة مع حالة ردّ مستقبِلكم وتوقيته، ولإعادة إرسال عملية.',
    caption: 'نقاط الاستقبال، الأحدث أولاً',
    loading: 'جارٍ تحميل نقاط الاستقبال…',
    none: 'لا توجد نقاط استقبال بعد: تُنشأ عبر الواجهة البرمجية (POST /api/b2b/v1/webhook-endpoints).',
    url: 'العنوان',
    events: 'الأحداث',
    allEvents: 'كل الأحداث',
    state: 'الحالة',
    enabled: 'مفعّلة',
    disabled: 'معطّلة',
    failingSince: 'تفشل منذ {when}',
    deliveries: 'عمليات الإرسال',
    openDeliveries: 'عمليات الإرسال',
    to: 'إلى {url}',
    back: 'العودة إلى نقاط الاستقبال',
    endpointTitle: 'عمليات الإرسال إلى',
    endpointLoading: 'جارٍ تحميل نقطة الاستقبال…',
    deliveriesCaption: 'عمليات الإرسال إلى نقطة الاستقبال هذه، الأحدث أولاً',
    deliveriesLoading: 'جارٍ تحميل عمليات الإرسال…',
    noDeliveries: 'لا توجد عمليات إرسال بعد.',
    more: 'تحميل المزيد',
    created: 'الإنشاء (بتوقيت الإمارات)',
    event: 'الحدث',
    status: 'الحالة',
    pending: 'قيد الانتظار',
    succeeded: 'ناجحة',
    failed: 'فاشلة',
    cancelled: 'ملغاة',
    attempts: 'المحاولات',
    lastStatus: 'آخر رد',
    noAnswer: 'لا رد',
    attemptsLink: 'المحاولات',
    ofDelivery: 'لعملية الإرسال {id}',
    deliveryTitle: 'عملية الإرسال',
    deliveryLoading: 'جارٍ تحميل عملية الإرسال…',
    backToEndpoint: 'العودة إلى عمليات الإرسال',
    eventLink: 'الحدث',
    nextAttempt: 'المحاولة التالية',
    delivered: 'تاريخ التسليم',
    attemptsCaption: 'المحاولات، الأقدم أولاً',
    noAttempts: 'لا محاولات بعد.',
    number: 'رقم',
    started: 'البدء (بتوقيت الإمارات)',
    outcome: 'النتيجة',
    receiverStatus: 'حالة ردّ مستقبِلكم',
    duration: 'المدة',
    ms: '{n} ملّي ثانية',
    detail: 'الخطأ أو الرد',
    resend: 'إعادة الإرسال',
    resending: 'جارٍ إعادة الإرسال…',
    resendHint: 'يرسل الحدث نفسه (بالمعرّف والمحتوى نفسيهما) إلى نقطة الاستقبال مرة أخرى، الآن.',
    resent: 'أُعيدت عملية الإرسال إلى الطابور: محاولتها التالية مستحقة الآن.',
    outcome_succeeded: 'ناجحة',
    outcome_http_error: 'حالة خطأ',
    outcome_timeout: 'لا رد خلال 10 ثوانٍ',
    outcome_network_error: 'فشل الاتصال',
    outcome_refused_address: 'عنوان مرفوض',
  },
});

type Words = ReturnType<typeof useWords>;

const DELIVERY_STATUS = (words: Words): Record<WebhookDelivery['status'], string> => ({ pending: words.pending, succeeded: words.succeeded, failed: words.failed, cancelled: words.cancelled });
const deliveryClass = (status: WebhookDelivery['status']): string => `status ${status === 'succeeded' ? 'status-active' : status === 'pending' ? 'status-open' : 'status-disabled'}`;

const endpointColumn = createColumnHelper<WebhookEndpoint>();
const deliveryColumn = createColumnHelper<WebhookDelivery>();

export function WebhookEndpoints() {
  const words = useWords();
  const when = useFormatTime();
  const { query, rows } = useEndpoints();
  const columns = useMemo(
    () => [
      endpointColumn.accessor('url', { header: words.url, cell: (cell) => <Code>{cell.getValue()}</Code> }),
      endpointColumn.accessor('enabled_events', { header: words.events, cell: (cell) => (cell.getValue().includes('*') ? words.allEvents : <Code>{cell.getValue().join(', ')}</Code>) }),
      endpointColumn.accessor('status', {
        header: words.state,
        cell: ({ row }) => (
          <>
            <span className={`status ${row.original.status === 'enabled' ? 'status-active' : 'status-disabled'}`}>{row.original.status === 'enabled' ? words.enabled : words.disabled}</span>
            {row.original.failing_since && <div className="muted small">{fill(words.failingSince, { when: when(row.original.failing_since) })}</div>}
          </>
        ),
      }),
      endpointColumn.display({
        id: 'deliveries',
        header: words.deliveries,
        cell: ({ row }) => (
          <Link to={`/developers/webhooks/${encodeURIComponent(row.original.id)}`}>
            {words.openDeliveries}
            <span className="visually-hidden"> {fill(words.to, { url: row.original.url })}</span>
          </Link>
        ),
      }),
    ],
    [words, when],
  );
  return (
    <section className="card part" aria-labelledby="endpoints-title">
      <h2 id="endpoints-title">{words.heading}</h2>
      <p>{words.lead}</p>
      <QueryState query={query} pending={words.loading} empty={words.none}>
        {() => <DataTable caption={words.caption} columns={columns} data={rows} rowKey={(row) => row.id} />}
      </QueryState>
    </section>
  );
}

export function EndpointDeliveries({ id }: { id: string }) {
  const words = useWords();
  const when = useFormatTime();
  const endpoint = useEndpoint(id);
  const { query, rows } = useDeliveries(id);
  const status = DELIVERY_STATUS(words);
  const columns = useMemo(
    () => [
      deliveryColumn.accessor('created_at', { header: words.created, cell: (cell) => <span className="nowrap">{when(cell.getValue())}</span> }),
      deliveryColumn.accessor('event_type', { header: words.event, cell: (cell) => <Code>{cell.getValue()}</Code> }),
      deliveryColumn.accessor('status', { header: words.status, cell: (cell) => <span className={deliveryClass(cell.getValue())}>{status[cell.getValue()]}</span> }),
      deliveryColumn.accessor('attempt_count', { header: words.attempts }),
      deliveryColumn.accessor('last_status_code', { header: words.lastStatus, cell: (cell) => cell.getValue() ?? words.noAnswer }),
      deliveryColumn.display({
        id: 'attempts',
        header: words.attemptsLink,
        cell: ({ row }) => (
          <Link to={`/developers/deliveries/${encodeURIComponent(row.original.id)}`}>
            {words.attemptsLink}
            <span className="visually-hidden"> {fill(words.ofDelivery, { id: row.original.id })}</span>
          </Link>
        ),
      }),
    ],
    [words, when, status],
  );
  return (
    <section className="card part" aria-labelledby="deliveries-title">
      <p>
        <Link to="/developers/webhooks">{words.back}</Link>
      </p>
      <QueryState query={endpoint} pending={words.endpointLoading}>
        {(shown) => (
          <h2 id="deliveries-title">
            {words.endpointTitle} <Code>{shown.url}</Code>
          </h2>
        )}
      </QueryState>
      <QueryState query={query} pending={words.deliveriesLoading} empty={words.noDeliveries} more={words.more}>
        {() => <DataTable caption={words.deliveriesCaption} columns={columns} data={rows} rowKey={(row) => row.id} />}
      </QueryState>
    </section>
  );
}

type Attempt = NonNullable<WebhookDelivery['attempts']>[number];
const attemptColumn = createColumnHelper<Attempt>();

export function DeliveryAttempts({ id }: { id: string }) {
  const words = useWords();
  const when = useFormatTime();
  const delivery = useDelivery(id);
  const resend = useResendDelivery();
  const canManage = usePortalSession().scopes.includes('settings:manage');
  const [said, setSaid] = useState('');
  const status = DELIVERY_STATUS(words);
  const outcome = (value: Attempt['outcome']): string => words[`outcome_${value}`];
  const columns = useMemo(
    () => [
      attemptColumn.accessor('number', { header: words.number }),
      attemptColumn.accessor('created_at', { header: words.started, cell: (cell) => <span className="nowrap">{when(cell.getValue())}</span> }),
      attemptColumn.accessor('outcome', { header: words.outcome, cell: (cell) => <span className={`status ${cell.getValue() === 'succeeded' ? 'status-active' : 'status-disabled'}`}>{outcome(cell.getValue())}</span> }),
      attemptColumn.accessor('status_code', { header: words.receiverStatus, cell: (cell) => cell.getValue() ?? words.noAnswer }),
      attemptColumn.accessor('duration_ms', { header: words.duration, cell: (cell) => <span className="nowrap">{fill(words.ms, { n: cell.getValue() })}</span> }),
      attemptColumn.display({
        id: 'detail',
        header: words.detail,
        cell: ({ row }) => (row.original.error ?? row.original.response_excerpt ? <Code>{row.original.error ?? row.original.response_excerpt}</Code> : '—'),
      }),
    ],
    [words, when],
  );
  return (
    <section className="card part" aria-labelledby="delivery-title">
      <QueryState query={delivery} pending={words.deliveryLoading}>
        {(shown) => (
          <>
            <p>
              <Link to={`/developers/webhooks/${encodeURIComponent(shown.endpoint_id)}`}>{words.backToEndpoint}</Link>
            </p>
            <h2 id="delivery-title">
              {words.deliveryTitle} <Code>{shown.id}</Code>
            </h2>
            <dl className="facts dev-facts">
              <dt>{words.event}</dt>
              <dd>
                <Code>{shown.event_type}</Code> ·{' '}
                <Link to={`/developers/events/${encodeURIComponent(shown.event_id)}`}>
                  {words.eventLink} <Code>{shown.event_id}</Code>
                </Link>
              </dd>
              <dt>{words.status}</dt>
              <dd>
                <span className={deliveryClass(shown.status)}>{status[shown.status]}</span>
              </dd>
              <dt>{words.created}</dt>
              <dd>{when(shown.created_at)}</dd>
              {shown.next_attempt_at && (
                <>
                  <dt>{words.nextAttempt}</dt>
                  <dd>{when(shown.next_attempt_at)}</dd>
                </>
              )}
              {shown.delivered_at && (
                <>
                  <dt>{words.delivered}</dt>
                  <dd>{when(shown.delivered_at)}</dd>
                </>
              )}
            </dl>
            {canManage && (
              <div className="form-actions">
                <button type="button" className="primary" disabled={resend.isPending} aria-describedby="resend-hint" onClick={() => resend.mutate(shown.id, { onSuccess: () => setSaid(words.resent) })}>
                  {resend.isPending ? words.resending : words.resend}
                </button>
                <p className="hint" id="resend-hint">
                  {words.resendHint}
                </p>
              </div>
            )}
            <p role="status" aria-live="polite" className={said ? 'saved' : undefined}>
              {said}
            </p>
            {resend.isError && <Failure error={resend.error} />}
            <h3>{words.attempts}</h3>
            {(shown.attempts ?? []).length === 0 ? (
              <p className="muted">{words.noAttempts}</p>
            ) : (
              <DataTable caption={words.attemptsCaption} columns={columns} data={shown.attempts ?? []} rowKey={(row) => row.id} />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

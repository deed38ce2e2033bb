import { useMemo, useState, type FormEvent } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../../src/DataTable';
import { QueryState } from '../../../src/QueryState';
import { Link } from '../../../src/Link';
import { navigate, useQueryParams } from '../../../src/router';
import { defineWords, fill } from '../../i18n';
import { Code, useFormatTime } from './common';
import { useRequestLog, useRequestLogs, type RequestLog, type RequestLogFilters } from './queries';

const useWords = defineWords({
  en: {
    heading: 'Request log',
    lead: 'Every call to the API of the last 30 days, by your keys and by the people of your account in this portal, whatever it answered. Find one by the x-request-id its answer carried. Bodies are not kept: only the names of the fields sent.',
    search: 'Search the log',
    requestId: 'Request ID (x-request-id)',
    requestIdHint: 'req_ followed by 24 letters and digits, as the answer’s x-request-id header gave it.',
    statusClass: 'Status',
    anyStatus: 'Any status',
    ok: '2xx succeeded',
    redirected: '3xx not modified',
    refused: '4xx refused',
    failed: '5xx failed',
    method: 'Method',
    anyMethod: 'Any method',
    path: 'Path starts with',
    from: 'From (UAE date)',
    to: 'To (UAE date)',
    find: 'Search',
    clear: 'Clear the search',
    caption: 'Calls to the API, newest first',
    loading: 'Loading the log…',
    none: 'No call matches.',
    more: 'Load more calls',
    time: 'Time (UAE)',
    call: 'Call',
    status: 'Status',
    caller: 'By',
    duration: 'Duration',
    ms: '{n} ms',
    id: 'Request ID',
    key: 'key',
    back: 'Back to the request log',
    entryTitle: 'Call',
    entryLoading: 'Loading the call…',
    when: 'When (UAE time)',
    operation: 'Operation',
    errorCode: 'Error code',
    none2: 'None',
    address: 'From address',
    queryNames: 'Query parameters sent',
    bodyNames: 'Body fields sent',
    nothing: 'None',
    idempotency: 'Idempotency-Key',
    sent: 'Sent',
    notSent: 'Not sent',
    replayed: 'Answer replayed from an earlier call with the same key',
    yes: 'Yes',
    no: 'No',
  },
  ar: {
    heading: 'سجل الطلبات',
    lead: 'كل طلب إلى الواجهة البرمجية خلال آخر 30 يوماً، من مفاتيحكم ومن أشخاص حسابكم في هذه البوابة، أياً كان الرد. ابحثوا عن طلب برقم x-request-id الذي حمله رده. لا تُحفظ محتويات الطلبات: فقط أسماء الحقول المرسلة.',
    search: 'البحث في السجل',
    requestId: 'رقم الطلب (x-request-id)',
    requestIdHint: 'req_ متبوعاً بـ 24 حرفاً ورقماً، كما ورد في ترويسة x-request-id للرد.',
    statusClass: 'الحالة',
    anyStatus: 'أي حالة',
    ok: '2xx ناجح',
    redirected: '3xx غير معدّل',
    refused: '4xx مرفوض',
    failed: '5xx فشل',
    method: 'الطريقة',
    anyMethod: 'أي طريقة',
    path: 'المسار يبدأ بـ',
    from: 'من (تاريخ الإمارات)',
    to: 'إلى (تاريخ الإمارات)',
    find: 'بحث',
    clear: 'مسح البحث',
    caption: 'الطلبات إلى الواجهة البرمجية، الأحدث أولاً',
    loading: 'جارٍ تحميل السجل…',
    none: 'لا يوجد طلب مطابق.',
    more: 'تحميل المزيد من الطلبات',
    time: 'الوقت (الإمارات)',
    call: 'الطلب',
    status: 'الحالة',
    caller: 'بواسطة',
    duration: 'المدة',
    ms: '{n} ملّي ثانية',
    id: 'رقم الطلب',
    key: 'المفتاح',
    back: 'العودة إلى سجل الطلبات',
    entryTitle: 'الطلب',
    entryLoading: 'جارٍ تحميل الطلب…',
    when: 'الوقت (بتوقيت الإمارات)',
    operation: 'العملية',
    errorCode: 'رمز الخطأ',
    none2: 'لا يوجد',
    address: 'من العنوان',
    queryNames: 'معاملات الاستعلام المرسلة',
    bodyNames: 'حقول المحتوى المرسلة',
    nothing: 'لا شيء',
    idempotency: 'Idempotency-Key',
    sent: 'مُرسل',
    notSent: 'غير مُرسل',
    replayed: 'رد مُعاد من طلب سابق بالمفتاح نفسه',
    yes: 'نعم',
    no: 'لا',
  },
});

type Words = ReturnType<typeof useWords>;

const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The filters as the address keeps them; a value the API would refuse is left out rather than sent. */
function filtersOf(params: URLSearchParams): RequestLogFilters {
  const filters: RequestLogFilters = {};
  const id = params.get('request_id')?.trim();
  if (id) filters.request_id = id;
  const status = params.get('status_class');
  if (status && (STATUS_CLASSES as readonly string[]).includes(status)) filters.status_class = status as RequestLogFilters['status_class'];
  const method = params.get('method');
  if (method && (METHODS as readonly string[]).includes(method)) filters.method = method as RequestLogFilters['method'];
  const path = params.get('path_prefix')?.trim();
  if (path) filters.path_prefix = path.startsWith('/') ? path : `/${path}`;
  const from = params.get('from');
  if (from && /^\d{4}-\d{2}-\d{2}$/.test(from)) filters.created_gte = `${from}T00:00:00+04:00`;
  const to = params.get('to');
  if (to && /^\d{4}-\d{2}-\d{2}$/.test(to)) filters.created_lt = new Date(new Date(`${to}T00:00:00+04:00`).getTime() + 86_400_000).toISOString();
  return filters;
}

function Caller({ entry, words }: { entry: RequestLog; words: Words }) {
  if (entry.caller.person) return <bdi dir="ltr">{entry.caller.person.email}</bdi>;
  if (entry.caller.api_key)
    return (
      <>
        {words.key} <Code>{entry.caller.api_key.prefix}…</Code>
      </>
    );
  return <Code>{entry.caller.actor}</Code>;
}

const statusClassName = (status: number): string => (status >= 500 ? 'status status-disabled' : status >= 400 ? 'status status-open' : 'status status-active');

const column = createColumnHelper<RequestLog>();

export function RequestLogList() {
  const words = useWords();
  const when = useFormatTime();
  const params = useQueryParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const { query, rows } = useRequestLogs(filters);
  const [form, setForm] = useState(() => ({
    request_id: params.get('request_id') ?? '',
    status_class: params.get('status_class') ?? '',
    method: params.get('method') ?? '',
    path_prefix: params.get('path_prefix') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  }));
  const set = (name: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value });
  const search = (event: FormEvent): void => {
    event.preventDefault();
    const next = new URLSearchParams(Object.entries(form).filter(([, value]) => value.trim() !== '').map(([name, value]) => [name, value.trim()]));
    const query = next.toString();
    navigate(`/developers/logs${query ? `?${query}` : ''}`);
  };

  const columns = useMemo(
    () => [
      column.accessor('created_at', { header: words.time, cell: (cell) => <span className="nowrap">{when(cell.getValue())}</span> }),
      column.display({
        id: 'call',
        header: words.call,
        cell: ({ row }) => (
          <Code>
            {row.original.method} {row.original.path}
          </Code>
        ),
      }),
      column.accessor('status', {
        header: words.status,
        cell: ({ row }) => (
          <>
            <span className={statusClassName(row.original.status)}>{row.original.status}</span>
            {row.original.error_code && (
              <div className="small">
                <Code>{row.original.error_code}</Code>
              </div>
            )}
          </>
        ),
      }),
      column.display({ id: 'caller', header: words.caller, cell: ({ row }) => <Caller entry={row.original} words={words} /> }),
      column.accessor('duration_ms', { header: words.duration, cell: (cell) => <span className="nowrap">{fill(words.ms, { n: cell.getValue() })}</span> }),
      column.accessor('id', {
        header: words.id,
        cell: (cell) => (
          <Link to={`/developers/logs/${encodeURIComponent(cell.getValue())}`}>
            <Code>{cell.getValue()}</Code>
          </Link>
        ),
      }),
    ],
    [words, when],
  );

  return (
    <section className="card part" aria-labelledby="logs-title">
      <h2 id="logs-title">{words.heading}</h2>
      <p>{words.lead}</p>
      <form className="filters dev-filters" role="search" aria-label={words.search} onSubmit={search}>
        <div className="field span-2">
          <label htmlFor="log-request-id">{words.requestId}</label>
          <input id="log-request-id" dir="ltr" autoComplete="off" spellCheck={false} value={form.request_id} onChange={set('request_id')} aria-describedby="log-request-id-hint" />
          <p className="hint" id="log-request-id-hint">
            {words.requestIdHint}
          </p>
        </div>
        <div className="field">
          <label htmlFor="log-status">{words.statusClass}</label>
          <select id="log-status" value={form.status_class} onChange={set('status_class')}>
            <option value="">{words.anyStatus}</option>
            <option value="2xx">{words.ok}</option>
            <option value="3xx">{words.redirected}</option>
            <option value="4xx">{words.refused}</option>
            <option value="5xx">{words.failed}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="log-method">{words.method}</label>
          <select id="log-method" value={form.method} onChange={set('method')}>
            <option value="">{words.anyMethod}</option>
            {METHODS.map((method) => (
              <option key={method} value={method}>
                {method}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="log-path">{words.path}</label>
          <input id="log-path" dir="ltr" placeholder="/api/b2b/v1/transport" value={form.path_prefix} onChange={set('path_prefix')} />
        </div>
        <div className="field">
          <label htmlFor="log-from">{words.from}</label>
          <input id="log-from" type="date" value={form.from} onChange={set('from')} />
        </div>
        <div className="field">
          <label htmlFor="log-to">{words.to}</label>
          <input id="log-to" type="date" value={form.to} onChange={set('to')} />
        </div>
        <div className="filter-actions">
          <button type="submit" className="primary">
            {words.find}
          </button>
          <Link to="/developers/logs" onClick={() => setForm({ request_id: '', status_class: '', method: '', path_prefix: '', from: '', to: '' })}>
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

export function RequestLogEntry({ id }: { id: string }) {
  const words = useWords();
  const when = useFormatTime();
  const entry = useRequestLog(id);
  const names = (list: readonly string[]) => (list.length === 0 ? words.nothing : list.map((name) => <Code key={name}>{name}</Code>));
  return (
    <section className="card part" aria-labelledby="log-entry-title">
      <p>
        <Link to="/developers/logs">{words.back}</Link>
      </p>
      <h2 id="log-entry-title">
        {words.entryTitle} <Code>{id}</Code>
      </h2>
      <QueryState query={entry} pending={words.entryLoading}>
        {(log) => (
          <dl className="facts dev-facts">
            <dt>{words.when}</dt>
            <dd>{when(log.created_at)}</dd>
            <dt>{words.call}</dt>
            <dd>
              <Code>
                {log.method} {log.path}
              </Code>
            </dd>
            <dt>{words.operation}</dt>
            <dd>{log.operation ? <Code>{log.operation}</Code> : words.none2}</dd>
            <dt>{words.status}</dt>
            <dd>
              <span className={statusClassName(log.status)}>{log.status}</span>
            </dd>
            <dt>{words.errorCode}</dt>
            <dd>{log.error_code ? <Code>{log.error_code}</Code> : words.none2}</dd>
            <dt>{words.duration}</dt>
            <dd>{fill(words.ms, { n: log.duration_ms })}</dd>
            <dt>{words.caller}</dt>
            <dd>
              <Caller entry={log} words={words} /> (<Code>{log.caller.actor}</Code>)
            </dd>
            <dt>{words.address}</dt>
            <dd>
              <Code>{log.client_ip}</Code>
            </dd>
            <dt>{words.queryNames}</dt>
            <dd className="dev-names">{names(log.summary.query_parameters)}</dd>
            <dt>{words.bodyNames}</dt>
            <dd className="dev-names">{names(log.summary.body_fields)}</dd>
            <dt>{words.idempotency}</dt>
            <dd>{log.summary.idempotency_key ? words.sent : words.notSent}</dd>
            <dt>{words.replayed}</dt>
            <dd>{log.summary.idempotent_replayed ? words.yes : words.no}</dd>
            <dt>{words.id}</dt>
            <dd>
              <Code>{log.id}</Code>
            </dd>
          </dl>
        )}
      </QueryState>
    </section>
  );
}

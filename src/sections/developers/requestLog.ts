import type { components, operations } from '../../generated/openapi-types';
import type { Db } from '../../platform/db';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { Job } from '../../platform/jobs';
import { DAY_MS } from '../../platform/uaeTime';
import { errors } from '../../errors';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import type { Partition } from '../../engine/partition';
import { keysetPage } from '../../engine/pagination';
import { stampList, stampView, type StampSource } from '../../engine/serializer';

type RequestLog = components['schemas']['RequestLog'];
type RequestLogList = components['schemas']['RequestLogList'];
type RequestLogSummary = components['schemas']['RequestLogSummary'];
export type RequestLogQuery = NonNullable<operations['listRequestLogs']['parameters']['query']>;

/**
 * The request log: every authenticated v1 call (an API key's or a portal session's), kept 30 days
 * per (account, mode), so that a partner's developer finds a call by its `x-request-id` without
 * writing to the operator. A call is recorded once its caller is known (src/app.ts, after the
 * answer has gone): a refusal of a known caller (403, 404, 422, 429, a 500) is a call of its
 * account; a call whose credential was missing or unknown names no account and is not kept.
 *
 * No body is stored: a summary of the names of the fields and query parameters sent, and whether
 * an Idempotency-Key came. Entries wait in memory and are written in batches a fraction of a
 * second after their answers (`RequestLogWriter`): the log never slows an answer or fails one,
 * and a batch that cannot be written is given up with a warning in the service's own log.
 */
export const REQUEST_LOG_RETENTION_DAYS = 30;

export interface RequestLogRow {
  id: string;
  account_id: string;
  mode: string;
  created_at: string;
  actor: string;
  key_id: string | null;
  key_prefix: string | null;
  user_id: string | null;
  user_email: string | null;
  method: string;
  path: string;
  operation: string | null;
  status: number | string;
  error_code: string | null;
  duration_ms: number | string;
  client_ip: string;
  /** RequestLogSummary as JSON. */
  summary: string;
}

/** One answered call of a known caller, as the app saw it. */
export interface AnsweredCall {
  requestId: string;
  /** When the request arrived, by the service's clock. */
  at: string;
  caller: ApiPrincipal;
  method: string;
  /** The path as the service's log writes it (a link's token redacted), without its query string. */
  path: string;
  operation: string | null;
  status: number;
  errorCode: string | null;
  durationMs: number;
  clientIp: string;
  query: Readonly<Record<string, unknown>>;
  body: unknown;
  idempotencyKey: boolean;
  replayed: boolean;
}

/** A field or parameter name as the summary keeps it: an identifier (anything else could be data). */
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_NAMES = 50;
const MAX_DEPTH = 3;

/**
 * The names of a JSON body's fields, without their values: nested fields with dots, a list's
 * items with `[]` (`services[].kind`), three levels deep at most, at most 50 names, each once.
 */
export function fieldNames(body: unknown): string[] {
  const names: string[] = [];
  const walk = (node: unknown, prefix: string, depth: number): void => {
    if (names.length >= MAX_NAMES || depth > MAX_DEPTH || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node.slice(0, 10)) walk(item, `${prefix}[]`, depth);
      return;
    }
    for (const [key, child] of Object.entries(node as Record<string, unknown>)) {
      if (!NAME.test(key)) continue;
      const name = prefix === '' ? key : `${prefix}.${key}`;
      if (!names.includes(name)) {
        if (names.length >= MAX_NAMES) return;
        names.push(name);
      }
      walk(child, name, depth + 1);
    }
  };
  walk(body, '', 1);
  return names;
}

/** The row an answered call is kept as. */
export function requestLogRowOf(call: AnsweredCall): RequestLogRow {
  const { caller } = call;
  const summary: RequestLogSummary = {
    query_parameters: Object.keys(call.query).filter((name) => NAME.test(name)).slice(0, MAX_NAMES),
    body_fields: fieldNames(call.body),
    idempotency_key: call.idempotencyKey,
    idempotent_replayed: call.replayed,
  };
  return {
    id: call.requestId,
    account_id: caller.account.id,
    mode: caller.mode,
    created_at: call.at,
    actor: caller.actor,
    key_id: caller.person === null ? caller.keyId : null,
    key_prefix: caller.person === null ? caller.keyPrefix : null,
    user_id: caller.person?.userId ?? null,
    user_email: caller.person?.email ?? null,
    method: call.method.slice(0, 10),
    path: call.path.slice(0, 2000),
    operation: call.operation,
    status: call.status,
    error_code: call.errorCode,
    duration_ms: Math.round(call.durationMs * 10) / 10,
    client_ip: call.clientIp.slice(0, 64),
    summary: JSON.stringify(summary),
  };
}

/** Rows of one insert: 17 columns each stays far below SQLite's and PostgreSQL's bound-parameter limits. */
const INSERT_BATCH = 100;

/** Stores log entries; an id stored already (the same call recorded twice) is kept as it was. */
export async function storeRequestLogs(db: Db, rows: readonly RequestLogRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await db('request_logs').insert(rows.slice(i, i + INSERT_BATCH)).onConflict('id').ignore();
  }
}

export interface RequestLogWriterOptions {
  /** Entries written in one go once this many wait. */
  batchSize: number;
  /** How long an entry waits at most before its batch is written. */
  delayMs: number;
  /** Entries held at most while the database does not take them; beyond, new ones are dropped (and counted in a warning). */
  maxPending: number;
}

const WRITER_DEFAULTS: RequestLogWriterOptions = { batchSize: 200, delayMs: 250, maxPending: 20_000 };

/**
 * Writes the request log behind the answers: `record` only queues an entry (no I/O, nothing
 * thrown), a batch is written when it is full or `delayMs` after its first entry, one batch after
 * the other. `flush` writes what waits and resolves once it is stored (a read of the log flushes
 * first, so a caller reads its own calls); `close` flushes and takes no more.
 */
export class RequestLogWriter {
  private pending: RequestLogRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private dropped = 0;
  private closed = false;
  private readonly options: RequestLogWriterOptions;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    options: Partial<RequestLogWriterOptions> = {},
  ) {
    this.options = { ...WRITER_DEFAULTS, ...options };
  }

  record(row: RequestLogRow): void {
    if (this.closed) return;
    if (this.pending.length >= this.options.maxPending) {
      this.dropped++;
      return;
    }
    this.pending.push(row);
    if (this.pending.length >= this.options.batchSize) {
      void this.flush();
    } else if (this.timer === undefined) {
      this.timer = setTimeout(() => void this.flush(), this.options.delayMs);
      this.timer.unref();
    }
  }

  flush(): Promise<void> {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.length > 0 || this.dropped > 0) {
      const batch = this.pending;
      const dropped = this.dropped;
      this.pending = [];
      this.dropped = 0;
      this.writing = this.writing.then(() => this.write(batch, dropped));
    }
    return this.writing;
  }

  async close(): Promise<void> {
    const done = this.flush();
    this.closed = true;
    await done;
  }

  private async write(batch: readonly RequestLogRow[], dropped: number): Promise<void> {
    if (dropped > 0) this.logger.warn({ dropped }, 'request log entries dropped: too many were waiting to be written');
    if (batch.length === 0) return;
    try {
      await storeRequestLogs(this.db, batch);
    } catch (err) {
      // The calls were answered; only their log entries are lost. Never the caller's failure.
      this.logger.warn({ err, entries: batch.length }, 'request log entries not written');
    }
  }
}

/** Entries of the last 30 days only, whether or not the retention job has run since. */
const retentionStart = (clock: Clock): string => new Date(clock.now().getTime() - REQUEST_LOG_RETENTION_DAYS * DAY_MS).toISOString();

function requestLogView(source: StampSource, row: RequestLogRow): RequestLog {
  return stampView<RequestLog>(source, 'request_log', {
    id: row.id,
    created_at: row.created_at,
    caller: {
      actor: row.actor,
      api_key: row.key_id === null ? null : { id: row.key_id, prefix: row.key_prefix ?? '' },
      person: row.user_id === null ? null : { id: row.user_id, email: row.user_email ?? '' },
    },
    method: row.method,
    path: row.path,
    operation: row.operation,
    status: Number(row.status),
    error_code: row.error_code,
    duration_ms: Number(row.duration_ms),
    client_ip: row.client_ip,
    summary: JSON.parse(row.summary) as RequestLogSummary,
  });
}

/** The partition's entries: the request log is kept per (account, mode), outside the partitions' own tables. */
const entriesOf = (partition: Partition) =>
  partition.db('request_logs').where({ account_id: partition.accountId, mode: partition.mode }).where('created_at', '>=', retentionStart(partition.serviceClock));

/** `%` and `_` in a typed prefix are characters, not wildcards. */
const likePrefix = (text: string): string => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listRequestLogs(partition: Partition, query: RequestLogQuery): Promise<RequestLogList> {
  const rows = entriesOf(partition);
  if (query.request_id !== undefined) rows.where({ id: query.request_id });
  if (query.status_class !== undefined) {
    const floor = Number(query.status_class.charAt(0)) * 100;
    rows.where('status', '>=', floor).where('status', '<', floor + 100);
  }
  if (query.method !== undefined) rows.where({ method: query.method });
  if (query.path_prefix !== undefined) rows.whereRaw("lower(path) like ? escape '\\'", [likePrefix(query.path_prefix)]);
  if (query.created_gte !== undefined) rows.where('created_at', '>=', new Date(query.created_gte).toISOString());
  if (query.created_lt !== undefined) rows.where('created_at', '<', new Date(query.created_lt).toISOString());
  const page = await keysetPage<RequestLogRow>(rows, query.limit, query.cursor);
  return stampList(partition, page.data.map((row) => requestLogView(partition, row)), page.next_cursor);
}

export async function getRequestLog(partition: Partition, requestId: string): Promise<RequestLog> {
  const row = (await entriesOf(partition).where({ id: requestId }).first()) as RequestLogRow | undefined;
  if (!row) throw errors.resourceNotFound('logged call', requestId);
  return requestLogView(partition, row);
}

/** Deletes up to `batch` entries older than 30 days; answers how many went. */
export async function deleteExpiredRequestLogs(db: Db, clock: Clock, batch = 1000): Promise<number> {
  const expired = db('request_logs').where('created_at', '<', retentionStart(clock)).orderBy('created_at').select('id').limit(batch);
  return db('request_logs').whereIn('id', expired).del();
}

/** The request log's retention: entries older than 30 days deleted, a batch at a time, by whichever instance runs it. */
export const requestLogRetentionJob = (db: Db, clock: Clock): Job => ({
  name: 'request_log_retention',
  run: async (stopping) => {
    while (!stopping() && (await deleteExpiredRequestLogs(db, clock)) > 0);
  },
});

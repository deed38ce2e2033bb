import { KnexTimeoutError } from 'knex';
import { ApiError, errors } from '../errors';

/**
 * What went wrong in the database, as far as the caller's answer is concerned:
 * - `unavailable`: the database did not answer, refused, dropped the connection, ran out of
 *   connections, cancelled the statement at its timeout, or (SQLite) was locked or could not
 *   write. The request changed nothing (its transaction, if any, never committed) and may be
 *   retried: 503 with Retry-After.
 * - `unique_violation` / `foreign_key_violation`: a constraint refused the write. Recognised here
 *   so the log names them; the answer stays a 500 until the operation that can hit one maps it
 *   to its own 409 or 404/422 in `translateDbError` (the contract has no generic code for them).
 */
export type DbFault = 'unavailable' | 'unique_violation' | 'foreign_key_violation';

/** Seconds a client is told to wait before retrying after the database failed. */
export const DB_RETRY_AFTER_SECONDS = 5;

// Node's socket errors on a connection to PostgreSQL.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

// SQLSTATEs outside class 08 (connection exception) that mean "the server cannot serve you now".
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping (fast shutdown, failover)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout fired
]);

// SQLite result codes (better-sqlite3 puts the extended code in `code`, e.g. SQLITE_IOERR_WRITE).
const UNAVAILABLE_SQLITE = ['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_IOERR', 'SQLITE_FULL', 'SQLITE_CANTOPEN', 'SQLITE_PROTOCOL', 'SQLITE_NOLFS'];

// node-postgres raises these as plain Errors without a code; Knex prefixes the SQL to the message.
const UNAVAILABLE_MESSAGES = [
  'Query read timeout',
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'timeout expired',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Connection ended unexpectedly',
];

function codeOf(err: object): string | undefined {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function classifyOne(err: unknown): DbFault | null {
  if (typeof err !== 'object' || err === null) return null;
  // Knex's acquire timeout: every pooled connection is busy or none can be opened in time.
  if (err instanceof KnexTimeoutError) return 'unavailable';
  const code = codeOf(err);
  if (code !== undefined) {
    if (NETWORK_CODES.has(code)) return 'unavailable';
    if (/^[0-9A-Z]{5}$/.test(code)) {
      if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code)) return 'unavailable';
      if (code === '23505') return 'unique_violation';
      if (code === '23503') return 'foreign_key_violation';
    }
    if (code.startsWith('SQLITE_')) {
      if (UNAVAILABLE_SQLITE.some((base) => code === base || code.startsWith(`${base}_`))) return 'unavailable';
      if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return 'unique_violation';
      if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return 'foreign_key_violation';
    }
  }
  const message = (err as { message?: unknown }).message;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((known) => message.includes(known))) return 'unavailable';
  return null;
}

/**
 * Classifies a thrown value, following `cause` and AggregateError members: Knex and pg wrap the
 * socket error (a refused connection to a host with several addresses is an AggregateError of
 * ECONNREFUSED).
 */
export function classifyDbError(err: unknown): DbFault | null {
  const seen = new Set<unknown>();
  const pending: unknown[] = [err];
  while (pending.length > 0) {
    const current = pending.shift();
    if (seen.has(current) || typeof current !== 'object' || current === null) continue;
    seen.add(current);
    const fault = classifyOne(current);
    if (fault) return fault;
    const { cause, errors: members } = current as { cause?: unknown; errors?: unknown };
    if (cause !== undefined) pending.push(cause);
    if (Array.isArray(members)) pending.push(...(members as unknown[]));
  }
  return null;
}

/**
 * The answer a database error deserves, or null when it is not one this module knows (the
 * caller answers 500 `internal`). The one place database errors become API errors: the app's
 * error handler and the authentication step both call it.
 */
export function translateDbError(err: unknown): ApiError | null {
  if (err instanceof ApiError) return err;
  switch (classifyDbError(err)) {
    case 'unavailable':
      return errors.databaseUnavailable(DB_RETRY_AFTER_SECONDS, err);
    // A write that raced another for the same unique value, or named a row that is gone: the
    // client's request, not the service, is what failed, so neither is a 500.
    case 'unique_violation':
      return errors.alreadyExists();
    case 'foreign_key_violation':
      return errors.missingReference();
    default:
      return null;
  }
}

/**
 * For a write whose failure the caller explains in its own words (`whatFailed`: what was not
 * done): a database fault becomes the retryable 503 saying so; any other error is not the
 * database's and propagates as it is, to be answered as a 500.
 */
export function unstoredWrite(whatFailed: string, cause: unknown): unknown {
  return classifyDbError(cause) === 'unavailable' ? errors.databaseUnavailable(DB_RETRY_AFTER_SECONDS, cause, whatFailed) : cause;
}

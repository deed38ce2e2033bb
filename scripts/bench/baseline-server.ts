/**
 * Baseline for `npm run bench`: the least hand-written code that does the same work as the
 * service for the two benchmarked calls, so the benchmark shows what the service's layers
 * (openapi-backend, Knex, the generic dispatcher) cost on top of the work itself.
 *
 * Same work per request: an `x-request-id`, JSON body parsing limited to 16 KB, the rate limit
 * counted in memory (fixed windows) and reported in `RateLimit-Policy` and `RateLimit` headers,
 * `X-Content-Type-Options: nosniff` and `Cache-Control: no-store` on every answer, one pino line
 * per request (what any production server does), the sandbox bearer token (HS256, pinned
 * algorithm, issuer, audience, scope),
 * Ajv validation against the schemas of the served OpenAPI document, the cross-field rules and
 * the same answer; the wallet top-up stores its row and the desk queue row in one transaction; the
 * v1 whoami checks the key's checksum, finds its row by prefix in SQLite and compares the hash.
 *
 * The live booking (quote, then book with a live key on a funded wallet) is Express + Knex on the
 * service's schema (its migrations), on SQLite or PostgreSQL: the quote authenticates the key,
 * validates, prices with the service's tariff and stores the quote row; the booking authenticates,
 * validates and, in one transaction, takes the quote (conditional update), debits the balance
 * (conditional update), and inserts the ledger entry, the booking, its state move and its event.
 *
 * Env: PORT, HOST, PUBLIC_BASE_URL (its address, for a trip's tracking link), LOG_LEVEL, DATABASE_URL=sqlite:<file>, SANDBOX_TOKEN_SECRET, LIMIT_SANDBOX_PER_HOUR,
 * LIMIT_WALLET_TOPUP_PER_HOUR, LIMIT_API_KEY_PER_MINUTE, BENCH_SEED_KEY (the key's rows as JSON),
 * BENCH_ENGINE_DATABASE_URL (sqlite:<file> or postgres://…, for the live booking) and
 * BENCH_SEED_LIVE (the live key's rows and the wallet balance, as JSON).
 */
import { createHash, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import jwt from 'jsonwebtoken';
import Database from 'better-sqlite3';
import pino from 'pino';
import type { components } from '../../src/generated/openapi-types';
import { openApiDocumentJson } from '../../src/generated/openapi-document';
import { createDb, migrateLatest, type Db } from '../../src/platform/db';
import { systemClock } from '../../src/platform/clock';
import { newBookingReference, newId } from '../../src/platform/ids';
import { ApiError } from '../../src/errors';
import { termsOf } from '../../src/engine/terms';
import { rulesOf } from '../../src/engine/partition';
import { quoteTransport, transportEnds } from '../../src/engine/transportQuote';
import { placeLabel } from '../../src/engine/labels';

type Schemas = components['schemas'];
// The generated type marks the defaulted field required; no default is applied, so it may be absent.
type TransferRequest = Omit<Schemas['SandboxTransferRequest'], 'buffer_minutes_override'> & { buffer_minutes_override?: number };
type TransferQuote = Schemas['SandboxTransferQuote'];
type WalletTopupRequest = Schemas['WalletTopupRequest'];
type WalletTopupReceipt = Schemas['WalletTopupReceipt'];
type TransportQuoteRequest = Schemas['TransportQuoteRequest'];
type TransportQuote = Schemas['TransportQuote'];
type TransportBookingRequest = Schemas['TransportBookingRequest'];
type TransportBooking = Schemas['TransportBooking'];
type Limit = 'sandbox' | 'wallet_topup' | 'api_key';

const BODY_LIMIT_BYTES = 16 * 1024;
const TOKEN_PREFIX = 'svc_sandbox_';
const QUOTE_SCOPE = 'sandbox:transfers.quote';
const WINDOW_SECONDS = 3600;
const PURGE_EVERY_MS = 10 * 60 * 1000;
const DEFAULT_BUFFER_MINUTES = 60;
const NOTICE =
  'SANDBOX TEST DATA: nothing is booked, no vehicle is held and no price is quoted. For prices and bookings use the v1 API: a test key on your test partition, a live key once your account is approved.';
const PRICE_NOTE = 'Sandbox quotes carry no price. Net rates are issued to approved partners in the partner portal.';
const VEHICLES: Record<Schemas['VehicleClass'], { description: string; seats: number }> = {
  VIP_V_CLASS: { description: 'Mercedes-Benz V-Class or similar', seats: 7 },
  EXECUTIVE_SEDAN: { description: 'Mercedes-Benz E-Class or similar', seats: 3 },
  LUXURY_COACH: { description: 'Mercedes-Benz Tourismo coach or similar', seats: 30 },
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

function env(name: string, fallback?: string): string {
  const value = process.env[name] || fallback;
  if (value === undefined) throw new Error(`${name} must be set`);
  return value;
}

/** Uniform characters of `alphabet` (rejection sampling), as the service's ids are made. */
function randomString(alphabet: string, length: number): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const TRACKING_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Where the traveller's page of a trip is served, as the service's PUBLIC_BASE_URL says. */
const PUBLIC_BASE_URL = env('PUBLIC_BASE_URL', `http://${env('HOST', '127.0.0.1')}:${env('PORT', '3000')}`).replace(/\/$/, '');

// --- Database: the service's tables for these two calls, created inline. ---

function openDatabase(url: string): Database.Database {
  if (!url.startsWith('sqlite:')) throw new Error('DATABASE_URL must be sqlite:<file>');
  const db = new Database(url.slice('sqlite:'.length));
  // The service's pragmas, so both pay the same for durability.
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = FULL');
  db.pragma('journal_size_limit = 4194304');
  db.pragma('foreign_keys = ON');
  db.exec(`
    CREATE TABLE IF NOT EXISTS accounts (
      id varchar(30) PRIMARY KEY, name varchar(200) NOT NULL, live_access boolean NOT NULL,
      commercial_terms varchar(20) NOT NULL, terms_basis_points integer NOT NULL,
      created_at varchar(30) NOT NULL, updated_at varchar(30) NOT NULL);
    CREATE TABLE IF NOT EXISTS api_keys (
      id varchar(30) PRIMARY KEY, account_id varchar(30) NOT NULL REFERENCES accounts (id), mode varchar(8) NOT NULL,
      lookup_prefix varchar(40) NOT NULL UNIQUE, secret_hash varchar(64) NOT NULL, scopes text NOT NULL,
      created_at varchar(30) NOT NULL, last_used_at varchar(30), revoked_at varchar(30));
    CREATE TABLE IF NOT EXISTS wallet_topups (
      reference varchar(16) PRIMARY KEY, company_name varchar(200) NOT NULL, contact_email varchar(254) NOT NULL,
      amount_fils bigint NOT NULL, purchase_order varchar(64), client_ip varchar(64) NOT NULL, created_at varchar(30) NOT NULL);
    CREATE TABLE IF NOT EXISTS desk_queue (
      id integer NOT NULL PRIMARY KEY AUTOINCREMENT, kind varchar(40) NOT NULL, reference varchar(16) NOT NULL UNIQUE,
      status varchar(20) NOT NULL, summary text NOT NULL, created_at varchar(30) NOT NULL);
    CREATE INDEX IF NOT EXISTS desk_queue_status_created_at ON desk_queue (status, created_at);
  `);
  return db;
}

const db = openDatabase(env('DATABASE_URL'));
const insertTopup = db.prepare(
  `INSERT INTO wallet_topups (reference, company_name, contact_email, amount_fils, purchase_order, client_ip, created_at)
   VALUES (@reference, @company_name, @contact_email, @amount_fils, @purchase_order, @client_ip, @created_at)`,
);
const insertDeskRow = db.prepare<[string, string, string]>(
  `INSERT INTO desk_queue (kind, reference, status, summary, created_at) VALUES ('wallet_topup', ?, 'queued', ?, ?)`,
);
const findKey = db.prepare<[string], ApiKeyRow>(
  `SELECT k.*, a.name AS account_name, a.live_access AS account_live_access
   FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.lookup_prefix = ?`,
);
const touchKey = db.prepare<[string, string]>('UPDATE api_keys SET last_used_at = ? WHERE id = ?');
seedKey(process.env.BENCH_SEED_KEY);
const storeTopup = db.transaction((row: Record<string, string | number | null>, summary: string) => {
  insertTopup.run(row);
  insertDeskRow.run(String(row.reference), summary, String(row.created_at));
});

// --- Rate limit: fixed windows counted in memory, as a single instance needs no more. ---

const limits: Record<Limit, { allowed: number; windowSeconds: number }> = {
  sandbox: { allowed: Number(env('LIMIT_SANDBOX_PER_HOUR', '120')), windowSeconds: 3600 },
  wallet_topup: { allowed: Number(env('LIMIT_WALLET_TOPUP_PER_HOUR', '10')), windowSeconds: 3600 },
  api_key: { allowed: Number(env('LIMIT_API_KEY_PER_MINUTE', '300')), windowSeconds: 60 },
};
const windows = new Map<string, { start: number; hits: number }>();
let lastPurgeMs = 0;

/** Counts one call and reports the limit in the answer's RateLimit fields, as the service does. */
function consume(limit: Limit, client: string, res: Response): void {
  const nowMs = Date.now();
  const nowSeconds = Math.floor(nowMs / 1000);
  const { allowed, windowSeconds } = limits[limit];
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  const bucket = `${limit}:${client}`;
  let window = windows.get(bucket);
  if (window?.start !== windowStart) {
    window = { start: windowStart, hits: 0 };
    windows.set(bucket, window);
  }
  window.hits++;
  if (nowMs - lastPurgeMs > PURGE_EVERY_MS) {
    lastPurgeMs = nowMs;
    for (const [key, w] of windows) if (w.start < nowSeconds - 2 * WINDOW_SECONDS) windows.delete(key);
  }
  const resetSeconds = Math.max(1, windowStart + windowSeconds - nowSeconds);
  res.setHeader('RateLimit-Policy', `"${limit}";q=${allowed};w=${windowSeconds}`);
  res.setHeader('RateLimit', `"${limit}";r=${Math.max(0, allowed - window.hits)};t=${resetSeconds}`);
  if (window.hits > allowed) {
    throw new HttpError(429, 'rate_limited', `At most ${allowed} ${limit} calls a window.`, { retry_after_seconds: resetSeconds });
  }
}

// --- Sandbox token: svc_sandbox_ + JWT HS256 with the algorithm, issuer and audience pinned. ---

// A KeyObject, as the service keeps it: jsonwebtoken re-imports a raw string on every verify.
const tokenKey = createSecretKey(Buffer.from(env('SANDBOX_TOKEN_SECRET'), 'utf8'));
const unauthenticated = (message: string): HttpError => new HttpError(401, 'unauthenticated', message);

function verifyToken(authorization: string | undefined, scope: string): void {
  const presented = /^Bearer ([^\s]+)$/i.exec(authorization?.trim() ?? '')?.[1];
  if (!presented?.startsWith(TOKEN_PREFIX)) throw unauthenticated('Send a sandbox token: Authorization: Bearer svc_sandbox_<token>.');
  let claims: jwt.JwtPayload | string;
  try {
    claims = jwt.verify(presented.slice(TOKEN_PREFIX.length), tokenKey, {
      algorithms: ['HS256'],
      issuer: 'svc-trade-api',
      audience: 'svc-sandbox',
    });
  } catch {
    throw unauthenticated('The sandbox token is malformed, expired or its signature does not verify.');
  }
  const valid = typeof claims === 'object' && typeof claims.sub === 'string' && typeof claims.jti === 'string' && typeof claims.exp === 'number';
  const scopes: unknown = typeof claims === 'object' ? claims.scope : undefined;
  if (!valid || typeof scopes !== 'string') throw unauthenticated('The sandbox token is missing required claims.');
  if (!scopes.split(' ').includes(scope)) throw unauthenticated(`The sandbox token lacks the scope ${scope}.`);
}

// --- Validation: the schemas of the served document, compiled by Ajv at start. ---

const COMPONENTS_ID = 'components.json';

/** Re-roots `#/components/schemas/X` refs under one schema and drops `discriminator.mapping`, which Ajv refuses. */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') out.$ref = value.replace('#/components/schemas/', `${COMPONENTS_ID}#/$defs/`);
    else if (key === 'discriminator') out.discriminator = { propertyName: (value as { propertyName: string }).propertyName };
    else out[key] = toJsonSchema(value);
  }
  return out;
}

function compileValidators(): { transfer: ValidateFunction; accountAction: ValidateFunction; transportQuote: ValidateFunction; transportBooking: ValidateFunction } {
  const document = JSON.parse(openApiDocumentJson) as { components: { schemas: Record<string, unknown> } };
  const ajv = new Ajv2020({ strict: false, allErrors: true, discriminator: true });
  addFormats(ajv);
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: toJsonSchema(document.components.schemas) as Record<string, object> });
  return {
    // The operations' request bodies, as the service validates them.
    transfer: ajv.compile({ $ref: `${COMPONENTS_ID}#/$defs/SandboxTransferRequest` }),
    accountAction: ajv.compile({ $ref: `${COMPONENTS_ID}#/$defs/AccountActionRequest` }),
    transportQuote: ajv.compile({ $ref: `${COMPONENTS_ID}#/$defs/TransportQuoteRequest` }),
    transportBooking: ajv.compile({ $ref: `${COMPONENTS_ID}#/$defs/TransportBookingRequest` }),
  };
}

const validators = compileValidators();

function validate<T>(validator: ValidateFunction, body: unknown): T {
  if (validator(body)) return body as T;
  const issues = (validator.errors ?? []).map((e) => ({ path: e.instancePath, message: e.message ?? 'is invalid' }));
  throw new HttpError(422, 'validation_failed', 'The request is invalid.', { issues });
}

// --- The sandbox quote. ---

function crossFieldIssues(request: TransferRequest): Array<{ path: string; message: string }> {
  const issues: Array<{ path: string; message: string }> = [];
  const airport = request.pickup_location.type === 'airport';
  if (request.flight_number !== undefined && !airport) issues.push({ path: 'flight_number', message: 'applies only to an airport pickup' });
  if (request.pickup_at === undefined && !(airport && request.flight_number !== undefined)) {
    issues.push({ path: 'pickup_at', message: 'is required unless an airport pickup gives a flight_number' });
  }
  const seats = VEHICLES[request.vehicle_class].seats;
  if (request.passengers !== undefined && request.passengers > seats) {
    issues.push({ path: 'passengers', message: `${request.vehicle_class} seats at most ${seats} passengers` });
  }
  // The service also checks that coordinates lie inside the UAE; the benchmarked body has none.
  return issues;
}

function describePlace(location: Schemas['TransferLocation']): string {
  if (location.type === 'airport') return `the arrivals hall of ${placeLabel(location.terminal)}`;
  if (location.type === 'hotel') return `the lobby of ${location.hotel_ref}`;
  return location.label ?? `${location.latitude}, ${location.longitude}`;
}

function quote(request: TransferRequest): TransferQuote {
  const issues = crossFieldIssues(request);
  if (issues.length > 0) throw new HttpError(422, 'validation_failed', 'The request is invalid.', { issues });
  const vehicle = VEHICLES[request.vehicle_class];
  const place = describePlace(request.pickup_location);
  const flight = request.pickup_location.type === 'airport' ? request.flight_number : undefined;
  const meta = request.client_metadata;
  const branding = meta?.voucher_branding?.mode ?? (meta ? 'white_label' : 'operator');
  return {
    environment: 'sandbox',
    test_data: true,
    notice: NOTICE,
    quote_id: `SBX-${randomString(CROCKFORD, 20)}`,
    status: 'sandbox_accepted',
    vehicle: { class: request.vehicle_class, description: vehicle.description, max_passengers: vehicle.seats },
    passengers: request.passengers ?? null,
    pickup: {
      location: request.pickup_location,
      timing: {
        mode: flight === undefined ? 'scheduled' : 'flight_landing',
        flight_number: flight ?? null,
        pickup_at: request.pickup_at ?? null,
        driver_ready:
          flight === undefined
            ? `At ${request.pickup_at ?? 'the pickup time'}, at ${place}.`
            : `At the scheduled landing time of ${flight}, in ${place}.`,
        free_waiting_minutes: request.buffer_minutes_override ?? DEFAULT_BUFFER_MINUTES,
        live_arrival_tracking: 'planned',
      },
    },
    dropoff: { location: request.dropoff_location },
    voucher: {
      branding,
      agency_name: meta?.agency_name ?? null,
      logo_url: meta?.logo_url ?? null,
      accent_hex: meta?.voucher_branding?.accent_hex ?? null,
      footer_text: meta?.voucher_branding?.footer_text ?? null,
      agency_reference: meta?.agency_reference ?? null,
      shows_nwp_branding: branding !== 'white_label',
    },
    price: null,
    price_note: PRICE_NOTE,
    default_buffer_minutes: DEFAULT_BUFFER_MINUTES,
    created_at: new Date().toISOString(),
  };
}

// --- The stored wallet top-up. ---

function walletTopup(request: WalletTopupRequest, clientIp: string): WalletTopupReceipt {
  const amountFils = Math.round(request.amount_aed * 100);
  const amount = `AED ${(amountFils / 100).toFixed(2)}`;
  const row = {
    reference: `WTU-${randomString(CROCKFORD, 10)}`,
    company_name: request.company_name,
    contact_email: request.contact_email,
    amount_fils: amountFils,
    purchase_order: request.purchase_order ?? null,
    client_ip: clientIp,
    created_at: new Date().toISOString(),
  };
  const summary = `Wallet top-up of ${amount} for ${request.company_name}${row.purchase_order ? `, PO ${row.purchase_order}` : ''}; invoice to ${request.contact_email}`;
  try {
    storeTopup(row, summary);
  } catch {
    throw new HttpError(503, 'not_configured', 'The request could not be stored, so nothing was passed to the trade desk.');
  }
  return {
    action: 'wallet_topup',
    reference: row.reference,
    status: 'received',
    received_at: row.created_at,
    amount_aed: amountFils / 100,
    currency: 'AED',
    purchase_order: row.purchase_order,
    payment_method: 'bank_transfer',
    card_topups_available: false,
    next_steps: `Card top-ups are unavailable. The trade desk will email an invoice for ${amount} to ${request.contact_email}; quote ${row.reference} on the bank transfer. The wallet is credited when the transfer arrives.`,
  };
}

// --- The v1 whoami: the key's format and checksum, a look-up by its prefix, the hash compared. ---

interface ApiKeyRow {
  id: string;
  account_id: string;
  mode: 'test' | 'live';
  lookup_prefix: string;
  secret_hash: string;
  scopes: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  account_name: string;
  account_live_access: number;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_PATTERN = /^svc_(test|live)_([0-9A-Za-z]{43})([0-9A-Za-z]{6})$/;
const LOOKUP_LENGTH = 'svc_test_'.length + 12;
const TOUCH_EVERY_MS = 60_000;

/** The bench issues the key through the service's CLI and passes its rows here as JSON. */
function seedKey(raw: string | undefined): void {
  if (!raw) return;
  const seed = JSON.parse(raw) as { account: Record<string, unknown>; key: Record<string, unknown> };
  const insert = (table: string, row: Record<string, unknown>): void => {
    // The service's rows carry columns this server's minimal tables do not have (an account's legal details).
    const own = new Set((db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map((column) => column.name));
    const columns = Object.keys(row).filter((column) => own.has(column));
    db.prepare(`INSERT OR REPLACE INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`).run(Object.fromEntries(columns.map((column) => [column, row[column]])));
  };
  insert('accounts', seed.account);
  insert('api_keys', seed.key);
}

function checksum(body: string): string {
  let value = BigInt(`0x${createHash('sha256').update(body).digest().subarray(0, 8).toString('hex')}`);
  let out = '';
  for (let i = 0; i < 6; i++) {
    out = BASE62[Number(value % 62n)] + out;
    value /= 62n;
  }
  return out;
}

function whoami(authorization: string | undefined, res: Response): Record<string, unknown> {
  const presented = /^Bearer ([^\s]+)$/i.exec(authorization?.trim() ?? '')?.[1] ?? '';
  const match = KEY_PATTERN.exec(presented);
  const body = presented.slice(0, presented.length - 6);
  if (!match || !timingSafeEqual(Buffer.from(checksum(body)), Buffer.from(match[3] as string))) throw unauthenticated('That is not a valid API key.');
  const row = findKey.get(body.slice(0, LOOKUP_LENGTH));
  const hash = Buffer.from(createHash('sha256').update(presented).digest('hex'), 'hex');
  const stored = Buffer.from(row?.secret_hash ?? '', 'hex');
  if (!row || stored.length !== hash.length || !timingSafeEqual(stored, hash)) throw unauthenticated('Unknown API key.');
  if (row.revoked_at !== null) throw unauthenticated('This API key was revoked.');
  const scopes = row.scopes.split(' ').filter(Boolean);
  if (!scopes.includes('account:read')) throw new HttpError(403, 'insufficient_scope', 'The key lacks account:read.');
  consume('api_key', row.id, res);
  const now = Date.now();
  if (row.last_used_at === null || now - Date.parse(row.last_used_at) >= TOUCH_EVERY_MS) {
    row.last_used_at = new Date(now).toISOString();
    touchKey.run(row.last_used_at, row.id);
  }
  return {
    object: 'whoami',
    sandbox: row.mode === 'test',
    account: { id: row.account_id, name: row.account_name, live_access: Boolean(row.account_live_access) },
    key: { id: row.id, mode: row.mode, prefix: row.lookup_prefix, scopes, created_at: row.created_at, last_used_at: row.last_used_at },
    limits: { requests_per_minute: limits.api_key.allowed },
  };
}

// --- The live booking: Knex on the service's schema, SQLite or PostgreSQL. ---

const engineUrl = process.env.BENCH_ENGINE_DATABASE_URL;
const engine: Db | null = engineUrl ? createDb(engineUrl) : null;

// Every statement the engine sends, BEGIN and COMMIT included, for the bench's round-trip count
// (GET /bench/round-trips): the count, and the latest statements.
const RECENT_STATEMENTS = 32;
const sent = { queries: 0, recent: [] as string[] };
engine?.on('query', (query: { sql: string }) => {
  sent.queries++;
  sent.recent.push(query.sql.replace(/\s+/g, ' '));
  if (sent.recent.length > RECENT_STATEMENTS) sent.recent.shift();
});

interface EngineKey {
  id: string;
  account_id: string;
  mode: 'test' | 'live';
  secret_hash: string;
  scopes: string;
  last_used_at: string | null;
  revoked_at: string | null;
  live_access: boolean | number;
  commercial_terms: 'tariff' | 'commission' | 'net_rate';
  terms_basis_points: number;
}

/** The service's tables and the live key's rows with a funded balance (its top-up in the ledger). */
async function prepareEngine(db: Db, raw: string | undefined): Promise<void> {
  await migrateLatest(db);
  if (!raw) return;
  const seed = JSON.parse(raw) as { account: Record<string, unknown>; key: Record<string, unknown>; balance_fils: number };
  await db('accounts').insert(seed.account).onConflict('id').ignore();
  await db('api_keys').insert(seed.key).onConflict('id').ignore();
  const now = new Date().toISOString();
  const accountId = String(seed.account.id);
  await db('balances').insert({ account_id: accountId, mode: 'live', balance_fils: seed.balance_fils, credit_limit_fils: 0, updated_at: now }).onConflict(['account_id', 'mode']).ignore();
  await db('ledger_entries').insert({ account_id: accountId, mode: 'live', kind: 'topup', amount_fils: seed.balance_fils, balance_after_fils: seed.balance_fils, booking_id: null, reference: 'BENCH', description: 'Bench top-up', created_at: now });
}

/** The key as the service checks it, read with its account in one query. */
async function engineKey(db: Db, authorization: string | undefined, scope: string, res: Response): Promise<EngineKey> {
  const presented = /^Bearer ([^\s]+)$/i.exec(authorization?.trim() ?? '')?.[1] ?? '';
  const match = KEY_PATTERN.exec(presented);
  const body = presented.slice(0, presented.length - 6);
  if (!match || !timingSafeEqual(Buffer.from(checksum(body)), Buffer.from(match[3] as string))) throw unauthenticated('That is not a valid API key.');
  const row = (await db('api_keys as k')
    .join('accounts as a', 'a.id', 'k.account_id')
    .where('k.lookup_prefix', body.slice(0, LOOKUP_LENGTH))
    .first('k.id', 'k.account_id', 'k.mode', 'k.secret_hash', 'k.scopes', 'k.last_used_at', 'k.revoked_at', 'a.live_access', 'a.commercial_terms', 'a.terms_basis_points')) as EngineKey | undefined;
  const hash = Buffer.from(createHash('sha256').update(presented).digest('hex'), 'hex');
  const stored = Buffer.from(row?.secret_hash ?? '', 'hex');
  if (!row || stored.length !== hash.length || !timingSafeEqual(stored, hash)) throw unauthenticated('Unknown API key.');
  if (row.revoked_at !== null) throw unauthenticated('This API key was revoked.');
  if (!row.scopes.split(' ').includes(scope)) throw new HttpError(403, 'insufficient_scope', `The key lacks ${scope}.`);
  if (row.mode === 'live' && !row.live_access) throw new HttpError(403, 'live_access_disabled', 'Live access is off.');
  consume('api_key', row.id, res);
  const now = Date.now();
  if (row.last_used_at === null || now - Date.parse(row.last_used_at) >= TOUCH_EVERY_MS) {
    row.last_used_at = new Date(now).toISOString();
    await db('api_keys').where({ id: row.id }).update({ last_used_at: row.last_used_at });
  }
  return row;
}

async function engineQuote(db: Db, key: EngineKey, request: TransportQuoteRequest): Promise<TransportQuote> {
  let quote: TransportQuote;
  try {
    quote = quoteTransport(request, await transportEnds(db, request), termsOf({ commercial_terms: key.commercial_terms, terms_basis_points: key.terms_basis_points } as Parameters<typeof termsOf>[0]), rulesOf(key.mode), systemClock);
  } catch (err) {
    if (err instanceof ApiError) throw new HttpError(err.status, err.code, err.message);
    throw err;
  }
  await db('quotes').insert({
    id: quote.id,
    account_id: key.account_id,
    mode: key.mode,
    product: 'transport',
    body: JSON.stringify(quote),
    amount_due_fils: Math.round(quote.pricing.amount_due_aed * 100),
    expires_at: quote.expires_at,
    used_at: null,
    created_at: new Date().toISOString(),
  });
  return quote;
}

async function engineBooking(db: Db, key: EngineKey, request: TransportBookingRequest): Promise<TransportBooking> {
  return db.transaction(async (trx) => {
    const partition = { account_id: key.account_id, mode: key.mode };
    const row = (await trx('quotes').where({ ...partition, id: request.quote_id, product: 'transport' }).first('body', 'amount_due_fils', 'expires_at', 'used_at')) as
      | { body: string; amount_due_fils: number | string; expires_at: string; used_at: string | null }
      | undefined;
    if (!row) throw new HttpError(404, 'not_found', `No quote ${request.quote_id}.`);
    const now = new Date().toISOString();
    if (row.used_at !== null || row.expires_at <= now) throw new HttpError(409, 'quote_expired', 'The quote was used or expired.');
    if ((await trx('quotes').where({ id: request.quote_id, used_at: null }).update({ used_at: now })) === 0) throw new HttpError(409, 'quote_expired', 'The quote was used.');
    const q = JSON.parse(row.body) as TransportQuote;
    const amountFils = Number(row.amount_due_fils);
    const moved = await trx('balances')
      .where(partition)
      .whereRaw('balance_fils + credit_limit_fils - ? >= 0', [amountFils])
      .update({ balance_fils: trx.raw('balance_fils - ?', [amountFils]), updated_at: now });
    if (moved === 0) throw new HttpError(402, 'insufficient_funds', 'The wallet does not cover this booking.');
    const balance = (await trx('balances').where(partition).first('balance_fils')) as { balance_fils: number | string };
    const id = newId('bkg');
    const reference = newBookingReference('TR');
    const traveller = `${request.traveller.first_name} ${request.traveller.last_name}`;
    // The trip the service opens beside every booking with a pickup, and the traveller's page it links.
    const trackingToken = randomString(TRACKING_ALPHABET, 32);
    const booking: TransportBooking = {
      object: 'transport_booking',
      sandbox: key.mode === 'test',
      id,
      reference,
      quote_id: q.id,
      status: 'confirmed',
      airport: q.airport,
      terminal: q.terminal,
      direction: q.direction,
      place: q.place,
      pickup_location: q.pickup_location,
      dropoff_location: q.dropoff_location,
      vehicle: { class: q.vehicle.class, description: q.vehicle.description, make: null, model: null, colour: null, plate: null },
      pickup: { at: q.pickup.at, flight_number: request.flight_number ?? null, free_waiting_minutes: q.direction === 'arrival' ? 60 : 15, live_arrival_tracking: 'planned' },
      traveller: request.traveller,
      passengers: q.passengers,
      bags: q.bags,
      agency_reference: request.agency_reference ?? null,
      notes: request.notes ?? null,
      price: { currency: 'AED', terms: q.pricing.terms, public_price_aed: q.pricing.public_price_aed, amount_due_aed: q.pricing.amount_due_aed, commission_aed: q.pricing.commission_aed },
      money: { charged_aed: q.pricing.amount_due_aed, refunded_aed: 0, cancellation_fee_aed: 0, net_aed: q.pricing.amount_due_aed },
      cancellation: { free_until: q.cancellation.free_until, fee_if_cancelled_now_aed: 0, late_cancellation_fee_percent: 50, no_show_fee_percent: 100 },
      driver: null,
      trip: { status: 'scheduled', position: null, eta: null, updated_at: now },
      flight: null,
      tracking_url: `${PUBLIC_BASE_URL}/trip/${trackingToken}`,
      created_at: now,
      cancelled_at: null,
    };
    const description = `Transfer on ${q.pickup.date} for ${traveller}`;
    await trx('ledger_entries').insert({ ...partition, kind: 'charge', amount_fils: -amountFils, balance_after_fils: Number(balance.balance_fils), booking_id: id, reference: id, description, created_at: now });
    await trx('bookings').insert({
      ...partition,
      id,
      reference,
      kind: 'transport',
      status: 'confirmed',
      quote_id: q.id,
      product_id: null,
      service_date: q.pickup.date,
      amount_due_fils: amountFils,
      fee_fils: 0,
      traveller_name: traveller,
      agency_reference: request.agency_reference ?? null,
      body: JSON.stringify(booking),
      driver: null,
      created_at: now,
      updated_at: now,
      cancelled_at: null,
    });
    await trx('booking_trips').insert({ ...partition, booking_id: id, status: 'scheduled', pickup_at: new Date(q.pickup.at).toISOString(), free_waiting_minutes: booking.pickup.free_waiting_minutes, tracking_token: trackingToken, created_at: now, updated_at: now });
    await trx('state_moves').insert({ ...partition, subject_type: 'booking', subject_id: id, from_state: null, to_state: 'confirmed', actor: `key:${key.id}`, request_id: null, created_at: now });
    await trx('events').insert({
      ...partition,
      id: newId('evt'),
      type: 'booking.confirmed',
      subject_type: 'booking',
      subject_id: id,
      data: JSON.stringify({ id, kind: 'transport', status: 'confirmed', service_date: q.pickup.date, amount_due_fils: amountFils, fee_fils: 0, driver: null }),
      notice_kind: 'booking_update',
      notice_title: `Booking confirmed: ${id}`,
      notice_body: [traveller, q.pickup.date, description].join(' · '),
      request_id: null,
      created_at: now,
    });
    return booking;
  });
}

// --- HTTP. ---

const clientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

const app = express();
// As the service: no x-powered-by, and no ETag hashing of every JSON body.
app.disable('x-powered-by');
app.set('etag', false);

// One JSON line per request on stdout, as the service logs it.
const logger = pino({ level: env('LOG_LEVEL', 'info'), base: { service: 'bench-baseline' }, timestamp: pino.stdTimeFunctions.isoTime });
const logRequests = logger.isLevelEnabled('info');

app.use((req: Request, res: Response, next: NextFunction) => {
  const requestId = `req_${randomString('0123456789abcdefghijklmnopqrstuvwxyz', 24)}`;
  res.setHeader('x-request-id', requestId);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'no-store');
  if (req.path.startsWith('/api/b2b/sandbox/')) res.setHeader('x-svc-environment', 'sandbox');
  if (logRequests) {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      logger.info({ req_id: requestId, method: req.method, path: req.path, status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6, ip: req.ip }, 'request');
    });
  }
  next();
});
app.use(express.json({ limit: BODY_LIMIT_BYTES, strict: false, type: () => true }));

app.post('/api/b2b/sandbox/transfers', (req: Request, res: Response) => {
  consume('sandbox', clientIp(req), res);
  verifyToken(req.headers.authorization, QUOTE_SCOPE);
  res.status(200).json(quote(validate<TransferRequest>(validators.transfer, req.body)));
});

app.post('/api/b2b/orchestration', (req: Request, res: Response) => {
  const body: unknown = req.body;
  const action = typeof body === 'object' && body !== null ? (body as { action?: unknown }).action : undefined;
  // Counted before validation, as the service counts it; the baseline serves only this action.
  if (action === 'wallet_topup') consume('wallet_topup', clientIp(req), res);
  const request = validate<Schemas['AccountActionRequest']>(validators.accountAction, body);
  if (request.action !== 'wallet_topup') throw new HttpError(501, 'not_implemented', 'The baseline serves only wallet_topup.');
  res.status(202).json(walletTopup(request, clientIp(req)));
});

app.get('/api/b2b/v1/whoami', (req: Request, res: Response) => {
  res.status(200).json(whoami(req.headers.authorization, res));
});

if (engine) {
  const db = engine;
  app.post('/api/b2b/v1/transport/quote', async (req: Request, res: Response) => {
    const key = await engineKey(db, req.headers.authorization, 'transport:read', res);
    res.status(200).json(await engineQuote(db, key, validate<TransportQuoteRequest>(validators.transportQuote, req.body)));
  });
  app.post('/api/b2b/v1/transport/bookings', async (req: Request, res: Response) => {
    const key = await engineKey(db, req.headers.authorization, 'transport:write', res);
    res.status(201).json(await engineBooking(db, key, validate<TransportBookingRequest>(validators.transportBooking, req.body)));
  });
}

app.get('/bench/round-trips', (_req: Request, res: Response) => {
  res.json(sent);
});

app.get('/readyz', (_req: Request, res: Response) => {
  db.prepare('SELECT 1').get();
  res.json({ status: 'ready', database: 'ok' });
});

app.use((req: Request) => {
  throw new HttpError(404, 'not_found', `No endpoint ${req.method} ${req.path}.`);
});

app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
  const type = typeof err === 'object' && err !== null ? (err as { type?: unknown }).type : undefined;
  const error =
    err instanceof HttpError
      ? err
      : type === 'entity.too.large'
        ? new HttpError(413, 'payload_too_large', `The body is larger than ${BODY_LIMIT_BYTES} bytes.`)
        : type === 'entity.parse.failed'
          ? new HttpError(400, 'invalid_json', 'The body is not valid JSON.')
          : new HttpError(500, 'internal', 'Internal error.');
  if (error.status === 500) console.error(err);
  const body = { code: error.code, message: error.message, retryable: error.status >= 500 || error.status === 429, ...error.extra };
  res.status(error.status).json(req.path.startsWith('/api/b2b/sandbox/') ? { environment: 'sandbox', error: body } : { error: body });
});

async function start(): Promise<void> {
  if (engine) await prepareEngine(engine, process.env.BENCH_SEED_LIVE);
  const server = app.listen(Number(env('PORT')), env('HOST', '127.0.0.1'));
  server.keepAliveTimeout = 65_000;
  process.on('SIGTERM', () => {
    server.close(() => {
      db.close();
      void (engine ? engine.destroy() : Promise.resolve()).then(() => process.exit(0));
    });
    server.closeIdleConnections();
  });
}

start().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

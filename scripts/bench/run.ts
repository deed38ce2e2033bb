/**
 * `npm run bench`: the service against a hand-written baseline (baseline-server.ts) doing the
 * same work, on three calls: the sandbox quote (token + validation, no write), the stored
 * wallet top-up (validation + a two-row transaction) and the v1 whoami (API key look-up). Prints
 * a table; writes no files.
 *
 * Both servers do what any production server does on every request: one pino line on stdout
 * (LOG_LEVEL=info, read by this process as a log collector would), the per-address limit counted
 * in memory with its RateLimit headers, `nosniff` and `no-store`.
 *
 * Each server runs in its own child process on its own temp SQLite file, pinned to one core
 * (the last; BENCH_SERVER_CPU=<n> picks another, `none` unpins); autocannon runs here. Rounds
 * alternate service and baseline so drift on the machine (thermal, other load) hits both; the
 * median round of each is reported with its CPU time per request (user + system, all threads),
 * which other load on the machine disturbs less than throughput, and the ratio of each round's
 * pair (they ran back to back).
 *
 * Also reported: resident memory (each server's, after each scenario's rounds), start-up to the
 * first 200 from /readyz on the existing database (the service restarted BENCH_STARTS times,
 * median) with the idle RSS after it, the round trips to the database of one live booking on
 * each side, and the size of each SQLite WAL.
 *
 * The live booking is a quote then a booking with a live key on a funded wallet (two requests per
 * booking, both counted), against the baseline's Express + Knex doing the same inserts. With
 * BENCH_DATABASE_URL=postgres://… both servers run it on PostgreSQL (a schema each) and only it
 * is measured; by default every scenario runs on SQLite.
 *
 * Knobs: BENCH_SECONDS (per round, default 5), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 20),
 * BENCH_STARTS (restarts timed, default 5), BENCH_SERVER_CPU (the servers' core, or `none`),
 * BENCH_ONLY (comma-separated words: only the scenarios whose names contain one),
 * BENCH_DATABASE_URL (postgres://…, for the live booking on PostgreSQL).
 * Soak: `npm run bench -- --soak 300` (or BENCH_SOAK_SECONDS=300) then loads the service alone with
 * the three calls in turn for that long, over loopback, and samples its RSS every 10 s.
 *
 * First calls (firstCall.ts), next: the latency of a partner's first call with a new test key,
 * which seeds the key's test partition, against its bound of 150 ms, on SQLite and, with
 * BENCH_DATABASE_URL, on PostgreSQL too; BENCH_FIRST_CALLS new keys (default 10) after the one
 * that writes the day's template. `npm run bench -- --first-calls` runs only it, `--no-first-calls`
 * leaves it out.
 *
 * Documents (documents.ts), next: how much longer an uncached document request holds the event
 * loop than a cached one (each document of the contract; bound 8 ms), and the longest stall while
 * four clients fetch uncached documents (bound 50 ms), on a service run in this process.
 * `--documents` runs only it, `--no-documents` leaves it out; BENCH_DOCUMENT_RENDERS sets the
 * renders of each document (default 20, the quickest counts).
 *
 * Webhooks (webhooks.ts), last: events delivered per second to a local receiver, and the delay
 * from a booking's commit to its webhook (p50, p99) while bookings are made through the API, on a
 * service of its own (on PostgreSQL too with BENCH_DATABASE_URL). `npm run bench -- --webhooks`
 * runs only it, `--no-webhooks` leaves it out; BENCH_WEBHOOK_BACKLOG sets the backlog (default 2000), BENCH_WEBHOOK_RATE the
 * bookings per second of its steady phase (default 50).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { createDb, migrateLatest } from '../../src/platform/db';
import { systemClock } from '../../src/platform/clock';
import { addDays, uaeToday } from '../../src/platform/uaeTime';
import { clockTicksPerSecond, cpuTicks, freePort, httpCall, startServer, stopServer, type ServerProcess } from './servers';
import { baselineRoundTrips, serviceRoundTrips, type BookingCalls } from './roundTrips';
import { benchCertificate, measureWebhooks, startBenchReceiver, type WebhookBenchResult } from './webhooks';
import { FIRST_CALL_TARGET_MS, firstCallStatements, measureFirstCalls } from './firstCall';
import { MAX_BURST_STALL_MS, MAX_STALL_MS, measureDocumentStalls } from './documents';

const SECONDS = positiveIntEnv('BENCH_SECONDS', 5);
const ROUNDS = positiveIntEnv('BENCH_ROUNDS', 3);
const CONNECTIONS = positiveIntEnv('BENCH_CONNECTIONS', 20);
const STARTS = positiveIntEnv('BENCH_STARTS', 5);
const WARMUP_SECONDS = 2; // per scenario and server: lets V8 optimise the hot paths (here and in the servers) first
const STARTUP_TARGET_MS = 200;
const IDLE_RSS_TARGET_MB = 80;
const LOADED_RSS_TARGET_MB = 160;
/** How long after /readyz the idle RSS is read: start-up's own garbage is collected by then. */
const IDLE_SETTLE_MS = 1000;
const SERVER_CPU = serverCpu();
const SOAK_SECONDS = soakSeconds();
/** `--webhooks`, `--first-calls`, `--documents`: only the parts named. */
const ONLY = new Set(['--webhooks', '--first-calls', '--documents'].filter((flag) => process.argv.includes(flag)));
const runs = (flag: string): boolean => (ONLY.size === 0 ? !process.argv.includes(flag.replace('--', '--no-')) : ONLY.has(flag));
const FIRST_CALLS = positiveIntEnv('BENCH_FIRST_CALLS', 10);
const DOCUMENT_RENDERS = positiveIntEnv('BENCH_DOCUMENT_RENDERS', 20);
const WEBHOOK_BACKLOG = positiveIntEnv('BENCH_WEBHOOK_BACKLOG', 2000);
const WEBHOOK_RATE = positiveIntEnv('BENCH_WEBHOOK_RATE', 50);
const SOAK_SAMPLE_SECONDS = 10;
const NO_LIMIT = '100000000';
const TICKS_PER_SECOND = clockTicksPerSecond();
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || null;
if (POSTGRES_URL !== null && !POSTGRES_URL.startsWith('postgres')) throw new Error(`BENCH_DATABASE_URL must be postgres://…, got "${POSTGRES_URL}"`);
/** What the live wallet is credited with (the CLI's largest amount): enough for every round. */
const LIVE_WALLET_AED = 999_999_999;

const SERVICE_SCRIPT = resolve(__dirname, '../../server.js');
const BASELINE_SCRIPT = join(__dirname, 'baseline-server.js');

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  expectedStatus: number;
  /** The sandbox token, a v1 test key, a v1 live key, or nothing. */
  credential: 'token' | 'key' | 'live' | 'none';
  /** Service throughput ÷ baseline throughput to reach, if the scenario has a target. */
  target?: number;
  /**
   * A request made before each one measured, on the same connection, whose answer's `id` is sent
   * as `quote_id` in the measured one's body (a quote, then its booking); both are counted.
   */
  before?: { path: string; body: string; expectedStatus: number };
  /** Served by the baseline from its Knex database: the one scenario measured on PostgreSQL too. */
  engine?: boolean;
}

interface Credentials {
  token: string;
  key: string;
  live: string;
}

/** A UAE date a week ahead, so every quote of the run is bookable. */
const pickupDate = addDays(uaeToday(systemClock), 7);
const LIVE_BOOKING: Scenario = {
  name: 'live booking',
  method: 'POST',
  path: '/api/b2b/v1/transport/bookings',
  expectedStatus: 201,
  credential: 'live',
  target: 0.95,
  engine: true,
  before: {
    path: '/api/b2b/v1/transport/quote',
    expectedStatus: 200,
    body: JSON.stringify({ airport: 'DXB', terminal: 'T3', direction: 'arrival', place: 'PALM_JUMEIRAH', vehicle: 'EXECUTIVE_SEDAN', pickup_date: pickupDate, pickup_time: '14:30', passengers: 2, bags: 2 }),
  },
  body: JSON.stringify({ quote_id: '', traveller: { first_name: 'Aisha', last_name: 'Rahman', phone: '+971501234567' }, flight_number: 'EK202', agency_reference: 'GH-1' }),
};

/** The measured body with the quote's id in it. */
const withQuote = (body: string, quoteId: string): string => body.replace('"quote_id":""', `"quote_id":${JSON.stringify(quoteId)}`);

const SCENARIOS: readonly Scenario[] = ([
  {
    name: 'sandbox quote',
    method: 'POST',
    path: '/api/b2b/sandbox/transfers',
    expectedStatus: 200,
    credential: 'token',
    target: 1.0,
    body: JSON.stringify({
      pickup_location: { type: 'airport', terminal: 'DXB_T3' },
      dropoff_location: { type: 'hotel', hotel_ref: 'Atlantis The Palm' },
      flight_number: 'EK202',
      vehicle_class: 'VIP_V_CLASS',
      passengers: 5,
      client_metadata: {
        agency_name: 'Gulf Horizons Travel',
        logo_url: 'https://cdn.example.com/logo.png',
        voucher_branding: { mode: 'white_label', accent_hex: '#0A7C86' },
        agency_reference: 'GH-1',
      },
    }),
  },
  {
    name: 'wallet_topup (stored)',
    method: 'POST',
    path: '/api/b2b/orchestration',
    expectedStatus: 202,
    credential: 'none',
    body: JSON.stringify({
      action: 'wallet_topup',
      company_name: 'Bench Travel',
      contact_email: 'finance@example.com',
      amount_aed: 7500,
      purchase_order: 'PO-1',
    }),
  },
  { name: 'v1 whoami', method: 'GET', path: '/api/b2b/v1/whoami', expectedStatus: 200, credential: 'key' },
  LIVE_BOOKING,
] satisfies Scenario[]).filter((scenario: Scenario) => (POSTGRES_URL === null || scenario.engine === true) && chosen(scenario));

interface Run {
  throughput: number;
  p99Ms: number;
  cpuUsPerReq: number | null;
  /** The server's resident memory right after the round. */
  rssMb: number | null;
  /** Connection errors plus responses with another status than expected. */
  bad: number;
  failures: string[];
}

/** BENCH_ONLY=quote,whoami: only the scenarios whose names contain one of these words. */
function chosen(scenario: Scenario): boolean {
  const only = (process.env.BENCH_ONLY ?? '').split(',').map((word) => word.trim()).filter(Boolean);
  return only.length === 0 || only.some((word) => scenario.name.includes(word));
}

function soakSeconds(): number {
  const flag = process.argv.indexOf('--soak');
  const raw = flag >= 0 ? process.argv[flag + 1] : process.env.BENCH_SOAK_SECONDS;
  if (raw === undefined || raw === '') return 0;
  const value = Number(raw);
  // Bounded: a soak is a measurement, not a load generator left running.
  if (!Number.isInteger(value) || value < 1 || value > 3600) throw new Error(`--soak takes 1 to 3600 seconds, got "${raw}"`);
  return value;
}

/** Resident set size of a process in MB (VmRSS); null off Linux. */
function rssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

function fileMb(path: string): number {
  try {
    return statSync(path).size / 1024 / 1024;
  } catch {
    return 0;
  }
}

/** The core the servers run on: the last one, when there are two or more and taskset exists. */
function serverCpu(): number | null {
  const raw = process.env.BENCH_SERVER_CPU;
  if (raw === 'none') return null;
  if (raw !== undefined && raw !== '') {
    const cpu = Number(raw);
    if (!Number.isInteger(cpu) || cpu < 0 || cpu >= availableParallelism()) throw new Error(`BENCH_SERVER_CPU must be a core number below ${availableParallelism()} or none, got "${raw}"`);
    return cpu;
  }
  if (availableParallelism() < 2) return null;
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
  } catch {
    return null;
  }
  return availableParallelism() - 1;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

function positiveIntEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

// --- Cleanup: children stopped and temp files removed on every way out. ---

const children: ChildProcess[] = [];
let tempDir: string | null = null;
let cleaning: Promise<void> | null = null;
/** PostgreSQL schemas made for this run. */
const schemas: string[] = [];

async function dropSchemas(): Promise<void> {
  if (POSTGRES_URL === null || schemas.length === 0) return;
  const admin = createDb(POSTGRES_URL);
  try {
    for (const schema of schemas.splice(0)) await admin.raw('drop schema if exists ?? cascade', [schema]);
  } finally {
    await admin.destroy();
  }
}

function cleanUp(): Promise<void> {
  cleaning ??= Promise.all(children.map(stopServer))
    .then(dropSchemas)
    .then(() => {
      if (tempDir) rmSync(tempDir, { recursive: true, force: true });
      tempDir = null;
    });
  return cleaning;
}

// Last resort when the runner dies without the async cleanup: nothing may outlive it.
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    void cleanUp().finally(() => process.exit(130));
  });
}

// --- Servers. ---

const ADMIN_SCRIPT = resolve(__dirname, '../admin.js');

/** Issues a v1 test key with the operator CLI; answers the key and its rows, to seed the baseline. */
function issueKey(databaseUrl: string, file: string): { key: string; seed: string } {
  const { account } = admin(databaseUrl, 'account', 'create', '--name', 'Bench Travel') as { account: { id: string } };
  const issued = admin(databaseUrl, 'key', 'create', '--account', account.id, '--mode', 'test');
  const db = new Database(file, { readonly: true });
  try {
    const seed = {
      account: db.prepare('select * from accounts where id = ?').get(account.id),
      key: db.prepare('select * from api_keys where id = ?').get(issued.id),
    };
    return { key: String(issued.key), seed: JSON.stringify(seed) };
  } finally {
    db.close();
  }
}

function admin(databaseUrl: string, ...args: string[]): Record<string, unknown> {
  return JSON.parse(execFileSync(process.execPath, [ADMIN_SCRIPT, ...args], { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' })) as Record<string, unknown>;
}

/**
 * A live key of an account with live access, its live wallet credited by the operator CLI (as a
 * bank transfer would be); answers the key and its rows with the balance, to seed the baseline.
 */
async function issueLiveKey(databaseUrl: string): Promise<{ key: string; seed: string; accountId: string }> {
  const { account } = admin(databaseUrl, 'account', 'create', '--name', 'Bench Live Travel') as { account: { id: string } };
  admin(databaseUrl, 'account', 'live-access', '--account', account.id, '--on');
  const issued = admin(databaseUrl, 'key', 'create', '--account', account.id, '--mode', 'live');
  admin(databaseUrl, 'wallet', 'credit', '--account', account.id, '--amount-aed', String(LIVE_WALLET_AED), '--reference', `BENCH-FUNDING-${account.id}`);
  const db = createDb(databaseUrl);
  try {
    const seed = {
      account: (await db('accounts').where({ id: account.id }).first()) as Record<string, unknown>,
      key: (await db('api_keys').where({ id: issued.id }).first()) as Record<string, unknown>,
      balance_fils: LIVE_WALLET_AED * 100,
    };
    return { key: String(issued.key), seed: JSON.stringify(seed), accountId: account.id };
  } finally {
    await db.destroy();
  }
}

/** A database URL of its own for `label`: a new schema on PostgreSQL, else a SQLite file in the run's directory. */
async function databaseFor(label: string, dir: string): Promise<string> {
  if (POSTGRES_URL === null) return `sqlite:${join(dir, `${label}.sqlite`)}`;
  const schema = `bench_${randomBytes(4).toString('hex')}_${label.replace(/[^a-z]/g, '')}`;
  const adminDb = createDb(POSTGRES_URL);
  try {
    await adminDb.raw('create schema ??', [schema]);
  } finally {
    await adminDb.destroy();
  }
  schemas.push(schema);
  // node-postgres passes `options` to the server at connect time: the schema for every connection.
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** What both servers are started with. */
const commonEnv = (secret: string): Record<string, string> => ({
  HOST: '127.0.0.1',
  // Production's level: a line per request.
  LOG_LEVEL: 'info',
  NODE_ENV: 'production',
  SANDBOX_TOKEN_SECRET: secret,
  LIMIT_SANDBOX_PER_HOUR: NO_LIMIT,
  LIMIT_WALLET_TOPUP_PER_HOUR: NO_LIMIT,
});

/** The service's environment: production demands every secret from it, and no limit may stop the load. */
const serviceEnv = (secret: string, port: number, databaseUrl: string): Record<string, string> => ({
  ...commonEnv(secret),
  PORT: String(port),
  DATABASE_URL: databaseUrl,
  URL_SIGNING_SECRET: randomBytes(32).toString('base64url'),
  DATA_ENCRYPTION_SECRET: secret,
  LIMIT_HANDSHAKE_PER_HOUR: NO_LIMIT,
  LIMIT_CREDIT_LINE_PER_HOUR: NO_LIMIT,
  LIMIT_ACCOUNT_PAYLOAD_PER_HOUR: NO_LIMIT,
  LIMIT_TRACKING_LINK_PER_HOUR: NO_LIMIT,
  LIMIT_API_KEY_PER_MINUTE: NO_LIMIT,
});

async function startBoth(secret: string): Promise<{ service: ServerProcess; baseline: ServerProcess; key: string; live: string; serviceEnv: Record<string, string> }> {
  tempDir ??= mkdtempSync(join(tmpdir(), 'svc-bench-'));
  // One at a time, so neither start-up is slowed by the other on two cores.
  const serviceFile = join(tempDir, 'service.sqlite');
  const serviceUrl = POSTGRES_URL === null ? `sqlite:${serviceFile}` : await databaseFor('service', tempDir);
  const servicePort = await freePort();
  const service = await startServer('service', SERVICE_SCRIPT, servicePort, serviceEnv(secret, servicePort, serviceUrl), SERVER_CPU);
  children.push(service.child);
  // The test key's rows are read from the SQLite file; on PostgreSQL only the live booking runs.
  const { key, seed } = POSTGRES_URL === null ? issueKey(serviceUrl, serviceFile) : { key: '', seed: '' };
  const live = await issueLiveKey(serviceUrl);
  const baselinePort = await freePort();
  const baseline = await startServer('baseline', BASELINE_SCRIPT, baselinePort, {
    ...commonEnv(secret),
    PORT: String(baselinePort),
    DATABASE_URL: `sqlite:${join(tempDir, 'baseline.sqlite')}`,
    LIMIT_API_KEY_PER_MINUTE: NO_LIMIT,
    BENCH_SEED_KEY: seed,
    BENCH_ENGINE_DATABASE_URL: await databaseFor('baseline_engine', tempDir),
    BENCH_SEED_LIVE: live.seed,
  }, SERVER_CPU);
  children.push(baseline.child);
  return { service, baseline, key, live: live.key, serviceEnv: serviceEnv(secret, servicePort, serviceUrl) };
}

async function obtainToken(service: ServerProcess): Promise<string> {
  const body = JSON.stringify({ action: 'developer_handshake', platform_name: 'bench', contact_email: 'bench@example.com', use_case: 'transfers' });
  const answer = await httpCall(service.port, 'POST', '/api/b2b/orchestration', body);
  const token = answer.status === 200 ? (JSON.parse(answer.body) as { token?: unknown }).token : undefined;
  if (typeof token !== 'string') throw new Error(`developer_handshake answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  return token;
}

function headersFor(scenario: Scenario, credentials: Credentials): Record<string, string> {
  const headers: Record<string, string> = scenario.body === undefined ? {} : { 'content-type': 'application/json' };
  if (scenario.credential === 'token') headers.authorization = `Bearer ${credentials.token}`;
  if (scenario.credential === 'key') headers.authorization = `Bearer ${credentials.key}`;
  if (scenario.credential === 'live') headers.authorization = `Bearer ${credentials.live}`;
  return headers;
}

// --- Same answers: the baseline is only a fair yardstick if it answers what the service answers. ---

/** The answer with its per-request values (ids, references, timestamps) blanked and keys sorted. */
function normalised(body: string): string {
  const blanked = body
    .replace(/SBX-[0-9A-Z]{20}/g, 'SBX-*')
    .replace(/WTU-[0-9A-Z]{10}/g, 'WTU-*')
    .replace(/\b(tq|bkg)_[0-9A-Za-z]{20}\b/g, '$1_*')
    .replace(/\b([A-Z]{2})-[0-9A-Z]{4}-[0-9A-Z]{4}\b/g, '$1-*')
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/g, '<time>');
  const sortKeys = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sortKeys)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sortKeys(v)]))
        : value;
  return JSON.stringify(sortKeys(JSON.parse(blanked)));
}

async function compareAnswers(service: ServerProcess, baseline: ServerProcess, credentials: Credentials): Promise<void> {
  for (const scenario of SCENARIOS) {
    const [ours, theirs] = await Promise.all([service, baseline].map((server) => once(server, scenario, credentials)));
    for (const [server, answer] of [[service, ours], [baseline, theirs]] as const) {
      if (answer?.status !== scenario.expectedStatus) {
        throw new Error(`${scenario.name}: ${server.label} answered ${String(answer?.status)}, expected ${scenario.expectedStatus}: ${answer?.body.slice(0, 300)}`);
      }
      if (!answer.headers['x-request-id']) throw new Error(`${scenario.name}: ${server.label} sent no x-request-id`);
      // The production minimum on both sides, or the comparison is not of the same work.
      if (answer.headers['x-content-type-options'] !== 'nosniff' || answer.headers['cache-control'] !== 'no-store') {
        throw new Error(`${scenario.name}: ${server.label} sent no nosniff and no-store`);
      }
    }
    if (ours?.headers.ratelimit !== undefined && theirs?.headers.ratelimit === undefined) throw new Error(`${scenario.name}: the baseline sent no RateLimit fields`);
    if (ours && theirs && normalised(ours.body) !== normalised(theirs.body)) {
      console.error(`WARNING: ${scenario.name}: the baseline's answer differs from the service's; update baseline-server.ts.`);
      console.error(`  service:  ${normalised(ours.body)}\n  baseline: ${normalised(theirs.body)}`);
    }
  }
}

/** One measured request as a client makes it: with its quote first, when it takes one. */
async function once(server: ServerProcess, scenario: Scenario, credentials: Credentials): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const headers = headersFor(scenario, credentials);
  let body = scenario.body;
  if (scenario.before) {
    const first = await httpCall(server.port, 'POST', scenario.before.path, scenario.before.body, headers);
    if (first.status !== scenario.before.expectedStatus) throw new Error(`${scenario.name}: ${server.label} answered ${first.status} to ${scenario.before.path}: ${first.body.slice(0, 300)}`);
    body = withQuote(scenario.body ?? '', (JSON.parse(first.body) as { id: string }).id);
  }
  return httpCall(server.port, scenario.method, scenario.path, body, headers);
}

// --- Measuring. ---

const expectedStatuses = (scenario: Scenario): number[] => [scenario.expectedStatus, ...(scenario.before ? [scenario.before.expectedStatus] : [])];

function failuresOf(result: autocannon.Result, expected: readonly number[]): string[] {
  const failures: string[] = [];
  if (result.requests.total === 0) failures.push('no responses');
  if (result.errors > 0) failures.push(`${result.errors} connection errors (${result.timeouts} timeouts)`);
  if (result.non2xx > 0) failures.push(`${result.non2xx} non-2xx responses`);
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
    if (!expected.includes(Number(status)) && (stats.count ?? 0) > 0) failures.push(`${stats.count ?? 0} answered ${status}`);
  }
  return failures;
}

/** Autocannon's requests for a scenario with a quote first: the quote's id goes into the booking. */
function chained(scenario: Scenario, headers: Record<string, string>): autocannon.Request[] | undefined {
  const before = scenario.before;
  if (!before) return undefined;
  const measured = scenario.body ?? '';
  return [
    {
      method: 'POST',
      path: before.path,
      headers,
      body: before.body,
      onResponse: (status: number, body: string, context: Record<string, unknown>) => {
        context.quoteId = status === before.expectedStatus ? (JSON.parse(body) as { id: string }).id : '';
      },
    },
    {
      method: scenario.method,
      path: scenario.path,
      headers,
      setupRequest: (request: autocannon.Request, context: Record<string, unknown>) => ({ ...request, body: withQuote(measured, String(context.quoteId ?? '')) }),
    },
  ] as autocannon.Request[];
}

async function measure(server: ServerProcess, scenario: Scenario, credentials: Credentials, seconds: number): Promise<Run> {
  const ticksBefore = cpuTicks(server.child.pid);
  const headers = headersFor(scenario, credentials);
  const requests = chained(scenario, headers);
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${scenario.path}`,
    method: scenario.method,
    headers,
    ...(requests ? { requests } : scenario.body === undefined ? {} : { body: scenario.body }),
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
  });
  const ticksAfter = cpuTicks(server.child.pid);
  const rss = rssMb(server.child.pid);
  const responses = result.requests.total;
  const cpuUsPerReq =
    ticksBefore === null || ticksAfter === null || responses === 0 ? null : (((ticksAfter - ticksBefore) / TICKS_PER_SECOND) * 1e6) / responses;
  const expected = expectedStatuses(scenario).reduce((sum, status) => sum + (result.statusCodeStats?.[`${status}`]?.count ?? 0), 0);
  return {
    throughput: result.requests.average,
    p99Ms: result.latency.p99,
    cpuUsPerReq,
    rssMb: rss,
    bad: result.errors + responses - expected,
    failures: failuresOf(result, expectedStatuses(scenario)),
  };
}

/**
 * The rounds' medians (throughput, p99, CPU per request), the largest RSS, and the failures of
 * every round.
 */
function medianRun(runs: Run[]): Run {
  const cpu = runs.map((run) => run.cpuUsPerReq).filter((value): value is number => value !== null);
  const rss = runs.map((run) => run.rssMb).filter((value): value is number => value !== null);
  return {
    throughput: median(runs.map((run) => run.throughput)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    cpuUsPerReq: cpu.length === runs.length ? median(cpu) : null,
    rssMb: rss.length > 0 ? Math.max(...rss) : null,
    bad: runs.reduce((sum, run) => sum + run.bad, 0),
    failures: runs.flatMap((run) => run.failures),
  };
}

// --- Reporting. ---

const fixed = (value: number | null, digits = 0): string => (value === null ? 'n/a' : value.toFixed(digits));

function describeRun(scenario: Scenario, label: string, round: number, run: Run): string {
  const status = run.failures.length === 0 ? '' : `  FAILED: ${run.failures.join('; ')}`;
  return `  ${scenario.name.padEnd(22)} round ${round}  ${label.padEnd(8)} ${fixed(run.throughput).padStart(7)} req/s  p99 ${fixed(run.p99Ms, 1).padStart(6)} ms  ${fixed(run.cpuUsPerReq).padStart(5)} µs/req${status}`;
}

interface Result {
  scenario: Scenario;
  service: Run;
  baseline: Run;
  /** Service ÷ baseline throughput of each round (the two ran back to back). */
  roundRatios: number[];
  /** Service ÷ baseline CPU time per request of each round. */
  cpuRatios: number[];
}

function printTable(results: Result[]): void {
  const row = (cells: string[]): string =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(i === 0 ? 22 : 9) : cell.padStart(11))).join(' ');
  console.log(`\nMedian of ${ROUNDS} round${ROUNDS === 1 ? '' : 's'} × ${SECONDS} s, ${CONNECTIONS} connections, pipelining 1, servers ${SERVER_CPU === null ? 'unpinned' : `on core ${SERVER_CPU}`}:\n`);
  console.log(row(['scenario', 'server', 'req/s', 'p99 ms', 'CPU µs/req', 'max RSS MB', 'failed']));
  for (const { scenario, service, baseline } of results) {
    for (const [label, run] of [['service', service], ['baseline', baseline]] as const) {
      console.log(row([scenario.name, label, fixed(run.throughput), fixed(run.p99Ms, 1), fixed(run.cpuUsPerReq), fixed(run.rssMb, 1), String(run.bad)]));
    }
  }
  console.log('(failed: connection errors and answers other than the expected status, over every round)');
  console.log('\nservice / baseline: the median of the rounds\' ratios (each round\'s pair ran back to back), and their range:\n');
  for (const { scenario, roundRatios, cpuRatios } of results) {
    const throughput = median(roundRatios);
    const spread = `rounds ${Math.min(...roundRatios).toFixed(2)}–${Math.max(...roundRatios).toFixed(2)}×`;
    const cpu = cpuRatios.length === roundRatios.length ? `${median(cpuRatios).toFixed(2)}× (rounds ${Math.min(...cpuRatios).toFixed(2)}–${Math.max(...cpuRatios).toFixed(2)}×)` : 'n/a';
    const verdict = scenario.target === undefined ? '' : `${throughput >= scenario.target ? 'PASS' : 'BELOW TARGET'} (target ≥ ${scenario.target.toFixed(2)}×)`;
    console.log(`${scenario.name.padEnd(22)} throughput ${throughput.toFixed(2)}× (${spread})  CPU per request ${cpu}  ${verdict}`);
  }
}

/** Loads the service alone with the scenarios in turn for SOAK_SECONDS, sampling its RSS. */
async function soak(service: ServerProcess, credentials: Credentials): Promise<void> {
  console.log(`\nSoak: ${SOAK_SECONDS} s against the service alone, RSS every ${SOAK_SAMPLE_SECONDS} s:`);
  const samples: number[] = [];
  let requests = 0;
  let bad = 0;
  const until = performance.now() + SOAK_SECONDS * 1000;
  for (let i = 0; performance.now() < until; i++) {
    const scenario = SCENARIOS[i % SCENARIOS.length] as Scenario;
    const seconds = Math.max(1, Math.min(SOAK_SAMPLE_SECONDS, Math.round((until - performance.now()) / 1000)));
    const run = await measure(service, scenario, credentials, seconds);
    requests += Math.round(run.throughput * seconds);
    bad += run.bad;
    const rss = rssMb(service.child.pid);
    if (rss !== null) samples.push(rss);
    console.log(`  ${String(Math.round(SOAK_SECONDS - (until - performance.now()) / 1000)).padStart(5)} s  ${scenario.name.padEnd(22)} ${fixed(run.throughput).padStart(6)} req/s  RSS ${fixed(rss, 1)} MB`);
  }
  const first = samples[0] ?? null;
  const last = samples[samples.length - 1] ?? null;
  const half = samples.slice(Math.floor(samples.length / 2));
  console.log(
    `Soak: ~${requests} requests, ${bad} failed; RSS first ${fixed(first, 1)} MB, last ${fixed(last, 1)} MB, ` +
      `max ${fixed(samples.length ? Math.max(...samples) : null, 1)} MB, second half ${fixed(half.length ? Math.min(...half) : null, 1)}–${fixed(half.length ? Math.max(...half) : null, 1)} MB`,
  );
}

// --- The run. ---

async function main(): Promise<number> {
  const secret = randomBytes(32).toString('base64url');
  const compared = ONLY.size > 0 ? 0 : await compare(secret);
  const firstCalls = runs('--first-calls') ? await firstCallScenario(secret) : 0;
  const documents = runs('--documents') ? await documentScenario(secret) : 0;
  const webhooks = runs('--webhooks') ? await webhookScenario(secret) : 0;
  return compared || firstCalls || documents || webhooks;
}

/** The service against the baseline, scenario by scenario; answers the exit code. */
async function compare(secret: string): Promise<number> {
  const { service, baseline, key, live, serviceEnv: serviceEnvironment } = await startBoth(secret);
  const idleRss = rssMb(service.child.pid);
  console.log(`Database: ${POSTGRES_URL === null ? 'SQLite' : 'PostgreSQL'}; scenarios: ${SCENARIOS.map((scenario) => scenario.name).join(', ')}`);
  const credentials: Credentials = { token: await obtainToken(service), key, live };
  await compareAnswers(service, baseline, credentials);

  console.log(`Warming up (${WARMUP_SECONDS} s per scenario and server)…`);
  for (const scenario of SCENARIOS) {
    for (const server of [service, baseline]) await measure(server, scenario, credentials, WARMUP_SECONDS);
  }

  const results: Result[] = [];
  for (const scenario of SCENARIOS) {
    const runs = { service: [] as Run[], baseline: [] as Run[] };
    for (let round = 1; round <= ROUNDS; round++) {
      for (const server of [service, baseline]) {
        const run = await measure(server, scenario, credentials, SECONDS);
        console.log(describeRun(scenario, server.label, round, run));
        runs[server === service ? 'service' : 'baseline'].push(run);
      }
    }
    const roundRatios = runs.service.map((run, i) => run.throughput / (runs.baseline[i]?.throughput ?? Number.NaN));
    const cpuRatios = runs.service.flatMap((run, i) => {
      const theirs = runs.baseline[i]?.cpuUsPerReq;
      return run.cpuUsPerReq !== null && theirs ? [run.cpuUsPerReq / theirs] : [];
    });
    results.push({ scenario, service: medianRun(runs.service), baseline: medianRun(runs.baseline), roundRatios, cpuRatios });
  }

  printTable(results);
  if (SOAK_SECONDS > 0) await soak(service, credentials);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const settledRss = rssMb(service.child.pid);
  const quoteRss = results.find((result) => result.scenario.name === 'sandbox quote');
  if (quoteRss) {
    const verdict = quoteRss.service.rssMb !== null && quoteRss.service.rssMb <= LOADED_RSS_TARGET_MB ? 'PASS' : 'ABOVE TARGET';
    console.log(`\nRSS under sustained sandbox quote load (largest after a round): service ${fixed(quoteRss.service.rssMb, 1)} MB (target ≤ ${LOADED_RSS_TARGET_MB} MB: ${verdict}), baseline ${fixed(quoteRss.baseline.rssMb, 1)} MB`);
  }
  console.log(`Service RSS: after start-up and set-up ${fixed(idleRss, 1)} MB; idle 2 s after the last round ${fixed(settledRss, 1)} MB; baseline ${fixed(rssMb(baseline.child.pid), 1)} MB`);
  if (tempDir && POSTGRES_URL === null) {
    console.log(`SQLite WAL after the bench: service ${fileMb(join(tempDir, 'service.sqlite-wal')).toFixed(1)} MB, baseline ${fileMb(join(tempDir, 'baseline.sqlite-wal')).toFixed(1)} MB`);
  }
  if (SCENARIOS.includes(LIVE_BOOKING)) await printRoundTrips(baseline, live, serviceEnvironment);

  const failed = results.some((r) => r.service.failures.length > 0 || r.baseline.failures.length > 0);
  if (failed) console.error('\nFAILED: some runs had errors or unexpected statuses (see above).');
  // Its database's work is done: the webhook scenario runs on two cores without it.
  await Promise.all([stopServer(service.child), stopServer(baseline.child)]);
  await printStartups(service, baseline, serviceEnvironment);
  return failed ? 1 : 0;
}

/** The quote and booking requests of the live booking scenario with `key`. */
function bookingCalls(key: string): BookingCalls {
  return {
    headers: headersFor(LIVE_BOOKING, { token: '', key: '', live: key }),
    quotePath: LIVE_BOOKING.before?.path ?? '',
    quoteBody: LIVE_BOOKING.before?.body ?? '',
    bookingPath: LIVE_BOOKING.path,
    bookingBody: (quoteId) => withQuote(LIVE_BOOKING.body ?? '', quoteId),
  };
}

/** Round trips of one live booking on each side; the service's on a database of its own (see roundTrips.ts). */
async function printRoundTrips(baseline: ServerProcess, baselineLiveKey: string, env: Record<string, string>): Promise<void> {
  tempDir ??= mkdtempSync(join(tmpdir(), 'svc-bench-'));
  const theirs = await baselineRoundTrips(baseline.port, bookingCalls(baselineLiveKey));
  const databaseUrl = await databaseFor('roundtrips', tempDir);
  const migrating = createDb(databaseUrl);
  try {
    await migrateLatest(migrating);
  } finally {
    await migrating.destroy();
  }
  const live = await issueLiveKey(databaseUrl);
  const ours = await serviceRoundTrips({ ...env, DATABASE_URL: databaseUrl }, bookingCalls(live.key));
  console.log(`\nRound trips to the database of one live booking (${POSTGRES_URL === null ? 'SQLite' : 'PostgreSQL'}; BEGIN and COMMIT count): service ${ours.quote} for the quote + ${ours.booking} for the booking; baseline ${theirs.quote} + ${theirs.booking}`);
  for (const [label, trips] of [['service', ours], ['baseline', theirs]] as const) {
    console.log(`  ${label} booking:`);
    for (const sql of trips.bookingStatements) console.log(`    ${sql.length > 150 ? `${sql.slice(0, 147)}...` : sql}`);
  }
}

/**
 * Start-up on the existing database, as after a deploy: the service started BENCH_STARTS times
 * more (one after another, nothing else running), each read for its time to the first 200 from
 * /readyz and its idle RSS once start-up's garbage is collected.
 */
async function printStartups(first: ServerProcess, baseline: ServerProcess, env: Record<string, string>): Promise<void> {
  const times: number[] = [];
  const rss: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    const port = await freePort();
    const started = await startServer('service', SERVICE_SCRIPT, port, { ...env, PORT: String(port) }, SERVER_CPU);
    children.push(started.child);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
    times.push(started.startupMs);
    const idle = rssMb(started.child.pid);
    if (idle !== null) rss.push(idle);
    await stopServer(started.child);
  }
  const startup = median(times);
  const idle = rss.length > 0 ? median(rss) : null;
  console.log(
    `\nStart-up, spawn → first 200 from GET /readyz, on the existing database, median of ${STARTS}: service ${startup.toFixed(0)} ms ` +
      `(${times.map((t) => t.toFixed(0)).join(', ')}; target ≤ ${STARTUP_TARGET_MS} ms: ${startup <= STARTUP_TARGET_MS ? 'PASS' : 'ABOVE TARGET'}); ` +
      `first start (migrations applied) ${first.startupMs.toFixed(0)} ms; baseline ${baseline.startupMs.toFixed(0)} ms`,
  );
  console.log(`Service idle RSS ${IDLE_SETTLE_MS / 1000} s after start-up, median of ${STARTS}: ${fixed(idle, 1)} MB (target ≤ ${IDLE_RSS_TARGET_MB} MB: ${idle !== null && idle <= IDLE_RSS_TARGET_MB ? 'PASS' : 'ABOVE TARGET'})`);
}

/** The nearest-rank percentile `p` (0-100) of `values`. */
const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
};

/**
 * A partner's first call with a new test key (firstCall.ts), on SQLite and, with
 * BENCH_DATABASE_URL, on PostgreSQL, each on a service of its own; answers the exit code.
 */
async function firstCallScenario(secret: string): Promise<number> {
  tempDir ??= mkdtempSync(join(tmpdir(), 'svc-bench-'));
  const databases = [{ label: 'SQLite', url: `sqlite:${join(tempDir, 'first-calls.sqlite')}` }];
  if (POSTGRES_URL !== null) databases.push({ label: 'PostgreSQL', url: await databaseFor('firstcalls', tempDir) });
  console.log(
    `\nFirst call with a new test key (GET /api/b2b/v1/bookings, which seeds the key's test partition), ${FIRST_CALLS} new keys after the one that writes the day's seed template; ` +
      'the service unpinned and otherwise idle:',
  );
  for (const { label, url } of databases) {
    const port = await freePort();
    // Unpinned: a fresh partition's PDFs render in the worker thread on the other core while its tables are written.
    const service = await startServer('first-calls', SERVICE_SCRIPT, port, serviceEnv(secret, port, url));
    children.push(service.child);
    let calls;
    try {
      const cpuMs = (): number | null => {
        const ticks = cpuTicks(service.child.pid);
        return ticks === null ? null : (ticks * 1000) / TICKS_PER_SECOND;
      };
      calls = await measureFirstCalls(port, url, FIRST_CALLS, cpuMs);
    } finally {
      await stopServer(service.child);
    }
    const statements = await firstCallStatements(serviceEnv(secret, port, url));
    const typical = median(calls.copiesMs);
    console.log(
      `  ${label.padEnd(10)} median ${typical.toFixed(0)} ms, p90 ${percentile(calls.copiesMs, 90).toFixed(0)} ms, slowest ${Math.max(...calls.copiesMs).toFixed(0)} ms ` +
        `(target ≤ ${FIRST_CALL_TARGET_MS} ms: ${typical <= FIRST_CALL_TARGET_MS ? 'PASS' : 'ABOVE TARGET'}), CPU ${calls.copiesCpuMs === null ? 'n/a' : `${median(calls.copiesCpuMs).toFixed(0)} ms`} (median, all threads), ${statements.copy} statements; ` +
        `the first, which writes the template: ${calls.templateMs.toFixed(0)} ms, ${statements.template} statements`,
    );
  }
  return 0;
}

/** Documents and the event loop (documents.ts), on a SQLite database of their own; answers the exit code. */
async function documentScenario(secret: string): Promise<number> {
  tempDir ??= mkdtempSync(join(tmpdir(), 'svc-bench-'));
  const databaseUrl = `sqlite:${join(tempDir, 'documents.sqlite')}`;
  const migrating = createDb(databaseUrl);
  try {
    await migrateLatest(migrating);
  } finally {
    await migrating.destroy();
  }
  console.log(`\nDocuments and the event loop: each uncached render (quickest of ${DOCUMENT_RENDERS}) against the same request cached, then bursts of four clients…`);
  const { documents, burstMs } = await measureDocumentStalls(serviceEnv(secret, await freePort(), databaseUrl), DOCUMENT_RENDERS);
  const worst = documents.reduce((a, b) => (b.stallMs > a.stallMs ? b : a));
  for (const { kind, stallMs } of documents) console.log(`  ${kind.padEnd(44)} ${stallMs.toFixed(1).padStart(6)} ms longer${stallMs > MAX_STALL_MS ? '  ABOVE TARGET' : ''}`);
  console.log(
    `  Longest: ${worst.kind} ${worst.stallMs.toFixed(1)} ms (target ≤ ${MAX_STALL_MS} ms: ${worst.stallMs <= MAX_STALL_MS ? 'PASS' : 'ABOVE TARGET'}); ` +
      `burst: ${burstMs.toFixed(1)} ms (best of five; target ≤ ${MAX_BURST_STALL_MS} ms: ${burstMs <= MAX_BURST_STALL_MS ? 'PASS' : 'ABOVE TARGET'})`,
  );
  return 0;
}

/** Webhook delivery on a service of its own; answers the exit code. */
async function webhookScenario(secret: string): Promise<number> {
  tempDir ??= mkdtempSync(join(tmpdir(), 'svc-bench-'));
  const tls = benchCertificate(tempDir);
  if (tls === null) {
    console.log('\nWebhooks: skipped (openssl is needed for the receiver\'s certificate).');
    return 0;
  }
  const receiver = await startBenchReceiver(tls);
  try {
    const databaseUrl = await databaseFor('webhooks', tempDir);
    const port = await freePort();
    const service = await startServer('webhooks', SERVICE_SCRIPT, port, {
      ...serviceEnv(secret, port, databaseUrl),
      JOBS_ENABLED: 'true',
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      WEBHOOK_CA_FILE: tls.caFile,
    });
    children.push(service.child);
    const live = await issueLiveKey(databaseUrl);
    const requests = chained(LIVE_BOOKING, headersFor(LIVE_BOOKING, { token: '', key: '', live: live.key })) as autocannon.Request[];
    console.log(
      `\nWebhooks (${POSTGRES_URL === null ? 'SQLite' : 'PostgreSQL'}, default WEBHOOK_* settings, https to a loopback receiver): a backlog of ${WEBHOOK_BACKLOG} events, ` +
        `then ${SECONDS} s of live bookings at ${WEBHOOK_RATE}/s and ${SECONDS} s as fast as they go, over ${CONNECTIONS} connections…`,
    );
    const result = await measureWebhooks({ databaseUrl, port, accountId: live.accountId, receiver, dataSecret: secret, requests, seconds: SECONDS, connections: CONNECTIONS, backlog: WEBHOOK_BACKLOG, steadyRate: WEBHOOK_RATE });
    printWebhooks(result);
    await stopServer(service.child);
    return result.failures.length > 0 ? 1 : 0;
  } finally {
    await receiver.close();
  }
}

function printWebhooks(result: WebhookBenchResult): void {
  console.log(`  backlog: ${result.backlogDelivered} events delivered at ${fixed(result.backlogPerSecond)} events/s`);
  for (const phase of result.phases) {
    console.log(
      `  bookings ${phase.label.padEnd(9)} ${fixed(phase.bookingsPerSecond).padStart(4)} bookings/s, ${String(phase.events).padStart(5)} events delivered (${fixed(phase.deliveredPerSecond)}/s meanwhile); ` +
        `commit → webhook p50 ${fixed(phase.p50Ms)} ms, p99 ${fixed(phase.p99Ms)} ms, max ${fixed(phase.maxMs)} ms; one attempt p50 ${fixed(phase.attemptP50Ms)} ms, p99 ${fixed(phase.attemptP99Ms)} ms; ` +
        `nothing pending ${fixed(phase.drainMs)} ms after the load`,
    );
  }
  if (result.failures.length > 0) console.error(`  FAILED: ${result.failures.join('; ')}`);
}

main()
  .then(
    (code) => cleanUp().then(() => code),
    (err: unknown) => {
      console.error(`bench failed: ${err instanceof Error ? err.message : String(err)}`);
      return cleanUp().then(() => 1);
    },
  )
  .then((code) => process.exit(code));

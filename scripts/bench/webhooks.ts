/**
 * The webhook scenario of `npm run bench`: the service (its own database, background jobs on,
 * default webhook settings) delivers a live endpoint's events over https to a receiver in this
 * process, on the loopback interface (allowlisted with WEBHOOK_ALLOWED_HOSTS, its self-signed
 * certificate trusted through WEBHOOK_CA_FILE, as an operator's internal receiver would be).
 *
 * Two measurements:
 * - Backlog: BENCH_WEBHOOK_BACKLOG events (default 2000) committed at once; events delivered
 *   per second until the last one arrives.
 * - Under load: bookings made through the API by autocannon (quote then booking, as in the live
 *   booking scenario) for BENCH_SECONDS, first at a steady BENCH_WEBHOOK_RATE bookings/s
 *   (default 50), then as fast as the service books; the delay from each event's commit (its
 *   `created_at`, taken in the transaction) to its arrival at the receiver, p50 and p99, and how
 *   long what was left to send took once the load stopped.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { createDb, type Db } from '../../src/platform/db';
import { loadConfig } from '../../src/platform/config';
import { loadServiceKeys } from '../../src/platform/secrets';
import { systemClock } from '../../src/platform/clock';
import { newId } from '../../src/platform/ids';
import { Partition } from '../../src/engine/partition';
import { catalogOf } from '../../src/engine/sections';
import { recordEvents } from '../../src/engine/events';
import { createEndpoint } from '../../src/webhooks/endpoints';

export interface BenchTls {
  key: string;
  cert: string;
  caFile: string;
}

/** A self-signed certificate for 127.0.0.1 in `dir` (openssl), or null when openssl is missing. */
export function benchCertificate(dir: string): BenchTls | null {
  const keyFile = join(dir, 'receiver-key.pem');
  const certFile = join(dir, 'receiver-cert.pem');
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=bench receiver', '-addext', 'subjectAltName=IP:127.0.0.1'],
      { stdio: 'ignore' },
    );
  } catch {
    return null;
  }
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), caFile: certFile };
}

interface Arrival {
  eventId: string;
  /** ms: arrival minus the event's created_at. */
  delayMs: number;
  at: number;
}

interface BenchReceiver {
  url: string;
  arrivals: Arrival[];
  /** Resolves when `count` requests have arrived (false after `timeoutMs`). */
  waitFor(count: number, timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export async function startBenchReceiver(tls: BenchTls): Promise<BenchReceiver> {
  const arrivals: Arrival[] = [];
  let waiter: { count: number; resolve: () => void } | null = null;
  const server = https.createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const at = performance.now();
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string; created_at: string };
      // The delay is against the event's date, so it is read on the clock the service dated it by.
      arrivals.push({ eventId: event.id, delayMs: systemClock.now().getTime() - Date.parse(event.created_at), at });
      res.writeHead(204).end();
      if (waiter && arrivals.length >= waiter.count) waiter.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    arrivals,
    waitFor: (count, timeoutMs) =>
      new Promise((resolve) => {
        if (arrivals.length >= count) return resolve(true);
        const timer = setTimeout(() => {
          waiter = null;
          resolve(false);
        }, timeoutMs);
        waiter = {
          count,
          resolve: () => {
            clearTimeout(timer);
            waiter = null;
            resolve(true);
          },
        };
      }),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The partitions the bench writes to run no section: its endpoints and events read none of their parts. */
const NO_SECTIONS = catalogOf([]);

/** A live endpoint taking every event, made as the endpoints API makes one; the loopback receiver is on the operator's allow-list. */
async function addEndpoint(db: Db, accountId: string, url: string, dataSecret: string): Promise<void> {
  const keys = await loadServiceKeys(db, loadConfig({ DATA_ENCRYPTION_SECRET: dataSecret, SANDBOX_TOKEN_SECRET: dataSecret, URL_SIGNING_SECRET: dataSecret }), systemClock);
  const policy = { allowedHosts: [new URL(url).hostname] };
  await createEndpoint(Partition.forJob(NO_SECTIONS, db, systemClock, { account_id: accountId, mode: 'live' }), { dataKey: keys.dataEncryption, policy }, { url, enabled_events: ['*'], description: 'bench receiver' });
}

/** `count` events committed in one transaction (each queued for the endpoint with it). */
async function queueBacklog(db: Db, accountId: string, count: number): Promise<void> {
  await Partition.forJob(NO_SECTIONS, db, systemClock, { account_id: accountId, mode: 'live' }).transaction((p) =>
    recordEvents(
      p,
      Array.from({ length: count }, () => {
        const id = newId('bkg');
        return { type: 'booking.created' as const, subjectType: 'booking' as const, subjectId: id, data: { object: 'transport_booking', id, status: 'pending' } };
      }),
    ),
  );
}

async function pendingDeliveries(db: Db): Promise<number> {
  const [row] = (await db('webhook_deliveries').where({ status: 'pending' }).count({ n: '*' })) as Array<{ n: number | string }>;
  return Number(row?.n ?? 0);
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

export interface WebhookBenchInput {
  databaseUrl: string;
  /** The service, started with the settings above, and its live key's account. */
  port: number;
  accountId: string;
  receiver: BenchReceiver;
  dataSecret: string;
  /** The measured booking load: autocannon's chained requests (quote, then booking) with their headers. */
  requests: autocannon.Request[];
  seconds: number;
  connections: number;
  backlog: number;
  /** Bookings per second of the steady phase (the other phase books as fast as the service answers). */
  steadyRate: number;
}

export interface LoadPhase {
  label: string;
  bookingsPerSecond: number;
  /** Events delivered for the phase's bookings. */
  events: number;
  /** Deliveries per second while the bookings were made. */
  deliveredPerSecond: number;
  /** From each event's commit to its arrival at the receiver. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** How long one attempt took (the worker's own measure, connection to the end of the answer). */
  attemptP50Ms: number;
  attemptP99Ms: number;
  /** ms after the load stopped until nothing was pending. */
  drainMs: number;
}

export interface WebhookBenchResult {
  backlogPerSecond: number;
  backlogDelivered: number;
  phases: LoadPhase[];
  failures: string[];
}

export async function measureWebhooks(input: WebhookBenchInput): Promise<WebhookBenchResult> {
  const failures: string[] = [];
  const db = createDb(input.databaseUrl);
  try {
    await addEndpoint(db, input.accountId, input.receiver.url, input.dataSecret);

    // Backlog: committed at once, timed to the last arrival.
    const startedBacklog = performance.now();
    await queueBacklog(db, input.accountId, input.backlog);
    const drained = await input.receiver.waitFor(input.backlog, 120_000);
    const backlogSeconds = (performance.now() - startedBacklog) / 1000;
    const backlogDelivered = input.receiver.arrivals.length;
    if (!drained) failures.push(`backlog: ${backlogDelivered} of ${input.backlog} delivered within 120 s`);

    const phases: LoadPhase[] = [];
    // Each booking is two requests (its quote first).
    phases.push(await loadPhase(db, input, `at ${input.steadyRate}/s`, input.steadyRate * 2, failures));
    phases.push(await loadPhase(db, input, 'flat out', undefined, failures));
    return { backlogPerSecond: backlogDelivered / backlogSeconds, backlogDelivered, phases, failures };
  } finally {
    await db.destroy();
  }
}

/** Bookings for `input.seconds` (at `overallRate` requests/s, or flat out), then until every event they made was delivered. */
async function loadPhase(db: Db, input: WebhookBenchInput, label: string, overallRate: number | undefined, failures: string[]): Promise<LoadPhase> {
  input.receiver.arrivals.length = 0;
  const loadStarted = performance.now();
  const result = await autocannon({
    url: `http://127.0.0.1:${input.port}`,
    requests: input.requests,
    connections: input.connections,
    pipelining: 1,
    duration: input.seconds,
    ...(overallRate === undefined ? {} : { overallRate }),
  });
  const loadEnded = performance.now();
  if (result.errors > 0 || result.non2xx > 0) failures.push(`${label}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  const drainDeadline = performance.now() + 60_000;
  while ((await pendingDeliveries(db)) > 0 && performance.now() < drainDeadline) await new Promise((resolve) => setTimeout(resolve, 20));
  const drainMs = performance.now() - loadEnded;
  if ((await pendingDeliveries(db)) > 0) failures.push(`${label}: deliveries still pending 60 s after the load`);
  const since = new Date(loadStarted).toISOString();
  const [events] = (await db('webhook_deliveries').where({ status: 'succeeded' }).andWhere('created_at', '>=', since).count({ n: '*' })) as Array<{ n: number | string }>;
  const delivered = Number(events?.n ?? 0);
  const arrivals = input.receiver.arrivals;
  if (arrivals.length !== delivered) failures.push(`${label}: ${delivered} deliveries succeeded, the receiver got ${arrivals.length}`);
  if (new Set(arrivals.map((arrival) => arrival.eventId)).size !== arrivals.length) failures.push(`${label}: an event arrived twice`);
  const delays = arrivals.map((arrival) => arrival.delayMs).sort((a, b) => a - b);
  const durations = ((await db('webhook_attempts').where('created_at', '>=', since).select('duration_ms')) as Array<{ duration_ms: number | string }>)
    .map((row) => Number(row.duration_ms))
    .sort((a, b) => a - b);
  return {
    label,
    bookingsPerSecond: (result.statusCodeStats?.['201']?.count ?? 0) / input.seconds,
    events: delivered,
    deliveredPerSecond: arrivals.filter((arrival) => arrival.at <= loadEnded).length / ((loadEnded - loadStarted) / 1000),
    p50Ms: percentile(delays, 50),
    p99Ms: percentile(delays, 99),
    maxMs: delays[delays.length - 1] ?? Number.NaN,
    attemptP50Ms: percentile(durations, 50),
    attemptP99Ms: percentile(durations, 99),
    drainMs,
  };
}

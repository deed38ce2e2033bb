/**
 * The webhook test kit: endpoints stored as the API stores them, events queued as the engine
 * queues them, and real receivers on the loopback interface (http, or https with a self-signed
 * certificate made for the run) whose answers a test programs.
 */
import { execFileSync } from 'node:child_process';
import type { KeyObject } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../src/platform/db';
import { systemClock } from '../../src/platform/clock';
import { newId } from '../../src/platform/ids';
import { Partition } from '../../src/engine/partition';
import { recordEvents } from '../../src/engine/events';
import { newSigningSecret, sealSecret } from '../../src/webhooks/secrets';
import type { Mode } from './partitions';
import type { Kit } from './testApp';

export interface StoredEndpoint {
  id: string;
  secret: string;
}

export interface EndpointInput {
  accountId: string;
  mode: Mode;
  url: string;
  enabledEvents?: readonly string[];
  status?: 'enabled' | 'disabled';
  /** A rotation under way: the previous secret and when it stops signing. */
  previous?: { secret: string; expiresAt: string };
}

/** Stores an endpoint as the endpoints API does (secret sealed to its id); answers its id and secret. */
export async function insertEndpoint({ db, clock, sections }: Kit, dataKey: KeyObject, input: EndpointInput): Promise<StoredEndpoint> {
  const id = newId('we');
  const secret = newSigningSecret();
  const now = clock.now().toISOString();
  await Partition.forJob(sections, db, clock, { account_id: input.accountId, mode: input.mode }).insert('webhook_endpoints', {
    id,
    url: input.url,
    description: null,
    enabled_events: JSON.stringify(input.enabledEvents ?? ['*']),
    status: input.status ?? 'enabled',
    disabled_reason: input.status === 'disabled' ? 'requested' : null,
    secret_sealed: sealSecret(dataKey, id, secret),
    previous_secret_sealed: input.previous ? sealSecret(dataKey, id, input.previous.secret) : null,
    previous_secret_expires_at: input.previous?.expiresAt ?? null,
    failing_since: null,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  });
  return { id, secret };
}

/** Records `count` booking events in one transaction, as a section would (each queued for the partition's endpoints); answers their ids. */
export async function recordBookingEvents({ db, clock, sections }: Kit, accountId: string, mode: Mode, count = 1): Promise<string[]> {
  const partition = Partition.forJob(sections, db, clock, { account_id: accountId, mode });
  return partition.transaction((p) =>
    recordEvents(
      p,
      Array.from({ length: count }, (_, i) => {
        const id = newId('bkg');
        return { type: 'booking.created' as const, subjectType: 'booking' as const, subjectId: id, data: { object: 'transport_booking', id, status: 'confirmed', n: i } };
      }),
    ),
  );
}

export interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  claim_token: string | null;
  claimed_until: string | null;
  last_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
  window_started_at: string;
  delivered_at: string | null;
}

export interface AttemptRow {
  number: number;
  url: string;
  outcome: string;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  response_excerpt: string | null;
  created_at: string;
}

/** An endpoint's deliveries, oldest first, numbers as numbers (PostgreSQL answers counts as strings). */
export async function deliveriesOf(db: Db, endpointId: string): Promise<DeliveryRow[]> {
  const rows = (await db('webhook_deliveries').where({ endpoint_id: endpointId }).orderBy([{ column: 'created_at' }, { column: 'id' }])) as DeliveryRow[];
  return rows.map((row) => ({ ...row, attempts: Number(row.attempts), last_status_code: row.last_status_code === null ? null : Number(row.last_status_code) }));
}

/** A delivery's attempts in order. */
export async function attemptsOf(db: Db, deliveryId: string): Promise<AttemptRow[]> {
  const rows = (await db('webhook_attempts').where({ delivery_id: deliveryId }).orderBy('number').select('number', 'url', 'outcome', 'status_code', 'duration_ms', 'error', 'response_excerpt', 'created_at')) as AttemptRow[];
  return rows.map((row) => ({ ...row, number: Number(row.number), duration_ms: Number(row.duration_ms), status_code: row.status_code === null ? null : Number(row.status_code) }));
}

export interface ReceivedHook {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, as signed. */
  body: string;
  /** When the whole body had arrived, on the system clock (what a server process dates its leases by). */
  at: number;
}

/**
 * How the receiver answers one request: a status (and body, headers); `hang` (never answers until
 * released or closed); `huge` (a status then `bytes` of body, streamed).
 */
export type Answer =
  | { status: number; body?: string; headers?: Record<string, string> }
  | { hang: true }
  | { huge: number; status?: number; prefix?: string };

export interface Receiver {
  port: number;
  /** An endpoint URL on this receiver (`https://127.0.0.1:…` for a TLS receiver). */
  url(path?: string): string;
  received: ReceivedHook[];
  /** The answers to the next requests, in order; once they are used up, `otherwise` answers (200 by default). */
  answer(...answers: Answer[]): void;
  /** The answer to every request not covered by `answer` (or a function choosing it per request). */
  otherwise(answer: Answer | ((hook: ReceivedHook) => Answer)): void;
  /** Resolves when `count` requests have arrived, with them; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedHook[]>;
  close(): Promise<void>;
}

export interface Tls {
  key: string;
  cert: string;
  /** The certificate's file, for WEBHOOK_CA_FILE (it is its own CA). */
  caFile: string;
  remove(): void;
}

/** A self-signed certificate for 127.0.0.1, localhost and `names`, made with openssl in a temp directory. */
export function selfSignedCertificate(names: readonly string[] = []): Tls {
  const dir = mkdtempSync(join(tmpdir(), 'trade-api-tls-'));
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  const san = ['IP:127.0.0.1', 'DNS:localhost', ...names.map((name) => `DNS:${name}`)].join(',');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', '/CN=Trade API test receiver', '-addext', `subjectAltName=${san}`],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), caFile: certFile, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function startReceiver(options: { tls?: Tls; host?: string } = {}): Promise<Receiver> {
  const received: ReceivedHook[] = [];
  const queue: Answer[] = [];
  let fallback: Answer | ((hook: ReceivedHook) => Answer) = { status: 200, body: 'ok' };
  const waiters: Array<() => void> = [];
  const sockets = new Set<Socket>();
  const handle = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const hook: ReceivedHook = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: systemClock.now().getTime() };
      received.push(hook);
      for (const wake of waiters.splice(0)) wake();
      const answer = queue.shift() ?? (typeof fallback === 'function' ? fallback(hook) : fallback);
      if ('hang' in answer) return;
      if ('huge' in answer) {
        res.writeHead(answer.status ?? 200, { 'Content-Type': 'text/plain' });
        res.write(answer.prefix ?? '');
        const block = Buffer.alloc(16 * 1024, 'x');
        let left = answer.huge;
        const pump = (): void => {
          while (left > 0) {
            left -= block.length;
            if (!res.write(block)) {
              res.once('drain', pump);
              return;
            }
          }
          res.end();
        };
        res.on('error', () => undefined);
        pump();
        return;
      }
      res.writeHead(answer.status, { 'Content-Type': 'text/plain', ...answer.headers });
      res.end(answer.body ?? '');
    });
  };
  const server = options.tls ? https.createServer({ key: options.tls.key, cert: options.tls.cert }, handle) : http.createServer(handle);
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  const scheme = options.tls ? 'https' : 'http';
  return {
    port,
    url: (path = '/hooks') => `${scheme}://${host.includes(':') ? `[${host}]` : host}:${port}${path}`,
    received,
    answer: (...answers) => void queue.push(...answers),
    otherwise: (answer) => {
      fallback = answer;
    },
    waitFor: (count, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const deadline = setTimeout(() => reject(new Error(`the receiver got ${received.length} of ${count} requests within ${timeoutMs} ms`)), timeoutMs);
        const check = (): void => {
          if (received.length >= count) {
            clearTimeout(deadline);
            resolve(received.slice());
          } else waiters.push(check);
        };
        check();
      }),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

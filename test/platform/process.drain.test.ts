import http from 'node:http';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request, startServerProcess } from '../helpers/serverProcess';
import { handshakeBody } from '../helpers/http';
import { createDb } from '../../src/platform/db';
import { createTestApp, testConfig } from '../helpers/testApp';
import { configureServer, createServer } from '../../src/http/server';
import { createLogger } from '../../src/platform/logger';
import { handlers } from '../../handlers';
import type { HandlerMap } from '../../src/generated/routes';
import { systemClock } from '../../src/platform/clock';

/**
 * Times compared with the server process's log lines (pino's `time`): read on the wall clock the
 * process dates them by, the same under libfaketime (its offset is shared with child processes).
 */
const wallMs = (): number => systemClock.now().getTime();
/**
 * How long after the server's `draining` line a request may still be dated by this process and
 * get an answer that keeps its connection alive. Once, under libfaketime in CI, a request dated
 * a few milliseconds after that line was answered without `Connection: close` (libfaketime shares
 * its start with child processes, so the two clocks agree to the spawn time: the cause was not
 * found). Such an answer costs nothing: its connection goes idle, gets the grace and closes
 * cleanly, which the checks below still require of every connection.
 */
const DRAIN_EDGE_MS = 25;

const SHUTDOWN_TIMEOUT_MS = 10_000;
const IDLE_GRACE_MS = 500;
const LOAD_BEFORE_SIGTERM_MS = 1500;
const MAX_REQUESTS_PER_CONNECTION = 3000;
const REQUEST_TIMEOUT_MS = 5000;

const QUOTE = '/api/b2b/sandbox/transfers';
const quoteBody = JSON.stringify({
  pickup_location: { type: 'airport', terminal: 'DXB_T3' },
  dropoff_location: { type: 'hotel', hotel_ref: 'Atlantis The Palm' },
  flight_number: 'EK202',
  vehicle_class: 'VIP_V_CLASS',
  passengers: 5,
});

type Answered = { kind: 'answered'; status: number; connectionClose: boolean; sentAt: number; answeredAt: number };
type Outcome =
  /** A complete answer (its whole body arrived); `answeredAt` is when its status line arrived. */
  | Answered
  /** The connection could not be opened (refused, or reset while connecting): nothing was sent. */
  | { kind: 'refused'; sentAt: number }
  /** Written to an open connection, and no complete answer: reset, hung up on, or cut mid-answer. */
  | { kind: 'reset'; sentAt: number; error: string }
  /** No answer in time. */
  | { kind: 'hung'; sentAt: number };

function send(port: number, agent: http.Agent, options: { method: string; path: string; headers?: Record<string, string>; body?: string }): Promise<Outcome> {
  const sentAt = wallMs();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome): void => {
      if (!settled) {
        settled = true;
        resolve(outcome);
      }
    };
    const headers = options.body === undefined ? (options.headers ?? {}) : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(options.body)), ...options.headers };
    const req = http.request({ host: '127.0.0.1', port, agent, method: options.method, path: options.path, headers }, (res) => {
      const answeredAt = wallMs();
      res.on('data', () => undefined);
      res.on('end', () => settle({ kind: 'answered', status: res.statusCode ?? 0, connectionClose: res.headers.connection === 'close', sentAt, answeredAt }));
      res.on('aborted', () => settle({ kind: 'reset', sentAt, error: 'answer cut' }));
      res.on('error', (err) => settle({ kind: 'reset', sentAt, error: `answer cut: ${err.message}` }));
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => {
      settle({ kind: 'hung', sentAt });
      req.destroy();
    });
    // Only a failed connect means the request never left; anything else (ECONNRESET, socket hang
    // up, EPIPE) hit a request written to a connection that was open.
    req.on('error', (err: NodeJS.ErrnoException) =>
      settle(err.syscall === 'connect' ? { kind: 'refused', sentAt } : { kind: 'reset', sentAt, error: `${err.code ?? ''} ${err.message}` }),
    );
    req.end(options.body);
  });
}

const getReadyz = (port: number, agent: http.Agent): Promise<Outcome> => send(port, agent, { method: 'GET', path: '/readyz' });

/**
 * One keep-alive connection sending sandbox quotes back to back. A `Connection: close` answer
 * makes the agent open a new connection for the next one; once the port refuses it, the client stops.
 * The first quote waits for every client's first answer (`connected`): libuv accepts one
 * connection per turn of the event loop, so connections opened while others already load the
 * server can wait in the kernel's queue for seconds, and the drain is measured on open ones.
 */
async function quoteClient(port: number, token: string, outcomes: Outcome[], deadline: number, connected: Barrier): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const quote = (): Promise<Outcome> => send(port, agent, { method: 'POST', path: QUOTE, headers: { authorization: `Bearer ${token}` }, body: quoteBody });
  try {
    const first = await quote();
    outcomes.push(first);
    await connected.arrive();
    for (let n = 1; n < MAX_REQUESTS_PER_CONNECTION && performance.now() < deadline; n++) {
      const outcome = await quote();
      outcomes.push(outcome);
      if (outcome.kind === 'refused' || outcome.kind === 'hung') return;
    }
  } finally {
    agent.destroy();
  }
}

/** Resolves for everyone once `count` parties have arrived. */
interface Barrier {
  arrive(): Promise<void>;
  all: Promise<void>;
}

function barrier(count: number): Barrier {
  let arrived = 0;
  let open: () => void = () => undefined;
  const all = new Promise<void>((resolve) => (open = resolve));
  return {
    all,
    arrive: () => {
      arrived += 1;
      if (arrived === count) open();
      return all;
    },
  };
}

interface DrainFigures {
  connections: number;
  exitCode: number | null;
  /** From SIGTERM sent to the process gone, seen by the test. */
  drainMs: number;
  sigtermAt: number;
  /** When the server began draining, by its own log line. */
  drainStartedAt: number;
  /** A keep-alive connection left idle through the load: when and how the server closed it. */
  parked: { closedAt: number; error: string | undefined };
  byConnection: Outcome[][];
  log: string;
}

async function drainUnderLoad(databaseUrl: string, connections: number): Promise<DrainFigures> {
  const server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    SHUTDOWN_IDLE_GRACE_MS: String(IDLE_GRACE_MS),
    LIMIT_SANDBOX_PER_HOUR: '10000000',
  });
  try {
    const handshake = await request(server.port, 'POST', '/api/b2b/orchestration', { body: JSON.stringify(handshakeBody) });
    expect(handshake.status).toBe(200);
    const { token } = JSON.parse(handshake.body) as { token: string };
    // The helpers' own idle connections would stand in for the parked one below.
    http.globalAgent.destroy();
    const parkedAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect(await send(server.port, parkedAgent, { method: 'GET', path: '/healthz' })).toMatchObject({ kind: 'answered', connectionClose: false });
    const parked = collect(idleSocketOf(parkedAgent));
    const byConnection: Outcome[][] = Array.from({ length: connections }, () => []);
    const deadline = performance.now() + REQUEST_TIMEOUT_MS + LOAD_BEFORE_SIGTERM_MS + SHUTDOWN_TIMEOUT_MS;
    const connected = barrier(connections);
    const clients = byConnection.map((outcomes) => quoteClient(server.port, token, outcomes, deadline, connected));
    await connected.all;
    await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_SIGTERM_MS));
    const sigtermAt = wallMs();
    server.child.kill('SIGTERM');
    const exitCode = await server.exited;
    const drainMs = wallMs() - sigtermAt;
    await Promise.all(clients);
    const log = server.log();
    const draining = log
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; time?: string })
      .find((line) => line.msg === 'draining');
    const { closedAt, error } = await parked;
    return { connections, exitCode, drainMs, sigtermAt, drainStartedAt: Date.parse(draining?.time ?? ''), parked: { closedAt, error }, byConnection, log };
  } finally {
    await server.kill();
  }
}

const answersOf = (outcomes: Outcome[]): Answered[] => outcomes.filter((o): o is Answered => o.kind === 'answered');

function expectCleanDrain(figures: DrainFigures): void {
  const outcomes = figures.byConnection.flat();
  expect({ exitCode: figures.exitCode, log: figures.exitCode === 0 ? '' : figures.log.slice(-4000) }).toEqual({ exitCode: 0, log: '' });
  expect(figures.log).toMatch(/"drain_ms":\d+/);
  // Well within SHUTDOWN_TIMEOUT_MS: the drain waits for one answer per connection, not for clients to stop.
  expect(figures.drainMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS / 4);
  expect(figures.drainStartedAt).toBeGreaterThanOrEqual(figures.sigtermAt);
  // The idle connection had its grace, then a clean close (the drain waited for it).
  expect(figures.parked.error).toBeUndefined();
  expect(figures.parked.closedAt - figures.drainStartedAt).toBeGreaterThanOrEqual(IDLE_GRACE_MS - 5);
  expect(answersOf(outcomes).filter((o) => o.sentAt < figures.drainStartedAt).length).toBeGreaterThan(figures.connections * 2);
  // Every request that reached an open connection got its whole answer, and every answer is the quote.
  expect(outcomes.filter((o) => o.kind === 'reset' || o.kind === 'hung')).toEqual([]);
  expect(answersOf(outcomes).filter((o) => o.status !== 200)).toEqual([]);
  // An answer to a request sent after the drain began was started after it too: it says close.
  expect(answersOf(outcomes).filter((o) => o.sentAt >= figures.drainStartedAt + DRAIN_EDGE_MS && !o.connectionClose)).toEqual([]);
  for (const outcomes of figures.byConnection) {
    const answers = answersOf(outcomes);
    // Each connection was told once, on its last answer, and then the port refused a new one.
    expect(answers.filter((o) => o.connectionClose)).toEqual([answers[answers.length - 1]]);
    expect(outcomes[outcomes.length - 1]?.kind).toBe('refused');
  }
}

/** Figures for the report: resets, answers after SIGTERM, and how long the drain took. */
function report(label: string, figures: DrainFigures): void {
  const outcomes = figures.byConnection.flat();
  const count = (kind: Outcome['kind']): number => outcomes.filter((o) => o.kind === kind).length;
  const answers = answersOf(outcomes);
  const after = answers.filter((o) => o.answeredAt >= figures.sigtermAt);
  const lastAnswerMs = Math.max(...answers.map((o) => o.answeredAt)) - figures.sigtermAt;
  process.stdout.write(
    `${label}, ${figures.connections} connections: exit ${figures.exitCode} ${figures.drainMs} ms after SIGTERM ` +
      `(drain_ms ${figures.log.match(/"drain_ms":(\d+)/)?.[1] ?? '?'}; last answer at ${lastAnswerMs} ms, idle connection closed at ${figures.parked.closedAt - figures.sigtermAt} ms); ${outcomes.length - count('refused')} sent, ${answers.length} answered, ` +
      `${count('reset')} reset, ${count('hung')} hung, ${count('refused')} refused at connect; ${after.length} answers after SIGTERM, ` +
      `${after.filter((o) => o.connectionClose).length} with Connection: close; ` +
      `resets: ${JSON.stringify([...new Set(outcomes.flatMap((o) => (o.kind === 'reset' ? [o.error] : [])))])}\n`,
  );
}

describe('SIGTERM under keep-alive load', () => {
  it.each([20, 50])('on SQLite, %i connections: answers every request sent, each connection closed after its answer, exits 0', async (connections) => {
    const dir = mkdtempSync(join(tmpdir(), 'trade-api-drain-'));
    try {
      const figures = await drainUnderLoad(`sqlite:${join(dir, 'db.sqlite')}`, connections);
      report('drain on SQLite', figures);
      expectCleanDrain(figures);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  const postgres = process.env.TEST_DATABASE_URL;
  (postgres ? it.each([20, 50]) : it.skip.each([20, 50]))('on PostgreSQL (a database of its own), %i connections: the same', async (connections) => {
    const adminUrl = postgres as string;
    const name = `drain_${randomBytes(6).toString('hex')}`;
    const admin = createDb(adminUrl);
    await admin.raw('create database ??', [name]);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const figures = await drainUnderLoad(url.toString(), connections);
      report('drain on PostgreSQL', figures);
      expectCleanDrain(figures);
    } finally {
      await admin.raw('drop database if exists ?? with (force)', [name]);
      await admin.destroy();
    }
  }, 60_000);
});

const GRACE_MS = 400;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The one socket a single-socket keep-alive agent holds while idle. */
function idleSocketOf(agent: http.Agent): net.Socket {
  const socket = Object.values(agent.freeSockets).flat()[0];
  if (!socket) throw new Error('the agent holds no idle connection');
  return socket;
}

/** Everything a raw connection receives until it closes, and whether it closed with an error. */
function collect(socket: net.Socket): Promise<{ text: string; error: string | undefined; closedAt: number }> {
  let text = '';
  let error: string | undefined;
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  socket.on('error', (err: NodeJS.ErrnoException) => (error = err.code ?? err.message));
  return new Promise((resolve) => socket.once('close', () => resolve({ text, error, closedAt: wallMs() })));
}

describe('the drain of a configured server', () => {
  it('stops listening, answers the request in flight and the next request on an idle connection with Connection: close, and closes a silent one after the grace', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding = false;
    const slow: HandlerMap = {
      ...handlers,
      getReadiness: async (ctx) => {
        if (holding) await held;
        return handlers.getReadiness(ctx);
      },
    };
    const t = await createTestApp({ handlers: slow });
    const { server, control } = createServer(t.app, testConfig({ SHUTDOWN_IDLE_GRACE_MS: String(GRACE_MS) }), createLogger('silent'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const agents = { idle: new http.Agent({ keepAlive: true, maxSockets: 1 }), silent: new http.Agent({ keepAlive: true, maxSockets: 1 }), busy: new http.Agent({ keepAlive: true, maxSockets: 1 }) };
    const slowSender = net.connect(port, '127.0.0.1');
    try {
      expect(await getReadyz(port, agents.idle)).toMatchObject({ kind: 'answered', status: 200, connectionClose: false });
      expect(await getReadyz(port, agents.silent)).toMatchObject({ kind: 'answered', status: 200, connectionClose: false });
      const silent = collect(idleSocketOf(agents.silent));
      const slowAnswer = collect(slowSender);
      holding = true;
      const inFlight = getReadyz(port, agents.busy);
      await sleep(100);

      const drainAt = wallMs();
      let stopped = false;
      const done = new Promise<void>((resolve) => control.drain(() => ((stopped = true), resolve())));
      expect(await send(port, new http.Agent(), { method: 'GET', path: '/healthz' })).toMatchObject({ kind: 'refused' });

      // The next request on an idle connection, within the grace: answered, and told to close.
      await sleep(100);
      const idleSocketClosed = new Promise<void>((resolve) => idleSocketOf(agents.idle).once('close', () => resolve()));
      expect(await send(port, agents.idle, { method: 'GET', path: '/healthz' })).toMatchObject({ kind: 'answered', status: 200, connectionClose: true });
      await idleSocketClosed;

      // A request whose first bytes arrive within the grace is waited for, however long the rest takes.
      slowSender.write('GET /healthz HTTP/1.1\r\nHost: trade.test\r\n');
      await sleep(GRACE_MS + 300);
      slowSender.write('\r\n');
      const slowly = await slowAnswer;
      expect(slowly.error).toBeUndefined();
      expect(slowly.text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(slowly.text.toLowerCase()).toContain('\r\nconnection: close\r\n');

      // A connection that brought nothing was closed once the grace had run out, without a reset.
      const closed = await silent;
      expect(closed.error).toBeUndefined();
      expect(closed.closedAt - drainAt).toBeGreaterThanOrEqual(GRACE_MS - 5);

      expect(stopped).toBe(false);
      release();
      expect(await inFlight).toMatchObject({ kind: 'answered', status: 200, connectionClose: true });
      await done;
      expect(stopped).toBe(true);
    } finally {
      release();
      slowSender.destroy();
      for (const agent of Object.values(agents)) agent.destroy();
      server.closeAllConnections();
      await t.close();
    }
  });

  it('keeps a connection whose answer said keep-alive before the drain began open for its next request, answered with Connection: close', async () => {
    let finish: () => void = () => undefined;
    const finishing = new Promise<void>((resolve) => (finish = resolve));
    const server = http.createServer((req, res) => {
      if (req.url === '/long') {
        res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '4' });
        res.write('lo');
        void finishing.then(() => res.end('ng'));
      } else res.end('ok');
    });
    const control = configureServer(server, testConfig({ SHUTDOWN_IDLE_GRACE_MS: String(GRACE_MS) }), createLogger('silent'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const long = send(port, agent, { method: 'GET', path: '/long' });
      await sleep(100);
      const done = new Promise<void>((resolve) => control.drain(() => resolve()));
      finish();
      expect(await long).toMatchObject({ kind: 'answered', status: 200, connectionClose: false });
      // The listener is closed: only the kept connection can carry this one.
      expect(await send(port, agent, { method: 'GET', path: '/short' })).toMatchObject({ kind: 'answered', status: 200, connectionClose: true });
      await done;
    } finally {
      finish();
      agent.destroy();
      server.closeAllConnections();
    }
  });
});

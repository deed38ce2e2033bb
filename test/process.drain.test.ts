import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from './helpers/serverProcess';
import { handshakeBody } from './helpers/http';
import { createDb } from '../src/platform/db';
import { createTestApp, testConfig } from './helpers/testApp';
import { createServer } from '../src/http/server';
import { createLogger } from '../src/platform/logger';
import { handlers } from '../handlers';
import type { HandlerMap } from '../src/generated/routes';

const CLIENTS = 6;
const MAX_REQUESTS_PER_CLIENT = 3000;
const LOAD_BEFORE_SIGTERM_MS = 1000;
const SHUTDOWN_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 5000;

type Outcome =
  /** A complete answer (its whole body arrived). */
  | { kind: 'answered'; status: number; connectionClose: boolean; sentAt: number; receivedAt: number }
  /** No answer at all: the port refused, or an idle kept-alive connection was closed before any answer byte. */
  | { kind: 'refused'; sentAt: number }
  /** The answer started and did not finish. */
  | { kind: 'cut'; sentAt: number }
  /** No answer in time. */
  | { kind: 'hung'; sentAt: number };

function send(port: number, agent: http.Agent, n: number): Promise<Outcome> {
  const sentAt = performance.now();
  const post = n % 2 === 0;
  const body = JSON.stringify(handshakeBody);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome): void => {
      if (!settled) {
        settled = true;
        resolve(outcome);
      }
    };
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: post ? 'POST' : 'GET',
        path: post ? '/api/b2b/orchestration' : '/readyz',
        headers: post ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {},
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => settle({ kind: 'answered', status: res.statusCode ?? 0, connectionClose: res.headers.connection === 'close', sentAt, receivedAt: performance.now() }));
        res.on('aborted', () => settle({ kind: 'cut', sentAt }));
        res.on('error', () => settle({ kind: 'cut', sentAt }));
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => {
      settle({ kind: 'hung', sentAt });
      req.destroy();
    });
    // Before any answer byte: the server never took this request (refused, or the idle
    // connection it was written to had just been closed), so it is safe to send again.
    req.on('error', () => settle({ kind: 'refused', sentAt }));
    req.end(post ? body : undefined);
  });
}

/** One keep-alive client: requests back to back until the server refuses or the bound is reached. */
async function client(port: number, outcomes: Outcome[]): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let n = 0; n < MAX_REQUESTS_PER_CLIENT; n++) {
      const outcome = await send(port, agent, n);
      outcomes.push(outcome);
      if (outcome.kind === 'refused' || outcome.kind === 'hung') {
        // A refused port stays refused; one more try tells a closed connection from a closed port.
        const retry = await send(port, agent, n);
        outcomes.push(retry);
        if (retry.kind !== 'answered') return;
      }
    }
  } finally {
    agent.destroy();
  }
}

interface DrainFigures {
  exitCode: number | null;
  drainMs: number;
  sigtermAt: number;
  answeredBefore: number;
  answeredAfter: number;
  outcomes: Outcome[];
  log: string;
}

async function drainUnderLoad(databaseUrl: string): Promise<DrainFigures> {
  const server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    LIMIT_HANDSHAKE_PER_HOUR: '1000000',
  });
  try {
    const byClient: Outcome[][] = Array.from({ length: CLIENTS }, () => []);
    const clients = byClient.map((outcomes) => client(server.port, outcomes));
    await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_SIGTERM_MS));
    const sigtermAt = performance.now();
    server.child.kill('SIGTERM');
    const exitCode = await server.exited;
    const drainMs = performance.now() - sigtermAt;
    await Promise.all(clients);
    const outcomes = byClient.flat();
    const answered = outcomes.filter((o): o is Extract<Outcome, { kind: 'answered' }> => o.kind === 'answered');
    return {
      exitCode,
      drainMs,
      sigtermAt,
      answeredBefore: answered.filter((o) => o.sentAt < sigtermAt).length,
      answeredAfter: answered.filter((o) => o.sentAt >= sigtermAt).length,
      outcomes,
      log: server.log(),
    };
  } finally {
    await server.kill();
  }
}

function expectCleanDrain(figures: DrainFigures): void {
  expect({ exitCode: figures.exitCode, log: figures.exitCode === 0 ? '' : figures.log }).toEqual({ exitCode: 0, log: '' });
  // Well within SHUTDOWN_TIMEOUT_MS: the drain waits for in-flight answers, not for clients to stop.
  expect(figures.drainMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS / 4);
  expect(figures.answeredBefore).toBeGreaterThan(CLIENTS);
  // Every request got a complete answer or none at all; none hung or was cut mid-answer.
  expect(figures.outcomes.filter((o) => o.kind === 'cut' || o.kind === 'hung')).toEqual([]);
  // Once any client has seen Connection: close the server is draining: a request sent after that
  // is refused or answered with Connection: close, and each connection takes at most one.
  const answers = figures.outcomes.filter((o): o is Extract<Outcome, { kind: 'answered' }> => o.kind === 'answered');
  const drainSeenAt = Math.min(...answers.filter((o) => o.connectionClose).map((o) => o.receivedAt));
  expect(drainSeenAt).toBeGreaterThanOrEqual(figures.sigtermAt);
  const afterDrainSeen = answers.filter((o) => o.sentAt > drainSeenAt);
  expect(afterDrainSeen.filter((o) => !o.connectionClose)).toEqual([]);
  expect(afterDrainSeen.length).toBeLessThanOrEqual(CLIENTS);
  expect(figures.log).toContain('draining');
  expect(figures.log).toMatch(/"drain_ms":\d+/);
}

/** Figures for the report: how long the drain took and how many requests it answered. */
function report(label: string, figures: DrainFigures): void {
  const refused = figures.outcomes.filter((o) => o.kind === 'refused').length;
  const closing = figures.outcomes.filter((o) => o.kind === 'answered' && o.connectionClose).length;
  process.stdout.write(
    `${label}: exit ${figures.exitCode} in ${figures.drainMs} ms after SIGTERM (${figures.log.match(/"drain_ms":(\d+)/)?.[1] ?? '?'} ms logged); ` +
      `${figures.answeredBefore} answered before, ${figures.answeredAfter} after, ${closing} with Connection: close, ${refused} refused\n`,
  );
}

describe('SIGTERM under keep-alive load', () => {
  it('on SQLite: closes every connection after its answer, drains and exits 0 well within the timeout', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trade-api-drain-'));
    try {
      const figures = await drainUnderLoad(`sqlite:${join(dir, 'db.sqlite')}`);
      report('drain on SQLite', figures);
      expectCleanDrain(figures);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  const postgres = process.env.TEST_DATABASE_URL;
  (postgres ? it : it.skip)('on PostgreSQL (a database of its own): drains and exits 0 well within the timeout', async () => {
    const adminUrl = postgres as string;
    const name = `drain_${randomBytes(6).toString('hex')}`;
    const admin = createDb(adminUrl);
    await admin.raw('create database ??', [name]);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const figures = await drainUnderLoad(url.toString());
      report('drain on PostgreSQL', figures);
      expectCleanDrain(figures);
    } finally {
      await admin.raw('drop database if exists ?? with (force)', [name]);
      await admin.destroy();
    }
  }, 60_000);
});

describe('the drain of a configured server', () => {
  it('closes idle keep-alive connections at once, answers the request in flight with Connection: close, then stops', async () => {
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
    const { server, control } = createServer(t.app, testConfig(), createLogger('silent'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const busyAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await send(port, idleAgent, 1);
      expect(first).toMatchObject({ kind: 'answered', status: 200, connectionClose: false });
      const idleSocket = Object.values(idleAgent.freeSockets).flat()[0];
      expect(idleSocket).toBeDefined();
      const idleClosed = new Promise<void>((resolve) => idleSocket?.once('close', () => resolve()));

      holding = true;
      const inFlight = send(port, busyAgent, 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      let stopped = false;
      const done = new Promise<void>((resolve) => control.drain(() => ((stopped = true), resolve())));

      await idleClosed;
      expect(await send(port, idleAgent, 1)).toMatchObject({ kind: 'refused' });
      expect(stopped).toBe(false);
      release();
      expect(await inFlight).toMatchObject({ kind: 'answered', status: 200, connectionClose: true });
      await done;
      expect(stopped).toBe(true);
    } finally {
      release();
      idleAgent.destroy();
      busyAgent.destroy();
      server.closeAllConnections();
      await t.close();
    }
  });
});

/**
 * The service from the root project, run as a partner meets it: a real process on a loopback
 * port with a database of its own (SQLite in a temporary folder), and a key issued with the
 * operator's CLI.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const root = join(__dirname, '..', '..', '..');
const run = promisify(execFile);
const READY_TIMEOUT_MS = 30_000;

export interface TestServer {
  baseUrl: string;
  /** A test-mode key of a fresh account, with every scope. */
  apiKey: string;
  log(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = http.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `npm run admin -- …` without the build: the CLI's source through tsx. */
async function admin(env: NodeJS.ProcessEnv, args: string[]): Promise<Record<string, unknown>> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], { cwd: root, env });
  return JSON.parse(stdout) as Record<string, unknown>;
}

export async function startServer(): Promise<TestServer> {
  const dir = await mkdtemp(join(tmpdir(), 'trade-sdk-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: `sqlite:${join(dir, 'trade.sqlite')}`,
    // The jobs run the webhook worker; it looks for due deliveries often, for a quick test.
    JOBS_ENABLED: 'true',
    WEBHOOK_POLL_MS: '50',
  };
  // The CLI applies the migrations and issues the key before the server starts: two processes
  // migrating one SQLite file at once would race for knex's migration lock.
  const { account_id: accountId } = await admin(env, ['account', 'create', '--name', 'SDK Travel']);
  const issued = await admin(env, ['key', 'create', '--account', String(accountId), '--mode', 'test']);
  // Node with tsx as a loader, not the tsx launcher: a signal reaches the server itself.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  const stop = async (): Promise<void> => {
    if (running) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    }
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await waitReady(port, () => running, () => log);
    return { baseUrl: `http://127.0.0.1:${port}`, apiKey: String(issued.key), log: () => log, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function waitReady(port: number, running: () => boolean, log: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(1000) });
      await answer.body?.cancel();
      if (answer.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (!running() || Date.now() > deadline) throw new Error(`the server did not become ready:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Delivery {
  headers: http.IncomingHttpHeaders;
  /** The body byte for byte, as a receiver must check it. */
  raw: Buffer;
}

/** A partner's webhook receiver on loopback: keeps every request and answers 204. */
export async function startReceiver(): Promise<{ url: string; deliveries: Delivery[]; waitFor(match: (delivery: Delivery) => boolean, timeoutMs?: number): Promise<Delivery>; close(): Promise<void> }> {
  const deliveries: Delivery[] = [];
  const waiters = new Set<() => void>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, raw: Buffer.concat(chunks) });
      res.writeHead(204).end();
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/trade`,
    deliveries,
    waitFor: (match, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = (): void => {
          const found = deliveries.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching webhook within ${timeoutMs} ms (${deliveries.length} received)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(__dirname, '..', '..');
const READY_TIMEOUT_MS = 20_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request over loopback; status 0 when the connection failed (refused, reset). */
export function request(
  port: number,
  method: string,
  path: string,
  options: { body?: string; headers?: Record<string, string>; agent?: http.Agent; timeoutMs?: number } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve) => {
    const headers = options.body === undefined ? (options.headers ?? {}) : { 'content-type': 'application/json', ...options.headers };
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent: options.agent, timeout: options.timeoutMs ?? 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
    req.end(options.body);
  });
}

export interface ServerProcess {
  port: number;
  child: ChildProcessWithoutNullStreams;
  /** Everything the process wrote to stdout and stderr so far. */
  log(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGKILL, and wait for the exit. */
  kill(): Promise<void>;
}

/**
 * The real server (`src/main.ts` through tsx) as a child process on a free loopback port, ready
 * when `/readyz` answers 200. For tests of what only a process shows: signals, crashes, drains.
 */
export async function startServerProcess(env: Record<string, string>, options: { preload?: readonly string[] } = {}): Promise<ServerProcess> {
  const port = await freePort();
  // Modules loaded before the server, for faults only a process can have (crashHooks.ts).
  const preload = (options.preload ?? []).flatMap((file) => ['--import', pathToFileURL(file).href]);
  // Node itself with tsx as a loader, not the tsx launcher: the launcher is a second process that
  // cannot pass on SIGKILL (its server child would live on) and kills a child that is slow to
  // acknowledge SIGTERM.
  const child = spawn(process.execPath, ['--import', 'tsx', ...preload, 'src/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', JOBS_ENABLED: 'false', HOST: '127.0.0.1', PORT: String(port), ...env },
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let done = false;
  void exited.then(() => (done = true));
  const server: ServerProcess = {
    port,
    child,
    log: () => log,
    exited,
    kill: async () => {
      if (!done) child.kill('SIGKILL');
      await exited;
    },
  };
  const deadline = performance.now() + READY_TIMEOUT_MS;
  while ((await request(port, 'GET', '/readyz', { timeoutMs: 1000 })).status !== 200) {
    if (done || performance.now() > deadline) {
      await server.kill();
      throw new Error(`the server did not become ready:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return server;
}

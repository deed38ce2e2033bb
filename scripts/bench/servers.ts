/** Child server processes for the benchmark: free ports, start-up timing, CPU time, stopping. */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';

export interface ServerProcess {
  label: string;
  port: number;
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 from GET /readyz. */
  startupMs: number;
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const READY_POLL_MS = 10;
const READY_TIMEOUT_MS = 20_000;
const STOP_GRACE_MS = 3_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** One HTTP exchange over node:http (loaded already, unlike fetch, so the first poll is not slowed). */
export function httpCall(port: number, method: string, path: string, body?: string, headers: Record<string, string> = {}, timeoutMs = 5_000): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path, headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers }, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const exited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;

async function untilReady(child: ChildProcess, port: number, spawnedAt: number): Promise<number> {
  while (performance.now() - spawnedAt < READY_TIMEOUT_MS) {
    if (exited(child)) throw new Error(`the server exited during start-up (code ${String(child.exitCode ?? child.signalCode)})`);
    const status = await httpCall(port, 'GET', '/readyz').then((answer) => answer.status, () => 0);
    if (status === 200) return performance.now() - spawnedAt;
    await sleep(READY_POLL_MS);
  }
  throw new Error(`no 200 from /readyz within ${READY_TIMEOUT_MS} ms`);
}

const KEPT_OUTPUT_BYTES = 8192;

/**
 * Spawns `node <script>` with `env` on top of this process's environment and waits for /readyz.
 * With `cpu`, the server runs on that core alone (`taskset`), so it cannot borrow the core the
 * load generator runs on; the process id stays node's, so its CPU time is still read from /proc.
 */
export async function startServer(label: string, script: string, port: number, env: Record<string, string>, cpu: number | null = null): Promise<ServerProcess> {
  const spawnedAt = performance.now();
  // stdout kept (its last chunks) rather than shown: it holds one log line per request and
  // whatever went wrong, which is printed if the server dies during the run. Chunks are kept as
  // they come, not joined, so the load generator sharing this process pays nothing per line.
  const [command, args] = cpu === null ? [process.execPath, [script]] : ['taskset', ['-c', String(cpu), process.execPath, script]];
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const kept: Buffer[] = [];
  let keptBytes = 0;
  child.stdout?.on('data', (chunk: Buffer) => {
    kept.push(chunk);
    keptBytes += chunk.length;
    while (kept.length > 1 && keptBytes - (kept[0]?.length ?? 0) >= KEPT_OUTPUT_BYTES) keptBytes -= kept.shift()?.length ?? 0;
  });
  child.once('exit', (code, signal) => {
    const output = Buffer.concat(kept).toString('utf8').slice(-KEPT_OUTPUT_BYTES);
    if (!stopping.has(child)) console.error(`${label} exited during the run (${String(code ?? signal)}); its last output:\n${output || '(none)'}`);
  });
  try {
    return { label, port, child, startupMs: await untilReady(child, port, spawnedAt) };
  } catch (err) {
    stopping.add(child);
    child.kill('SIGKILL');
    throw new Error(`${label}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
}

/** Servers being stopped: their exit is expected. */
const stopping = new WeakSet<ChildProcess>();

/** SIGTERM (both servers drain and close their database), then SIGKILL if it lingers. */
export async function stopServer(child: ChildProcess): Promise<void> {
  stopping.add(child);
  if (exited(child)) return;
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await done;
  clearTimeout(timer);
}

/** Clock ticks per second for /proc times; 100 on nearly every Linux. */
export function clockTicksPerSecond(): number {
  try {
    const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return Number.isInteger(ticks) && ticks > 0 ? ticks : 100;
  } catch {
    return 100;
  }
}

/** User + system CPU time of a process, in clock ticks (all its threads: GC and libuv too); null off Linux. */
export function cpuTicks(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name (which may hold spaces): state is field 3,
    // utime field 14 and stime field 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

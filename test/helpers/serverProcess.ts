import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
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

/** The server's process: a child on its one port. */
export interface ServerProcess extends ChildOnPorts {
  port: number;
}

/**
 * The real server (`src/main.ts` through tsx) as a child process on a free loopback port, ready
 * when it listens there and `/readyz` answers 200. For tests of what only a process shows:
 * signals, crashes, drains.
 */
export async function startServerProcess(env: Record<string, string>, options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const preload = (options.preload ?? []).flatMap((file) => ['--import', pathToFileURL(file).href]);
  const source = options.port;
  const started = await startOnFreePorts({
    what: 'the server',
    ports: source ? async () => [await source()] : 1,
    // Node itself with tsx as a loader, not the tsx launcher: the launcher is a second process that
    // cannot pass on SIGKILL (its server child would live on) and kills a child that is slow to
    // acknowledge SIGTERM.
    spawn: ([port]) =>
      spawn(process.execPath, ['--import', 'tsx', ...preload, 'src/main.ts'], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', JOBS_ENABLED: 'false', HOST: '127.0.0.1', PORT: String(port), ...env },
      }),
    ready: async ([port]) => (await request(port as number, 'GET', '/readyz', { timeoutMs: 1000 })).status === 200,
    lostPort: /"code":"EADDRINUSE"/,
  });
  return { ...started, port: started.ports[0] as number };
}

export interface ServerProcessOptions {
  /** Modules loaded before the server, for faults only a process can have (crashHooks.ts). */
  preload?: readonly string[];
  /** Where each attempt's port comes from: a free one by default. */
  port?: () => Promise<number>;
}

/** A child process started by `startOnFreePorts`, on the ports it holds. */
export interface ChildOnPorts {
  ports: number[];
  child: ChildProcessWithoutNullStreams;
  /** Everything the process wrote to stdout and stderr so far. */
  log(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGKILL, and wait for the exit. */
  kill(): Promise<void>;
}

export interface FreePortsLaunch {
  /** What is started, for the error when it does not start. */
  what: string;
  /** How many free loopback ports each attempt takes, or where an attempt's ports come from. */
  ports: number | (() => Promise<number[]>);
  spawn(ports: readonly number[]): ChildProcessWithoutNullStreams;
  /** Beyond holding every port: whether the child answers as ready. */
  ready?(ports: readonly number[]): Promise<boolean>;
  /** What the child writes when it could not listen on a port because something held it. */
  lostPort: RegExp;
}

/**
 * A child process on free loopback ports, ready once it holds the listening socket of each (and
 * `ready` says so). A free port is free only until something takes it: another suite's server,
 * or any server a test opens on a port the system picks, may be handed the same one, and may
 * answer on it as if it were this child. So readiness counts only when this child holds the
 * ports, and a child that lost one (it exits saying `lostPort`) is started again on others, up
 * to three times.
 */
export async function startOnFreePorts(launch: FreePortsLaunch): Promise<ChildOnPorts> {
  const portsOf = (): Promise<number[]> => (typeof launch.ports === 'number' ? Promise.all(Array.from({ length: launch.ports }, () => freePort())) : launch.ports());
  for (let attempt = 1; ; attempt++) {
    const ports = await portsOf();
    const child = launch.spawn(ports);
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    let done = false;
    void exited.then(() => (done = true));
    const started: ChildOnPorts = {
      ports,
      child,
      log: () => log,
      exited,
      kill: async () => {
        if (!done) child.kill('SIGKILL');
        await exited;
      },
    };
    const deadline = performance.now() + READY_TIMEOUT_MS;
    for (;;) {
      if (ports.every((port) => listensOn(child.pid, port)) && (!launch.ready || (await launch.ready(ports)))) return started;
      if (done || performance.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await started.kill();
    if (!launch.lostPort.test(log) || attempt === 3) throw new Error(`${launch.what} did not become ready:\n${log}`);
  }
}

/**
 * Whether process `pid` holds the listening socket of 127.0.0.1:`port`: the socket's inode in
 * Linux's /proc/net/tcp is among the process's file descriptors. Elsewhere, without /proc, true.
 */
export function listensOn(pid: number | undefined, port: number): boolean {
  if (!existsSync('/proc/net/tcp')) return true;
  if (pid === undefined) return false;
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  // Each line: sl, local address (hex IP:port), remote address, state (0A is LISTEN), …, the socket's inode tenth.
  const inodes = readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[1]?.endsWith(`:${portHex}`) && fields[3] === '0A')
    .map((fields) => `socket:[${fields[9]}]`);
  if (inodes.length === 0) return false;
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return inodes.includes(readlinkSync(`/proc/${pid}/fd/${fd}`));
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

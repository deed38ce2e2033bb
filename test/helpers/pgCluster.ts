import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest PostgreSQL installation with initdb and pg_ctl, or null when there is none. */
function findBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^[0-9]+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (['initdb', 'pg_ctl', 'postgres'].every((tool) => existsSync(join(bin, tool)))) return bin;
  }
  return null;
}

const binDir = findBinDir();
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Why the cluster cannot be made here, or null when it can. */
export const pgClusterUnavailable: string | null = (() => {
  if (process.platform !== 'linux') return 'the PostgreSQL fault kit needs Linux (/proc, SIGSTOP)';
  if (!binDir) return 'no PostgreSQL server binaries under /usr/lib/postgresql/*/bin';
  if (asRoot) {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    } catch {
      return 'running as root, and there is no postgres OS user to run initdb as';
    }
  }
  return null;
})();

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The direct children of `pid`, read from /proc. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^[0-9]+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // The command name is in parentheses and may hold spaces; the parent id is the second field after it.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === pid) children.push(Number(entry));
  }
  return children;
}

/**
 * A private PostgreSQL cluster in a temp directory, on its own port, for fault tests: it can be
 * stopped, restarted, hung (every process SIGSTOPped, so connections stay open and nothing
 * answers) and resumed. PostgreSQL refuses to run as root, so under root every tool runs as the
 * `postgres` OS user, in a directory it owns.
 */
/**
 * The server keeps real time when the suite runs under libfaketime (CI runs it so at a far date):
 * it stands for a database on a host of its own, and its timers (statement_timeout) misfire on a
 * faked clock.
 */
const serverEnvironment = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME')));

export class PgCluster {
  private hung: number[] = [];

  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication). */
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private get dataDir(): string {
    return join(this.dir, 'data');
  }

  /** initdb and start; throws with `pgClusterUnavailable` when the kit cannot run here. */
  static async create(): Promise<PgCluster> {
    if (pgClusterUnavailable) throw new Error(pgClusterUnavailable);
    const dir = mkdtempSync(join(tmpdir(), 'trade-api-pg-'));
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(dir, uid, gid);
    }
    const cluster = new PgCluster(dir, await freePort());
    await cluster.tool('initdb', ['-D', cluster.dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    // A throwaway cluster: durability buys nothing here and costs start-up and test time.
    appendFileSync(
      join(cluster.dataDir, 'postgresql.conf'),
      [
        `port = ${cluster.port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        'max_connections = 40',
        'shared_buffers = 16MB',
        'logging_collector = off',
        '',
      ].join('\n'),
    );
    await cluster.start();
    process.once('exit', cluster.abandon);
    return cluster;
  }

  /**
   * If the test process exits without `destroy` (a crash, a killed worker), the server would
   * outlive it: SIGQUIT is PostgreSQL's immediate shutdown, and it works synchronously here.
   */
  private readonly abandon = (): void => {
    this.resume();
    try {
      process.kill(this.postmasterPid(), 'SIGQUIT');
      rmSync(this.dir, { recursive: true, force: true, maxRetries: 3 });
    } catch {
      // Not running, or still removing its files: the directory stays in the temp dir.
    }
  };

  private async tool(name: string, args: string[]): Promise<void> {
    const path = join(binDir as string, name);
    const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
    await run(command, commandArgs, { cwd: this.dir, timeout: 60_000, env: serverEnvironment() });
  }

  async start(): Promise<void> {
    await this.tool('pg_ctl', ['-D', this.dataDir, '-l', join(this.dir, 'server.log'), '-w', '-t', '30', 'start']);
  }

  /** Fast shutdown: open sessions are terminated, as in a failover or a restart. */
  async stop(): Promise<void> {
    this.resume();
    await this.tool('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']);
  }

  private postmasterPid(): number {
    const pidFile = join(this.dataDir, 'postmaster.pid');
    return Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  }

  /**
   * SIGSTOPs the postmaster and every process it forked: the server accepts TCP connections
   * (the kernel completes the handshake) but never answers, like a host that froze.
   */
  hang(): void {
    if (this.hung.length > 0) return;
    const postmaster = this.postmasterPid();
    // The postmaster first, so it forks nothing new while its children are being stopped.
    process.kill(postmaster, 'SIGSTOP');
    this.hung = [postmaster, ...childrenOf(postmaster)];
    for (const pid of this.hung.slice(1)) process.kill(pid, 'SIGSTOP');
  }

  /** SIGCONTs what `hang` stopped. */
  resume(): void {
    for (const pid of this.hung) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // The process is already gone.
      }
    }
    this.hung = [];
  }

  /** Stops the server whatever its state and removes its directory. */
  async destroy(): Promise<void> {
    process.removeListener('exit', this.abandon);
    this.resume();
    try {
      await this.tool('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', '-t', '30', 'stop']);
    } catch {
      // Already stopped.
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}


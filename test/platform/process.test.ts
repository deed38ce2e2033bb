import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServerProcess } from '../helpers/serverProcess';

const root = join(__dirname, '..', '..');

function get(port: number, path: string, agent?: http.Agent): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
  });
}

function exited(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

/**
 * A loopback port held by another server, as another suite's server process would hold it: one
 * that answers 200 to anything, `/readyz` included.
 */
async function heldPort(): Promise<{ port: number; holder: http.Server }> {
  const holder = http.createServer((_req, res) => res.end('{"status":"ready"}'));
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  return { port: (holder.address() as { port: number }).port, holder };
}

describe('the server process', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'trade-api-process-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('migrates, serves, and drains and exits 0 on SIGTERM', async () => {
    const server = await startServerProcess({ DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`, JOBS_ENABLED: 'true' });
    try {
      expect(server.log()).toContain('migrations applied');
      // An idle keep-alive connection must not hold the drain open.
      const agent = new http.Agent({ keepAlive: true });
      expect(await get(server.port, '/healthz', agent)).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.log()).toContain('draining');
      expect(server.log()).toContain('stopped');
      agent.destroy();
    } finally {
      await server.kill();
    }
  });

  it('says in one line that another process holds its port, and exits 1', async () => {
    const { port, holder } = await heldPort();
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', JOBS_ENABLED: 'false', DATABASE_URL: `sqlite:${join(dir, 'held.sqlite')}`, LOG_LEVEL: 'info' },
      });
      let log = '';
      child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
      expect(await exited(child)).toBe(1);
      const lines = log.trim().split('\n');
      expect(JSON.parse(lines[lines.length - 1] as string)).toMatchObject({ level: 50, msg: 'cannot listen on its port; exiting', code: 'EADDRINUSE', host: '127.0.0.1', port });
      expect(log).not.toMatch(/\n\s+at /);
    } finally {
      holder.closeAllConnections();
      holder.close();
    }
  });

  it('is started again on another port when another process took the free one it was given (startServerProcess)', async () => {
    const { port: taken, holder } = await heldPort();
    const ports = [taken, await freePort()];
    try {
      const server = await startServerProcess({ DATABASE_URL: `sqlite:${join(dir, 'retry.sqlite')}` }, { port: async () => ports.shift() as number });
      try {
        expect(server.port).not.toBe(taken);
        expect(server.log()).toContain(`"port":${server.port}`);
        expect(ports).toEqual([]);
      } finally {
        await server.kill();
      }
    } finally {
      holder.closeAllConnections();
      holder.close();
    }
  });

  it('refuses to start in production mode without its secrets', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', SANDBOX_TOKEN_SECRET: '', URL_SIGNING_SECRET: '', DATABASE_URL: `sqlite:${join(dir, 'prod.sqlite')}` },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exited(child)).toBe(1);
    expect(stderr).toContain('SANDBOX_TOKEN_SECRET must be set when NODE_ENV=production');
  });
});

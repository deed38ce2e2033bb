import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer } from 'node:net';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

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

describe('the server process', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'trade-api-process-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('migrates, serves, and drains and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`, LOG_LEVEL: 'info' },
    });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exit = exited(child);
    try {
      const deadline = performance.now() + 15000;
      while ((await get(port, '/readyz')) !== 200) {
        if (performance.now() > deadline) throw new Error(`not ready in time:\n${log}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(log).toContain('migrations applied');
      // An idle keep-alive connection must not hold the drain open.
      const agent = new http.Agent({ keepAlive: true });
      expect(await get(port, '/healthz', agent)).toBe(200);
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
      expect(log).toContain('draining');
      expect(log).toContain('stopped');
      agent.destroy();
    } finally {
      child.kill('SIGKILL');
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

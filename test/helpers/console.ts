import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

/**
 * The console built as `npm run build` builds it, into a directory of the test's own (the app is
 * pointed at it with CONSOLE_DIR), so a test never reads or replaces the checkout's dist/.
 */
export async function buildConsole(): Promise<{ dir: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'console-build-'));
  const output: Buffer[] = [];
  const status = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--config', 'console/vite.config.ts', '--configLoader', 'runner', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (status !== 0) throw new Error(`vite build failed (${status}):\n${Buffer.concat(output).toString()}`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export const CONSOLE_BUILD_TIMEOUT_MS = 120_000;

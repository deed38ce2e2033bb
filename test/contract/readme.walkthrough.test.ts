import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess';

const root = join(__dirname, '..', '..');
const MARKER = '<!-- walkthrough:';

/** The shell block of the README's v1 walk-through, exactly as printed. */
function walkthrough(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const at = readme.indexOf(MARKER);
  const start = readme.indexOf('```sh\n', at) + '```sh\n'.length;
  return readme.slice(start, readme.indexOf('\n```', start));
}

/**
 * What the block runs in: `npm run admin -- …` is the CLI from this checkout's sources (the suite
 * does not build dist/), and a curl that answers an error fails the run instead of printing it and
 * going on, as a reader would notice.
 */
const PRELUDE = `set -euo pipefail
npm() {
  if [ "$1 $2 $3" != "run admin --" ]; then echo "the walk-through runs only npm run admin, not: npm $*" >&2; return 1; fi
  shift 3
  (cd "$ROOT" && node --import tsx scripts/admin.ts "$@")
}
curl() { command curl --fail-with-body "$@"; }
`;

function bash(script: string, cwd: string, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('bash', ['-c', script], { cwd, env: { ...process.env, ...env }, timeout: 90_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

describe("the README's v1 walk-through", () => {
  let dir: string;
  let server: ServerProcess;
  const database = (): string => `sqlite:${join(dir, 'walk.sqlite')}`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'trade-api-walkthrough-'));
    server = await startServerProcess({ DATABASE_URL: database() });
  });
  afterAll(async () => {
    await server.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs as printed against a fresh service: book, amend, assign, cancel with the refund, then statement and invoice', async () => {
    const block = walkthrough();
    expect(block).toContain('API=localhost:3000/api/b2b/v1');
    // The only change: the port the test's service listens on.
    const script = PRELUDE + block.replace('API=localhost:3000/', `API=127.0.0.1:${server.port}/`);
    // Its documents go to a folder of mktemp's, under the TMPDIR it is given: never into the folder it runs in.
    const temp = join(dir, 'tmp');
    mkdirSync(temp);
    const run = await bash(script, dir, { ROOT: root, DATABASE_URL: database(), TMPDIR: temp });
    expect({ code: run.code, stderr: run.code === 0 ? '' : run.stderr, stdout: run.code === 0 ? '' : run.stdout }).toEqual({ code: 0, stderr: '', stdout: '' });

    const lines = run.stdout.split('\n');
    expect(lines[0]).toMatch(/^\{"object":"whoami"/);
    // The amended price, then the cancellation and the wallet with the refund in it.
    expect(lines.filter((line) => /^bkg_/.test(line))).toHaveLength(1);
    expect(lines).toContain('390');
    expect(lines).toContain('cancelled');
    expect(run.stdout).toContain('"object":"statement"');
    expect(run.stdout).toContain('"object":"invoice"');
    expect(readdirSync(dir).filter((name) => !name.startsWith('walk.sqlite')).sort()).toEqual(['tmp']);
    const documents = join(temp, readdirSync(temp)[0] ?? 'nothing');
    expect(readdirSync(documents).sort()).toEqual(['invoice.pdf', 'name-board.html', 'name-board.pdf', 'statement.pdf', 'voucher.html', 'voucher.pdf']);
    expect(readFileSync(join(documents, 'voucher.html'), 'utf8')).toContain('Aisha');
    expect(readFileSync(join(documents, 'name-board.html'), 'utf8')).toMatch(/Aisha Rahman/i);
    for (const pdf of ['voucher.pdf', 'name-board.pdf', 'statement.pdf', 'invoice.pdf']) expect(readFileSync(join(documents, pdf)).subarray(0, 5).toString()).toBe('%PDF-');
  }, 120_000);
});

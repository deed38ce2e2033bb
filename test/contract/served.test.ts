import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { RunningClock } from '../helpers/testApp';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { servedDocumentJson } from '../../src/platform/openapiDocument';
import { driverCall } from '../helpers/driver';
import { loadContract } from '../../codegen/contract';

/**
 * The document the service serves is what partners' tools read (code generators, linters, the
 * reference page), so it is linted as served, with Redocly's strictest built-in ruleset and none
 * of the project's own exceptions (openapi.yaml's redocly.yaml turns no-unused-components off).
 * The project's own CLI runs it, the version `npm run lint:spec` uses.
 */
const run = promisify(execFile);
const root = join(__dirname, '..', '..');
const redocly = join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
const BASE_URL = 'https://api.trade-partners.ae';

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: Array<{ ruleId: string; message: string }>;
}

const t = useV1Suite({ clock: new RunningClock(), env: { PUBLIC_BASE_URL: BASE_URL } });
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'served-contract-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function served(): Promise<Record<string, unknown>> {
  const res = await call(t.app, 'GET', '/api/b2b/v1/openapi.json');
  expect(res.status).toBe(200);
  return res.body as Record<string, unknown>;
}

test.each([
  ['the partners’', async () => served()],
  ['the driver API’s', async () => (await driverCall(t, 'GET', '/api/driver/v1/openapi.json')).body as Record<string, unknown>],
])('%s served document passes redocly lint --extends recommended-strict with no error and no warning', async (_name, read) => {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(await read()));
  // A config of its own, in a folder of its own: the project's redocly.yaml must not apply.
  writeFileSync(join(dir, 'redocly.yaml'), 'extends:\n  - recommended-strict\n');
  const { stdout } = await run(process.execPath, [redocly, 'lint', '--config', join(dir, 'redocly.yaml'), file, '--format=json'], {
    cwd: dir,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    maxBuffer: 16 * 1024 * 1024,
  }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
  const report = JSON.parse(stdout) as LintReport;
  expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
  expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
});

test('servers names PUBLIC_BASE_URL, where the source says only "/"', async () => {
  const source = loadContract(root) as unknown as { servers: Array<{ url: string }> };
  expect(source.servers.map((server) => server.url)).toEqual(['/']);
  expect((await served()).servers).toEqual([{ url: BASE_URL, description: 'This service.' }]);
});

test('leaves out exactly the components nothing references, and keeps the rest as written', async () => {
  const source = loadContract(root) as unknown as { components: Record<string, Record<string, unknown>> };
  const components = (await served()).components as Record<string, Record<string, unknown>>;
  const text = JSON.stringify(await served());
  const dropped: string[] = [];
  for (const [kind, named] of Object.entries(source.components)) {
    for (const [name, value] of Object.entries(named)) {
      const ref = `"#/components/${kind}/${name}"`;
      if (components[kind]?.[name] === undefined) {
        dropped.push(`${kind}/${name}`);
        expect(text).not.toContain(ref);
      } else {
        expect(components[kind][name]).toEqual(value);
        if (kind !== 'securitySchemes') expect(text).toContain(ref);
      }
    }
  }
  // The shared answers for unknown paths and methods, which no operation lists, go; the
  // description's error table still documents them.
  expect(dropped).toEqual(expect.arrayContaining(['responses/NotFound', 'responses/MethodNotAllowed']));
  const description = ((await served()).info as { description: string }).description;
  expect(description).toMatch(/\| 404 \| `not_found` \|/);
  expect(description).toMatch(/\| 405 \| `method_not_allowed` \|/);
});

test('is serialized once per process and sent as those bytes', async () => {
  expect(servedDocumentJson(BASE_URL)).toBe(servedDocumentJson(BASE_URL));
  const res = await call(t.app, 'GET', '/api/b2b/v1/openapi.json');
  expect(res.text).toBe(servedDocumentJson(BASE_URL).toString('utf8'));
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.headers['cache-control']).toBe('public, max-age=300');
});

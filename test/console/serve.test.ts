import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { buildConsole, CONSOLE_BUILD_TIMEOUT_MS } from '../helpers/console';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * The operator's console at /console/: the built index.html for every screen's address, never
 * cached and under the console's strict policy; its hashed files cached for good; and a page
 * saying how to build it, not a crash, where it is not built.
 */
const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

let build: { dir: string; remove(): void };
let t: TestApp;
beforeAll(async () => {
  build = await buildConsole();
  t = await createTestApp({ env: { CONSOLE_DIR: build.dir } });
}, CONSOLE_BUILD_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
  build?.remove();
});

function expectConsoleHeaders(res: request.Response): void {
  expect(res.headers['content-security-policy']).toBe(CSP);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
}

test('every screen address answers the built index.html, uncached, under the strict policy, with no inline script or style', async () => {
  const built = readFileSync(join(build.dir, 'index.html'), 'utf8');
  for (const path of ['/console/', '/console/staff', '/console/audit', '/console/some/deeper/screen']) {
    const res = await request(t.app).get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expectConsoleHeaders(res);
    expect(res.text).toBe(built);
  }
  const page = (await request(t.app).get('/console/')).text;
  const scripts = [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(attributes).toMatch(/ src="\/console\/assets\/[\w-]+\.js"/);
    expect(body).toBe('');
  }
  expect(page).not.toMatch(/<style|\sstyle=/);
  expect(page).toMatch(/<link rel="stylesheet"[^>]* href="\/console\/assets\/[\w-]+\.css"/);
  expect(page).not.toMatch(/https?:\/\//);

  const bare = await request(t.app).get('/console');
  expect(bare.status).toBe(301);
  expect(bare.headers.location).toBe('/console/');
});

test('serves the hashed files it names, cached for good, and nothing under another name', async () => {
  const page = (await request(t.app).get('/console/')).text;
  const names = [...page.matchAll(/(?:src|href)="(\/console\/assets\/[^"]+)"/g)].map((match) => match[1] as string);
  expect(names.map((name) => name.slice(name.lastIndexOf('.')))).toEqual(expect.arrayContaining(['.js', '.css']));
  for (const name of names) {
    const res = await request(t.app)
      .get(name)
      .buffer(true)
      .parse((stream, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectConsoleHeaders(res);
    const file = readFileSync(join(build.dir, 'assets', name.slice('/console/assets/'.length)));
    expect((res.body as Buffer).equals(file)).toBe(true);
  }
  expect(readdirSync(join(build.dir, 'assets')).every((file) => /-[\w-]{8}\.\w+$/.test(file))).toBe(true);

  const missing = await request(t.app).get('/console/assets/index-00000000.js');
  expect(missing.status).toBe(404);
  expect(missing.headers['cache-control']).toBe('no-store');
  expectConsoleHeaders(missing);
  expect((await request(t.app).get('/console/assets/..%2Findex.html')).status).toBe(404);
});

test('without a build, /console/ answers 503 asking for npm run build, and the API goes on', async () => {
  const empty = mkdtempSync(join(tmpdir(), 'console-none-'));
  const unbuilt = await createTestApp({ env: { CONSOLE_DIR: join(empty, 'console') } });
  try {
    for (const path of ['/console/', '/console/staff']) {
      const res = await request(unbuilt.app).get(path);
      expect(res.status).toBe(503);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expectConsoleHeaders(res);
      expect(res.text).toContain('<h1>The operator console is not built</h1>');
      expect(res.text).toContain('<code>npm run build</code>');
    }
    expect((await request(unbuilt.app).get('/console/assets/index-00000000.js')).status).toBe(404);
    expect((await request(unbuilt.app).get('/healthz')).status).toBe(200);
  } finally {
    await unbuilt.close();
    rmSync(empty, { recursive: true, force: true });
  }
});

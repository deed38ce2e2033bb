import request from 'supertest';
import { serveApp, type ServedApp } from '../helpers/browser';
import { openApiDocument } from '../../src/platform/openapiDocument';
import { createStaffMember, signIn } from '../helpers/staff';
import { TestClock } from '../helpers/testApp';

/**
 * The reference pages as served: /docs under its own narrow policy, its scripts from this service,
 * hashed and cached; the operator's to signed-in staff only, the drivers' to anyone. How /docs
 * renders and what it asks for in Chromium: docs.page.browser.test.ts.
 */
let served: ServedApp;
beforeAll(async () => {
  served = await serveApp({ clock: new TestClock() });
});
afterAll(async () => {
  await served.close();
});

test('serves the page with its own narrow policy, and its scripts from here, hashed and cached for good', async () => {
  const page = await request(served.t.app).get('/docs');
  expect(page.status).toBe(200);
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.headers['content-security-policy']).toBe(
    `default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self' ${served.baseUrl}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  );
  expect(page.headers['x-frame-options']).toBe('DENY');
  const scripts = [...page.text.matchAll(/<script([^>]*)>/g)].map((match) => match[1] ?? '');
  expect(scripts).toEqual([expect.stringMatching(/^ src="\/docs\/assets\/scalar\.[0-9a-f]{16}\.js"$/), expect.stringMatching(/^ src="\/docs\/assets\/start\.[0-9a-f]{16}\.js"$/)]);
  expect(page.text).not.toMatch(/https?:\/\//);

  const bundle = /src="(\/docs\/assets\/scalar\.[0-9a-f]+\.js)"/.exec(page.text)?.[1] as string;
  const plain = await request(served.t.app).get(bundle).set('Accept-Encoding', 'identity');
  expect(plain.status).toBe(200);
  expect(plain.headers['content-type']).toBe('application/javascript; charset=utf-8');
  expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(plain.text).toContain('createApiReference');
  expect(plain.text).not.toContain('sourceMappingURL');
  const zipped = await request(served.t.app).get(bundle).set('Accept-Encoding', 'gzip');
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.text).toBe(plain.text);
  expect(Number(zipped.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']) / 3);

  // Another name, or an old hash, is not an asset.
  expect((await request(served.t.app).get('/docs/assets/scalar.0000000000000000.js')).status).toBe(404);
});

test('speaks to partners only: the operator\'s steps are what the operator does, never its commands', () => {
  const text = JSON.stringify(openApiDocument());
  expect(text).not.toContain('npm run');
  expect(text).not.toMatch(/admin -- /);
});

test('serves the operator API reference to signed-in staff only, and the drivers\' to anyone', async () => {
  const stranger = await request(served.t.app).get('/api/ops/v1/docs');
  expect(stranger.status).toBe(401);
  expect(stranger.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(stranger.headers['cache-control']).toBe('no-store');
  expect(stranger.text).toContain('<a href="/console/">Sign in to the console</a>');
  expect(stranger.text).not.toContain('api-reference');
  // An ended or made-up session is no better than none.
  expect((await request(served.t.app).get('/api/ops/v1/docs').set('Cookie', `__Host-ops_session=${'x'.repeat(43)}`)).status).toBe(401);

  const admin = await createStaffMember(served.t, { roles: ['desk'] });
  const session = await signIn(served.t, admin);
  const page = await request(served.t.app).get('/api/ops/v1/docs').set('Cookie', session.cookie);
  expect(page.status).toBe(200);
  expect(page.headers['cache-control']).toBe('no-store');
  expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  expect(page.text).toContain('<title>Operator API reference</title>');
  expect(page.text).toContain('&quot;url&quot;:&quot;/api/ops/v1/openapi.json&quot;');

  const driver = await request(served.t.app).get('/api/driver/v1/docs');
  expect(driver.status).toBe(200);
  expect(driver.text).toContain('<title>Driver API reference</title>');
  expect(driver.text).toContain('&quot;url&quot;:&quot;/api/driver/v1/openapi.json&quot;');
});

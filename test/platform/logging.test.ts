import { Writable } from 'node:stream';
import request from 'supertest';
import type { Express } from 'express';
import { createApp } from '../../src/app';
import { createLogger } from '../../src/platform/logger';
import { createServices, type Services } from '../../src/services';
import { handlers } from '../../handlers';
import { call } from '../helpers/http';
import { testConfig, TestClock } from '../helpers/testApp';
import { SUITE_LIMITS } from '../helpers/suite';
import { createTestDatabase, type TestDatabase } from '../helpers/testDb';
import { partner, type Partner } from '../helpers/partitions';

/**
 * What the log says about an answer: a refusal the contract documents (4xx, and 501 for the cruise
 * section, whose supplier is not connected) is the request's info line with its code, never an
 * error and never a stack; a failure of the service is an error line with the cause's stack.
 */
interface LogLine {
  level: number;
  msg: string;
  req_id?: string;
  status?: number;
  code?: string;
  err?: { message?: string; stack?: string };
  path?: string;
}

const FAULT = 'the ledger does not add up (a bug)';

let database: TestDatabase;
let services: Services;
let app: Express;
let who: Partner;
const lines: LogLine[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim() !== '') lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const clock = new TestClock();
  services = await createServices(testConfig(SUITE_LIMITS), database.db, createLogger('info', sink), clock);
  // A handler with a bug: what a genuine 500 looks like.
  app = createApp(services, {
    ...handlers,
    getWhoAmI: () => {
      throw new Error(FAULT);
    },
  });
  who = await partner({ db: database.db, clock });
});
afterAll(async () => {
  await services.close();
  await database.drop();
});

/** The lines of one request, once its own `request` line (written when the answer is sent) is there. */
async function linesOf(requestId: string): Promise<LogLine[]> {
  const deadline = performance.now() + 2000;
  while (!lines.some((line) => line.req_id === requestId && line.msg === 'request')) {
    if (performance.now() > deadline) throw new Error(`no request line for ${requestId}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return lines.filter((line) => line.req_id === requestId);
}

/** A refusal: one info line, the request's, with status and code, and nothing at warn or above, no stack anywhere. */
async function expectRefusalLogged(res: { status: number; headers: Record<string, string>; body: { error: { code: string } } }, status: number, code: string): Promise<void> {
  expect(res.status).toBe(status);
  expect(res.body.error.code).toBe(code);
  const own = await linesOf(res.headers['x-request-id'] as string);
  expect(own).toEqual([expect.objectContaining({ level: 30, msg: 'request', status, code })]);
  expect(JSON.stringify(own)).not.toMatch(/stack|"err"/);
}

describe('the log', () => {
  test.each([
    ['GET', '/api/b2b/v1/cruise/sailings', undefined],
    ['POST', '/api/b2b/v1/cruise/quote', { sailing_id: 'crs_0000000000000000000A' }],
  ] as const)('has a cruise call\'s 501 at info, with its code and no stack (%s %s)', async (method, path, body) => {
    const res = await call(app, method, path, { token: who.keys.live, headers: { 'Idempotency-Key': `k-${Math.random()}` }, ...(body === undefined ? {} : { body }) });
    await expectRefusalLogged(res, 501, 'supplier_not_connected');
  });

  test('has a 404 and a 422 at info, with their codes and no stack', async () => {
    await expectRefusalLogged(await call(app, 'GET', '/api/b2b/v1/no-such-thing', { token: who.keys.test }), 404, 'not_found');
    const invalid = await call(app, 'POST', '/api/b2b/v1/transport/quote', { token: who.keys.test, headers: { 'Idempotency-Key': `k-${Math.random()}` }, body: { passengers: 400 } });
    await expectRefusalLogged(invalid, 422, 'validation_failed');
  });

  test.each([
    ['/ops/setup/TOKEN', '/ops/setup/:token'],
    ['/trade/apply/confirm/TOKEN', '/trade/apply/confirm/:token'],
    ['/Trade/Keys/TOKEN', '/Trade/Keys/:token'],
    ['/invitations/TOKEN/more', '/invitations/:token/more'],
    ['//trade//keys/TOKEN', '/trade/keys/:token'],
    ['/g/TOKEN/book', '/g/:token/book'],
    ['/dmc/proposals/TOKEN/accept', '/dmc/proposals/:token/accept'],
    ['/driver/s/TOKEN', '/driver/s/:token'],
    ['/portal/reset/TOKEN', '/portal/reset/:token'],
    ['/api/b2b/sandbox/availability?sig=TOKEN', '/api/b2b/sandbox/availability'],
  ])('writes %s with its token redacted, as %s', async (path, logged) => {
    const token = `tok${Math.random().toString(36).slice(2)}XYZabc_-0123456789`;
    const res = await request(app).get(path.replace('TOKEN', token));
    const own = await linesOf(res.headers['x-request-id'] as string);
    expect(own.find((line) => line.msg === 'request')?.path).toBe(logged);
    expect(JSON.stringify(own)).not.toContain(token);
  });

  test('has a genuine 500 at error, with the cause and its stack, which the answer never shows', async () => {
    const res = await call(app, 'GET', '/api/b2b/v1/whoami', { token: who.keys.test });
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('internal');
    expect(JSON.stringify(res.body)).not.toContain('ledger');
    const own = await linesOf(res.headers['x-request-id'] as string);
    const failed = own.filter((line) => line.level >= 50);
    expect(failed).toEqual([expect.objectContaining({ level: 50, msg: 'request failed', err: expect.objectContaining({ message: FAULT }) as unknown })]);
    expect(failed[0]?.err?.stack).toMatch(/platform\/logging\.test\.ts:\d+/);
    // The request's line has no refusal code.
    expect(own.find((line) => line.msg === 'request')).toMatchObject({ level: 30, status: 500 });
    expect(own.find((line) => line.msg === 'request')).not.toHaveProperty('code');
  });
});

import request from 'supertest';
import type { Express } from 'express';
import { join } from 'node:path';
import { routes } from '../../src/generated/driver/routes';
import { contractChecker } from './staff';
import type { TestApp } from './testApp';

/**
 * The driver API's part of the test kit: a driver's job link read from the SMS outbox, the session
 * it opens, and calls held to the driver contract (openapi/driver/) as `opsCall` holds the
 * operator's calls to theirs.
 */
export const expectDriverContract = contractChecker('driver', join(__dirname, '..', '..', 'src', 'generated', 'driver', 'openapi.json'), routes);

/** A job link's token in a text (an SMS, the assignment's answer): the 43 characters after `/driver/open#`. */
export function linkTokenIn(text: string): string {
  const match = /\/driver\/open#([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/.exec(text);
  if (!match) throw new Error(`no job link in: ${text}`);
  return match[1] as string;
}

/** The text of the newest SMS of the outbox to `phone`, as the driver's phone would show it. */
export async function latestSmsTo(t: Pick<TestApp, 'db'>, phone: string): Promise<{ id: string; text: string; related_type: string; related_id: string }> {
  const row = (await t.db('sms_outbox').where({ to_phone: phone }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).first()) as
    | { id: string; text: string; related_type: string; related_id: string }
    | undefined;
  if (!row) throw new Error(`no SMS to ${phone}`);
  return row;
}

export interface DriverSessionFixture {
  cookie: string;
  csrf: string;
  sessionId: string;
  setCookie: string;
  body: Record<string, unknown>;
}

export interface DriverCallOptions {
  session?: DriverSessionFixture;
  body?: unknown;
  /** Headers over the defaults (the session's cookie; on changes its X-CSRF-Token and this service's Origin); `null` leaves one out. */
  headers?: Record<string, string | null>;
}

type AppOf = Pick<TestApp, 'app' | 'services'> | { app: Express; services: TestApp['services'] };

/** Calls the driver API as the job page would and checks the answer against the driver contract. */
export async function driverCall(t: AppOf, method: 'GET' | 'POST' | 'DELETE', path: string, options: DriverCallOptions = {}): Promise<request.Response> {
  const headers: Record<string, string | null> = {};
  if (options.session) {
    headers.Cookie = options.session.cookie;
    if (method !== 'GET') headers['X-CSRF-Token'] = options.session.csrf;
  }
  if (method !== 'GET') headers.Origin = new URL(t.services.config.publicBaseUrl).origin;
  Object.assign(headers, options.headers ?? {});
  let req = request(t.app)[method.toLowerCase() as 'get'](path);
  for (const [name, value] of Object.entries(headers)) if (value !== null) req = req.set(name, value);
  if (options.body !== undefined) req = req.send(options.body as object);
  const res = await req;
  expectDriverContract(res, method, path);
  return res;
}

/** Opens a session with a job link's token through POST /api/driver/v1/sessions, as the job page does. */
export async function openLink(t: AppOf, token: string): Promise<DriverSessionFixture> {
  const res = await driverCall(t, 'POST', '/api/driver/v1/sessions', { body: { token } });
  if (res.status !== 201) throw new Error(`opening the link answered ${res.status}: ${JSON.stringify(res.body)}`);
  const setCookie = String((res.headers['set-cookie'] as unknown as string[] | undefined)?.[0] ?? '');
  const cookie = setCookie.split(';')[0] as string;
  return { cookie, csrf: res.body.csrf_token as string, sessionId: cookie.slice(cookie.indexOf('=') + 1), setCookie, body: res.body as Record<string, unknown> };
}

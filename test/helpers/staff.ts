import request from 'supertest';
import type { Express } from 'express';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPONENTS_ID, toJsonSchema } from '../../codegen/validators';
import { resolveLocal, type OpenApiDocument } from '../../codegen/document';
import { routes } from '../../src/generated/ops/routes';
import { COMMAND_LINE } from '../../src/engine/audit';
import { completeSetup, createStaff, readSetupLink, type StaffRole } from '../../src/staff/store';
import { newTotpSecret, totpCode } from '../../src/staff/secrets';
import { TestClock, type TestApp } from './testApp';

/**
 * The operator API's part of the test kit: staff with a known password and TOTP secret, signed
 * in through the API, and calls held to the ops contract (openapi/ops/) as `call` holds the
 * partners' calls to theirs.
 */
export const STAFF_PASSWORD = 'correct horse battery staple';

export interface StaffFixture {
  id: string;
  email: string;
  name: string;
  roles: StaffRole[];
  password: string;
  secret: string;
  recoveryCodes: string[];
}

export interface StaffSession {
  cookie: string;
  csrf: string;
  /** The raw cookie value, to compare with what is stored (hashed). */
  sessionId: string;
  body: Record<string, unknown>;
}

let counter = 0;

/** A member of staff who has used their set-up link: active, with STAFF_PASSWORD and a TOTP secret the test knows. */
export async function createStaffMember(t: TestApp, options: { roles: StaffRole[]; email?: string; name?: string }): Promise<StaffFixture> {
  counter += 1;
  const email = options.email ?? `staff${counter}.${Math.random().toString(36).slice(2, 8)}@operator.example`;
  const name = options.name ?? `Staff Member ${counter}`;
  const invitation = await t.db.transaction((trx) => createStaff(trx, t.clock, t.services.config.publicBaseUrl, COMMAND_LINE, { email, name, roles: options.roles }));
  const token = invitation.setup_url.slice(invitation.setup_url.lastIndexOf('/') + 1);
  const link = await readSetupLink(t.db, t.clock, token);
  if (link.state !== 'open') throw new Error(`the set-up link of ${email} is ${link.state}`);
  const secret = newTotpSecret();
  const recoveryCodes = await t.db.transaction((trx) =>
    completeSetup(trx, t.clock, t.services.keys.dataEncryption, COMMAND_LINE, link, { password: STAFF_PASSWORD, totpSecret: secret, code: totpCode(secret, t.clock.now()) }),
  );
  return { id: invitation.staff.id, email, name, roles: options.roles, password: STAFF_PASSWORD, secret, recoveryCodes };
}

/**
 * A code the person's authenticator shows now that has not been used yet: every code is good
 * once, so the suite's TestClock moves on 30 seconds (one TOTP step) first.
 */
export function freshCode(t: TestApp, member: StaffFixture): string {
  if (!(t.clock instanceof TestClock)) throw new Error('freshCode needs the suite TestClock');
  t.clock.advance(30);
  return totpCode(member.secret, t.clock.now());
}

export const originOf = (t: TestApp): string => new URL(t.services.config.publicBaseUrl).origin;

/** Signs `member` in through POST /api/ops/v1/sessions and returns the cookie and CSRF token. */
export async function signIn(t: TestApp, member: StaffFixture, code = freshCode(t, member)): Promise<StaffSession> {
  const res = await opsCall(t, 'POST', '/api/ops/v1/sessions', { body: { email: member.email, password: member.password, code } });
  if (res.status !== 201) throw new Error(`sign-in of ${member.email} answered ${res.status}: ${JSON.stringify(res.body)}`);
  const setCookie = String((res.headers['set-cookie'] as unknown as string[] | undefined)?.[0] ?? '');
  const cookie = setCookie.split(';')[0] as string;
  return { cookie, csrf: res.body.csrf_token as string, sessionId: cookie.slice(cookie.indexOf('=') + 1), body: res.body as Record<string, unknown> };
}

export interface OpsCallOptions {
  session?: StaffSession;
  body?: unknown;
  /** Headers over the defaults (the session's cookie; on changes its X-CSRF-Token and this service's Origin); `null` leaves one out. */
  headers?: Record<string, string | null>;
}

/** Calls the operator API as the console would and checks the answer against the ops contract. */
export async function opsCall(t: TestApp | { app: Express; services: TestApp['services'] }, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, options: OpsCallOptions = {}): Promise<request.Response> {
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
  expectOpsContract(res, method, path);
  return res;
}

interface Example {
  $ref?: string;
  value?: unknown;
}
interface ResponseObject {
  headers?: Record<string, { required?: boolean; $ref?: string }>;
  content?: Record<string, { schema?: Record<string, unknown>; examples?: Record<string, Example> }>;
}

/** What a contract's checker needs of it: its bundled document and its generated route table. */
interface CheckedRoute {
  method: string;
  path: string;
  pattern: RegExp | null;
}

/**
 * A checker of answers against one of the service's own contracts (the operator API's, the driver
 * API's): the status, body, error code and required headers of an answer are ones the contract
 * documents for the operation. `name` says which contract in a failure.
 */
export function contractChecker(name: string, documentFile: string, routeTable: readonly CheckedRoute[]): (res: request.Response, method: string, path: string) => void {
  const document = JSON.parse(readFileSync(documentFile, 'utf8')) as OpenApiDocument & {
    paths: Record<string, Record<string, { responses: Record<string, ResponseObject> }>>;
    components: { schemas: Record<string, unknown>; responses: Record<string, ResponseObject> };
  };
  const resolved = <T>(value: T | { $ref: string }): T => resolveLocal(document, value);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: toJsonSchema(document.components.schemas) as Record<string, unknown> });
  const compiled = new Map<string, ValidateFunction>();
  return (res, method, path) => {
    const bare = path.split('?')[0] as string;
    const route = routeTable.find((candidate) => candidate.method === method && (candidate.pattern ? candidate.pattern.test(bare) : candidate.path === bare));
    const key = route ? `${method} ${route.path} ${res.status}` : `shared ${res.status}`;
    const declared = route
      ? document.paths[route.path]?.[method.toLowerCase()]?.responses[String(res.status)]
      : document.components.responses[res.status === 404 ? 'NotFound' : res.status === 405 ? 'MethodNotAllowed' : 'none'];
    if (!declared) throw new Error(`${method} ${path} answered ${res.status}, which the ${name} contract does not document: ${JSON.stringify(res.body)}`);
    const response = resolved(declared);
    for (const [header, value] of Object.entries(response.headers ?? {})) {
      if (resolved(value).required && res.headers[header.toLowerCase()] === undefined) throw new Error(`${key} lacks the required header ${header}`);
    }
    const content = response.content?.['application/json'];
    if (!content) {
      if (res.text) throw new Error(`${key} has a body the contract does not document`);
      return;
    }
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(toJsonSchema(content.schema) as Record<string, unknown>);
      compiled.set(key, validate);
    }
    if (!validate(res.body)) throw new Error(`${key} body does not match the ${name} contract: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(res.body).slice(0, 1000)}`);
    const code = (res.body as { error?: { code?: string } }).error?.code;
    if (code !== undefined) {
      const codes = new Set(Object.values(content.examples ?? {}).map((example) => (resolved(example).value as { error: { code: string } }).error.code));
      if (codes.size > 0 && !codes.has(code)) throw new Error(`${key} answered ${code}, which the ${name} contract does not show (${[...codes].join(', ')})`);
    }
  };
}

/** The status, body, error code and required headers of an answer are ones the ops contract documents for the operation. */
export const expectOpsContract = contractChecker('ops', join(__dirname, '..', '..', 'src', 'generated', 'ops', 'openapi.json'), routes);

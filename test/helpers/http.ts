import request from 'supertest';
import type { Express } from 'express';
import { expectContract } from './contract';

/** Calls the app and checks the answer against the contract before handing it back. */
export async function call(
  app: Express,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<request.Response> {
  let req = request(app)[method.toLowerCase() as 'get'](path);
  if (options.token) req = req.set('Authorization', `Bearer ${options.token}`);
  for (const [name, value] of Object.entries(options.headers ?? {})) req = req.set(name, value);
  if (options.body !== undefined) req = req.send(options.body as object);
  const res = await req;
  expectContract(res, method, path);
  return res;
}

/** A complete credit-line application, as a partner would send it. */
export const creditLineApplication = {
  action: 'credit_line_application',
  company_legal_name: 'Gulf Horizons Travel L.L.C.',
  trade_licence_number: '1234567',
  licence_authority: 'Dubai DET',
  trn: '100123456700003',
  contact_name: 'Mariam Al Suwaidi',
  contact_email: 'finance@gulfhorizons.example',
  requested_terms: 'NET_30',
  requested_limit_aed: 50000.5,
};

export const handshakeBody = {
  action: 'developer_handshake',
  platform_name: 'Gulf Horizons Booking Engine',
  contact_email: 'dev@gulfhorizons.example',
  use_case: 'transfers',
};

/** Runs the developer handshake and returns its answer. */
export async function handshake(app: Express): Promise<{ token: string; availability_url: string; registration_id: string; expires_at: string }> {
  const res = await call(app, 'POST', '/api/b2b/orchestration', { body: handshakeBody });
  expect(res.status).toBe(200);
  return res.body as { token: string; availability_url: string; registration_id: string; expires_at: string };
}

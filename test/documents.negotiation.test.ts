/**
 * Choosing a document's representation: every operation that answers with documents (found in
 * the route table, which codegen derives from the contract) answers by `format` when given, else
 * by `Accept`, else with its default; an `Accept` it cannot satisfy answers 406 in the JSON
 * envelope before anything is read or stored. JSON-only operations ignore `Accept`.
 */
import type request from 'supertest';
import { routes, type RouteDefinition } from '../src/generated/routes';
import { negotiate, parseAccept } from '../src/http/negotiation';
import { ApiError } from '../src/errors';
import { createTestApp, TestClock, type TestApp } from './helpers/testApp';
import { call } from './helpers/http';
import { MODES, partner, type Mode, type Partner } from './helpers/partitions';
import { rowCounts } from './helpers/tables';
import { documentRequests, withStoredIds } from './helpers/documentRequests';

const documentRoutes = routes.filter((route) => route.offers.length > 0);
const byId = new Map(documentRoutes.map((route) => [route.operationId, route]));
const typeOf = (res: request.Response): string => String(res.headers['content-type'] ?? '').split(';')[0] as string;
const varies = (res: request.Response): string[] => String(res.headers.vary ?? '').split(',').map((name) => name.trim().toLowerCase());

/** The operation's path (stored ids of `mode`'s partition) and required query, without `format`. */
async function basePaths(t: TestApp, who: Partner, mode: Mode, clock: TestClock): Promise<Map<string, string>> {
  const docs = await withStoredIds(documentRequests(), { db: t.db, clock, accountId: who.accountId, mode, dataKey: t.services.keys.dataEncryption });
  const paths = new Map<string, string>();
  for (const doc of docs) {
    const [path, search = ''] = doc.path.split('?') as [string, string?];
    const query = new URLSearchParams(search);
    query.delete('format');
    paths.set(doc.operationId, query.size > 0 ? `${path}?${query.toString()}` : path);
  }
  return paths;
}

const withQuery = (path: string, name: string, value: string): string => `${path}${path.includes('?') ? '&' : '?'}${name}=${value}`;

it('finds the fifteen document operations, each with its default first', () => {
  expect(documentRoutes.map((route) => route.operationId).sort()).toEqual(
    [
      'getActivityVoucher',
      'getAffiliateLinkQr',
      'getClientBookingNameBoard',
      'getClientBookingVoucher',
      'getCorporateUsage',
      'getDeskDay',
      'getDmcProgrammeProposal',
      'getGuideCard',
      'getGuideQrCode',
      'getInvoice',
      'getRateCatalogue',
      'getSiteStats',
      'getStatement',
      'getTransportVoucher',
      'listAffiliatePerformance',
    ].sort(),
  );
  expect(byId.get('getTransportVoucher')?.offers.map((offer) => offer.format)).toEqual(['html', 'pdf']);
  expect(byId.get('getAffiliateLinkQr')?.offers.map((offer) => offer.mediaType)).toEqual(['image/svg+xml', 'image/png']);
  expect(byId.get('getDeskDay')?.offers.map((offer) => offer.mediaType)).toEqual(['application/json', 'text/csv', 'application/pdf']);
  expect(byId.get('getDmcProgrammeProposal')?.offers).toEqual([{ format: null, mediaType: 'text/html' }]);
  // Answers of JSON-only operations carry no offers: they never negotiate.
  expect(routes.find((route) => route.operationId === 'getWhoAmI')?.offers).toEqual([]);
});

describe('negotiate', () => {
  const voucher = byId.get('getTransportVoucher') as RouteDefinition;
  const desk = byId.get('getDeskDay') as RouteDefinition;
  const pick = (route: RouteDefinition, accept: string | undefined, format?: string): string => negotiate(route.offers, format, accept).mediaType;

  it('gives the default without Accept, with */* and with an Accept it cannot read', () => {
    expect(pick(voucher, undefined)).toBe('text/html');
    expect(pick(desk, '*/*')).toBe('application/json');
    expect(pick(desk, 'nonsense')).toBe('application/json');
    expect(pick(desk, 'text/csv;q=2')).toBe('application/json');
  });

  it('takes the highest quality, then the more specific range, then the client’s order, then the default', () => {
    expect(pick(desk, 'application/json;q=0.5, text/csv;q=0.8, application/pdf;q=0.1')).toBe('text/csv');
    expect(pick(voucher, 'text/html;q=0, */*')).toBe('application/pdf');
    expect(pick(voucher, 'application/*')).toBe('application/pdf');
    expect(pick(desk, 'application/*;q=0.9, text/csv;q=0.9')).toBe('text/csv');
    expect(pick(desk, 'application/pdf, text/csv')).toBe('application/pdf');
    expect(pick(desk, 'application/*')).toBe('application/json');
    expect(pick(voucher, 'TEXT/HTML;Q=0.4, Application/PDF;q=0.3')).toBe('text/html');
  });

  it('lets an explicit format win over Accept', () => {
    expect(pick(desk, 'application/json', 'pdf')).toBe('application/pdf');
    expect(pick(voucher, 'application/json', 'html')).toBe('text/html');
  });

  it('refuses an Accept that rules out every offer with 406 not_acceptable, naming them', () => {
    let refused: unknown;
    try {
      negotiate(voucher.offers, undefined, 'application/json, text/*;q=0');
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(406);
    expect((refused as ApiError).toBody()).toEqual({
      code: 'not_acceptable',
      message: expect.stringContaining('format=html or format=pdf') as string,
      retryable: false,
      media_types: ['text/html', 'application/pdf'],
    });
  });

  it('reads q values strictly', () => {
    expect(parseAccept('text/html;q=0.123, text/csv;q=1.000, image/png;q=1.5, */*;level=1')).toEqual([
      { type: 'text', subtype: 'html', q: 0.123, position: 0 },
      { type: 'text', subtype: 'csv', q: 1, position: 1 },
      { type: '*', subtype: '*', q: 1, position: 3 },
    ]);
    expect(parseAccept('*/html, text, a/b/c')).toEqual([]);
  });
});

describe.each(MODES)('over HTTP with a %s key', (mode) => {
  let t: TestApp;
  let who: Partner;
  let paths: Map<string, string>;
  /** The operations whose example answers 200 in this mode's partition (a live partition starts empty). */
  let answering: RouteDefinition[];
  const clock = new TestClock(new Date('2026-11-22T10:00:00.000Z'));
  const get = (path: string, headers: Record<string, string> = {}): Promise<request.Response> => call(t.app, 'GET', path, { token: who.keys[mode], headers });

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { LIMIT_API_KEY_PER_MINUTE: '1000000' } });
    who = await partner(t.db);
    paths = await basePaths(t, who, mode, clock);
    answering = [];
    for (const route of documentRoutes) if ((await get(paths.get(route.operationId) as string)).status === 200) answering.push(route);
  });
  afterAll(() => t.close());

  it('has operations to negotiate in this mode', () => {
    // Live partitions hold no bookings, guides or issued statements until the partner makes them.
    if (mode === 'test') expect(answering).toHaveLength(documentRoutes.length);
    else expect(answering.map((route) => route.operationId).sort()).toEqual(['getCorporateUsage', 'getDeskDay', 'getRateCatalogue', 'listAffiliatePerformance']);
  });

  it('answers each operation in the media type Accept names, and by format over a disagreeing Accept', async () => {
    for (const route of answering) {
      const path = paths.get(route.operationId) as string;
      for (const offer of route.offers) {
        const res = await get(path, { Accept: offer.mediaType });
        expect([route.operationId, res.status, typeOf(res)]).toEqual([route.operationId, 200, offer.mediaType]);
        expect(varies(res)).toContain('accept');
      }
      const [first, last] = [route.offers[0], route.offers[route.offers.length - 1]] as [RouteDefinition['offers'][number], RouteDefinition['offers'][number]];
      if (last.format !== null) {
        const res = await get(withQuery(path, 'format', last.format), { Accept: first.mediaType });
        expect([route.operationId, typeOf(res)]).toEqual([route.operationId, last.mediaType]);
        const back = await get(withQuery(path, 'format', first.format as string), { Accept: last.mediaType });
        expect([route.operationId, typeOf(back)]).toEqual([route.operationId, first.mediaType]);
      }
    }
  });

  it('weighs a q-list, and gives the default for */* and without Accept', async () => {
    for (const route of answering) {
      const path = paths.get(route.operationId) as string;
      const [first, last] = [route.offers[0], route.offers[route.offers.length - 1]] as [RouteDefinition['offers'][number], RouteDefinition['offers'][number]];
      const weighed = await get(path, { Accept: `${first.mediaType};q=0.2, ${last.mediaType};q=0.9, application/xml` });
      expect([route.operationId, typeOf(weighed)]).toEqual([route.operationId, last.mediaType]);
      expect([route.operationId, typeOf(await get(path, { Accept: '*/*' }))]).toEqual([route.operationId, first.mediaType]);
      expect([route.operationId, typeOf(await get(path))]).toEqual([route.operationId, first.mediaType]);
    }
  });

  it('answers 406 in the JSON envelope to an Accept no offer satisfies, before the partition is opened', async () => {
    const fresh = await partner(t.db);
    const before = await rowCounts(t.db);
    for (const route of documentRoutes) {
      const res = await call(t.app, 'GET', paths.get(route.operationId) as string, { token: fresh.keys[mode], headers: { Accept: 'application/xml, text/plain;q=0.5' } });
      expect([route.operationId, res.status, typeOf(res)]).toEqual([route.operationId, 406, 'application/json']);
      expect(res.body).toEqual({
        error: {
          code: 'not_acceptable',
          message: expect.stringContaining(route.offers.map((offer) => offer.mediaType).join(', ')) as string,
          retryable: false,
          media_types: route.offers.map((offer) => offer.mediaType),
        },
      });
      expect(varies(res)).toContain('accept');
    }
    // Not even the test partition's seed: the refusal comes before the handler.
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('lets format rescue a client that always sends Accept: application/json', async () => {
    const voucher = byId.get('getRateCatalogue') as RouteDefinition;
    const path = paths.get(voucher.operationId) as string;
    const pdf = await get(withQuery(path, 'format', 'pdf'), { Accept: 'application/json' });
    expect([pdf.status, typeOf(pdf)]).toEqual([200, 'application/pdf']);
    const json = await get(path, { Accept: 'application/json' });
    expect([json.status, typeOf(json)]).toEqual([200, 'application/json']);
  });

  it('answers errors of document operations as JSON whatever Accept asks for', async () => {
    const route = byId.get('getInvoice') as RouteDefinition;
    const res = await get(route.path.replace('{id}', 'inv_000000000000000000ZZ'), { Accept: 'application/pdf' });
    expect([res.status, typeOf(res)]).toEqual([404, 'application/json']);
    expect((res.body as { error: { code: string } }).error.code).toBe('not_found');
    const invalid = await get(withQuery(paths.get('getDeskDay') as string, 'format', 'xml'), { Accept: 'text/csv' });
    expect([invalid.status, typeOf(invalid)]).toEqual([422, 'application/json']);
  });

  it('ignores Accept on JSON-only operations', async () => {
    const res = await get('/api/b2b/v1/whoami', { Accept: 'application/xml' });
    expect([res.status, typeOf(res)]).toEqual([200, 'application/json']);
    expect(varies(res)).not.toContain('accept');
  });
});

it('adds Accept to Vary next to Origin when CORS is on', async () => {
  const t = await createTestApp({ env: { CORS_ALLOWED_ORIGINS: 'https://app.gulfhorizons.example' } });
  try {
    const who = await partner(t.db);
    const res = await call(t.app, 'GET', '/api/b2b/v1/rates/catalogue', { token: who.keys.test, headers: { Origin: 'https://app.gulfhorizons.example', Accept: 'text/csv' } });
    expect([res.status, typeOf(res)]).toEqual([200, 'text/csv']);
    expect(varies(res)).toEqual(expect.arrayContaining(['origin', 'accept']));
  } finally {
    await t.close();
  }
});

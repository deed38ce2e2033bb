/**
 * Choosing a document's representation: every operation that answers with documents (found in
 * the route table, which codegen derives from the contract) answers by `format` when given, else
 * by `Accept`, else with its default; an `Accept` it cannot satisfy answers 406 in the JSON
 * envelope before anything is read or stored. JSON-only operations ignore `Accept`.
 */
import type request from 'supertest';
import { routes, type RouteDefinition } from '../../src/generated/routes';
import { negotiate, parseAccept } from '../../src/http/negotiation';
import { ApiError } from '../../src/errors';
import { getBytes } from '../helpers/documents';
import { createTestApp, type TestClock, type TestApp } from '../helpers/testApp';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { resolved } from '../helpers/contract';
import { MODES, partner, type Mode, type Partner } from '../helpers/partitions';
import { rowCounts } from '../helpers/tables';
import { documentRequests, withStoredIds } from '../helpers/documentRequests';
import { openApiDocument } from '../../src/platform/openapiDocument';

const documentRoutes = routes.filter((route) => route.offers.length > 0);
const byId = new Map(documentRoutes.map((route) => [route.operationId, route]));
const typeOf = (res: request.Response): string => String(res.headers['content-type'] ?? '').split(';')[0] as string;
const varies = (res: request.Response): string[] => String(res.headers.vary ?? '').split(',').map((name) => name.trim().toLowerCase());

/** The operation's path (stored ids of `mode`'s partition) and required query, without `format`. */
async function basePaths(t: TestApp, who: Partner, mode: Mode, clock: TestClock): Promise<Map<string, string>> {
  const docs = await withStoredIds(documentRequests(), { sections: t.sections, db: t.db, clock, accountId: who.accountId, mode, dataKey: t.services.keys.dataEncryption });
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

const contract = openApiDocument() as unknown as {
  paths: Record<string, Record<string, { parameters?: Array<{ $ref: string } | Parameter>; responses: Record<string, { content?: Record<string, { schema?: { $ref: string } | { format?: string } }> }> }>>;
};
interface Parameter {
  name: string;
  in: string;
}
const isBinary = (route: RouteDefinition, mediaType: string): boolean => {
  const schema = contract.paths[route.path]?.get?.responses['200']?.content?.[mediaType]?.schema;
  return schema !== undefined && resolved<{ format?: string }>(schema).format === 'binary';
};
/**
 * The formats a generator could not type right, with the operation of its own each must have:
 * every non-default format of a multi-format document, unless all its media types are binary.
 */
const ownOperations = documentRoutes.flatMap((parent) =>
  parent.offers.length < 2 || parent.offers.every((offer) => isBinary(parent, offer.mediaType))
    ? []
    : parent.offers.slice(1).map((offer) => ({
        parent,
        format: offer.format as string,
        mediaType: offer.mediaType,
        own: routes.find((route) => route.method === 'GET' && route.path === `${parent.path}/${offer.format}`),
      })),
);
/** The names of the query parameters an operation takes, as the contract lists them. */
const queryNames = (route: RouteDefinition): string[] =>
  (contract.paths[route.path]?.get?.parameters ?? [])
    .map((p) => resolved<Parameter>(p))
    .filter((p) => p.in === 'query')
    .map((p) => p.name)
    .sort();

it('finds the document operations, each with its default first', () => {
  expect(documentRoutes.map((route) => route.operationId).sort()).toEqual(
    [
      'getActivityNameBoard',
      'getActivityNameBoardPdf',
      'getActivityVoucher',
      'getActivityVoucherPdf',
      'getAffiliatePerformanceCsv',
      'getClientBookingNameBoardPdf',
      'getClientBookingVoucherPdf',
      'getCorporateUsageCsv',
      'getCorporateVoucherPdf',
      'getDeskDayCsv',
      'getDeskDayPdf',
      'getGuideCardPdf',
      'getInvoicePdf',
      'getInvoiceUbl',
      'getCreditNote',
      'getCreditNotePdf',
      'getCreditNoteUbl',
      'getDraftInvoice',
      'getDraftInvoicePdf',
      'getRateCatalogueCsv',
      'getRateCataloguePdf',
      'getSiteStatsCsv',
      'getStatementPdf',
      'getTransportVoucherPdf',
      'getAffiliateLinkQr',
      'getClientBookingNameBoard',
      'getClientBookingVoucher',
      'getCorporateUsage',
      'getCorporateVoucher',
      'getDeskDay',
      'getDeskSaleVoucher',
      'getDeskSaleVoucherPdf',
      'getDmcProgrammeProposal',
      'getGuideCard',
      'getGuideQrCode',
      'getInvoice',
      'getRateCatalogue',
      'getSiteStats',
      'getStatement',
      'getTransportNameBoard',
      'getTransportNameBoardPdf',
      'getTransportVoucher',
      'getWalletTopUp',
      'getWalletTopUpPdf',
      'listAffiliatePerformance',
    ].sort(),
  );
  expect(byId.get('getTransportVoucher')?.offers.map((offer) => offer.format)).toEqual(['html', 'pdf']);
  expect(byId.get('getAffiliateLinkQr')?.offers.map((offer) => offer.mediaType)).toEqual(['image/svg+xml', 'image/png']);
  expect(byId.get('getDeskDay')?.offers.map((offer) => offer.mediaType)).toEqual(['application/json', 'text/csv', 'application/pdf']);
  expect(byId.get('getDmcProgrammeProposal')?.offers).toEqual([{ format: null, mediaType: 'text/html' }]);
  expect(byId.get('getStatementPdf')?.offers).toEqual([{ format: null, mediaType: 'application/pdf' }]);
  // Answers of JSON-only operations carry no offers: they never negotiate.
  expect(routes.find((route) => route.operationId === 'getWhoAmI')?.offers).toEqual([]);
});

it('gives each non-default format of a multi-format document its own operation, answering that one media type', () => {
  // A generator types one media type per answer (JSON if offered, else the first): a PDF offered
  // beside JSON would be typed as the JSON, so the PDF needs an operation of its own. QR codes
  // (PNG or SVG) are Blobs whichever is typed.
  expect(ownOperations.filter((pair) => !pair.own).map((pair) => `${pair.parent.operationId} format=${pair.format}: no GET ${pair.parent.path}/${pair.format}`)).toEqual([]);
  expect(ownOperations).toHaveLength(23);
  for (const { parent, format, mediaType, own } of ownOperations) {
    const route = own as RouteDefinition;
    const suffix = format.charAt(0).toUpperCase() + format.slice(1);
    expect([route.operationId, route.offers]).toEqual([route.operationId, [{ format: null, mediaType }]]);
    expect(route.operationId).toBe(parent.operationId === 'listAffiliatePerformance' ? `getAffiliatePerformance${suffix}` : `${parent.operationId}${suffix}`);
    expect({ tag: route.tag, access: route.access, security: route.security }).toEqual({ tag: parent.tag, access: parent.access, security: parent.security });
    // The parent's query but the choice of format, and the paging that documents ignore.
    expect([route.operationId, queryNames(route)]).toEqual([route.operationId, queryNames(parent).filter((name) => !['format', 'limit', 'cursor'].includes(name))]);
  }
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

  it('holds an operation of one media type to the same rule: that type, or 406', () => {
    const own = byId.get('getStatementPdf') as RouteDefinition;
    expect(pick(own, undefined)).toBe('application/pdf');
    expect(pick(own, 'application/*;q=0.5, application/json')).toBe('application/pdf');
    let refused: unknown;
    try {
      negotiate(own.offers, undefined, 'application/json, text/html');
    } catch (err) {
      refused = err;
    }
    expect((refused as ApiError).toBody()).toEqual({
      code: 'not_acceptable',
      message: 'This endpoint answers with application/pdf and the Accept header does not allow it: accept it. Nothing was changed.',
      retryable: false,
      media_types: ['application/pdf'],
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
  const t = useV1Suite({ partners: ['who'] });
  const { clock } = t;
  const { who } = t.partners;
  let paths: Map<string, string>;
  /** The operations whose example answers 200 in this mode's partition (a live partition starts empty). */
  let answering: RouteDefinition[];
  const get = (path: string, headers: Record<string, string> = {}): Promise<request.Response> => call(t.app, 'GET', path, { token: who.keys[mode], headers });
  /** The answer's bytes as sent, whatever its media type (checked against the contract first). */
  const getRaw = async (path: string): Promise<request.Response> => {
    await get(path);
    return getBytes(t.app, path, who.keys[mode]);
  };

  beforeAll(async () => {
    paths = await basePaths(t, who, mode, clock);
    answering = [];
    for (const route of documentRoutes) if ((await get(paths.get(route.operationId) as string)).status === 200) answering.push(route);
  });

  it('has operations to negotiate in this mode', () => {
    // Live partitions hold no bookings, guides or issued statements until the partner makes them.
    if (mode === 'test') expect(answering).toHaveLength(documentRoutes.length);
    else
      expect(answering.map((route) => route.operationId).sort()).toEqual(
        [
          'getAffiliatePerformanceCsv',
          'getCorporateUsage',
          'getCorporateUsageCsv',
          'getDeskDay',
          'getDeskDayCsv',
          'getDeskDayPdf',
          // This month's running draft answers from the first day, empty or not.
          'getDraftInvoice',
          'getDraftInvoicePdf',
          'getRateCatalogue',
          'getRateCatalogueCsv',
          'getRateCataloguePdf',
          'listAffiliatePerformance',
        ].sort(),
      );
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
      const weighed = await get(path, { Accept: `${first.mediaType};q=0.2, ${last.mediaType};q=0.9, application/vnd.ms-excel` });
      expect([route.operationId, typeOf(weighed)]).toEqual([route.operationId, last.mediaType]);
      expect([route.operationId, typeOf(await get(path, { Accept: '*/*' }))]).toEqual([route.operationId, first.mediaType]);
      expect([route.operationId, typeOf(await get(path))]).toEqual([route.operationId, first.mediaType]);
    }
  });

  it('answers 406 in the JSON envelope to an Accept no offer satisfies, before the partition is opened', async () => {
    const fresh = await partner(t);
    const before = await rowCounts(t.db);
    for (const route of documentRoutes) {
      const res = await call(t.app, 'GET', paths.get(route.operationId) as string, { token: fresh.keys[mode], headers: { Accept: 'application/vnd.ms-excel, text/plain;q=0.5' } });
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

  it('answers the same bytes on a format\'s own operation as on its resource\'s with that format, or the same error', async () => {
    for (const { parent, format, mediaType, own } of ownOperations) {
      const [path, search = ''] = (paths.get(parent.operationId) as string).split('?') as [string, string?];
      const ownPath = search ? `${path}/${format}?${search}` : `${path}/${format}`;
      const [viaFormat, viaOwn] = [await getRaw(withQuery(paths.get(parent.operationId) as string, 'format', format)), await getRaw(ownPath)];
      const id = (own as RouteDefinition).operationId;
      expect([id, viaOwn.status, typeOf(viaOwn)]).toEqual([id, viaFormat.status, typeOf(viaFormat)]);
      if (viaFormat.status === 200) {
        expect([id, typeOf(viaOwn)]).toEqual([id, mediaType]);
        // PDFs are rendered with a fixed creation date and no random id: the bytes are the same.
        expect([id, (viaOwn.body as Buffer).equals(viaFormat.body as Buffer)]).toEqual([id, true]);
        expect([id, viaOwn.headers['content-disposition']]).toEqual([id, viaFormat.headers['content-disposition']]);
        expect(varies(viaOwn)).toContain('accept');
      } else {
        expect([id, JSON.parse((viaOwn.body as Buffer).toString('utf8'))]).toEqual([id, JSON.parse((viaFormat.body as Buffer).toString('utf8'))]);
      }
    }
    // A live partition starts without bookings, guides or statements; what it has, it answers alike.
    const ok = await Promise.all(ownOperations.map(async ({ own }) => [(own as RouteDefinition).operationId, (await getRaw(`${paths.get((own as RouteDefinition).operationId) as string}`)).status] as const));
    expect(ok.filter(([, status]) => status === 200).length).toBe(mode === 'test' ? 23 : 7);
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
    const who = await partner(t);
    const res = await call(t.app, 'GET', '/api/b2b/v1/rates/catalogue', { token: who.keys.test, headers: { Origin: 'https://app.gulfhorizons.example', Accept: 'text/csv' } });
    expect([res.status, typeOf(res)]).toEqual([200, 'text/csv']);
    expect(varies(res)).toEqual(expect.arrayContaining(['origin', 'accept']));
  } finally {
    await t.close();
  }
});

import { partitionOf, principalOf, type OperationContext, type OperationHandler } from '../src/http/handler';
import type { RenderedDocument } from '../src/engine/documents/documents';
import { termsOf } from '../src/engine/terms';
import * as rates from '../src/sections/rates/service';
import * as requests from '../src/sections/rates/requests';

export const getRateCatalogue: OperationHandler<'getRateCatalogue'> = async (ctx) => {
  const { format = 'json', ...query } = ctx.query;
  const partition = await partitionOf(ctx);
  const { account } = principalOf(ctx);
  if (format === 'json') return { status: 200, body: rates.listCatalogue(partition, termsOf(account), query) };
  return { status: 200, document: await rates.catalogueDocument(partition, termsOf(account), account.name, query, format) };
};

const catalogueDocument = async (ctx: OperationContext<'getRateCatalogueCsv'> | OperationContext<'getRateCataloguePdf'>, format: 'csv' | 'pdf'): Promise<RenderedDocument> => {
  const { account } = principalOf(ctx);
  return rates.catalogueDocument(await partitionOf(ctx), termsOf(account), account.name, ctx.query, format);
};

export const getRateCatalogueCsv: OperationHandler<'getRateCatalogueCsv'> = async (ctx) => ({ status: 200, document: await catalogueDocument(ctx, 'csv') });

export const getRateCataloguePdf: OperationHandler<'getRateCataloguePdf'> = async (ctx) => ({ status: 200, document: await catalogueDocument(ctx, 'pdf') });

export const getRateSheet: OperationHandler<'getRateSheet'> = async (ctx) => ({
  status: 200,
  body: rates.rateSheet(await partitionOf(ctx), termsOf(principalOf(ctx).account), ctx.query.airport),
});

export const createQuoteRequest: OperationHandler<'createQuoteRequest'> = async (ctx) => ({
  status: 201,
  body: await requests.createQuoteRequest(await partitionOf(ctx), ctx.body),
});

export const createWholesaleRequest: OperationHandler<'createWholesaleRequest'> = async (ctx) => ({
  status: 201,
  body: await requests.createWholesaleRequest(await partitionOf(ctx), ctx.body, termsOf(principalOf(ctx).account)),
});

export const getQuoteRequest: OperationHandler<'getQuoteRequest'> = async (ctx) => ({
  status: 200,
  body: await requests.findQuoteRequest(await partitionOf(ctx), ctx.params.id),
});

export const getWholesaleRequest: OperationHandler<'getWholesaleRequest'> = async (ctx) => ({
  status: 200,
  body: await requests.findWholesaleRequest(await partitionOf(ctx), ctx.params.id),
});

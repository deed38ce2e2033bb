import { principalOf, type OperationHandler } from '../src/http/handler';
import * as rates from '../src/sections/rates/service';
import * as requests from '../src/sections/rates/requests';

export const getRateCatalogue: OperationHandler<'getRateCatalogue'> = async (ctx) => {
  const { format = 'json', ...query } = ctx.query;
  if (format === 'json') return { status: 200, body: rates.listCatalogue(principalOf(ctx), query, ctx.services.clock) };
  return { status: 200, document: await rates.catalogueDocument(principalOf(ctx), query, format, ctx.services.clock) };
};

export const getRateSheet: OperationHandler<'getRateSheet'> = (ctx) => ({
  status: 200,
  body: rates.rateSheet(principalOf(ctx), ctx.query.airport, ctx.services.clock),
});

export const createQuoteRequest: OperationHandler<'createQuoteRequest'> = (ctx) => ({
  status: 201,
  body: requests.createQuoteRequest(principalOf(ctx), ctx.body, ctx.services.clock),
});

export const createWholesaleRequest: OperationHandler<'createWholesaleRequest'> = (ctx) => ({
  status: 201,
  body: requests.createWholesaleRequest(principalOf(ctx), ctx.body, ctx.services.clock),
});

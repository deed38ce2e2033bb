import { principalOf, type OperationHandler } from '../src/http/handler';
import { affiliateStats, affiliatePerformanceCsv, listAffiliatePerformance as performance } from '../src/sections/affiliates/stats';
import * as links from '../src/sections/affiliates/links';
import * as payouts from '../src/sections/affiliates/payouts';
import { setAffiliateBankDetails as saveBankDetails } from '../src/sections/affiliates/bankDetails';
import * as widget from '../src/sections/affiliates/widget';

export const getAffiliateStats: OperationHandler<'getAffiliateStats'> = (ctx) => ({
  status: 200,
  body: affiliateStats(principalOf(ctx), ctx.query, ctx.services.clock),
});

export const listAffiliateLinks: OperationHandler<'listAffiliateLinks'> = (ctx) => ({
  status: 200,
  body: links.listAffiliateLinks(principalOf(ctx), ctx.query.limit, ctx.query.cursor, ctx.services.clock),
});

export const createAffiliateLink: OperationHandler<'createAffiliateLink'> = (ctx) => ({
  status: 201,
  body: links.createAffiliateLink(principalOf(ctx), ctx.body, ctx.services.clock),
});

export const getAffiliateLinkQr: OperationHandler<'getAffiliateLinkQr'> = async (ctx) => ({
  status: 200,
  document: await links.affiliateLinkQr(principalOf(ctx), ctx.params.code, ctx.query.format ?? 'svg', ctx.query.size ?? 512),
});

export const listAffiliatePerformance: OperationHandler<'listAffiliatePerformance'> = (ctx) => {
  const principal = principalOf(ctx);
  if (ctx.query.format === 'csv') return { status: 200, document: affiliatePerformanceCsv(principal, ctx.query, ctx.services.clock) };
  return { status: 200, body: performance(principal, ctx.query, ctx.services.clock) };
};

export const listAffiliatePayouts: OperationHandler<'listAffiliatePayouts'> = (ctx) => ({
  status: 200,
  body: payouts.listAffiliatePayouts(principalOf(ctx), ctx.query.limit, ctx.query.cursor, ctx.services.clock),
});

export const createAffiliatePayout: OperationHandler<'createAffiliatePayout'> = (ctx) => ({
  status: 201,
  body: payouts.createAffiliatePayout(principalOf(ctx), ctx.body, ctx.services.clock),
});

export const cancelAffiliatePayout: OperationHandler<'cancelAffiliatePayout'> = (ctx) => ({
  status: 200,
  body: payouts.cancelAffiliatePayout(principalOf(ctx), ctx.params.reference, ctx.services.clock),
});

export const setAffiliateBankDetails: OperationHandler<'setAffiliateBankDetails'> = (ctx) => ({
  status: 200,
  body: saveBankDetails(principalOf(ctx), ctx.body, ctx.services.clock),
});

export const getAffiliateWidget: OperationHandler<'getAffiliateWidget'> = (ctx) => ({
  status: 200,
  body: widget.getAffiliateWidget(principalOf(ctx), ctx.services.clock),
});

export const setAffiliateWidget: OperationHandler<'setAffiliateWidget'> = (ctx) => ({
  status: 200,
  body: widget.setAffiliateWidget(principalOf(ctx), ctx.body, ctx.services.clock),
});

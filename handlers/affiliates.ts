import { partitionOf, type OperationHandler } from '../src/http/handler';
import { affiliateStats, affiliatePerformanceCsv, listAffiliatePerformance as performance } from '../src/sections/affiliates/stats';
import * as links from '../src/sections/affiliates/links';
import * as payouts from '../src/sections/affiliates/payouts';
import { setAffiliateBankDetails as saveBankDetails } from '../src/sections/affiliates/bankDetails';
import * as widget from '../src/sections/affiliates/widget';

// The partition's own clock: a test partition's may have been advanced.
export const getAffiliateStats: OperationHandler<'getAffiliateStats'> = async (ctx) => {
  const partition = await partitionOf(ctx);
  return { status: 200, body: await affiliateStats(partition, ctx.query, partition.clock) };
};

export const listAffiliateLinks: OperationHandler<'listAffiliateLinks'> = async (ctx) => ({
  status: 200,
  body: await links.listAffiliateLinks(await partitionOf(ctx), ctx.services.config.publicBaseUrl, ctx.query),
});

export const createAffiliateLink: OperationHandler<'createAffiliateLink'> = async (ctx) => ({
  status: 201,
  body: await links.createAffiliateLink(await partitionOf(ctx), ctx.services.config.publicBaseUrl, ctx.body),
});

export const getAffiliateLinkQr: OperationHandler<'getAffiliateLinkQr'> = async (ctx) => ({
  status: 200,
  document: await links.affiliateLinkQr(await partitionOf(ctx), ctx.services.config.publicBaseUrl, ctx.params.code, ctx.query.format ?? 'svg', ctx.query.size ?? 512),
});

export const listAffiliatePerformance: OperationHandler<'listAffiliatePerformance'> = async (ctx) => {
  const partition = await partitionOf(ctx);
  if (ctx.query.format === 'csv') return { status: 200, document: await affiliatePerformanceCsv(partition, ctx.query, partition.clock) };
  return { status: 200, body: await performance(partition, ctx.query, partition.clock) };
};

export const getAffiliatePerformanceCsv: OperationHandler<'getAffiliatePerformanceCsv'> = async (ctx) => {
  const partition = await partitionOf(ctx);
  return { status: 200, document: await affiliatePerformanceCsv(partition, ctx.query, partition.clock) };
};

export const listAffiliatePayouts: OperationHandler<'listAffiliatePayouts'> = async (ctx) => ({
  status: 200,
  body: await payouts.listAffiliatePayouts(await partitionOf(ctx), ctx.query),
});

export const createAffiliatePayout: OperationHandler<'createAffiliatePayout'> = async (ctx) => ({
  status: 201,
  body: await payouts.createAffiliatePayout(await partitionOf(ctx), ctx.body),
});

export const cancelAffiliatePayout: OperationHandler<'cancelAffiliatePayout'> = async (ctx) => ({
  status: 200,
  body: await payouts.cancelAffiliatePayout(await partitionOf(ctx), ctx.params.reference),
});

export const setAffiliateBankDetails: OperationHandler<'setAffiliateBankDetails'> = async (ctx) => ({
  status: 200,
  body: await saveBankDetails(await partitionOf(ctx), ctx.services.keys.dataEncryption, ctx.body),
});

export const getAffiliateWidget: OperationHandler<'getAffiliateWidget'> = async (ctx) => ({
  status: 200,
  body: await widget.getAffiliateWidget(await partitionOf(ctx), ctx.services.config.publicBaseUrl),
});

export const setAffiliateWidget: OperationHandler<'setAffiliateWidget'> = async (ctx) => ({
  status: 200,
  body: await widget.setAffiliateWidget(await partitionOf(ctx), ctx.services.config.publicBaseUrl, ctx.body),
});

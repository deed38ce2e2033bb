import { partitionOf, type OperationHandler } from '../src/http/handler';
import * as site from '../src/sections/site/service';
import { siteStats, siteStatsCsv } from '../src/sections/site/stats';

export const getSite: OperationHandler<'getSite'> = async (ctx) => ({ status: 200, body: await site.getSite(await partitionOf(ctx), ctx.services.config) });

export const updateSite: OperationHandler<'updateSite'> = async (ctx) => ({
  status: 200,
  body: await site.updateSite(await partitionOf(ctx), ctx.services.config, ctx.body),
});

export const submitSite: OperationHandler<'submitSite'> = async (ctx) => ({
  status: 200,
  body: await site.submitSite(await partitionOf(ctx), ctx.services.config, ctx.body),
});

export const withdrawSiteSubmission: OperationHandler<'withdrawSiteSubmission'> = async (ctx) => ({
  status: 200,
  body: await site.withdrawSiteSubmission(await partitionOf(ctx), ctx.services.config),
});

export const requestSiteDomain: OperationHandler<'requestSiteDomain'> = async (ctx) => ({
  status: 200,
  body: await site.requestSiteDomain(await partitionOf(ctx), ctx.services.config, ctx.body),
});

export const releaseSiteDomain: OperationHandler<'releaseSiteDomain'> = async (ctx) => ({
  status: 200,
  body: await site.releaseSiteDomain(await partitionOf(ctx), ctx.services.config),
});

export const getSiteStats: OperationHandler<'getSiteStats'> = async (ctx) => {
  const stats = await siteStats(await partitionOf(ctx), ctx.query);
  return ctx.query.format === 'csv' ? { status: 200, document: siteStatsCsv(stats) } : { status: 200, body: stats };
};

export const getSiteStatsCsv: OperationHandler<'getSiteStatsCsv'> = async (ctx) => ({
  status: 200,
  document: siteStatsCsv(await siteStats(await partitionOf(ctx), ctx.query)),
});

import { principalOf, type OperationContext, type OperationHandler } from '../src/http/handler';
import type { OperationId } from '../src/generated/routes';
import * as site from '../src/sections/site/site';
import { siteStats } from '../src/sections/site/stats';

const siteContext = <K extends OperationId>(ctx: OperationContext<K>): site.SiteContext => ({
  principal: principalOf(ctx),
  clock: ctx.services.clock,
  publicBaseUrl: ctx.services.config.publicBaseUrl,
});

export const getSite: OperationHandler<'getSite'> = (ctx) => ({ status: 200, body: site.getSite(siteContext(ctx), ctx.query) });

export const updateSite: OperationHandler<'updateSite'> = (ctx) => ({ status: 200, body: site.updateSite(siteContext(ctx), ctx.body, ctx.query) });

export const submitSite: OperationHandler<'submitSite'> = (ctx) => ({ status: 200, body: site.submitSite(siteContext(ctx), ctx.body, ctx.query) });

export const withdrawSiteSubmission: OperationHandler<'withdrawSiteSubmission'> = (ctx) => ({
  status: 200,
  body: site.withdrawSiteSubmission(siteContext(ctx), ctx.query),
});

export const requestSiteDomain: OperationHandler<'requestSiteDomain'> = (ctx) => ({
  status: 200,
  body: site.requestSiteDomain(siteContext(ctx), ctx.body, ctx.query),
});

export const releaseSiteDomain: OperationHandler<'releaseSiteDomain'> = (ctx) => ({ status: 200, body: site.releaseSiteDomain(siteContext(ctx), ctx.query) });

export const getSiteStats: OperationHandler<'getSiteStats'> = (ctx) => {
  const answer = siteStats(siteContext(ctx), ctx.query);
  return 'document' in answer ? { status: 200, document: answer.document } : { status: 200, body: answer.stats };
};

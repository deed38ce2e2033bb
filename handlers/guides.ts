import { principalOf, type OperationContext, type OperationHandler } from '../src/http/handler';
import type { OperationId } from '../src/generated/routes';
import * as properties from '../src/sections/guides/properties';
import { getGuideWifi as readWifi, setGuideWifi as saveWifi } from '../src/sections/guides/wifi';
import { guideCard, guideQrCode } from '../src/sections/guides/files';
import { getGuideStats as readStats } from '../src/sections/guides/stats';

const envOf = <K extends OperationId>(ctx: OperationContext<K>): properties.GuideEnv => ({ clock: ctx.services.clock, baseUrl: ctx.services.config.publicBaseUrl });

export const listGuideProperties: OperationHandler<'listGuideProperties'> = (ctx) => ({
  status: 200,
  body: properties.listGuideProperties(principalOf(ctx), ctx.query, envOf(ctx)),
});

export const createGuideProperty: OperationHandler<'createGuideProperty'> = (ctx) => ({
  status: 201,
  body: properties.createGuideProperty(principalOf(ctx), ctx.body, envOf(ctx)),
});

export const getGuideProperty: OperationHandler<'getGuideProperty'> = (ctx) => ({
  status: 200,
  body: properties.findGuideProperty(principalOf(ctx), ctx.params.id, envOf(ctx)),
});

export const updateGuideProperty: OperationHandler<'updateGuideProperty'> = (ctx) => ({
  status: 200,
  body: properties.updateGuideProperty(principalOf(ctx), ctx.params.id, ctx.body, envOf(ctx)),
});

export const changeGuidePropertyStatus: OperationHandler<'changeGuidePropertyStatus'> = (ctx) => ({
  status: 200,
  body: properties.changeGuidePropertyStatus(principalOf(ctx), ctx.params.id, ctx.body, envOf(ctx)),
});

export const replaceGuideLink: OperationHandler<'replaceGuideLink'> = (ctx) => ({
  status: 200,
  body: properties.replaceGuideLink(principalOf(ctx), ctx.params.id, ctx.body, envOf(ctx)),
});

export const getGuideWifi: OperationHandler<'getGuideWifi'> = (ctx) => ({
  status: 200,
  body: readWifi(principalOf(ctx), ctx.params.id, envOf(ctx)),
});

export const setGuideWifi: OperationHandler<'setGuideWifi'> = (ctx) => ({
  status: 200,
  body: saveWifi(principalOf(ctx), ctx.params.id, ctx.body, envOf(ctx)),
});

export const getGuideQrCode: OperationHandler<'getGuideQrCode'> = async (ctx) => ({
  status: 200,
  document: await guideQrCode(principalOf(ctx), ctx.params.id, ctx.query.format ?? 'png', ctx.query.size, envOf(ctx)),
});

export const getGuideCard: OperationHandler<'getGuideCard'> = async (ctx) => ({
  status: 200,
  document: await guideCard(principalOf(ctx), ctx.params.id, ctx.query.format ?? 'html', envOf(ctx)),
});

export const getGuideStats: OperationHandler<'getGuideStats'> = (ctx) => ({
  status: 200,
  body: readStats(principalOf(ctx), ctx.query, envOf(ctx)),
});

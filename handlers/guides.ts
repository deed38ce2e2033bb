import { partitionOf, type OperationContext, type OperationHandler } from '../src/http/handler';
import type { OperationId } from '../src/generated/routes';
import * as properties from '../src/sections/guides/properties';
import { getGuideWifi as readWifi, setGuideWifi as saveWifi, type WifiEnv } from '../src/sections/guides/wifi';
import { guideCard, guideQrCode } from '../src/sections/guides/files';
import { getGuideStats as readStats } from '../src/sections/guides/stats';

const envOf = <K extends OperationId>(ctx: OperationContext<K>): WifiEnv => ({ baseUrl: ctx.services.config.publicBaseUrl, dataKey: ctx.services.keys.dataEncryption });

export const listGuideProperties: OperationHandler<'listGuideProperties'> = async (ctx) => ({
  status: 200,
  body: await properties.listGuideProperties(await partitionOf(ctx), ctx.query, envOf(ctx)),
});

export const createGuideProperty: OperationHandler<'createGuideProperty'> = async (ctx) => ({
  status: 201,
  body: await properties.createGuideProperty(await partitionOf(ctx), ctx.body, envOf(ctx)),
});

export const getGuideProperty: OperationHandler<'getGuideProperty'> = async (ctx) => ({
  status: 200,
  body: await properties.findGuideProperty(await partitionOf(ctx), ctx.params.id, envOf(ctx)),
});

export const updateGuideProperty: OperationHandler<'updateGuideProperty'> = async (ctx) => ({
  status: 200,
  body: await properties.updateGuideProperty(await partitionOf(ctx), ctx.params.id, ctx.body, envOf(ctx)),
});

export const changeGuidePropertyStatus: OperationHandler<'changeGuidePropertyStatus'> = async (ctx) => ({
  status: 200,
  body: await properties.changeGuidePropertyStatus(await partitionOf(ctx), ctx.params.id, ctx.body, envOf(ctx)),
});

export const replaceGuideLink: OperationHandler<'replaceGuideLink'> = async (ctx) => ({
  status: 200,
  body: await properties.replaceGuideLink(await partitionOf(ctx), ctx.params.id, ctx.body, envOf(ctx)),
});

export const getGuideWifi: OperationHandler<'getGuideWifi'> = async (ctx) => ({
  status: 200,
  body: await readWifi(await partitionOf(ctx), ctx.params.id, envOf(ctx)),
});

export const setGuideWifi: OperationHandler<'setGuideWifi'> = async (ctx) => ({
  status: 200,
  body: await saveWifi(await partitionOf(ctx), ctx.params.id, ctx.body, envOf(ctx)),
});

export const getGuideQrCode: OperationHandler<'getGuideQrCode'> = async (ctx) => ({
  status: 200,
  document: await guideQrCode(await partitionOf(ctx), ctx.params.id, ctx.query.format ?? 'png', ctx.query.size, envOf(ctx)),
});

export const getGuideCard: OperationHandler<'getGuideCard'> = async (ctx) => ({
  status: 200,
  document: await guideCard(await partitionOf(ctx), ctx.params.id, ctx.query.format ?? 'html', envOf(ctx)),
});

export const getGuideCardPdf: OperationHandler<'getGuideCardPdf'> = async (ctx) => ({
  status: 200,
  document: await guideCard(await partitionOf(ctx), ctx.params.id, 'pdf', envOf(ctx)),
});

export const getGuideStats: OperationHandler<'getGuideStats'> = async (ctx) => ({
  status: 200,
  body: await readStats(await partitionOf(ctx), ctx.query),
});

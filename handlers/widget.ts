import { partitionOf, type OperationHandler } from '../src/http/handler';
import * as widget from '../src/engine/widgets';

export const getWidget: OperationHandler<'getWidget'> = async (ctx) => ({
  status: 200,
  body: await widget.getWidget(await partitionOf(ctx), ctx.services.config.publicBaseUrl),
});

export const updateWidget: OperationHandler<'updateWidget'> = async (ctx) => ({
  status: 200,
  body: await widget.updateWidget(await partitionOf(ctx), ctx.services.config.publicBaseUrl, ctx.body),
});

import { principalOf, type OperationContext, type OperationHandler } from '../src/http/handler';
import type { OperationId } from '../src/generated/routes';
import * as widget from '../src/sections/widget/widget';

const widgetContext = <K extends OperationId>(ctx: OperationContext<K>): widget.WidgetContext => ({
  principal: principalOf(ctx),
  clock: ctx.services.clock,
  publicBaseUrl: ctx.services.config.publicBaseUrl,
});

export const getWidget: OperationHandler<'getWidget'> = (ctx) => ({ status: 200, body: widget.getWidget(widgetContext(ctx), ctx.query) });

export const updateWidget: OperationHandler<'updateWidget'> = (ctx) => ({
  status: 200,
  body: widget.updateWidget(widgetContext(ctx), ctx.body, ctx.query),
});

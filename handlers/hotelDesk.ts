import { principalOf, type OperationHandler } from '../src/http/handler';
import { createDeskSale as sell } from '../src/sections/hotelDesk/sales';
import * as days from '../src/sections/hotelDesk/days';

export const createDeskSale: OperationHandler<'createDeskSale'> = (ctx) => ({
  status: 201,
  body: sell(principalOf(ctx), ctx.body, ctx.services.clock),
});

export const getDeskDay: OperationHandler<'getDeskDay'> = async (ctx) => {
  const format = ctx.query.format ?? 'json';
  if (format === 'json') return { status: 200, body: days.findDeskDay(principalOf(ctx), ctx.params.date, ctx.services.clock) };
  return { status: 200, document: await days.deskDayDocument(principalOf(ctx), ctx.params.date, format, ctx.services.clock) };
};

export const closeDeskDay: OperationHandler<'closeDeskDay'> = (ctx) => ({
  status: 200,
  body: days.closeDeskDay(principalOf(ctx), ctx.params.date, ctx.body, ctx.services.clock),
});

import { principalOf, type OperationHandler } from '../src/http/handler';
import { listActivityProducts as listProducts } from '../src/sections/activities/catalogue';
import { activityAvailability } from '../src/sections/activities/availability';
import { createActivityQuote as quote } from '../src/sections/activities/quote';
import * as bookings from '../src/sections/activities/bookings';

export const listActivityProducts: OperationHandler<'listActivityProducts'> = (ctx) => ({
  status: 200,
  body: listProducts(principalOf(ctx), ctx.query),
});

export const getActivityAvailability: OperationHandler<'getActivityAvailability'> = (ctx) => ({
  status: 200,
  body: activityAvailability(principalOf(ctx), ctx.params.id, ctx.query, ctx.services.clock),
});

export const createActivityQuote: OperationHandler<'createActivityQuote'> = (ctx) => ({
  status: 200,
  body: quote(principalOf(ctx), ctx.body, ctx.services.clock),
});

export const createActivityBooking: OperationHandler<'createActivityBooking'> = (ctx) => ({
  status: 201,
  body: bookings.createActivityBooking(principalOf(ctx), ctx.body, ctx.services.clock),
});

export const getActivityBooking: OperationHandler<'getActivityBooking'> = (ctx) => ({
  status: 200,
  body: bookings.findActivityBooking(principalOf(ctx), ctx.params.id, ctx.services.clock),
});

export const cancelActivityBooking: OperationHandler<'cancelActivityBooking'> = (ctx) => ({
  status: 200,
  body: bookings.cancelActivityBooking(principalOf(ctx), ctx.params.id, ctx.services.clock),
});

export const getActivityVoucher: OperationHandler<'getActivityVoucher'> = async (ctx) => ({
  status: 200,
  document: await bookings.activityVoucher(principalOf(ctx), ctx.params.id, ctx.query.format ?? 'html', ctx.services.clock),
});

import { partitionOf, principalOf, type OperationHandler } from '../src/http/handler';
import { termsOf } from '../src/engine/terms';
import { listActivityProducts as listProducts } from '../src/engine/activityCatalogue';
import { activityAvailability } from '../src/sections/activities/availability';
import { createActivityQuote as quote } from '../src/sections/activities/quote';
import * as bookings from '../src/sections/activities/bookings';

export const listActivityProducts: OperationHandler<'listActivityProducts'> = async (ctx) => ({
  status: 200,
  body: listProducts(await partitionOf(ctx), ctx.query),
});

export const getActivityAvailability: OperationHandler<'getActivityAvailability'> = async (ctx) => ({
  status: 200,
  body: await activityAvailability(await partitionOf(ctx), ctx.params.id, ctx.query),
});

export const createActivityQuote: OperationHandler<'createActivityQuote'> = async (ctx) => ({
  status: 200,
  body: await quote(await partitionOf(ctx), ctx.body, termsOf(principalOf(ctx).account)),
});

export const createActivityBooking: OperationHandler<'createActivityBooking'> = async (ctx) => ({
  status: 201,
  body: await bookings.createActivityBooking(await partitionOf(ctx), ctx.body),
});

export const getActivityBooking: OperationHandler<'getActivityBooking'> = async (ctx) => ({
  status: 200,
  body: await bookings.findActivityBooking(await partitionOf(ctx), ctx.params.id),
});

export const cancelActivityBooking: OperationHandler<'cancelActivityBooking'> = async (ctx) => ({
  status: 200,
  body: await bookings.cancelActivityBooking(await partitionOf(ctx), ctx.params.id),
});

export const getActivityVoucher: OperationHandler<'getActivityVoucher'> = async (ctx) => ({
  status: 200,
  document: await bookings.activityVoucher(await partitionOf(ctx), principalOf(ctx).account.name, ctx.params.id, ctx.query.format ?? 'html'),
});

export const getActivityVoucherPdf: OperationHandler<'getActivityVoucherPdf'> = async (ctx) => ({
  status: 200,
  document: await bookings.activityVoucher(await partitionOf(ctx), principalOf(ctx).account.name, ctx.params.id, 'pdf'),
});

export const getActivityNameBoard: OperationHandler<'getActivityNameBoard'> = async (ctx) => ({
  status: 200,
  document: await bookings.activityNameBoard(await partitionOf(ctx), principalOf(ctx).account.name, ctx.params.id, ctx.query.format ?? 'html', principalOf(ctx).scopes),
});

export const getActivityNameBoardPdf: OperationHandler<'getActivityNameBoardPdf'> = async (ctx) => ({
  status: 200,
  document: await bookings.activityNameBoard(await partitionOf(ctx), principalOf(ctx).account.name, ctx.params.id, 'pdf', principalOf(ctx).scopes),
});

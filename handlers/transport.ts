import { partitionOf, principalOf, type OperationHandler } from '../src/http/handler';
import { termsOf } from '../src/engine/terms';
import * as bookings from '../src/sections/transport/bookings';
import * as amendments from '../src/sections/transport/amendments';

export const createTransportQuote: OperationHandler<'createTransportQuote'> = async (ctx) => ({
  status: 200,
  body: await bookings.createTransportQuote(await partitionOf(ctx), ctx.body, termsOf(principalOf(ctx).account)),
});

export const createTransportBooking: OperationHandler<'createTransportBooking'> = async (ctx) => ({
  status: 201,
  body: await bookings.createTransportBooking(await partitionOf(ctx), ctx.body),
});

export const getTransportBooking: OperationHandler<'getTransportBooking'> = async (ctx) => ({
  status: 200,
  body: await bookings.findTransportBooking(await partitionOf(ctx), ctx.params.id),
});

export const cancelTransportBooking: OperationHandler<'cancelTransportBooking'> = async (ctx) => ({
  status: 200,
  body: await bookings.cancelTransportBooking(await partitionOf(ctx), ctx.params.id),
});

export const getTransportVoucher: OperationHandler<'getTransportVoucher'> = async (ctx) => ({
  status: 200,
  document: await bookings.transportVoucher(await partitionOf(ctx), principalOf(ctx).account.name, ctx.params.id, ctx.query.format ?? 'html'),
});

export const getTransportVoucherPdf: OperationHandler<'getTransportVoucherPdf'> = async (ctx) => ({
  status: 200,
  document: await bookings.transportVoucher(await partitionOf(ctx), principalOf(ctx).account.name, ctx.params.id, 'pdf'),
});

export const createTransportAmendment: OperationHandler<'createTransportAmendment'> = async (ctx) => ({
  status: 201,
  body: await amendments.createTransportAmendment(await partitionOf(ctx), ctx.params.id, ctx.body),
});

export const getTransportNameBoard: OperationHandler<'getTransportNameBoard'> = async (ctx) => ({
  status: 200,
  document: await bookings.transportNameBoard(await partitionOf(ctx), principalOf(ctx).account.name, ctx.params.id, ctx.query.format ?? 'html', principalOf(ctx).scopes),
});

export const getTransportNameBoardPdf: OperationHandler<'getTransportNameBoardPdf'> = async (ctx) => ({
  status: 200,
  document: await bookings.transportNameBoard(await partitionOf(ctx), principalOf(ctx).account.name, ctx.params.id, 'pdf', principalOf(ctx).scopes),
});

import { partitionOf, principalOf, type OperationHandler } from '../src/http/handler';
import { termsOf } from '../src/engine/terms';
import * as bookings from '../src/sections/clientBookings/bookings';
import * as documents from '../src/sections/clientBookings/documents';
import * as requests from '../src/sections/clientBookings/requests';
import { listCredits } from '../src/sections/clientBookings/credits';
import { sendVoucher } from '../src/sections/clientBookings/voucherMail';
import { listBookings, readAnyBooking, voucherOfAnyBooking } from '../src/engine/bookingList';

export const createClientBookingQuote: OperationHandler<'createClientBookingQuote'> = async (ctx) => ({
  status: 200,
  body: await bookings.createClientBookingQuote(await partitionOf(ctx), ctx.body.service, termsOf(principalOf(ctx).account)),
});

export const createClientBooking: OperationHandler<'createClientBooking'> = async (ctx) => ({
  status: 201,
  body: await bookings.createClientBooking(await partitionOf(ctx), ctx.body, principalOf(ctx).account.name),
});

export const listClientBookings: OperationHandler<'listClientBookings'> = async (ctx) => ({
  status: 200,
  body: await listBookings(await partitionOf(ctx), principalOf(ctx).scopes, ctx.query),
});

export const listClientBookingCredits: OperationHandler<'listClientBookingCredits'> = async (ctx) => ({
  status: 200,
  body: await listCredits(await partitionOf(ctx), ctx.query),
});

export const getClientBooking: OperationHandler<'getClientBooking'> = async (ctx) => ({
  status: 200,
  body: await readAnyBooking(await partitionOf(ctx), principalOf(ctx).scopes, ctx.params.ref),
});

export const cancelClientBooking: OperationHandler<'cancelClientBooking'> = async (ctx) => ({
  status: 200,
  body: await bookings.cancelClientBooking(await partitionOf(ctx), ctx.params.ref),
});

export const createClientBookingAmendment: OperationHandler<'createClientBookingAmendment'> = async (ctx) => ({
  status: 201,
  body: await requests.createAmendment(await partitionOf(ctx), ctx.params.ref, ctx.body),
});

export const setClientBookingBrand: OperationHandler<'setClientBookingBrand'> = async (ctx) => ({
  status: 200,
  body: await bookings.setClientBookingBrand(await partitionOf(ctx), ctx.params.ref, ctx.body, principalOf(ctx).account.name),
});

export const getClientBookingVoucher: OperationHandler<'getClientBookingVoucher'> = async (ctx) => ({
  status: 200,
  document: await voucherOfAnyBooking(await partitionOf(ctx), principalOf(ctx).scopes, principalOf(ctx).account.name, ctx.params.ref, ctx.query.format ?? 'html'),
});

export const getClientBookingVoucherPdf: OperationHandler<'getClientBookingVoucherPdf'> = async (ctx) => ({
  status: 200,
  document: await voucherOfAnyBooking(await partitionOf(ctx), principalOf(ctx).scopes, principalOf(ctx).account.name, ctx.params.ref, 'pdf'),
});

export const sendClientBookingVoucher: OperationHandler<'sendClientBookingVoucher'> = async (ctx) => ({
  status: 201,
  body: await sendVoucher(await partitionOf(ctx), principalOf(ctx).scopes, principalOf(ctx).account.name, ctx.params.ref, ctx.body),
});

export const getClientBookingNameBoard: OperationHandler<'getClientBookingNameBoard'> = async (ctx) => ({
  status: 200,
  document: await documents.nameBoardOfAnyBooking(await partitionOf(ctx), ctx.params.ref, ctx.query.format ?? 'html', principalOf(ctx).scopes, principalOf(ctx).account.name),
});

export const getClientBookingNameBoardPdf: OperationHandler<'getClientBookingNameBoardPdf'> = async (ctx) => ({
  status: 200,
  document: await documents.nameBoardOfAnyBooking(await partitionOf(ctx), ctx.params.ref, 'pdf', principalOf(ctx).scopes, principalOf(ctx).account.name),
});

export const listClientBookingDeskRequests: OperationHandler<'listClientBookingDeskRequests'> = async (ctx) => ({
  status: 200,
  body: await requests.listDeskRequests(await partitionOf(ctx), ctx.query),
});

export const withdrawClientBookingDeskRequest: OperationHandler<'withdrawClientBookingDeskRequest'> = async (ctx) => ({
  status: 200,
  body: await requests.withdrawDeskRequest(await partitionOf(ctx), ctx.params.id),
});

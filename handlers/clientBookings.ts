import { principalOf, type OperationHandler } from '../src/http/handler';
import { termsOf } from '../src/engine/terms';
import { quoteClientBooking } from '../src/sections/clientBookings/pricing';
import * as bookings from '../src/sections/clientBookings/bookings';
import * as documents from '../src/sections/clientBookings/documents';
import * as requests from '../src/sections/clientBookings/requests';
import { listCredits } from '../src/sections/clientBookings/credits';

export const createClientBookingQuote: OperationHandler<'createClientBookingQuote'> = (ctx) => {
  const principal = principalOf(ctx);
  return { status: 200, body: quoteClientBooking(ctx.body.service, termsOf(principal.account), principal.mode === 'test', ctx.services.clock) };
};

export const createClientBooking: OperationHandler<'createClientBooking'> = (ctx) => ({
  status: 201,
  body: bookings.createClientBooking(principalOf(ctx), ctx.body, ctx.services.clock),
});

export const listClientBookings: OperationHandler<'listClientBookings'> = (ctx) => ({
  status: 200,
  body: bookings.listClientBookings(principalOf(ctx), ctx.query, ctx.services.clock),
});

export const listClientBookingCredits: OperationHandler<'listClientBookingCredits'> = (ctx) => ({
  status: 200,
  body: listCredits(principalOf(ctx), ctx.query, ctx.services.clock),
});

export const getClientBooking: OperationHandler<'getClientBooking'> = (ctx) => ({
  status: 200,
  body: bookings.findClientBooking(principalOf(ctx), ctx.params.ref, ctx.services.clock),
});

export const cancelClientBooking: OperationHandler<'cancelClientBooking'> = (ctx) => ({
  status: 200,
  body: bookings.cancelClientBooking(principalOf(ctx), ctx.params.ref, ctx.services.clock),
});

export const createClientBookingAmendment: OperationHandler<'createClientBookingAmendment'> = (ctx) => ({
  status: 201,
  body: requests.createAmendment(principalOf(ctx), ctx.params.ref, ctx.body, ctx.services.clock),
});

export const setClientBookingBrand: OperationHandler<'setClientBookingBrand'> = (ctx) => ({
  status: 200,
  body: bookings.setClientBookingBrand(principalOf(ctx), ctx.params.ref, ctx.body, ctx.services.clock),
});

export const getClientBookingVoucher: OperationHandler<'getClientBookingVoucher'> = async (ctx) => ({
  status: 200,
  document: await documents.clientBookingVoucher(principalOf(ctx), ctx.params.ref, ctx.query.format ?? 'html', ctx.services.clock),
});

export const getClientBookingNameBoard: OperationHandler<'getClientBookingNameBoard'> = (ctx) => ({
  status: 200,
  document: documents.clientBookingNameBoard(principalOf(ctx), ctx.params.ref, ctx.services.clock),
});

export const listClientBookingDeskRequests: OperationHandler<'listClientBookingDeskRequests'> = (ctx) => ({
  status: 200,
  body: requests.listDeskRequests(principalOf(ctx), ctx.query, ctx.services.clock),
});

export const withdrawClientBookingDeskRequest: OperationHandler<'withdrawClientBookingDeskRequest'> = (ctx) => ({
  status: 200,
  body: requests.withdrawDeskRequest(principalOf(ctx), ctx.params.id, ctx.services.clock),
});

import { principalOf, type OperationHandler } from '../src/http/handler';
import { quoteTransport } from '../src/sections/transport/quote';
import { termsOf } from '../src/engine/terms';
import * as bookings from '../src/sections/transport/bookings';

export const createTransportQuote: OperationHandler<'createTransportQuote'> = (ctx) => {
  const principal = principalOf(ctx);
  return { status: 200, body: quoteTransport(ctx.body, termsOf(principal.account), principal.mode === 'test', ctx.services.clock) };
};

export const createTransportBooking: OperationHandler<'createTransportBooking'> = (ctx) => ({
  status: 201,
  body: bookings.createTransportBooking(principalOf(ctx), ctx.body, ctx.services.clock),
});

export const getTransportBooking: OperationHandler<'getTransportBooking'> = (ctx) => ({
  status: 200,
  body: bookings.findTransportBooking(principalOf(ctx), ctx.params.id, ctx.services.clock),
});

export const cancelTransportBooking: OperationHandler<'cancelTransportBooking'> = (ctx) => ({
  status: 200,
  body: bookings.cancelTransportBooking(principalOf(ctx), ctx.params.id, ctx.services.clock),
});

export const getTransportVoucher: OperationHandler<'getTransportVoucher'> = async (ctx) => ({
  status: 200,
  document: await bookings.transportVoucher(principalOf(ctx), ctx.params.id, ctx.query.format ?? 'html', ctx.services.clock),
});

import { auditOriginOf, staffOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import { bookingDetail, bookingPage, liveBookingVoucher, moveBooking } from '../../src/ops/opsBookings';

export const listOpsBookings: OpsOperationHandler<'listOpsBookings'> = async (ctx) => ({ status: 200, body: await bookingPage(ctx.services.sections, ctx.db, ctx.query) });

export const getOpsBooking: OpsOperationHandler<'getOpsBooking'> = async (ctx) => ({ status: 200, body: await bookingDetail(ctx.services.sections, ctx.db, ctx.services.clock, ctx.params.bookingRef) });

export const moveOpsBooking: OpsOperationHandler<'moveOpsBooking'> = async (ctx) => ({
  status: 200,
  body: await moveBooking(ctx.services.sections, ctx.db, ctx.services.clock, { ...auditOriginOf(ctx), staffId: staffOf(ctx).staff.id }, ctx.params.bookingRef, ctx.body.to, ctx.body.note),
});

export const getOpsBookingVoucher: OpsOperationHandler<'getOpsBookingVoucher'> = async (ctx) => ({
  status: 200,
  document: await liveBookingVoucher(ctx.services.sections, ctx.db, ctx.services.clock, staffOf(ctx).staff.id, ctx.params.bookingRef),
});

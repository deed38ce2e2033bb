import { auditOriginOf, staffOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import { errors } from '../../src/errors';
import { bookingDetail, liveBookingVoucher, moveBooking, searchBookings } from '../../src/ops/opsBookings';

export const listOpsBookings: OpsOperationHandler<'listOpsBookings'> = async (ctx) => {
  const { q, partner, status, kind, service_from, service_to, limit, cursor } = ctx.query;
  const page = await searchBookings(ctx.db, { q, accountId: partner, status, kind, serviceFrom: service_from, serviceTo: service_to, limit: limit ?? 50, cursor });
  return { status: 200, body: page };
};

export const getOpsBooking: OpsOperationHandler<'getOpsBooking'> = async (ctx) => ({ status: 200, body: await bookingDetail(ctx.db, ctx.services.clock, ctx.params.bookingRef) });

export const moveOpsBooking: OpsOperationHandler<'moveOpsBooking'> = async (ctx) => {
  const note = ctx.body.note?.trim() || null;
  // The partner is told why a booking on request is declined.
  if (ctx.body.to === 'declined' && note === null) throw errors.invalidField('note', 'is required to decline: it is the reason the partner is told');
  const booking = await moveBooking(ctx.db, ctx.services.clock, { ...auditOriginOf(ctx), staffId: staffOf(ctx).staff.id }, ctx.params.bookingRef, ctx.body.to, note);
  return { status: 200, body: booking };
};

export const getOpsBookingVoucher: OpsOperationHandler<'getOpsBookingVoucher'> = async (ctx) => ({
  status: 200,
  document: await liveBookingVoucher(ctx.db, ctx.services.clock, staffOf(ctx).staff.id, ctx.params.bookingRef),
});

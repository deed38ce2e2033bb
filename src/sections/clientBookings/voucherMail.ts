import type { components } from '../../generated/openapi-types';
import { errors } from '../../errors';
import { queueMail } from '../../platform/mailer';
import { newId } from '../../platform/ids';
import { uaeTimestamp } from '../../platform/uaeTime';
import type { Partition } from '../../engine/partition';
import { checkReadable, findOwnBooking, outlineOf, voucherOfAnyBooking } from '../../engine/bookingList';
import type { BookingRow } from '../../engine/bookings';
import { fill, formatDate, words } from '../../engine/i18n';
import { stampView } from '../../engine/serializer';
import { trackingUrlOf } from '../../engine/tripFields';
import { travellerContact, tripBrand, tripEnds } from '../../engine/tripPlaces';

type VoucherEmail = components['schemas']['VoucherEmail'];
type VoucherEmailRequest = components['schemas']['VoucherEmailRequest'];

/**
 * A booking's voucher e-mailed to its traveller on the partner's request (the portal's "E-mail
 * the voucher", or a key's call): the PDF its section prints, attached to a short message in the
 * traveller's language. One request sends one message, queued in the request's transaction, so
 * that a retry with the same Idempotency-Key, whose answer is replayed, sends nothing again. A
 * test partition's request is checked and recorded as a live one is, and its mail reaches no one
 * (`reachesInboxes`): nothing is queued.
 */
export async function sendVoucher(partition: Partition, scopes: readonly string[], accountName: string, ref: string, request: VoucherEmailRequest): Promise<VoucherEmail> {
  const booking = await findOwnBooking(partition, null, ref);
  checkReadable(scopes, booking.kind);
  const contact = travellerContact(booking);
  const to = request.to ?? contact?.email;
  if (to === undefined) throw errors.invalidField('to', 'is required: the booking keeps no e-mail address of its traveller');
  // The voucher as GET /bookings/{ref}/voucher/pdf gives it, refused as it would be (no voucher in
  // this state, none for this kind); rendered before the transaction, which then only writes: on
  // SQLite a transaction that read, then waited on the renderer while another connection wrote,
  // could not write after.
  const rendered = await voucherOfAnyBooking(partition, scopes, accountName, booking.id, 'pdf');
  const message = await messageOf(partition, booking, contact?.firstName ?? null, contact?.language ?? null);
  return partition.transaction(async (p) => {
    // A booking that moved meanwhile (cancelled: no voucher) is judged as it is now.
    const current = await findOwnBooking(p, null, booking.id);
    const voucher = current.status === booking.status ? rendered : await voucherOfAnyBooking(p, scopes, accountName, booking.id, 'pdf');
    const id = newId('vml');
    const attachments = [{ filename: voucher.filename, contentType: 'application/pdf', content: Buffer.from(voucher.body) }];
    const mailId = p.reachesInboxes ? await queueMail(p.db, p.serviceClock, { ...message, to, related: { type: 'voucher_email', id }, attachments }) : null;
    const status: VoucherEmail['status'] = mailId === null ? 'not_sent' : 'queued';
    const createdAt = p.now();
    await p.insert('voucher_emails', { id, booking_id: booking.id, to_address: to, status, mail_id: mailId, actor: p.actor, request_id: p.requestId, created_at: createdAt });
    return stampView<VoucherEmail>(p, 'voucher_email', { id, booking_id: booking.id, booking_reference: booking.reference, to, status, created_at: createdAt });
  });
}

/** What the traveller reads: the reference and the day (with the time where the service has one), the pickup, their live page, whose booking it is. */
async function messageOf(p: Partition, booking: BookingRow<unknown>, firstName: string | null, language: Parameters<typeof words>[0] | null): Promise<{ subject: string; text: string }> {
  const lang = language ?? 'en';
  const said = words(lang);
  const outline = outlineOf(p.sections, booking);
  const date = formatDate(booking.service_date, lang);
  const when = outline.startsAt === null ? date : `${date}, ${fill(said.trip_uae_time, { time: uaeTimestamp(new Date(outline.startsAt)).slice(11, 16) })}`;
  const pickup = outline.pickup === null ? null : tripEnds(booking, outline, lang).pickup.name;
  const trip = (await p.table('booking_trips').where({ booking_id: booking.id }).first('tracking_token')) as { tracking_token: string } | undefined;
  const brand = await tripBrand(p, outline);
  return {
    subject: fill(said.voucher_mail_subject, { reference: booking.reference, date }),
    text: [
      fill(said.trip_mail_hello, { name: firstName ?? booking.traveller_name }),
      '',
      fill(said.voucher_mail_attached, { reference: booking.reference, date: when }),
      ...(pickup === null ? [] : [`${said.trip_pickup}: ${pickup}`]),
      ...(trip === undefined ? [] : ['', said.trip_mail_follow, trackingUrlOf(trip.tracking_token)]),
      '',
      fill(said.trip_mail_from, { brand: brand.name }),
    ].join('\n'),
  };
}

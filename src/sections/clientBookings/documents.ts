import { errors } from '../../errors';
import type { Partition } from '../../engine/partition';
import { renderDocument, type RenderedDocument, escapeHtml } from '../../engine/documents/documents';
import { findClientBooking, type ClientBooking } from './bookings';

const VOUCHER_STATES: readonly ClientBooking['status'][] = ['confirmed', 'driver_assigned', 'completed', 'no_show'];
const NAME_BOARD_STATES: readonly ClientBooking['status'][] = ['confirmed', 'driver_assigned'];
const DEFAULT_ACCENT = '#1F4E79';
const TEST_STAMP = 'TEST DOCUMENT - a test-mode booking; no driver is sent.';

const words = (code: string): string => code.replace(/_/g, ' ');

/** Where the service starts and ends, as the traveller reads it. */
function route(booking: ClientBooking): { from: string; to: string } {
  const { service } = booking;
  if (service.type === 'chauffeur_hire') return { from: words(service.place), to: `At your disposal for ${service.hours ?? 0} hours` };
  const airport = `${service.airport ?? ''} ${service.terminal ?? ''}`.trim();
  return service.direction === 'departure' ? { from: words(service.place), to: airport } : { from: airport, to: words(service.place) };
}

/** The voucher of a stored booking, in its brand. */
export async function clientBookingVoucher(partition: Partition, ref: string, format: 'html' | 'pdf'): Promise<RenderedDocument> {
  const booking = await findClientBooking(partition, ref);
  if (!VOUCHER_STATES.includes(booking.status)) throw errors.invalidState('booking', ref, booking.status, 'given a voucher');
  return renderVoucher(booking, format);
}

/** The voucher's layout: the one place that turns a booking into the printed page. */
function renderVoucher(booking: ClientBooking, format: 'html' | 'pdf'): Promise<RenderedDocument> {
  const { service, lead_traveller: traveller } = booking;
  const { from, to } = route(booking);
  const optional = (label: string, value: string | null): Array<[string, string]> => (value ? [[label, value]] : []);
  return renderDocument(
    {
      title: service.type === 'chauffeur_hire' ? 'Chauffeur hire voucher' : 'Transfer voucher',
      subtitle: `Booking ${booking.ref}`,
      sandbox: booking.sandbox,
      brandName: booking.brand.name ?? '',
      ...(booking.brand.accent_hex ? { accentHex: booking.brand.accent_hex } : {}),
      sections: [
        { heading: 'Traveller', rows: [['Name', `${traveller.first_name} ${traveller.last_name}`], ['Passengers', String(service.passengers)], ['Bags', String(service.bags)], ...optional('Child seats', service.child_seats > 0 ? String(service.child_seats) : null)] },
        {
          heading: 'Service',
          rows: [['Pickup', service.pickup_at], ['From', from], ['To', to], ['Vehicle', service.vehicle.description], ...optional('Flight', service.flight_number), ...optional('Driver', booking.driver ? `${booking.driver.name}, ${booking.driver.phone}` : null), ...optional('Notes', booking.notes)],
        },
        { heading: 'Reference', rows: [['Agency reference', booking.agency_reference ?? '-'], ['Status', words(booking.status)]] },
      ],
      footer: service.direction === 'arrival' ? 'Your driver waits in the arrivals hall with a name board. Free waiting: 60 minutes after landing.' : 'Your driver arrives at the pickup point 10 minutes early. Free waiting: 15 minutes.',
    },
    format,
    `voucher-${booking.ref}`,
  );
}

/** The name board of a stored booking, while its pickup is ahead. */
export async function clientBookingNameBoard(partition: Partition, ref: string): Promise<RenderedDocument> {
  const booking = await findClientBooking(partition, ref);
  if (!NAME_BOARD_STATES.includes(booking.status)) throw errors.invalidState('booking', ref, booking.status, 'given a name board');
  return renderNameBoard(booking);
}

/** A landscape page the driver holds up: the traveller's name in large letters. */
function renderNameBoard(booking: ClientBooking): RenderedDocument {
  const accent = booking.brand.accent_hex ?? DEFAULT_ACCENT;
  const name = `${booking.lead_traveller.first_name} ${booking.lead_traveller.last_name}`.toUpperCase();
  const detail = [booking.service.flight_number, booking.agency_reference ?? booking.ref].filter((part): part is string => part !== null).join(' · ');
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Name board ${escapeHtml(booking.ref)}</title>
<style>@page{size:A4 landscape;margin:1cm}body{font-family:Helvetica,Arial,sans-serif;margin:0;text-align:center;color:#111}
.brand{font-size:2.5rem;color:${accent};margin-top:2rem}.name{font-size:6rem;font-weight:700;margin:3rem 1rem;word-wrap:break-word}
.detail{font-size:2rem;color:#444}.stamp{background:#FFF3CD;border:1px solid #E0B000;padding:.5rem}</style>
</head><body>${booking.sandbox ? `<p class="stamp">${escapeHtml(TEST_STAMP)}</p>` : ''}
${booking.brand.name ? `<p class="brand">${escapeHtml(booking.brand.name)}</p>` : ''}
<p class="name">${escapeHtml(name)}</p>
<p class="detail">${escapeHtml(detail)}</p>
</body></html>
`;
  return { contentType: 'text/html; charset=utf-8', body, filename: `name-board-${booking.ref}.html` };
}

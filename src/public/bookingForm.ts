import { html, type SafeHtml } from '../platform/html';
import { page, type PageBrand } from './layout';
import type { PublicAnswer, PublicRequest } from '../engine/publicRoutes';
import { findOffer, fromPriceFils, offerPriceFils, type PublicOffer } from './offers';
import { filsToAed } from '../engine/money';
import { addDays, uaeToday } from '../platform/uaeTime';
import type { Partition } from '../engine/partition';
import { createReferral, type ReferralRequest, type ReferralSource } from '../engine/referrals';
import { restamp } from '../engine/serializer';

/** The cookie a tracking link's click leaves (the click's id), read when the visitor asks to book. */
export const CLICK_COOKIE = 'svc_click';
export const CLICK_COOKIE_MAX_AGE_SECONDS = 30 * 86_400;

/** How far ahead a visitor may ask: the operator's schedules are published a year ahead. */
const MAX_DAYS_AHEAD = 365;

/** A display currency: prices shown in it (rounded), with AED beside them, which is what is paid. */
export interface DisplayCurrency {
  code: string;
  /** Units of `code` per AED. */
  perAed: number;
}

export function priceText(fils: number, currency?: DisplayCurrency | null): string {
  const aed = `AED ${filsToAed(fils).toFixed(2)}`;
  if (!currency || currency.code === 'AED') return aed;
  return `${currency.code} ${(filsToAed(fils) * currency.perAed).toFixed(2)} (${aed})`;
}

export interface OfferListOptions {
  offers: readonly PublicOffer[];
  /** Where the booking form posts (a path on this service). */
  action: string;
  /** Fields the form carries back (a widget id, a language). */
  hidden?: Readonly<Record<string, string>>;
  currency?: DisplayCurrency | null;
  today: string;
}

/** Offer cards, each with its price and an "Ask to book" form. */
export function offerList(options: OfferListOptions): SafeHtml {
  const first = addDays(options.today, 1);
  const last = addDays(options.today, MAX_DAYS_AHEAD);
  const hidden = Object.entries(options.hidden ?? {}).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`);
  const card = (offer: PublicOffer): SafeHtml => html`<li class="offer" data-offer="${offer.id}">
<h3>${offer.name}</h3>
<p>${offer.summary}</p>
<p class="price">${offer.unit === 'per_vehicle' ? 'Per vehicle' : 'From'} ${priceText(fromPriceFils(offer), options.currency)}${offer.unit === 'per_person' ? ' per adult' : ''}</p>
<details><summary>Ask to book</summary>
<form class="book" method="post" action="${options.action}">
${hidden}<input type="hidden" name="offer" value="${offer.id}">
<label>Date <input type="date" name="date" required min="${first}" max="${last}"></label>
<label>Adults <input type="number" name="adults" required min="1" max="${offer.maxGuests}" value="2"></label>
<label>Children <input type="number" name="children" min="0" max="${offer.maxGuests - 1}" value="0"></label>
<label>Your name <input type="text" name="name" required maxlength="80" autocomplete="name"></label>
<label>E-mail <input type="email" name="email" required maxlength="200" autocomplete="email"></label>
<label>Phone <input type="tel" name="phone" required maxlength="20" autocomplete="tel"></label>
<label>Note (pickup address, flight …) <textarea name="note" maxlength="500" rows="2"></textarea></label>
<button type="submit">Send booking request</button>
</form>
</details>
</li>`;
  return html`<ul class="offers">${options.offers.map(card)}</ul>`;
}

export type ParsedBooking = { ok: true; request: ReferralRequest } | { ok: false; problems: string[] };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
/** C0 controls other than tab, LF and CR, and DEL: refused as the API refuses them. */
const hasControl = (value: string): boolean => [...value].some((c) => {
  const code = c.charCodeAt(0);
  return (code < 0x20 && c !== '\t' && c !== '\n' && c !== '\r') || code === 0x7f;
});

/** A visitor's booking request from the form (or the widget's JSON), checked as the API checks its input. */
export function parseBookingForm(body: Readonly<Record<string, unknown>>, today: string): ParsedBooking {
  const problems: string[] = [];
  const offer = findOffer(text(body.offer));
  if (!offer) problems.push('Choose a tour or transfer from the list.');
  const date = text(body.date);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) problems.push('Give the date as YYYY-MM-DD.');
  else if (date <= today || date > addDays(today, MAX_DAYS_AHEAD)) problems.push(`Choose a date from ${addDays(today, 1)} to ${addDays(today, MAX_DAYS_AHEAD)}.`);
  const adults = Number(text(body.adults) || 'NaN');
  const children = Number(text(body.children) || '0');
  if (!Number.isInteger(adults) || adults < 1) problems.push('At least one adult travels.');
  if (!Number.isInteger(children) || children < 0) problems.push('Children are a whole number, 0 or more.');
  if (offer && Number.isInteger(adults) && Number.isInteger(children) && adults + children > offer.maxGuests) problems.push(`This takes at most ${offer.maxGuests} guests.`);
  const name = text(body.name);
  const email = text(body.email);
  const phone = text(body.phone);
  const note = text(body.note);
  if (name.length < 2 || name.length > 80) problems.push('Give your name (2 to 80 characters).');
  if (email.length > 200 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.push('Give an e-mail address we can write to.');
  if (!/^\+?[0-9 ()-]{7,20}$/.test(phone)) problems.push('Give a phone number (digits, spaces, + and - only).');
  if (note.length > 500) problems.push('Keep the note under 500 characters.');
  if ([name, email, phone, note].some(hasControl)) problems.push('Remove the control characters from the form.');
  if (problems.length > 0 || !offer) return { ok: false, problems };
  return {
    ok: true,
    request: {
      offer: { id: offer.id, name: offer.name, kind: offer.kind },
      serviceDate: date,
      adults,
      children,
      priceFils: offerPriceFils(offer, adults, children),
      contact: { name, email: email.toLowerCase(), phone },
      note: note === '' ? null : note,
    },
  };
}

export interface PageLook {
  brand: PageBrand;
  lang?: string | undefined;
  currency?: DisplayCurrency | null;
}

/**
 * A booking request sent from a public page: stored as a referral credited to `source` (or the
 * partner's tracking link the visitor clicked last), and answered with a page saying what
 * happens next. A request that does not parse changes nothing and lists what to mend.
 */
export async function submitBookingRequest(req: PublicRequest, partition: Partition, source: ReferralSource, look: PageLook): Promise<PublicAnswer> {
  const parsed = parseBookingForm(req.body, uaeToday(partition.clock));
  const frame = (title: string, body: SafeHtml): SafeHtml => page({ title, brand: look.brand, test: partition.sandbox, lang: look.lang, nonce: req.nonce, body });
  if (!parsed.ok) {
    return {
      status: 422,
      html: frame(
        'Please check your request',
        html`<h2>Please check your request</h2><div class="errors" role="alert"><ul>${parsed.problems.map((problem) => html`<li>${problem}</li>`)}</ul></div><p>Nothing was sent. Go back to correct the form.</p>`,
      ),
    };
  }
  const booking = await createReferral(partition, source, parsed.request, req.cookies[CLICK_COOKIE] ?? null);
  const { request } = parsed;
  return {
    status: 201,
    html: frame(
      'Booking request received',
      html`<h2>Booking request received</h2>
<div class="notice"><p>Reference <strong data-reference>${booking.reference}</strong></p>
<p>${request.offer.name}, ${request.serviceDate}, ${request.adults + request.children} guest${request.adults + request.children === 1 ? '' : 's'}: ${priceText(request.priceFils, look.currency)}.</p></div>
<p>Our reservations team will contact you at ${request.contact.email} to confirm and take payment. Nothing has been charged yet.</p>`,
    ),
  };
}

/** The booking-request JSON answer for the widget: the same request, the same checks. */
export async function submitBookingJson(req: PublicRequest, partition: Partition, source: ReferralSource): Promise<{ status: number; json: unknown }> {
  const parsed = parseBookingForm(req.body, uaeToday(partition.clock));
  if (!parsed.ok) return { status: 422, json: { error: { code: 'validation_failed', message: parsed.problems.join(' '), problems: parsed.problems } } };
  const booking = await createReferral(partition, source, parsed.request, null);
  return {
    status: 201,
    // Stamped after the reference the visitor quotes and the status, where this answer has always said them; the id follows for a program.
    json: { ...restamp(partition, { reference: booking.reference, status: booking.status }), id: booking.id, offer: parsed.request.offer, service_date: parsed.request.serviceDate, price_aed: filsToAed(parsed.request.priceFils) },
  };
}

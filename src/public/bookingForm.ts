import { html, type SafeHtml } from '../platform/html';
import { page, type PageBrand } from './layout';
import type { PublicAnswer, PublicRequest } from '../engine/publicRoutes';
import { findOffer, fromPriceFils, offerPriceFils, offerText, type PublicOffer } from './offers';
import { fillHtml, fill, formatDate, formatMoney, formatNumber, isOffered, isolate, words, type Language } from '../engine/i18n';
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

/** A price as `lang` writes it: `AED 120.00`, or `$32.67 (AED 120.00)` in a display currency. */
export function priceText(fils: number, currency?: DisplayCurrency | null, lang: Language = 'en'): string {
  const aed = formatMoney(filsToAed(fils), 'AED', lang);
  if (!currency || currency.code === 'AED') return aed;
  return `${formatMoney(filsToAed(fils) * currency.perAed, currency.code, lang)} (${aed})`;
}

/** The price isolated from the sentence around it (see `isolate`). */
const priceHtml = (fils: number, currency: DisplayCurrency | null | undefined, lang: Language): SafeHtml => isolate(priceText(fils, currency, lang));

/** The language of a posted form or the widget's request: one this service offers, else English. */
export const postedLanguage = (body: Readonly<Record<string, unknown>>): Language => (isOffered(body.lang) ? body.lang : 'en');

export interface OfferListOptions {
  offers: readonly PublicOffer[];
  /** Where the booking form posts (a path on this service). */
  action: string;
  /** Fields the form carries back (a widget id, a language). */
  hidden?: Readonly<Record<string, string>>;
  currency?: DisplayCurrency | null;
  today: string;
  /** The page's language (English where a page offers no other). */
  lang?: Language;
}

/** Offer cards, each with its price, what it includes, and an "Ask to book" form, all in the page's language. */
export function offerList(options: OfferListOptions): SafeHtml {
  const lang = options.lang ?? 'en';
  const said = words(lang);
  const first = addDays(options.today, 1);
  const last = addDays(options.today, MAX_DAYS_AHEAD);
  const hidden = Object.entries(options.hidden ?? {}).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`);
  const card = (offer: PublicOffer): SafeHtml => {
    const text = offerText(offer, lang);
    const price = priceHtml(fromPriceFils(offer), options.currency, lang);
    return html`<li class="offer" data-offer="${offer.id}">
<h3>${text.name}</h3>
<p>${text.summary}</p>
${text.includes.length > 0 ? html`<p class="includes">${said.includes}:</p><ul class="includes">${text.includes.map((item) => html`<li>${item}</li>`)}</ul>` : ''}
${text.meetingPoint ? html`<p class="meeting">${said.meeting_point}: ${text.meetingPoint}</p>` : ''}
<p class="price">${fillHtml(offer.unit === 'per_vehicle' ? said.vehicle_price : said.from_price, { price })}</p>
<details><summary>${said.ask_to_book}</summary>
<form class="book" method="post" action="${options.action}">
${hidden}<input type="hidden" name="offer" value="${offer.id}">
<label>${said.date} <input type="date" name="date" required min="${first}" max="${last}"></label>
<label>${said.adults} <input type="number" name="adults" required min="1" max="${offer.maxGuests}" value="2"></label>
<label>${said.children} <input type="number" name="children" min="0" max="${offer.maxGuests - 1}" value="0"></label>
<label>${said.name} <input type="text" name="name" required maxlength="80" autocomplete="name" dir="auto"></label>
<label>${said.email} <input type="email" name="email" required maxlength="200" autocomplete="email" dir="auto"></label>
<label>${said.phone} <input type="tel" name="phone" required maxlength="20" autocomplete="tel" dir="auto"></label>
<label>${said.note} <textarea name="note" maxlength="500" rows="2" dir="auto"></textarea></label>
<button type="submit">${said.send}</button>
</form>
</details>
</li>`;
  };
  return html`<ul class="offers">${options.offers.map(card)}</ul>`;
}

export type ParsedBooking = { ok: true; request: ReferralRequest } | { ok: false; problems: string[] };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
/** C0 controls other than tab, LF and CR, and DEL: refused as the API refuses them. */
const hasControl = (value: string): boolean => [...value].some((c) => {
  const code = c.charCodeAt(0);
  return (code < 0x20 && c !== '\t' && c !== '\n' && c !== '\r') || code === 0x7f;
});

/**
 * A visitor's booking request from the form (or the widget's JSON), checked as the API checks its
 * input; what to mend is said in the visitor's language.
 */
export function parseBookingForm(body: Readonly<Record<string, unknown>>, today: string, lang: Language = 'en'): ParsedBooking {
  const said = words(lang);
  const problems: string[] = [];
  const offer = findOffer(text(body.offer));
  if (!offer) problems.push(said.problem_offer);
  const date = text(body.date);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) problems.push(said.problem_date_format);
  else if (date <= today || date > addDays(today, MAX_DAYS_AHEAD)) problems.push(fill(said.problem_date_range, { first: formatDate(addDays(today, 1), lang), last: formatDate(addDays(today, MAX_DAYS_AHEAD), lang) }));
  const adults = Number(text(body.adults) || 'NaN');
  const children = Number(text(body.children) || '0');
  if (!Number.isInteger(adults) || adults < 1) problems.push(said.problem_adults);
  if (!Number.isInteger(children) || children < 0) problems.push(said.problem_children);
  if (offer && Number.isInteger(adults) && Number.isInteger(children) && adults + children > offer.maxGuests) problems.push(fill(said.problem_guests, { max: formatNumber(offer.maxGuests, lang) }));
  const name = text(body.name);
  const email = text(body.email);
  const phone = text(body.phone);
  const note = text(body.note);
  if (name.length < 2 || name.length > 80) problems.push(said.problem_name);
  if (email.length > 200 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.push(said.problem_email);
  if (!/^\+?[0-9 ()-]{7,20}$/.test(phone)) problems.push(said.problem_phone);
  if (note.length > 500) problems.push(said.problem_note);
  if ([name, email, phone, note].some(hasControl)) problems.push(said.problem_control);
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
  lang?: Language | undefined;
  currency?: DisplayCurrency | null;
}

/**
 * A booking request sent from a public page: stored as a referral credited to `source` (or the
 * partner's tracking link the visitor clicked last), and answered with a page saying what
 * happens next. A request that does not parse changes nothing and lists what to mend.
 */
export async function submitBookingRequest(req: PublicRequest, partition: Partition, source: ReferralSource, look: PageLook): Promise<PublicAnswer> {
  const lang = look.lang ?? 'en';
  const said = words(lang);
  const parsed = parseBookingForm(req.body, uaeToday(partition.clock), lang);
  const frame = (title: string, body: SafeHtml): SafeHtml => page({ title, brand: look.brand, test: partition.sandbox, lang, nonce: req.nonce, body });
  if (!parsed.ok) {
    return {
      status: 422,
      html: frame(said.check_title, html`<h2>${said.check_title}</h2><div class="errors" role="alert"><ul>${parsed.problems.map((problem) => html`<li>${problem}</li>`)}</ul></div><p>${said.nothing_sent}</p>`),
    };
  }
  const booking = await createReferral(partition, source, parsed.request, req.cookies[CLICK_COOKIE] ?? null);
  const { request } = parsed;
  const offer = findOffer(request.offer.id) as PublicOffer;
  return {
    status: 201,
    html: frame(
      said.received,
      html`<h2>${said.received}</h2>
<div class="notice"><p>${said.reference} <bdi><strong data-reference>${booking.id}</strong></bdi></p>
<ul class="summary"><li>${offerText(offer, lang).name}</li><li>${formatDate(request.serviceDate, lang)}</li><li>${said.guests}: ${formatNumber(request.adults + request.children, lang)}</li><li>${priceHtml(request.priceFils, look.currency, lang)}</li></ul></div>
<p>${fillHtml(said.next_steps_email, { email: isolate(request.contact.email) })}</p>`,
    ),
  };
}

/** The booking-request JSON answer for the widget: the same request, the same checks. */
export async function submitBookingJson(req: PublicRequest, partition: Partition, source: ReferralSource): Promise<{ status: number; json: unknown }> {
  const parsed = parseBookingForm(req.body, uaeToday(partition.clock), postedLanguage(req.body));
  if (!parsed.ok) return { status: 422, json: { error: { code: 'validation_failed', message: parsed.problems.join(' '), problems: parsed.problems } } };
  const booking = await createReferral(partition, source, parsed.request, null);
  return {
    status: 201,
    // Stamped after the booking's reference and status, where this answer has always said it.
    json: { ...restamp(partition, { reference: booking.id, status: booking.status }), offer: parsed.request.offer, service_date: parsed.request.serviceDate, price_aed: filsToAed(parsed.request.priceFils) },
  };
}

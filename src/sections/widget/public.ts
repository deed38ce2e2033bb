import { filsToAed } from '../../engine/money';
import type { PublicAnswer, PublicRequest, PublicRoute } from '../../engine/publicRoutes';
import { submitBookingJson, priceText, type DisplayCurrency } from '../../public/bookingForm';
import { fromPriceFils, offerText, publicOffers } from '../../public/offers';
import { resolvePublicLink, publicUrl } from '../../engine/publicLinks';
import type { Partition } from '../../engine/partition';
import { findFxRates } from '../../engine/fxRates';
import { addDays, uaeToday } from '../../platform/uaeTime';
import { widgetById, type WidgetRow } from '../../engine/widgets';
import { chooseLanguage, dirOf, offeredOf, ownName, words, type Language, type WordKey } from '../../engine/i18n';
import { widgetScript } from './script';

/** The words the widget's script says itself (src/engine/i18n/words/<lang>.json), sent with its offers. */
const WIDGET_WORDS: readonly WordKey[] = [
  'language', 'transfers', 'tours', 'from_price', 'vehicle_price', 'includes', 'meeting_point', 'ask_to_book', 'date', 'adults', 'children', 'name', 'email', 'phone', 'note', 'send',
  'received', 'reference', 'next_steps', 'closed', 'test_banner', 'partner', 'failed',
];

const widgetWords = (lang: Language): Record<string, string> => Object.fromEntries(WIDGET_WORDS.map((key) => [key, words(lang)[key]]));

/**
 * What a partner's page reaches: the widget's script (`/widget/{id}.js`), its offers as JSON and
 * its booking requests. The offers and the bookings answer only the widget's allowed origins,
 * checked from the browser's Origin header (every cross-origin fetch carries one; a page cannot
 * forge it), and only they get the CORS header that lets the page read the answer. A suspended
 * widget, or one on any other page, shows nothing; a paused one shows that bookings are closed.
 */
const ID = /^wdg_[0-9A-Za-z]{20}$/;

type Found = { ok: true; partition: Partition; widget: WidgetRow } | { ok: false; answer: PublicAnswer };

const refuse = (status: number, code: string, message: string): { ok: false; answer: PublicAnswer } => ({ ok: false, answer: { status, json: { error: { code, message } } } });

async function widgetOf(req: PublicRequest, id: string): Promise<Found> {
  if (!ID.test(id)) return refuse(404, 'not_found', 'No such widget.');
  const resolved = await resolvePublicLink(req.services.sections, req.services.db, req.services.clock, 'widget', id);
  if (resolved.found === 'none') return refuse(404, 'not_found', 'No such widget.');
  if (resolved.found === 'gone') return refuse(410, 'gone', 'This widget is no longer available.');
  const widget = await widgetById(resolved.partition, id);
  if (!widget) return refuse(404, 'not_found', 'No such widget.');
  return { ok: true, partition: resolved.partition, widget };
}

/** The widget as a page of an allowed origin may use it; anything else gets nothing it can read. */
async function allowedWidget(req: PublicRequest): Promise<Found> {
  const found = await widgetOf(req, req.params.id ?? '');
  if (!found.ok) return found;
  if (req.origin === null || !found.widget.settings.allowed_origins.includes(req.origin)) return refuse(403, 'origin_not_allowed', 'This widget is not enabled on this site.');
  if (found.widget.status === 'suspended') return refuse(403, 'suspended', 'This widget is not available.');
  return found;
}

async function displayCurrency(req: PublicRequest, code: string): Promise<DisplayCurrency | null> {
  if (code === 'AED') return null;
  const rate = (await findFxRates(req.services.db, [code])).get(code);
  return rate ? { code, perAed: 1 / rate.aedPerUnit } : null;
}

async function script(req: PublicRequest): Promise<PublicAnswer> {
  const file = req.params.file ?? '';
  const id = file.endsWith('.js') ? file.slice(0, -3) : '';
  const found = await widgetOf(req, id);
  // A script tag shows nothing for a missing widget: an error page would be read as script.
  if (!found.ok) return { status: found.answer.status, script: '/* no such booking widget */\n' };
  return { status: 200, script: widgetScript(req.services.config.publicBaseUrl, found.widget.id) };
}

async function offers(req: PublicRequest): Promise<PublicAnswer> {
  const found = await allowedWidget(req);
  if (!found.ok) return found.answer;
  const { widget, partition } = found;
  const { settings } = widget;
  const language = chooseLanguage(req.query.lang, settings.languages.enabled, settings.languages.default);
  const currency = await displayCurrency(req, settings.display_currency);
  const today = uaeToday(partition.clock);
  const sold = publicOffers().filter((offer) => settings.products.includes(offer.kind === 'transfer' ? 'transfers' : 'tours'));
  const account = (await partition.db('accounts').where({ id: partition.accountId }).first('name')) as { name: string } | undefined;
  return {
    status: 200,
    allowOrigin: req.origin,
    json: {
      id: widget.id,
      status: widget.status,
      test: partition.sandbox,
      partner: { name: account?.name ?? '', code: widget.partner_code },
      language,
      dir: dirOf(language),
      languages: offeredOf(settings.languages.enabled).map((code) => ({ code, name: ownName(code), dir: dirOf(code) })),
      words: widgetWords(language),
      theme: settings.theme,
      products: settings.products,
      default_product: settings.default_product,
      first_date: addDays(today, 1),
      last_date: addDays(today, 365),
      offers:
        widget.status === 'active'
          ? sold.map((offer) => {
              const text = offerText(offer, language);
              return {
                id: offer.id,
                product: offer.kind === 'transfer' ? 'transfers' : 'tours',
                name: text.name,
                summary: text.summary,
                includes: text.includes,
                meeting_point: text.meetingPoint,
                unit: offer.unit,
                max_guests: offer.maxGuests,
                price_aed: filsToAed(fromPriceFils(offer)),
                price_text: priceText(fromPriceFils(offer), currency, language),
              };
            })
          : [],
      book_url: publicUrl(req.services.config.publicBaseUrl, `/widget/${widget.id}/bookings`),
    },
  };
}

async function book(req: PublicRequest): Promise<PublicAnswer> {
  const found = await allowedWidget(req);
  if (!found.ok) return found.answer;
  const { widget, partition } = found;
  if (widget.status !== 'active') return { status: 409, allowOrigin: req.origin, json: { error: { code: 'widget_paused', message: words(chooseLanguage(req.body.lang, widget.settings.languages.enabled, widget.settings.languages.default)).closed } } };
  const answer = await submitBookingJson({ ...req, body: withPartnerCode(req.body, widget.partner_code) }, partition, { type: 'widget', id: widget.id });
  return { status: answer.status, allowOrigin: req.origin, json: answer.status === 201 ? { ...(answer.json as object), partner_code: widget.partner_code } : answer.json };
}

/** Every booking made in the widget carries the partner's code, where the trade desk reads the traveller's request. */
function withPartnerCode(body: Readonly<Record<string, unknown>>, code: string): Record<string, unknown> {
  const note = typeof body.note === 'string' ? body.note.trim() : '';
  return { ...body, note: note === '' ? `Partner code ${code}` : `Partner code ${code}. ${note}` };
}

export const widgetRoutes: readonly PublicRoute[] = [
  { method: 'GET', path: '/widget/:file', handle: script },
  { method: 'GET', path: '/widget/:id/offers', handle: offers },
  { method: 'POST', path: '/widget/:id/bookings', limit: 'widget_booking', senders: 'route', handle: book },
];

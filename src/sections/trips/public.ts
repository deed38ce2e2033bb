import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PublicAnswer, PublicRequest, PublicRoute } from '../../engine/publicRoutes';
import { fill, isolate, UAE_TIME_ZONE, words, type Language, type WordKey } from '../../engine/i18n';
import { cssColour, html, SafeHtml } from '../../platform/html';
import { monotonicMs } from '../../platform/clock';
import { operatorBrand, page } from '../../public/layout';
import type { StreamEvent } from '../../platform/eventStream';
import { TRIP_PAGE_PREFIX } from '../../engine/tracking';
import { findTrip, isFinal, pageLanguage, tripFingerprint, tripPageData, type FoundTrip } from './tripPage';
import type { TripPageData, TripPageStatus } from './data';

/**
 * The traveller's live page, `/trip/<token>`: the page (the built app under console/traveller/,
 * with the trip's state written into it for a first view without script), its data as JSON
 * (`/trip/<token>/status`, which the page polls) and as server-sent events
 * (`/trip/<token>/stream`, a `trip` event whenever the trip, its booking or its flight changes).
 * The token is the link's only credential: it is never logged (the request log names the route).
 */

/** The tile server the page's map draws from: allowed for images and nothing else. */
export const MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org';

/**
 * The page runs this service's own built script and style sheet, and one style element of the
 * answer's own (by its nonce: the partner's colour from the first paint, script or not); it reads
 * its data from here and draws the map's tiles from OpenStreetMap, for images only.
 */
export const tripPageCsp = (nonce: string): string =>
  [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: ${MAP_TILE_ORIGIN}`,
    "font-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/** Where the built page is, under CONSOLE_DIR (`npm run build` writes it beside the console). */
const BUILT_PAGE = join('traveller', 'index.html');

/** A stream ends after this long (the browser reconnects, counted again against the page limit), so none is held for ever. */
const STREAM_MAX_MS = 15 * 60_000;
const STREAM_POLL_MS = 2_000;

export const STATUS_WORDS: Readonly<Record<TripPageStatus, WordKey>> = {
  on_request: 'trip_on_request',
  scheduled: 'trip_scheduled',
  driver_assigned: 'trip_driver_assigned',
  en_route: 'trip_en_route',
  arrived: 'trip_arrived',
  on_board: 'trip_on_board',
  completed: 'trip_completed',
  no_show: 'trip_no_show',
  cancelled: 'trip_cancelled',
};

const wantsJson = (accept: string | null): boolean => accept !== null && /application\/(?:[\w.+-]*\+)?json/.test(accept) && !/text\/html/.test(accept);

const notFoundJson = (lang: Language): PublicAnswer => ({ status: 404, json: { error: { code: 'resource_not_found', message: words(lang).trip_not_found } }, noStore: true });

function notFoundPage(req: PublicRequest, lang: Language): PublicAnswer {
  const said = words(lang);
  return {
    status: 404,
    noStore: true,
    html: page({ title: said.trip_not_found_title, brand: operatorBrand(lang), test: false, lang, nonce: req.nonce, private: true, body: html`<h2>${said.trip_not_found_title}</h2><p>${said.trip_not_found}</p>` }),
  };
}

const pickupTime = (data: TripPageData): string =>
  new Intl.DateTimeFormat(data.lang, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: UAE_TIME_ZONE, calendar: 'gregory', numberingSystem: 'latn', hourCycle: 'h23' }).format(new Date(data.pickup.at));

/**
 * The trip as it stands, in plain HTML in the page's own classes: what a browser shows before the
 * page's script runs (or without it), and what the script replaces with the live view. `bar`:
 * with the brand's bar (the built page; the service's own page layout has its header).
 */
function summary(data: TripPageData, bar: boolean): SafeHtml {
  const said = words(data.lang as Language);
  const status = fill(said[STATUS_WORDS[data.status]], { brand: data.brand.name });
  const { driver, vehicle, pickup } = data;
  const car = vehicle === null ? '' : [[vehicle.make, vehicle.model].filter((part) => part !== null).join(' '), vehicle.colour].filter((part) => part).join(' · ');
  // A test trip says so first: no driver comes.
  const { sandbox: test } = data;
  return html`<div class="trip">
${bar ? html`<header class="bar"><span class="brand">${isolate(data.brand.name)}</span></header>` : ''}
${test ? html`<p class="test" role="alert">${said.trip_test}</p>` : ''}
<main>
<section class="card status-card"><h1 class="status">${status}</h1></section>
${
  driver
    ? html`<section class="card"><h2>${said.trip_driver}</h2><p class="driver-name">${isolate(driver.first_name)}</p>
${vehicle ? html`<dl class="facts">${car ? html`<dt>${said.trip_vehicle}</dt><dd>${isolate(car)}</dd>` : ''}<dt>${said.trip_plate}</dt><dd class="plate">${isolate(vehicle.plate)}</dd></dl>` : ''}
<a class="call" href="tel:${driver.phone.replace(/[^+0-9]/g, '')}">${fill(said.trip_call, { name: driver.first_name })} · <bdi dir="ltr">${driver.phone}</bdi></a></section>`
    : ''
}
${
  data.status === 'cancelled'
    ? ''
    : html`<section class="card"><h2>${said.trip_pickup}</h2><p class="when">${fill(said.trip_uae_time, { time: pickupTime(data) })}</p>
${pickup.name ? html`<p class="place">${pickup.name}</p>` : ''}${pickup.address ? html`<p class="address">${pickup.address}</p>` : ''}</section>`
}
<footer class="reference">${said.reference} <bdi dir="ltr">${data.reference}</bdi></footer>
</main>
</div>`;
}

/** The partner's colour, and the ink that reads on it, as the page's first style. */
function brandStyle(accent: string, nonce: string): SafeHtml {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(accent.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  const ink = 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.45 ? '#111111' : '#ffffff';
  return html`<style nonce="${nonce}">:root{--accent:${cssColour(accent, '#1F4E79')};--on-accent:${ink}}</style>`;
}

/** The built page with the trip's language, title, colours and first view written in; null when the page is not built. */
async function builtPage(consoleDir: string, data: TripPageData, nonce: string): Promise<SafeHtml | null> {
  let built: string;
  try {
    built = await readFile(join(consoleDir, BUILT_PAGE), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const said = words(data.lang as Language);
  const { sandbox: test } = data;
  const title = html`${test ? 'TEST · ' : ''}${data.brand.name}: ${said.trip_title} ${data.reference}`.value;
  return new SafeHtml(
    built
      .replace('<html lang="en">', html`<html lang="${data.lang}" dir="${data.dir}">`.value)
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      .replace('</head>', html`<meta name="theme-color" content="${data.brand.accent_hex}">\n${brandStyle(data.brand.accent_hex, nonce)}\n</head>`.value)
      .replace('<div id="root"></div>', `<div id="root">${summary(data, true).value}</div>`),
  );
}

/** The service's own page layout has no cards: the summary's few rules, when the page is not built. */
const SUMMARY_STYLES = `.trip main{padding:0}.card{background:#fff;border-radius:12px;padding:12px 16px;margin:12px 0}.card h2{margin:0 0 6px;font-size:.85rem;color:#6b7480}.status{font-size:1.2rem;margin:0}.facts{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}.facts dd{margin:0}.reference{color:#6b7480}.test{background:#ffe08a;color:#3d2e00;font-weight:700;padding:8px 12px}`;

async function tripPage(req: PublicRequest): Promise<PublicAnswer> {
  const lang = pageLanguage(req.query.lang, req.acceptLanguage);
  const found = await findTrip(req.services.sections, req.services.db, req.services.clock, req.params.token ?? '');
  if (wantsJson(req.accept)) return found === null ? notFoundJson(lang) : { status: 200, json: await tripPageData(found, lang), noStore: true };
  if (found === null) return notFoundPage(req, lang);
  const data = await tripPageData(found, lang);
  const built = await builtPage(req.services.config.consoleDir, data, req.nonce);
  // Other sites (the map's tiles, a maps link) are told this service's origin, never the page's address: it holds the token.
  if (built !== null) return { status: 200, html: built, noStore: true, policy: tripPageCsp(req.nonce), referrer: 'strict-origin-when-cross-origin' };
  const said = words(lang);
  return {
    status: 200,
    noStore: true,
    // The summary says a test trip is one (`trip_test`): the layout's own banner would say it twice.
    html: page({ title: `${said.trip_title} ${data.reference}`, brand: { name: data.brand.name, primaryColour: data.brand.accent_hex, accentColour: data.brand.accent_hex }, test: false, lang, nonce: req.nonce, private: true, styles: SUMMARY_STYLES, footer: html``, body: summary(data, false) }),
  };
}

async function tripStatus(req: PublicRequest): Promise<PublicAnswer> {
  const lang = pageLanguage(req.query.lang, req.acceptLanguage);
  const found = await findTrip(req.services.sections, req.services.db, req.services.clock, req.params.token ?? '');
  return found === null ? notFoundJson(lang) : { status: 200, json: await tripPageData(found, lang), noStore: true };
}

/**
 * Streams held open at once, per trip and per address: each polls the database every 2 seconds
 * for as long as it is open, so neither one link nor one network may hold many. A traveller's
 * phones and a hotel's shared Wi-Fi stay well inside; a stream refused (429) leaves the page
 * asking every 20 seconds instead.
 */
const STREAMS_PER_TRIP = 10;
const STREAMS_PER_ADDRESS = 40;
const openStreams = { trip: new Map<string, number>(), address: new Map<string, number>() };

function holdStream(token: string, address: string): (() => void) | null {
  if ((openStreams.trip.get(token) ?? 0) >= STREAMS_PER_TRIP || (openStreams.address.get(address) ?? 0) >= STREAMS_PER_ADDRESS) return null;
  const bump = (map: Map<string, number>, key: string, by: number): void => {
    const count = (map.get(key) ?? 0) + by;
    if (count > 0) map.set(key, count);
    else map.delete(key);
  };
  bump(openStreams.trip, token, 1);
  bump(openStreams.address, address, 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    bump(openStreams.trip, token, -1);
    bump(openStreams.address, address, -1);
  };
}

/**
 * The trip's changes as server-sent events: a `trip` event with the page's data whenever what the
 * page shows changed (checked every 2 seconds by one indexed read), and the end once the trip can
 * change no more (the page then stops listening), when the service drains, or after 15 minutes.
 */
async function tripStream(req: PublicRequest): Promise<PublicAnswer> {
  const { db, clock, lifecycle, logger, sections } = req.services;
  const token = req.params.token ?? '';
  const lang = pageLanguage(req.query.lang, req.acceptLanguage);
  const first = await findTrip(sections, db, clock, token);
  if (first === null) return notFoundJson(lang);
  const release = holdStream(token, req.address);
  if (release === null) return { status: 429, json: { error: { code: 'rate_limited', message: 'Too many live views of this trip are open: it is read every 20 seconds instead.' } }, noStore: true };
  const started = monotonicMs();
  let seen: string | null = null;
  let done = false;
  let found: FoundTrip = first;
  return {
    status: 200,
    events: {
      pollMs: STREAM_POLL_MS,
      poll: async (): Promise<StreamEvent[]> => {
        const print = await tripFingerprint(db, token);
        if (print === null) {
          done = true;
          return [];
        }
        if (print === seen) return [];
        seen = print;
        found = (await findTrip(sections, db, clock, token)) ?? found;
        const data = await tripPageData(found, lang);
        if (isFinal(data.status)) done = true;
        return [{ event: 'trip', data }];
      },
      ended: () => done || lifecycle.draining || monotonicMs() - started >= STREAM_MAX_MS,
      failed: (err) => logger.error({ err }, 'trip stream failed'),
      closed: release,
    },
  };
}

export const tripRoutes: readonly PublicRoute[] = [
  { method: 'GET', path: `${TRIP_PAGE_PREFIX}/:token`, handle: tripPage },
  { method: 'GET', path: `${TRIP_PAGE_PREFIX}/:token/status`, handle: tripStatus },
  { method: 'GET', path: `${TRIP_PAGE_PREFIX}/:token/stream`, handle: tripStream },
];

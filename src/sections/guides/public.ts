import type { PublicAnswer, PublicRequest, PublicRoute } from '../../engine/publicRoutes';
import { html, type SafeHtml } from '../../platform/html';
import { messagePage, page, type PageBrand } from '../../public/layout';
import { offerList, submitBookingRequest } from '../../public/bookingForm';
import { recordHit, resolvePublicLink } from '../../engine/publicLinks';
import type { Partition } from '../../engine/partition';
import { uaeToday } from '../../platform/uaeTime';
import { printedBrandOf } from '../../engine/partitionSettings';
import { GUIDE_PATH } from './links';
import { parseDetails, type GuideDetails, type GuideRow } from './properties';
import { openWifi, type WifiDetails } from './wifi';
import { featuredOffers, otherOffers } from './offers';
// The guide's split of what its guests book.

/**
 * The welcome guide a guest link opens: a page for a phone, with what a guest needs on arrival
 * (the property, how to get in, the Wi-Fi, the rules, whom to call) and the operator's tours and
 * transfers, which a guest asks to book there; such a request is credited to the property and so
 * to the partner. Each opening is counted: as a scan when it came from the QR code (`?src=qr`),
 * else as a view.
 */

const SECURITY_NAMES: Readonly<Record<WifiDetails['security'], string>> = { wpa2: 'WPA2', wpa3: 'WPA3', wpa2_wpa3: 'WPA2/WPA3', open: 'open, no password' };

const STYLES = `
.welcome{font-size:1.05rem}
.facts{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:10px;margin:12px 0}
.facts div{background:#fff;border-radius:8px;padding:10px 12px}
.facts strong{display:block;font-size:.8rem;color:#6b7480;font-weight:600}
section.info{background:#fff;border-radius:10px;padding:4px 16px 12px;margin:12px 0}
section.info h2{margin:12px 0 6px}
.wifi dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:8px 0}
.wifi dt{color:#6b7480}
.wifi dd{margin:0;word-break:break-all}
a.call{font-weight:600;color:var(--accent)}
`;

type Found = Extract<Awaited<ReturnType<typeof resolvePublicLink>>, { partition: Partition }>;

const notFound = (req: PublicRequest): PublicAnswer => ({
  status: 404,
  html: messagePage({ title: 'No guide here', message: 'There is no welcome guide at this address. Check the link your host sent you, or scan the code in the property again.', nonce: req.nonce }),
});

/** A replaced (or otherwise ended) link: 410 Gone, so nobody keeps a stale guide open; a test link's page says it is one. */
const gone = (req: PublicRequest, partition: Partition): PublicAnswer => ({
  status: 410,
  html: messagePage({
    title: 'This guide link is no longer in use',
    message: 'Your host has replaced this link. Ask your host for the current one, or scan the code in the property.',
    nonce: req.nonce,
    test: partition.sandbox,
  }),
});

async function brandOf(partition: Partition): Promise<PageBrand> {
  const account = (await partition.db('accounts').where({ id: partition.accountId }).first('name')) as { name: string } | undefined;
  const brand = await printedBrandOf(partition, account?.name ?? 'Your host');
  return { name: brand.name, primaryColour: brand.accentHex, accentColour: brand.accentHex, logoUrl: brand.logoUrl ?? null };
}

/** The link resolved to its property, or the answer to give instead (404, 410). */
async function resolve(req: PublicRequest): Promise<{ found: Found; row: GuideRow } | PublicAnswer> {
  const found = await resolvePublicLink(req.services.sections, req.services.db, req.services.clock, 'guide', req.params.token ?? '');
  if (found.found === 'none') return notFound(req);
  if (found.found === 'gone') return gone(req, found.partition);
  const row = (await found.partition.table('guide_properties').where({ id: found.link.subject_id }).first()) as GuideRow | undefined;
  if (!row) return notFound(req);
  return { found, row };
}

const paragraphs = (text: string | null): SafeHtml[] => (text ?? '').split(/\n+/).filter((line) => line.trim() !== '').map((line) => html`<p>${line}</p>`);

const telHref = (phone: string): string => `tel:${phone.replace(/[^+0-9]/g, '')}`;

function section(title: string, body: SafeHtml | SafeHtml[] | null, className = 'info'): SafeHtml {
  return body === null ? html`` : html`<section class="${className}"><h2>${title}</h2>${body}</section>`;
}

function wifiSection(wifi: WifiDetails | null): SafeHtml {
  if (wifi === null || !wifi.show_in_guide) return html``;
  return section(
    'Wi-Fi',
    html`<dl><dt>Network</dt><dd><code data-wifi-network>${wifi.network_name}</code>${wifi.hidden ? ' (hidden: type the name)' : ''}</dd>
<dt>Password</dt><dd>${wifi.password === null ? 'none' : html`<code data-wifi-password>${wifi.password}</code>`}</dd>
<dt>Security</dt><dd>${SECURITY_NAMES[wifi.security]}</dd></dl>`,
    'info wifi',
  );
}

function guideBody(req: PublicRequest, name: string, details: GuideDetails, wifi: WifiDetails | null, partition: Partition): SafeHtml {
  const { guide, host } = details;
  const today = uaeToday(partition.clock);
  const action = `${GUIDE_PATH}${req.params.token ?? ''}/book`;
  const property = { featured_services: details.featured_services, address: details.address };
  const address = [details.address.unit, details.address.building, details.address.street].filter(Boolean).join(', ');
  return html`<h2 data-property-name>${name}</h2>
${guide.welcome_message ? html`<div class="welcome">${paragraphs(guide.welcome_message)}</div>` : ''}
<div class="facts">
<div><strong>Check-in</strong>from ${details.check_in_time}</div>
<div><strong>Check-out</strong>by ${details.check_out_time}</div>
<div><strong>Address</strong>${address}</div>
</div>
${section('Arriving', guide.arrival_instructions ? paragraphs(guide.arrival_instructions) : null)}
${wifiSection(wifi)}
${section('Parking', guide.parking ? paragraphs(guide.parking) : null)}
${section('House rules', guide.house_rules ? paragraphs(guide.house_rules) : null)}
${section('Checking out', html`<p>Please leave by ${details.check_out_time}.</p>${paragraphs(guide.checkout_instructions)}`)}
${section(
  'Your host',
  html`<p>${host.name}: <a class="call" href="${telHref(host.phone)}">${host.phone}</a>${host.email ? html` · <a class="call" href="mailto:${host.email}">${host.email}</a>` : ''}</p>
${guide.emergency_phone ? html`<p>Emergency contact: <a class="call" href="${telHref(guide.emergency_phone)}">${guide.emergency_phone}</a></p>` : ''}
<p>Police and ambulance: <a class="call" href="tel:999">999</a></p>`,
)}
<h2>Tours and transfers</h2>
<p>Booked with licensed operators at the public price; ask here and the reservations team confirms with you.</p>
${offerList({ offers: featuredOffers(property), action, today })}
<details><summary>More tours and transfers</summary>
${offerList({ offers: otherOffers(property), action, today })}
</details>`;
}

async function guidePage(req: PublicRequest): Promise<PublicAnswer> {
  const resolved = await resolve(req);
  if ('status' in resolved) return resolved;
  const { found, row } = resolved;
  const { partition, link } = found;
  const brand = await brandOf(partition);
  if (found.found === 'paused') {
    const { host } = parseDetails(row);
    return {
      status: 200,
      html: page({
        title: `${row.name}: guide paused`,
        brand,
        test: partition.sandbox,
        nonce: req.nonce,
        styles: STYLES,
        body: html`<h2 data-property-name>${row.name}</h2><div class="notice" data-paused><p>This guide is paused by your host for the moment, and nothing can be booked through it.</p>
<p>For anything about your stay, call ${host.name}: <a class="call" href="${telHref(host.phone)}">${host.phone}</a>.</p></div>`,
      }),
    };
  }
  const details = parseDetails(row);
  const wifi = openWifi(req.services.keys.dataEncryption, partition, row);
  await recordHit(partition, { token: link.token, kind: req.query.src === 'qr' ? 'scan' : 'view', subjectType: 'guide_property', subjectId: row.id, visitor: req.visitor });
  return {
    status: 200,
    html: page({ title: `Welcome to ${row.name}`, brand, test: partition.sandbox, lang: 'en', nonce: req.nonce, styles: STYLES, body: guideBody(req, row.name, details, wifi, partition) }),
  };
}

/** A guest's booking request: credited to the property (or to the partner's tracking link clicked last). */
async function bookFromGuide(req: PublicRequest): Promise<PublicAnswer> {
  const resolved = await resolve(req);
  if ('status' in resolved) return resolved;
  const { found, row } = resolved;
  const brand = await brandOf(found.partition);
  if (found.found === 'paused') {
    return {
      status: 409,
      html: messagePage({ title: 'This guide is paused', message: 'Nothing can be booked through a paused guide, and nothing was sent. Ask your host.', nonce: req.nonce, test: found.partition.sandbox, brand }),
    };
  }
  return submitBookingRequest(req, found.partition, { type: 'guide_property', id: row.id }, { brand });
}

export const guideRoutes: readonly PublicRoute[] = [{ method: 'GET', path: `${GUIDE_PATH}:token`, handle: guidePage }, { method: 'POST', path: `${GUIDE_PATH}:token/book`, limit: 'guide_booking', handle: bookFromGuide }];


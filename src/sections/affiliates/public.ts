import type { PublicAnswer, PublicRequest, PublicRoute } from '../../engine/publicRoutes';
import { html } from '../../platform/html';
import { messagePage, operatorBrand, page } from '../../public/layout';
import { CLICK_COOKIE, CLICK_COOKIE_MAX_AGE_SECONDS, offerList, submitBookingRequest } from '../../public/bookingForm';
import { publicUrl, recordHit, resolvePublicLink } from '../../engine/publicLinks';
import type { Partition } from '../../engine/partition';
import { uaeToday } from '../../platform/uaeTime';
import { LANDING_PAGES, findLinkRow, landingPath, type LandingPage, type LinkRow } from './links';
import { LANDING_TITLES, landingOffers } from './landing';
import { CLICK_SUBJECT } from './stats';

/**
 * What a tracking link leads to. `/t/{code}` records the click (one visitor opening the same link
 * again within 30 minutes is the same click), leaves the click in a first-party cookie for 30
 * days and redirects (302) to the link's landing page with its `aff` code and UTM parameters.
 * The landing pages (`/book/…`) list the operator's tours and transfers of their theme at public
 * prices with a booking-request form; a request made there is the partner's referral, credited
 * to the link the visitor clicked last within 30 days (else to the page's own link).
 */
const CODE = /^lnk_[0-9A-Za-z]{20}$/;
const SAME_CLICK_MS = 30 * 60_000;

type Found = { ok: true; partition: Partition; link: LinkRow } | { ok: false; answer: PublicAnswer };

async function linkOf(req: PublicRequest, code: string | undefined): Promise<Found> {
  const missing = (status: number, title: string, message: string): Found => ({ ok: false, answer: { status, html: messagePage({ title, message, nonce: req.nonce }) } });
  if (code === undefined || !CODE.test(code)) return missing(404, 'Link not found', 'This link is not known. Check that it was copied whole.');
  const resolved = await resolvePublicLink(req.services.sections, req.services.db, req.services.clock, 'tracking', code);
  if (resolved.found === 'none') return missing(404, 'Link not found', 'This link is not known. Check that it was copied whole.');
  if (resolved.found === 'gone') return missing(410, 'Link no longer available', 'This link is no longer in use.');
  return { ok: true, partition: resolved.partition, link: await findLinkRow(resolved.partition, code) };
}

/** The visitor's click on this link in the last 30 minutes, if any: opening a link twice is one click. */
async function recentClick(partition: Partition, req: PublicRequest, code: string): Promise<string | null> {
  const now = partition.clock.now();
  const since = new Date(now.getTime() - SAME_CLICK_MS).toISOString();
  const row = (await partition
    .table('public_hits')
    .where({ kind: 'click', subject_type: CLICK_SUBJECT, subject_id: code, visitor: req.visitor })
    .andWhere('created_at', '>', since)
    .andWhere('created_at', '<=', now.toISOString())
    .orderBy('created_at', 'desc')
    .first('id')) as { id: string } | undefined;
  return row?.id ?? null;
}

async function track(req: PublicRequest): Promise<PublicAnswer> {
  const found = await linkOf(req, req.params.code);
  if (!found.ok) return found.answer;
  const { partition, link } = found;
  const clickId = (await recentClick(partition, req, link.id)) ?? (await recordHit(partition, { token: link.id, kind: 'click', subjectType: CLICK_SUBJECT, subjectId: link.id, visitor: req.visitor }));
  return {
    status: 302,
    redirect: publicUrl(req.services.config.publicBaseUrl, landingPath(link)),
    cookies: [{ name: CLICK_COOKIE, value: clickId, maxAgeSeconds: CLICK_COOKIE_MAX_AGE_SECONDS }],
  };
}

const pageOfSlug = (slug: string | undefined): LandingPage | null => {
  const path = slug === undefined ? '/book' : `/book/${slug}`;
  return (Object.keys(LANDING_PAGES) as LandingPage[]).find((name) => LANDING_PAGES[name].path === path) ?? null;
};

async function landing(req: PublicRequest): Promise<PublicAnswer> {
  const name = pageOfSlug(req.params.page);
  if (name === null) return { status: 404, html: messagePage({ title: 'Page not found', message: 'There is no such page.', nonce: req.nonce }) };
  const found = await linkOf(req, req.query.aff);
  if (!found.ok) return found.answer;
  const { partition, link } = found;
  const offers = landingOffers(name);
  return {
    status: 200,
    html: page({
      title: LANDING_TITLES[name],
      brand: operatorBrand(),
      test: partition.sandbox,
      nonce: req.nonce,
      body: html`<h2>${LANDING_TITLES[name]}</h2>
<p>Prices are per adult or per vehicle, what you pay on the day of service. Ask to book and our reservations team confirms with you.</p>
${offerList({ offers, action: '/book/requests', hidden: { aff: link.id, page: name }, today: uaeToday(partition.clock) })}`,
    }),
  };
}

async function request(req: PublicRequest): Promise<PublicAnswer> {
  const found = await linkOf(req, typeof req.body.aff === 'string' ? req.body.aff : undefined);
  if (!found.ok) return found.answer;
  return submitBookingRequest(req, found.partition, { type: 'affiliate_link', id: found.link.id }, { brand: operatorBrand() });
}

export const affiliateRoutes: readonly PublicRoute[] = [
  { method: 'GET', path: '/t/:code', handle: track },
  { method: 'GET', path: '/book', handle: landing },
  { method: 'GET', path: '/book/:page', handle: landing },
  { method: 'POST', path: '/book/requests', limit: 'affiliate_booking', handle: request },
];

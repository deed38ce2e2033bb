import type { Db } from '../../platform/db';
import type { Clock } from '../../platform/clock';
import type { KeyMode } from '../../apiKeys/format';
import { uaeToday } from '../../platform/uaeTime';
import { Partition, rulesOf, servedFirst, type PartitionSections } from '../../engine/partition';
import { partitionClock } from '../../engine/partitions';
import { recordHit } from '../../engine/publicLinks';
import type { HostHandler, PublicAnswer, PublicRequest, PublicRoute } from '../../engine/publicRoutes';
import { html, type SafeHtml } from '../../platform/html';
import { messagePage, page, type PageBrand } from '../../public/layout';
import { publicOffers } from '../../public/offers';
import { offerList, submitBookingRequest, type DisplayCurrency } from '../../public/bookingForm';
import { findFxRates } from '../../engine/fxRates';
import { publishedSettingsOf, sitePath, type SiteRow, type SiteSettings } from './service';
import { chooseLanguage, dirOf, isolate, offeredOf, ownName, words, type Language, type Words } from '../../engine/i18n';

const SITE_STYLES = `
.tagline{margin:0 0 12px;color:#4a5563}
nav.switch{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin:6px 0;font-size:.9rem}
nav.switch a{padding:3px 9px;border:1px solid #c5ccd6;border-radius:14px;color:#1d232b;text-decoration:none;background:#fff}
nav.switch a[aria-current]{background:var(--accent);border-color:var(--accent);color:#fff}
.charged{font-size:.85rem;color:#6b7480}
address{font-style:normal;background:#fff;border-radius:10px;padding:14px 16px;display:grid;gap:4px}
address a{color:var(--accent)}
`;

/** Where a site is being served: its address under PUBLIC_BASE_URL, or its own domain by Host. */
interface Served {
  site: SiteRow;
  settings: SiteSettings;
  partition: Partition;
  /** The path of the site's page, and of its form's target, as the visitor reached it. */
  home: string;
  /** What served the view: the site's path, or its own domain's id. */
  via: string;
}

async function servedSite(sections: PartitionSections, db: Db, clock: Clock, site: SiteRow, home: string, via: string): Promise<Served | null> {
  const settings = publishedSettingsOf(site);
  if (!settings) return null;
  return { site, settings, partition: Partition.forVisitor(sections, db, await partitionClock(db, clock, site), site, 'site'), home, via };
}

/** The published site at `/sites/<subdomain>` (live) or `/sites/test/<subdomain>` (test). */
async function siteAtPath(req: PublicRequest, mode: KeyMode): Promise<Served | null> {
  const subdomain = req.params.subdomain ?? '';
  if (!/^[a-z0-9-]{3,40}$/.test(subdomain)) return null;
  const site = (await req.services.db('sites').where({ mode, published_subdomain: subdomain }).first()) as SiteRow | undefined;
  const path = sitePath(mode, subdomain);
  return site ? servedSite(req.services.sections, req.services.db, req.services.clock, site, path, path) : null;
}

/** The site whose own domain is the Host asked for, once active: a live site's before a test site's. */
async function siteAtHost(req: PublicRequest): Promise<Served | 'none' | 'unpublished'> {
  const { db, clock, sections } = req.services;
  const domains = (await db('site_domains').where({ held_hostname: req.host, status: 'active' }).select('account_id', 'mode', 'site_id', 'id')) as Array<{ account_id: string; mode: KeyMode; site_id: string; id: string }>;
  const domain = servedFirst(domains);
  if (!domain) return 'none';
  const site = (await db('sites').where({ account_id: domain.account_id, mode: domain.mode, id: domain.site_id }).first()) as SiteRow | undefined;
  return (site && (await servedSite(sections, db, clock, site, '/', domain.id))) ?? 'unpublished';
}

const notPublished = (req: PublicRequest, test: boolean): PublicAnswer => ({
  status: 404,
  html: messagePage({ title: 'This site is not published', message: 'There is no published site at this address. If you were given this link, ask whoever gave it to you for the current one.', nonce: req.nonce, test }),
});

const brandOf = (settings: SiteSettings): PageBrand => ({ name: settings.brand.name, primaryColour: settings.brand.accent_hex, accentColour: settings.brand.accent_hex, logoUrl: settings.brand.logo_url });

/**
 * The language and display currency a visitor chose (query or form), among those the site offers:
 * a language the site enables but this service has no complete translation for is not offered.
 */
async function lookOf(req: PublicRequest, served: Served, chosen: Readonly<Record<string, unknown>>): Promise<{ lang: Language; currency: DisplayCurrency }> {
  const { settings } = served;
  const lang = chooseLanguage(chosen.lang, settings.languages.enabled, settings.languages.default);
  const code = settings.currencies.offered.find((offered) => offered === chosen.currency) ?? settings.currencies.default;
  if (code === 'AED') return { lang, currency: { code, perAed: 1 } };
  const rate = (await findFxRates(req.services.db, [code])).get(code);
  // A rate the operator removed since the site was approved: prices show in AED alone.
  return { lang, currency: rate ? { code, perAed: 1 / rate.aedPerUnit } : { code: 'AED', perAed: 1 } };
}

function switcher(label: string, items: ReadonlyArray<{ text: string; href: string; current: boolean; lang?: Language }>, attribute: string): SafeHtml {
  return html`<nav class="switch" aria-label="${label}" ${attribute}>${label}: ${items.map(
    (item) => html`<a href="${item.href}"${item.lang ? html` lang="${item.lang}" hreflang="${item.lang}" dir="${dirOf(item.lang)}"` : html` dir="ltr"`}${item.current ? html` aria-current="true"` : ''}>${item.text}</a>`,
  )}</nav>`;
}

function contactBlock(settings: SiteSettings, said: Words): SafeHtml {
  const { contact } = settings;
  const whatsapp = contact.whatsapp ? `https://wa.me/${contact.whatsapp.replace(/[^0-9]/g, '')}` : null;
  return html`<h2>${said.contact}</h2>
<address data-contact>
<span>${isolate(settings.brand.name)}</span>
<a href="mailto:${contact.email}">${isolate(contact.email)}</a>
<a href="tel:${contact.phone}">${isolate(contact.phone)}</a>
${whatsapp ? html`<a href="${whatsapp}" rel="noopener">WhatsApp ${isolate(contact.whatsapp ?? '')}</a>` : ''}
${contact.office_address ? html`<span dir="auto">${contact.office_address}</span>` : ''}
</address>`;
}

/** The site's page: brand, language and currency choices, the operator's offers at public prices with the booking form, contact. */
async function sitePage(req: PublicRequest, served: Served): Promise<PublicAnswer> {
  const { settings, partition, site } = served;
  const { lang, currency } = await lookOf(req, served, req.query);
  const said = words(lang);
  const query = (next: { lang: string; currency: string }): string => `${served.home}?lang=${next.lang}&currency=${next.currency}`;
  const languages = offeredOf(settings.languages.enabled).map((code) => ({ text: ownName(code), href: query({ lang: code, currency: currency.code }), current: code === lang, lang: code }));
  const currencies = settings.currencies.offered.map((code) => ({ text: code, href: query({ lang, currency: code }), current: code === currency.code }));
  const form = { action: `${served.home === '/' ? '' : served.home}/book`, hidden: { lang, currency: currency.code }, currency, today: uaeToday(partition.clock), lang };
  const offers = publicOffers();
  // The partner's tagline is in whichever language the partner wrote it: its direction is its own.
  const body = html`${settings.brand.tagline ? html`<p class="tagline" dir="auto">${settings.brand.tagline}</p>` : ''}
${languages.length > 1 ? switcher(said.language, languages, 'data-languages') : ''}
${currencies.length > 1 ? switcher(said.prices_in, currencies, 'data-currencies') : ''}
<p class="charged">${said.charged}</p>
<h2>${said.tours_heading}</h2>
${offerList({ ...form, offers: offers.filter((offer) => offer.kind === 'tour') })}
<h2>${said.transfers_heading}</h2>
${offerList({ ...form, offers: offers.filter((offer) => offer.kind === 'transfer') })}
${contactBlock(settings, said)}`;
  await recordHit(partition, { token: served.via, kind: 'view', subjectType: 'site', subjectId: site.id, visitor: req.visitor });
  return { status: 200, html: page({ title: settings.brand.name, brand: brandOf(settings), test: partition.sandbox, lang, nonce: req.nonce, body, styles: SITE_STYLES }) };
}

/** A visitor's booking request from the site: a referral credited to the site, in the site's partition. */
async function bookOnSite(req: PublicRequest, served: Served): Promise<PublicAnswer> {
  const { lang, currency } = await lookOf(req, served, req.body);
  return submitBookingRequest(req, served.partition, { type: 'site', id: served.site.id }, { brand: brandOf(served.settings), lang, currency });
}

export const siteRoutes: readonly PublicRoute[] = (['live', 'test'] as const).flatMap((mode): PublicRoute[] => {
  const base = sitePath(mode, ':subdomain');
  return [
    {
      method: 'GET',
      path: base,
      async handle(req) {
        const served = await siteAtPath(req, mode);
        return served ? sitePage(req, served) : notPublished(req, rulesOf(mode).sandbox);
      },
    },
    {
      method: 'POST',
      path: `${base}/book`,
      limit: 'site_booking',
      async handle(req) {
        const served = await siteAtPath(req, mode);
        return served ? bookOnSite(req, served) : notPublished(req, rulesOf(mode).sandbox);
      },
    },
  ];
});

// A partner's own domain, once active, is the site: its page at `/`, its form's target at `/book`.
export const siteHost: HostHandler = {
  formLimit: 'site_booking',
  async serve(req, method, path) {
    const served = await siteAtHost(req);
    if (served === 'none') return null;
    return async () => {
      if (served === 'unpublished') return notPublished(req, false);
      if (method === 'GET' && path === '/') return sitePage(req, served);
      if (method === 'POST' && path === '/book') return bookOnSite(req, served);
      return { status: 404, html: messagePage({ title: 'Page not found', message: 'This page does not exist. The site’s home page lists every tour and transfer.', nonce: req.nonce, test: served.partition.sandbox, brand: brandOf(served.settings) }) };
    };
  },
};

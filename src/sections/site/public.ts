import type { Db } from '../../platform/db';
import type { Clock } from '../../platform/clock';
import type { KeyMode } from '../../apiKeys/format';
import { uaeToday } from '../../platform/uaeTime';
import { Partition, rulesOf, servedFirst } from '../../engine/partition';
import { recordHit } from '../../engine/publicLinks';
import type { HostHandler, PublicAnswer, PublicRequest, PublicRoute } from '../../engine/publicRoutes';
import { html, type SafeHtml } from '../../platform/html';
import { messagePage, page, type PageBrand } from '../../public/layout';
import { publicOffers } from '../../public/offers';
import { offerList, submitBookingRequest, type DisplayCurrency } from '../../public/bookingForm';
import { findFxRates } from '../../engine/fxRates';
import { publishedSettingsOf, sitePath, type SiteRow, type SiteSettings } from './service';

type Language = SiteSettings['languages']['default'];

/** What the site's own words are in each of its languages; the offers and the form are the operator's, in English. */
interface Words {
  name: string;
  tours: string;
  transfers: string;
  contact: string;
  language: string;
  prices: string;
  charged: string;
}

const WORDS: Readonly<Record<Language, Words>> = {
  en: { name: 'English', tours: 'Tours and activities', transfers: 'Airport transfers', contact: 'Contact us', language: 'Language', prices: 'Prices in', charged: 'You pay in AED when the booking is confirmed; other currencies are shown at today’s rate.' },
  ar: { name: 'العربية', tours: 'الجولات والأنشطة', transfers: 'النقل من المطار', contact: 'اتصل بنا', language: 'اللغة', prices: 'الأسعار بعملة', charged: 'يتم الدفع بالدرهم الإماراتي عند تأكيد الحجز؛ تُعرض العملات الأخرى بسعر اليوم.' },
  ru: { name: 'Русский', tours: 'Экскурсии и развлечения', transfers: 'Трансферы из аэропорта', contact: 'Контакты', language: 'Язык', prices: 'Цены в', charged: 'Оплата в дирхамах ОАЭ после подтверждения; другие валюты показаны по курсу дня.' },
  de: { name: 'Deutsch', tours: 'Touren und Aktivitäten', transfers: 'Flughafentransfers', contact: 'Kontakt', language: 'Sprache', prices: 'Preise in', charged: 'Sie zahlen in AED, sobald die Buchung bestätigt ist; andere Währungen zum heutigen Kurs.' },
  fr: { name: 'Français', tours: 'Excursions et activités', transfers: 'Transferts aéroport', contact: 'Nous contacter', language: 'Langue', prices: 'Prix en', charged: 'Vous payez en AED à la confirmation ; les autres devises sont indiquées au cours du jour.' },
  it: { name: 'Italiano', tours: 'Tour e attività', transfers: 'Transfer aeroportuali', contact: 'Contatti', language: 'Lingua', prices: 'Prezzi in', charged: 'Si paga in AED alla conferma; le altre valute sono indicate al cambio del giorno.' },
  es: { name: 'Español', tours: 'Tours y actividades', transfers: 'Traslados al aeropuerto', contact: 'Contacto', language: 'Idioma', prices: 'Precios en', charged: 'Se paga en AED al confirmar la reserva; las demás monedas se muestran al cambio del día.' },
  zh: { name: '中文', tours: '旅游与活动', transfers: '机场接送', contact: '联系我们', language: '语言', prices: '价格币种', charged: '预订确认后以阿联酋迪拉姆（AED）付款；其他币种按当日汇率显示。' },
  hi: { name: 'हिन्दी', tours: 'टूर और गतिविधियाँ', transfers: 'हवाई अड्डा ट्रांसफ़र', contact: 'संपर्क करें', language: 'भाषा', prices: 'कीमतें', charged: 'बुकिंग की पुष्टि होने पर भुगतान AED में होता है; अन्य मुद्राएँ आज की दर पर दिखाई गई हैं।' },
  ur: { name: 'اردو', tours: 'ٹورز اور سرگرمیاں', transfers: 'ایئرپورٹ ٹرانسفر', contact: 'رابطہ کریں', language: 'زبان', prices: 'قیمتیں', charged: 'بکنگ کی تصدیق پر ادائیگی AED میں ہوتی ہے؛ دیگر کرنسیاں آج کے ریٹ پر دکھائی گئی ہیں۔' },
  fa: { name: 'فارسی', tours: 'تورها و فعالیت‌ها', transfers: 'ترانسفر فرودگاهی', contact: 'تماس با ما', language: 'زبان', prices: 'قیمت‌ها به', charged: 'پرداخت پس از تأیید رزرو به درهم امارات است؛ سایر ارزها به نرخ امروز نمایش داده می‌شوند.' },
  tr: { name: 'Türkçe', tours: 'Turlar ve aktiviteler', transfers: 'Havalimanı transferleri', contact: 'İletişim', language: 'Dil', prices: 'Fiyatlar', charged: 'Ödeme rezervasyon onaylandığında AED ile alınır; diğer para birimleri günün kuruyla gösterilir.' },
};

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

function servedSite(db: Db, clock: Clock, site: SiteRow, home: string, via: string): Served | null {
  const settings = publishedSettingsOf(site);
  if (!settings) return null;
  return { site, settings, partition: Partition.forVisitor(db, clock, site, 'site'), home, via };
}

/** The published site at `/sites/<subdomain>` (live) or `/sites/test/<subdomain>` (test). */
async function siteAtPath(req: PublicRequest, mode: KeyMode): Promise<Served | null> {
  const subdomain = req.params.subdomain ?? '';
  if (!/^[a-z0-9-]{3,40}$/.test(subdomain)) return null;
  const site = (await req.services.db('sites').where({ mode, published_subdomain: subdomain }).first()) as SiteRow | undefined;
  const path = sitePath(mode, subdomain);
  return site ? servedSite(req.services.db, req.services.clock, site, path, path) : null;
}

/** The site whose own domain is the Host asked for, once active: a live site's before a test site's. */
async function siteAtHost(req: PublicRequest): Promise<Served | 'none' | 'unpublished'> {
  const { db, clock } = req.services;
  const domains = (await db('site_domains').where({ held_hostname: req.host, status: 'active' }).select('account_id', 'mode', 'site_id', 'id')) as Array<{ account_id: string; mode: KeyMode; site_id: string; id: string }>;
  const domain = servedFirst(domains);
  if (!domain) return 'none';
  const site = (await db('sites').where({ account_id: domain.account_id, mode: domain.mode, id: domain.site_id }).first()) as SiteRow | undefined;
  return (site && servedSite(db, clock, site, '/', domain.id)) ?? 'unpublished';
}

const notPublished = (req: PublicRequest, test: boolean): PublicAnswer => ({
  status: 404,
  html: messagePage({ title: 'This site is not published', message: 'There is no published site at this address. If you were given this link, ask whoever gave it to you for the current one.', nonce: req.nonce, test }),
});

const brandOf = (settings: SiteSettings): PageBrand => ({ name: settings.brand.name, primaryColour: settings.brand.accent_hex, accentColour: settings.brand.accent_hex, logoUrl: settings.brand.logo_url });

/** The language and display currency a visitor chose (query or form), among those the site offers. */
async function lookOf(req: PublicRequest, served: Served, chosen: Readonly<Record<string, unknown>>): Promise<{ lang: Language; currency: DisplayCurrency }> {
  const { settings } = served;
  const lang = settings.languages.enabled.find((code) => code === chosen.lang) ?? settings.languages.default;
  const code = settings.currencies.offered.find((offered) => offered === chosen.currency) ?? settings.currencies.default;
  if (code === 'AED') return { lang, currency: { code, perAed: 1 } };
  const rate = (await findFxRates(req.services.db, [code])).get(code);
  // A rate the operator removed since the site was approved: prices show in AED alone.
  return { lang, currency: rate ? { code, perAed: 1 / rate.aedPerUnit } : { code: 'AED', perAed: 1 } };
}

function switcher(label: string, items: ReadonlyArray<{ text: string; href: string; current: boolean; lang?: string }>, attribute: string): SafeHtml {
  return html`<nav class="switch" aria-label="${label}" ${attribute}>${label}: ${items.map(
    (item) => html`<a href="${item.href}"${item.lang ? html` lang="${item.lang}" hreflang="${item.lang}"` : ''}${item.current ? html` aria-current="true"` : ''}>${item.text}</a>`,
  )}</nav>`;
}

function contactBlock(settings: SiteSettings, words: Words): SafeHtml {
  const { contact } = settings;
  const whatsapp = contact.whatsapp ? `https://wa.me/${contact.whatsapp.replace(/[^0-9]/g, '')}` : null;
  return html`<h2>${words.contact}</h2>
<address data-contact>
<span>${settings.brand.name}</span>
<a href="mailto:${contact.email}">${contact.email}</a>
<a href="tel:${contact.phone}">${contact.phone}</a>
${whatsapp ? html`<a href="${whatsapp}" rel="noopener">WhatsApp ${contact.whatsapp}</a>` : ''}
${contact.office_address ? html`<span>${contact.office_address}</span>` : ''}
</address>`;
}

/** The site's page: brand, language and currency choices, the operator's offers at public prices with the booking form, contact. */
async function sitePage(req: PublicRequest, served: Served): Promise<PublicAnswer> {
  const { settings, partition, site } = served;
  const { lang, currency } = await lookOf(req, served, req.query);
  const words = WORDS[lang];
  const query = (next: { lang: string; currency: string }): string => `${served.home}?lang=${next.lang}&currency=${next.currency}`;
  const languages = settings.languages.enabled.map((code) => ({ text: WORDS[code].name, href: query({ lang: code, currency: currency.code }), current: code === lang, lang: code }));
  const currencies = settings.currencies.offered.map((code) => ({ text: code, href: query({ lang, currency: code }), current: code === currency.code }));
  const form = { action: `${served.home === '/' ? '' : served.home}/book`, hidden: { lang, currency: currency.code }, currency, today: uaeToday(partition.clock) };
  const offers = publicOffers();
  const body = html`${settings.brand.tagline ? html`<p class="tagline">${settings.brand.tagline}</p>` : ''}
${languages.length > 1 ? switcher(words.language, languages, 'data-languages') : ''}
${currencies.length > 1 ? switcher(words.prices, currencies, 'data-currencies') : ''}
<p class="charged">${words.charged}</p>
<h2>${words.tours}</h2>
${offerList({ ...form, offers: offers.filter((offer) => offer.kind === 'tour') })}
<h2>${words.transfers}</h2>
${offerList({ ...form, offers: offers.filter((offer) => offer.kind === 'transfer') })}
${contactBlock(settings, words)}`;
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
      async handle(req) {
        const served = await siteAtPath(req, mode);
        return served ? bookOnSite(req, served) : notPublished(req, rulesOf(mode).sandbox);
      },
    },
  ];
});

// A partner's own domain, once active, is the site: its page at `/`, its form's target at `/book`.
export const siteHost: HostHandler = async (req, method, path) => {
  const served = await siteAtHost(req);
  if (served === 'none') return null;
  return async () => {
    if (served === 'unpublished') return notPublished(req, false);
    if (method === 'GET' && path === '/') return sitePage(req, served);
    if (method === 'POST' && path === '/book') return bookOnSite(req, served);
    return { status: 404, html: messagePage({ title: 'Page not found', message: 'This page does not exist. The site’s home page lists every tour and transfer.', nonce: req.nonce, test: served.partition.sandbox, brand: brandOf(served.settings) }) };
  };
};

import type { Partition } from '../../engine/partition';
import { renderHtml, renderPdf, type DocumentModel, type RenderedDocument } from '../../engine/documents/documents';
import { qrPng, qrSvg } from '../../engine/documents/qr';
import { findGuideProperty, type GuideProperty } from './properties';
import type { GuideEnv } from './links';
import { scanUrl } from './links';
import { printedBrandOf } from '../../engine/partitionSettings';

const DEFAULT_QR_SIZE = 512;
const CARD_WELCOME_CHARS = 90;
/** The QR code's side on the PDF card, quiet zone included: about 7 cm. */
const PDF_QR_POINTS = 200;

const SERVICE_LABELS: Readonly<Record<GuideProperty['featured_services'][number], string>> = {
  airport_transfer: 'Airport transfers',
  desert_safari: 'Desert safari',
  dhow_cruise: 'Dhow cruise',
  city_tour: 'City tour',
  abu_dhabi_day_trip: 'Abu Dhabi day trip',
  theme_parks: 'Theme parks',
  chauffeur_by_the_hour: 'Chauffeur by the hour',
};

/** The QR code of the current guest link, marked as a scan so the guide page counts it as one. */
export async function guideQrCode(partition: Partition, id: string, format: 'png' | 'svg', size: number | undefined, env: GuideEnv): Promise<RenderedDocument> {
  const url = scanUrl((await findGuideProperty(partition, id, env)).guest_link.url);
  if (format === 'svg') {
    return { contentType: 'image/svg+xml', body: await qrSvg(url), filename: `guide-qr-${id}.svg` };
  }
  return { contentType: 'image/png', body: await qrPng(url, size ?? DEFAULT_QR_SIZE), filename: `guide-qr-${id}.png` };
}

const shorten = (text: string, most: number): string => (text.length <= most ? text : `${text.slice(0, most - 3).trimEnd()}...`);

/** What the card says; the Wi-Fi password is left out on purpose (it needs guides_wifi:read). */
function cardModel(property: GuideProperty, brandName: string): DocumentModel {
  const welcome = property.guide.welcome_message;
  return {
    title: `Welcome to ${property.name}`,
    subtitle: 'Your stay guide: scan the code or open the link',
    sandbox: property.sandbox,
    brandName,
    sections: [
      { heading: 'Your guide', rows: [...(welcome ? [['Welcome', shorten(welcome, CARD_WELCOME_CHARS)] as [string, string]] : []), ['Link', property.guest_link.url]] },
      {
        heading: 'Your stay',
        rows: [
          ['Check-in', `from ${property.check_in_time}`],
          ['Check-out', `by ${property.check_out_time}`],
          ['Wi-Fi', property.wifi_configured ? 'network and password are in your guide' : 'ask your host'],
        ],
      },
      {
        heading: 'Your host',
        rows: [['Name', property.host.name], ['Phone', property.host.phone], ...(property.guide.emergency_phone ? [['Emergency', property.guide.emergency_phone] as [string, string]] : [])],
      },
      { heading: 'Book in your guide', rows: [['Services', property.featured_services.map((service) => SERVICE_LABELS[service]).join(', ')]] },
    ],
    footer: 'Transfers and tours booked in the guide are run by licensed operators at the public price. Emergency: 999.',
  };
}

/** The printable card with the guest link's QR code: under the text in HTML, at the foot of the page in PDF. */
export async function guideCard(partition: Partition, id: string, format: 'html' | 'pdf', env: GuideEnv): Promise<RenderedDocument> {
  const property = await findGuideProperty(partition, id, env);
  const account = (await partition.db('accounts').where({ id: partition.accountId }).first('name')) as { name: string } | undefined;
  // The partner's white label when it has one, as on its vouchers and the guide page.
  const model = cardModel(property, (await printedBrandOf(partition, account?.name ?? '')).name);
  const url = scanUrl(property.guest_link.url);
  if (format === 'html') {
    const svg = await qrSvg(url, 220);
    const html = renderHtml(model).replace('<footer>', `<section class="qr"><h2>Scan to open your guide</h2>${svg}</section><footer>`);
    return { contentType: 'text/html; charset=utf-8', body: html, filename: `guide-card-${id}.html` };
  }
  // Vector modules: sharp at any print size, and cheaper than embedding a PNG.
  const pdf = await renderPdf(model, { text: url, x: 50, y: 70, side: PDF_QR_POINTS });
  return { contentType: 'application/pdf', body: pdf, filename: `guide-card-${id}.pdf` };
}

import { createHmac, type KeyObject } from 'node:crypto';
import QRCode from 'qrcode';
import type { components } from '../generated/openapi-types';
import { CROCKFORD } from '../ids';

type TrackingLinkRequest = components['schemas']['TrackingLinkRequest'];
type TrackingLinkResult = components['schemas']['TrackingLinkResult'];

/** 12 Crockford base32 characters (60 bits) of an HMAC: the same input always gives the same code. */
function linkCode(key: KeyObject, request: TrackingLinkRequest): string {
  const digest = createHmac('sha256', key)
    .update(['tracking-link', 'v1', request.partner_code, request.tier, request.property_id, request.destination.toLowerCase()].join('\n'))
    .digest();
  let code = '';
  for (let i = 0; i < 12; i++) code += CROCKFORD[(digest[i] as number) % 32];
  return `TL-${code}`;
}

const TIER_LABEL: Record<TrackingLinkRequest['tier'], string> = {
  Tier_1_Holiday_Homes: 'holiday-home',
  Tier_2_Affiliates: 'affiliate',
};

type QrCodes = TrackingLinkResult['qr'];

// Links are deterministic and partners print the same one again and again; rendering a QR code
// costs milliseconds, so the most recent ones are kept (insertion-ordered Map as an LRU).
const QR_CACHE_SIZE = 500;
const qrCache = new Map<string, Promise<QrCodes>>();

function qrCodes(url: string): Promise<QrCodes> {
  const cached = qrCache.get(url);
  if (cached) {
    qrCache.delete(url);
    qrCache.set(url, cached);
    return cached;
  }
  const rendered = Promise.all([
    QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    QRCode.toDataURL(url, { type: 'image/png', errorCorrectionLevel: 'M', margin: 2, width: 256 }),
  ]).then(([svg, png]) => ({ svg, png_data_url: png }));
  rendered.catch(() => qrCache.delete(url));
  qrCache.set(url, rendered);
  if (qrCache.size > QR_CACHE_SIZE) qrCache.delete(qrCache.keys().next().value as string);
  return rendered;
}

export async function trackingLink(key: KeyObject, request: TrackingLinkRequest): Promise<TrackingLinkResult> {
  const code = linkCode(key, request);
  const query = new URLSearchParams({
    ref: code,
    partner: request.partner_code,
    property: request.property_id,
    utm_source: request.partner_code,
    utm_medium: 'qr',
    utm_campaign: request.property_id,
  });
  const url = `https://${request.destination.toLowerCase()}/?${query.toString()}`;
  return {
    action: 'tracking_link',
    partner_code: request.partner_code,
    tier: request.tier,
    property_id: request.property_id,
    link_code: code,
    url,
    qr: await qrCodes(url),
    credited_to: `Bookings made through this link are credited today to ${TIER_LABEL[request.tier]} partner ${request.partner_code} (property ${request.property_id}) by the trade desk, and appear on the partner's monthly statement.`,
  };
}

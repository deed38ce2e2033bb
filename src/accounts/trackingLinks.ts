import { createHmac, type KeyObject } from 'node:crypto';
import type { components } from '../generated/openapi-types';
import { CROCKFORD } from '../platform/ids';
import { qrPng, qrSvg } from '../engine/documents/qr';

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

// Links are deterministic and partners print the same one again and again: both images come from
// the document cache (src/engine/documents/qr.ts).
async function qrCodes(url: string): Promise<QrCodes> {
  const [svg, png] = await Promise.all([qrSvg(url), qrPng(url, 256)]);
  return { svg, png_data_url: `data:image/png;base64,${png.toString('base64')}` };
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

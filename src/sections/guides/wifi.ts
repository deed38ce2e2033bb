import type { KeyObject } from 'node:crypto';
import type { components } from '../../generated/openapi-types';
import { errors } from '../../errors';
import { seal, unseal } from '../../platform/sealed';
import type { Partition } from '../../engine/partition';
import { readGuideRow, recordWifiChange, type GuideRow } from './properties';
import type { GuideEnv } from './links';
import { stampView } from '../../engine/serializer';

type GuideWifi = components['schemas']['GuideWifi'];
type GuideWifiRequest = components['schemas']['GuideWifiRequest'];

/** What is sealed: the details as set, defaults filled in. */
export interface WifiDetails {
  network_name: string;
  security: GuideWifiRequest['security'];
  password: string | null;
  hidden: boolean;
  show_in_guide: boolean;
}

/** `\`, `;`, `,`, `:` and `"` are escaped in the fields of a WIFI: string. */
const escapeField = (text: string): string => text.replace(/([\\;,:"])/g, '\\$1');

/** The string phone cameras join a network from (the de-facto `WIFI:` QR format). */
export function joinString(wifi: WifiDetails): string {
  const type = wifi.security === 'open' ? 'nopass' : wifi.security === 'wpa3' ? 'SAE' : 'WPA';
  const password = wifi.password === null ? '' : `P:${escapeField(wifi.password)};`;
  return `WIFI:T:${type};S:${escapeField(wifi.network_name)};${password}${wifi.hidden ? 'H:true;' : ''};`;
}

/**
 * The sealed value is bound to its partition and property: a ciphertext copied into another
 * row, account or mode does not open there.
 */
const contextOf = (partition: Partition, propertyId: string): string => `guide_wifi:${partition.accountId}:${partition.mode}:${propertyId}`;

export const sealWifi = (key: KeyObject, partition: Partition, propertyId: string, wifi: WifiDetails): string => seal(key, JSON.stringify(wifi), contextOf(partition, propertyId));

/** The property's Wi-Fi details in clear, or null when none are set. */
export function openWifi(key: KeyObject, partition: Partition, row: Pick<GuideRow, 'id' | 'wifi_sealed'>): WifiDetails | null {
  if (row.wifi_sealed === null) return null;
  return JSON.parse(unseal(key, row.wifi_sealed, contextOf(partition, row.id))) as WifiDetails;
}

function wifiOf(partition: Partition, propertyId: string, wifi: WifiDetails | null, updatedAt: string | null): GuideWifi {
  if (wifi === null) {
    return stampView(partition, 'guide_wifi', { property_id: propertyId, configured: false, network_name: null, security: null, password: null, hidden: false, show_in_guide: true, join_string: null, updated_at: null });
  }
  return stampView(partition, 'guide_wifi', { property_id: propertyId, configured: true, ...wifi, join_string: joinString(wifi), updated_at: updatedAt });
}

export interface WifiEnv extends GuideEnv {
  /** The service's data key (`services.keys.dataEncryption`). */
  dataKey: KeyObject;
}

export async function getGuideWifi(partition: Partition, id: string, env: WifiEnv): Promise<GuideWifi> {
  const row = await readGuideRow(partition, id);
  return wifiOf(partition, id, openWifi(env.dataKey, partition, row), row.wifi_updated_at);
}

export async function setGuideWifi(partition: Partition, id: string, request: GuideWifiRequest, env: WifiEnv): Promise<GuideWifi> {
  if (request.security === 'open' && request.password !== undefined) throw errors.invalidField('password', 'must not be given for an open network');
  if (request.security !== 'open' && request.password === undefined) throw errors.invalidField('password', `is required for a ${request.security} network`);
  const wifi: WifiDetails = {
    network_name: request.network_name,
    security: request.security,
    password: request.password ?? null,
    hidden: request.hidden ?? false,
    show_in_guide: request.show_in_guide ?? true,
  };
  return partition.transaction(async (p) => {
    await readGuideRow(p, id);
    const now = p.now();
    await p.table('guide_properties').where({ id }).update({ wifi_sealed: sealWifi(env.dataKey, p, id, wifi), wifi_updated_at: now, updated_at: now });
    await recordWifiChange(p, id, env);
    return wifiOf(p, id, wifi, now);
  });
}

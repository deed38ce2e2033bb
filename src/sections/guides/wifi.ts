import type { components } from '../../generated/openapi-types';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { errors } from '../../errors';
import { TestData } from '../../engine/testData';
import { findGuideProperty, testProperty, type GuideEnv, type GuideProperty } from './properties';

type GuideWifi = components['schemas']['GuideWifi'];
type GuideWifiRequest = components['schemas']['GuideWifiRequest'];

const WORDS = ['desert', 'falcon', 'palm', 'marina', 'dhow', 'oasis', 'pearl', 'dune', 'souk', 'creek', 'sunset', 'coral'];

/** `\`, `;`, `,`, `:` and `"` are escaped in the fields of a WIFI: string. */
const escapeField = (text: string): string => text.replace(/([\\;,:"])/g, '\\$1');

/** The string phone cameras join a network from (the de-facto `WIFI:` QR format). */
export function joinString(wifi: GuideWifiRequest): string {
  const type = wifi.security === 'open' ? 'nopass' : wifi.security === 'wpa3' ? 'SAE' : 'WPA';
  const password = wifi.password === undefined ? '' : `P:${escapeField(wifi.password)};`;
  return `WIFI:T:${type};S:${escapeField(wifi.network_name)};${password}${wifi.hidden ? 'H:true;' : ''};`;
}

function wifiFrom(property: GuideProperty, wifi: GuideWifiRequest, updatedAt: string): GuideWifi {
  return {
    object: 'guide_wifi',
    sandbox: property.sandbox,
    property_id: property.id,
    configured: true,
    network_name: wifi.network_name,
    security: wifi.security,
    password: wifi.password ?? null,
    hidden: wifi.hidden ?? false,
    show_in_guide: wifi.show_in_guide ?? true,
    join_string: joinString(wifi),
    updated_at: updatedAt,
  };
}

/** The deterministic Wi-Fi of a test property: named after its building and unit. */
function testWifi(property: GuideProperty): GuideWifi {
  if (!property.wifi_configured) {
    return { object: 'guide_wifi', sandbox: true, property_id: property.id, configured: false, network_name: null, security: null, password: null, hidden: false, show_in_guide: true, join_string: null, updated_at: null };
  }
  const data = new TestData(`${property.id}|wifi`);
  const ssid = `${property.address.building.replace(/[^A-Za-z0-9]/g, '')}-${(property.address.unit ?? '').replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 32);
  return wifiFrom(
    property,
    {
      network_name: ssid,
      security: data.pick(['wpa2', 'wpa2', 'wpa2', 'wpa2_wpa3', 'wpa3'] as const),
      password: `${data.pick(WORDS)}-${data.pick(WORDS)}-${data.int(1000, 9999)}`,
      hidden: data.chance(0.1),
      show_in_guide: data.chance(0.9),
    },
    property.updated_at,
  );
}

export function getGuideWifi(principal: ApiPrincipal, id: string, env: GuideEnv): GuideWifi {
  return testWifi(findGuideProperty(principal, id, env));
}

export function setGuideWifi(principal: ApiPrincipal, id: string, wifi: GuideWifiRequest, env: GuideEnv): GuideWifi {
  if (wifi.security === 'open' && wifi.password !== undefined) throw errors.invalidField('password', 'must not be given for an open network');
  if (wifi.security !== 'open' && wifi.password === undefined) throw errors.invalidField('password', `is required for a ${wifi.security} network`);
  if (principal.mode === 'live') throw errors.liveNotOpen('welcome guides', 'changed');
  return wifiFrom(testProperty(id, env), wifi, env.clock.now().toISOString());
}

import type { components } from '../../generated/openapi-types';
import type { TestData } from '../../engine/testData';
import type { SeedContext } from '../../engine/partitions';
import type { Partition } from '../../engine/partition';
import { advanceBooking, cancelBooking } from '../../engine/bookings';
import { createReferral, type ReferralRequest } from '../../engine/referrals';
import { offerPriceFils } from '../../public/offers';
import { newId } from '../../platform/ids';
import { addDays, uaeInstant, uaeToday } from '../../platform/uaeTime';
import { EMIRATE_OF, createGuideProperty, changeGuidePropertyStatus, replaceGuideLink, maxGuestsFor, type GuideProperty, type GuidePropertyRequest } from './properties';
import { setGuideWifi } from './wifi';
import { featuredOffers } from './offers';
// The guide's split of what its guests book.

type Zone = components['schemas']['TransportZone'];
type PropertyType = components['schemas']['GuidePropertyType'];
type Language = components['schemas']['GuideLanguage'];
type Service = components['schemas']['GuideService'];
type WifiRequest = components['schemas']['GuideWifiRequest'];

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Seeded links show their traffic of the last weeks; older history would only slow the seed. */
const HISTORY_DAYS = 35;

interface Building {
  area: Zone;
  name: string;
  type: PropertyType;
  street: string | null;
}

/**
 * The properties of a fresh test partition, oldest first: in Dubai and beyond, of every kind;
 * most with Wi-Fi (one open, one kept out of the guide), one paused, one whose link was replaced.
 */
const PLAN: ReadonlyArray<{ building: Building; daysAgo: number; wifi: 'wpa' | 'open' | 'private' | null; paused?: boolean; replaced?: boolean; views: number }> = [
  { building: { area: 'DUBAI_MARINA', name: 'Marina Gate 2', type: 'apartment', street: 'Marina Walk' }, daysAgo: 420, wifi: 'wpa', replaced: true, views: 6 },
  { building: { area: 'PALM_JUMEIRAH', name: 'Frond K Signature Villas', type: 'villa', street: 'Frond K' }, daysAgo: 310, wifi: 'wpa', views: 4 },
  { building: { area: 'DOWNTOWN_DUBAI', name: 'Boulevard Point', type: 'studio', street: 'Sheikh Mohammed bin Rashid Boulevard' }, daysAgo: 240, wifi: 'private', views: 5 },
  { building: { area: 'RAS_AL_KHAIMAH', name: 'Al Hamra Village', type: 'townhouse', street: null }, daysAgo: 180, wifi: 'open', views: 2 },
  { building: { area: 'JUMEIRAH_BEACH_RESIDENCE', name: 'Rimal 3', type: 'hotel_apartment', street: 'The Walk' }, daysAgo: 120, wifi: 'wpa', paused: true, views: 1 },
  { building: { area: 'YAS_ISLAND', name: 'Ansam 2', type: 'apartment', street: 'Yas Drive' }, daysAgo: 75, wifi: null, views: 2 },
  { building: { area: 'BUSINESS_BAY', name: 'Executive Towers', type: 'studio', street: 'Marasi Drive' }, daysAgo: 30, wifi: 'wpa', views: 3 },
  { building: { area: 'SAADIYAT_ISLAND', name: 'Mamsha Al Saadiyat', type: 'penthouse', street: 'Saadiyat Cultural District' }, daysAgo: 9, wifi: null, views: 2 },
];

const BEDROOMS: Readonly<Record<PropertyType, [number, number]>> = {
  studio: [0, 0],
  apartment: [1, 3],
  hotel_apartment: [1, 2],
  penthouse: [3, 5],
  townhouse: [3, 4],
  villa: [4, 6],
};

const EXTRA_LANGUAGES: ReadonlyArray<[Language, number]> = [['ar', 0.7], ['ru', 0.3], ['de', 0.2], ['zh', 0.15], ['fr', 0.15], ['hi', 0.1]];
const EXTRA_SERVICES: ReadonlyArray<[Service, number]> = [['desert_safari', 0.8], ['dhow_cruise', 0.5], ['city_tour', 0.4], ['abu_dhabi_day_trip', 0.3], ['theme_parks', 0.3], ['chauffeur_by_the_hour', 0.2]];
const CHANNELS = ['AIRBNB', 'BOOKING', 'GUESTY', 'HOSTAWAY'];
const WORDS = ['desert', 'falcon', 'palm', 'marina', 'dhow', 'oasis', 'pearl', 'dune', 'souk', 'creek', 'sunset', 'coral'];

/** The property as its host would describe it. */
export function seedRequest(building: Building, data: TestData): GuidePropertyRequest {
  const [fewest, most] = BEDROOMS[building.type];
  const bedrooms = data.int(fewest, most);
  const isHouse = building.type === 'villa' || building.type === 'townhouse';
  const unit = isHouse ? `Villa ${data.int(1, 240)}` : `${data.int(2, 60)}${String(data.int(1, 20)).padStart(2, '0')}`;
  const host = data.person();
  const hostEmail = `${host.first_name}.${host.last_name}`.toLowerCase().replace(/[^a-z.]/g, '');
  const emirate = EMIRATE_OF[building.area];
  return {
    name: isHouse ? `${building.name} ${unit.toLowerCase()}` : `${building.name}, ${building.type === 'studio' ? 'studio' : 'apartment'} ${unit}`,
    ...(data.chance(0.6) ? { reference: `${data.pick(CHANNELS)}-${data.int(10_000_000, 99_999_999)}` } : {}),
    type: building.type,
    bedrooms,
    max_guests: data.int(Math.min(2, maxGuestsFor(bedrooms)), maxGuestsFor(bedrooms)),
    address: {
      building: building.name,
      unit,
      area: building.area,
      ...(building.street ? { street: building.street } : {}),
      ...(emirate === 'DUBAI' && data.chance(0.7) ? { makani_number: String(data.int(1_000_000_000, 9_999_999_999)) } : {}),
    },
    ...(emirate === 'DUBAI' ? { dtcm_permit: `${building.area.slice(0, 3)}-${building.name.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase()}-${data.int(10_000, 99_999)}` } : {}),
    check_in_time: data.pick(['14:00', '15:00', '16:00']),
    check_out_time: data.pick(['10:00', '11:00', '12:00']),
    host: { name: `${host.first_name} ${host.last_name}`, phone: `+9715${data.int(10_000_000, 89_999_999)}`, ...(data.chance(0.5) ? { email: `${hostEmail}@stays.example` } : {}) },
    languages: ['en', ...EXTRA_LANGUAGES.filter(([, p]) => data.chance(p)).map(([language]) => language)],
    featured_services: ['airport_transfer', ...EXTRA_SERVICES.filter(([, p]) => data.chance(p)).map(([service]) => service)],
    guide: {
      welcome_message: `Welcome to ${building.name}! Everything you need for your stay is in this guide.`,
      arrival_instructions: isHouse
        ? `The key is in the lock box by the front door of ${unit}; the code comes by message on the day of arrival.`
        : `Collect the key card from the concierge in the lobby of ${building.name} and show your passport or Emirates ID.`,
      parking: isHouse ? 'Two spaces in the driveway.' : `One covered space on B${data.int(1, 3)}, bay ${unit}.`,
      checkout_instructions: 'Leave the keys on the kitchen counter, switch off the air conditioning and close the balcony door.',
      house_rules: 'No parties or events. Quiet hours 22:00 to 08:00. No smoking indoors.',
      ...(data.chance(0.5) ? { emergency_phone: `+9714${data.int(2_000_000, 8_999_999)}` } : {}),
    },
  };
}

function wifiRequest(kind: 'wpa' | 'open' | 'private', building: Building, data: TestData): WifiRequest {
  const ssid = `${building.name.replace(/[^A-Za-z0-9]/g, '')}-Guest`.slice(0, 32);
  if (kind === 'open') return { network_name: ssid, security: 'open', hidden: false, show_in_guide: true };
  return {
    network_name: ssid,
    security: data.pick(['wpa2', 'wpa2', 'wpa2_wpa3', 'wpa3'] as const),
    password: `${data.pick(WORDS)}-${data.pick(WORDS)}-${data.int(1000, 9999)}`,
    hidden: false,
    show_in_guide: kind !== 'private',
  };
}

/**
 * A guest link's traffic over the last weeks: views on most days, some of them scans of the QR
 * code, at hours guests keep; only while the link was the property's and the guide online.
 */
function trafficOf(partition: Partition, link: { propertyId: string; token: string; since: number; until: number }, perDay: number, data: TestData): Array<Record<string, unknown>> {
  const rows: Array<Record<string, unknown>> = [];
  const now = partition.clock.now().getTime();
  for (let day = HISTORY_DAYS; day >= 0; day--) {
    const start = Math.floor((now - day * DAY_MS) / DAY_MS) * DAY_MS;
    const count = data.int(0, perDay);
    for (let i = 0; i < count; i++) {
      const at = start + data.int(4, 19) * HOUR_MS + data.int(0, 59) * 60_000;
      if (at < link.since || at >= link.until || at > now) continue;
      rows.push({
        id: newId('hit'),
        token: link.token,
        kind: data.chance(0.4) ? 'scan' : 'view',
        subject_type: 'guide_property',
        subject_id: link.propertyId,
        visitor: data.int(0, 2 ** 31).toString(16).padStart(16, '0'),
        created_at: new Date(at).toISOString(),
      });
    }
  }
  return rows;
}

type Outcome = 'waiting' | 'completed' | 'cancelled';
/** Bookings guests asked for through the guides, days ago and days ahead: served, waiting and one cancelled. */
const REFERRALS: ReadonlyArray<{ property: number; daysAgo: number; daysAhead: number; outcome: Outcome }> = [
  { property: 0, daysAgo: 26, daysAhead: -22, outcome: 'completed' },
  { property: 1, daysAgo: 19, daysAhead: -15, outcome: 'completed' },
  { property: 0, daysAgo: 11, daysAhead: -8, outcome: 'cancelled' },
  { property: 2, daysAgo: 6, daysAhead: -2, outcome: 'completed' },
  { property: 6, daysAgo: 3, daysAhead: 5, outcome: 'waiting' },
  { property: 1, daysAgo: 1, daysAhead: 9, outcome: 'waiting' },
];

/** What the guest of `property` asked for: one of the offers its guide features. */
function referralRequest(property: GuideProperty, serviceDate: string, data: TestData): ReferralRequest {
  const offer = data.pick(featuredOffers(property));
  const adults = data.int(1, Math.min(3, offer.maxGuests));
  const children = offer.maxGuests > adults && data.chance(0.3) ? 1 : 0;
  const guest = data.person();
  return {
    offer: { id: offer.id, name: offer.name, kind: offer.kind },
    serviceDate,
    adults,
    children,
    priceFils: offerPriceFils(offer, adults, children),
    contact: {
      name: `${guest.first_name} ${guest.last_name}`,
      email: `${guest.first_name}.${guest.last_name}`.toLowerCase().replace(/[^a-z.]/g, '') + '@guest.example',
      phone: `+44 7700 9${data.int(10_000, 99_999)}`,
    },
    note: data.chance(0.5) ? `Pickup from ${property.address.building}` : null,
  };
}

export async function seedGuides(partition: Partition, context: SeedContext): Promise<void> {
  const env = { baseUrl: context.urls?.publicBaseUrl ?? '' };
  const now = partition.clock.now().getTime();
  const hits: Array<Record<string, unknown>> = [];
  const properties: GuideProperty[] = [];
  for (const [index, plan] of PLAN.entries()) {
    const data = partition.testData(`guides:${index}`);
    const createdMs = now - plan.daysAgo * DAY_MS - data.int(1, 40) * 900_000;
    let property = await createGuideProperty(partition.at(new Date(createdMs)), seedRequest(plan.building, data), env);
    // Sealed with the service's key; a partition opened without it (a script) has no Wi-Fi seeded.
    if (plan.wifi !== null && context.dataKey !== null) {
      await setGuideWifi(partition.at(new Date(createdMs + HOUR_MS)), property.id, wifiRequest(plan.wifi, plan.building, data), { ...env, dataKey: context.dataKey });
    }
    let until = now + 1;
    if (plan.replaced) {
      const replacedMs = now - 12 * DAY_MS;
      hits.push(...trafficOf(partition, { propertyId: property.id, token: property.guest_link.code, since: createdMs, until: replacedMs }, plan.views, data));
      property = await replaceGuideLink(partition.at(new Date(replacedMs)), property.id, { grace_period_hours: 0, reason: 'guest_checked_out' }, env);
      hits.push(...trafficOf(partition, { propertyId: property.id, token: property.guest_link.code, since: replacedMs, until }, plan.views, data));
    } else {
      if (plan.paused) until = now - 4 * DAY_MS;
      hits.push(...trafficOf(partition, { propertyId: property.id, token: property.guest_link.code, since: createdMs, until }, plan.views, data));
    }
    if (plan.paused) property = await changeGuidePropertyStatus(partition.at(new Date(until)), property.id, { action: 'pause', reason: 'Refurbishment of the kitchen' }, env);
    properties.push(property);
  }
  for (let i = 0; i < hits.length; i += 100) await partition.insert('public_hits', hits.slice(i, i + 100));

  for (const [index, plan] of REFERRALS.entries()) {
    const property = properties[plan.property];
    if (!property) continue;
    const data = partition.testData(`guides:referral:${index}`);
    const askedAt = partition.at(new Date(now - plan.daysAgo * DAY_MS - data.int(8, 40) * 900_000));
    const serviceDate = addDays(uaeToday(partition.clock), plan.daysAhead);
    const booking = await createReferral(askedAt, { type: 'guide_property', id: property.id }, referralRequest(property, serviceDate, data));
    if (plan.outcome === 'waiting') continue;
    const desk = partition.at(new Date(now - plan.daysAgo * DAY_MS + 2 * HOUR_MS));
    if (plan.outcome === 'cancelled') {
      await cancelBooking(desk, 'referral', booking.id, () => 0);
      continue;
    }
    await advanceBooking(desk, booking.id, 'confirmed');
    await advanceBooking(partition.at(uaeInstant(serviceDate, '22:00')), booking.id, 'completed');
  }
}

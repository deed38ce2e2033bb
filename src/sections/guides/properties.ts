import type { components } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { errors, type ValidationIssue } from '../../errors';
import { CROCKFORD, newId, randomString } from '../../platform/ids';
import { TestData, isMissingTestId } from '../../engine/testData';
import { paginate } from '../../engine/pagination';

export type GuideProperty = components['schemas']['GuideProperty'];
type GuidePropertyList = components['schemas']['GuidePropertyList'];
type GuidePropertyRequest = components['schemas']['GuidePropertyRequest'];
type GuidePropertyUpdate = components['schemas']['GuidePropertyUpdate'];
type GuideStatusChange = components['schemas']['GuideStatusChange'];
type GuideLinkReplacement = components['schemas']['GuideLinkReplacement'];
type AddressInput = components['schemas']['GuideAddressInput'];
type HostInput = components['schemas']['GuideHostInput'];
type ContentInput = components['schemas']['GuideContentInput'];
type Zone = components['schemas']['TransportZone'];
type Emirate = components['schemas']['GuideEmirate'];
type PropertyType = components['schemas']['GuidePropertyType'];
type Language = components['schemas']['GuideLanguage'];
type Service = components['schemas']['GuideService'];

/** What the guide services need besides the key: the clock and the public address guests open. */
export interface GuideEnv {
  clock: Clock;
  baseUrl: string;
}

const WHAT = 'welcome-guide property';
const DAY_MS = 86_400_000;

const EMIRATE_OF: Readonly<Record<Zone, Emirate>> = {
  DOWNTOWN_DUBAI: 'DUBAI',
  BUSINESS_BAY: 'DUBAI',
  DEIRA: 'DUBAI',
  DUBAI_MARINA: 'DUBAI',
  JUMEIRAH_BEACH_RESIDENCE: 'DUBAI',
  PALM_JUMEIRAH: 'DUBAI',
  AL_BARSHA: 'DUBAI',
  ABU_DHABI_CITY: 'ABU_DHABI',
  YAS_ISLAND: 'ABU_DHABI',
  SAADIYAT_ISLAND: 'ABU_DHABI',
  AL_AIN: 'ABU_DHABI',
  SHARJAH_CITY: 'SHARJAH',
  AJMAN: 'AJMAN',
  RAS_AL_KHAIMAH: 'RAS_AL_KHAIMAH',
  FUJAIRAH: 'FUJAIRAH',
};

/** The most guests a property may take: 2 per bedroom plus 2; a studio takes 2. */
export const maxGuestsFor = (bedrooms: number): number => (bedrooms === 0 ? 2 : bedrooms * 2 + 2);

/** The guest link's address: the operator's public site serves guides under /g/<code>. */
const linkUrl = (env: GuideEnv, code: string): string => `${env.baseUrl}/g/${code}`;

function filesOf(env: GuideEnv, id: string): GuideProperty['files'] {
  const base = `${env.baseUrl}/api/b2b/v1/guides/properties/${id}`;
  return { qr_png: `${base}/qr?format=png`, qr_svg: `${base}/qr?format=svg`, card_pdf: `${base}/card?format=pdf`, card_html: `${base}/card?format=html` };
}

const addressOf = (input: AddressInput): GuideProperty['address'] => ({
  building: input.building,
  unit: input.unit ?? null,
  street: input.street ?? null,
  area: input.area,
  emirate: EMIRATE_OF[input.area],
  makani_number: input.makani_number ?? null,
});

const hostOf = (input: HostInput): GuideProperty['host'] => ({ name: input.name, phone: input.phone, email: input.email ?? null });

const contentOf = (input: ContentInput = {}): GuideProperty['guide'] => ({
  welcome_message: input.welcome_message ?? null,
  arrival_instructions: input.arrival_instructions ?? null,
  parking: input.parking ?? null,
  checkout_instructions: input.checkout_instructions ?? null,
  house_rules: input.house_rules ?? null,
  emergency_phone: input.emergency_phone ?? null,
});

/** The rules beyond the schema, on the property as it would be; every broken rule is reported. */
function checkRules(property: GuideProperty): void {
  const issues: ValidationIssue[] = [];
  if (property.address.emirate === 'DUBAI' && property.dtcm_permit === null) {
    issues.push({ path: 'dtcm_permit', message: 'is required for a property in Dubai (its holiday-home permit number)' });
  }
  const most = maxGuestsFor(property.bedrooms);
  if (property.max_guests > most) {
    issues.push({ path: 'max_guests', message: `must be at most ${most} for ${property.bedrooms === 0 ? 'a studio' : `${property.bedrooms} bedrooms`}` });
  }
  if (property.check_out_time >= property.check_in_time) {
    issues.push({ path: 'check_out_time', message: `must be earlier in the day than check_in_time (${property.check_in_time})` });
  }
  if (issues.length > 0) throw errors.validation(issues);
}

interface Meta {
  id: string;
  sandbox: boolean;
  status: GuideProperty['status'];
  wifiConfigured: boolean;
  linkCode: string;
  linkCreatedAt: string;
  createdAt: string;
  updatedAt: string;
  pausedAt: string | null;
}

function propertyFrom(request: GuidePropertyRequest, meta: Meta, env: GuideEnv): GuideProperty {
  return {
    object: 'guide_property',
    sandbox: meta.sandbox,
    id: meta.id,
    status: meta.status,
    name: request.name,
    reference: request.reference ?? null,
    type: request.type,
    bedrooms: request.bedrooms,
    max_guests: request.max_guests,
    address: addressOf(request.address),
    dtcm_permit: request.dtcm_permit ?? null,
    check_in_time: request.check_in_time,
    check_out_time: request.check_out_time,
    host: hostOf(request.host),
    languages: request.languages ?? ['en'],
    featured_services: request.featured_services ?? ['airport_transfer'],
    guide: contentOf(request.guide),
    wifi_configured: meta.wifiConfigured,
    guest_link: { code: meta.linkCode, url: linkUrl(env, meta.linkCode), created_at: meta.linkCreatedAt },
    previous_link: null,
    files: filesOf(env, meta.id),
    created_at: meta.createdAt,
    updated_at: meta.updatedAt,
    paused_at: meta.pausedAt,
  };
}

// ---- deterministic test properties -------------------------------------------------------------

interface Building {
  name: string;
  type: PropertyType;
  street: string | null;
}

const BUILDINGS: ReadonlyArray<[Zone, Building]> = [
  ['DUBAI_MARINA', { name: 'Marina Gate 2', type: 'apartment', street: 'Marina Walk' }],
  ['DUBAI_MARINA', { name: 'Cayan Tower', type: 'apartment', street: 'Al Marsa Street' }],
  ['DUBAI_MARINA', { name: 'Princess Tower', type: 'penthouse', street: 'Al Sufouh Road' }],
  ['DOWNTOWN_DUBAI', { name: 'Burj Vista 1', type: 'apartment', street: 'Sheikh Mohammed bin Rashid Boulevard' }],
  ['DOWNTOWN_DUBAI', { name: 'Boulevard Point', type: 'studio', street: 'Sheikh Mohammed bin Rashid Boulevard' }],
  ['PALM_JUMEIRAH', { name: 'Shoreline Apartments Al Nabat', type: 'apartment', street: 'Palm Jumeirah Road' }],
  ['PALM_JUMEIRAH', { name: 'Frond K Signature Villas', type: 'villa', street: 'Frond K' }],
  ['JUMEIRAH_BEACH_RESIDENCE', { name: 'Sadaf 6', type: 'apartment', street: 'The Walk' }],
  ['JUMEIRAH_BEACH_RESIDENCE', { name: 'Rimal 3', type: 'hotel_apartment', street: 'The Walk' }],
  ['BUSINESS_BAY', { name: 'Executive Towers', type: 'studio', street: 'Marasi Drive' }],
  ['YAS_ISLAND', { name: 'Ansam 2', type: 'apartment', street: 'Yas Drive' }],
  ['YAS_ISLAND', { name: 'Yas Acres', type: 'villa', street: null }],
  ['SAADIYAT_ISLAND', { name: 'Mamsha Al Saadiyat', type: 'apartment', street: 'Saadiyat Cultural District' }],
  ['RAS_AL_KHAIMAH', { name: 'Al Hamra Village', type: 'townhouse', street: null }],
  ['RAS_AL_KHAIMAH', { name: 'Pacific Marjan Island', type: 'apartment', street: null }],
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
const EXTRA_SERVICES: ReadonlyArray<[Service, number]> = [['desert_safari', 0.7], ['dhow_cruise', 0.5], ['city_tour', 0.4], ['abu_dhabi_day_trip', 0.3], ['theme_parks', 0.3], ['chauffeur_by_the_hour', 0.2]];
const CHANNELS = ['AIRBNB', 'BOOKING', 'GUESTY', 'HOSTAWAY'];

const minute = (ms: number): string => new Date(Math.floor(ms / 60_000) * 60_000).toISOString();

/** The request a test property was made from; its values are drawn from `data`. */
function testRequest(data: TestData): GuidePropertyRequest {
  const [area, building] = data.pick(BUILDINGS);
  const [fewest, most] = BEDROOMS[building.type];
  const bedrooms = data.int(fewest, most);
  const isHouse = building.type === 'villa' || building.type === 'townhouse';
  const unit = isHouse ? `Villa ${data.int(1, 240)}` : `${data.int(2, 60)}${String(data.int(1, 20)).padStart(2, '0')}`;
  const host = data.person();
  const hostEmail = `${host.first_name}.${host.last_name}`.toLowerCase().replace(/[^a-z.]/g, '');
  const emirate = EMIRATE_OF[area];
  const parking = isHouse ? 'Two spaces in the driveway.' : `One covered space on B${data.int(1, 3)}, bay ${unit}.`;
  return {
    name: isHouse ? `${building.name} ${unit.toLowerCase()}` : `${building.name}, ${building.type === 'studio' ? 'studio' : 'apartment'} ${unit}`,
    ...(data.chance(0.6) ? { reference: `${data.pick(CHANNELS)}-${data.int(10_000_000, 99_999_999)}` } : {}),
    type: building.type,
    bedrooms,
    max_guests: data.int(Math.min(2, maxGuestsFor(bedrooms)), maxGuestsFor(bedrooms)),
    address: {
      building: building.name,
      unit,
      area,
      ...(building.street ? { street: building.street } : {}),
      ...(emirate === 'DUBAI' && data.chance(0.7) ? { makani_number: String(data.int(1_000_000_000, 9_999_999_999)) } : {}),
    },
    ...(emirate === 'DUBAI' ? { dtcm_permit: `${area.slice(0, 3)}-${building.name.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase()}-${data.int(10_000, 99_999)}` } : {}),
    check_in_time: data.pick(['14:00', '15:00', '16:00']),
    check_out_time: data.pick(['10:00', '11:00', '12:00']),
    host: { ...host, name: `${host.first_name} ${host.last_name}`, phone: `+9715${data.int(10_000_000, 89_999_999)}`, ...(data.chance(0.5) ? { email: `${hostEmail}@stays.example` } : {}) },
    languages: ['en', ...EXTRA_LANGUAGES.filter(([, p]) => data.chance(p)).map(([language]) => language)],
    featured_services: ['airport_transfer', ...EXTRA_SERVICES.filter(([, p]) => data.chance(p)).map(([service]) => service)],
    guide: {
      welcome_message: `Welcome to ${building.name}! Everything you need for your stay is in this guide.`,
      arrival_instructions: isHouse
        ? `The key is in the lock box by the front door of ${unit}; the code comes by message on the day of arrival.`
        : `Collect the key card from the concierge in the lobby of ${building.name} and show your passport or Emirates ID.`,
      parking,
      checkout_instructions: 'Leave the keys on the kitchen counter, switch off the air conditioning and close the balcony door.',
      house_rules: 'No parties or events. Quiet hours 22:00 to 08:00. No smoking indoors.',
      ...(data.chance(0.5) ? { emergency_phone: `+9714${data.int(2_000_000, 8_999_999)}` } : {}),
    },
  };
}

/** The deterministic test property behind a test-key id; its dates follow today's date. */
export function testProperty(id: string, env: GuideEnv): GuideProperty {
  if (isMissingTestId(id)) throw errors.resourceNotFound(WHAT, id);
  const data = new TestData(id);
  const request = testRequest(data);
  const today = Math.floor(env.clock.now().getTime() / DAY_MS) * DAY_MS;
  const created = today - data.int(30, 500) * DAY_MS + data.int(20, 60) * 900_000;
  // Drawn up to the start of today, so a test property reads the same all day.
  const updated = created + Math.floor(data.next() * (today - created));
  const linkCreated = data.chance(0.2) ? created + Math.floor(data.next() * (updated - created)) : created;
  const paused = data.chance(0.3);
  let linkCode = '';
  for (let i = 0; i < 10; i++) linkCode += CROCKFORD[data.int(0, 31)];
  return propertyFrom(
    request,
    {
      id,
      sandbox: true,
      status: paused ? 'paused' : 'active',
      wifiConfigured: data.chance(0.8),
      linkCode,
      linkCreatedAt: minute(linkCreated),
      createdAt: minute(created),
      updatedAt: minute(updated),
      pausedAt: paused ? minute(updated) : null,
    },
    env,
  );
}

/** The ids of an account's test properties: the same account always has the same ones. */
export function testPropertyIds(accountId: string): string[] {
  const data = new TestData(`guide-properties|${accountId}`);
  const ids: string[] = [];
  const count = data.int(6, 11);
  while (ids.length < count) {
    const id = data.id('gpr');
    if (!isMissingTestId(id)) ids.push(id);
  }
  return ids;
}

// ---- operations ----------------------------------------------------------------------------------

export function listGuideProperties(
  principal: ApiPrincipal,
  query: { status?: GuideProperty['status']; limit?: number; cursor?: string },
  env: GuideEnv,
): GuidePropertyList {
  const sandbox = principal.mode === 'test';
  const all = sandbox ? testPropertyIds(principal.account.id).map((id) => testProperty(id, env)) : [];
  const matching = all
    .filter((property) => query.status === undefined || property.status === query.status)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
  return { object: 'list', sandbox, ...paginate(matching, query.limit, query.cursor) };
}

/** A property of the account; with a live key none exists until production opens. */
export function findGuideProperty(principal: ApiPrincipal, id: string, env: GuideEnv): GuideProperty {
  if (principal.mode === 'live') throw errors.resourceNotFound(WHAT, id);
  return testProperty(id, env);
}

export function createGuideProperty(principal: ApiPrincipal, request: GuidePropertyRequest, env: GuideEnv): GuideProperty {
  const now = env.clock.now().toISOString();
  const property = propertyFrom(
    request,
    {
      id: newId('gpr'),
      sandbox: principal.mode === 'test',
      status: 'active',
      wifiConfigured: false,
      linkCode: randomString(CROCKFORD, 10),
      linkCreatedAt: now,
      createdAt: now,
      updatedAt: now,
      pausedAt: null,
    },
    env,
  );
  checkRules(property);
  if (principal.mode === 'live') throw errors.liveNotOpen('welcome guides', 'stored');
  return property;
}

export function updateGuideProperty(principal: ApiPrincipal, id: string, update: GuidePropertyUpdate, env: GuideEnv): GuideProperty {
  if (principal.mode === 'live') throw errors.liveNotOpen('welcome guides', 'changed');
  const current = testProperty(id, env);
  const { address, host, guide, ...plain } = update;
  const next: GuideProperty = {
    ...current,
    ...plain,
    ...(address ? { address: addressOf(address) } : {}),
    ...(host ? { host: hostOf(host) } : {}),
    ...(guide ? { guide: contentOf(guide) } : {}),
    updated_at: env.clock.now().toISOString(),
  };
  checkRules(next);
  return next;
}

export function changeGuidePropertyStatus(principal: ApiPrincipal, id: string, change: GuideStatusChange, env: GuideEnv): GuideProperty {
  if (principal.mode === 'live') throw errors.liveNotOpen('welcome guides', 'changed');
  const current = testProperty(id, env);
  const [from, to] = change.action === 'pause' ? (['active', 'paused'] as const) : (['paused', 'active'] as const);
  if (current.status !== from) throw errors.invalidState(WHAT, id, current.status, change.action === 'pause' ? 'paused' : 'resumed');
  const now = env.clock.now().toISOString();
  return { ...current, status: to, paused_at: to === 'paused' ? now : null, updated_at: now };
}

export function replaceGuideLink(principal: ApiPrincipal, id: string, replacement: GuideLinkReplacement, env: GuideEnv): GuideProperty {
  if (principal.mode === 'live') throw errors.liveNotOpen('welcome guides', 'changed');
  const current = testProperty(id, env);
  const now = env.clock.now();
  const code = randomString(CROCKFORD, 10);
  const graceHours = replacement.grace_period_hours ?? 0;
  return {
    ...current,
    guest_link: { code, url: linkUrl(env, code), created_at: now.toISOString() },
    previous_link:
      graceHours === 0 ? null : { code: current.guest_link.code, url: current.guest_link.url, stops_working_at: new Date(now.getTime() + graceHours * 3_600_000).toISOString() },
    updated_at: now.toISOString(),
  };
}

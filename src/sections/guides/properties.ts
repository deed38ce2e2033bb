import type { components } from '../../generated/openapi-types';
import { errors, type ValidationIssue } from '../../errors';
import { newId } from '../../platform/ids';
import type { Partition } from '../../engine/partition';
import { keysetPage } from '../../engine/pagination';
import { defineMachine, move, recordCreated } from '../../engine/stateMachine';
import { recordEvent, type EventType } from '../../engine/events';
import { guestLinksOf, guestLinksOfMany, issueGuestLink, replaceGuestLink, setGuestLinksPaused, type GuestLinks, type GuideEnv } from './links';
import { stampList, stampView } from '../../engine/serializer';

export type GuideProperty = components['schemas']['GuideProperty'];
type GuidePropertyList = components['schemas']['GuidePropertyList'];
export type GuidePropertyRequest = components['schemas']['GuidePropertyRequest'];
type GuidePropertyUpdate = components['schemas']['GuidePropertyUpdate'];
type GuideStatusChange = components['schemas']['GuideStatusChange'];
type GuideLinkReplacement = components['schemas']['GuideLinkReplacement'];
type AddressInput = components['schemas']['GuideAddressInput'];
type HostInput = components['schemas']['GuideHostInput'];
type ContentInput = components['schemas']['GuideContentInput'];
type Zone = components['schemas']['TransportZone'];
type Emirate = components['schemas']['GuideEmirate'];
export type GuideStatus = GuideProperty['status'];

export const WHAT = 'welcome-guide property';

/**
 * A guide's states: `active` (online at its guest link) ⇄ `paused` (the link opens a page saying
 * the guide is unavailable). Editing, replacing the link and setting Wi-Fi leave the state alone.
 */
export const GUIDE_MACHINE = defineMachine<GuideStatus>({
  subject: WHAT,
  table: 'guide_properties',
  moves: { active: ['paused'], paused: ['active'] },
  actions: { paused: 'paused', active: 'resumed' },
});

export const EMIRATE_OF: Readonly<Record<Zone, Emirate>> = {
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

/** What the partner describes, stored as one JSON document (`details`). */
export type GuideDetails = Pick<
  GuideProperty,
  'reference' | 'type' | 'bedrooms' | 'max_guests' | 'address' | 'dtcm_permit' | 'check_in_time' | 'check_out_time' | 'host' | 'languages' | 'featured_services' | 'guide'
>;

export interface GuideRow {
  id: string;
  status: GuideStatus;
  name: string;
  details: string;
  wifi_sealed: string | null;
  wifi_updated_at: string | null;
  created_at: string;
  updated_at: string;
  paused_at: string | null;
}

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

/** The details a request describes, defaults filled in. */
export function detailsOf(request: GuidePropertyRequest): GuideDetails {
  return {
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
  };
}

/** The rules beyond the schema, on the property as it would be; every broken rule is reported. */
function checkRules(details: GuideDetails): void {
  const issues: ValidationIssue[] = [];
  if (details.address.emirate === 'DUBAI' && details.dtcm_permit === null) {
    issues.push({ path: 'dtcm_permit', message: 'is required for a property in Dubai (its holiday-home permit number)' });
  }
  const most = maxGuestsFor(details.bedrooms);
  if (details.max_guests > most) {
    issues.push({ path: 'max_guests', message: `must be at most ${most} for ${details.bedrooms === 0 ? 'a studio' : `${details.bedrooms} bedrooms`}` });
  }
  if (details.check_out_time >= details.check_in_time) {
    issues.push({ path: 'check_out_time', message: `must be earlier in the day than check_in_time (${details.check_in_time})` });
  }
  if (issues.length > 0) throw errors.validation(issues);
}

export const parseDetails = (row: Pick<GuideRow, 'details'>): GuideDetails => JSON.parse(row.details) as GuideDetails;

export function propertyOf(partition: Partition, env: GuideEnv, row: GuideRow, links: GuestLinks): GuideProperty {
  return stampView(partition, 'guide_property', {
    id: row.id,
    status: row.status,
    name: row.name,
    ...parseDetails(row),
    wifi_configured: row.wifi_sealed !== null,
    guest_link: links.current,
    previous_link: links.previous,
    files: filesOf(env, row.id),
    created_at: row.created_at,
    updated_at: row.updated_at,
    paused_at: row.status === 'paused' ? row.paused_at : null,
  });
}

export async function readGuideRow(partition: Partition, id: string): Promise<GuideRow> {
  const row = (await partition.table('guide_properties').where({ id }).first()) as GuideRow | undefined;
  if (!row) throw errors.resourceNotFound(WHAT, id);
  return row;
}

/** The property as the API shows it (Wi-Fi details aside). */
export async function findGuideProperty(partition: Partition, id: string, env: GuideEnv): Promise<GuideProperty> {
  const row = await readGuideRow(partition, id);
  return propertyOf(partition, env, row, await guestLinksOf(partition, env, id));
}

/** The property as the change left it, with the change's event, in its transaction. */
async function recorded(partition: Partition, env: GuideEnv, type: EventType, id: string): Promise<GuideProperty> {
  const property = await findGuideProperty(partition, id, env);
  await recordEvent(partition, { type, subjectType: 'guide_property', subjectId: id, data: property });
  return property;
}

export async function listGuideProperties(partition: Partition, query: { status?: GuideStatus; limit?: number; cursor?: string }, env: GuideEnv): Promise<GuidePropertyList> {
  const rows = partition.table('guide_properties');
  if (query.status !== undefined) rows.andWhere({ status: query.status });
  const page = await keysetPage<GuideRow>(rows, query.limit, query.cursor);
  const links = await guestLinksOfMany(partition, env, page.data.map((row) => row.id));
  const data = page.data.map((row) => propertyOf(partition, env, row, links.get(row.id) as GuestLinks));
  return stampList(partition, data, page.next_cursor);
}

/** Stores a property, active, with its first guest link. */
export async function createGuideProperty(partition: Partition, request: GuidePropertyRequest, env: GuideEnv): Promise<GuideProperty> {
  const details = detailsOf(request);
  checkRules(details);
  return partition.transaction(async (p) => {
    const id = newId('gpr');
    const now = p.now();
    await p.insert('guide_properties', {
      id,
      status: 'active',
      name: request.name,
      details: JSON.stringify(details),
      wifi_sealed: null,
      wifi_updated_at: null,
      created_at: now,
      updated_at: now,
      paused_at: null,
    });
    await recordCreated(p, GUIDE_MACHINE, id, 'active');
    await issueGuestLink(p, id);
    return recorded(p, env, 'guide_property.created', id);
  });
}

export async function updateGuideProperty(partition: Partition, id: string, update: GuidePropertyUpdate, env: GuideEnv): Promise<GuideProperty> {
  return partition.transaction(async (p) => {
    // Conditional on the version read (updated_at), so two edits at once never merge into a
    // property neither of them checked: the later one re-reads and is judged on the first's result.
    for (;;) {
      const row = await readGuideRow(p, id);
      const { name, address, host, guide, ...plain } = update;
      const details: GuideDetails = {
        ...parseDetails(row),
        ...plain,
        ...(address ? { address: addressOf(address) } : {}),
        ...(host ? { host: hostOf(host) } : {}),
        ...(guide ? { guide: contentOf(guide) } : {}),
      };
      checkRules(details);
      const changed = await p
        .table('guide_properties')
        .where({ id, updated_at: row.updated_at, details: row.details, name: row.name })
        .update({ name: name ?? row.name, details: JSON.stringify(details), updated_at: p.now() });
      if (changed > 0) return recorded(p, env, 'guide_property.updated', id);
    }
  });
}

export async function changeGuidePropertyStatus(partition: Partition, id: string, change: GuideStatusChange, env: GuideEnv): Promise<GuideProperty> {
  return partition.transaction(async (p) => {
    const now = p.now();
    if (change.action === 'pause') {
      await move(p, GUIDE_MACHINE, id, 'paused', { paused_at: now, updated_at: now });
      await setGuestLinksPaused(p, id, true);
      return recorded(p, env, 'guide_property.paused', id);
    }
    await move(p, GUIDE_MACHINE, id, 'active', { paused_at: null, updated_at: now });
    await setGuestLinksPaused(p, id, false);
    return recorded(p, env, 'guide_property.resumed', id);
  });
}

export async function replaceGuideLink(partition: Partition, id: string, replacement: GuideLinkReplacement, env: GuideEnv): Promise<GuideProperty> {
  return partition.transaction(async (p) => {
    await readGuideRow(p, id);
    await replaceGuestLink(p, id, replacement.grace_period_hours ?? 0);
    await p.table('guide_properties').where({ id }).update({ updated_at: p.now() });
    return recorded(p, env, 'guide_property.link_replaced', id);
  });
}

/** Marks the property changed by a Wi-Fi update, with its event (which carries no Wi-Fi detail). */
export async function recordWifiChange(partition: Partition, id: string, env: GuideEnv): Promise<void> {
  await recorded(partition, env, 'guide_property.wifi_set', id);
}

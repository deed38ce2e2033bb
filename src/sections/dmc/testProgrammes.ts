import type { components } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import type { AccountRow } from '../../apiKeys/store';
import { CROCKFORD } from '../../platform/ids';
import { VEHICLES, type VehicleClass } from '../../engine/vehicles';
import { termsOf } from '../../engine/terms';
import { AIRPORTS, type Airport, type TransportZone } from '../transport/tariff';
import { TestData } from '../../engine/testData';
import { ACTIVITIES, type DmcActivity } from './catalogue';
import { addDays, endOfUaeDay, uaeToday } from './dates';
import { priceVersion } from './pricing';

type DmcProgramme = components['schemas']['DmcProgramme'];
type DmcStatus = components['schemas']['DmcProgrammeStatus'];
type DmcLineRequest = components['schemas']['DmcLineRequest'];
type DmcClientLink = components['schemas']['DmcClientLink'];
type DmcVersion = components['schemas']['DmcVersion'];

export interface TestProgramme {
  programme: DmcProgramme;
  /** The programme's client links, newest first. */
  links: DmcClientLink[];
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const STATUSES: readonly DmcStatus[] = ['draft', 'proposed', 'proposed', 'proposed', 'on_hold', 'booked', 'booked', 'declined', 'cancelled', 'completed'];
const COMPANIES: ReadonlyArray<[string, string]> = [
  ['Nordic Incentive Partners AB', 'SE'],
  ['Alpenland Reisen GmbH', 'DE'],
  ['Maison Voyages SARL', 'FR'],
  ['Thames Corporate Events Ltd', 'GB'],
  ['Mumbai Leisure Holidays Pvt Ltd', 'IN'],
  ['Riyadh Family Tours', 'SA'],
  ['Sakura Travel KK', 'JP'],
  ['Polska Incentive Sp. z o.o.', 'PL'],
];
const PURPOSES = ['Sales incentive', 'Leadership retreat', 'Product launch', 'Family reunion', 'Study tour', 'Dealer conference'];
const DESTINATIONS = ['Dubai', 'Dubai and Abu Dhabi', 'Dubai and Ras Al Khaimah', 'Abu Dhabi and Al Ain'];
const REASONS: Partial<Record<DmcStatus, readonly string[]>> = {
  on_hold: ['Client waiting for budget sign-off.', 'Client comparing flight options.'],
  declined: ['Client chose another destination.', 'Budget cut for this year.'],
  cancelled: ['Event cancelled by the client.', 'Travel dates no longer workable.'],
};
const ACCENTS = ['#0E6E55', '#8A1538', '#1F4E79', '#C9A227'];

/** A deterministic reference from the test data, `<prefix>-XXXXXXXX`. */
function reference(data: TestData, prefix: string): string {
  let out = '';
  for (let i = 0; i < 8; i++) out += data.pick(CROCKFORD.split(''));
  return `${prefix}-${out}`;
}

/** A realistic itinerary for the group: arrival, a tour or two a day, a day with vehicles, departure. */
function itinerary(data: TestData, programme: DmcProgramme): DmcLineRequest[] {
  const pax = programme.group.adults + programme.group.children;
  const vehicle: VehicleClass = pax <= 3 ? 'EXECUTIVE_SEDAN' : pax <= 14 ? 'VIP_V_CLASS' : 'LUXURY_COACH';
  const vehicles = Math.ceil(pax / VEHICLES[vehicle].seats);
  const airport = data.pick(['DXB', 'DXB', 'DWC', 'AUH'] as Airport[]);
  const place = data.pick(['DOWNTOWN_DUBAI', 'DUBAI_MARINA', 'PALM_JUMEIRAH', 'BUSINESS_BAY', 'JUMEIRAH_BEACH_RESIDENCE'] as TransportZone[]);
  const terminal = data.pick(AIRPORTS[airport].terminals);
  const lines: DmcLineRequest[] = [
    { service: 'transfer', date: programme.start_date, time: `${String(data.int(6, 20)).padStart(2, '0')}:${data.pick(['00', '15', '30', '45'])}`, airport, terminal, direction: 'arrival', place, vehicle, vehicles, flight_number: `${data.pick(['EK', 'EY', 'LH', 'SK', 'AF', 'BA'])}${data.int(10, 999)}` },
  ];
  const activities = Object.keys(ACTIVITIES) as DmcActivity[];
  for (let day = 1; day < programme.nights; day++) {
    const date = addDays(programme.start_date, day);
    if (day === 2) lines.push({ service: 'vehicle_hire', date, time: '09:00', vehicle, vehicles, hours: data.pick([4, 6, 8, 10]), start_place: place });
    lines.push({ service: 'activity', date, activity: data.pick(activities) });
    if (data.chance(0.4)) lines.push({ service: 'activity', date, activity: 'DHOW_CRUISE_MARINA_DINNER' });
  }
  lines.push({ service: 'transfer', date: programme.end_date, time: `${String(data.int(8, 22)).padStart(2, '0')}:00`, airport, terminal, direction: 'departure', place, vehicle, vehicles });
  return lines;
}

/** The dates of a test programme in `status`, relative to today. */
function datesFor(data: TestData, status: DmcStatus, today: string): { start: string; nights: number } {
  const nights = data.int(2, 6);
  if (status === 'completed') return { start: addDays(today, -data.int(nights + 2, 90)), nights };
  if (status === 'cancelled') return { start: addDays(today, data.int(-30, 90)), nights };
  if (status === 'booked') return { start: addDays(today, data.int(3, 90)), nights };
  return { start: addDays(today, data.int(7, 120)), nights };
}

/**
 * The deterministic test programme behind a test-key id, with its client links. Its dates, versions
 * and links follow today's date and its status, so that every state is consistent: a proposed
 * programme's latest version is still valid and has an active link, a booked one has an acceptance.
 */
export function testProgramme(id: string, account: AccountRow, clock: Clock, publicBaseUrl: string): TestProgramme {
  const data = new TestData(id);
  const now = clock.now();
  const today = uaeToday(clock);
  const status = data.pick(STATUSES);
  const { start, nights } = datesFor(data, status, today);
  const [company, country] = data.pick(COMPANIES);
  const contact = data.person();
  const versionCount = status === 'draft' ? data.int(0, 2) : data.int(1, 3);
  // The newest version was saved a few days ago, or three days before the start of a past programme.
  const lastSaved = Math.min(now.getTime() - data.int(20, 120) * HOUR_MS, endOfUaeDay(start).getTime() - 3 * DAY_MS - data.int(0, 48) * HOUR_MS);
  // Revisions a few days to two weeks apart, so an old version's price may have lapsed.
  const gapDays = data.int(3, 14);
  const createdAt = new Date(lastSaved - ((versionCount - 1) * gapDays + data.int(1, 10)) * DAY_MS);
  const programme: DmcProgramme = {
    object: 'dmc_programme',
    sandbox: true,
    id,
    reference: reference(data, 'PRG'),
    title: `${data.pick(PURPOSES)} - ${data.pick(DESTINATIONS)}`,
    status,
    status_reason: REASONS[status] ? data.pick(REASONS[status] ?? []) : null,
    client: { company, contact_name: `${contact.first_name} ${contact.last_name}`, email: `${contact.first_name.toLowerCase()}@${company.split(' ')[0]?.toLowerCase() ?? 'client'}.example`, country },
    group: { adults: data.int(4, 40), children: data.chance(0.3) ? data.int(1, 6) : 0 },
    start_date: start,
    end_date: addDays(start, nights),
    nights,
    agency_reference: data.chance(0.7) ? `DR-${start.slice(0, 4)}-${data.int(100, 999)}` : null,
    notes: data.chance(0.4) ? data.pick(['VIP couple in the group: sedan on arrival.', 'Two wheelchair users; coach with lift needed.', 'Halal meals throughout.']) : null,
    brand: data.chance(0.2)
      ? { mode: 'none', display_name: null, logo_url: null, accent_hex: null, contact_line: null }
      : { mode: 'partner', display_name: account.name, logo_url: null, accent_hex: data.chance(0.5) ? data.pick(ACCENTS) : null, contact_line: null },
    versions: [],
    latest_version: null,
    acceptance: null,
    booking: null,
    created_at: createdAt.toISOString(),
    updated_at: createdAt.toISOString(),
  };
  const terms = termsOf(account);
  for (let n = 1; n <= versionCount; n++) {
    const savedAt = new Date(lastSaved - (versionCount - n) * gapDays * DAY_MS);
    const version: DmcVersion = priceVersion(programme, n, { label: n === 1 ? 'First proposal' : `Revision ${n - 1}`, markup_percent: data.pick([10, 12, 15, 18, 20]), lines: itinerary(data, programme) }, terms, { now: () => savedAt });
    programme.versions.push(version);
    programme.latest_version = n;
    programme.updated_at = savedAt.toISOString();
  }
  const links = testLinks(data, programme, now, publicBaseUrl);
  const accepted = links.find((link) => link.status === 'accepted');
  if ((status === 'booked' || status === 'completed' || (status === 'cancelled' && data.chance(0.5))) && programme.versions.length > 0) {
    const version = accepted?.version ?? programme.versions.length;
    const acceptedAt = accepted?.accepted_at ? new Date(accepted.accepted_at) : new Date(Math.min(lastSaved + data.int(2, 48) * HOUR_MS, now.getTime() - HOUR_MS));
    const person = accepted?.accepted_by ?? { name: programme.client.contact_name, email: programme.client.email ?? 'client@example.com' };
    programme.acceptance = { version, accepted_at: acceptedAt.toISOString(), accepted_by: person, via: accepted ? 'client_link' : 'api', link_id: accepted?.id ?? null };
    programme.booking = {
      reference: reference(data, 'DMC'),
      version,
      booked_at: acceptedAt.toISOString(),
      services: programme.versions[version - 1]?.lines.length ?? 0,
      amount_due_aed: programme.versions[version - 1]?.totals.net_aed ?? 0,
      payment: 'prepaid',
    };
    programme.updated_at = acceptedAt.toISOString();
  }
  return { programme, links };
}

/** Client links consistent with the programme's status, newest first. */
function testLinks(data: TestData, programme: DmcProgramme, now: Date, publicBaseUrl: string): DmcClientLink[] {
  const { status } = programme;
  if (programme.versions.length === 0 || status === 'draft') return [];
  const count = status === 'proposed' ? data.int(1, 4) : data.int(1, 3);
  const links: DmcClientLink[] = [];
  for (let i = 0; i < count; i++) {
    const newest = i === 0;
    const version = newest ? programme.versions.length : data.int(1, programme.versions.length);
    const saved = programme.versions[version - 1] as DmcVersion;
    const createdAt = new Date(Math.min(Date.parse(saved.created_at) + data.int(1, 20) * HOUR_MS, now.getTime() - HOUR_MS));
    const expiresAt = new Date(Math.min(createdAt.getTime() + data.pick([3, 7, 7, 14]) * DAY_MS, endOfUaeDay(saved.valid_until).getTime()));
    let linkStatus: DmcClientLink['status'];
    if (newest && status === 'proposed') linkStatus = 'active';
    else if (newest && (status === 'booked' || status === 'completed') && data.chance(0.6)) linkStatus = 'accepted';
    else linkStatus = data.chance(0.5) || expiresAt.getTime() > now.getTime() ? 'revoked' : 'expired';
    if (linkStatus === 'active' && expiresAt.getTime() <= now.getTime()) linkStatus = 'expired';
    const viewed = linkStatus === 'accepted' || data.chance(0.7);
    const lastViewed = new Date(Math.min(createdAt.getTime() + data.int(1, 30) * HOUR_MS, now.getTime() - 60_000, expiresAt.getTime() - 60_000));
    const recipient = data.chance(0.8) ? { name: programme.client.contact_name, email: programme.client.email ?? 'client@example.com' } : { name: `${data.person().first_name} ${data.person().last_name}`, email: `travel@${programme.client.company.split(' ')[0]?.toLowerCase() ?? 'client'}.example` };
    links.push({
      object: 'dmc_client_link',
      sandbox: true,
      id: data.id('dcl'),
      programme_id: programme.id,
      version,
      status: linkStatus,
      url: `${publicBaseUrl}/dmc/proposals/${data.id('p').slice(2)}`,
      recipient,
      allow_accept: linkStatus === 'accepted' || data.chance(0.85),
      views: viewed ? data.int(1, 12) : 0,
      last_viewed_at: viewed ? lastViewed.toISOString() : null,
      expires_at: expiresAt.toISOString(),
      created_at: createdAt.toISOString(),
      revoked_at: linkStatus === 'revoked' ? new Date(Math.min(createdAt.getTime() + data.int(1, 48) * HOUR_MS, now.getTime() - 60_000, expiresAt.getTime() - 60_000)).toISOString() : null,
      accepted_at: linkStatus === 'accepted' ? lastViewed.toISOString() : null,
      accepted_by: linkStatus === 'accepted' ? recipient : null,
    });
  }
  return links.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

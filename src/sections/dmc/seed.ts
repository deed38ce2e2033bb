import type { components } from '../../generated/openapi-types';
import type { TestData } from '../../engine/testData';
import type { Partition } from '../../engine/partition';
import { advanceBooking } from '../../engine/bookings';
import { creditWallet } from '../../engine/wallet';
import { recordHit } from '../../engine/publicLinks';
import { aedToFils } from '../../engine/money';
import { VEHICLES, type VehicleClass } from '../../engine/vehicles';
import { uaeInstant } from '../../platform/uaeTime';
import { AIRPORTS, type Airport, type TransportZone } from '../../engine/tariff';
import { ACTIVITIES, type DmcActivity } from './catalogue';
import { addDays, uaeToday } from './dates';
import { changeDmcProgrammeStatus, createDmcVersion, createProgramme } from './programmes';
import { acceptProgramme } from './accept';
import { LINK_SUBJECT, createDmcClientLink, expireLink, revokeDmcClientLink } from './links';
import { readProgramme, storedBooking, readProgrammeRow, type DmcProgramme } from './store';
import { completeProgramme } from './jobs';

type DmcLineRequest = components['schemas']['DmcLineRequest'];
type DmcProgrammeRequest = components['schemas']['DmcProgrammeRequest'];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Seeded links carry no public address of their own: the URL is built from the token when read. */
const NO_BASE_URL = '';

/** The programme every test partition holds under the id of the contract's examples. */
export const EXAMPLE_PROGRAMME_ID = 'dmp_ZOTDn5F1DFDPB1Vi6mES';

/** A realistic itinerary for the group: arrival, a tour or two a day, a day with vehicles, departure. */
function itinerary(data: TestData, programme: Pick<DmcProgramme, 'group' | 'start_date' | 'end_date' | 'nights'>): DmcLineRequest[] {
  const pax = programme.group.adults + programme.group.children;
  const vehicle: VehicleClass = pax <= 3 ? 'EXECUTIVE_SEDAN' : pax <= 14 ? 'VIP_V_CLASS' : 'LUXURY_COACH';
  const vehicles = Math.ceil(pax / VEHICLES[vehicle].seats);
  const airport = data.pick(['DXB', 'DXB', 'DWC', 'AUH'] as Airport[]);
  const place = data.pick(['DOWNTOWN_DUBAI', 'DUBAI_MARINA', 'PALM_JUMEIRAH', 'BUSINESS_BAY', 'JUMEIRAH_BEACH_RESIDENCE'] as TransportZone[]);
  const terminal = data.pick(AIRPORTS[airport].terminals);
  const lines: DmcLineRequest[] = [
    {
      service: 'transfer',
      date: programme.start_date,
      time: `${String(data.int(8, 20)).padStart(2, '0')}:${data.pick(['00', '15', '30', '45'])}`,
      airport,
      terminal,
      direction: 'arrival',
      place,
      vehicle,
      vehicles,
      flight_number: `${data.pick(['EK', 'EY', 'LH', 'SK', 'AF', 'BA'])}${data.int(10, 999)}`,
    },
  ];
  const activities = Object.keys(ACTIVITIES) as DmcActivity[];
  for (let day = 1; day < programme.nights; day++) {
    const date = addDays(programme.start_date, day);
    if (day === 2) lines.push({ service: 'vehicle_hire', date, time: '09:00', vehicle, vehicles, hours: data.pick([4, 6, 8]), start_place: place });
    else lines.push({ service: 'activity', date, activity: data.pick(activities) });
  }
  lines.push({ service: 'transfer', date: programme.end_date, time: `${String(data.int(8, 22)).padStart(2, '0')}:00`, airport, terminal, direction: 'departure', place, vehicle, vehicles });
  return lines;
}

interface Plan {
  title: string;
  client: DmcProgrammeRequest['client'] & { email: string };
  adults: number;
  children: number;
  /** When the programme was created and when it starts, in days from today. */
  createdDaysAgo: number;
  startsInDays: number;
  nights: number;
  versions: number;
  agencyReference?: string;
  notes?: string;
}

const plan = (data: TestData, overrides: Partial<Plan> & Pick<Plan, 'createdDaysAgo' | 'startsInDays' | 'versions'>): Plan => {
  const [company, country, domain] = data.pick([
    ['Nordic Incentive Partners AB', 'SE', 'nordicincentive'],
    ['Alpenland Reisen GmbH', 'DE', 'alpenland'],
    ['Maison Voyages SARL', 'FR', 'maisonvoyages'],
    ['Thames Corporate Events Ltd', 'GB', 'thamesevents'],
    ['Sakura Travel KK', 'JP', 'sakuratravel'],
    ['Polska Incentive Sp. z o.o.', 'PL', 'polskaincentive'],
  ] as const);
  const person = data.person();
  return {
    title: `${data.pick(['Sales incentive', 'Leadership retreat', 'Dealer conference', 'Study tour'])} - ${data.pick(['Dubai', 'Dubai and Abu Dhabi', 'Abu Dhabi and Al Ain'])}`,
    client: { company, contact_name: `${person.first_name} ${person.last_name}`, email: `${person.first_name.toLowerCase().replace(/[^a-z]/g, '')}@${domain}.example`, country },
    adults: data.int(4, 12),
    children: data.chance(0.3) ? data.int(1, 2) : 0,
    nights: data.int(3, 4),
    ...overrides,
  };
};

/** Creates a programme as it happened: made `createdDaysAgo`, revised every few days since. */
async function build(partition: Partition, data: TestData, p: Plan): Promise<DmcProgramme> {
  const now = partition.clock.now().getTime();
  const today = uaeToday(partition.clock);
  const start = addDays(today, p.startsInDays);
  const created = partition.at(new Date(now - p.createdDaysAgo * DAY_MS));
  const programme = await createProgramme(
    created,
    {
      title: p.title,
      client: p.client,
      group: { adults: p.adults, children: p.children },
      start_date: start,
      end_date: addDays(start, p.nights),
      ...(p.agencyReference ? { agency_reference: p.agencyReference } : {}),
      ...(p.notes ? { notes: p.notes } : {}),
    },
  );
  for (let n = 1; n <= p.versions; n++) {
    const savedAt = partition.at(new Date(now - (p.createdDaysAgo - n * 2) * DAY_MS));
    await createDmcVersion(savedAt, programme.id, { label: n === 1 ? 'First proposal' : `Revision ${n - 1}`, markup_percent: data.pick([10, 12, 15, 18]), lines: itinerary(data, programme) });
  }
  return readProgramme(partition, programme.id);
}

const daysAgo = (partition: Partition, days: number): Partition => partition.at(new Date(partition.clock.now().getTime() - days * DAY_MS));

/**
 * The programme of the contract's examples, at the examples' dates (a year on once they have
 * passed): proposed, with two versions and an active client link for the second. Answers its link.
 */
export async function seedExampleProgramme(partition: Partition, id: string = EXAMPLE_PROGRAMME_ID): Promise<{ id: string; linkId: string }> {
  const today = uaeToday(partition.clock);
  let year = 2027;
  while (`${year}-02-19` <= addDays(today, 30)) year += 1;
  const on = (day: number): string => `${year}-02-${String(day).padStart(2, '0')}`;
  const created = daysAgo(partition, 19);
  await createProgramme(
    created,
    {
      title: 'Product launch - Dubai and Ras Al Khaimah',
      client: { company: 'Mumbai Leisure Holidays Pvt Ltd', contact_name: 'Omar Petrova', email: 'omar@mumbai.example', country: 'IN' },
      group: { adults: 18, children: 0 },
      start_date: on(19),
      end_date: on(22),
      agency_reference: `DR-${year}-698`,
    },
    id,
  );
  const coach = { vehicle: 'LUXURY_COACH', vehicles: 1 } as const;
  await createDmcVersion(daysAgo(partition, 13), id, {
    label: 'First proposal',
    markup_percent: 18,
    valid_until: addDays(today, 1),
    lines: [
      { service: 'transfer', date: on(19), time: '19:30', airport: 'DXB', terminal: 'T1', direction: 'arrival', place: 'DOWNTOWN_DUBAI', ...coach, flight_number: 'BA66' },
      { service: 'activity', date: on(20), activity: 'DESERT_SAFARI_EVENING' },
      { service: 'vehicle_hire', date: on(21), time: '09:00', ...coach, hours: 10, start_place: 'DOWNTOWN_DUBAI' },
      { service: 'activity', date: on(21), activity: 'HATTA_MOUNTAIN_TOUR' },
      { service: 'transfer', date: on(22), time: '22:00', airport: 'DXB', terminal: 'T1', direction: 'departure', place: 'DOWNTOWN_DUBAI', ...coach },
    ],
  });
  await changeDmcProgrammeStatus(daysAgo(partition, 13), id, { status: 'proposed' });
  await createDmcVersion(daysAgo(partition, 1), id, {
    label: 'Revision 1',
    markup_percent: 10,
    lines: [
      { service: 'transfer', date: on(19), time: '12:15', airport: 'DXB', terminal: 'T1', direction: 'arrival', place: 'PALM_JUMEIRAH', ...coach, flight_number: 'LH480' },
      { service: 'activity', date: on(20), activity: 'DUBAI_CITY_TOUR_HALF_DAY' },
      { service: 'vehicle_hire', date: on(21), time: '09:00', ...coach, hours: 6, start_place: 'PALM_JUMEIRAH' },
      { service: 'activity', date: on(21), activity: 'BURJ_KHALIFA_AT_THE_TOP' },
      { service: 'activity', date: on(21), time: '20:00', activity: 'DHOW_CRUISE_MARINA_DINNER' },
      { service: 'transfer', date: on(22), time: '21:00', airport: 'DXB', terminal: 'T1', direction: 'departure', place: 'PALM_JUMEIRAH', ...coach },
    ],
  });
  const link = await createDmcClientLink(daysAgo(partition, 1), id, { version: 2, recipient: { name: 'Omar Petrova', email: 'omar@mumbai.example' } }, NO_BASE_URL);
  return { id, linkId: link.id };
}

/**
 * The client opening a link `times`, an hour apart, the last at `at`: counted as the page counts
 * them, one visitor a link (`seed-visitor-1`: named by its order, not by the link's drawn id, so
 * that a copy of the seed names the same visitor).
 */
async function view(partition: Partition, linkId: string, at: Date, times: number, visitor: string): Promise<void> {
  const link = (await partition.table('public_links').where({ kind: 'dmc_client', subject_id: linkId }).first('token')) as { token: string };
  for (let i = times - 1; i >= 0; i--) {
    await recordHit(partition.at(new Date(at.getTime() - i * HOUR_MS)), { token: link.token, kind: 'view', subjectType: LINK_SUBJECT, subjectId: linkId, visitor });
  }
}

/** Tops the wallet up by what accepting will charge, the way a DMC pays in before confirming a group. */
async function deposit(partition: Partition, programme: DmcProgramme, version: number): Promise<void> {
  const net = programme.versions[version - 1]?.totals.net_aed ?? 0;
  await creditWallet(partition, aedToFils(net), `TEST-DEPOSIT-${programme.reference}`);
}

/**
 * A fresh test partition's programmes, one or more in every state, each made through the same
 * functions the operations use at the time it would have happened, so that its history (state
 * moves, events, bookings and their charges) reads as real.
 */
export async function seedProgrammes(partition: Partition): Promise<void> {
  const data = partition.testData('dmc');
  const now = partition.clock.now().getTime();
  await seedExampleProgramme(partition);

  // Drafts: one just started, one with a first version being worked on.
  await build(partition, data, plan(data, { createdDaysAgo: 1, startsInDays: 75, versions: 0, notes: 'Client to confirm numbers by the end of the month.' }));
  await build(partition, data, plan(data, { createdDaysAgo: 6, startsInDays: 60, versions: 1 }));

  // Proposed: a link viewed by the client, and an older one revoked after a wrong recipient.
  const proposed = await build(partition, data, plan(data, { createdDaysAgo: 8, startsInDays: 45, versions: 2, agencyReference: `DR-${data.int(100, 999)}` }));
  await changeDmcProgrammeStatus(daysAgo(partition, 3), proposed.id, { status: 'proposed' });
  const wrong = await createDmcClientLink(daysAgo(partition, 3), proposed.id, { recipient: { name: 'Reception', email: `info@${proposed.client.email?.split('@')[1] ?? 'client.example'}` }, allow_accept: false }, NO_BASE_URL);
  await revokeDmcClientLink(partition.at(new Date(now - 3 * DAY_MS + HOUR_MS)), proposed.id, wrong.id, NO_BASE_URL);
  const active = await createDmcClientLink(daysAgo(partition, 2), proposed.id, { recipient: { name: proposed.client.contact_name, email: proposed.client.email ?? 'client@example.com' } }, NO_BASE_URL);
  await view(partition, active.id, new Date(now - 20 * HOUR_MS), 3, 'seed-visitor-1');

  // On hold, with a link that ran out while the client waited for a budget.
  const held = await build(partition, data, plan(data, { createdDaysAgo: 20, startsInDays: 50, versions: 1 }));
  await changeDmcProgrammeStatus(daysAgo(partition, 17), held.id, { status: 'proposed' });
  const lapsed = await createDmcClientLink(daysAgo(partition, 17), held.id, { recipient: { name: held.client.contact_name, email: held.client.email ?? 'client@example.com' }, expires_in_days: 3 }, NO_BASE_URL);
  await view(partition, lapsed.id, new Date(now - 16 * DAY_MS), 1, 'seed-visitor-2');
  await expireLink(daysAgo(partition, 14), held.id, lapsed.id);
  await changeDmcProgrammeStatus(daysAgo(partition, 12), held.id, { status: 'on_hold', reason: 'Client waiting for budget sign-off.' });

  // Declined, and cancelled before it was booked.
  const declined = await build(partition, data, plan(data, { createdDaysAgo: 30, startsInDays: 40, versions: 2 }));
  await changeDmcProgrammeStatus(daysAgo(partition, 25), declined.id, { status: 'proposed' });
  await changeDmcProgrammeStatus(daysAgo(partition, 10), declined.id, { status: 'declined', reason: 'Client chose another destination.' });
  const cancelled = await build(partition, data, plan(data, { createdDaysAgo: 26, startsInDays: 30, versions: 1 }));
  await changeDmcProgrammeStatus(daysAgo(partition, 9), cancelled.id, { status: 'cancelled', reason: 'Event cancelled by the client.' });

  // Booked: the client accepted through its link two days ago.
  const booked = await build(partition, data, plan(data, { createdDaysAgo: 12, startsInDays: 21, versions: 2, agencyReference: `DR-${data.int(100, 999)}` }));
  await changeDmcProgrammeStatus(daysAgo(partition, 7), booked.id, { status: 'proposed' });
  const sent = await createDmcClientLink(daysAgo(partition, 7), booked.id, { recipient: { name: booked.client.contact_name, email: booked.client.email ?? 'client@example.com' }, expires_in_days: 14 }, NO_BASE_URL);
  await view(partition, sent.id, new Date(now - 2 * DAY_MS - HOUR_MS), 4, 'seed-visitor-3');
  await deposit(daysAgo(partition, 2.1), booked, 2);
  await acceptProgramme(daysAgo(partition, 2), booked.id, { version: 2, accepted_by: { name: booked.client.contact_name, email: booked.client.email ?? 'client@example.com' }, link_id: sent.id });

  // Completed: booked by the DMC on its client's word, served last month.
  // Within the last month or so: older charges would open a billing month of their own.
  const served = await build(partition, data, plan(data, { createdDaysAgo: 45, startsInDays: -28, versions: 1 }));
  await changeDmcProgrammeStatus(daysAgo(partition, 41), served.id, { status: 'proposed' });
  await deposit(daysAgo(partition, 35.1), served, 1);
  await acceptProgramme(daysAgo(partition, 35), served.id, { version: 1, accepted_by: { name: served.client.contact_name, email: served.client.email ?? 'client@example.com' } });
  const bookingIds = storedBooking(await readProgrammeRow(partition, served.id))?.booking_ids ?? [];
  for (const [index, bookingId] of bookingIds.entries()) {
    const service = served.versions[0]?.lines[index];
    const doneAt = service ? uaeInstant(service.date, service.time).getTime() + 4 * HOUR_MS : now - 30 * DAY_MS;
    await advanceBooking(partition.at(new Date(doneAt)), bookingId, 'completed');
  }
  await completeProgramme(partition.at(new Date(Date.parse(`${addDays(served.end_date, 1)}T06:00:00+04:00`))), served.id);
}

import { aedToFils } from '../../engine/money';
import type { components } from '../../generated/openapi-types';
import { TestData } from '../../engine/testData';
import type { Partition } from '../../engine/partition';
import { advanceBooking } from '../../engine/bookings';
import { creditWallet } from '../../engine/wallet';
import { move, recordCreated } from '../../engine/stateMachine';
import type { VehicleClass } from '../../engine/vehicles';
import { addDays, uaeDate, uaeInstant } from '../../platform/uaeTime';
import { accountTermsOf } from '../../engine/terms';
import { AIRPORTS, type Airport, type TransportZone } from '../../engine/tariff';
import { addMonths, uaeMonth } from './common';
import { COST_CENTRE_MACHINE, type StoredApprover } from './costCentres';
import { createRequest, decideRequest, expireRequest } from './requests';
import { SHUTTLE_MACHINE } from './shuttles';
import { routeKm, tariffPerRunFils } from './shuttleRates';
import { scheduleShuttleMonth } from './shuttleSchedule';

type Stop = components['schemas']['CorporateShuttleStop'];
type Day = components['schemas']['CorporateShuttleDay'];

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** What the company prepays for its shuttles: more than the seeded months cost, so a partner can schedule more at once. */
const PREPAYMENT_FILS = 10_000_000;

/**
 * The sandbox company every test partition starts with: the same cost centres, requests and
 * shuttles, under the same ids, in every test partition (the contract's examples name them, so
 * they work as written with any test key). Dates follow today; prices follow the account's terms.
 */
const company = new TestData('corporate:sandbox-company');
const id = (prefix: string): string => company.id(prefix);

/** The company's travel manager, who may approve any request of any cost centre. */
const TRAVEL_MANAGER: StoredApprover = { id: 'apr_4rUhm8dg59KPZiGz8HWR', name: 'Yusuf Petrova', email: 'yusuf.petrova@corp.example', approves_up_to_fils: null };
const approver = (name: string, email: string, limitAed: number): StoredApprover => ({ id: id('apr'), name, email, approves_up_to_fils: aedToFils(limitAed) });

interface SeedCentre {
  id: string;
  code: string;
  name: string;
  budgetAed: number | null;
  thresholdAed: number | null;
  daysAgo: number;
  approvers: StoredApprover[];
  archivedDaysAgo?: number;
}

const IT = 'cc_FUct86mNPWuEmXaQi5zT';
const MARKETING = 'cc_CVzNdlQ3x2pQOPcGzkt7';
const OPERATIONS = 'cc_pHyhB5gUw9I48Zk5vR4Z';
const FINANCE_DXB = 'cc_Ho7MNHvrP31zNhXZcz9n';
const FINANCE_SHJ = 'cc_cJP0ZfWrqXMO04DhLiSI';
const SALES_AUH = id('cc');
const EXECUTIVE = id('cc');
const PROJECTS = id('cc');
const YAS_VAN = id('shu');
const AJMAN_COACH = id('shu');

const CENTRES: readonly SeedCentre[] = [
  { id: EXECUTIVE, code: 'EXO-DXB-101', name: 'Executive office - Dubai head office', budgetAed: null, thresholdAed: null, daysAgo: 460, approvers: [TRAVEL_MANAGER] },
  { id: PROJECTS, code: 'PRJ-JAFZ-733', name: 'Projects - Jebel Ali Free Zone', budgetAed: 5000, thresholdAed: 0, daysAgo: 440, approvers: [TRAVEL_MANAGER], archivedDaysAgo: 35 },
  { id: OPERATIONS, code: 'OPS-DXB-312', name: 'Operations - Dubai head office', budgetAed: 60000, thresholdAed: 0, daysAgo: 420, approvers: [TRAVEL_MANAGER, approver('Khalid Haddad', 'khalid.haddad@corp.example', 1000)] },
  { id: FINANCE_DXB, code: 'FIN-DXB-286', name: 'Finance - Dubai head office', budgetAed: 15000, thresholdAed: 750, daysAgo: 380, approvers: [TRAVEL_MANAGER, approver('Elena Dubois', 'elena.dubois@corp.example', 2500)] },
  { id: FINANCE_SHJ, code: 'FIN-SHJ-118', name: 'Finance - Sharjah', budgetAed: null, thresholdAed: null, daysAgo: 300, approvers: [TRAVEL_MANAGER] },
  { id: SALES_AUH, code: 'SLS-AUH-541', name: 'Sales - Abu Dhabi', budgetAed: 20000, thresholdAed: 300, daysAgo: 250, approvers: [TRAVEL_MANAGER, approver('Fatima Rahman', 'fatima.rahman@corp.example', 500)] },
  { id: MARKETING, code: 'MKT-JAFZ-605', name: 'Marketing - Jebel Ali Free Zone', budgetAed: 10000, thresholdAed: 500, daysAgo: 139, approvers: [TRAVEL_MANAGER, approver('Rahul Nakamura', 'rahul.nakamura@corp.example', 150), approver('Noura Okafor', 'noura.okafor@corp.example', 500)] },
  { id: IT, code: 'IT-DXB-470', name: 'Information technology - Dubai head office', budgetAed: 40000, thresholdAed: 0, daysAgo: 127, approvers: [TRAVEL_MANAGER, approver('Mei Al Mansoori', 'mei.almansoori@corp.example', 1000)] },
];

type Outcome = 'auto' | 'approve' | 'decline' | 'expire' | 'pending';

/**
 * Requests in every state: approval is needed where the cost centre's threshold is 0. Like the
 * other seeds, the history starts last month: the notices seed invoices last month alone.
 */
const REQUESTS: ReadonlyArray<{ id?: string; centre: string; days: number; time: string; outcome: Outcome; purpose: string }> = [
  { centre: FINANCE_SHJ, days: -20, time: '08:30', outcome: 'auto', purpose: 'Supplier audit in Riyadh' },
  { centre: EXECUTIVE, days: -16, time: '14:15', outcome: 'auto', purpose: 'Board meeting in Abu Dhabi' },
  { centre: IT, days: -13, time: '06:45', outcome: 'approve', purpose: 'Training course in London' },
  { centre: IT, days: -10, time: '21:30', outcome: 'decline', purpose: 'Regional sales conference' },
  { centre: OPERATIONS, days: -6, time: '10:00', outcome: 'expire', purpose: 'Site inspection' },
  { centre: FINANCE_DXB, days: -3, time: '16:45', outcome: 'auto', purpose: 'Visiting auditors' },
  { centre: IT, days: -2, time: '11:30', outcome: 'expire', purpose: 'Client meeting at DIFC' },
  { centre: FINANCE_SHJ, days: 2, time: '05:30', outcome: 'auto', purpose: 'Client workshop in Riyadh' },
  { centre: OPERATIONS, days: 4, time: '09:15', outcome: 'approve', purpose: 'Trade fair at Dubai World Trade Centre' },
  { centre: MARKETING, days: 6, time: '13:00', outcome: 'auto', purpose: 'Client meeting at DIFC' },
  { id: 'crq_voCQ3JS8yQ6bRYpqd1cb', centre: OPERATIONS, days: 9, time: '19:00', outcome: 'pending', purpose: 'Board meeting in Abu Dhabi' },
  { centre: IT, days: 12, time: '07:30', outcome: 'pending', purpose: 'Regional sales conference' },
  { centre: IT, days: 15, time: '18:00', outcome: 'decline', purpose: 'Training course in London' },
  { centre: OPERATIONS, days: 20, time: '04:45', outcome: 'pending', purpose: 'Supplier audit in Riyadh' },
];
const DECLINE_REASONS = ['Please join the team coach instead.', 'Trip not approved this quarter.', 'Book an executive sedan for a single traveller.'];

const WEEKDAYS: Day[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
const stop = (name: string, zone: TransportZone, address: string, minutes: number): Stop => ({ name, zone, address, minutes_from_first_stop: minutes });
/** The instant of a month's first day at 10:00 UAE. */
const monthStart = (month: string): number => Date.parse(`${month}-01T06:00:00.000Z`);
/** Nothing the seed charges is older than last month's first day. */
const historyStart = (now: number): number => monthStart(addMonths(uaeMonth(new Date(now)), -1));

async function seedCostCentres(partition: Partition, now: number): Promise<void> {
  for (const centre of CENTRES) {
    const at = partition.at(new Date(now - centre.daysAgo * DAY_MS));
    const created = at.now();
    await at.insert('corporate_cost_centres', {
      id: centre.id,
      code: centre.code,
      code_key: centre.code.toLowerCase(),
      name: centre.name,
      status: 'active',
      monthly_budget_fils: centre.budgetAed === null ? null : aedToFils(centre.budgetAed),
      approval_threshold_fils: centre.thresholdAed === null ? null : aedToFils(centre.thresholdAed),
      approvers: JSON.stringify(centre.approvers),
      created_at: created,
      updated_at: created,
    });
    await recordCreated(at, COST_CENTRE_MACHINE, centre.id, 'active');
    if (centre.archivedDaysAgo !== undefined) {
      const archived = partition.at(new Date(now - centre.archivedDaysAgo * DAY_MS));
      await move(archived, COST_CENTRE_MACHINE, centre.id, 'archived', { updated_at: archived.now() });
    }
  }
}

async function seedRequests(partition: Partition, now: number): Promise<void> {
  const terms = await accountTermsOf(partition);
  const historyStarts = historyStart(now);
  for (const [index, spec] of REQUESTS.entries()) {
    const data = new TestData(`corporate:sandbox-company:request:${index}`);
    const pickupDate = uaeDate(new Date(now + spec.days * DAY_MS));
    const pickupAt = uaeInstant(pickupDate, spec.time).getTime();
    const createdAt = Math.max(historyStarts, Math.min(pickupAt - data.int(3, 9) * DAY_MS, now - data.int(2, 30) * HOUR_MS));
    const airport = data.pick(['DXB', 'DXB', 'DXB', 'DWC', 'SHJ', 'AUH'] as Airport[]);
    const direction = data.pick(['arrival', 'departure'] as const);
    const vehicle = data.pick(['EXECUTIVE_SEDAN', 'EXECUTIVE_SEDAN', 'VIP_V_CLASS'] as VehicleClass[]);
    const person = data.person();
    const traveller = { ...person, email: `${person.first_name}.${person.last_name}`.toLowerCase().replace(/[^a-z.]/g, '') + '@corp.example', phone: `+9715${data.int(10000000, 89999999)}` };
    const made = await createRequest(
      partition.at(new Date(createdAt)),
      {
        cost_centre_id: spec.centre,
        traveller,
        ...(data.chance(0.8) ? { employee_id: `E-${data.int(10000, 19999)}` } : {}),
        purpose: spec.purpose,
        transfer: {
          airport,
          terminal: data.pick(AIRPORTS[airport].terminals),
          direction,
          place: data.pick(['BUSINESS_BAY', 'DOWNTOWN_DUBAI', 'DUBAI_MARINA', 'DEIRA', 'PALM_JUMEIRAH', 'SHARJAH_CITY'] as TransportZone[]),
          vehicle,
          pickup_date: pickupDate,
          pickup_time: spec.time,
          passengers: data.int(1, 2),
          bags: data.int(0, 2),
          ...(direction === 'arrival' ? { flight_number: `${data.pick(['EK', 'EY', 'FZ', 'QR', 'BA', 'SV'])}${data.int(1, 999)}` } : {}),
        },
      },
      terms,
      spec.id ? { id: spec.id } : {},
    );
    const needsApproval = spec.outcome !== 'auto';
    if ((made.status === 'pending_approval') !== needsApproval) throw new Error(`corporate seed: request ${index} is ${made.status}, not as planned (${spec.outcome})`);
    const centre = CENTRES.find((c) => c.id === spec.centre) as SeedCentre;
    const decider = centre.approvers[centre.approvers.length - 1] as StoredApprover;
    const decidedAt = partition.at(new Date(createdAt + data.int(2, 20) * HOUR_MS));
    let bookingId = made.booking_id;
    if (spec.outcome === 'approve') {
      const mayApprove = decider.approves_up_to_fils === null || decider.approves_up_to_fils >= aedToFils(made.estimate.amount_due_aed);
      bookingId = (await decideRequest(decidedAt, made.id, { decision: 'approve', approver_email: mayApprove ? decider.email : TRAVEL_MANAGER.email })).booking_id;
    }
    if (spec.outcome === 'decline') await decideRequest(decidedAt, made.id, { decision: 'decline', approver_email: decider.email, reason: data.pick(DECLINE_REASONS) });
    if (spec.outcome === 'expire') await expireRequest(partition.at(new Date(pickupAt - 2 * HOUR_MS + 5 * 60_000)), made.id);
    if (bookingId && pickupAt + 2 * HOUR_MS < now) await advanceBooking(partition.at(new Date(pickupAt + 2 * HOUR_MS)), bookingId, 'completed');
  }
}

interface SeedShuttle {
  id: string;
  name: string;
  centre: string;
  vehicle: VehicleClass;
  vehicles: number;
  stops: Stop[];
  departures: components['schemas']['CorporateShuttleDeparture'][];
  days: Day[];
  startsDaysAgo: number;
}

async function insertShuttle(partition: Partition, shuttle: SeedShuttle, createdAt: Date, perRunFils: number): Promise<void> {
  const at = partition.at(createdAt);
  await at.insert('corporate_shuttles', {
    id: shuttle.id,
    name: shuttle.name,
    status: 'active',
    status_reason: null,
    cost_centre_id: shuttle.centre,
    vehicle: shuttle.vehicle,
    vehicles_per_run: shuttle.vehicles,
    stops: JSON.stringify(shuttle.stops),
    departures: JSON.stringify(shuttle.departures),
    days: JSON.stringify(shuttle.days),
    starts_on: uaeDate(new Date(partition.clock.now().getTime() - shuttle.startsDaysAgo * DAY_MS)),
    ends_on: null,
    rate_version: 1,
    pending_rate_version: null,
    created_at: at.now(),
    updated_at: at.now(),
  });
  await at.insert('corporate_shuttle_rates', {
    shuttle_id: shuttle.id,
    version: 1,
    per_run_fils: perRunFils,
    agreed_on: uaeDate(createdAt),
    effective_from: uaeDate(new Date(partition.clock.now().getTime() - shuttle.startsDaysAgo * DAY_MS)),
    picked_up_at: at.now(),
    created_at: at.now(),
  });
  await recordCreated(at, SHUTTLE_MACHINE, shuttle.id, 'active');
}

/** A newly agreed rate: picked up at once (`pickedUp`), or left pending for the partner to pick up. */
async function agreeRate(partition: Partition, shuttleId: string, version: number, perRunFils: number, agreedOn: string, effectiveFrom: string, pickedUp: boolean): Promise<void> {
  const at = partition.at(new Date(`${agreedOn}T06:00:00.000Z`));
  await at.insert('corporate_shuttle_rates', { shuttle_id: shuttleId, version, per_run_fils: perRunFils, agreed_on: agreedOn, effective_from: effectiveFrom, picked_up_at: pickedUp ? at.now() : null, created_at: at.now() });
  await at.table('corporate_shuttles').where({ id: shuttleId }).update(pickedUp ? { rate_version: version, updated_at: at.now() } : { pending_rate_version: version, updated_at: at.now() });
}

/**
 * Shuttles in every state. The office coach has run last month at its first rate and runs this
 * month at its second; a third, agreed for next month, waits to be picked up. The Sharjah coach
 * runs this month. One shuttle is paused and one has ended.
 */
async function seedShuttles(partition: Partition, now: number): Promise<void> {
  const terms = await accountTermsOf(partition);
  const today = uaeDate(new Date(now));
  const thisMonth = uaeMonth(new Date(now));
  const lastMonth = addMonths(thisMonth, -1);
  const officeCoach: SeedShuttle = {
    id: 'shu_fRwEjSdwMAO4MK3TEcSB',
    name: 'Downtown office to Marina and JBR',
    centre: OPERATIONS,
    vehicle: 'LUXURY_COACH',
    vehicles: 1,
    stops: [stop('Downtown office', 'DOWNTOWN_DUBAI', 'Boulevard Plaza Tower 1', 0), stop('Marina pickup', 'DUBAI_MARINA', 'Marina Mall bus bay', 40), stop('JBR pickup', 'JUMEIRAH_BEACH_RESIDENCE', 'The Walk, Sadaf 5', 50)],
    departures: [{ time: '07:00', direction: 'outbound' }, { time: '17:30', direction: 'return' }],
    days: WEEKDAYS,
    startsDaysAgo: 390,
  };
  const sharjahCoach: SeedShuttle = {
    id: 'shu_uQYNkiC6W97mJvM4YAwG',
    name: 'Sharjah staff housing to Dubai Marina hotel',
    centre: FINANCE_SHJ,
    vehicle: 'LUXURY_COACH',
    vehicles: 1,
    stops: [stop('Al Nahda staff residence', 'SHARJAH_CITY', 'Al Nahda Street 4', 0), stop('Deira pickup', 'DEIRA', 'Union metro, exit 2', 30), stop('Marina hotel staff entrance', 'DUBAI_MARINA', 'Marina Walk service road', 85)],
    departures: [{ time: '06:00', direction: 'outbound' }, { time: '17:30', direction: 'return' }],
    days: WEEKDAYS,
    startsDaysAgo: 130,
  };
  const yasVan: SeedShuttle = {
    id: YAS_VAN,
    name: 'Abu Dhabi city to Yas Island site',
    centre: SALES_AUH,
    vehicle: 'VIP_V_CLASS',
    vehicles: 2,
    stops: [stop('Tourist Club area residence', 'ABU_DHABI_CITY', 'Al Zahiyah, Block 3', 0), stop('Yas Island site office', 'YAS_ISLAND', 'Gate 5, Yas Bay', 35)],
    departures: [{ time: '07:30', direction: 'outbound' }, { time: '18:00', direction: 'return' }],
    days: ['sun', 'mon', 'tue', 'wed', 'thu'],
    startsDaysAgo: 200,
  };
  const ajmanCoach: SeedShuttle = {
    id: AJMAN_COACH,
    name: 'Ajman accommodation to Deira warehouse',
    centre: OPERATIONS,
    vehicle: 'LUXURY_COACH',
    vehicles: 2,
    stops: [stop('Ajman labour accommodation', 'AJMAN', 'Al Jurf 2, Building C', 0), stop('Sharjah pickup', 'SHARJAH_CITY', 'Al Qasimia bus bay', 25), stop('Deira warehouse', 'DEIRA', 'Port Saeed, Warehouse 18', 60)],
    departures: [{ time: '06:30', direction: 'outbound' }, { time: '19:00', direction: 'return' }],
    days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
    startsDaysAgo: 330,
  };
  const tariff = (s: SeedShuttle): number => tariffPerRunFils(routeKm(s.stops), s.vehicle, s.vehicles, terms);
  const round5 = (fils: number): number => Math.round(fils / 500) * 500;

  // The company prepays its shuttles' months.
  await creditWallet(partition.at(new Date(monthStart(lastMonth))), PREPAYMENT_FILS, 'TEST-CORPORATE-PREPAYMENT');
  await insertShuttle(partition, officeCoach, new Date(now - 400 * DAY_MS), round5(tariff(officeCoach) * 0.95));
  // The seed's history of runs starts with the last ten days of last month (booked on the 20th),
  // so last month's statement stays a readable length; this month's were booked on the 1st.
  await scheduleShuttleMonth(partition.at(new Date(monthStart(lastMonth) + 19 * DAY_MS)), officeCoach.id, { month: lastMonth });
  const secondRateOn = addDays(`${thisMonth}-01`, -8);
  await agreeRate(partition, officeCoach.id, 2, round5(tariff(officeCoach) * 0.97), secondRateOn, `${thisMonth}-01`, true);
  await scheduleShuttleMonth(partition.at(new Date(monthStart(thisMonth) + HOUR_MS)), officeCoach.id, { month: thisMonth });
  await agreeRate(partition, officeCoach.id, 3, round5(tariff(officeCoach) * 1.01), addDays(today, -4), `${addMonths(thisMonth, 1)}-01`, false);

  await insertShuttle(partition, sharjahCoach, new Date(now - 150 * DAY_MS), tariff(sharjahCoach));
  await scheduleShuttleMonth(partition.at(new Date(monthStart(thisMonth) + 2 * HOUR_MS)), sharjahCoach.id, { month: thisMonth });

  await insertShuttle(partition, yasVan, new Date(now - 210 * DAY_MS), tariff(yasVan));
  const paused = partition.at(new Date(now - 10 * DAY_MS));
  await move(paused, SHUTTLE_MACHINE, yasVan.id, 'paused', { status_reason: 'Project on hold', updated_at: paused.now() });

  await insertShuttle(partition, ajmanCoach, new Date(now - 340 * DAY_MS), tariff(ajmanCoach));
  const ended = partition.at(new Date(now - 30 * DAY_MS));
  await move(ended, SHUTTLE_MACHINE, ajmanCoach.id, 'ended', { status_reason: 'Project handed over', ends_on: uaeDate(ended.clock.now()), updated_at: ended.now() });
}

export async function seedCorporate(partition: Partition): Promise<void> {
  const now = partition.clock.now().getTime();
  await seedCostCentres(partition, now);
  await seedRequests(partition, now);
  await seedShuttles(partition, now);
}

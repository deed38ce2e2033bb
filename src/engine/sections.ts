import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import type { Job } from '../platform/jobs';
import type { TickDefinition } from './partitionTicks';
import type { Partition } from './partition';
import type { Seeder } from './partitions';
import type { BookingKind, BookingRow, BookingView } from './bookings';
import type { OnAccepted, RequestKind, RequestView } from './requests';
import type { DeskAnswer, DeskTaskKind } from './desk';
import type { AccountRequestAnswer } from './accountRequestAnswers';
import type { Rate, ReferralSourceType } from './referrals';
import type { BalanceView } from './wallet';
import type { OverdueInvoicesOf } from './overdueInvoices';
import type { StatementBetween } from './statements';
import type { AcceptAmendment } from './amendments';
import type { HostHandler, PublicRoute } from './publicRoutes';
import type { VehicleClass } from './vehicles';
import type { LatLon } from './tariff';
import type { RenderedDocument } from './documents/documents';

/**
 * What a booking list and a name board need of a booking beyond the engine's columns, read from
 * the body its section stored: when the service starts, how many travel, where its full view is
 * read, and the pickup a driver holds a name board at.
 */
export interface BookingOutline {
  /** When the service starts (the pickup, a tour's start), an ISO date-time; null when only its day is known. */
  startsAt: string | null;
  /** How many travel; null where the booking does not say (a shuttle run). */
  partySize: number | null;
  /** The path of the operation that shows the booking in full; null where only its events do. */
  href: string | null;
  /** The pickup a driver meets the traveller at; null for a booking without one (no name board). */
  pickup: { name: string; flightNumber: string | null } | null;
  /** From where to where the driver goes, each place by its name and address (`Atlantis The Palm, Crescent Road, Palm Jumeirah, Dubai to Dubai International (DXB) Terminal 3`). */
  route?: string | null;
  /** The class of vehicle the booking was sold with, where it names one (a transfer, a chauffeured hire). */
  vehicleClass?: VehicleClass | null;
  /** How long the driver waits free of charge after the pickup time, where the booking says (else 60 minutes for a flight, 15 for any other pickup). */
  freeWaitingMinutes?: number;
  /** How long the job keeps a driver and vehicle from the pickup on, in minutes, where the section knows better than the dispatcher's default. */
  jobMinutes?: number;
  /**
   * Where the pickup and the drop-off are (latitude, longitude), where the section knows: a test
   * partition's simulated driver drives toward the pickup and on to the drop-off.
   */
  positions?: { pickup: LatLon; dropoff: LatLon | null } | null;
  /**
   * What the driver needs beyond the name board, where the section knows it: the traveller's
   * phone, the bags, where to meet (as the driver goes there) and the partner's notes.
   */
  brief?: DriverBrief;
  /** Where the driver picks the traveller up, with its position for a map, where the section knows it. */
  pickupPlace?: PickupPlace | null;
  /** A brand the booking chose for its own documents (null: none at all); absent, the partner's printed brand. */
  brand?: { name: string; accentHex: string | null } | null;
}

/** A pickup as the driver goes there: what it is called, its street address where known, and its position (WGS 84). */
export interface PickupPlace {
  name: string;
  address: string | null;
  latitude: number;
  longitude: number;
}

/** A trip's resolved end (src/engine/locations.ts) as the driver goes there: its name, address and position. */
export const pickupPlaceAt = (end: Readonly<PickupPlace>): PickupPlace => ({ name: end.name, address: end.address, latitude: end.latitude, longitude: end.longitude });
export interface DriverBrief {
  phone: string | null;
  bags: number | null;
  meetingPoint: string | null;
  notes: string | null;
}

export type Outliner = (booking: BookingRow<unknown>) => BookingOutline;

/**
 * How a booking kind meets an arriving flight (src/engine/flights/tracking.ts): the airport (IATA
 * code) and terminal it meets the flight at, and its body with the pickup moved to `at` when the
 * flight moves it.
 */
export interface FlightPickup {
  arrival(booking: BookingRow<unknown>): { airport: string; terminal: string | null } | null;
  retimed(booking: BookingRow<unknown>, at: Date): unknown;
}

/** What a section gives back when one of its bookings ends unserved (an activity's places). */
export type Release = (partition: Partition, booking: BookingRow<unknown>) => Promise<void>;
/** Runs after every move of any booking, in the move's transaction, with the booking as the move left it. */
export type MoveListener = (partition: Partition, booking: BookingRow<unknown>) => Promise<void>;
/** Why a booking's money moved down: what a tax credit note on it says (the contract's `CreditNoteReasonCode`). */
export type BookingValueReason = 'cancellation' | 'refund' | 'price_reduction' | 'repricing';
/** What follows a money move that may have lowered a booking's value, in the move's transaction, after all its entries. */
export type ValueListener = (partition: Partition, bookingId: string, reason: BookingValueReason) => Promise<void>;
/** The traveller's voucher of a booking of the section's, in the partner's brand (`accountName` where it has no printed brand of its own). */
export type Voucher = (partition: Partition, accountName: string, id: string, format: 'html' | 'pdf') => Promise<RenderedDocument>;
/** Cancels a booking of the section's under its policy at this moment (the fee it sets charged, the rest refunded), in the partition's transaction. */
export type Cancellation = (partition: Partition, id: string) => Promise<unknown>;
/** The fee (fils) its cancellation would charge at `now` under the booking's policy, for the desk to see before cancelling. */
export type CancellationFee = (booking: BookingRow<unknown>, now: Date) => number;
/** Who at the partner hears of the desk's answers by e-mail. */
export type Recipients = (partition: Partition) => Promise<string[]>;

/** The accounts whose live partition has an active person with this e-mail address (any case). */
export type AccountsOfPerson = (db: Db, email: string) => Promise<string[]>;

/** The person invited as an account's owner, as the section keeping the people shows them. */
export interface InvitedOwner {
  id: string;
  email: string;
  status: string;
  invitation_expires_at: string | null;
}

/**
 * Invites the account's owner in the partition, for the operator, in the partition's transaction:
 * refused (a DomainError naming them) while it has an owner, and by the database's unique index
 * when another owner's invitation is stored at the same moment.
 */
export type InviteOwner = (partition: Partition, invitee: { email: string; first_name: string; last_name: string }, publicBaseUrl: string) => Promise<InvitedOwner>;

/** A kind of request a section owns: what its answer does, and how its events show it. */
export interface RequestKindParts {
  /** What accepting does besides recording the answer, in the answer's transaction. */
  accepted?: OnAccepted;
  /** What declining does, for kinds whose subject moves either way. */
  declined?: OnAccepted;
  /** How its events show it; unset parts are the general request's. */
  view?: Partial<RequestView>;
}

/**
 * Everything a section adds to the engine, in one object each section exports from its
 * `section.ts`; the list of sections in `src/sections/index.ts` is the one place they are put
 * together. Every part is optional: a section has the ones its objects need.
 */
export interface SectionDefinition {
  /** The section's folder under src/sections/. */
  name: string;
  /** Fills a fresh test partition; seeders run in the order of the sections list, in one transaction. */
  seed?: Seeder;
  /** How each booking kind it owns is shown in its events (the body its own operations answer). */
  bookingViews?: Partial<Record<BookingKind, BookingView>>;
  /** How each booking kind it owns is listed and met at its pickup (GET /bookings, name boards). */
  bookingOutlines?: Partial<Record<BookingKind, Outliner>>;
  /** What it gives back when one of its bookings is cancelled or declined. */
  releases?: Partial<Record<BookingKind, Release>>;
  /** How each booking kind it owns that can wait for an arriving flight meets it, and follows it when it moves. */
  flightPickups?: Partial<Record<BookingKind, FlightPickup>>;
  /** What follows any booking's moves (a referral's commission). */
  onBookingMove?: MoveListener;
  /** What follows a refund, fee or lower price of any booking (a tax credit note on what was invoiced). */
  onBookingValueLowered?: ValueListener;
  requestKinds?: Partial<Record<RequestKind, RequestKindParts>>;
  /** What accepting an amendment does to a booking of each kind it owns (src/engine/amendments.ts). */
  amendments?: Partial<Record<BookingKind, AcceptAmendment>>;
  /** The voucher of each booking kind it owns that has one (the operator's staff open it from a booking's page). */
  vouchers?: Partial<Record<BookingKind, Voucher>>;
  /** How each booking kind it owns is cancelled under its policy, for the desk (the partner cancels through the section's own operation). */
  cancellations?: Partial<Record<BookingKind, Cancellation>>;
  /** What cancelling each booking kind it owns would charge now (every kind in `cancellations` has one). */
  cancellationFees?: Partial<Record<BookingKind, CancellationFee>>;
  /** What answering a desk task of each kind does to its subject (desk CLI and test helpers). */
  deskAnswers?: Partial<Record<DeskTaskKind, DeskAnswer>>;
  /** The answer of desk tasks that come from a company rather than a partition (a partner application), as the account actions' are answered. */
  accountRequestAnswers?: Partial<Record<DeskTaskKind, AccountRequestAnswer>>;
  /** The desk's answers' e-mail recipients: the one section keeping the partner's contacts has it. */
  answerRecipients?: Recipients;
  /** Who an e-mail address belongs to, to link a request from the account actions to its partner: the section keeping the people has it. */
  accountsOfPerson?: AccountsOfPerson;
  /** Invites an account's owner for the operator (the desk approving a partner application): the section keeping the people has it. */
  inviteOwner?: InviteOwner;
  /** The account's balance as the wallet's and credit line's events carry it: the billing section's. */
  balanceView?: BalanceView;
  /** A partition's live invoices past due and unpaid: the billing section's. */
  overdueInvoices?: OverdueInvoicesOf;
  /** A partition's ledger between two instants as its statements show it (finance's statement of any period): the billing section's. */
  statementBetween?: StatementBetween;
  /** The commission of each referral source type it owns, in basis points. */
  referralRates?: Partial<Record<ReferralSourceType, Rate>>;
  /** Its public pages (outside /api), served by the public router. */
  publicRoutes?: readonly PublicRoute[];
  /** Requests on a partner's own domain that it serves. */
  hostHandler?: HostHandler;
  /** Its background work, run by the service's JobRunner. */
  jobs?: (db: Db, clock: Clock) => Job[];
  /**
   * Its work that falls due as a test partition's own clock passes (src/engine/partitionTicks.ts):
   * run at each moment an advance of the clock passes over, and by the `partition_ticks` job.
   * A live partition's is done by its `jobs`; src/services.ts registers these.
   */
  ticks?: readonly TickDefinition[];
}

/** The engine's look-ups, built once from a list of sections. */
export interface SectionCatalog {
  readonly sections: readonly SectionDefinition[];
  readonly seeders: ReadonlyArray<{ name: string; seed: Seeder }>;
  readonly bookingViews: ReadonlyMap<BookingKind, BookingView>;
  readonly bookingOutlines: ReadonlyMap<BookingKind, Outliner>;
  readonly releases: ReadonlyMap<BookingKind, Release>;
  readonly flightPickups: ReadonlyMap<BookingKind, FlightPickup>;
  readonly moveListeners: readonly MoveListener[];
  readonly valueListeners: readonly ValueListener[];
  readonly onAccepted: ReadonlyMap<RequestKind, OnAccepted>;
  readonly onDeclined: ReadonlyMap<RequestKind, OnAccepted>;
  readonly requestViews: ReadonlyMap<RequestKind, Partial<RequestView>>;
  readonly amendments: ReadonlyMap<BookingKind, AcceptAmendment>;
  readonly vouchers: ReadonlyMap<BookingKind, Voucher>;
  readonly cancellations: ReadonlyMap<BookingKind, Cancellation>;
  readonly cancellationFees: ReadonlyMap<BookingKind, CancellationFee>;
  readonly deskAnswers: ReadonlyMap<DeskTaskKind, DeskAnswer>;
  readonly accountRequestAnswers: ReadonlyMap<DeskTaskKind, AccountRequestAnswer>;
  readonly answerRecipients: Recipients;
  readonly accountsOfPerson: AccountsOfPerson;
  readonly inviteOwner: InviteOwner | null;
  readonly balanceView: BalanceView | null;
  readonly overdueInvoices: OverdueInvoicesOf | null;
  readonly statementBetween: StatementBetween | null;
  readonly referralRates: ReadonlyMap<ReferralSourceType, Rate>;
  readonly publicRoutes: readonly PublicRoute[];
  readonly hostHandlers: readonly HostHandler[];
  jobs(db: Db, clock: Clock): Job[];
  readonly ticks: readonly TickDefinition[];
}

/** Entries of one part of every section, refusing a key two sections both claim. */
function merged<Key extends string, Value>(sections: readonly SectionDefinition[], part: (section: SectionDefinition) => Partial<Record<Key, Value>> | undefined, what: string): Map<Key, NonNullable<Value>> {
  const out = new Map<Key, NonNullable<Value>>();
  const owner = new Map<Key, string>();
  for (const section of sections) {
    for (const [key, value] of Object.entries(part(section) ?? {}) as Array<[Key, Value | undefined]>) {
      if (value === undefined || value === null) continue;
      if (out.has(key)) throw new Error(`${what} ${key} is defined by both ${owner.get(key) ?? '?'} and ${section.name}`);
      out.set(key, value);
      owner.set(key, section.name);
    }
  }
  return out;
}

/** One part of each request kind a section defines (a kind's view and its answer may come from different sections). */
function partsOf<Part extends keyof RequestKindParts>(section: SectionDefinition, part: Part): Partial<Record<RequestKind, RequestKindParts[Part]>> {
  const out: Partial<Record<RequestKind, RequestKindParts[Part]>> = {};
  for (const [kind, parts] of Object.entries(section.requestKinds ?? {}) as Array<[RequestKind, RequestKindParts | undefined]>) {
    const value = parts?.[part];
    if (value !== undefined) out[kind] = value;
  }
  return out;
}

/** The only one of a part two sections may not both define. */
function single<Value>(sections: readonly SectionDefinition[], part: (section: SectionDefinition) => Value | undefined, what: string): Value | null {
  const having = sections.filter((section) => part(section) !== undefined);
  if (having.length > 1) throw new Error(`${what} is defined by ${having.map((section) => section.name).join(' and ')}`);
  const [one] = having;
  return one === undefined ? null : (part(one) ?? null);
}

export function catalogOf(sections: readonly SectionDefinition[]): SectionCatalog {
  const names = new Set<string>();
  for (const { name } of sections) {
    if (names.has(name)) throw new Error(`section ${name} is listed twice`);
    names.add(name);
  }
  const seeders: Array<{ name: string; seed: Seeder }> = [];
  for (const { name, seed } of sections) if (seed) seeders.push({ name, seed });
  return {
    sections,
    seeders,
    bookingViews: merged(sections, (s) => s.bookingViews, 'the view of booking kind'),
    bookingOutlines: merged(sections, (s) => s.bookingOutlines, 'the outline of booking kind'),
    releases: merged(sections, (s) => s.releases, 'the release of booking kind'),
    flightPickups: merged(sections, (s) => s.flightPickups, 'the flight pickup of booking kind'),
    moveListeners: sections.flatMap((s) => (s.onBookingMove ? [s.onBookingMove] : [])),
    valueListeners: sections.flatMap((s) => (s.onBookingValueLowered ? [s.onBookingValueLowered] : [])),
    onAccepted: merged(sections, (s) => partsOf(s, 'accepted'), 'accepting request kind'),
    onDeclined: merged(sections, (s) => partsOf(s, 'declined'), 'declining request kind'),
    requestViews: merged(sections, (s) => partsOf(s, 'view'), 'the view of request kind'),
    amendments: merged(sections, (s) => s.amendments, 'accepting an amendment of booking kind'),
    vouchers: merged(sections, (s) => s.vouchers, 'the voucher of booking kind'),
    cancellations: merged(sections, (s) => s.cancellations, 'the cancellation of booking kind'),
    cancellationFees: merged(sections, (s) => s.cancellationFees, 'the cancellation fee of booking kind'),
    deskAnswers: merged(sections, (s) => s.deskAnswers, 'the answer of desk task kind'),
    accountRequestAnswers: merged(sections, (s) => s.accountRequestAnswers, 'the answer of desk task kind'),
    answerRecipients: single(sections, (s) => s.answerRecipients, 'who hears of the desk answers') ?? (async () => []),
    accountsOfPerson: single(sections, (s) => s.accountsOfPerson, 'whose people an e-mail address names') ?? (async () => []),
    inviteOwner: single(sections, (s) => s.inviteOwner, 'who invites an account\'s owner'),
    balanceView: single(sections, (s) => s.balanceView, 'the balance view'),
    overdueInvoices: single(sections, (s) => s.overdueInvoices, 'the overdue invoices'),
    statementBetween: single(sections, (s) => s.statementBetween, 'the statement of a period'),
    referralRates: merged(sections, (s) => s.referralRates, 'the rate of referral source'),
    publicRoutes: sections.flatMap((s) => s.publicRoutes ?? []),
    hostHandlers: sections.flatMap((s) => (s.hostHandler ? [s.hostHandler] : [])),
    jobs: (db, clock) => sections.flatMap((s) => s.jobs?.(db, clock) ?? []),
    ticks: sections.flatMap((s) => s.ticks ?? []),
  };
}

// The catalog of the sections the running service was built with (createServices, or the
// operator CLI), read by the engine where a partition's work needs a section's part. One
// binding, replaced whole, never added to: which sections run is the list handed in, not which
// modules happen to have been imported.
let inUse: SectionCatalog = catalogOf([]);

/** Makes `catalog` the one the engine consults; createServices calls it with its sections. */
export function useSections(catalog: SectionCatalog): void {
  inUse = catalog;
}

/** The catalog in use. */
export const sectionsInUse = (): SectionCatalog => inUse;

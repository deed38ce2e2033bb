import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import type { Job } from '../platform/jobs';
import type { TickDefinition } from './partitionTicks';
import type {
  AcceptAmendment,
  BalanceView,
  BookingView,
  Cancellation,
  CancellationFee,
  DeskAnswer,
  FlightPickup,
  InviteOwner,
  MoveListener,
  OnAccepted,
  OverdueInvoicesOf,
  Outliner,
  PartitionSections,
  Rate,
  Recipients,
  ReferralSourceType,
  Release,
  RequestView,
  StatementBetween,
  ValueListener,
  Voucher,
} from './partition';
import type { BookingKind } from './bookingRow';
import type { RequestKind } from './requestRow';
import type { DeskTaskKind } from './deskTask';
import type { AccountRequestAnswer } from './desk';
import type { HostHandler, PublicRoute } from './publicRoutes';
import type { Seeder, SectionsWithSeeders } from './partitions';

export type {
  BookingValueReason,
  Cancellation,
  CancellationFee,
  FlightPickup,
  InvitedOwner,
  InviteOwner,
  MoveListener,
  Outliner,
  Recipients,
  Release,
  ValueListener,
  Voucher,
} from './partition';
export { pickupPlaceAt, type BookingOutline, type DriverBrief, type PickupPlace } from './bookingRow';

/** The accounts whose live partition has an active person with this e-mail address (any case). */
export type AccountsOfPerson = (db: Db, email: string) => Promise<string[]>;

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
  /** Its background work, run by the service's JobRunner; `sections`, for the partitions it acts in. */
  jobs?: (db: Db, clock: Clock, sections: PartitionSections) => Job[];
  /**
   * Its work that falls due as a test partition's own clock passes (src/engine/partitionTicks.ts):
   * run at each moment an advance of the clock passes over, and by the `partition_ticks` job.
   * A live partition's is done by its `jobs`; src/services.ts registers these.
   */
  ticks?: readonly TickDefinition[];
}

/**
 * The engine's look-ups, built once from a list of sections: what a partition's work looks up
 * (the partition carries it), and what the service wires beside the partitions (public pages,
 * jobs, the answers to the account actions' requests).
 */
export interface SectionCatalog extends SectionsWithSeeders {
  readonly sections: readonly SectionDefinition[];
  readonly accountRequestAnswers: ReadonlyMap<DeskTaskKind, AccountRequestAnswer>;
  readonly accountsOfPerson: AccountsOfPerson;
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
  const catalog: SectionCatalog = {
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
    jobs: (db, clock) => sections.flatMap((s) => s.jobs?.(db, clock, catalog) ?? []),
    ticks: sections.flatMap((s) => s.ticks ?? []),
  };
  return catalog;
}

import type { Knex } from 'knex';
import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import type { components } from '../generated/openapi-types';
import type { KeyMode } from '../apiKeys/format';
import type { AccountRow } from '../apiKeys/store';
import type { BookingKind, BookingOutline, BookingRow } from './bookingRow';
import type { RequestKind, RequestRow } from './requestRow';
import type { DeskDecision, DeskTaskKind } from './deskTask';
import type { RenderedDocument } from './documents/documents';
import { TestData } from './testData';
import { drawn, drawnAsync, recordingDrawn, recordingPlaceholders, type Redrawing } from '../platform/seedRecording';

/**
 * Who is acting, recorded on every state move: a key's request, the trade desk (CLI), a test
 * helper playing the desk in a test partition, a visitor of a public page (by the link they
 * came through), one of the operator's drivers on their job page (`driver:<drv_… id>`), the
 * service itself, or a test partition's simulated driver (src/engine/simulatedDriver.ts), which
 * plays its trips as its clock passes.
 */
export type Actor = `key:${string}` | `user:${string}` | `desk:${string}` | `test_helper:${string}` | `visitor:${string}` | `driver:${string}` | 'system' | 'simulator';

/**
 * A partition's own clock (`ModeRules.hasOwnClock`): the service's clock moved on by `offsetMs`,
 * as far as the partner advanced it (never back). Made only by `partitionClock` and the clock's
 * advance (src/engine/partitions.ts, src/engine/testClock.ts), from the offset stored in the
 * database.
 */
export class OffsetClock implements Clock {
  constructor(
    /** The service's clock, which what runs in real time keeps (webhook deliveries' due times). */
    readonly service: Clock,
    readonly offsetMs: number,
  ) {}

  now(): Date {
    return new Date(this.service.now().getTime() + this.offsetMs);
  }
}

/**
 * What a partition keeps in memory while its seed is written (`seeding()`). The seed is the
 * partition's first writing, in one transaction, and every event of it is recorded through
 * `recordEvents`, so the latest snapshot of each subject is known here without reading it back.
 */
export interface SeedMemory {
  /** Each subject's latest event data, by `subject_type:subject_id`. */
  readonly snapshots: Map<string, Record<string, unknown>>;
  /**
   * What the seed's test data is drawn from (`testData`): the account's id, or one name for every
   * partition when the seed is written once as a template and copied (src/engine/seedTemplate.ts).
   */
  readonly identity: string;
}

/**
 * The stored tables that belong to partitions: each has `account_id` and `mode` columns. A new
 * one is added here, so that a test partition's reset clears it too.
 */
export const PARTITION_TABLES = [
  'quotes',
  'bookings',
  'state_moves',
  'ledger_entries',
  'balances',
  'events',
  'service_requests',
  'partition_settings',
  'hotel_desk_days',
  'billing_periods',
  'issued_documents',
  'invoiced_bookings',
  'einvoice_transmissions',
  'einvoice_attempts',
  'credit_notes',
  'users',
  'public_links',
  'public_hits',
  'attributions',
  'earnings_entries',
  'guide_properties',
  'sites',
  'site_domains',
  'dmc_programmes',
  'dmc_programme_versions',
  'dmc_client_links',
  'corporate_cost_centres',
  'corporate_requests',
  'corporate_shuttles',
  'corporate_shuttle_rates',
  'corporate_shuttle_runs',
  'affiliate_links',
  'affiliate_payouts',
  'affiliate_bank_details',
  'widgets',
  'webhook_endpoints',
  'webhook_deliveries',
  'webhook_attempts',
  'booking_trips',
  'booking_flights',
  'voucher_emails',
  'proforma_invoices',
] as const;
export type PartitionTable = (typeof PARTITION_TABLES)[number];

/**
 * Every rule that differs between test and live, in one place: a section asks the partition (or,
 * where it has only a mode, `rulesOf(mode)`) and never compares a mode itself. The linter refuses
 * `.mode === 'test'` and `.sandbox ? … : …` anywhere else.
 */
export interface ModeRules {
  /** Whether the mode's objects are test objects: what `sandbox` says in answers, pages and documents. */
  readonly sandbox: boolean;
  /** Work goes to the trade desk's queue; in a test partition the partner plays the desk (test helpers). */
  readonly reachesDesk: boolean;
  /** Mail goes to people's inboxes; a test partition's (an invitation to a test address) is never sent. */
  readonly reachesInboxes: boolean;
  /** Test helpers (`/test-helpers/…`) act on the partition: the partner plays the desk in test only. */
  readonly allowsTestHelpers: boolean;
  /** A fresh partition is seeded with a realistic world on first use (test only). */
  readonly seededOnFirstUse: boolean;
  /** The series invoice numbers are drawn from, so a test invoice is never mistaken for a real one. */
  readonly invoiceSeries: 'INV' | 'TEST-INV';
  /** The series tax credit note numbers are drawn from, likewise. */
  readonly creditNoteSeries: 'CN' | 'TEST-CN';
  /**
   * The series pro-forma invoices (a wallet top-up's payment request) are drawn from, likewise. A
   * test partition's pro-forma is never matched to a bank transfer: the partner pays it with the
   * test helpers' top-up.
   */
  readonly proformaSeries: 'PF' | 'TEST-PF';
  /** Webhook endpoints may be `http://localhost…`, to receive test events on the partner's own machine. */
  readonly allowsLoopbackWebhooks: boolean;
  /**
   * Where the mode's public pages live when their address names no token (a white-label site is
   * `/sites/<name>`, and names are unique per mode): a test site's under `/sites/test/<name>`.
   */
  readonly publicPathSegment: '' | '/test';
  /** A hostname held in both modes serves the live site's page: the lower the rank, the first served. */
  readonly hostnameRank: number;
  /** Issued documents are sent as e-invoices (to EINVOICE_PROVIDER); a test partition's documents are not: they concern no one's tax return. */
  readonly sendsEInvoices: boolean;
  /**
   * Where the partition's arriving flights are reported from (src/engine/flights/): a test
   * partition's always from the built-in simulator (the `ZZ` test flights), a live partition's
   * from the configured provider (FLIGHT_PROVIDER; none configured: not tracked).
   */
  readonly flightSource: 'simulator' | 'provider';
  /**
   * The partition keeps a clock of its own, which the partner moves forward (test clocks, as
   * Stripe's): everything in it reads time from that clock, and its trips play by themselves as
   * it passes (the simulated driver). A live partition reads the service's clock.
   */
  readonly hasOwnClock: boolean;
  /**
   * Acting on the partition needs the account's live access, switched on by the operator: a live
   * key, or a portal session in live mode, is refused (`live_access_disabled`) until it is; and a
   * portal `owner` or `admin` acts on it only with a second factor on their session.
   */
  readonly needsLiveAccess: boolean;
  /**
   * Its people (`users`) are the account's real team, who sign in to the partner portal: an
   * invitation's acceptance sets their password. A test partition's people are rehearsals, who never sign in.
   */
  readonly signsInToPortal: boolean;
  /**
   * The partner issues and revokes the account's keys of this mode itself (through the API or the
   * portal); keys of the other mode are issued and revoked by the trade desk only (live keys).
   */
  readonly keysManagedByPartner: boolean;
}

/** Placeholders of `seedValue` drawn so far in this process: each is told apart by its number. */
let seedValues = 0;

const RULES: Readonly<Record<KeyMode, ModeRules>> = {
  test: {
    sandbox: true,
    reachesDesk: false,
    reachesInboxes: false,
    allowsTestHelpers: true,
    seededOnFirstUse: true,
    invoiceSeries: 'TEST-INV',
    creditNoteSeries: 'TEST-CN',
    proformaSeries: 'TEST-PF',
    allowsLoopbackWebhooks: true,
    publicPathSegment: '/test',
    hostnameRank: 1,
    sendsEInvoices: false,
    flightSource: 'simulator',
    hasOwnClock: true,
    needsLiveAccess: false,
    signsInToPortal: false,
    keysManagedByPartner: true,
  },
  live: {
    sandbox: false,
    reachesDesk: true,
    reachesInboxes: true,
    allowsTestHelpers: false,
    seededOnFirstUse: false,
    invoiceSeries: 'INV',
    creditNoteSeries: 'CN',
    proformaSeries: 'PF',
    allowsLoopbackWebhooks: false,
    publicPathSegment: '',
    hostnameRank: 0,
    sendsEInvoices: true,
    flightSource: 'provider',
    hasOwnClock: false,
    needsLiveAccess: true,
    signsInToPortal: true,
    keysManagedByPartner: false,
  },
};

/** The test/live rules of a mode, for code that holds a mode and no partition (a route per mode, an address check). */
export const rulesOf = (mode: KeyMode): ModeRules => RULES[mode];

/** Of rows holding the same public name in both modes, the one served: the live one's. */
export const servedFirst = <Row extends { mode: KeyMode }>(rows: readonly Row[]): Row | undefined =>
  [...rows].sort((a, b) => RULES[a.mode].hostnameRank - RULES[b.mode].hostnameRank)[0];

/** The partition a stored row belongs to: its `account_id` and `mode` columns. */
export interface PartitionRow {
  readonly account_id: string;
  readonly mode: KeyMode;
}

/**
 * One account's test or live data, and the only way section code reads or writes it. Every query
 * made through `table()` is filtered to the partition and every row inserted through `insert()`
 * carries it, so another account's or the other mode's rows are out of reach by construction: a
 * section looks a row up by id and gets nothing, hence 404, without a check of its own.
 *
 * Test or live is decided here and nowhere else (`ModeRules`): `sandbox` for what the answers
 * say, `reachesDesk` for whether work goes to the people of the trade desk, `allotmentPool` for
 * whose inventory a sale draws on, and the rest below.
 *
 * A partition is made through a constructor that says who acts and why: `forCaller` (an API key's
 * request, through `openPartition`), `forDesk` (the operator), `forJob` (the service's own
 * schedule), `forVisitor` (a public page), `forDriver` (a driver on their job page). Each takes
 * the sections the service runs first (`Services.sections`, handed on): their parts are what the
 * partition's work looks up (`sections`, `PartitionSections` below), and every partition made
 * from this one keeps them.
 *
 * `clock` is the partition's own: the service's for a live partition, its test clock for a test
 * one (`hasOwnClock`). `openPartition` gives a caller's partition its clock; code that makes one
 * otherwise (a job, a public page, the desk naming a test partition) reads it through
 * `partitionClock` (src/engine/partitions.ts), or `openJobPartition` for a job.
 */
export class Partition {
  private constructor(
    /** The parts of the service's sections its work looks up (a booking kind's view, a request kind's answer …). */
    readonly sections: PartitionSections,
    readonly accountId: string,
    readonly mode: KeyMode,
    /** The request's transaction when there is one (Idempotency-Key), else the pool. */
    readonly db: Db,
    readonly clock: Clock,
    readonly actor: Actor,
    readonly requestId: string | null,
    /** Set while the partition's seed is written; null for every other use. */
    readonly seed: SeedMemory | null = null,
  ) {}

  /**
   * The partition of a caller of the API, acting as its key (`key:<id>`), or of a script acting
   * as one; `openPartition` calls it, recording (and seeding) the partition on first use.
   */
  static forCaller(sections: PartitionSections, accountId: string, mode: KeyMode, db: Db, clock: Clock, actor: Actor, requestId: string | null): Partition {
    return new Partition(sections, accountId, mode, db, clock, actor, requestId);
  }

  /** The trade desk acting on an account (the operator's CLI): live unless the operator names the test partition. */
  static forDesk(sections: PartitionSections, db: Db, clock: Clock, accountId: string, operator: string, mode: KeyMode = 'live'): Partition {
    return new Partition(sections, accountId, mode, db, clock, `desk:${operator}`, null);
  }

  /** The service itself acting on a stored row's partition, outside any request (a scheduled job, a delivery). */
  static forJob(sections: PartitionSections, db: Db, clock: Clock, row: PartitionRow): Partition {
    return new Partition(sections, row.account_id, row.mode, db, clock, 'system', null);
  }

  /** A visitor of a public page reaching a row's partition by the link, site or invitation they came through. */
  static forVisitor(sections: PartitionSections, db: Db, clock: Clock, row: PartitionRow, via: string): Partition {
    return new Partition(sections, row.account_id, row.mode, db, clock, `visitor:${via}`, null);
  }

  /**
   * One of the operator's drivers moving a job they drive, on their job page: the partition of the
   * job's booking (a stored row of it), acting as `driver:<id>`, with the request it came in.
   */
  static forDriver(sections: PartitionSections, db: Db, clock: Clock, row: PartitionRow, driverId: string, requestId: string | null): Partition {
    return new Partition(sections, row.account_id, row.mode, db, clock, `driver:${driverId}`, requestId);
  }

  private get rules(): ModeRules {
    return RULES[this.mode];
  }

  get sandbox(): boolean {
    return this.rules.sandbox;
  }

  /** Live work goes to the trade desk's queue; in a test partition the partner plays the desk (test helpers). */
  get reachesDesk(): boolean {
    return this.rules.reachesDesk;
  }

  /** Live mail goes to people's inboxes; a test partition's (an invitation to a test address) is never sent. */
  get reachesInboxes(): boolean {
    return this.rules.reachesInboxes;
  }

  /** Its people sign in to the partner portal (an invitation's acceptance sets a password); a test partition's are rehearsals. */
  get signsInToPortal(): boolean {
    return this.rules.signsInToPortal;
  }

  /** Test helpers may act here: a live key calling one is refused (`test_mode_only`). */
  get allowsTestHelpers(): boolean {
    return this.rules.allowsTestHelpers;
  }

  /** A fresh partition is seeded on first use. */
  get seededOnFirstUse(): boolean {
    return this.rules.seededOnFirstUse;
  }

  /** The series this partition's invoice numbers are drawn from. */
  get invoiceSeries(): string {
    return this.rules.invoiceSeries;
  }

  /** Whether this partition's issued documents are sent as e-invoices. */
  get sendsEInvoices(): boolean {
    return this.rules.sendsEInvoices;
  }

  /** Where this partition's arriving flights are reported from: the simulator, or the configured provider. */
  get flightSource(): 'simulator' | 'provider' {
    return this.rules.flightSource;
  }

  /** Whether the partition keeps a clock of its own (test clocks) and plays its trips by itself as it passes. */
  get hasOwnClock(): boolean {
    return this.rules.hasOwnClock;
  }

  /**
   * The service's clock, for what runs in real time whatever the partition's clock says: a
   * webhook delivery queued by an event is due now on the service's clock, so that an advanced
   * test clock's events reach the partner's endpoint at once.
   */
  get serviceClock(): Clock {
    return this.clock instanceof OffsetClock ? this.clock.service : this.clock;
  }

  /** The series this partition's tax credit note numbers are drawn from. */
  get creditNoteSeries(): string {
    return this.rules.creditNoteSeries;
  }

  /** The series this partition's pro-forma invoice numbers are drawn from. */
  get proformaSeries(): string {
    return this.rules.proformaSeries;
  }

  /** Whether this partition's webhook endpoints may be on the loopback interface. */
  get allowsLoopbackWebhooks(): boolean {
    return this.rules.allowsLoopbackWebhooks;
  }

  /** Live sales draw on the operator's allotments; a test partition has allotments of its own. */
  get allotmentPool(): string {
    return this.mode === 'live' ? 'live' : `test:${this.accountId}`;
  }

  /** Rows of `name` in this partition. */
  table(name: PartitionTable): Knex.QueryBuilder {
    return this.db(name).where({ account_id: this.accountId, mode: this.mode });
  }

  /** Inserts rows into `name`, stamped with this partition. */
  async insert(name: PartitionTable, rows: Record<string, unknown> | ReadonlyArray<Record<string, unknown>>): Promise<void> {
    const stamped = (Array.isArray(rows) ? rows : [rows]).map((row: Record<string, unknown>) => ({ ...row, account_id: this.accountId, mode: this.mode }));
    if (stamped.length > 0) await this.db(name).insert(stamped);
  }

  /**
   * The same partition at an earlier time: seeders write a history as it would have happened. A
   * later time is held at now, so nothing seeded is dated in the future (the inbox and keyset
   * cursors order by time).
   */
  at(when: Date): Partition {
    const at = new Date(Math.min(when.getTime(), this.clock.now().getTime()));
    return new Partition(this.sections, this.accountId, this.mode, this.db, { now: () => new Date(at) }, this.actor, this.requestId, this.seed);
  }

  /**
   * The same partition reading time from `clock`: its own clock as stored (`partitionClock`), or
   * a moment an advance of its test clock passes through.
   */
  withClock(clock: Clock): Partition {
    return new Partition(this.sections, this.accountId, this.mode, this.db, clock, this.actor, this.requestId, this.seed);
  }

  /** The same partition, acting as someone else (the desk, a test helper). */
  as(actor: Actor): Partition {
    return new Partition(this.sections, this.accountId, this.mode, this.db, this.clock, actor, this.requestId, this.seed);
  }

  /** The same partition on another connection: a transaction its caller opened. */
  on(db: Db): Partition {
    return new Partition(this.sections, this.accountId, this.mode, db, this.clock, this.actor, this.requestId, this.seed);
  }

  /**
   * The same partition writing its seed, inside the transaction that records the partition:
   * nothing else can have written to it yet, which the seed's writes rely on (`SeedMemory`).
   */
  seeding(identity: string = this.accountId): Partition {
    return new Partition(this.sections, this.accountId, this.mode, this.db, this.clock, this.actor, this.requestId, { snapshots: new Map(), identity });
  }

  /**
   * A value the seed derives from the account rather than draws (an e-mail domain made of its
   * name, a site name no other test site holds), computed by `compute` on the partition. While the
   * seed is written as a template (src/engine/seedTemplate.ts) it is a placeholder, recorded with
   * `compute`, which each copy runs on its own partition: the seed must only embed the value.
   */
  async seedValue(compute: (partition: Partition) => Promise<string>): Promise<string> {
    if (!recordingDrawn()) return compute(this);
    const { clock, mode } = this;
    const redraw = (copy: Redrawing): Promise<string> => compute(Partition.forJob(this.sections, copy.db, clock, { account_id: copy.accountId, mode }));
    // Eight characters, letters and digits: a placeholder fits wherever the value goes (a partner code is eight).
    if (recordingPlaceholders()) return drawn(() => `qz${(++seedValues).toString(36).padStart(6, '0')}`, redraw);
    return drawnAsync(() => compute(this), redraw);
  }

  /**
   * A seeder's deterministic test data for `key` (`transport:3`): the same key gives the same
   * values in the same partition, drawn from the seed's identity (the account's id by default).
   */
  testData(key: string): TestData {
    return new TestData(`${this.seed?.identity ?? this.accountId}:${key}`);
  }

  /**
   * Runs `work` in one transaction: the request's own when it has one (so the stored
   * Idempotency-Key answer commits with the work), a new one otherwise.
   */
  async transaction<T>(work: (partition: Partition) => Promise<T>): Promise<T> {
    if (this.db.isTransaction) return work(this);
    return this.db.transaction((trx) => work(this.on(trx)));
  }

  now(): string {
    return this.clock.now().toISOString();
  }
}

/*
 * What the service's sections give the work done in a partition. A partition carries the parts
 * of the sections the service runs (`Partition.sections`): the engine looks a booking kind's
 * view, a request kind's answer or the billing section's balance up there, never in a module of
 * its own. Each part takes the partition it acts in, so the parts are named here, beside the
 * partition: src/engine/sections.ts puts them together from the sections' definitions, and the
 * engine's modules name them from here or from their own module, which re-exports them.
 */

/** The parts of the sections a partition's work looks up, built from the sections' definitions (src/engine/sections.ts `catalogOf`). */
export interface PartitionSections {
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
  readonly answerRecipients: Recipients;
  readonly inviteOwner: InviteOwner | null;
  readonly balanceView: BalanceView | null;
  readonly overdueInvoices: OverdueInvoicesOf | null;
  readonly statementBetween: StatementBetween | null;
  readonly referralRates: ReadonlyMap<ReferralSourceType, Rate>;
}

/**
 * How a section shows its bookings, for their events' snapshots: the body its own operations
 * answer (a transfer as `GET /transport/bookings/{id}` does), money in AED. Given the bookings of
 * one change at once, so that a batch (a month of shuttle runs) is rendered in a few queries.
 */
export type BookingView = (partition: Partition, bookings: ReadonlyArray<BookingRow<unknown>>) => Promise<object[]> | object[];

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

/**
 * What accepting a request of a kind does besides recording the answer (an amendment changes its
 * booking and posts the price difference), in the answer's transaction; declining, for kinds
 * whose subject moves either way (a site sent back for changes, a payout's held money returned).
 * Defined by the section that owns the kind (its `requestKinds`).
 */
export type OnAccepted = (partition: Partition, request: RequestRow, decision: DeskDecision) => Promise<void>;

/** What a request is in the event feed: a quote request is an object of its own, any other a request. */
export type RequestSubject = 'request' | 'quote_request';

/**
 * How a kind of request is shown, for its events' snapshots: the body its section's operations
 * answer, and the scope that reads it. Defined by the section that owns the kind.
 */
export interface RequestView {
  subjectType: RequestSubject;
  readScope: components['schemas']['Scope'];
  show: (partition: Partition, request: RequestRow) => object | Promise<object>;
}

/** What accepting an amendment does to the booking it changes, in the answer's transaction. */
export type AcceptAmendment = (p: Partition, request: RequestRow, booking: BookingRow, decision: DeskDecision) => Promise<void>;

/**
 * What answering a task of one kind does to its subject, in the answer's transaction. The same
 * function serves the desk (live partition) and the test helpers (test partition).
 */
export type DeskAnswer = (partition: Partition, subjectId: string, decision: DeskDecision) => Promise<unknown>;

/** The kinds of page a referral can come from (src/engine/referrals.ts). */
export type ReferralSourceType = 'guide_property' | 'site' | 'widget' | 'affiliate_link';

/**
 * The commission of a source type, in basis points of the public price. Defined by the section
 * that owns the source (affiliates earn a flat rate, a site or a guide follows the account's
 * terms); a type no section rates earns under the account's terms.
 */
export type Rate = (partition: Partition, account: AccountRow) => number;

/**
 * The account's balance as the statements overview shows it. What is overdue is the billing
 * section's to say (its invoices), so it defines the view (`balanceView`); the wallet's and the
 * credit line's events carry it.
 */
export type BalanceView = (partition: Partition) => Promise<components['schemas']['AccountBalance']>;

/** A live tax invoice past its due date with something still unpaid, as finance chases it. */
export interface OverdueInvoice {
  invoice_id: string;
  number: string;
  account_id: string;
  period: string;
  due_date: string;
  total_fils: number;
  unpaid_fils: number;
}

/** A partition's overdue invoices: the billing section knows what is paid on each. */
export type OverdueInvoicesOf = (partition: Partition) => Promise<OverdueInvoice[]>;

/** One ledger entry on a statement, in AED, with the running balance after it (as the partner's statement lines are). */
export interface StatementEntry {
  date: string;
  kind: 'charge' | 'cancellation_fee' | 'refund' | 'adjustment' | 'topup' | 'payment' | 'reversal';
  invoice_number: string | null;
  credit_note_number: string | null;
  description: string;
  reference: string;
  booking_id: string | null;
  booking_reference: string | null;
  charge_aed: number;
  payment_aed: number;
  balance_aed: number;
}

/** A partition's ledger between two instants: the balance before, the entries, their totals in fils. */
export interface LedgerPeriod {
  openingFils: number;
  chargesFils: number;
  paymentsFils: number;
  lines: StatementEntry[];
}

/** The ledger of a partition in [from, before) as its statements show it: the billing section's. */
export type StatementBetween = (partition: Partition, from: string, before: string) => Promise<LedgerPeriod>;

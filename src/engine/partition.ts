import type { Knex } from 'knex';
import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import type { KeyMode } from '../apiKeys/format';
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
 * schedule), `forVisitor` (a public page), `forDriver` (a driver on their job page).
 *
 * `clock` is the partition's own: the service's for a live partition, its test clock for a test
 * one (`hasOwnClock`). `openPartition` gives a caller's partition its clock; code that makes one
 * otherwise (a job, a public page, the desk naming a test partition) reads it through
 * `partitionClock` (src/engine/partitions.ts), or `openJobPartition` for a job.
 */
export class Partition {
  private constructor(
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
  static forCaller(accountId: string, mode: KeyMode, db: Db, clock: Clock, actor: Actor, requestId: string | null): Partition {
    return new Partition(accountId, mode, db, clock, actor, requestId);
  }

  /** The trade desk acting on an account (the operator's CLI): live unless the operator names the test partition. */
  static forDesk(db: Db, clock: Clock, accountId: string, operator: string, mode: KeyMode = 'live'): Partition {
    return new Partition(accountId, mode, db, clock, `desk:${operator}`, null);
  }

  /** The service itself acting on a stored row's partition, outside any request (a scheduled job, a delivery). */
  static forJob(db: Db, clock: Clock, row: PartitionRow): Partition {
    return new Partition(row.account_id, row.mode, db, clock, 'system', null);
  }

  /** A visitor of a public page reaching a row's partition by the link, site or invitation they came through. */
  static forVisitor(db: Db, clock: Clock, row: PartitionRow, via: string): Partition {
    return new Partition(row.account_id, row.mode, db, clock, `visitor:${via}`, null);
  }

  /**
   * One of the operator's drivers moving a job they drive, on their job page: the partition of the
   * job's booking (a stored row of it), acting as `driver:<id>`, with the request it came in.
   */
  static forDriver(db: Db, clock: Clock, row: PartitionRow, driverId: string, requestId: string | null): Partition {
    return new Partition(row.account_id, row.mode, db, clock, `driver:${driverId}`, requestId);
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
    return new Partition(this.accountId, this.mode, this.db, { now: () => new Date(at) }, this.actor, this.requestId, this.seed);
  }

  /**
   * The same partition reading time from `clock`: its own clock as stored (`partitionClock`), or
   * a moment an advance of its test clock passes through.
   */
  withClock(clock: Clock): Partition {
    return new Partition(this.accountId, this.mode, this.db, clock, this.actor, this.requestId, this.seed);
  }

  /** The same partition, acting as someone else (the desk, a test helper). */
  as(actor: Actor): Partition {
    return new Partition(this.accountId, this.mode, this.db, this.clock, actor, this.requestId, this.seed);
  }

  /** The same partition on another connection: a transaction its caller opened. */
  on(db: Db): Partition {
    return new Partition(this.accountId, this.mode, db, this.clock, this.actor, this.requestId, this.seed);
  }

  /**
   * The same partition writing its seed, inside the transaction that records the partition:
   * nothing else can have written to it yet, which the seed's writes rely on (`SeedMemory`).
   */
  seeding(identity: string = this.accountId): Partition {
    return new Partition(this.accountId, this.mode, this.db, this.clock, this.actor, this.requestId, { snapshots: new Map(), identity });
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
    const redraw = (copy: Redrawing): Promise<string> => compute(Partition.forJob(copy.db, clock, { account_id: copy.accountId, mode }));
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

import type { Knex } from 'knex';
import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import type { KeyMode } from '../apiKeys/format';

/**
 * Who is acting, recorded on every state move: a key's request, the trade desk (CLI), a test
 * helper playing the desk in a test partition, a visitor of a public page (by the link they
 * came through), or the service itself.
 */
export type Actor = `key:${string}` | `desk:${string}` | `test_helper:${string}` | `visitor:${string}` | 'system';

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
] as const;
export type PartitionTable = (typeof PARTITION_TABLES)[number];

/** Whether a mode's objects are test objects: what `sandbox` says in answers and pages. */
export const isSandboxMode = (mode: KeyMode): boolean => mode === 'test';

/**
 * Where a mode's public pages live when their address names no token (a white-label site is
 * `/sites/<name>`, and names are unique per mode): a test site's under `/sites/test/<name>`.
 */
export const publicPathSegment = (mode: KeyMode): string => (isSandboxMode(mode) ? '/test' : '');

/**
 * One account's test or live data, and the only way section code reads or writes it. Every query
 * made through `table()` is filtered to the partition and every row inserted through `insert()`
 * carries it, so another account's or the other mode's rows are out of reach by construction: a
 * section looks a row up by id and gets nothing, hence 404, without a check of its own.
 *
 * Test or live is decided here and nowhere else: `sandbox` for what the answers say, `reachesDesk`
 * for whether work goes to the people of the trade desk, `allotmentPool` for whose inventory a
 * sale draws on.
 */
export class Partition {
  constructor(
    readonly accountId: string,
    readonly mode: KeyMode,
    /** The request's transaction when there is one (Idempotency-Key), else the pool. */
    readonly db: Db,
    readonly clock: Clock,
    readonly actor: Actor,
    readonly requestId: string | null,
  ) {}

  get sandbox(): boolean {
    return isSandboxMode(this.mode);
  }

  /** Live work goes to the trade desk's queue; in a test partition the partner plays the desk (test helpers). */
  get reachesDesk(): boolean {
    return this.mode === 'live';
  }

  /** Live mail goes to people's inboxes; a test partition's (an invitation to a test address) is never sent. */
  get reachesInboxes(): boolean {
    return this.mode === 'live';
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
    return new Partition(this.accountId, this.mode, this.db, { now: () => new Date(at) }, this.actor, this.requestId);
  }

  /** The same partition, acting as someone else (the desk, a test helper). */
  as(actor: Actor): Partition {
    return new Partition(this.accountId, this.mode, this.db, this.clock, actor, this.requestId);
  }

  /**
   * Runs `work` in one transaction: the request's own when it has one (so the stored
   * Idempotency-Key answer commits with the work), a new one otherwise.
   */
  async transaction<T>(work: (partition: Partition) => Promise<T>): Promise<T> {
    if (this.db.isTransaction) return work(this);
    return this.db.transaction((trx) => work(new Partition(this.accountId, this.mode, trx, this.clock, this.actor, this.requestId)));
  }

  now(): string {
    return this.clock.now().toISOString();
  }
}

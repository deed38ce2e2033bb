import type { Db } from '../../platform/db';
import type { Clock } from '../../platform/clock';
import type { Job } from '../../platform/jobs';
import type { Logger } from '../../platform/logger';
import type { Config } from '../../platform/config';
import { Partition, type PartitionSections } from '../partition';
import { aeroapiProvider } from './aeroapi';
import { aerodataboxProvider } from './aerodatabox';
import { ProviderRefused, ProviderUnreachable, type Fetch, type FlightStatusProvider } from './provider';
import { bookedPickupOf, TRACKED_STATUSES, type TrackedFlightRow } from './store';
import { runFlightTick } from './ticks';

/** The adapter of the configured provider (FLIGHT_PROVIDER, checked at start by the config); null for the simulator or none. */
export function flightProviderOf(config: Config, fetch: Fetch): FlightStatusProvider | null {
  const { provider, key, webhookSecret } = config.flights;
  if ((provider !== 'aeroapi' && provider !== 'aerodatabox') || key === undefined || webhookSecret === undefined) return null;
  const options = { key, webhookSecret, publicBaseUrl: config.publicBaseUrl, fetch };
  return provider === 'aeroapi' ? aeroapiProvider(options) : aerodataboxProvider(options);
}

const MINUTE = 60_000;
/** How long a run holds a flight while it calls the provider; another instance takes it over after. */
const LEASE_MS = 2 * MINUTE;
/** Tries to subscribe before the flight is given up as untracked (a minute, doubling, at most an hour apart: about a day). */
export const MAX_SUBSCRIBE_ATTEMPTS = 30;
/** How long after the pickup as booked a provider subscription is ended: the flight is down (or gone) by then. */
export const END_SUBSCRIPTION_AFTER_MS = 12 * 60 * MINUTE;
const retryAfterMs = (attempts: number): number => Math.min(60 * MINUTE, MINUTE * 2 ** Math.min(attempts - 1, 6));

type Row = Pick<TrackedFlightRow, 'booking_id' | 'account_id' | 'mode' | 'flight_number' | 'booked_pickup_at' | 'scheduled_arrival' | 'airport' | 'next_due_at' | 'subscription' | 'provider_ref' | 'attempts'>;

/**
 * The flights' background work, as real time passes (the service's JobRunner): the simulator's
 * reports falling due in each partition with simulated flights (by that partition's clock), and
 * with a provider configured, its subscriptions: made for new live flights (retried while the
 * provider cannot be reached), and ended once the flight is over. Providers push; nothing polls.
 * Each flight is claimed by a conditional update of its `next_due_at` before the provider is
 * called, so several instances on one database call it once.
 */
export class FlightJob {
  constructor(
    private readonly sections: PartitionSections,
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly provider: FlightStatusProvider | null,
    private readonly batchSize = 50,
  ) {}

  job(): Job {
    return { name: 'flights', run: (stopping) => this.run(stopping) };
  }

  async run(stopping: () => boolean = () => false): Promise<void> {
    await this.simulate(stopping);
    if (this.provider === null) return;
    await this.subscribe(this.provider, stopping);
    await this.end(this.provider, stopping);
  }

  /** Runs the `flights` tick of every partition whose next simulated report is due by its own clock. */
  private async simulate(stopping: () => boolean): Promise<void> {
    const partitions = (await this.db('booking_flights').where({ source: 'simulator' }).whereNotNull('next_due_at').groupBy('account_id', 'mode').select('account_id', 'mode').min({ due: 'next_due_at' })) as Array<{
      account_id: string;
      mode: 'test' | 'live';
      due: string;
    }>;
    for (const row of partitions) {
      if (stopping()) return;
      const partition = Partition.forJob(this.sections, this.db, this.clock, row);
      if (Date.parse(row.due) <= partition.clock.now().getTime()) await runFlightTick(partition);
    }
  }

  /** The provider's rows of `subscription` due now, each claimed for the lease. */
  private async claimDue(provider: FlightStatusProvider, subscription: 'pending' | 'active'): Promise<Row[]> {
    const now = this.clock.now();
    const due = (await this.db('booking_flights')
      .where({ source: provider.name, subscription })
      .where('next_due_at', '<=', now.toISOString())
      .orderBy('next_due_at')
      .limit(this.batchSize)
      .select('booking_id', 'account_id', 'mode', 'flight_number', 'booked_pickup_at', 'scheduled_arrival', 'airport', 'next_due_at', 'subscription', 'provider_ref', 'attempts')) as Row[];
    const claimed: Row[] = [];
    for (const row of due) {
      const taken = await this.db('booking_flights').where({ booking_id: row.booking_id, subscription, next_due_at: row.next_due_at }).update({ next_due_at: new Date(now.getTime() + LEASE_MS).toISOString() });
      if (taken === 1) claimed.push(row);
    }
    return claimed;
  }

  private async settle(row: Row, changes: Record<string, unknown>): Promise<void> {
    await Partition.forJob(this.sections, this.db, this.clock, row).table('booking_flights').where({ booking_id: row.booking_id }).update(changes);
  }

  /** Subscribes to new live flights (ending the subscription of the flight a booking gave before, first). */
  private async subscribe(provider: FlightStatusProvider, stopping: () => boolean): Promise<void> {
    for (const row of await this.claimDue(provider, 'pending')) {
      if (stopping()) return;
      const booking = (await Partition.forJob(this.sections, this.db, this.clock, row).table('bookings').where({ id: row.booking_id }).first('status')) as { status: string } | undefined;
      if (!booking || !TRACKED_STATUSES.includes(booking.status)) {
        await this.settle(row, { subscription: 'ended', next_due_at: null });
        continue;
      }
      try {
        if (row.provider_ref !== null) await this.unsubscribe(provider, row.provider_ref);
        const reference = await provider.subscribe({ flightNumber: row.flight_number, bookedPickupAt: bookedPickupOf(row), airport: row.airport });
        await this.settle(row, { subscription: 'active', provider_ref: reference, attempts: 0, next_due_at: new Date(bookedPickupOf(row).getTime() + END_SUBSCRIPTION_AFTER_MS).toISOString() });
      } catch (err) {
        const attempts = Number(row.attempts) + 1;
        if (err instanceof ProviderUnreachable && attempts < MAX_SUBSCRIBE_ATTEMPTS) {
          this.logger.warn({ booking_id: row.booking_id, provider: provider.name, attempts, reason: err.message }, 'flight subscription deferred: the provider could not be reached');
          await this.settle(row, { attempts, next_due_at: new Date(this.clock.now().getTime() + retryAfterMs(attempts)).toISOString() });
          continue;
        }
        if (!(err instanceof ProviderUnreachable) && !(err instanceof ProviderRefused)) throw err;
        this.logger.error({ booking_id: row.booking_id, provider: provider.name, attempts, reason: err.message }, 'flight subscription failed: the flight is not tracked');
        await this.settle(row, { subscription: 'failed', attempts, next_due_at: null });
      }
    }
  }

  /** Ends the subscriptions of flights that are over. */
  private async end(provider: FlightStatusProvider, stopping: () => boolean): Promise<void> {
    for (const row of await this.claimDue(provider, 'active')) {
      if (stopping()) return;
      try {
        if (row.provider_ref !== null) await this.unsubscribe(provider, row.provider_ref);
        await this.settle(row, { subscription: 'ended', next_due_at: null });
      } catch (err) {
        if (err instanceof ProviderUnreachable) {
          this.logger.warn({ booking_id: row.booking_id, provider: provider.name, reason: err.message }, 'ending a flight subscription deferred: the provider could not be reached');
          await this.settle(row, { next_due_at: new Date(this.clock.now().getTime() + 10 * MINUTE).toISOString() });
          continue;
        }
        if (!(err instanceof ProviderRefused)) throw err;
        // Refused (a key no longer valid): asking again would be refused again; the provider's own expiry ends it.
        this.logger.error({ booking_id: row.booking_id, provider: provider.name, reason: err.message }, 'ending a flight subscription refused by the provider');
        await this.settle(row, { subscription: 'ended', next_due_at: null });
      }
    }
  }

  /** Ends a subscription; one the provider no longer knows (404, 410) is ended already. */
  private async unsubscribe(provider: FlightStatusProvider, reference: string): Promise<void> {
    try {
      await provider.unsubscribe(reference);
    } catch (err) {
      if (err instanceof ProviderRefused && (err.status === 404 || err.status === 410)) return;
      throw err;
    }
  }
}

import type { Db } from '../../src/platform/db';
import { Partition } from '../../src/engine/partition';
import { openPartition } from '../../src/engine/partitions';
import { balance, post } from '../../src/engine/ledger';
import { createBooking } from '../../src/engine/bookings';
import { issueKey } from './apiKeys';
import type { Kit } from './testApp';

/** Every behaviour test of a stored section runs once per mode: the same cases, test and live. */
export const MODES = ['test', 'live'] as const;
export type Mode = (typeof MODES)[number];

export interface Partner {
  accountId: string;
  /** A key of each mode of the same account (live access on). */
  keys: Record<Mode, string>;
  keyIds: Record<Mode, string>;
}

/** An account as an approved partner has it: a test key and a live key, live access on. */
export async function partner(kit: Pick<Kit, 'db' | 'clock'>): Promise<Partner> {
  const test = await issueKey(kit, { mode: 'test', liveAccess: true });
  const live = await issueKey(kit, { mode: 'live', accountId: test.accountId });
  return { accountId: test.accountId, keys: { test: test.key, live: live.key }, keyIds: { test: test.keyId, live: live.keyId } };
}

/** The engine's view of a partner's partition, for asserting on stored state. */
export const partitionFor = ({ db, clock, sections }: Kit, accountId: string, mode: Mode): Partition => Partition.forJob(sections, db, clock, { account_id: accountId, mode });

/**
 * Opens the partition as a first request would (a test partition is seeded then), and sets its
 * wallet to `aed` with one adjustment entry, so a case starts from a known balance in either mode.
 */
export async function walletAt({ db, clock, sections }: Kit, who: Partner, mode: Mode, aed: number): Promise<void> {
  const partition = await openPartition(sections, who.accountId, mode, db, clock, 'system', null);
  await partition.transaction(async (p) => {
    const current = await balance(p);
    const target = Math.round(aed * 100);
    if (current.balance_fils !== target) {
      await post(p, { kind: 'adjustment', amountFils: target - current.balance_fils, reference: 'TEST-KIT', description: 'Set by the test kit' });
    }
  });
}

/** Balance of a partition in fils, from the ledger's cached balance (0 before its first entry). */
export async function walletFils(db: Db, accountId: string, mode: Mode): Promise<number> {
  const row = (await db('balances').where({ account_id: accountId, mode }).first('balance_fils')) as { balance_fils: number | string } | undefined;
  return Number(row?.balance_fils ?? 0);
}

/** The sum of a partition's ledger entries: must always equal its balance. */
export async function ledgerSumFils(db: Db, accountId: string, mode: Mode): Promise<number> {
  const row = (await db('ledger_entries').where({ account_id: accountId, mode }).sum({ total: 'amount_fils' }).first()) as { total: number | string | null };
  return Number(row.total ?? 0);
}

/**
 * The id of the booking a page named by its reference (`RF-7KQ2-M9XH`, what a visitor reads),
 * for asserting on stored state; fails unless exactly one booking holds it.
 */
export async function bookingIdByReference(db: Db, reference: string | null | undefined): Promise<string> {
  expect(reference).toMatch(/^[A-Z]{2}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  const rows = (await db('bookings').where({ reference: reference as string }).select('id')) as Array<{ id: string }>;
  expect(rows).toHaveLength(1);
  return (rows[0] as { id: string }).id;
}

/**
 * A live booking on request of `accountId` (a referral from the partner's site), which queues its
 * desk task as a partner's booking does: a task of the desk's queue to confirm or decline.
 */
export async function liveBookingOnRequest({ db, clock, sections }: Kit, accountId: string, traveller: string): Promise<{ id: string; reference: string }> {
  const booking = await createBooking(Partition.forDesk(sections, db, clock, accountId, 'setup'), {
    kind: 'referral',
    status: 'on_request',
    quoteId: null,
    serviceDate: '2026-12-02',
    amountDueFils: 0,
    travellerName: traveller,
    agencyReference: null,
    body: (id, createdAt) => ({ object: 'referral', id, offer: { id: 'off_desert', name: 'Desert safari' }, service_date: '2026-12-02', adults: 2, children: 0, price_fils: 0, contact: { name: traveller, email: 'guest@example.com', phone: null }, note: null, source: { type: 'site', id: 'sit_1' }, created_at: createdAt }),
    description: `Desert safari for ${traveller}, 2 Dec`,
  });
  return { id: booking.id, reference: booking.reference };
}

/**
 * The ledger (src/engine/ledger.ts, with the wallet's credit and its reversal in
 * src/engine/wallet.ts and a booking's money in src/engine/bookingMoney.ts): entries appended in
 * whole fils, each with the balance it left; the balance row the sum of a partition's entries, per
 * account, mode and book; a refused debit writing nothing; a correction a reversing entry; the
 * splits of a booking's money losing no fils; and two debits racing for the last dirham, of which
 * only one passes. Functions called directly on a migrated test database (SQLite, or PostgreSQL
 * with TEST_DATABASE_URL); no HTTP.
 */
import { ApiError } from '../../src/errors';
import { balance, entries, post, postMany, setCreditLine, type LedgerEntryRow, type WalletPosting } from '../../src/engine/ledger';
import { creditWallet, reverseWalletCredit } from '../../src/engine/wallet';
import { bookingMoneyOf } from '../../src/engine/bookingMoney';
import { percentOf } from '../../src/engine/money';
import { Partition } from '../../src/engine/partition';
import { sectionCatalog } from '../../src/engine/engineSection';
import { notices } from '../../src/sections/notices/section';
import type { Clock } from '../../src/platform/clock';
import { newId } from '../../src/platform/ids';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../helpers/testDb';
import { backendPid, untilBlockedBy } from '../helpers/pgLocks';

const clock: Clock = { now: () => new Date('2027-06-10T08:00:00.000Z') };
let database: TestDatabase;

// The wallet's events carry the balance as the billing section shows it.
const sections = sectionCatalog([notices]);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

/** A fresh account's live partition, as the trade desk acts on it. */
const freshLive = (db = database.db, accountId = newId('acc')): Partition => Partition.forDesk(sections, db, clock, accountId, 'ops_finance');

const shape = (rows: readonly LedgerEntryRow[]): Array<[string, number, number]> => rows.map((row) => [row.kind, row.amount_fils, row.balance_after_fils]);

/** The sum of a partition's entries in one book, read straight from the table. */
async function summed(p: Partition, table: 'ledger_entries' | 'earnings_entries'): Promise<number> {
  const row = (await p.table(table).sum({ total: 'amount_fils' }).first()) as { total: number | string | null };
  return Number(row.total ?? 0);
}

/** The error a promise rejects with, as the envelope would carry it. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; code: string; message: string; shortfallAed: number | undefined }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return { status: error.status, code: error.code, message: error.message, shortfallAed: error.shortfallAed };
}

const charge = (amountFils: number, bookingId: string | null = null): WalletPosting => ({ kind: 'charge', amountFils: -amountFils, bookingId, reference: bookingId ?? 'charge', description: 'Charge' });

describe('the balance row', () => {
  it('starts at zero on first use, once', async () => {
    const p = freshLive();
    const first = await balance(p);
    const again = await balance(p);
    expect(first).toEqual({ account_id: p.accountId, mode: 'live', balance_fils: 0, earnings_fils: 0, credit_limit_fils: 0, credit_terms: null, updated_at: '2027-06-10T08:00:00.000Z' });
    expect(again).toEqual(first);
    expect(Number(((await p.table('balances').count({ rows: '*' }).first()) as { rows: number | string }).rows)).toBe(1);
  });
});

describe('post', () => {
  it('appends entries in whole fils, each with the balance it left, and the balance is their sum', async () => {
    const p = freshLive();
    await post(p, { kind: 'topup', amountFils: 10_000, reference: 'ENBD TT 1', description: 'Top-up' });
    await post(p, { kind: 'charge', amountFils: -2_550, bookingId: 'bkg_a', reference: 'bkg_a', description: 'Transfer' });
    await post(p, { kind: 'refund', amountFils: 2_550, bookingId: 'bkg_a', reference: 'bkg_a', description: 'Refund' });
    await post(p, { kind: 'cancellation_fee', amountFils: -637, bookingId: 'bkg_a', reference: 'bkg_a', description: 'Fee' });
    const last = await post(p, { kind: 'adjustment', amountFils: 1, reference: 'ADJ-1', description: 'Rounding made good' });
    expect(last).toMatchObject({ kind: 'adjustment', amount_fils: 1, balance_after_fils: 9_364, account_id: p.accountId, mode: 'live', created_at: '2027-06-10T08:00:00.000Z' });
    const stored = await entries(p);
    expect(shape(stored)).toEqual([
      ['topup', 10_000, 10_000],
      ['charge', -2_550, 7_450],
      ['refund', 2_550, 10_000],
      ['cancellation_fee', -637, 9_363],
      ['adjustment', 1, 9_364],
    ]);
    expect(stored.map((row) => typeof row.amount_fils)).toEqual(['number', 'number', 'number', 'number', 'number']);
    expect((await balance(p)).balance_fils).toBe(9_364);
    expect(await summed(p, 'ledger_entries')).toBe(9_364);
  });

  it('takes only whole fils, and writes nothing otherwise', async () => {
    const p = freshLive();
    await post(p, { kind: 'topup', amountFils: 1_000, reference: 'T', description: 'Top-up' });
    for (const amountFils of [12.5, -0.01, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      await expect(post(p, { kind: 'topup', amountFils, reference: 'T', description: 'Not fils' })).rejects.toThrow(`ledger amounts are whole fils, got ${amountFils}`);
      await expect(postMany(p, [charge(1), { ...charge(1), amountFils }], 'a batch')).rejects.toThrow(`ledger amounts are whole fils, got ${amountFils}`);
    }
    expect(shape(await entries(p))).toEqual([['topup', 1_000, 1_000]]);
    expect((await balance(p)).balance_fils).toBe(1_000);
  });

  it('keeps the books of each account, mode and book apart, each balance the sum of its own entries', async () => {
    const accountId = newId('acc');
    const live = freshLive(database.db, accountId);
    const test = Partition.forDesk(sections, database.db, clock, accountId, 'ops_finance', 'test');
    const other = freshLive();
    await post(live, { kind: 'topup', amountFils: 50_000, reference: 'L', description: 'Live top-up' });
    await post(live, { kind: 'charge', amountFils: -12_345, reference: 'L', description: 'Live charge' });
    await post(test, { kind: 'topup', amountFils: 7_000, reference: 'T', description: 'Test top-up' });
    await post(other, { kind: 'topup', amountFils: 99, reference: 'O', description: 'Other account' });
    await post(live, { book: 'earnings', kind: 'commission', amountFils: 1_543, bookingId: 'bkg_c', reference: 'bkg_c', description: 'Commission' });
    await post(live, { book: 'earnings', kind: 'payout', amountFils: -1_000, reference: 'po_1', description: 'Payout' });
    const books = async (p: Partition): Promise<Record<string, number>> => {
      const row = await balance(p);
      return { wallet: row.balance_fils, walletSum: await summed(p, 'ledger_entries'), earnings: row.earnings_fils, earningsSum: await summed(p, 'earnings_entries') };
    };
    expect(await books(live)).toEqual({ wallet: 37_655, walletSum: 37_655, earnings: 543, earningsSum: 543 });
    expect(await books(test)).toEqual({ wallet: 7_000, walletSum: 7_000, earnings: 0, earningsSum: 0 });
    expect(await books(other)).toEqual({ wallet: 99, walletSum: 99, earnings: 0, earningsSum: 0 });
    expect(shape(await entries(live, {}, 'earnings'))).toEqual([
      ['commission', 1_543, 1_543],
      ['payout', -1_000, 543],
    ]);
  });

  it('reads entries within [from, to) timestamps', async () => {
    // Stamped at earlier moments of a partition whose clock reads mid-July.
    const p = Partition.forDesk(sections, database.db, { now: () => new Date('2027-07-15T08:00:00.000Z') }, newId('acc'), 'ops_finance');
    for (const at of ['2027-05-31T19:59:59.999Z', '2027-05-31T20:00:00.000Z', '2027-06-30T19:59:59.999Z', '2027-06-30T20:00:00.000Z']) {
      await post(p.at(new Date(at)), { kind: 'topup', amountFils: 100, reference: at, description: 'Top-up' });
    }
    // June 2027 in Dubai: from 31 May 20:00 UTC to 30 June 20:00 UTC.
    expect((await entries(p, { from: '2027-05-31T20:00:00.000Z', to: '2027-06-30T20:00:00.000Z' })).map((row) => row.reference)).toEqual(['2027-05-31T20:00:00.000Z', '2027-06-30T19:59:59.999Z']);
  });
});

describe('a debit the book cannot cover', () => {
  it('takes the wallet to exactly zero, and one fils more is refused with 402, writing nothing', async () => {
    const p = freshLive();
    await post(p, { kind: 'topup', amountFils: 1_000, reference: 'T', description: 'Top-up' });
    expect(await refusal(post(p, charge(1_001)))).toEqual({
      status: 402,
      code: 'insufficient_funds',
      message: 'The wallet holds AED 10.00, AED 0.01 short of this booking; nothing was booked or charged. Top up the wallet (account action wallet_topup) or apply for a credit line.',
      shortfallAed: 0.01,
    });
    expect(shape(await entries(p))).toEqual([['topup', 1_000, 1_000]]);
    await post(p, charge(1_000));
    expect((await balance(p)).balance_fils).toBe(0);
    expect((await refusal(post(p, charge(1)))).shortfallAed).toBe(0.01);
  });

  it('goes below zero down to the credit limit, and past it is refused with 402 credit_limit_exceeded', async () => {
    const p = freshLive();
    await setCreditLine(p, 500_000, 'net30');
    await post(p, charge(499_999));
    expect(await refusal(post(p, charge(2)))).toEqual({
      status: 402,
      code: 'credit_limit_exceeded',
      message: 'This booking would take the account AED 0.01 past its credit limit of AED 5000.00 (AED 4999.99 outstanding); nothing was booked or charged. Pay an open invoice or ask the trade desk for a higher limit.',
      shortfallAed: 0.01,
    });
    await post(p, charge(1));
    expect(await balance(p)).toMatchObject({ balance_fils: -500_000, credit_limit_fils: 500_000, credit_terms: 'net30' });
    expect(await summed(p, 'ledger_entries')).toBe(-500_000);
  });

  it('says what the wallet holds, not a negative outstanding, when a credit account is refused while in credit', async () => {
    const p = freshLive();
    await setCreditLine(p, 100_000, 'net30');
    await post(p, { kind: 'topup', amountFils: 25_050, reference: 'T', description: 'Top-up' });
    expect(await refusal(post(p, charge(125_051)))).toEqual({
      status: 402,
      code: 'credit_limit_exceeded',
      message: 'This booking would take the account AED 0.01 past its credit limit of AED 1000.00 (nothing outstanding, AED 250.50 in the wallet); nothing was booked or charged. Pay an open invoice or ask the trade desk for a higher limit.',
      shortfallAed: 0.01,
    });
    expect((await refusal(postMany(p, [charge(100_000), charge(25_051)], 'this month of shuttle runs'))).message).toBe(
      'This month of shuttle runs would take the account AED 0.01 past its credit limit of AED 1000.00 (nothing outstanding, AED 250.50 in the wallet); nothing was booked or charged. Pay an open invoice or ask the trade desk for a higher limit.',
    );
    expect(shape(await entries(p))).toEqual([['topup', 25_050, 25_050]]);
  });

  it('lends nothing against earnings: a payout past them is refused with the caller’s own answer', async () => {
    const p = freshLive();
    await setCreditLine(p, 100_000, 'net30');
    await post(p, { book: 'earnings', kind: 'commission', amountFils: 2_500, reference: 'bkg_e', description: 'Commission' });
    const refused = await refusal(post(p, { book: 'earnings', kind: 'payout', amountFils: -2_501, reference: 'po_2', description: 'Payout', refusal: (available) => new ApiError(422, 'validation_failed', `available ${available}`) }));
    expect(refused).toMatchObject({ status: 422, code: 'validation_failed', message: 'available 2500' });
    expect((await refusal(post(p, { book: 'earnings', kind: 'payout', amountFils: -2_501, reference: 'po_2', description: 'Payout' }))).message).toBe(
      'The wallet holds AED 25.00, AED 0.01 short of this booking; nothing was booked or charged. Top up the wallet (account action wallet_topup) or apply for a credit line.',
    );
    expect(await balance(p)).toMatchObject({ balance_fils: 0, earnings_fils: 2_500 });
    expect(shape(await entries(p, {}, 'earnings'))).toEqual([['commission', 2_500, 2_500]]);
  });
});

describe('postMany', () => {
  it('moves the balance once for a batch, each entry with the balance it would have left posted alone', async () => {
    const p = freshLive();
    await post(p, { kind: 'topup', amountFils: 1_000, reference: 'T', description: 'Top-up' });
    // Its lowest point is −1,000 below where it started: the wallet just covers it.
    await postMany(p, [{ kind: 'refund', amountFils: 500, reference: 'r', description: 'Refund' }, charge(1_200), charge(300), { kind: 'adjustment', amountFils: 2_000, reference: 'a', description: 'Adjustment' }], 'repricing 4 runs');
    expect(shape(await entries(p))).toEqual([
      ['topup', 1_000, 1_000],
      ['refund', 500, 1_500],
      ['charge', -1_200, 300],
      ['charge', -300, 0],
      ['adjustment', 2_000, 2_000],
    ]);
    expect((await balance(p)).balance_fils).toBe(2_000);
  });

  it('refuses a batch whole at its lowest point, even when its total is a credit, naming what it was for', async () => {
    const p = freshLive();
    await post(p, { kind: 'topup', amountFils: 2_000, reference: 'T', description: 'Top-up' });
    expect(await refusal(postMany(p, [charge(3_000), { kind: 'refund', amountFils: 5_000, reference: 'r', description: 'Refund' }], 'repricing 2 scheduled runs'))).toEqual({
      status: 402,
      code: 'insufficient_funds',
      message: 'The wallet holds AED 20.00, AED 10.00 short of repricing 2 scheduled runs; nothing was booked or charged. Top up the wallet (account action wallet_topup) or apply for a credit line.',
      shortfallAed: 10,
    });
    expect(shape(await entries(p))).toEqual([['topup', 2_000, 2_000]]);
    expect((await balance(p)).balance_fils).toBe(2_000);
  });

  it('writes a batch larger than one insert statement takes, every fils accounted for', async () => {
    const p = freshLive();
    await post(p, { kind: 'topup', amountFils: 1_000, reference: 'T', description: 'Top-up' });
    await postMany(p, Array.from({ length: 450 }, (_, i) => charge(i % 3)), 'a month of runs');
    const stored = await entries(p);
    expect(stored).toHaveLength(451);
    expect(stored.at(-1)?.balance_after_fils).toBe(550);
    expect(stored.every((row, i) => i === 0 || row.balance_after_fils === (stored[i - 1] as LedgerEntryRow).balance_after_fils + row.amount_fils)).toBe(true);
    expect([(await balance(p)).balance_fils, await summed(p, 'ledger_entries')]).toEqual([550, 550]);
  });
});

describe('a correction', () => {
  it('is a reversing entry: the credit stays as it was entered, and the wallet may go below zero', async () => {
    const p = freshLive();
    await creditWallet(p, 50_000, 'ENBD TT 118974');
    await post(p, charge(20_000, 'bkg_spent'));
    const credit = (await entries(p))[0] as LedgerEntryRow;
    const after = await p.transaction((t) => reverseWalletCredit(t, 50_000, 'ENBD TT 118974', 'credited to the wrong partner'));
    expect(after.balance_fils).toBe(-20_000);
    const stored = await entries(p);
    expect(shape(stored)).toEqual([
      ['topup', 50_000, 50_000],
      ['charge', -20_000, 30_000],
      ['adjustment', -50_000, -20_000],
    ]);
    expect(stored[0]).toEqual(credit);
    expect(stored[2]?.description).toBe('Wallet top-up reversed, ENBD TT 118974: credited to the wrong partner');
    expect(await summed(p, 'ledger_entries')).toBe(-20_000);
    // The two events, in the same transactions as their entries.
    expect((await p.table('events').orderBy('seq').select('type')).map((row: { type: string }) => row.type)).toEqual(['wallet.credited', 'wallet.credit_reversed']);
    // A wallet below zero takes no booking until it is made good; the stored credit cannot be edited.
    expect((await refusal(post(p, charge(1)))).code).toBe('insufficient_funds');
    // (A database error is matched by its message: better-sqlite3 makes its errors with the class
    // the first test file of the process loaded, which is not this file's Error to toThrow.)
    await expect(database.db('ledger_entries').where({ id: credit.id }).update({ amount_fils: 1 })).rejects.toMatchObject({ message: expect.stringMatching(/append-only/) });
  });
});

describe("a booking's money", () => {
  it('splits a cancelled booking into charged, refunded and fee, whose net is what the wallet lost, to the fils', async () => {
    const p = freshLive();
    await post(p, { kind: 'topup', amountFils: 1_000_000, reference: 'T', description: 'Top-up' });
    const bookings = [
      { id: 'bkg_split_1', amount: 10_003, percent: 25 },
      { id: 'bkg_split_2', amount: 12_345, percent: 50 },
      { id: 'bkg_split_3', amount: 1, percent: 50 },
      { id: 'bkg_split_4', amount: 99_999, percent: 100 },
      { id: 'bkg_split_5', amount: 7_777, percent: 0 },
    ];
    for (const b of bookings) {
      await post(p, charge(b.amount, b.id));
      await post(p, { kind: 'refund', amountFils: b.amount, bookingId: b.id, reference: b.id, description: 'Cancelled: refund' });
      const fee = percentOf(b.amount, b.percent);
      if (fee > 0) await post(p, { kind: 'cancellation_fee', amountFils: -fee, bookingId: b.id, reference: b.id, description: 'Cancellation fee' });
    }
    const money = await bookingMoneyOf(p, [...bookings, { id: 'bkg_none' }]);
    expect(Object.fromEntries(money)).toEqual({
      bkg_split_1: { charged_aed: 100.03, refunded_aed: 100.03, cancellation_fee_aed: 25.01, net_aed: 25.01 },
      bkg_split_2: { charged_aed: 123.45, refunded_aed: 123.45, cancellation_fee_aed: 61.73, net_aed: 61.73 },
      bkg_split_3: { charged_aed: 0.01, refunded_aed: 0.01, cancellation_fee_aed: 0.01, net_aed: 0.01 },
      bkg_split_4: { charged_aed: 999.99, refunded_aed: 999.99, cancellation_fee_aed: 999.99, net_aed: 999.99 },
      bkg_split_5: { charged_aed: 77.77, refunded_aed: 77.77, cancellation_fee_aed: 0, net_aed: 0 },
      bkg_none: { charged_aed: 0, refunded_aed: 0, cancellation_fee_aed: 0, net_aed: 0 },
    });
    const netFils = [...money.values()].reduce((sum, m) => sum + Math.round(m.net_aed * 100), 0);
    expect(netFils).toBe(2_501 + 6_173 + 1 + 99_999);
    expect((await balance(p)).balance_fils).toBe(1_000_000 - netFils);
    expect(await summed(p, 'ledger_entries')).toBe(1_000_000 - netFils);
  });
});

describe('two debits racing for the last dirham', () => {
  it('pass one and refuse the other with 402, the balance never below zero', async () => {
    // On PostgreSQL from two pools, at once; SQLite's one connection takes them in turn.
    const accountId = newId('acc');
    const second = usingPostgres ? database.connect() : database.db;
    try {
      const one = freshLive(database.db, accountId);
      const two = freshLive(second, accountId);
      await post(one, { kind: 'topup', amountFils: 10_000, reference: 'T', description: 'Top-up' });
      const answers = await Promise.allSettled([one.transaction((p) => post(p, charge(6_000, 'bkg_one'))), two.transaction((p) => post(p, charge(6_000, 'bkg_two')))]);
      expect(answers.map((a) => a.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect((answers.find((a) => a.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ status: 402, code: 'insufficient_funds', shortfallAed: 20 });
      expect((await balance(one)).balance_fils).toBe(4_000);
      expect(shape(await entries(one)).map(([kind, amount]) => `${kind} ${amount}`)).toEqual(['topup 10000', 'charge -6000']);
    } finally {
      if (second !== database.db) await second.destroy();
    }
  });

  (usingPostgres ? it : it.skip)('on PostgreSQL, the one queued on the balance row re-checks the balance the first left, and is refused', async () => {
    const accountId = newId('acc');
    const second = database.connect();
    try {
      const one = freshLive(database.db, accountId);
      const two = freshLive(second, accountId);
      await post(one, { kind: 'topup', amountFils: 10_000, reference: 'T', description: 'Top-up' });
      let release = (): void => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let posted = (): void => undefined;
      const firstPosted = new Promise<void>((resolve) => (posted = resolve));
      let holder = 0;
      const first = one.transaction(async (p) => {
        holder = await backendPid(p.db);
        const entry = await post(p, charge(6_000, 'bkg_first'));
        posted();
        await gate;
        return entry;
      });
      await firstPosted;
      // The first debit holds the balance row: the second's conditional update waits for it.
      const queued = refusal(two.transaction((p) => post(p, charge(6_000, 'bkg_second'))));
      await untilBlockedBy(database.db, holder);
      release();
      expect((await first).balance_after_fils).toBe(4_000);
      expect(await queued).toEqual({
        status: 402,
        code: 'insufficient_funds',
        message: 'The wallet holds AED 40.00, AED 20.00 short of this booking; nothing was booked or charged. Top up the wallet (account action wallet_topup) or apply for a credit line.',
        shortfallAed: 20,
      });
      expect(shape(await entries(one))).toEqual([
        ['topup', 10_000, 10_000],
        ['charge', -6_000, 4_000],
      ]);
      expect((await balance(one)).balance_fils).toBe(4_000);
    } finally {
      await second.destroy();
    }
  });
});

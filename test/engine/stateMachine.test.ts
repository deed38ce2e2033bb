/**
 * The state machine (src/engine/stateMachine.ts) on the booking's table of moves
 * (`bookingStates`): what moves are allowed, a refused move answering the 409 `invalid_state`
 * domain error and changing nothing, every move recorded with who made it, and the moves that
 * wait for a moment asking the partition's clock. Functions called directly on a migrated test
 * database (SQLite, or PostgreSQL with TEST_DATABASE_URL); no HTTP.
 */
import { ApiError } from '../../src/errors';
import { bookingStates, type BookingStatus } from '../../src/engine/bookings';
import { Partition } from '../../src/engine/partition';
import { sectionCatalog } from '../../src/engine/engineSection';
import { canMove, canMoveAt, claimMove, move, notBeforeOf, recordCreated, recordCreatedMany } from '../../src/engine/stateMachine';
import type { Clock } from '../../src/platform/clock';
import { newId } from '../../src/platform/ids';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../helpers/testDb';
import { backendPid, untilBlockedBy } from '../helpers/pgLocks';

/** A clock set by the test, counting how often it is asked. */
class SetClock implements Clock {
  reads = 0;
  constructor(private at: Date) {}
  now(): Date {
    this.reads++;
    return new Date(this.at);
  }
  set(iso: string): void {
    this.at = new Date(iso);
  }
}

/**
 * The engine's own parts and no section: a booking's start is then its service day (a section
 * would read the pickup from the body it stored), which the rows here give.
 */
const sections = sectionCatalog([]);

const STATES: readonly BookingStatus[] = ['on_request', 'confirmed', 'driver_assigned', 'completed', 'no_show', 'cancelled', 'declined'];

/** Every move the booking's table allows, as `from → to`. */
const ALLOWED = [
  'on_request → confirmed',
  'on_request → cancelled',
  'on_request → declined',
  'confirmed → driver_assigned',
  'confirmed → completed',
  'confirmed → no_show',
  'confirmed → cancelled',
  'driver_assigned → confirmed',
  'driver_assigned → completed',
  'driver_assigned → no_show',
  'driver_assigned → cancelled',
];

let database: TestDatabase;
const clock = new SetClock(new Date('2027-06-10T08:00:00.000Z'));
const accountId = newId('acc');
let partition: Partition;

beforeAll(async () => {
  database = await createTestDatabase();
  partition = Partition.forCaller(sections, accountId, 'live', database.db, clock, 'key:key_statemachine', 'req_statemachine');
});
afterAll(async () => {
  await database.drop();
});

let seq = 0;
/** A stored booking in `status`, its service on 15 June 2027 (no pickup time: it starts at midnight in Dubai). */
async function booking(status: BookingStatus, serviceDate = '2027-06-15'): Promise<{ id: string; reference: string }> {
  seq++;
  const id = newId('bkg');
  const reference = `TR-TEST-${String(seq).padStart(4, '0')}`;
  const now = clock.now().toISOString();
  await partition.insert('bookings', {
    id,
    reference,
    kind: 'transport',
    status,
    service_date: serviceDate,
    amount_due_fils: 10_000,
    traveller_name: 'Aisha Rahman',
    body: '{}',
    created_at: now,
    updated_at: now,
  });
  return { id, reference };
}

const statusOf = async (id: string): Promise<string> => ((await partition.table('bookings').where({ id }).first('status')) as { status: string }).status;
const movesOf = async (id: string): Promise<Array<Record<string, unknown>>> =>
  (await partition.table('state_moves').where({ subject_id: id }).orderBy('id').select('subject_type', 'from_state', 'to_state', 'actor', 'request_id', 'created_at')) as Array<Record<string, unknown>>;

/** The error a promise rejects with, as the envelope would carry it. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; code: string; message: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return { status: error.status, code: error.code, message: error.message };
}

describe('the table of moves', () => {
  it('allows exactly the moves it lists, and none out of a final state', () => {
    const allowed = STATES.flatMap((from) => STATES.filter((to) => canMove(bookingStates, from, to)).map((to) => `${from} → ${to}`));
    expect(allowed).toEqual(ALLOWED);
    expect(STATES.filter((from) => STATES.every((to) => !canMove(bookingStates, from, to)))).toEqual(['completed', 'no_show', 'cancelled', 'declined']);
  });

  it('refuses a move to the state the object is already in', () => {
    expect(STATES.filter((state) => canMove(bookingStates, state, state))).toEqual([]);
  });
});

describe('move', () => {
  it('makes an allowed move with its changes, answers the state it moved from, and records it with its actor and request', async () => {
    const { id } = await booking('on_request');
    clock.set('2027-06-10T09:15:00.000Z');
    expect(await move(partition, bookingStates, id, 'confirmed', { updated_at: '2027-06-10T09:15:00.000Z' })).toBe('on_request');
    expect(await partition.table('bookings').where({ id }).first('status', 'updated_at')).toEqual({ status: 'confirmed', updated_at: '2027-06-10T09:15:00.000Z' });
    expect(await movesOf(id)).toEqual([
      { subject_type: 'booking', from_state: 'on_request', to_state: 'confirmed', actor: 'key:key_statemachine', request_id: 'req_statemachine', created_at: '2027-06-10T09:15:00.000Z' },
    ]);
  });

  it('records every move with whoever made it: a key, the desk, a driver, the service', async () => {
    const { id } = await booking('on_request');
    await recordCreated(partition, bookingStates, id, 'on_request');
    await move(Partition.forDesk(sections, database.db, clock, accountId, 'ops_amal'), bookingStates, id, 'confirmed');
    await move(partition.as('test_helper:key_statemachine'), bookingStates, id, 'driver_assigned');
    await move(Partition.forJob(sections, database.db, clock, { account_id: accountId, mode: 'live' }), bookingStates, id, 'confirmed');
    await move(Partition.forDriver(sections, database.db, clock, { account_id: accountId, mode: 'live' }, 'drv_7', 'req_driver'), bookingStates, id, 'cancelled');
    expect((await movesOf(id)).map((m) => `${String(m.from_state)} → ${String(m.to_state)} by ${String(m.actor)} (${String(m.request_id)})`)).toEqual([
      'null → on_request by key:key_statemachine (req_statemachine)',
      'on_request → confirmed by desk:ops_amal (null)',
      'confirmed → driver_assigned by test_helper:key_statemachine (req_statemachine)',
      'driver_assigned → confirmed by system (null)',
      'confirmed → cancelled by driver:drv_7 (req_driver)',
    ]);
    expect(await statusOf(id)).toBe('cancelled');
  });

  it.each([
    ['completed', 'cancelled', 'cancelled'],
    ['cancelled', 'confirmed', 'confirmed'],
    ['declined', 'driver_assigned', 'given a driver'],
    ['on_request', 'completed', 'completed'],
    ['no_show', 'no_show', 'marked a no-show'],
  ] as const)('refuses %s → %s with 409 invalid_state, changing and recording nothing', async (from, to, action) => {
    const { id } = await booking(from);
    clock.set('2027-06-20T08:00:00.000Z');
    expect(await refusal(move(partition, bookingStates, id, to, { fee_fils: 500 }))).toEqual({ status: 409, code: 'invalid_state', message: `The booking ${id} is ${from}, so it cannot be ${action}.` });
    const row = (await partition.table('bookings').where({ id }).first('status', 'fee_fils')) as { status: string; fee_fils: number | string };
    expect({ status: row.status, fee_fils: Number(row.fee_fils) }).toEqual({ status: from, fee_fils: 0 });
    expect(await movesOf(id)).toEqual([]);
  });

  it('refuses a move the table allows from a state the caller narrowed it away from', async () => {
    const { id } = await booking('driver_assigned');
    expect(await refusal(move(partition, bookingStates, id, 'confirmed', {}, ['on_request']))).toEqual({ status: 409, code: 'invalid_state', message: `The booking ${id} is driver_assigned, so it cannot be confirmed.` });
    expect(await statusOf(id)).toBe('driver_assigned');
  });

  it("answers 404 for an object not in the partition, another partition's included", async () => {
    const { id } = await booking('confirmed');
    const other = Partition.forCaller(sections, accountId, 'test', database.db, clock, 'key:key_other', null);
    expect(await refusal(move(other, bookingStates, id, 'cancelled'))).toEqual({ status: 404, code: 'not_found', message: `No booking ${id} in this account.` });
    expect(await refusal(move(partition, bookingStates, 'bkg_missing', 'cancelled'))).toEqual({ status: 404, code: 'not_found', message: 'No booking bkg_missing in this account.' });
    expect(await statusOf(id)).toBe('confirmed');
  });

  it('lets one of two moves of the same object at once through: the other re-reads and is refused', async () => {
    const { id } = await booking('confirmed');
    // On PostgreSQL from two pools, at once; SQLite's one connection takes them in turn.
    const second = usingPostgres ? database.connect() : database.db;
    try {
      const other = Partition.forCaller(sections, accountId, 'live', second, clock, 'key:key_second', 'req_second');
      const answers = await Promise.allSettled([
        partition.transaction((p) => move(p, bookingStates, id, 'cancelled')),
        other.transaction((p) => move(p, bookingStates, id, 'cancelled')),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual(['fulfilled', 'rejected']);
      const rejected = answers.find((a): a is PromiseRejectedResult => a.status === 'rejected');
      expect(rejected?.reason).toMatchObject({ status: 409, code: 'invalid_state', message: `The booking ${id} is cancelled, so it cannot be cancelled.` });
      expect((await movesOf(id)).map((m) => `${String(m.from_state)} → ${String(m.to_state)}`)).toEqual(['confirmed → cancelled']);
    } finally {
      if (second !== database.db) await second.destroy();
    }
  });

  (usingPostgres ? it : it.skip)('on PostgreSQL, refuses a move that read the old state and queued on the winner\'s row lock, once it re-reads', async () => {
    const { id } = await booking('confirmed');
    const second = database.connect();
    try {
      let release = (): void => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let holder = 0;
      let moved = (): void => undefined;
      const firstMoved = new Promise<void>((resolve) => (moved = resolve));
      const first = partition.transaction(async (p) => {
        holder = await backendPid(p.db);
        const from = await move(p, bookingStates, id, 'cancelled');
        moved();
        await gate;
        return from;
      });
      await firstMoved;
      // It reads `confirmed` (the cancellation is not committed), and its conditional update waits for the row.
      const other = Partition.forCaller(sections, accountId, 'live', second, clock, 'key:key_second', 'req_second');
      const queued = refusal(other.transaction((p) => move(p, bookingStates, id, 'driver_assigned')));
      await untilBlockedBy(database.db, holder);
      release();
      expect(await first).toBe('confirmed');
      expect(await queued).toEqual({ status: 409, code: 'invalid_state', message: `The booking ${id} is cancelled, so it cannot be given a driver.` });
      expect((await movesOf(id)).map((m) => `${String(m.from_state)} → ${String(m.to_state)} by ${String(m.actor)}`)).toEqual(['confirmed → cancelled by key:key_statemachine']);
      expect(await statusOf(id)).toBe('cancelled');
    } finally {
      await second.destroy();
    }
  });
});

describe('recordCreated and recordCreatedMany', () => {
  it('record the first state of new objects, from nothing, with the actor and the clock', async () => {
    clock.set('2027-06-11T10:00:00.000Z');
    const ids = ['bkg_many_1', 'bkg_many_2', 'bkg_many_3'];
    await recordCreatedMany(partition.as('desk:ops_amal'), bookingStates, ids, 'confirmed');
    const rows = (await partition.table('state_moves').whereIn('subject_id', ids).orderBy('subject_id').select('subject_id', 'from_state', 'to_state', 'actor', 'created_at')) as unknown[];
    expect(rows).toEqual(ids.map((subject_id) => ({ subject_id, from_state: null, to_state: 'confirmed', actor: 'desk:ops_amal', created_at: '2027-06-11T10:00:00.000Z' })));
  });
});

describe('claimMove', () => {
  it('moves for the first claimant only, and not at all when the guard does not hold', async () => {
    const { id } = await booking('on_request');
    const guarded = await claimMove(partition, bookingStates, id, 'on_request', 'declined', {}, (q) => q.where('service_date', '<', '2027-06-01'));
    expect(guarded).toBe(false);
    expect(await statusOf(id)).toBe('on_request');
    const first = await claimMove(partition.as('system'), bookingStates, id, 'on_request', 'declined', { updated_at: '2027-06-11T10:00:00.000Z' });
    const second = await claimMove(partition.as('system'), bookingStates, id, 'on_request', 'declined');
    expect([first, second]).toEqual([true, false]);
    expect((await movesOf(id)).map((m) => `${String(m.from_state)} → ${String(m.to_state)} by ${String(m.actor)}`)).toEqual(['on_request → declined by system']);
  });

  it('is a programming error for a move not in the table', async () => {
    const { id } = await booking('completed');
    await expect(claimMove(partition, bookingStates, id, 'completed', 'cancelled')).rejects.toThrow('booking: completed → cancelled is not a move of its machine');
    expect(await statusOf(id)).toBe('completed');
  });
});

describe('moves that wait for a moment', () => {
  // The service of 15 June 2027 has no pickup time: it starts at 00:00 in Dubai, 20:00 UTC the day
  // before; a traveller is a no-show once the 15 minutes' free waiting after it have run out.
  const PICKUP = '2027-06-14T20:00:00.000Z';
  const WAITED = '2027-06-14T20:15:00.000Z';

  it('say when they become possible', () => {
    const row = { status: 'confirmed', service_date: '2027-06-15', kind: 'transport', body: '{}', driver: null, amount_due_fils: 0, fee_fils: 0 };
    expect(notBeforeOf(sections, bookingStates, row, 'completed')).toEqual({ at: new Date(PICKUP), reason: 'its pickup time' });
    expect(notBeforeOf(sections, bookingStates, row, 'no_show')).toEqual({ at: new Date(WAITED), reason: "when the 15 minutes' free waiting after its pickup time have run out" });
    expect(notBeforeOf(sections, bookingStates, row, 'cancelled')).toBeNull();
    const at = (iso: string, to: BookingStatus): boolean => canMoveAt(sections, bookingStates, { ...row, status: 'confirmed' as BookingStatus }, to, new Date(iso));
    expect([at('2027-06-14T19:59:59.999Z', 'completed'), at(PICKUP, 'completed'), at('2027-06-14T20:14:59.999Z', 'no_show'), at(WAITED, 'no_show'), at('2027-06-14T19:00:00.000Z', 'cancelled'), at('2099-01-01T00:00:00.000Z', 'confirmed')]).toEqual([
      false,
      true,
      false,
      true,
      true,
      false,
    ]);
  });

  it("refuse a move before its moment with 409 invalid_state saying from when, asking the partition's clock", async () => {
    const { id, reference } = await booking('driver_assigned');
    clock.set('2027-06-14T19:59:59.999Z');
    const reads = clock.reads;
    expect(await refusal(move(partition, bookingStates, id, 'completed'))).toEqual({
      status: 409,
      code: 'invalid_state',
      message: `The booking ${reference} cannot be completed yet: that is possible from Tuesday 15 June 2027, 00:00 (UAE time) (${PICKUP}), its pickup time.`,
    });
    expect(clock.reads).toBeGreaterThan(reads);
    expect(await statusOf(id)).toBe('driver_assigned');
    expect(await refusal(move(partition, bookingStates, id, 'no_show'))).toMatchObject({ status: 409, code: 'invalid_state', message: expect.stringContaining(`(${WAITED}), when the 15 minutes' free waiting`) });
    expect(await movesOf(id)).toEqual([]);

    clock.set(PICKUP);
    expect(await move(partition, bookingStates, id, 'completed')).toBe('driver_assigned');
    expect(await movesOf(id)).toEqual([{ subject_type: 'booking', from_state: 'driver_assigned', to_state: 'completed', actor: 'key:key_statemachine', request_id: 'req_statemachine', created_at: PICKUP }]);
  });

  it('read the time from the clock they are given, not the machine it runs on', async () => {
    const { id } = await booking('confirmed', '2099-12-31');
    clock.set('2099-12-30T20:14:59.999Z');
    expect((await refusal(move(partition, bookingStates, id, 'no_show'))).code).toBe('invalid_state');
    clock.set('2099-12-30T20:15:00.000Z');
    expect(await move(partition, bookingStates, id, 'no_show')).toBe('confirmed');
    expect(await statusOf(id)).toBe('no_show');
  });
});

import type { Knex } from 'knex';
import { errors } from '../errors';
import type { Partition, PartitionSections, PartitionTable } from './partition';
import { uaeDateTime } from './documents/format';

/**
 * A state machine of one kind of stored object: the allowed moves in one table. Every change of
 * state goes through `move`, which refuses a move the table does not allow with 409
 * `invalid_state` and records each move it makes (from, to, who, when, request id).
 */
export interface StateMachine<S extends string> {
  /** What the object is called in messages and in the record of moves (`booking`, `request`). */
  subject: string;
  table: PartitionTable;
  /** The column that identifies an object of the table, when it is not `id` (an attribution is its booking's). */
  key?: string;
  /** For each state, the states it may move to. */
  moves: Readonly<Record<S, readonly S[]>>;
  /** How an action reads in a refusal: `{ cancelled: 'cancelled' }` → "cannot be cancelled". */
  actions: Readonly<Partial<Record<S, string>>>;
  /** The column an object is called by in messages (a booking's reference), when not its key. */
  label?: string;
  /**
   * Moves that wait for a moment: for a state, when an object (its stored row) may first be moved
   * to it, and what that moment is in words, read with the sections the service runs (a booking's
   * pickup is its section's to say). `move` asks the injected clock and refuses an earlier move
   * with 409 `invalid_state`, saying from when it is possible.
   */
  notBefore?: Readonly<Partial<Record<S, (row: Record<string, unknown>, sections: PartitionSections) => NotBefore>>>;
}

/** The first moment a move may be made, and what that moment is (`its pickup time`). */
export interface NotBefore {
  at: Date;
  reason: string;
}

export const defineMachine = <S extends string>(machine: StateMachine<S>): StateMachine<S> => machine;

const keyOf = <S extends string>(machine: StateMachine<S>, id: string): Record<string, string> => ({ [machine.key ?? 'id']: id });

export function canMove<S extends string>(machine: StateMachine<S>, from: S, to: S): boolean {
  return (machine.moves[from] ?? []).includes(to);
}

/** When the object of stored `row` may first move to `to`; null for a move that waits for no moment. */
export function notBeforeOf<S extends string>(sections: PartitionSections, machine: StateMachine<S>, row: Record<string, unknown>, to: S): NotBefore | null {
  return machine.notBefore?.[to]?.(row, sections) ?? null;
}

/** Whether the object of stored `row` may move to `to` at `now`: the table allows it and its moment has come. */
export function canMoveAt<S extends string>(sections: PartitionSections, machine: StateMachine<S>, row: Record<string, unknown> & { status: S }, to: S, now: Date): boolean {
  if (!canMove(machine, row.status, to)) return false;
  const when = notBeforeOf(sections, machine, row, to);
  return when === null || now.getTime() >= when.at.getTime();
}

/** Refuses a move asked for before its moment: 409 `invalid_state`, saying when it becomes possible (UAE time in words, and the instant). */
function checkTime<S extends string>(partition: Partition, machine: StateMachine<S>, row: Record<string, unknown>, id: string, to: S): void {
  const now = partition.clock.now();
  const when = notBeforeOf(partition.sections, machine, row, to);
  if (when === null || now.getTime() >= when.at.getTime()) return;
  const name = machine.label && typeof row[machine.label] === 'string' ? (row[machine.label] as string) : id;
  const at = when.at.toISOString();
  throw errors.tooEarly(machine.subject, name, machine.actions[to] ?? `moved to ${to}`, `${uaeDateTime(at)} (${at}), ${when.reason}`);
}

/** Records the first state of a new object (from nothing). */
export async function recordCreated<S extends string>(partition: Partition, machine: StateMachine<S>, id: string, state: S): Promise<void> {
  await record(partition, machine, id, null, state);
}

/** Records the first state of several new objects at once (a batch of bookings). */
export async function recordCreatedMany<S extends string>(partition: Partition, machine: StateMachine<S>, ids: readonly string[], state: S): Promise<void> {
  const now = partition.now();
  const rows = ids.map((id) => ({ subject_type: machine.subject, subject_id: id, from_state: null, to_state: state, actor: partition.actor, request_id: partition.requestId, created_at: now }));
  for (let i = 0; i < rows.length; i += 200) await partition.insert('state_moves', rows.slice(i, i + 200));
}

/**
 * Moves object `id` to `to`, with `changes` to its other columns, in the caller's transaction.
 * The update is conditional on the state it was read in, so of two requests moving the same
 * object at once only one succeeds; the other re-reads and is refused if the move no longer
 * applies. Answers the state it moved from.
 */
export async function move<S extends string>(
  partition: Partition,
  machine: StateMachine<S>,
  id: string,
  to: S,
  changes: Record<string, unknown> = {},
  /** The states this caller's move may start from, where it is narrower than the table (confirming answers a booking on request only). */
  only?: readonly S[],
): Promise<S> {
  const timed = machine.notBefore?.[to] !== undefined;
  for (;;) {
    // A move that waits for a moment reads the whole row, which says when that is.
    const row = (await (timed ? partition.table(machine.table).where(keyOf(machine, id)).first() : partition.table(machine.table).where(keyOf(machine, id)).first('status'))) as
      | (Record<string, unknown> & { status: S })
      | undefined;
    if (!row) throw errors.resourceNotFound(machine.subject, id);
    const from = row.status;
    if (!canMove(machine, from, to) || (only !== undefined && !only.includes(from))) throw errors.invalidState(machine.subject, id, from, machine.actions[to] ?? `moved to ${to}`);
    checkTime(partition, machine, row, id, to);
    const updated = await partition.table(machine.table).where({ ...keyOf(machine, id), status: from }).update({ ...changes, status: to });
    if (updated === 0) continue;
    await record(partition, machine, id, from, to);
    return from;
  }
}

/**
 * Moves object `id` from `from` to `to` if it is still in `from`, and answers whether this call
 * made the move. For work several instances may take at once (a background job expiring a
 * request): the conditional update is the claim, and it is the transaction's first statement,
 * so on SQLite it takes the write lock before reading anything. Whoever loses moves nothing.
 */
export async function claimMove<S extends string>(
  partition: Partition,
  machine: StateMachine<S>,
  id: string,
  from: S,
  to: S,
  changes: Record<string, unknown> = {},
  /** Further conditions the object must meet to be moved (a deadline passed). */
  guard: (query: Knex.QueryBuilder) => void = () => undefined,
): Promise<boolean> {
  if (!canMove(machine, from, to)) throw new Error(`${machine.subject}: ${from} → ${to} is not a move of its machine`);
  const query = partition.table(machine.table).where({ ...keyOf(machine, id), status: from });
  guard(query);
  const updated = await query.update({ ...changes, status: to });
  if (updated === 0) return false;
  await record(partition, machine, id, from, to);
  return true;
}

async function record<S extends string>(partition: Partition, machine: StateMachine<S>, id: string, from: S | null, to: S): Promise<void> {
  await partition.insert('state_moves', {
    subject_type: machine.subject,
    subject_id: id,
    from_state: from,
    to_state: to,
    actor: partition.actor,
    request_id: partition.requestId,
    created_at: partition.now(),
  });
}

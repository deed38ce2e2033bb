import { api, ApiFailure, csrfHeader, unwrap, type DriverJob, type DriverMove, type DriverPositionReport } from '../api';

/**
 * The driver's moves, queued on the phone (localStorage) before they are sent, so that a move made
 * without a connection is not lost: each is sent when the phone is back online, in the order it was
 * made, with the moment it was made (`occurred_at`, on the service's clock) and an Idempotency-Key
 * of its own, so a move whose answer was lost on the way is sent again without being made twice.
 * A move the service refuses (the job moved on meanwhile, a no-show too early) leaves the queue
 * with the service's reason, for the page to show; one that meets no answer or a failure on the
 * service's side stays for the next try.
 */
export interface QueuedMove {
  /** The Idempotency-Key it is sent with. */
  key: string;
  booking: string;
  reference: string;
  /** When the driver made it, on the service's clock as the phone best knows it: what the page shows until the service answers. */
  madeAt: string;
  /** What is sent: with `occurred_at` where the move was made offline (online, the service's own clock dates it). */
  move: DriverMove;
}

export interface RefusedMove {
  key: string;
  reference: string;
  step: DriverMove['step'];
  message: string;
}

const STORAGE_KEY = 'driver.queued_moves';

function stored(): QueuedMove[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedMove[]) : [];
  } catch {
    return [];
  }
}

let queued: QueuedMove[] = stored();
let refused: RefusedMove[] = [];
let flushing: Promise<void> | null = null;
const listeners = new Set<() => void>();
/** Told of every job a sent move answered with, so the page shows it as the service now has it. */
let onSent: (job: DriverJob) => void = () => undefined;

/** The service's clock minus the phone's, in ms, as the last list of jobs said it: moves are dated on the service's clock. */
let clockOffsetMs = 0;

export function noteServiceClock(serviceNowIso: string): void {
  clockOffsetMs = Date.parse(serviceNowIso) - Date.now();
}

/** Now on the service's clock, as the phone best knows it. */
export const serviceNow = (): Date => new Date(Date.now() + clockOffsetMs);

/** What the page shows of the queue: one object per change, as React's external stores want. */
let snapshot: { queued: readonly QueuedMove[]; refused: readonly RefusedMove[] } = { queued, refused };

function changed(): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(queued));
  snapshot = { queued, refused };
  for (const listener of listeners) listener();
}

export const queueSnapshot = () => snapshot;

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function whenMoveSent(listener: (job: DriverJob) => void): void {
  onSent = listener;
}

/** Forgets a refusal the driver has read. */
export function dismissRefusal(key: string): void {
  refused = refused.filter((refusal) => refusal.key !== key);
  changed();
}

/** Forgets every queued move and refusal (the session ended: they were this driver's). */
export function clearQueue(): void {
  queued = [];
  refused = [];
  changed();
}

const newKey = (): string => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * Queues a move made now, with the position the phone last had, and sends what is queued. A move
 * made offline carries when it was made (`occurred_at`); one made online is dated by the service
 * as it arrives, so a phone whose clock is off dates nothing wrong. Either way its body is fixed
 * here, so every attempt sends the same request under its Idempotency-Key.
 */
export function queueMove(job: Pick<DriverJob, 'booking_id' | 'reference'>, step: DriverMove['step'], extra: { position?: DriverPositionReport | null; note?: string } = {}): Promise<void> {
  const madeAt = serviceNow().toISOString();
  const move: DriverMove = { step };
  if (!navigator.onLine) move.occurred_at = madeAt;
  if (extra.position) move.position = extra.position;
  if (extra.note) move.note = extra.note;
  queued = [...queued, { key: newKey(), booking: job.booking_id, reference: job.reference, madeAt, move }];
  changed();
  return flushMoves();
}

/**
 * Sends the queued moves, first to last, one at a time; stops at the first that meets no answer
 * (or a failure on the service's side) and leaves it and the rest for the next try. One flush runs
 * at a time: a call while one runs waits for it.
 */
export function flushMoves(): Promise<void> {
  flushing ??= sendQueued().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendQueued(): Promise<void> {
  while (queued.length > 0) {
    const next = queued[0] as QueuedMove;
    try {
      const job = await unwrap(
        api.POST('/api/driver/v1/jobs/{booking}/moves', {
          params: { path: { booking: next.booking }, header: { ...csrfHeader(), 'Idempotency-Key': next.key } },
          body: next.move,
        }),
      );
      queued = queued.filter((move) => move.key !== next.key);
      changed();
      onSent(job);
    } catch (error) {
      if (!(error instanceof ApiFailure) || error.retryable) return;
      // A session that ended sends nothing more: the moves wait for the driver's next link.
      if (error.status === 401) return;
      queued = queued.filter((move) => move.key !== next.key);
      refused = [...refused, { key: next.key, reference: next.reference, step: next.move.step, message: error.message }];
      changed();
    }
  }
}

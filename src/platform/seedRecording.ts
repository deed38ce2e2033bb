import { AsyncLocalStorage } from 'node:async_hooks';
import type { KeyObject } from 'node:crypto';
// Knex's own type, not db.ts's alias: db.ts loads the migrations, whose ids draw through here.
import type { Knex } from 'knex';

/**
 * What a seed template (src/engine/seedTemplate.ts) knows of a value drawn while it was written:
 * the value, and how a copy draws its own counterpart. Ids, tokens and references are drawn at
 * random, a document number from its series, a sealed value from its plaintext, a PDF from its
 * model; each is written into the template's rows as it was drawn, and a copy of the template
 * puts its counterpart wherever it is.
 */
export interface Drawn {
  /** Text (found wherever it is in the rows' text) or bytes (a whole stored value). */
  readonly value: string | Buffer;
  readonly redraw: Redraw;
  /**
   * When a copy draws it: 0 first, in order (ids, numbers); 1 next, all at once, from values of
   * stage 0 (`substitute`: a sealed value, a PDF); 2 last, from values of stage 1 (a PDF's hash).
   */
  readonly stage: DrawStage;
  /**
   * What of the template a later stage's redraw reads through `substitute` (a sealed value's
   * plaintext, a PDF's model): the template checks it holds nothing of its stand-in it cannot replace.
   */
  readonly reads?: unknown;
}

export type DrawStage = 0 | 1 | 2;

/** How a copy draws a value's counterpart; null only for a value that may be absent (a request id). */
export type Redraw = (copy: Redrawing) => string | Buffer | null | Promise<string | Buffer | null>;

/** What a copy offers the values it draws: its transaction, its account and request, and the values drawn before. */
export interface Redrawing {
  readonly db: Knex;
  readonly accountId: string;
  readonly accountName: string;
  readonly requestId: string | null;
  /** The key the copy's service seals with (null when the partition is opened without it). */
  readonly dataKey: KeyObject | null;
  /** `text` with every value of the template in it replaced by the copy's. */
  substitute(text: string): string;
  /** Plain data (a document's model) with every value of the template in its text replaced by the copy's. */
  substituteIn<T>(value: T): T;
  /** The copy's counterpart of bytes drawn earlier. */
  bytesOf(value: Buffer): Buffer;
}

interface Recording {
  readonly drawn: Drawn[];
  /** Whether values derived from the account are placeholders (a template) or computed (a trace of the draws, for a test). */
  readonly placeholders: boolean;
  /** Until the work is done: something it left running that draws later is not recorded. */
  readonly state: { open: boolean };
  /** Inside a drawing already recorded (an id's random characters): not recorded again. */
  readonly inside: boolean;
}

const recordings = new AsyncLocalStorage<Recording>();

/**
 * Runs `work` recording every value drawn in its course (and only in its course), in order. With
 * `placeholders` (a template), a value derived from the account is a placeholder (`recordingPlaceholders`).
 */
export async function recordDrawn<T>(work: () => Promise<T>, placeholders = true): Promise<{ result: T; drawn: Drawn[] }> {
  const drawn: Drawn[] = [];
  const state = { open: true };
  try {
    const result = await recordings.run({ drawn, placeholders, state, inside: false }, work);
    return { result, drawn };
  } finally {
    state.open = false;
  }
}

/** The recording values drawn now go to, if any (and not inside another drawing). */
function recording(): Recording | null {
  const store = recordings.getStore();
  return store !== undefined && store.state.open && !store.inside ? store : null;
}

/** Whether values drawn now are recorded. */
export const recordingDrawn = (): boolean => recording() !== null;

/** Whether values derived from the account are recorded as placeholders (a template is being written). */
export const recordingPlaceholders = (): boolean => recording()?.placeholders === true;

/**
 * A value drawn by `draw`; while a template is written, recorded with `redraw` (by default `draw`
 * again), so that each copy draws its own.
 */
export function drawn<T extends string | Buffer>(draw: () => T, redraw: Redraw = draw, stage: DrawStage = 0, reads?: unknown): T {
  const into = recording();
  if (into === null) return draw();
  const value = recordings.run({ ...into, inside: true }, draw);
  into.drawn.push({ value, redraw, stage, reads });
  return value;
}

/** `drawn` for a value drawn asynchronously (a document number from its series in the database, a PDF from its worker). */
export async function drawnAsync<T extends string | Buffer>(draw: () => Promise<T>, redraw: Redraw, stage: DrawStage = 0, reads?: unknown): Promise<T> {
  const into = recording();
  if (into === null) return draw();
  const value = await recordings.run({ ...into, inside: true }, draw);
  into.drawn.push({ value, redraw, stage, reads });
  return value;
}

import type { Knex } from 'knex';

/**
 * For migrations that move AED amounts kept inside JSON columns to fils: the conversion is
 * written here, not imported from src/, so that a migration means the same however the code
 * changes later. Knex runs each migration in a transaction, so its rows change all together.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function renameAmounts(value: Json, from: string, to: string, convert: (amount: number) => number): Json {
  if (Array.isArray(value)) return value.map((item) => renameAmounts(item, from, to, convert));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) =>
      key.endsWith(from) && (typeof item === 'number' || item === null)
        ? [`${key.slice(0, -from.length)}${to}`, item === null ? null : convert(item)]
        : [key, renameAmounts(item, from, to, convert)],
    ),
  );
}

/** Each `<name>_aed` number of the JSON text, at any depth, as whole `<name>_fils`. */
export const aedToFilsIn = (text: string): string => JSON.stringify(renameAmounts(JSON.parse(text) as Json, '_aed', '_fils', (aed) => Math.round(aed * 100)));
/** The reverse: each `<name>_fils` number as `<name>_aed`. */
export const filsToAedIn = (text: string): string => JSON.stringify(renameAmounts(JSON.parse(text) as Json, '_fils', '_aed', (fils) => fils / 100));

const BATCH = 500;

/** Rewrites `column` of every row of `table` that `where` selects, a batch at a time in `key` order. */
export async function rewriteColumn(
  db: Knex,
  table: string,
  key: readonly string[],
  column: string,
  where: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
  rewrite: (text: string) => string,
): Promise<void> {
  for (let offset = 0; ; offset += BATCH) {
    const rows = (await where(db(table)).orderBy(key.map((name) => ({ column: name }))).offset(offset).limit(BATCH).select([...key, column])) as Array<Record<string, string | number>>;
    for (const row of rows) {
      const text = String(row[column]);
      const rewritten = rewrite(text);
      if (rewritten !== text) await db(table).where(Object.fromEntries(key.map((name) => [name, row[name]]))).update({ [column]: rewritten });
    }
    if (rows.length < BATCH) return;
  }
}

/** Applies `rewrite` to a JSON text only when its top-level `type` is `type`. */
export const ifType = (type: string, rewrite: (text: string) => string) => (text: string): string =>
  (JSON.parse(text) as { type?: unknown }).type === type ? rewrite(text) : text;

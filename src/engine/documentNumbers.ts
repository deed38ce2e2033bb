import type { Db } from '../platform/db';
import { drawnAsync } from '../platform/seedRecording';

/**
 * The next number of a document series and year (`INV-2026-000001`, `PF-2026-000001`), in the
 * caller's transaction: the counter row is the lock, so numbers are sequential without gaps
 * and two issuers never take the same one.
 */
export const nextDocumentNumber = (db: Db, series: string, year: number): Promise<string> =>
  // A seed template's number is its copy's next of the same series and year, taken in the copy's transaction.
  drawnAsync(
    () => takeNumber(db, series, year),
    (copy) => takeNumber(copy.db, series, year),
  );

async function takeNumber(db: Db, series: string, year: number): Promise<string> {
  await db('invoice_sequences').insert({ series, year, last_number: 0 }).onConflict(['series', 'year']).ignore();
  await db('invoice_sequences').where({ series, year }).update({ last_number: db.raw('last_number + 1') });
  const row = (await db('invoice_sequences').where({ series, year }).first('last_number')) as { last_number: number | string };
  return `${series}-${year}-${String(Number(row.last_number)).padStart(6, '0')}`;
}

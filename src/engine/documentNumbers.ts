import type { Db } from '../platform/db';

/**
 * The next number of a document series and year (`INV-2026-000001`, `PF-2026-000001`), in the
 * caller's transaction: the counter row is the lock, so numbers are sequential without gaps
 * and two issuers never take the same one.
 */
export async function nextDocumentNumber(db: Db, series: string, year: number): Promise<string> {
  await db('invoice_sequences').insert({ series, year, last_number: 0 }).onConflict(['series', 'year']).ignore();
  await db('invoice_sequences').where({ series, year }).update({ last_number: db.raw('last_number + 1') });
  const row = (await db('invoice_sequences').where({ series, year }).first('last_number')) as { last_number: number | string };
  return `${series}-${year}-${String(Number(row.last_number)).padStart(6, '0')}`;
}

/**
 * The append-only tables (the audit log, the ledger's two books, the events, the issued documents
 * and what each invoice charged a booking) refuse in the
 * database every way of rewriting a stored row: UPDATE, DELETE, and on SQLite `REPLACE INTO`,
 * `INSERT OR REPLACE` and upserts, on PostgreSQL `TRUNCATE` and upserts. A test partition's reset
 * still clears its own ledger and events.
 */
import type { Knex } from 'knex';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { partner, walletAt } from '../helpers/partitions';
import { newId } from '../../src/platform/ids';
import { recordAudit, COMMAND_LINE } from '../../src/engine/audit';

const t = useV1Suite();

type Row = Record<string, unknown>;

const AT = '2026-11-22T10:00:00.000Z';
const entry = (accountId: string, mode: string): Row => ({ account_id: accountId, mode, kind: 'adjustment', amount_fils: 1000, balance_after_fils: 1000, booking_id: null, reference: 'APPEND-ONLY', description: 'Guarded', created_at: AT });

/** One stored row of each guarded table, live where the table has partitions. */
async function storedRows(accountId: string): Promise<Array<{ table: string; keys: string[]; row: Row }>> {
  await recordAudit(t.db, t.clock, COMMAND_LINE, { action: 'staff.created', subjectType: 'staff', subjectId: 'stf_guarded', change: { after: { name: 'Guarded' } } });
  await t.db('ledger_entries').insert(entry(accountId, 'live'));
  await t.db('earnings_entries').insert({ ...entry(accountId, 'live'), kind: 'commission' });
  await t.db('events').insert({ id: newId('evt'), account_id: accountId, mode: 'live', type: 'booking.created', subject_type: 'booking', subject_id: newId('bkg'), data: '{}', request_id: null, created_at: AT });
  // An issued document and what its invoice charged a booking: kept as issued.
  const invoiceId = newId('inv');
  await t.db('issued_documents').insert({ id: invoiceId, account_id: accountId, mode: 'live', kind: 'tax_invoice', number: `INV-2026-${invoiceId.slice(-6)}`, period: '2026-10', issued_at: AT, data: '{"total_aed":105}', data_sha256: 'a'.repeat(64), pdf: Buffer.from('%PDF-1.7 guarded'), pdf_sha256: 'b'.repeat(64) });
  await t.db('invoiced_bookings').insert({ invoice_id: invoiceId, booking_id: newId('bkg'), account_id: accountId, mode: 'live', gross_fils: 10_500, vat_fils: 500, invoiced_at: AT });
  const latest = async (table: string, key: string): Promise<Row> => (await t.db(table).orderBy(key, 'desc').first()) as Row;
  return [
    { table: 'audit_events', keys: ['id'], row: await latest('audit_events', 'id') },
    { table: 'ledger_entries', keys: ['id'], row: await latest('ledger_entries', 'id') },
    { table: 'earnings_entries', keys: ['id'], row: await latest('earnings_entries', 'id') },
    { table: 'events', keys: ['seq'], row: await latest('events', 'seq') },
    { table: 'issued_documents', keys: ['id'], row: (await t.db('issued_documents').where({ id: invoiceId }).first()) as Row },
    { table: 'invoiced_bookings', keys: ['invoice_id', 'booking_id'], row: (await t.db('invoiced_bookings').where({ invoice_id: invoiceId }).first()) as Row },
  ];
}

/** Every way this database offers of rewriting or emptying `table` around the stored `row`. */
function attempts(db: Knex, table: string, keys: string[], row: Row): Array<[string, () => Promise<unknown>]> {
  const changed = ['action', 'type', 'reference', 'data', 'invoiced_at'].find((column) => column in row) as string;
  const forged: Row = { ...row, [changed]: 'forged' };
  const key = keys[0] as string;
  const insert = db(table).insert(forged).toString();
  const common: Array<[string, () => Promise<unknown>]> = [
    ['UPDATE', () => db(table).where({ [key]: row[key] }).update(Object.fromEntries(Object.entries(forged).filter(([column]) => column !== key)))],
    ['DELETE', () => db(table).where({ [key]: row[key] }).delete()],
    ['INSERT … ON CONFLICT DO UPDATE', () => db(table).insert(forged).onConflict(keys).merge()],
  ];
  if (db.client.config.client === 'pg') return [...common, ['TRUNCATE', () => db.raw(`truncate ${table}`)], ['TRUNCATE … CASCADE', () => db.raw(`truncate ${table} cascade`)]];
  return [...common, ['REPLACE INTO', () => db.raw(insert.replace(/^insert into/, 'replace into'))], ['INSERT OR REPLACE', () => db.raw(insert.replace(/^insert into/, 'insert or replace into'))]];
}

describe('the append-only tables', () => {
  it('refuse every rewrite in the database, and keep their rows as they were', async () => {
    const who = await partner(t);
    const tried: string[] = [];
    for (const { table, keys, row } of await storedRows(who.accountId)) {
      const before = await t.db(table).orderBy(keys[0] as string);
      for (const [name, attempt] of attempts(t.db, table, keys, row)) {
        // Matched by message: the SQLite driver's error class may come from another test file's module realm.
        await expect(attempt()).rejects.toMatchObject({ message: expect.stringContaining(`${table} is append-only`) });
        tried.push(`${table}: ${name}`);
      }
      expect(await t.db(table).orderBy(keys[0] as string)).toEqual(before);
    }
    expect(tried).toHaveLength(6 * 5);
  });

  it('still take new rows, and let a test partition\'s reset clear its own ledger and events', async () => {
    const who = await partner(t);
    await walletAt(t, who, 'test', 500);
    await walletAt(t, who, 'live', 700);
    const counts = async (mode: string): Promise<number[]> =>
      Promise.all(['ledger_entries', 'events'].map(async (table) => Number(((await t.db(table).where({ account_id: who.accountId, mode }).count({ n: '*' }).first()) as { n: number | string }).n)));
    expect((await counts('test')).every((n) => n > 0)).toBe(true);
    const live = await counts('live');
    const reset = await call(t.app, 'POST', '/api/b2b/v1/test-helpers/reset', { token: who.keys.test });
    expect(reset.status).toBe(200);
    expect(await counts('test')).toEqual([0, 0]);
    expect(await counts('live')).toEqual(live);
    // A live row cannot go the same way.
    await expect(t.db('ledger_entries').where({ account_id: who.accountId, mode: 'live' }).delete()).rejects.toMatchObject({ message: expect.stringContaining('ledger_entries is append-only') });
    expect(await counts('live')).toEqual(live);
  });
});

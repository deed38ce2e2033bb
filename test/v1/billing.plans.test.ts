/**
 * How PostgreSQL reads a statement's ledger (src/sections/notices/billing.ts) in a database that
 * has no statistics yet: a new one, or a restore autovacuum has not analysed. The planner then
 * guesses every column's selectivity, and a lookup it may answer through either of two indexes
 * can go through the one that reads a whole partition for each row: a month's statement of 54,000
 * entries took 142 s that way, and 0.17 s by the key. The plans are read with EXPLAIN, so the test
 * does not depend on the machine's speed. PostgreSQL only: SQLite plans without such guesses.
 */
import { Partition, type StatementEntry } from '../../src/engine/partition';
import { post } from '../../src/engine/ledger';
import { sectionCatalog } from '../../src/engine/engineSection';
import { notices } from '../../src/sections/notices/section';
import { statementBetweenOf } from '../../src/sections/notices/billing';
import type { Clock } from '../../src/platform/clock';
import { newId } from '../../src/platform/ids';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../helpers/testDb';

const clock: Clock = { now: () => new Date('2027-06-10T08:00:00.000Z') };
const sections = sectionCatalog([notices]);

interface Query {
  sql: string;
  bindings: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The indexes (or `seq scan`) a plan reads `relation` through, anywhere in it. */
function accessesOf(node: PlanNode, relation: string): string[] {
  const own = node['Relation Name'] === relation ? [node['Index Name'] ?? node['Node Type'].toLowerCase()] : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => accessesOf(child, relation))];
}

(usingPostgres ? describe : describe.skip)("a statement's ledger on PostgreSQL without statistics", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("reads each entry's booking reference by the booking's primary key", async () => {
    const { db } = database;
    const p = Partition.forDesk(sections, db, clock, newId('acc'), 'ops_finance');
    const bookings = ['TR-7KQ2-M9XH', 'TR-4BE9-TASD', 'TR-10K1-0M9X'].map((reference, i) => ({
      id: newId('bkg'),
      account_id: p.accountId,
      mode: p.mode,
      kind: 'transport',
      status: 'confirmed',
      service_date: '2027-06-20',
      amount_due_fils: 10_000 * (i + 1),
      traveller_name: 'Aisha Rahman',
      body: '{}',
      reference,
      created_at: '2027-06-01T08:00:00.000Z',
      updated_at: '2027-06-01T08:00:00.000Z',
    }));
    await db('bookings').insert(bookings);
    await post(p, { kind: 'topup', amountFils: 100_000, reference: 'ENBD TT 118974', description: 'Top-up' });
    for (const booking of bookings) await post(p, { kind: 'charge', amountFils: -booking.amount_due_fils, bookingId: booking.id, reference: booking.id, description: 'Transfer' });
    // The precondition: nothing has analysed the tables (the suite's databases are new, and three rows are far below autovacuum's threshold).
    expect(((await db.raw("select count(*)::int as n from pg_stats where schemaname = current_schema() and tablename in ('bookings', 'ledger_entries')")) as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);

    const queries: Query[] = [];
    const listen = (query: Query): void => void queries.push(query);
    db.on('query', listen);
    let lines: StatementEntry[];
    try {
      ({ lines } = await statementBetweenOf(p, '2027-06-01T00:00:00.000Z', '2027-07-01T00:00:00.000Z'));
    } finally {
      db.off('query', listen);
    }
    expect(lines.map((line) => line.booking_reference)).toEqual([null, 'TR-7KQ2-M9XH', 'TR-4BE9-TASD', 'TR-10K1-0M9X']);

    const read = queries.find((query) => query.sql.includes('booking_reference'));
    if (!read) throw new Error(`no statement read a booking reference: ${queries.map((query) => query.sql).join('\n')}`);
    const explained = (await db.raw(`explain (format json) ${read.sql.replace(/\$\d+/g, '?')}`, read.bindings as never[])) as { rows: Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }> };
    const plan = explained.rows[0]?.['QUERY PLAN'][0]?.Plan as PlanNode;
    expect(accessesOf(plan, 'bookings')).toEqual(['bookings_pkey']);
  });
});

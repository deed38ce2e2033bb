/**
 * How PostgreSQL reads a ledger's entries with their bookings' references in a database that has
 * no statistics yet: a new one, or a restore autovacuum has not analysed. The planner then guesses
 * every column's selectivity, and a lookup it may answer through more than one index can go
 * through one that reads a whole partition for each row: a month's statement of 54,000 entries
 * took 142 s that way, and 0.17 s by the booking's key. The plans are read with EXPLAIN, so the
 * test does not depend on the machine's speed. PostgreSQL only: SQLite plans without such guesses.
 */
import { Partition } from '../../src/engine/partition';
import { post, walletEntryPage } from '../../src/engine/ledger';
import { sectionCatalog } from '../../src/engine/engineSection';
import { notices } from '../../src/sections/notices/section';
import { statementBetweenOf } from '../../src/sections/notices/billing';
import type { Db } from '../../src/platform/db';
import type { Clock } from '../../src/platform/clock';
import { newId } from '../../src/platform/ids';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../helpers/testDb';

const clock: Clock = { now: () => new Date('2027-06-10T08:00:00.000Z') };
const sections = sectionCatalog([notices]);
const REFERENCES = ['TR-7KQ2-M9XH', 'TR-4BE9-TASD', 'TR-10K1-0M9X'];

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

/** What `read` answers, and the plan of its one statement that reads a booking reference. */
async function planOfReference<T>(db: Db, read: () => Promise<T>): Promise<{ answer: T; plan: PlanNode }> {
  const queries: Query[] = [];
  const listen = (query: Query): void => void queries.push(query);
  db.on('query', listen);
  let answer: T;
  try {
    answer = await read();
  } finally {
    db.off('query', listen);
  }
  const reading = queries.filter((query) => query.sql.includes('booking_reference'));
  if (reading.length !== 1) throw new Error(`expected one statement reading a booking reference, got:\n${queries.map((query) => query.sql).join('\n')}`);
  const [query] = reading as [Query];
  const explained = (await db.raw(`explain (format json) ${query.sql.replace(/\$\d+/g, '?')}`, query.bindings as never[])) as { rows: Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }> };
  return { answer, plan: explained.rows[0]?.['QUERY PLAN'][0]?.Plan as PlanNode };
}

(usingPostgres ? describe : describe.skip)('ledger reads on PostgreSQL without statistics', () => {
  let database: TestDatabase;
  let p: Partition;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    p = Partition.forDesk(sections, db, clock, newId('acc'), 'ops_finance');
    const bookings = REFERENCES.map((reference, i) => ({
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
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('starts from tables nothing has analysed', async () => {
    // The suite's databases are new, and four rows are far below autovacuum's threshold.
    const analysed = (await database.db.raw("select count(*)::int as n from pg_stats where schemaname = current_schema() and tablename in ('bookings', 'ledger_entries')")) as { rows: Array<{ n: number }> };
    expect(analysed.rows[0]?.n).toBe(0);
  });

  it("reads each statement line's booking reference by the booking's primary key", async () => {
    const { answer, plan } = await planOfReference(database.db, () => statementBetweenOf(p, '2027-06-01T00:00:00.000Z', '2027-07-01T00:00:00.000Z'));
    expect(answer.lines.map((line) => line.booking_reference)).toEqual([null, ...REFERENCES]);
    expect(accessesOf(plan, 'bookings')).toEqual(['bookings_pkey']);
  });

  it("reads each wallet entry's booking reference by the booking's primary key", async () => {
    const { answer, plan } = await planOfReference(database.db, () => walletEntryPage(p, 10, undefined));
    expect(answer.data.map((entry) => entry.booking_reference)).toEqual([...[...REFERENCES].reverse(), null]);
    expect(accessesOf(plan, 'bookings')).toEqual(['bookings_pkey']);
  });
});

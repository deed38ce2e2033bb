import { randomInt } from 'node:crypto';
import type { Knex } from 'knex';

// Every booking gets one reference a person can read out (`TR-7KQ2-M9XH`), unique in its
// partition: the big number on vouchers and name boards, what the desk and notices say. Existing
// bookings are given one here, so the column is never empty once the migration has run. The
// prefixes and alphabet are copied, not imported, so that this migration stays as it ran.
const PREFIXES: Record<string, string> = { transport: 'TR', activity: 'AC', client: 'CB', desk_sale: 'DS', referral: 'RF', dmc: 'DM', corporate: 'CP' };
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function reference(kind: string): string {
  let body = '';
  for (let i = 0; i < 8; i++) body += CROCKFORD[randomInt(CROCKFORD.length)];
  return `${PREFIXES[kind] ?? 'BK'}-${body.slice(0, 4)}-${body.slice(4)}`;
}

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('bookings', (t) => {
    t.string('reference', 12).nullable();
  });
  const rows = (await db('bookings').select('id', 'account_id', 'mode', 'kind').orderBy('id')) as Array<{ id: string; account_id: string; mode: string; kind: string }>;
  const taken = new Set<string>();
  for (const row of rows) {
    let made = reference(row.kind);
    while (taken.has(`${row.account_id} ${row.mode} ${made}`)) made = reference(row.kind);
    taken.add(`${row.account_id} ${row.mode} ${made}`);
    await db('bookings').where({ id: row.id }).update({ reference: made });
  }
  await db.schema.alterTable('bookings', (t) => {
    t.unique(['account_id', 'mode', 'reference'], { indexName: 'bookings_partition_reference_unique' });
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('bookings', (t) => {
    t.dropUnique(['account_id', 'mode', 'reference'], 'bookings_partition_reference_unique');
  });
  // In place, as both dialects can: Knex's SQLite dropColumn rebuilds the table, which fails
  // while other rows refer to bookings.
  await db.raw('alter table ?? drop column ??', ['bookings', 'reference']);
}

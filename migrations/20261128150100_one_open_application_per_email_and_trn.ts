import type { Knex } from 'knex';

// One open partner application per e-mail address and per TRN, held by the database so that two
// applications posted at once cannot both be stored: each application carries its canonical
// e-mail (`email_key`: NFKC, case-folded, trimmed) and TRN (`trn_key`: digits only), and a unique
// partial index covers the open ones (waiting for the e-mail link, or with the desk). An
// unconfirmed application whose link expired gives its keys up (they are cleared) when someone
// applies with them again; a decided one leaves the index with its status.
//
// Applications stored before this migration are given their keys oldest first; a later open one
// with a key already held keeps none (it stays with the desk as it was, but holds nothing).

const OPEN = "status in ('pending_email', 'submitted')";

const emailKey = (email: string): string => email.normalize('NFKC').trim().toLowerCase();
const trnKey = (trn: string): string => trn.normalize('NFKC').replace(/[^0-9]/g, '');

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('partner_applications', (t) => {
    t.string('email_key', 254).nullable();
    t.string('trn_key', 40).nullable();
  });
  const rows = (await db('partner_applications').whereIn('status', ['pending_email', 'submitted']).orderBy(['created_at', 'id']).select('id', 'email', 'trn')) as Array<{ id: string; email: string; trn: string }>;
  const held = { email: new Set<string>(), trn: new Set<string>() };
  for (const row of rows) {
    const keys = { email: emailKey(row.email), trn: trnKey(row.trn) };
    const email_key = held.email.has(keys.email) ? null : keys.email;
    const trn_key = held.trn.has(keys.trn) ? null : keys.trn;
    held.email.add(keys.email);
    held.trn.add(keys.trn);
    await db('partner_applications').where({ id: row.id }).update({ email_key, trn_key });
  }
  await db.raw(`create unique index partner_applications_open_email on partner_applications (email_key) where ${OPEN}`);
  await db.raw(`create unique index partner_applications_open_trn on partner_applications (trn_key) where ${OPEN}`);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('drop index partner_applications_open_trn');
  await db.raw('drop index partner_applications_open_email');
  await db.schema.alterTable('partner_applications', (t) => {
    t.dropColumn('trn_key');
    t.dropColumn('email_key');
  });
}

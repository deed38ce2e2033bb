import type { Knex } from 'knex';

// The tables the design keeps append-only, refused every way of rewriting them in the database
// itself, whoever connects:
// - the audit log (`audit_events`), whose update and delete triggers came with it;
// - the money ledger's two books (`ledger_entries`, the wallets; `earnings_entries`, the
//   affiliates' earnings): corrections are reversing entries, never edits;
// - the outbox of changes (`events`), which the feed and the webhooks serve as they happened.
//
// Holes closed here: on SQLite `REPLACE INTO`, `INSERT OR REPLACE` and an upsert (`INSERT … ON
// CONFLICT DO UPDATE`) rewrite a row without firing a delete trigger (REPLACE's delete fires
// triggers only with recursive_triggers on), so an insert whose key is already stored is refused
// before it happens; on PostgreSQL `TRUNCATE` fires no row trigger, so a statement trigger refuses
// it (an upsert's update already meets the update trigger there). The ledgers and events also
// refuse updates, and deletes except of a test partition's rows, which its reset clears.

interface Guarded {
  table: string;
  /** The columns a stored row is found by (its primary and unique keys). */
  keys: readonly string[];
  /** Whether a test partition's reset may delete its rows (the audit log refuses every delete). */
  testRowsDeletable: boolean;
  /** Whether the update and delete triggers are added here (the audit log has had its own since it was made). */
  rowTriggers: boolean;
}

const GUARDED: readonly Guarded[] = [
  { table: 'audit_events', keys: ['id'], testRowsDeletable: false, rowTriggers: false },
  { table: 'ledger_entries', keys: ['id'], testRowsDeletable: true, rowTriggers: true },
  { table: 'earnings_entries', keys: ['id'], testRowsDeletable: true, rowTriggers: true },
  { table: 'events', keys: ['seq', 'id'], testRowsDeletable: true, rowTriggers: true },
];

const message = (table: string): string => `${table} is append-only`;

export async function up(db: Knex): Promise<void> {
  if (db.client.config.client === 'pg') {
    await db.raw(`create function append_only_refused() returns trigger language plpgsql as $$
      begin raise exception '% is append-only', TG_TABLE_NAME; end $$`);
    for (const { table, testRowsDeletable, rowTriggers } of GUARDED) {
      await db.raw(`create trigger ${table}_no_truncate before truncate on ${table} for each statement execute function append_only_refused()`);
      if (!rowTriggers) continue;
      await db.raw(`create trigger ${table}_no_update before update on ${table} for each row execute function append_only_refused()`);
      await db.raw(`create trigger ${table}_no_delete before delete on ${table} for each row ${testRowsDeletable ? "when (old.mode <> 'test') " : ''}execute function append_only_refused()`);
    }
    return;
  }
  for (const { table, keys, testRowsDeletable, rowTriggers } of GUARDED) {
    const stored = keys.map((key) => `${key} = new.${key}`).join(' or ');
    await db.raw(`create trigger ${table}_no_replace before insert on ${table} when exists (select 1 from ${table} where ${stored}) begin select raise(abort, '${message(table)}'); end`);
    if (!rowTriggers) continue;
    await db.raw(`create trigger ${table}_no_update before update on ${table} begin select raise(abort, '${message(table)}'); end`);
    await db.raw(`create trigger ${table}_no_delete before delete on ${table} ${testRowsDeletable ? "when old.mode <> 'test' " : ''}begin select raise(abort, '${message(table)}'); end`);
  }
}

export async function down(db: Knex): Promise<void> {
  const pg = db.client.config.client === 'pg';
  for (const { table, rowTriggers } of GUARDED) {
    const triggers = [pg ? 'no_truncate' : 'no_replace', ...(rowTriggers ? ['no_update', 'no_delete'] : [])];
    for (const trigger of triggers) await db.raw(pg ? `drop trigger ${table}_${trigger} on ${table}` : `drop trigger ${table}_${trigger}`);
  }
  if (pg) await db.raw('drop function append_only_refused()');
}

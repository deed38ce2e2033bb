import type { Knex } from 'knex';
import { newId } from '../src/platform/ids';

// A partner asks for a wallet top-up over the v1 API (the portal's Money screen), and its
// pro-forma is issued at once, in the partition it was asked in:
//
// - `proforma_invoices` gets the partition's `mode` (every existing row is live: only the desk
//   issued them) and an `id` (`pf_…`) the API names a pro-forma by beside its number. A test
//   partition's pro-formas are numbered in their own series (`TEST-PF-…`) and never matched to a
//   bank transfer; its reset clears them.
// - `wallet_topups` keeps who asked from an account they are signed in to (the account and the
//   actor, `user:…` or `key:…`); requests through the unauthenticated account action keep null.
// - The new scope `wallet:topup` is given to every key that held every scope before it (a key
//   issued without `--scopes`), so such a key keeps holding them all.

const SCOPE = 'wallet:topup';
/** Every scope there was before `wallet:topup`, in the order keys were issued with them. */
const SCOPES_BEFORE = [
  'transport:read', 'transport:write', 'activities:read', 'activities:write', 'cruise:read', 'cruise:write', 'guides:read', 'guides:write', 'guides_wifi:read', 'guides_wifi:write',
  'site:read', 'site:write', 'account:read', 'affiliate:read', 'affiliate:write', 'bookings:create', 'bookings:view', 'bookings:manage', 'statements:read', 'settings:view',
  'settings:manage', 'rates:view', 'tracking:view', 'tracking:manage', 'users:view', 'users:manage', 'inbox:view',
];

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('proforma_invoices', (t) => {
    t.string('id', 24).nullable();
    t.string('mode', 4).notNullable().defaultTo('live');
  });
  const numbers = (await db('proforma_invoices').select('number')) as Array<{ number: string }>;
  for (const { number } of numbers) await db('proforma_invoices').where({ number }).update({ id: newId('pf') });
  await db.schema.alterTable('proforma_invoices', (t) => {
    t.unique(['id'], { indexName: 'proforma_invoices_id_unique' });
    t.index(['account_id', 'mode', 'issued_at'], 'proforma_invoices_partition_time');
  });
  await db.schema.alterTable('wallet_topups', (t) => {
    t.string('account_id', 40).nullable();
    t.string('requested_by', 100).nullable();
  });
  const keys = (await db('api_keys').select('id', 'scopes')) as Array<{ id: string; scopes: string }>;
  for (const key of keys) {
    const held = new Set(key.scopes.split(' ').filter(Boolean));
    if (!held.has(SCOPE) && SCOPES_BEFORE.every((scope) => held.has(scope))) await db('api_keys').where({ id: key.id }).update({ scopes: `${key.scopes} ${SCOPE}` });
  }
}

// Columns come off with plain ALTER TABLE: Knex's SQLite dropColumn rebuilds the table. A test
// partition's pro-formas go with the partition's mode: the table held live ones only before.
export async function down(db: Knex): Promise<void> {
  const keys = (await db('api_keys').select('id', 'scopes')) as Array<{ id: string; scopes: string }>;
  for (const key of keys) {
    const scopes = key.scopes.split(' ').filter(Boolean);
    if (scopes.includes(SCOPE)) await db('api_keys').where({ id: key.id }).update({ scopes: scopes.filter((scope) => scope !== SCOPE).join(' ') });
  }
  await db.raw('alter table ?? drop column ??', ['wallet_topups', 'requested_by']);
  await db.raw('alter table ?? drop column ??', ['wallet_topups', 'account_id']);
  await db('proforma_invoices').whereNot({ mode: 'live' }).delete();
  await db.schema.alterTable('proforma_invoices', (t) => {
    t.dropIndex(['account_id', 'mode', 'issued_at'], 'proforma_invoices_partition_time');
    t.dropUnique(['id'], 'proforma_invoices_id_unique');
  });
  await db.raw('alter table ?? drop column ??', ['proforma_invoices', 'mode']);
  await db.raw('alter table ?? drop column ??', ['proforma_invoices', 'id']);
}

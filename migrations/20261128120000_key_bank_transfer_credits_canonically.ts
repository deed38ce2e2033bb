import { randomInt } from 'node:crypto';
import type { Knex } from 'knex';

// A bank transfer is credited once per canonical key, and a credit can be reversed (never deleted).
//
// bank_transfer_credits was keyed by its reference with spaces collapsed and upper case, so
// `PY-4BE9-TASD` and `py4be9tasd`, or `ENBD TT 118974` and `ENBD-TT-118974`, were two keys and
// credited twice. Each credit now has an id of its own (what a reversal names) and its
// `reference_key`: NFKC, case-folded, every character but letters and digits removed (the key
// function of src/engine/bankReference.ts, copied here so this migration means the same however
// that code changes). A partial UNIQUE index holds one standing credit per key, so the database
// refuses a second however it is spelled and whichever instance sends it, while a reversed
// credit frees its key for the transfer to be credited again. The table is rebuilt because its
// primary key changes, which SQLite cannot alter in place.
//
// Credits already stored twice under one canonical key stay as they are: each moved real money
// into a wallet with its own ledger entry, and the ledger is append-only, so only finance can
// tell whether the second was the same transfer and reverse it. The earliest keeps the key; each
// later one names it in `duplicate_of` and is left out of the index (which covers every credit
// made from now on), so finance finds them (`duplicate_of` is shown on each) and reverses them.
//
// A credit also names the pro-forma it paid (`proforma_number`), and a pro-forma keeps what its
// transfers paid (`paid_fils`), so it can be paid in parts, paid over, and unpaid by a reversal:
// `issued` → `part_paid` → `paid` as its transfers add up.

const keyOf = (text: string): string => text.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC').replace(/[^\p{L}\p{N}]/gu, '');
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const newCreditId = (): string => `btc_${Array.from({ length: 20 }, () => BASE62[randomInt(BASE62.length)]).join('')}`;

interface OldCredit {
  bank_reference: string;
  account_id: string;
  mode: string;
  amount_fils: number | string;
  reference: string;
  credited_by: string;
  created_at: string;
  value_date: string | null;
  payer: string | null;
}

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('bank_transfer_credits_next', (t) => {
    t.string('id', 40).primary();
    t.string('reference_key', 80).notNullable();
    t.string('account_id', 40).notNullable();
    t.string('mode', 4).notNullable();
    t.bigInteger('amount_fils').notNullable();
    // As given, for people to read.
    t.string('reference', 80).notNullable();
    t.string('credited_by', 100).notNullable();
    t.string('created_at', 30).notNullable();
    t.string('value_date', 10).nullable();
    t.string('payer', 200).nullable();
    t.string('proforma_number', 20).nullable();
    t.string('duplicate_of', 40).nullable();
    t.string('reversed_at', 30).nullable();
    t.string('reversed_by', 100).nullable();
    t.string('reversal_reason', 500).nullable();
    t.index(['reference_key']);
    t.index(['account_id', 'created_at']);
  });
  await db.schema.alterTable('proforma_invoices', (t) => {
    t.bigInteger('paid_fils').notNullable().defaultTo(0);
  });
  // `part_paid` is longer than the eight characters the status had.
  if (db.client.config.client === 'pg') await db.raw('alter table proforma_invoices alter column status type varchar(12)');

  const paidBy = new Map(((await db('proforma_invoices').whereNotNull('bank_reference').select('number', 'bank_reference')) as Array<{ number: string; bank_reference: string }>).map((row) => [row.bank_reference, row.number]));
  const holders = new Map<string, string>();
  const old = (await db('bank_transfer_credits').select('*').orderBy([{ column: 'created_at' }, { column: 'bank_reference' }])) as OldCredit[];
  for (const row of old) {
    const key = keyOf(row.reference) || keyOf(row.bank_reference);
    const id = newCreditId();
    const holder = holders.get(key);
    if (holder === undefined) holders.set(key, id);
    await db('bank_transfer_credits_next').insert({
      id,
      reference_key: key,
      account_id: row.account_id,
      mode: row.mode,
      amount_fils: row.amount_fils,
      reference: row.reference,
      credited_by: row.credited_by,
      created_at: row.created_at,
      value_date: row.value_date,
      payer: row.payer,
      proforma_number: paidBy.get(row.reference) ?? null,
      duplicate_of: holder ?? null,
    });
  }
  await db('proforma_invoices').where({ status: 'paid' }).update({ paid_fils: db.ref('amount_fils') });
  await db.schema.dropTable('bank_transfer_credits');
  await db.schema.renameTable('bank_transfer_credits_next', 'bank_transfer_credits');
  // Both dialects take a partial index in the same words.
  await db.raw('create unique index bank_transfer_credits_standing_key on bank_transfer_credits (reference_key) where reversed_at is null and duplicate_of is null');
}

// Back to one row per upper-cased reference: reversed credits and later duplicates are dropped
// from the table (their ledger entries stay), and a part-paid pro-forma reads as issued again.
export async function down(db: Knex): Promise<void> {
  await db.schema.createTable('bank_transfer_credits_prev', (t) => {
    t.string('bank_reference', 80).primary();
    t.string('account_id', 40).notNullable();
    t.string('mode', 4).notNullable();
    t.bigInteger('amount_fils').notNullable();
    t.string('reference', 80).notNullable();
    t.string('credited_by', 100).notNullable();
    t.string('created_at', 30).notNullable();
    t.string('value_date', 10).nullable();
    t.string('payer', 200).nullable();
  });
  const standing = (await db('bank_transfer_credits').whereNull('reversed_at').whereNull('duplicate_of').orderBy('created_at')) as OldCredit[];
  for (const row of standing) {
    await db('bank_transfer_credits_prev')
      .insert({ bank_reference: row.reference.trim().replace(/\s+/g, ' ').toUpperCase(), account_id: row.account_id, mode: row.mode, amount_fils: row.amount_fils, reference: row.reference, credited_by: row.credited_by, created_at: row.created_at, value_date: row.value_date, payer: row.payer })
      .onConflict('bank_reference')
      .ignore();
  }
  await db.schema.dropTable('bank_transfer_credits');
  await db.schema.renameTable('bank_transfer_credits_prev', 'bank_transfer_credits');
  await db('proforma_invoices').where({ status: 'part_paid' }).update({ status: 'issued' });
  if (db.client.config.client === 'pg') await db.raw('alter table proforma_invoices alter column status type varchar(8)');
  await db.raw('alter table ?? drop column ??', ['proforma_invoices', 'paid_fils']);
}

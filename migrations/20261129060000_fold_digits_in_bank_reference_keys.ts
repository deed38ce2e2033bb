import type { Knex } from 'knex';

// A bank reference's key folds every decimal digit to its ASCII digit.
//
// The key of a bank transfer credit (`reference_key`, 20261128120000) kept a digit of another
// script as it was, so `ENBD TT ١١٨٩٧٤` (Arabic-Indic digits, as an Arabic statement or a phone
// keyboard writes them) and `ENBD TT 118974` were two keys, and the same transfer could be
// credited twice. Each credit's key is computed again with digits folded (the key function of
// src/engine/bankReference.ts, copied here so this migration means the same however that code
// changes). Where two standing credits now share a key, the earliest keeps it and each later one
// names it in `duplicate_of` and leaves the unique index, as 20261128120000 did: each moved real
// money with its own ledger entry, and only finance can tell whether it was the same transfer and
// reverse it.
//
// Down computes the keys as they were; a credit marked a duplicate here stays marked (finance
// may have acted on it), and stays outside the index, so nothing is refused on the way down.

const foldedCase = (text: string): string => text.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC').replace(/[^\p{L}\p{N}]/gu, '');
const asciiDigit = (digit: string): string => {
  const at = digit.codePointAt(0) ?? 0;
  let zero = at;
  while (/^\p{Nd}$/u.test(String.fromCodePoint(zero - 1))) zero -= 1;
  return String((at - zero) % 10);
};
const keyOf = (text: string): string => foldedCase(text).replace(/[^\P{Nd}0-9]/gu, asciiDigit);

interface Credit {
  id: string;
  reference: string;
  reference_key: string;
  created_at: string;
  reversed_at: string | null;
  duplicate_of: string | null;
}

async function rekey(db: Knex, key: (reference: string) => string, markDuplicates: boolean): Promise<void> {
  const credits = (await db('bank_transfer_credits').select('id', 'reference', 'reference_key', 'created_at', 'reversed_at', 'duplicate_of').orderBy([{ column: 'created_at' }, { column: 'id' }])) as Credit[];
  const changed = credits.filter((credit) => key(credit.reference) !== credit.reference_key);
  if (changed.length === 0) return;
  if (markDuplicates) {
    // The standing credits each new key gathers, earliest first: the first keeps it.
    const newKeys = new Set(changed.map((credit) => key(credit.reference)));
    const holders = new Map<string, string>();
    for (const credit of credits) {
      if (credit.reversed_at !== null || credit.duplicate_of !== null) continue;
      const next = key(credit.reference);
      if (!newKeys.has(next)) continue;
      const holder = holders.get(next);
      if (holder === undefined) holders.set(next, credit.id);
      else await db('bank_transfer_credits').where({ id: credit.id }).update({ duplicate_of: holder });
    }
  }
  for (const credit of changed) await db('bank_transfer_credits').where({ id: credit.id }).update({ reference_key: key(credit.reference) });
}

export async function up(db: Knex): Promise<void> {
  await rekey(db, keyOf, true);
}

export async function down(db: Knex): Promise<void> {
  await rekey(db, foldedCase, false);
}

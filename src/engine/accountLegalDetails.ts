import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { DomainError } from '../errors';
import { canonicalTrn, singleLine } from './operatorIdentity';

/** The account's own legal details, printed as the recipient of its tax invoices; null until the desk sets them. */
export interface AccountLegalDetails {
  legal_name: string | null;
  address: string | null;
  /** The country of the registered address, ISO 3166-1 alpha-2 (`AE` for the UAE). */
  country: string | null;
  trn: string | null;
}

export type AccountLegalChanges = Partial<Record<keyof AccountLegalDetails, string>>;

export class AccountDetailsError extends DomainError {}

interface Row {
  legal_name: string | null;
  legal_address: string | null;
  legal_country: string | null;
  trn: string | null;
}

const EMPTY: AccountLegalDetails = { legal_name: null, address: null, country: null, trn: null };

export async function accountLegalDetails(db: Db, accountId: string): Promise<AccountLegalDetails> {
  const row = (await db('accounts').where({ id: accountId }).first('legal_name', 'legal_address', 'legal_country', 'trn')) as Row | undefined;
  return row ? { legal_name: row.legal_name, address: row.legal_address, country: row.legal_country, trn: row.trn } : { ...EMPTY };
}

const text = (field: string, raw: string, max: number): string => singleLine(raw, max, (message) => new AccountDetailsError({ field, code: 'invalid', message }));

/**
 * Sets the details given and keeps the others (the desk's `account details`); each is checked
 * first, so a refused one changes nothing. An empty `trn` clears it: an account not registered
 * for VAT has none.
 */
export async function setAccountLegalDetails(db: Db, clock: Clock, accountId: string, changes: AccountLegalChanges): Promise<AccountLegalDetails> {
  const update: Partial<Row> = {};
  if (changes.legal_name !== undefined) update.legal_name = text('legal_name', changes.legal_name, 200);
  if (changes.address !== undefined) update.legal_address = text('address', changes.address, 500);
  if (changes.trn !== undefined) update.trn = changes.trn.trim() === '' ? null : canonicalTrn(changes.trn, (message) => new AccountDetailsError({ field: 'trn', code: 'invalid', message }));
  const changed = await db('accounts')
    .where({ id: accountId })
    .update({ ...update, updated_at: clock.now().toISOString() });
  if (changed === 0) throw new AccountDetailsError({ code: 'not_found', message: `no account ${accountId}` });
  return accountLegalDetails(db, accountId);
}

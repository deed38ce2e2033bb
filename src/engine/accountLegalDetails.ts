import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { DomainError } from '../errors';
import { canonicalTrn, singleLine } from './operatorIdentity';
import { UAE, isCountry } from './countries';

/** The account's own legal details, printed as the recipient of its tax invoices; null until the desk sets them. */
export interface AccountLegalDetails {
  legal_name: string | null;
  address: string | null;
  /** The country of the registered address, ISO 3166-1 alpha-2 (`AE` for the UAE). */
  country: string | null;
  trn: string | null;
}

/** What a recipient's tax invoice says of it for VAT: registered in the UAE (with a TRN), in the UAE without one, abroad, or not yet known. */
export type VatStatus = 'registered' | 'not_registered' | 'outside_uae' | 'unknown';

export function vatStatusOf(details: Pick<AccountLegalDetails, 'country' | 'trn'>): VatStatus {
  if (details.trn !== null) return 'registered';
  if (details.country === null) return 'unknown';
  return details.country === UAE ? 'not_registered' : 'outside_uae';
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

/** A country as ISO 3166-1 alpha-2, folded to upper case (`gb` → `GB`); empty clears it. */
function countryOf(raw: string): string | null {
  const code = raw.normalize('NFKC').trim().toUpperCase();
  if (code === '') return null;
  if (!isCountry(code)) throw new AccountDetailsError({ field: 'country', code: 'invalid', message: `must be a country's ISO 3166-1 alpha-2 code such as AE or GB, got "${raw}"` });
  return code;
}

/**
 * Sets the details given and keeps the others (the desk's `account details`); each is checked
 * first, so a refused one changes nothing. An empty `trn` clears it: an account not registered
 * for VAT has none; an empty `country` clears it too. A UAE TRN belongs to a company registered
 * in the UAE: a TRN with a country other than `AE` (given now, or already held) is refused.
 */
export async function setAccountLegalDetails(db: Db, clock: Clock, accountId: string, changes: AccountLegalChanges): Promise<AccountLegalDetails> {
  const update: Partial<Row> = {};
  if (changes.legal_name !== undefined) update.legal_name = text('legal_name', changes.legal_name, 200);
  if (changes.address !== undefined) update.legal_address = text('address', changes.address, 500);
  if (changes.country !== undefined) update.legal_country = countryOf(changes.country);
  if (changes.trn !== undefined) update.trn = changes.trn.trim() === '' ? null : canonicalTrn(changes.trn, (message) => new AccountDetailsError({ field: 'trn', code: 'invalid', message }));
  const current = (await db('accounts').where({ id: accountId }).first('legal_country', 'trn')) as Pick<Row, 'legal_country' | 'trn'> | undefined;
  if (!current) throw new AccountDetailsError({ code: 'not_found', message: `no account ${accountId}` });
  const country = update.legal_country !== undefined ? update.legal_country : current.legal_country;
  const trn = update.trn !== undefined ? update.trn : current.trn;
  if (trn !== null && country !== null && country !== UAE) {
    // Named after what was given: the TRN when it came now, else the country that no longer fits the one held.
    const field = changes.trn !== undefined && update.trn !== null ? 'trn' : 'country';
    throw new AccountDetailsError({
      field,
      code: 'invalid',
      message:
        field === 'trn'
          ? `must be empty for a company registered outside the UAE: the account's country is ${country}, and a UAE TRN is held only with the country AE`
          : `${country} is outside the UAE and the account holds the UAE TRN ${trn}: clear the TRN with it (an empty trn), or keep the country AE`,
    });
  }
  const changed = await db('accounts')
    .where({ id: accountId })
    .update({ ...update, updated_at: clock.now().toISOString() });
  if (changed === 0) throw new AccountDetailsError({ code: 'not_found', message: `no account ${accountId}` });
  return accountLegalDetails(db, accountId);
}

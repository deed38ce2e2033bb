import type { KeyObject } from 'node:crypto';
import type { components } from '../../generated/openapi-types';
import { errors, type ValidationIssue } from '../../errors';
import type { Partition } from '../../engine/partition';
import { recordEvent } from '../../engine/events';
import { seal, unseal } from '../../platform/sealed';
import { stampView } from '../../engine/serializer';

type AffiliateBankDetailsRequest = components['schemas']['AffiliateBankDetailsRequest'];
type AffiliateBankDetailsReceipt = components['schemas']['AffiliateBankDetailsReceipt'];

/** What is sealed: the details as checked, the IBAN without spaces and the BIC in capitals. */
export interface BankDetails {
  account_holder_type: 'individual' | 'company';
  account_holder_name: string;
  iban: string;
  swift_bic: string | null;
  bank_name: string | null;
}

export interface BankDetailsOnFile {
  iban_last4: string;
  updated_at: string;
}

const UAE_IBAN_LENGTH = 23;

/** ISO 13616: the IBAN with its first four characters moved to the end, letters as 10-35, is 1 mod 97. */
function ibanChecksumValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

function issues(request: AffiliateBankDetailsRequest): ValidationIssue[] {
  const found: ValidationIssue[] = [];
  const iban = request.iban.replace(/ /g, '').toUpperCase();
  const country = iban.slice(0, 2);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) {
    found.push({ path: 'iban', message: 'must be an IBAN: a country code, two check digits and up to 30 letters or digits' });
  } else if (country === 'AE' && iban.length !== UAE_IBAN_LENGTH) {
    found.push({ path: 'iban', message: `a UAE IBAN has ${UAE_IBAN_LENGTH} characters: AE and 21 digits` });
  } else if (!ibanChecksumValid(iban)) {
    found.push({ path: 'iban', message: 'its check digits do not match: check that it was copied whole' });
  }
  const bic = request.swift_bic?.toUpperCase();
  if (bic === undefined) {
    if (country !== 'AE') found.push({ path: 'swift_bic', message: 'is required for an IBAN outside the UAE' });
  } else if (!/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) {
    found.push({ path: 'swift_bic', message: 'must be a BIC: 8 or 11 letters and digits, e.g. NBADAEAA' });
  } else if (bic.slice(4, 6) !== country) {
    found.push({ path: 'swift_bic', message: `must be of a bank in ${country}, the IBAN's country` });
  }
  return found;
}

/** A sealed value opens only in the row it was sealed for: another partition's copy does not. */
const sealContext = (partition: Partition): string => `affiliate_bank_details:${partition.accountId}:${partition.mode}`;

export const maskedIban = (last4: string): string => `****${last4}`;

/** What the partition has on file, without the details: the IBAN's last four characters and when. */
export async function bankDetailsOnFile(partition: Partition): Promise<BankDetailsOnFile | null> {
  const row = (await partition.table('affiliate_bank_details').first('iban_last4', 'updated_at')) as BankDetailsOnFile | undefined;
  return row ?? null;
}

/** The details on file as the API answers them: masked. */
const receiptOf = (partition: Partition, onFile: BankDetailsOnFile): AffiliateBankDetailsReceipt => stampView(partition, 'affiliate_bank_details', {
  on_file: true,
  iban_masked: maskedIban(onFile.iban_last4),
  updated_at: onFile.updated_at,
});

/** Stores the details sealed, replacing any on file; the answer repeats none of them. */
export async function storeBankDetails(partition: Partition, key: KeyObject, details: BankDetails): Promise<BankDetailsOnFile> {
  return partition.transaction(async (p) => {
    const onFile = { iban_last4: details.iban.slice(-4), updated_at: p.now() };
    const sealed = seal(key, JSON.stringify(details), sealContext(p));
    const updated = await p.table('affiliate_bank_details').update({ sealed, ...onFile });
    if (updated === 0) await p.insert('affiliate_bank_details', { sealed, ...onFile });
    // The event says that details changed, never what they are: it carries the masked answer.
    await recordEvent(p, { type: 'bank_details.saved', subjectType: 'affiliate_bank_details', subjectId: p.accountId, data: receiptOf(p, onFile) });
    return onFile;
  });
}

/** The details in clear, for the trade desk that sends a transfer (the operator CLI); never for an API answer. */
export async function readBankDetails(partition: Partition, key: KeyObject): Promise<BankDetails | null> {
  const row = (await partition.table('affiliate_bank_details').first('sealed')) as { sealed: string } | undefined;
  return row ? (JSON.parse(unseal(key, row.sealed, sealContext(partition))) as BankDetails) : null;
}

export async function setAffiliateBankDetails(partition: Partition, key: KeyObject, request: AffiliateBankDetailsRequest): Promise<AffiliateBankDetailsReceipt> {
  const found = issues(request);
  if (found.length > 0) throw errors.validation(found);
  const onFile = await storeBankDetails(partition, key, {
    account_holder_type: request.account_holder_type,
    account_holder_name: request.account_holder_name,
    iban: request.iban.replace(/ /g, '').toUpperCase(),
    swift_bic: request.swift_bic?.toUpperCase() ?? null,
    bank_name: request.bank_name ?? null,
  });
  return receiptOf(partition, onFile);
}

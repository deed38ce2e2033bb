import type { components } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import { errors, type ValidationIssue } from '../../errors';
import type { ApiPrincipal } from '../../apiKeys/authenticate';

type AffiliateBankDetailsRequest = components['schemas']['AffiliateBankDetailsRequest'];
type AffiliateBankDetailsReceipt = components['schemas']['AffiliateBankDetailsReceipt'];

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

/** Checks bank details and says they are on file, never repeating them; nothing is stored for a test key. */
export function setAffiliateBankDetails(principal: ApiPrincipal, request: AffiliateBankDetailsRequest, clock: Clock): AffiliateBankDetailsReceipt {
  const found = issues(request);
  if (found.length > 0) throw errors.validation(found);
  if (principal.mode === 'live') throw errors.liveNotOpen('affiliate bank details', 'saved');
  return { object: 'affiliate_bank_details', sandbox: true, on_file: true, updated_at: clock.now().toISOString() };
}

/**
 * Countries as ISO 3166-1 alpha-2 codes (`AE` for the UAE), the ones the runtime's ICU data
 * (Intl.DisplayNames) names: every two-letter region it names, less the groupings and reserved
 * codes that are not a country a company is registered in, and the withdrawn codes ICU still
 * names (`BU`, `YU`), which it maps to their successors. The apply form's list and the account's
 * legal details both check against this set.
 */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ', 'CP', 'CQ', 'DG', 'EA', 'IC', 'TA', 'AC']);

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The UAE's code: the one country whose companies hold a UAE TRN as its residents. */
export const UAE = 'AE';

function regionCodes(): string[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const codes: string[] = [];
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = first + second;
      if (NOT_COUNTRIES.has(code) || Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
      let name: string | undefined;
      try {
        name = names.of(code);
      } catch {
        name = undefined;
      }
      if (name !== undefined && name !== code) codes.push(code);
    }
  }
  return codes;
}

let known: ReadonlySet<string> | undefined;

/** Read from ICU on first use rather than at start-up: it asks about all 676 pairs of letters. */
export const countryCodes = (): ReadonlySet<string> => (known ??= new Set(regionCodes()));

/** Whether `code` is a country's ISO 3166-1 alpha-2 code, as written (upper case). */
export const isCountry = (code: string): boolean => /^[A-Z]{2}$/.test(code) && countryCodes().has(code);

/** A country's name in `lang` (its code where ICU has none). */
export const countryName = (code: string, lang: string): string => new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;

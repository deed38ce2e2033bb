import type { Lang } from './words';

/**
 * The countries an applicant chooses from, as ISO 3166-1 alpha-2 codes named in the page's
 * language by the runtime's ICU data (Intl.DisplayNames): every two-letter region it names, less
 * the groupings and reserved codes that are not a country a company is registered in, and the
 * withdrawn codes ICU still names (`BU`, `YU`), which it maps to their successors.
 */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ', 'CP', 'CQ', 'DG', 'EA', 'IC', 'TA', 'AC']);

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

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

/** Read from ICU on the first application rather than at start-up: it asks about all 676 pairs of letters. */
const countryCodes = (): ReadonlySet<string> => (known ??= new Set(regionCodes()));

export const isCountry = (code: string): boolean => countryCodes().has(code);

const lists = new Map<Lang, ReadonlyArray<{ code: string; name: string }>>();

/** The countries by name in `lang`, sorted as its readers sort. */
export function countriesIn(lang: Lang): ReadonlyArray<{ code: string; name: string }> {
  let list = lists.get(lang);
  if (!list) {
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    const collator = new Intl.Collator(lang);
    list = [...countryCodes()].map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
    lists.set(lang, list);
  }
  return list;
}

export const countryName = (code: string, lang: Lang): string => new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;

import { countryCodes } from '../../engine/countries';
import type { Lang } from './words';

export { countryName, isCountry } from '../../engine/countries';

/**
 * The countries an applicant chooses from (see src/engine/countries.ts), named in the page's
 * language by the runtime's ICU data.
 */
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

/**
 * The page's words, from the service's own translations (src/engine/i18n/words/<lang>.json, the
 * words of every public page in the twelve languages): each language is its own file in the
 * build, loaded when the page is shown in it.
 */
export type TripWords = Readonly<Record<string, string>>;

const loaded = new Map<string, TripWords>();

const LANGUAGE = /^[a-z]{2}$/;

/** The words of `lang` (English when it is not one the build has). */
export async function loadWords(lang: string): Promise<TripWords> {
  const code = LANGUAGE.test(lang) ? lang : 'en';
  const known = loaded.get(code);
  if (known) return known;
  let file: unknown;
  try {
    file = (await import(`../../src/engine/i18n/words/${code}.json`)) as { default: unknown };
  } catch {
    return code === 'en' ? {} : loadWords('en');
  }
  const table = (file as { default?: unknown }).default ?? file;
  const words: TripWords = Object.fromEntries(Object.entries(table as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  loaded.set(code, words);
  return words;
}

/** `say(words, 'trip_call', { name: 'Omar' })`: a placeholder without a value stays as written. */
export function say(words: TripWords, key: string, values: Readonly<Record<string, string>> = {}): string {
  return (words[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

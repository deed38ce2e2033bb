import { siteLanguages } from '../../generated/enums';
import type { components } from '../../generated/openapi-types';
import { html, escapeHtml, SafeHtml } from '../../platform/html';
import englishCatalogue from './catalogue/en.json';
import englishWords from './words/en.json';
import glossaryFile from './glossary.json';

/**
 * The public pages and the booking widget in the contract's twelve languages. Their text is data
 * beside this module: `catalogue/<lang>.json` holds the operator's catalogue (activity names,
 * summaries, inclusions, meeting points, and the names of places, vehicles, languages and
 * categories), `words/<lang>.json` everything the pages say themselves. English is the reference:
 * a language is offered only when both its files carry every key English has, none empty, with
 * the same placeholders; any other is left out of every page's choice of languages, so a visitor
 * never reads half a page in English. test/engine/i18n.catalogue.test.ts names what each file lacks.
 */
export type Language = components['schemas']['SiteLanguage'];
export type WordKey = keyof typeof englishWords;
export type Words = Readonly<Record<WordKey, string>>;

export interface ActivityText {
  name: string;
  summary: string;
  includes: readonly string[];
  meeting_point: string | null;
  vehicle: string | null;
}

export interface CatalogueText {
  activities: Readonly<Record<string, ActivityText>>;
  zones: Readonly<Record<string, string>>;
  airports: Readonly<Record<string, string>>;
  terminals: Readonly<Record<string, string>>;
  vehicles: Readonly<Record<string, string>>;
  languages: Readonly<Record<string, string>>;
  emirates: Readonly<Record<string, string>>;
  categories: Readonly<Record<string, string>>;
}

export const LANGUAGES: readonly Language[] = siteLanguages;

/** Written right to left: Arabic, Urdu and Persian. */
const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set<Language>(['ar', 'ur', 'fa']);

/** Every page and document in Dubai's time: a tour's date is the date in the UAE. */
export const UAE_TIME_ZONE = 'Asia/Dubai';

// Each require names its folder literally, so that the bundler (esbuild) packs every file there
// and the server finds them in its one file; a language whose file is missing loads as nothing.
function readCatalogue(lang: Language): unknown {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a file per language, found at run time (see above)
    return require(`./catalogue/${lang}.json`) as unknown;
  } catch {
    return undefined;
  }
}

function readWords(lang: Language): unknown {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- as for the catalogue
    return require(`./words/${lang}.json`) as unknown;
  } catch {
    return undefined;
  }
}

const placeholders = (text: string): string => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort().join(',');

/** What `other` lacks against `english`, each as `path: what is wrong`. */
function differences(english: unknown, other: unknown, path: string, found: string[]): void {
  if (english === null) {
    if (other !== null) found.push(`${path}: must be null, as in English`);
  } else if (typeof english === 'string') {
    if (typeof other !== 'string') found.push(`${path}: missing`);
    else if (english !== '' && other.trim() === '') found.push(`${path}: empty`);
    else if (placeholders(english) !== placeholders(other)) found.push(`${path}: must use the placeholders ${placeholders(english) || 'none'}, as in English`);
  } else if (Array.isArray(english)) {
    if (!Array.isArray(other)) found.push(`${path}: missing`);
    else if (other.length !== english.length) found.push(`${path}: must list ${english.length} items, as in English`);
    else english.forEach((item: unknown, i) => differences(item, (other as unknown[])[i], `${path}[${i}]`, found));
  } else if (typeof english === 'object') {
    if (typeof other !== 'object' || other === null || Array.isArray(other)) {
      found.push(`${path}: missing`);
      return;
    }
    const theirs = other as Record<string, unknown>;
    for (const [key, value] of Object.entries(english as Record<string, unknown>)) differences(value, theirs[key], path ? `${path}.${key}` : key, found);
    for (const key of Object.keys(theirs)) if (!Object.prototype.hasOwnProperty.call(english, key)) found.push(`${path ? `${path}.${key}` : key}: not in English`);
  }
}

/** What a catalogue or words text lacks against English, each as `path: what is wrong`; empty when complete. */
export function problemsAgainstEnglish(kind: 'catalogue' | 'words', text: unknown): string[] {
  const found: string[] = [];
  differences(kind === 'catalogue' ? englishCatalogue : englishWords, text, '', found);
  return found;
}

/**
 * A concept of the glossary (`glossary.json`): a word that carries money or direction (one way,
 * a round trip, per vehicle, per person, included). `markers` find the English texts that say
 * it; each language's `terms` is the word every such text must use; `excludes` names a concept
 * whose term must never appear there (a one-way text never says "round trip").
 */
export interface GlossaryConcept {
  about: string;
  markers: readonly string[];
  excludes?: string;
  terms: Readonly<Partial<Record<Language, string>>>;
  /** Each term read back into English, as it was reviewed. */
  back_translations: Readonly<Partial<Record<Language, string>>>;
}

export const GLOSSARY: Readonly<Record<string, GlossaryConcept>> = glossaryFile.concepts;

/** Every string of a catalogue or words text by its path (`words.transfer_name`, `catalogue.activities.act_….summary`). */
function stringsOf(value: unknown, path: string, out: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') out.set(path, value);
  else if (Array.isArray(value)) value.forEach((item: unknown, i) => stringsOf(item, `${path}[${i}]`, out));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) stringsOf(item, `${path}.${key}`, out);
  return out;
}

const ENGLISH_STRINGS = (): Map<string, string> => stringsOf(englishWords, 'words', stringsOf(englishCatalogue, 'catalogue', new Map()));

/**
 * Where a language's texts leave the glossary: a concept without a term for it, or a text whose
 * English says a concept and which does not use the language's term for it (or uses the term of
 * a concept it excludes: `往返`, a round trip, in a one-way transfer's name). Empty when it keeps
 * every term; English is held to its own terms the same way.
 */
export function glossaryProblems(lang: Language, catalogue: unknown, text: unknown, glossary: Readonly<Record<string, GlossaryConcept>> = GLOSSARY): string[] {
  const found: string[] = [];
  const theirs = stringsOf(text, 'words', stringsOf(catalogue, 'catalogue', new Map()));
  for (const [name, concept] of Object.entries(glossary)) {
    const term = concept.terms[lang];
    if (!term) {
      found.push(`glossary ${name}: no term for ${lang}`);
      continue;
    }
    const excluded = concept.excludes === undefined ? undefined : glossary[concept.excludes]?.terms[lang];
    for (const [path, english] of ENGLISH_STRINGS()) {
      if (!concept.markers.some((marker) => english.toLowerCase().includes(marker.toLowerCase()))) continue;
      const said = theirs.get(path);
      if (said === undefined) continue;
      if (!said.toLowerCase().includes(term.toLowerCase())) found.push(`${path}: must say ${name} as the glossary does ("${term}")`);
      if (excluded && said.toLowerCase().includes(excluded.toLowerCase())) found.push(`${path}: says "${excluded}" (${concept.excludes}), which ${name} excludes`);
    }
  }
  return found;
}

/** A language's file of each kind, parsed, or undefined when there is none: the files beside this module (`translationFiles`), or a test's. */
export type TranslationFiles = (kind: 'catalogue' | 'words', lang: Language) => unknown;

export const translationFiles: TranslationFiles = (kind, lang) => (kind === 'catalogue' ? readCatalogue(lang) : readWords(lang));

/**
 * What keeps `lang` from being offered: each key its catalogue or words file lacks, leaves empty
 * or has that English has not (`ru catalogue activities.act_….summary: missing`), and each text
 * that leaves the glossary (`ru words.transfer_name: must say one_way …`). Empty for a language
 * whose translation is complete.
 */
export function translationProblems(lang: Language, files: TranslationFiles = translationFiles): string[] {
  const read = { catalogue: files('catalogue', lang), words: files('words', lang) };
  const missing = (['catalogue', 'words'] as const).flatMap((kind) =>
    read[kind] === undefined ? [`${lang} ${kind}: no file src/engine/i18n/${kind}/${lang}.json`] : problemsAgainstEnglish(kind, read[kind]).map((problem) => `${lang} ${kind} ${problem}`),
  );
  return missing.length > 0 ? missing : glossaryProblems(lang, read.catalogue, read.words).map((problem) => `${lang} ${problem}`);
}

interface Translation {
  catalogue: CatalogueText;
  words: Words;
}

const ENGLISH: Translation = { catalogue: englishCatalogue as CatalogueText, words: englishWords };

/**
 * The languages offered, from the translation files `files` gives: those whose whole text is
 * there, English always. The service's own (`offered` below) reads the files beside this module.
 */
export class OfferedLanguages {
  private translations: ReadonlyMap<Language, Translation> | undefined;

  constructor(private readonly files: TranslationFiles = translationFiles) {}

  /**
   * The complete translations, read and checked against English on the first page that needs one
   * rather than at start-up: checking twelve languages' files is most of what loading them costs,
   * and an API-only process never shows a page.
   */
  complete(): ReadonlyMap<Language, Translation> {
    this.translations ??= new Map(
      LANGUAGES.filter((lang) => lang === 'en' || translationProblems(lang, this.files).length === 0).map((lang) => [
        lang,
        lang === 'en' ? ENGLISH : { catalogue: this.files('catalogue', lang) as CatalogueText, words: this.files('words', lang) as Words },
      ]),
    );
    return this.translations;
  }

  /** The languages whose whole text is here, in the contract's order; English always. */
  all(): readonly Language[] {
    return LANGUAGES.filter((lang) => this.complete().has(lang));
  }

  has(lang: unknown): lang is Language {
    return typeof lang === 'string' && this.complete().has(lang as Language);
  }

  /**
   * The language a visitor sees: the one asked for among those a page enables and this service
   * offers, else the page's default, else the first it enables, else English.
   */
  choose(asked: unknown, enabled: readonly Language[], fallback: Language): Language {
    const usable = enabled.filter((lang) => this.has(lang));
    return usable.find((lang) => lang === asked) ?? (usable.includes(fallback) ? fallback : (usable[0] ?? 'en'));
  }

  /** Of the languages a page enables, those a visitor may switch to. */
  of(enabled: readonly Language[]): Language[] {
    return enabled.filter((lang) => this.has(lang));
  }
}

const offered = new OfferedLanguages();

export const offeredLanguages = (): readonly Language[] => offered.all();
export const isOffered = (lang: unknown): lang is Language => offered.has(lang);
export const chooseLanguage = (asked: unknown, enabled: readonly Language[], fallback: Language): Language => offered.choose(asked, enabled, fallback);
export const offeredOf = (enabled: readonly Language[]): Language[] => offered.of(enabled);

/** English, the reference, needs no check: the trade desk's English names are read without loading the other languages. */
const translation = (lang: Language): Translation => (lang === 'en' ? ENGLISH : (offered.complete().get(lang) ?? ENGLISH));

export const catalogueText = (lang: Language): CatalogueText => translation(lang).catalogue;
export const words = (lang: Language): Words => translation(lang).words;
/** A language as its own speakers write it (`Русский`), as a language switcher names it. */
export const ownName = (lang: Language): string => catalogueText(lang).languages[lang] ?? lang;
export const dirOf = (lang: Language): 'rtl' | 'ltr' => (RIGHT_TO_LEFT.has(lang) ? 'rtl' : 'ltr');

/** `fill('From {price}', { price: 'AED 10' })`; a placeholder without a value stays as written. */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole));

/** The same for HTML: the template's own words escaped, each value as given (text escaped, `SafeHtml` as it is). */
export function fillHtml(template: string, values: Readonly<Record<string, SafeHtml | string | number>>): SafeHtml {
  const out = template.split(/(\{\w+\})/).map((part) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    if (key === undefined || !Object.prototype.hasOwnProperty.call(values, key)) return escapeHtml(part);
    const value = values[key];
    return value instanceof SafeHtml ? value.value : escapeHtml(String(value));
  });
  return new SafeHtml(out.join(''));
}

/**
 * A left-to-right run (a price, a reference, a name, an e-mail address) isolated from the text
 * around it, so that a right-to-left sentence keeps its punctuation where it was written.
 */
export const isolate = (text: string | number): SafeHtml => html`<bdi>${text}</bdi>`;

// Intl formatters are slow to build and the pages use the same few: kept per locale and style.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(key: string, make: () => T): T {
  const found = formatters.get(key);
  if (found) return found as T;
  const made = make();
  formatters.set(key, made);
  return made;
}

/**
 * An amount as the locale writes money: `formatMoney(120, 'AED', 'en')` → `AED 120.00`, in Arabic
 * `120.00 د.إ.`. The dirham by the locale's own sign; any other currency by its code (`USD 32.67`),
 * since a `$` says neither which dollar nor, inside Arabic text, which side of the number it stands.
 */
export const formatMoney = (amount: number, currency: string, lang: Language): string =>
  cached(`money:${lang}:${currency}`, () => new Intl.NumberFormat(lang, { style: 'currency', currency, currencyDisplay: currency === 'AED' ? 'symbol' : 'code' })).format(amount);

export const formatNumber = (value: number, lang: Language): string => cached(`number:${lang}`, () => new Intl.NumberFormat(lang)).format(value);

/** A calendar date (`2026-12-01`) as the locale writes it, in the Gregorian calendar tours are dated in. */
export function formatDate(date: string, lang: Language): string {
  // Noon in Dubai is the same calendar day in the UAE's time zone, whatever the server's own.
  const instant = new Date(`${date}T12:00:00+04:00`);
  return cached(`date:${lang}`, () => new Intl.DateTimeFormat(lang, { dateStyle: 'long', calendar: 'gregory', timeZone: UAE_TIME_ZONE })).format(instant);
}

/** `a, b and c` as the locale joins a list. */
export const formatList = (items: readonly string[], lang: Language): string => cached(`list:${lang}`, () => new Intl.ListFormat(lang, { type: 'conjunction' })).format(items);

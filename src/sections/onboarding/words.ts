import { html, type SafeHtml } from '../../platform/html';
import en from './words/en.json';
import ar from './words/ar.json';

/**
 * The onboarding pages' and e-mails' words, as data: one file per language with the English
 * file's keys (a test fails on a missing one). `{name}` marks where a value goes.
 */
export type WordKey = keyof typeof en;
export type Words = Readonly<Record<WordKey, string>>;

export const LANGS = ['en', 'ar'] as const;
export type Lang = (typeof LANGS)[number];

export const WORDS: Readonly<Record<Lang, Words>> = { en, ar };

export const langOf = (raw: unknown): Lang => (LANGS as readonly unknown[]).includes(raw) ? (raw as Lang) : 'en';

/** A text with its `{name}`s filled in, for an e-mail. */
export function fill(words: Words, key: WordKey, values: Readonly<Record<string, string>> = {}): string {
  return words[key].replace(/\{([a-z]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Letters of a right-to-left script: a value with none (an address, a phone number, a reference) reads left to right. */
const RTL_LETTERS = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * A text for a page, escaped, with each value in `<bdi>`: an address, a reference or a number
 * keeps its own direction inside an Arabic sentence. One without right-to-left letters is set
 * left to right outright: `+971 4 123 4567` has no letter for `dir=auto` to go by, and would be
 * reordered as Arabic.
 */
export function fillHtml(words: Words, key: WordKey, values: Readonly<Record<string, string>> = {}): SafeHtml {
  const parts: Array<string | SafeHtml> = [];
  let at = 0;
  const text = words[key];
  for (const match of text.matchAll(/\{([a-z]+)\}/g)) {
    const value = values[match[1] ?? ''];
    if (value === undefined) continue;
    parts.push(text.slice(at, match.index));
    parts.push(RTL_LETTERS.test(value) ? html`<bdi>${value}</bdi>` : html`<bdi dir="ltr">${value}</bdi>`);
    at = (match.index ?? 0) + match[0].length;
  }
  parts.push(text.slice(at));
  return html`${parts}`;
}

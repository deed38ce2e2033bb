/**
 * Every language offered is really there: the public pages and the widget read their text from
 * src/engine/i18n (catalogue/<lang>.json and words/<lang>.json). English must name every product
 * of the catalogue and every value of the enums the pages name; each of the contract's twelve
 * languages must carry every key English has, none empty, with the same placeholders, and no key
 * English lacks. A failure names the language, the file and the key.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as enums from '../../src/generated/enums';
import { CATALOGUE } from '../../src/engine/activityCatalogue';
import { LANGUAGES, OfferedLanguages, catalogueText, dirOf, formatDate, formatMoney, offeredLanguages, problemsAgainstEnglish, translationFiles, translationProblems, words, type TranslationFiles } from '../../src/engine/i18n';

const english = JSON.parse(readFileSync(join(__dirname, '..', '..', 'src', 'engine', 'i18n', 'catalogue', 'en.json'), 'utf8')) as Record<string, Record<string, unknown>>;

describe('the English catalogue texts', () => {
  it('have an entry for every product of the catalogue, and none for a product it lacks', () => {
    expect(Object.keys(english.activities ?? {}).sort()).toEqual(CATALOGUE.map(({ product }) => product.id).sort());
    for (const { product } of CATALOGUE) {
      expect(english.activities?.[product.id]).toEqual({ name: product.name, summary: product.summary, includes: product.includes, meeting_point: product.meeting.meeting_point, vehicle: product.vehicle?.description ?? null });
    }
  });

  it('name every value of the enums the pages name, and every category of the catalogue', () => {
    const byList: ReadonlyArray<[string, readonly string[]]> = [
      ['zones', enums.transportZones],
      ['airports', enums.airports],
      ['terminals', enums.terminals],
      ['vehicles', enums.vehicleClasses],
      ['languages', enums.siteLanguages],
      ['emirates', enums.emirates],
      ['categories', [...new Set(CATALOGUE.map(({ product }) => product.category))]],
    ];
    for (const [list, values] of byList) expect([list, Object.keys(english[list] ?? {}).sort()]).toEqual([list, [...values].sort()]);
  });
});

describe('each of the twelve languages', () => {
  it.each(LANGUAGES.map((lang) => [lang]))('%s has a complete catalogue and words file', (lang) => {
    expect(translationProblems(lang)).toEqual([]);
  });

  it('finds a missing, empty or extra key and a changed placeholder, naming it', () => {
    const activity = Object.keys(english.activities ?? {})[0] ?? '';
    const catalogue = JSON.parse(JSON.stringify(english)) as { activities: Record<string, Record<string, unknown>>; zones: Record<string, string> };
    delete catalogue.activities[activity]?.summary;
    catalogue.zones.DUBAI_MARINA = ' ';
    catalogue.zones.NOWHERE = 'Nowhere';
    expect(problemsAgainstEnglish('catalogue', catalogue)).toEqual([`activities.${activity}.summary: missing`, 'zones.DUBAI_MARINA: empty', 'zones.NOWHERE: not in English']);
    expect(problemsAgainstEnglish('words', { ...words('en'), from_price: 'From {amount}' })).toEqual(['from_price: must use the placeholders price, as in English']);
    expect(problemsAgainstEnglish('words', words('en'))).toEqual([]);
  });

  it('does not offer a language whose words lack a key: pages enabling it show their default, or English', () => {
    const { send: _dropped, ...hindi } = JSON.parse(readFileSync(join(__dirname, '..', '..', 'src', 'engine', 'i18n', 'words', 'hi.json'), 'utf8')) as Record<string, string>;
    // The files as they are, but for the Hindi words without their key `send`.
    const files: TranslationFiles = (kind, lang) => (kind === 'words' && lang === 'hi' ? hindi : translationFiles(kind, lang));
    const languages = new OfferedLanguages(files);
    expect(translationProblems('hi', files)).toEqual(['hi words send: missing']);
    expect(languages.all()).not.toContain('hi');
    expect(languages.choose('hi', ['hi', 'ar', 'en'], 'hi')).toBe('ar');
    expect(languages.choose('hi', ['en', 'hi'], 'en')).toBe('en');
    expect(languages.of(['en', 'hi', 'ru'])).toEqual(['en', 'ru']);
    // The service's own still offers it.
    expect(offeredLanguages()).toContain('hi');
  });

  it('offers exactly the complete languages, English always', () => {
    expect(offeredLanguages()).toContain('en');
    expect(offeredLanguages()).toEqual(LANGUAGES.filter((lang) => lang === 'en' || translationProblems(lang).length === 0));
  });
});

describe('reading the texts', () => {
  it('gives each offered language its own words and catalogue, right to left in Arabic, Urdu and Persian', () => {
    expect(LANGUAGES.filter((lang) => dirOf(lang) === 'rtl')).toEqual(['ar', 'ur', 'fa']);
    for (const lang of offeredLanguages().filter((code) => code !== 'en')) {
      expect([lang, words(lang).send]).not.toEqual([lang, words('en').send]);
      expect([lang, catalogueText(lang).activities[CATALOGUE[0]?.product.id ?? '']?.name]).not.toEqual([lang, CATALOGUE[0]?.product.name]);
    }
  });

  it('formats money and dates through Intl for the language, dated in Dubai', () => {
    expect(formatMoney(120, 'AED', 'en')).toBe(new Intl.NumberFormat('en', { style: 'currency', currency: 'AED' }).format(120));
    expect(formatMoney(120, 'AED', 'ar')).toBe(new Intl.NumberFormat('ar', { style: 'currency', currency: 'AED' }).format(120));
    expect(formatMoney(120, 'AED', 'ar')).toContain('د.إ.');
    // Other currencies by their code: `$` would not say which dollar.
    expect(formatMoney(32.5, 'USD', 'ru')).toBe('32,50\u00a0USD');
    expect(formatMoney(32.5, 'USD', 'en')).toBe('USD\u00a032.50');
    expect(formatDate('2026-12-01', 'en')).toBe('December 1, 2026');
    expect(formatDate('2026-12-01', 'de')).toBe('1. Dezember 2026');
    // Persian is written with its own digits, in the Gregorian calendar tours are dated in.
    expect(formatDate('2026-12-01', 'fa')).toContain('دسامبر');
  });
});

/**
 * The words that carry money or direction (one way, a round trip, per vehicle, per person,
 * included) say the same thing in every language offered: src/engine/i18n/glossary.json pins each
 * language's term, reviewed here against English (each term with its reading back into English),
 * and every text whose English says one of them uses that language's term. A one-way transfer never
 * reads as a round trip (it used to say 往返 in Chinese, и обратно in Russian, من وإلى in Arabic).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GLOSSARY, LANGUAGES, glossaryProblems, offeredLanguages, words, type Language } from '../../src/engine/i18n';
import { offerText, publicOffers } from '../../src/public/offers';

/** The reviewed glossary: per concept and language, the term and what it says in English. */
const REVIEWED: Record<string, Record<Language, [string, string]>> = {
  one_way: {
    en: ["one way", "one way"],
    ar: ["اتجاه واحد", "one direction"],
    de: ["einfache Fahrt", "single journey"],
    es: ["solo ida", "outbound only"],
    fa: ["یک‌طرفه", "one-sided (one way)"],
    fr: ["aller simple", "single outbound"],
    hi: ["एक तरफ़ा", "one side (one way)"],
    it: ["solo andata", "outbound only"],
    ru: ["в одну сторону", "in one direction"],
    tr: ["tek yön", "one direction"],
    ur: ["یک طرفہ", "one-sided (one way)"],
    zh: ["单程", "single journey"],
  },
  return: {
    en: ["return", "return"],
    ar: ["ذهاب وعودة", "going and coming back"],
    de: ["Hin- und Rückfahrt", "outward and return journey"],
    es: ["ida y vuelta", "outbound and back"],
    fa: ["رفت و برگشت", "going and returning"],
    fr: ["aller-retour", "there and back"],
    hi: ["आना-जाना", "coming and going"],
    it: ["andata e ritorno", "outbound and return"],
    ru: ["туда и обратно", "there and back"],
    tr: ["gidiş-dönüş", "going-returning"],
    ur: ["آنا جانا", "coming and going"],
    zh: ["往返", "to and fro (round trip)"],
  },
  per_vehicle: {
    en: ["per vehicle", "per vehicle"],
    ar: ["لكل سيارة", "for each car"],
    de: ["pro Fahrzeug", "per vehicle"],
    es: ["por vehículo", "per vehicle"],
    fa: ["برای هر خودرو", "for each vehicle"],
    fr: ["par véhicule", "per vehicle"],
    hi: ["प्रति वाहन", "per vehicle"],
    it: ["per veicolo", "per vehicle"],
    ru: ["за автомобиль", "per car"],
    tr: ["Araç başına", "per vehicle"],
    ur: ["فی گاڑی", "per vehicle"],
    zh: ["每辆车", "per vehicle"],
  },
  per_person: {
    en: ["per adult", "per adult"],
    ar: ["لكل بالغ", "for each adult"],
    de: ["pro Erwachsenen", "per adult"],
    es: ["por adulto", "per adult"],
    fa: ["برای هر بزرگسال", "for each adult"],
    fr: ["par adulte", "per adult"],
    hi: ["प्रति वयस्क", "per adult"],
    it: ["per adulto", "per adult"],
    ru: ["за взрослого", "per adult"],
    tr: ["Yetişkin başına", "per adult"],
    ur: ["فی بالغ", "per adult"],
    zh: ["每位成人", "per adult"],
  },
  included: {
    en: ["Included", "Included"],
    ar: ["يشمل", "includes"],
    de: ["Inklusive", "inclusive"],
    es: ["Incluye", "includes"],
    fa: ["شامل", "includes"],
    fr: ["Inclus", "included"],
    hi: ["शामिल", "included"],
    it: ["Incluso", "included"],
    ru: ["Включено", "included"],
    tr: ["Dahil", "included"],
    ur: ["شامل", "included"],
    zh: ["包含", "includes"],
  },
};

const fileOf = (kind: 'catalogue' | 'words', lang: Language): unknown => JSON.parse(readFileSync(join(__dirname, '..', '..', 'src', 'engine', 'i18n', kind, `${lang}.json`), 'utf8'));

describe('the glossary of money and direction words', () => {
  it('has, for every concept, the reviewed term of each of the twelve languages, and no other (a missing or changed entry fails)', () => {
    expect(Object.keys(GLOSSARY).sort()).toEqual(Object.keys(REVIEWED).sort());
    for (const [name, concept] of Object.entries(GLOSSARY)) {
      const reviewed = REVIEWED[name] as Record<Language, [string, string]>;
      expect([name, Object.keys(concept.terms).sort()]).toEqual([name, [...LANGUAGES].sort()]);
      for (const lang of LANGUAGES) {
        const [term, english] = reviewed[lang];
        expect({ name, lang, term: concept.terms[lang], english: lang === 'en' ? term : concept.back_translations[lang] }).toEqual({ name, lang, term, english });
      }
    }
  });

  it.each(LANGUAGES.map((lang) => [lang]))('%s says each concept with its term wherever English says it, and is offered', (lang) => {
    expect(glossaryProblems(lang, fileOf('catalogue', lang), fileOf('words', lang))).toEqual([]);
    expect(offeredLanguages()).toContain(lang);
  });

  it('finds a one-way text that reads as a round trip, or a price unit missing, naming the text', () => {
    const zh = fileOf('words', 'zh') as Record<string, string>;
    expect(glossaryProblems('zh', fileOf('catalogue', 'zh'), { ...zh, transfer_name: '{airport}往返{zone}，{vehicle}' })).toEqual([
      'words.transfer_name: must say one_way as the glossary does ("单程")',
      'words.transfer_name: says "往返" (return), which one_way excludes',
    ]);
    const ru = fileOf('words', 'ru') as Record<string, string>;
    expect(glossaryProblems('ru', fileOf('catalogue', 'ru'), { ...ru, transfer_name: '{airport} — {zone} и обратно, {vehicle}', vehicle_price: '{price}' })).toEqual([
      'words.transfer_name: must say one_way as the glossary does ("в одну сторону")',
      'words.vehicle_price: must say per_vehicle as the glossary does ("за автомобиль")',
    ]);
    const ar = fileOf('words', 'ar') as Record<string, string>;
    expect(glossaryProblems('ar', fileOf('catalogue', 'ar'), { ...ar, transfer_name: '{airport} من وإلى {zone}، {vehicle}' })).toEqual(['words.transfer_name: must say one_way as the glossary does ("اتجاه واحد")']);
    const { one_way: _dropped, ...withoutOneWay } = GLOSSARY;
    expect(glossaryProblems('de', fileOf('catalogue', 'de'), fileOf('words', 'de'), { ...withoutOneWay, one_way: { ...GLOSSARY.one_way!, terms: { en: 'one way' } } })).toEqual(['glossary one_way: no term for de']);
  });

  it('names every transfer on the public pages as one way in every language, never as a round trip', () => {
    const transfers = publicOffers().filter((offer) => offer.route);
    expect(transfers.length).toBeGreaterThan(0);
    for (const lang of LANGUAGES) {
      const oneWay = GLOSSARY.one_way?.terms[lang] as string;
      const roundTrip = GLOSSARY.return?.terms[lang] as string;
      for (const offer of transfers) {
        const { name } = offerText(offer, lang);
        expect({ lang, name, oneWay: name.includes(oneWay), roundTrip: name.includes(roundTrip) }).toEqual({ lang, name, oneWay: true, roundTrip: false });
      }
      expect(words(lang).vehicle_price).toContain(GLOSSARY.per_vehicle?.terms[lang]);
    }
  });
});

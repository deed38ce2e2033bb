/**
 * The one fold of a place's names, codes and of whatever a partner, a member of staff or a
 * traveller types to find one (`q`, `hotel_ref`): two spellings of the same name fold to the same
 * text, so `Atlantis The Palm`, `atlantis the palm`, `ATLANTIS-THE PALM` and `Atlantis  the
 * Palm` are one; `أتلانتس النخلة` and `اتلانتس النخله` are one. Every comparison of place names
 * (search, look-up by name or code, the catalogue's uniqueness) and the stored `search_key` go
 * through it; nothing else folds a place name.
 *
 * It is imported by the migration that loads the catalogue, so it imports nothing that runs.
 */

/** Letters that fold to another after the marks are gone: Latin ligatures and the Arabic letters written several ways. */
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
  // Alef wasla (alef with hamza, madda … lose their mark below), alef maqsura, taa marbuta.
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
  // Persian kaf and yeh, as some keyboards type the Arabic letters.
  ک: 'ك',
  ی: 'ي',
};
const LETTER = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'gu');

/**
 * Unicode NFKC (full-width and compatibility forms), lower case, every combining mark removed
 * (Latin accents, Arabic harakat and the hamza and madda over or under alef, waw and yeh),
 * tatweel removed, Arabic-Indic digits as ASCII digits, apostrophes removed (`Mina A'Salam` is
 * `mina asalam`), `&` read as `and`, and anything else that is neither a letter nor a digit
 * (dashes, dots, commas, slashes, brackets) a space; runs of spaces made one, none at either end.
 */
export function foldPlaceText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .replace(LETTER, (letter) => LETTERS[letter] ?? letter)
    .replace(/\u0640/g, '')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/['’‘ʼ`´]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * What a place is found by, as stored in `places.search_key`: its folded name, Arabic name and
 * codes, each once, joined by ` | ` (a fold never holds `|`, so a word never runs across two).
 */
export function placeSearchKey(name: string, nameAr: string, codes: readonly string[]): string {
  return [...new Set([name, nameAr, ...codes].map(foldPlaceText).filter((folded) => folded !== ''))].join(' | ');
}

/**
 * The folded names a place answers to in a look-up by reference (`hotel_ref`): its name, its
 * Arabic name and each code. No two places of the catalogue share one.
 */
export function placeRefs(name: string, nameAr: string, codes: readonly string[]): string[] {
  return [...new Set([name, nameAr, ...codes].map(foldPlaceText).filter((folded) => folded !== ''))];
}

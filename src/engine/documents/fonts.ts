/**
 * The fonts every PDF embeds, from npm packages so `npm ci` brings them (SIL Open Font Licence):
 * Noto Sans for Latin, Greek and Cyrillic, Noto Sans Arabic for Arabic (pdfkit's fontkit shapes it:
 * joining forms, lam-alef ligatures). Each PDF embeds only the glyphs it uses.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';

export type FontFace = 'regular' | 'bold' | 'arabic' | 'arabicBold';

const FILES: Readonly<Record<FontFace, readonly [string, string]>> = {
  regular: ['@expo-google-fonts/noto-sans', '400Regular/NotoSans_400Regular.ttf'],
  bold: ['@expo-google-fonts/noto-sans', '700Bold/NotoSans_700Bold.ttf'],
  arabic: ['@expo-google-fonts/noto-sans-arabic', '400Regular/NotoSansArabic_400Regular.ttf'],
  arabicBold: ['@expo-google-fonts/noto-sans-arabic', '700Bold/NotoSansArabic_700Bold.ttf'],
};

let loaded: Readonly<Record<FontFace, Font>> | undefined;

/**
 * The parsed fonts, read once on first use (in the worker that renders). Parsing a font's tables
 * cost most of a render (about 60 ms of 70) when pdfkit was given the file for each document; one
 * fontkit font serves every document, and each document still embeds its own subset.
 */
export function fonts(): Readonly<Record<FontFace, Font>> {
  if (!loaded) {
    const open = ([pkg, file]: readonly [string, string]): Font => {
      const font = create(readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), file)));
      if (!('layout' in font)) throw new Error(`${pkg}/${file} is a font collection, not a font`);
      return font;
    };
    loaded = { regular: open(FILES.regular), bold: open(FILES.bold), arabic: open(FILES.arabic), arabicBold: open(FILES.arabicBold) };
  }
  return loaded;
}

/**
 * The fonts for one new document. fontkit keeps every glyph object it makes, with the characters
 * it was first made for (none when a substitution or the subsetter made it), and pdfkit writes
 * those characters into the PDF's text map: without this reset the bytes of a document (and the
 * text a reader copies out of it) depended on the documents the worker had rendered before.
 * Only the glyph objects are dropped; the parsed tables stay.
 */
export function fontsForDocument(): Readonly<Record<FontFace, Font>> {
  const all = fonts();
  for (const font of Object.values(all)) {
    const cache = font as unknown as { _glyphs?: Record<number, unknown> };
    if (cache._glyphs) cache._glyphs = {};
  }
  return all;
}

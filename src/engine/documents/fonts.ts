/**
 * The fonts every PDF embeds, from npm packages so `npm ci` brings them (SIL Open Font Licence):
 * Noto Sans for Latin, Greek and Cyrillic, Noto Sans Arabic for Arabic (pdfkit's fontkit shapes it:
 * joining forms, lam-alef ligatures). Each PDF embeds only the glyphs it uses.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { create, type BBOX, type Font, type Glyph, type GlyphPosition, type GlyphRun } from 'fontkit';

export type FontFace = 'regular' | 'bold' | 'arabic' | 'arabicBold';

const FILES: Readonly<Record<FontFace, readonly [string, string]>> = {
  regular: ['@expo-google-fonts/noto-sans', '400Regular/NotoSans_400Regular.ttf'],
  bold: ['@expo-google-fonts/noto-sans', '700Bold/NotoSans_700Bold.ttf'],
  arabic: ['@expo-google-fonts/noto-sans-arabic', '400Regular/NotoSansArabic_400Regular.ttf'],
  arabicBold: ['@expo-google-fonts/noto-sans-arabic', '700Bold/NotoSansArabic_700Bold.ttf'],
};

/** Texts shaped and kept per face (a few hundred bytes each); past this many the face's are dropped. */
const KEPT_SHAPES = 20_000;

/** fontkit's glyph objects, by glyph id: what `getGlyph` fills and reads. */
interface GlyphObjects {
  _glyphs: Record<number, Glyph>;
}

/** A text as fontkit shapes it in a font with no glyph objects yet: plain numbers, shared by every document. */
interface Shape {
  readonly ids: readonly number[];
  readonly codePoints: ReadonlyArray<readonly number[]>;
  /** xAdvance, yAdvance, xOffset, yOffset of each glyph, in font units. */
  readonly positions: ReadonlyArray<readonly [number, number, number, number]>;
  readonly script: string;
  readonly language: string;
  readonly direction: string;
  readonly features: Readonly<Record<string, boolean>>;
}

/** The OpenType features a text is shaped with, as pdfkit passes them (none: the script's defaults). */
type GlyphRunFeatures = Parameters<Font['layout']>[1];

/** A parsed face and the texts shaped in it. */
interface Face {
  readonly font: Font & GlyphObjects;
  readonly shapes: Map<string, Shape>;
}

let loaded: Readonly<Record<FontFace, Face>> | undefined;

/**
 * The parsed fonts, read once on first use (in the worker that renders). Parsing a font's tables
 * cost most of a render (about 60 ms of 70) when pdfkit was given the file for each document; one
 * fontkit font serves every document, and each document still embeds its own subset.
 */
function faces(): Readonly<Record<FontFace, Face>> {
  if (!loaded) {
    const open = ([pkg, file]: readonly [string, string]): Face => {
      const font = create(readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), file)));
      if (!('layout' in font)) throw new Error(`${pkg}/${file} is a font collection, not a font`);
      return { font: font as Font & GlyphObjects, shapes: new Map() };
    };
    loaded = { regular: open(FILES.regular), bold: open(FILES.bold), arabic: open(FILES.arabic), arabicBold: open(FILES.arabicBold) };
  }
  return loaded;
}

/**
 * `text` shaped in `face`, from scratch: fontkit's glyph objects are dropped first. fontkit keeps
 * every glyph object it makes with the characters it was first made for, and shaping reads them
 * back, so a text shaped after others could come out with other characters for its glyphs; shaped
 * from scratch, a text's shape depends on the text alone, and can be kept for every document.
 */
function shape(face: Face, text: string, features: GlyphRunFeatures): Shape {
  const key = features === undefined ? text : `${JSON.stringify(features)}\u0000${text}`;
  const kept = face.shapes.get(key);
  if (kept !== undefined) return kept;
  face.font._glyphs = {};
  const run = face.font.layout(text, features);
  const shaped: Shape = {
    ids: run.glyphs.map((glyph) => glyph.id),
    codePoints: run.glyphs.map((glyph) => [...glyph.codePoints]),
    positions: run.positions.map((position) => [position.xAdvance, position.yAdvance, position.xOffset, position.yOffset] as const),
    script: run.script,
    language: run.language,
    direction: run.direction,
    features: { ...run.features },
  };
  if (face.shapes.size >= KEPT_SHAPES) face.shapes.clear();
  face.shapes.set(key, shaped);
  return shaped;
}

/** A shape as one document's glyph run: its glyph objects, and positions of its own (pdfkit scales them in place). */
class DocumentRun implements GlyphRun {
  readonly glyphs: Glyph[];
  readonly positions: GlyphPosition[];
  readonly script: string;
  readonly language: string;
  readonly direction: string;
  readonly features: Record<string, boolean>;

  constructor(font: Font, shaped: Shape) {
    this.glyphs = shaped.ids.map((id, i) => font.getGlyph(id, [...(shaped.codePoints[i] as readonly number[])]));
    this.positions = shaped.positions.map(([xAdvance, yAdvance, xOffset, yOffset]) => ({ xAdvance, yAdvance, xOffset, yOffset }));
    this.script = shaped.script;
    this.language = shaped.language;
    this.direction = shaped.direction;
    this.features = { ...shaped.features };
  }

  get advanceWidth(): number {
    return this.positions.reduce((width, position) => width + position.xAdvance, 0);
  }

  get advanceHeight(): number {
    return this.positions.reduce((height, position) => height + position.yAdvance, 0);
  }

  /** As fontkit's: each glyph's box where the pen puts it. */
  get bbox(): BBOX {
    let x = 0;
    let y = 0;
    const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
    this.glyphs.forEach((glyph, i) => {
      const position = this.positions[i] as GlyphPosition;
      const { minX, minY, maxX, maxY } = glyph.bbox;
      box.minX = Math.min(box.minX, minX + x + position.xOffset);
      box.minY = Math.min(box.minY, minY + y + position.yOffset);
      box.maxX = Math.max(box.maxX, maxX + x + position.xOffset);
      box.maxY = Math.max(box.maxY, maxY + y + position.yOffset);
      x += position.xAdvance;
      y += position.yAdvance;
    });
    return { ...box, width: box.maxX - box.minX, height: box.maxY - box.minY };
  }
}

/**
 * The fonts for one new document. Each is the parsed font with glyph objects of the document's
 * own: pdfkit writes a glyph object's characters into the PDF's text map, and with glyph objects
 * shared the bytes of a document (and the text a reader copies out of it) would depend on the
 * documents rendered before it. Texts are shaped once for every document (`shape`), which took
 * half of a render when each document shaped its own.
 */
export function fontsForDocument(): Readonly<Record<FontFace, Font>> {
  const forDocument = (face: Face): Font => {
    const font = Object.create(face.font) as Font & GlyphObjects;
    font._glyphs = {};
    font.layout = (text, features, script, language, direction) => {
      if (script !== undefined || language !== undefined || direction !== undefined) throw new Error('a document shapes its texts by their own script and direction');
      return new DocumentRun(font, shape(face, text, features));
    };
    return font;
  };
  const all = faces();
  return { regular: forDocument(all.regular), bold: forDocument(all.bold), arabic: forDocument(all.arabic), arabicBold: forDocument(all.arabicBold) };
}

/**
 * The fonts a PDF is drawn in: texts are shaped once for every document, and what a document's
 * glyphs say they stand for (the PDF's text map) depends on that document alone.
 */
import { fontsForDocument } from '../../src/engine/documents/fonts';

const ALEF_FINAL_FORM = '\uFE8E';
const characters = (text: string, font = fontsForDocument().arabic): number[][] => font.layout(text).glyphs.map((glyph) => glyph.codePoints);

describe('the fonts of a document', () => {
  it('gives a glyph the characters of the text it is drawn for, whatever was shaped before', () => {
    // Shaping "بابا" makes the final alef's glyph for U+0627; U+FE8E (the presentation form) maps to the same glyph.
    const first = fontsForDocument().arabic;
    expect(first.layout('بابا').glyphs.some((glyph) => glyph.codePoints.includes(0x627))).toBe(true);
    expect(characters(ALEF_FINAL_FORM)).toEqual([[0xfe8e]]);
    // In one document a glyph keeps the characters it was first drawn for, as the PDF's text map keeps one entry a glyph.
    expect(characters(ALEF_FINAL_FORM, first)).toEqual([[0x627]]);
  });

  it('gives each document glyph objects and positions of its own', () => {
    const one = fontsForDocument().regular;
    const other = fontsForDocument().regular;
    const [a, b, again] = [one.layout('Invoice'), other.layout('Invoice'), one.layout('Invoice')];
    expect(a.glyphs.map((glyph) => glyph.id)).toEqual(b.glyphs.map((glyph) => glyph.id));
    expect(a.glyphs[0]).not.toBe(b.glyphs[0]);
    expect(a.glyphs[0]).toBe(again.glyphs[0]);
    // pdfkit scales a run's positions in place.
    (a.positions[0] as { xAdvance: number }).xAdvance *= 2;
    expect(again.positions[0]?.xAdvance).toBe(b.positions[0]?.xAdvance);
    expect(a.advanceWidth).toBe(b.advanceWidth + (b.positions[0]?.xAdvance ?? 0));
  });
});

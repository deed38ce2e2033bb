import { asciiDigits } from '../platform/digits';

/**
 * The one key of a bank reference: what decides whether two transfers are the same money. Every
 * spelling a bank, a statement or a person produces folds to it: Unicode NFKC (full-width
 * `ＥＮＢＤ－ＴＴ` reads as `ENBD-TT`), case-folded, every decimal digit as its ASCII digit
 * (Arabic-Indic `١١٨٩٧٤`, as an Arabic statement or a phone keyboard writes it, reads as
 * `118974`), and every character that is not a letter or a digit removed. So `PY-4BE9-TASD`,
 * `py4be9tasd` and `PY 4BE9 TASD` are one key, and `ENBD TT 118974`, `ENBDTT118974`,
 * `ENBD-TT-118974`, `ＥＮＢＤ－ＴＴ－１１８９７４` and `ENBD TT ١١٨٩٧٤` another. The duplicate check
 * (a UNIQUE index on the stored key), pro-forma matching, the operator API and the CLI all fold
 * through it.
 */
export function bankReferenceKey(text: string): string {
  // Upper then lower case folds what lower case alone leaves apart (ß and SS, final and medial
  // sigma); NFKC again composes what the case mappings decomposed (İ's dot is then dropped as a mark).
  const folded = text.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
  return asciiDigits(folded.replace(/[^\p{L}\p{N}]/gu, ''));
}

/** The payment references finance matches a transfer by: a top-up's (`WTU-7KQ2M9XH4P`) and, on pro-formas issued before it was the one, the pro-forma's own (`PY-7KQ2-M9XH`). */
const PAYMENT_REFERENCES: ReadonlyArray<{ prefix: string; body: number; shape: (body: string) => string }> = [
  { prefix: 'WTU', body: 10, shape: (body) => `WTU-${body}` },
  { prefix: 'PY', body: 8, shape: (body) => `PY-${body.slice(0, 4)}-${body.slice(4)}` },
];

/** Crockford's reading of a generated reference's characters: I and L are 1, O is 0. */
const crockford = (text: string): string => text.toUpperCase().replace(/[IL]/g, '1').replace(/O/g, '0');
const CROCKFORD_BODY = /^[0-9A-HJKMNP-TV-Z]+$/;

/**
 * The payment references a bank text quotes, as they are stored: read off its key, so they are
 * found however the payer spaced, dashed, cased or widened them (`ENBD TT 88231 wtu 7kq2 m9xh 4p`
 * quotes `WTU-7KQ2M9XH4P`).
 */
export function quotedPaymentReferences(bankText: string): string[] {
  const key = bankReferenceKey(bankText);
  const found = new Set<string>();
  for (const { prefix, body, shape } of PAYMENT_REFERENCES) {
    const start = prefix.toLowerCase();
    for (let at = key.indexOf(start); at !== -1; at = key.indexOf(start, at + 1)) {
      const read = crockford(key.slice(at + start.length, at + start.length + body));
      if (read.length === body && CROCKFORD_BODY.test(read)) found.add(shape(read));
    }
  }
  return [...found];
}

/**
 * A small bidirectional split for printed lines: enough for names and labels that mix Arabic and
 * Latin ("Traveller: محمد العتيبي"), not the full Unicode algorithm. fontkit shapes an Arabic run
 * and lays its glyphs out right to left, but it picks one script per string: a mixed line laid
 * out whole is shaped as Latin (unjoined letters in logical order). So a line is cut into runs of
 * one direction, each laid out on its own, and the runs are placed in visual order.
 */

/** One run of one direction, in logical order; `rtl` runs take the Arabic font. */
export interface TextRun {
  text: string;
  rtl: boolean;
}

type Strength = 'R' | 'L' | 'N';

const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]/;
// Digits count as left to right: a phone number or a date inside Arabic text keeps its order.
const LEFT_TO_RIGHT = /[0-9A-Za-z\u00AA\u00B5\u00BA\u00C0-\u02B8\u0370-\u058F\u1E00-\u1FFF]/;

const strength = (char: string): Strength => (RIGHT_TO_LEFT.test(char) ? 'R' : LEFT_TO_RIGHT.test(char) ? 'L' : 'N');

/** Whether the line reads right to left: its first strong character is Arabic or Hebrew. */
export function isRtlLine(text: string): boolean {
  for (const char of text) {
    const found = strength(char);
    if (found !== 'N') return found === 'R';
  }
  return false;
}

/** Whether any character needs the Arabic font. */
export const hasRtl = (text: string): boolean => RIGHT_TO_LEFT.test(text);

/**
 * The line's runs in visual order, left to right, in the direction of its paragraph (by default
 * the line's own first strong character; a wrapped line passes its paragraph's). Neutral
 * characters (spaces, punctuation) between runs of two directions go with that direction; within
 * one direction they join the run.
 */
export function visualRuns(text: string, rtlLine = isRtlLine(text)): TextRun[] {
  const runs: TextRun[] = [];
  let current: TextRun | undefined;
  let neutrals = '';
  for (const char of text) {
    const found = strength(char);
    if (found === 'N') {
      neutrals += char;
      continue;
    }
    const rtl = found === 'R';
    if (current && current.rtl === rtl) {
      current.text += neutrals + char;
    } else if (current && current.rtl === rtlLine) {
      current.text += neutrals;
      current = { text: char, rtl };
      runs.push(current);
    } else {
      current = { text: neutrals + char, rtl };
      runs.push(current);
    }
    neutrals = '';
  }
  if (neutrals) {
    if (current && current.rtl === rtlLine) current.text += neutrals;
    else runs.push({ text: neutrals, rtl: rtlLine });
  }
  return rtlLine ? runs.reverse() : runs;
}

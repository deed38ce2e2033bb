const DECIMAL_DIGIT = /^\p{Nd}$/u;
const NON_ASCII_DIGIT = /[^\P{Nd}0-9]/gu;

/**
 * A decimal digit of any script as its ASCII digit. Unicode encodes each script's digits as a run
 * of ten, zero first (U+0660 to U+0669 are Arabic-Indic zero to nine); runs that follow each other
 * (the mathematical digits) are whole runs too, so a digit's value is how far it is into its run.
 */
function asciiDigit(digit: string): string {
  const at = digit.codePointAt(0) ?? 0;
  let zero = at;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(zero - 1))) zero -= 1;
  return String((at - zero) % 10);
}

/**
 * `text` with every decimal digit of another script as its ASCII digit: Arabic-Indic `١١٨٩٧٤`, as
 * an Arabic statement or a phone keyboard writes it, reads as `118974`. The folds of the keys that
 * name money (bank references, document and payment references) read digits through here.
 */
export const asciiDigits = (text: string): string => text.replace(NON_ASCII_DIGIT, asciiDigit);

/**
 * Every CSV the service writes, one writer: RFC 4180, with the cells a spreadsheet would run as a
 * formula neutralised (OWASP CSV injection).
 *
 * What a cell holds decides how it is written:
 * - a number the service computed (an amount in AED, a count, a percentage) is written as that
 *   number, a negative one with its minus sign (`-12.5`), so a finance team's sums and filters keep
 *   working. A number is never text anyone typed, so it cannot carry a formula;
 * - text (names, references, codes, notes, dates: anything a partner, a guest or a member of staff
 *   may have typed, and everything the service writes as text) that starts with `=`, `+`, `-`, `@`,
 *   a tab or a carriage return is prefixed with a single quote (`'=HYPERLINK(…)`, `'-2+3`), which
 *   spreadsheets show as text and never evaluate. A cell holding `"`, `,`, CR or LF, or neutralised,
 *   is quoted with its quotes doubled;
 * - null is an empty cell.
 */
export type CsvCell = string | number | null;

/** The characters that make a spreadsheet read a cell as a formula (or hide one after them). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as written: numbers as numbers, text neutralised and quoted where it needs it. */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return safe !== text || /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV file: the header row and the rows, CRLF line ends. */
export function renderCsv(columns: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return [columns, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

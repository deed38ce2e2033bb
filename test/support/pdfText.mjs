// The text of PDFs as pdf.js reads it (glyphs mapped back through each font's ToUnicode map),
// page by page, with each text item's position. pdf.js ships as ES modules only, which Jest's
// CommonJS runtime cannot load, so tests run this file with node:
// `node test/support/pdfText.mjs a.pdf b.pdf` prints, per file, its pages as
// `{ text, items: [{ str, x, y }] }` in JSON.
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const files = [];
for (const file of process.argv.slice(2)) {
  const pdf = await getDocument({ data: new Uint8Array(readFileSync(file)), isEvalSupported: false, useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const items = content.items.filter((item) => 'str' in item).map((item) => ({ str: item.str, x: item.transform[4], y: item.transform[5], eol: item.hasEOL }));
    pages.push({ text: items.map((item) => item.str + (item.eol ? '\n' : ' ')).join(''), items: items.map(({ str, x, y }) => ({ str, x, y })) });
  }
  files.push(pages);
  await pdf.destroy();
}
process.stdout.write(JSON.stringify(files));

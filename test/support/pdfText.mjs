// The text of PDFs as pdf.js reads it (glyphs mapped back through each font's ToUnicode map),
// page by page, with each text item's position: per PDF, its pages as
// `{ text, items: [{ str, x, y }] }`, in JSON. pdf.js ships as ES modules only, which Jest's
// CommonJS runtime cannot load, so tests read PDFs through this file outside Jest's modules:
// - as a worker thread (test/helpers/documents.ts starts one per test file): it imports pdf.js
//   once and answers each message `{ id, pdfs: Uint8Array[] }` with `{ id, json }`, or with
//   `{ id, error }` when pdf.js cannot read one of them;
// - by hand, `node test/support/pdfText.mjs a.pdf b.pdf` prints the same JSON for the files.
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { isMainThread, parentPort } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One PDF's pages. */
async function pagesOf(data) {
  const task = getDocument({ data, isEvalSupported: false, useSystemFonts: false, disableFontFace: true, verbosity: 0 });
  try {
    const pdf = await task.promise;
    const pages = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      const items = content.items.filter((item) => 'str' in item).map((item) => ({ str: item.str, x: item.transform[4], y: item.transform[5], eol: item.hasEOL }));
      pages.push({ text: items.map((item) => item.str + (item.eol ? '\n' : ' ')).join(''), items: items.map(({ str, x, y }) => ({ str, x, y })) });
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

/** The pages of each PDF, one after the other, as JSON. */
async function textsOf(pdfs) {
  const files = [];
  for (const [i, data] of pdfs.entries()) {
    try {
      files.push(await pagesOf(data));
    } catch (error) {
      throw new Error(`pdf.js could not read PDF ${i + 1} of ${pdfs.length}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`, { cause: error });
    }
  }
  return JSON.stringify(files);
}

if (isMainThread) {
  process.stdout.write(await textsOf(process.argv.slice(2).map((file) => new Uint8Array(readFileSync(file)))));
} else {
  parentPort.on('message', ({ id, pdfs }) => {
    textsOf(pdfs).then(
      (json) => parentPort.postMessage({ id, json }),
      (error) => parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

import {
  PDFDocument,
  StandardFonts,
  beginText,
  endText,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { documentCache, documentKey } from './documentCache';
import { QR_MARGIN, qrModules } from './qr';

/** A rendered non-JSON answer: a voucher, a name board, a statement, a QR code … */
export interface RenderedDocument {
  contentType: string;
  body: Buffer | string;
  /** Suggested file name, sent as Content-Disposition: inline. */
  filename: string;
}

/** What a printable document says, independent of its format. */
export interface DocumentModel {
  title: string;
  subtitle?: string;
  /** Test-key documents are stamped as such on every page. */
  sandbox: boolean;
  /** The partner's name in place of the operator's, when white-labelled. */
  brandName: string;
  accentHex?: string;
  sections: Array<{ heading: string; rows: Array<[string, string]> }>;
  footer?: string;
}

const OPERATOR = 'Trade desk';
const TEST_STAMP = 'TEST DOCUMENT - issued with a test key; nothing is booked.';

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function renderHtml(model: DocumentModel): string {
  const accent = /^#[0-9A-Fa-f]{6}$/.test(model.accentHex ?? '') ? (model.accentHex as string) : '#1F4E79';
  const sections = model.sections
    .map(
      (section) =>
        `<section><h2>${escapeHtml(section.heading)}</h2><table>${section.rows
          .map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
          .join('')}</table></section>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(model.title)}</title>
<style>body{font-family:Helvetica,Arial,sans-serif;margin:2rem;color:#222}header{border-bottom:4px solid ${accent};margin-bottom:1rem}
h1{margin:0 0 .25rem}h2{color:${accent};font-size:1.1rem}th{text-align:left;padding-right:1.5rem;font-weight:600}
.stamp{background:#FFF3CD;border:1px solid #E0B000;padding:.5rem;margin-bottom:1rem}footer{margin-top:2rem;font-size:.85rem;color:#555}</style>
</head><body>${model.sandbox ? `<p class="stamp">${escapeHtml(TEST_STAMP)}</p>` : ''}
<header><p>${escapeHtml(model.brandName)}</p><h1>${escapeHtml(model.title)}</h1>${model.subtitle ? `<p>${escapeHtml(model.subtitle)}</p>` : ''}</header>
${sections}<footer>${escapeHtml(model.footer ?? OPERATOR)}</footer></body></html>
`;
}

// The standard PDF fonts cover Latin-1 (WinAnsi) only; anything else is shown as '?'.
const pdfText = (text: string): string => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

/** A QR code on the first page of a PDF: `side` points square, quiet zone included, its lower left corner at (x, y). */
export interface PdfQrCode {
  text: string;
  x: number;
  y: number;
  side: number;
}

/** Lines drawn between two turns of the event loop, so a long document never holds it for long. */
const LINES_PER_TURN = 25;
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const pdfNumber = (value: number): string => String(Math.round(value * 1000) / 1000);

/**
 * Draws the dark modules as one filled path in a content stream of its own: each run of adjacent
 * dark modules in a row is one rectangle, and the whole code is one fill. One pdf-lib rectangle per
 * module (several hundred graphics states, each number an object) cost more than the rest of the page.
 */
function drawQrCode(pdf: PDFDocument, page: PDFPage, qr: PdfQrCode): void {
  const modules = qrModules(qr.text);
  const cell = qr.side / (modules.size + 2 * QR_MARGIN);
  const left = qr.x + QR_MARGIN * cell;
  const top = qr.y + qr.side - QR_MARGIN * cell;
  const path: string[] = ['q', '0 0 0 rg'];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.data[row * modules.size + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.data[row * modules.size + col]) col++;
      path.push(`${pdfNumber(left + start * cell)} ${pdfNumber(top - (row + 1) * cell)} ${pdfNumber((col - start) * cell)} ${pdfNumber(cell)} re`);
    }
  }
  path.push('f', 'Q');
  page.node.addContentStream(pdf.context.register(pdf.context.flateStream(path.join('\n'))));
}

type Rgb = readonly [number, number, number];
const TEXT_COLOUR: Rgb = [0.13, 0.13, 0.13];
const STAMP_COLOUR: Rgb = [0.7, 0.45, 0];

async function renderPdfOnce(model: DocumentModel, qr: PdfQrCode | undefined): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(pdfText(model.title));
  pdf.setProducer('Trade API');
  // A fixed date keeps the same document byte-identical, so caches and tests can rely on it.
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // The text operators are written here rather than by page.drawText, which adds a new font
  // resource to the page for every line it draws (quadratic in the lines of a page).
  const newPage = (): { page: PDFPage; fonts: Map<PDFFont, ReturnType<PDFPage['node']['newFontDictionary']>> } => {
    const added = pdf.addPage([595, 842]);
    return { page: added, fonts: new Map([regular, bold].map((font) => [font, added.node.newFontDictionary(font.name, font.ref)])) };
  };
  const first = newPage();
  let current = first;
  let y = 800;
  let drawn = 0;
  const line = async (text: string, size: number, font = regular, colour: Rgb = TEXT_COLOUR): Promise<void> => {
    if (y < 60) {
      current = newPage();
      y = 800;
    }
    const fontKey = current.fonts.get(font) as ReturnType<PDFPage['node']['newFontDictionary']>;
    current.page.pushOperators(beginText(), setFillingRgbColor(...colour), setFontAndSize(fontKey, size), setTextMatrix(1, 0, 0, 1, 50, y), showText(font.encodeText(pdfText(text))), endText());
    y -= size + 8;
    if (++drawn % LINES_PER_TURN === 0) await nextTurn();
  };
  if (model.sandbox) await line(TEST_STAMP, 10, bold, STAMP_COLOUR);
  await line(model.brandName, 11);
  await line(model.title, 20, bold);
  if (model.subtitle) await line(model.subtitle, 12);
  y -= 6;
  for (const section of model.sections) {
    await line(section.heading, 13, bold);
    for (const [label, value] of section.rows) await line(`${label}: ${value}`, 11);
    y -= 6;
  }
  await line(model.footer ?? OPERATOR, 9);
  if (qr) {
    await nextTurn();
    drawQrCode(pdf, first.page, qr);
  }
  await nextTurn();
  return Buffer.from(await pdf.save({ useObjectStreams: false, objectsPerTick: 3 }));
}

/**
 * The model as an A4 PDF, optionally with a QR code on its first page. The bytes depend only on
 * the model and the code (fixed dates), so they are cached by them.
 */
export function renderPdf(model: DocumentModel, qr?: PdfQrCode): Promise<Buffer> {
  return documentCache.getOrRender(documentKey('pdf', [model, qr ?? null]), () => renderPdfOnce(model, qr));
}

/** RFC 4180 CSV. */
export function renderCsv(columns: readonly string[], rows: ReadonlyArray<readonly (string | number | null)[]>): string {
  const cell = (value: string | number | null): string => {
    const text = value === null ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Renders a document model as HTML or PDF. */
export async function renderDocument(model: DocumentModel, format: 'html' | 'pdf', filenameStem: string): Promise<RenderedDocument> {
  if (format === 'pdf') return { contentType: 'application/pdf', body: await renderPdf(model), filename: `${filenameStem}.pdf` };
  return { contentType: 'text/html; charset=utf-8', body: renderHtml(model), filename: `${filenameStem}.html` };
}

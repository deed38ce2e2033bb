import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

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

export async function renderPdf(model: DocumentModel): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(pdfText(model.title));
  pdf.setProducer('Trade API');
  // A fixed date keeps the same document byte-identical, so caches and tests can rely on it.
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([595, 842]);
  let y = 800;
  const line = (text: string, size: number, font = regular, color = rgb(0.13, 0.13, 0.13)): void => {
    if (y < 60) {
      page = pdf.addPage([595, 842]);
      y = 800;
    }
    page.drawText(pdfText(text), { x: 50, y, size, font, color });
    y -= size + 8;
  };
  if (model.sandbox) line(TEST_STAMP, 10, bold, rgb(0.7, 0.45, 0));
  line(model.brandName, 11);
  line(model.title, 20, bold);
  if (model.subtitle) line(model.subtitle, 12);
  y -= 6;
  for (const section of model.sections) {
    line(section.heading, 13, bold);
    for (const [label, value] of section.rows) line(`${label}: ${value}`, 11);
    y -= 6;
  }
  line(model.footer ?? OPERATOR, 9);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
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

import { documentCache, documentKey } from './documentCache';
import { escapeHtml } from './html';
import type { DocumentModel, PdfQrCode } from './models';
import { pdfPool } from './pdfPool';
import { drawnAsync } from '../../platform/seedRecording';

export { escapeHtml } from './html';
export type { DocumentModel, PdfQrCode } from './models';

/** A rendered non-JSON answer: a voucher, a name board, a statement, a QR code … */
export interface RenderedDocument {
  contentType: string;
  body: Buffer | string;
  /** Suggested file name, sent as Content-Disposition: inline. */
  filename: string;
}

const TEST_STAMP = 'TEST DOCUMENT - issued with a test key; nothing is booked.';

/** The stamp across a test document (one whose view says `sandbox: true`); nothing on a live one. */
const stampOf = (sandbox: boolean): string => (sandbox ? `<p class="stamp">${escapeHtml(TEST_STAMP)}</p>` : '');

export function renderHtml(model: DocumentModel): string {
  const accent = /^#[0-9A-Fa-f]{6}$/.test(model.accentHex ?? '') ? (model.accentHex as string) : '#1F4E79';
  const sections = model.sections
    .map(
      (section) =>
        `<section><h2>${escapeHtml(section.heading)}</h2><table>${section.rows
          .map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td dir="auto">${escapeHtml(value)}</td></tr>`)
          .join('')}</table></section>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(model.title)}</title>
<style>body{font-family:"Noto Sans","Noto Sans Arabic",Helvetica,Arial,sans-serif;margin:2rem;color:#222}header{border-bottom:4px solid ${accent};margin-bottom:1rem}
h1{margin:0 0 .25rem}h2{color:${accent};font-size:1.1rem}th{text-align:start;padding-right:1.5rem;font-weight:600}
.stamp{background:#FFF3CD;border:1px solid #E0B000;padding:.5rem;margin-bottom:1rem}footer{margin-top:2rem;font-size:.85rem;color:#555}</style>
</head><body>${stampOf(model.sandbox)}
<header><p>${escapeHtml(model.brandName)}</p><h1>${escapeHtml(model.title)}</h1>${model.subtitle ? `<p>${escapeHtml(model.subtitle)}</p>` : ''}</header>
${sections}<footer>${escapeHtml(model.footer ?? `${model.brandName} · ${model.title}`)}</footer></body></html>
`;
}

/**
 * The model as an A4 PDF (a heading band in the accent colour, label/value rows, page numbers),
 * optionally with a QR code on its first page. Rendered in the PDF worker pool; the bytes depend
 * only on the model and the code (fixed dates), so they are cached by them. A PDF a seed template
 * stores is rendered again for each copy, from the model with the copy's values in it.
 */
export const renderPdf = (model: DocumentModel, qr?: PdfQrCode): Promise<Buffer> =>
  drawnAsync(
    () => renderPdfNow(model, qr ?? null),
    (copy) => renderPdfNow(copy.substituteIn(model), copy.substituteIn(qr ?? null)),
    1,
    [model, qr ?? null],
  );

function renderPdfNow(model: DocumentModel, qr: PdfQrCode | null): Promise<Buffer> {
  const job = { kind: 'generic', model, qr } as const;
  return documentCache.getOrRender(documentKey('pdf', [model, qr]), () => pdfPool.render(job));
}

/** Renders a document model as HTML or PDF. */
export async function renderDocument(model: DocumentModel, format: 'html' | 'pdf', filenameStem: string): Promise<RenderedDocument> {
  if (format === 'pdf') return { contentType: 'application/pdf', body: await renderPdf(model), filename: `${filenameStem}.pdf` };
  return { contentType: 'text/html; charset=utf-8', body: renderHtml(model), filename: `${filenameStem}.html` };
}

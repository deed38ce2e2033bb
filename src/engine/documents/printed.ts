/**
 * The printed documents, as HTML or as an A4 PDF from one model. PDFs render in the worker pool
 * and are cached by their whole model (the bytes depend on nothing else); HTML is cheap and is not.
 */
import { documentCache, documentKey } from './documentCache';
import type { RenderedDocument } from './documents';
import { creditNoteHtml, invoiceHtml, nameBoardHtml, statementHtml, voucherHtml } from './html';
import type { CreditNoteModel, InvoiceModel, NameBoardModel, StatementModel, VoucherModel } from './models';
import { pdfPool } from './pdfPool';
import type { PdfJob } from './pdfRender';
import { drawnAsync } from '../../platform/seedRecording';

/** The PDF of a job, from the cache or the worker pool; one a seed template stores is rendered again for each copy, from the copy's model. */
export const renderPdfJobCached = (job: PdfJob): Promise<Buffer> => drawnAsync(() => renderNow(job), (copy) => renderNow(copy.substituteIn(job)), 1, job);

const renderNow = (job: PdfJob): Promise<Buffer> => documentCache.getOrRender(documentKey(`pdf.${job.kind}`, job), () => pdfPool.render(job));

async function render(job: PdfJob, html: () => string, format: 'html' | 'pdf', filenameStem: string): Promise<RenderedDocument> {
  if (format === 'pdf') return { contentType: 'application/pdf', body: await renderPdfJobCached(job), filename: `${filenameStem}.pdf` };
  return { contentType: 'text/html; charset=utf-8', body: html(), filename: `${filenameStem}.html` };
}

export const renderVoucher = (model: VoucherModel, format: 'html' | 'pdf', filenameStem: string): Promise<RenderedDocument> =>
  render({ kind: 'voucher', model }, () => voucherHtml(model), format, filenameStem);

export const renderNameBoard = (model: NameBoardModel, format: 'html' | 'pdf', filenameStem: string): Promise<RenderedDocument> =>
  render({ kind: 'nameBoard', model }, () => nameBoardHtml(model), format, filenameStem);

export const renderInvoice = (model: InvoiceModel, format: 'html' | 'pdf', filenameStem: string): Promise<RenderedDocument> =>
  render({ kind: 'invoice', model }, () => invoiceHtml(model), format, filenameStem);

export const renderStatement = (model: StatementModel, format: 'html' | 'pdf', filenameStem: string): Promise<RenderedDocument> =>
  render({ kind: 'statement', model }, () => statementHtml(model), format, filenameStem);

export const renderCreditNote = (model: CreditNoteModel, format: 'html' | 'pdf', filenameStem: string): Promise<RenderedDocument> =>
  render({ kind: 'creditNote', model }, () => creditNoteHtml(model), format, filenameStem);

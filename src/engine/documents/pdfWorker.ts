/**
 * The PDF worker thread (started by pdfPool.ts): renders one job at a time and sends the bytes
 * back, transferred rather than copied.
 */
import { parentPort } from 'node:worker_threads';
import { renderPdfJob, type PdfJob } from './pdfRender';

export interface PdfRequest {
  id: number;
  job: PdfJob;
}

export type PdfReply = { id: number; ok: true; bytes: ArrayBuffer } | { id: number; ok: false; message: string };

const port = parentPort;
if (port) {
  port.on('message', (request: PdfRequest) => {
    renderPdfJob(request.job).then(
      (pdf) => {
        const bytes = pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.length) as ArrayBuffer;
        const reply: PdfReply = { id: request.id, ok: true, bytes };
        port.postMessage(reply, [bytes]);
      },
      (error: unknown) => {
        const reply: PdfReply = { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
        port.postMessage(reply);
      },
    );
  });
}

import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Express } from 'express';
import request from 'supertest';

/** A GET whose body is kept as the bytes sent, whatever its media type (supertest parses only text and JSON). */
export function getBytes(app: Express, path: string, key: string): request.Test {
  return request(app)
    .get(path)
    .set('Authorization', `Bearer ${key}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

/** One page as pdf.js reads it (test/support/pdfText.mjs): its text through each font's ToUnicode map. */
export interface PdfPage {
  text: string;
}

/** A page with its text items too, each where pdf.js placed it (x, y from the page's bottom left). */
export interface PdfPageItems extends PdfPage {
  items: Array<{ str: string; x: number; y: number }>;
}

/** What the worker answers a question with: the pages as JSON, or why pdf.js could not read them. */
type Answer = { json: string } | { error: string };

interface Reader {
  worker: Worker;
  pending: Map<number, (answer: Answer) => void>;
}

/**
 * The test file's pdf.js, in a worker thread (pdf.js is ES modules only, which Jest's CommonJS
 * runtime cannot load; a worker loads test/support/pdfText.mjs with Node's own loader). Started
 * on first use and held only while it has questions to answer, so it never keeps the process
 * alive; a worker that fails or exits fails what it was asked, and the next question starts
 * another.
 */
let reader: Reader | undefined;
let lastId = 0;

function pdfReader(): Reader {
  if (reader) return reader;
  const worker = new Worker(join(__dirname, '..', 'support', 'pdfText.mjs'));
  worker.unref();
  const current: Reader = { worker, pending: new Map() };
  const fail = (error: string): void => {
    if (reader === current) reader = undefined;
    for (const answer of current.pending.values()) answer({ error });
    current.pending.clear();
  };
  worker.on('message', ({ id, ...answer }: Answer & { id: number }) => {
    const asked = current.pending.get(id);
    current.pending.delete(id);
    if (current.pending.size === 0) worker.unref();
    asked?.(answer);
  });
  worker.on('error', (error) => fail(`The pdf.js worker (test/support/pdfText.mjs) failed: ${error.message}`));
  worker.on('exit', (code) => fail(`The pdf.js worker (test/support/pdfText.mjs) exited with code ${code}`));
  reader = current;
  return current;
}

// Registered when this module is loaded, at the top of the first test file that imports it. Under
// Jest's own runner (the browser walks) each file loads it again and starts a worker of its own:
// an idle one, unref'd, would still live on (a thread and some 50 MB per file), so each file's ends
// with it. Under `npm test`'s runner a worker process loads it once: the first file's hook ends
// that file's reader, and the next question starts the one the later files share.
afterAll(async () => {
  const current = reader;
  reader = undefined;
  await current?.worker.terminate();
});

/** The pages of each PDF, read by the test file's pdf.js worker. */
export async function pdfPages<Page extends PdfPage = PdfPage>(pdfs: readonly Buffer[]): Promise<Page[][]> {
  if (pdfs.length === 0) return [];
  const { worker, pending } = pdfReader();
  // Copies, whose memory is handed to the worker: the caller's buffers stay as they are.
  const copies = pdfs.map((pdf) => new Uint8Array(pdf));
  const id = ++lastId;
  const answer = await new Promise<Answer>((resolve) => {
    pending.set(id, resolve);
    worker.ref();
    worker.postMessage({ id, pdfs: copies }, copies.map((copy) => copy.buffer));
  });
  // Thrown here, so that the stack leads to the test that asked.
  if ('error' in answer) throw new Error(answer.error);
  // The worker's JSON, parsed here: the same values, in this test file's realm, as ever.
  return JSON.parse(answer.json) as Page[][];
}

/** The text of each PDF, its pages joined by line breaks. */
export const pdfTexts = async (pdfs: readonly Buffer[]): Promise<string[]> => (await pdfPages(pdfs)).map((pages) => pages.map((page) => page.text).join('\n'));

/** HTML's character references as a reader sees them. */
export const decode = (text: string): string =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** What a reader of an HTML page sees or hears: its text and the attributes shown or read aloud, not its markup, styles or scripts. */
export function readableText(html: string): string {
  const spoken = [...html.matchAll(/\s(?:alt|title|placeholder|aria-label|value)="([^"]*)"/g)].map((match) => match[1] ?? '');
  const text = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ');
  return decode(`${text} ${spoken.join(' ')}`);
}

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** The pages of each PDF, read by one pdf.js process for all of them. */
export function pdfPages<Page extends PdfPage = PdfPage>(pdfs: readonly Buffer[]): Page[][] {
  if (pdfs.length === 0) return [];
  const dir = mkdtempSync(join(tmpdir(), 'pdf-text-'));
  try {
    const files = pdfs.map((pdf, i) => {
      const file = join(dir, `${i}.pdf`);
      writeFileSync(file, pdf);
      return file;
    });
    return JSON.parse(execFileSync(process.execPath, [join(__dirname, '..', 'support', 'pdfText.mjs'), ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as Page[][];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of each PDF, its pages joined by line breaks. */
export const pdfTexts = (pdfs: readonly Buffer[]): string[] => pdfPages(pdfs).map((pages) => pages.map((page) => page.text).join('\n'));

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

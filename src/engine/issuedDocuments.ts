import { createHash } from 'node:crypto';
import type { Partition } from './partition';
import { foldReference } from '../platform/ids';
import { drawn } from '../platform/seedRecording';
import type { RenderedDocument } from './documents/documents';

/**
 * What the service issued, kept as it was issued (`issued_documents`): the JSON text of the
 * document's fixed part and its rendered PDF, each with its SHA-256. A document is written once,
 * in the transaction that issues it, and never changed (the database refuses updates and deletes
 * of live rows); every later read serves these bytes, whatever changed since in the operator's
 * or the account's details.
 */
export type IssuedDocumentKind = 'tax_invoice' | 'tax_credit_note' | 'statement' | 'proforma';

export interface IssuedDocument<Data = unknown> {
  id: string;
  kind: IssuedDocumentKind;
  /** `INV-2026-000001`, `CN-2026-000001`, `PF-2026-000001`; null for a statement. */
  number: string | null;
  /** The month covered (`YYYY-MM`) by a tax invoice or statement; null for the others. */
  period: string | null;
  issued_at: string;
  /** The stored JSON, parsed. */
  data: Data;
  /** The stored JSON text, as issued. */
  dataText: string;
  data_sha256: string;
  pdf: Buffer;
  pdf_sha256: string;
}

export interface NewIssuedDocument {
  id: string;
  kind: IssuedDocumentKind;
  number: string | null;
  period: string | null;
  issuedAt: string;
  /** The document's fixed part, stored as its JSON text. */
  data: unknown;
  pdf: Buffer;
}

/** An issued document's PDF as every read serves it, with the SHA-256 its `ETag` is made of. */
export interface StoredPdf {
  document: RenderedDocument;
  sha256: string;
}

export const storedPdf = (stored: IssuedDocument, filename: string): StoredPdf => ({ document: { contentType: 'application/pdf', body: stored.pdf, filename }, sha256: stored.pdf_sha256 });

export const sha256Hex = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('hex');

interface Row {
  id: string;
  kind: IssuedDocumentKind;
  number: string | null;
  period: string | null;
  issued_at: string;
  data: string;
  data_sha256: string;
  pdf: Buffer | Uint8Array;
  pdf_sha256: string;
}

const COLUMNS = ['id', 'kind', 'number', 'period', 'issued_at', 'data', 'data_sha256', 'pdf', 'pdf_sha256'] as const;

const listedOf = <Data>(row: Omit<Row, 'pdf'>): ListedDocument<Data> => ({
  id: row.id,
  kind: row.kind,
  number: row.number,
  period: row.period,
  issued_at: row.issued_at,
  data: JSON.parse(row.data) as Data,
  dataText: row.data,
  data_sha256: row.data_sha256,
  pdf_sha256: row.pdf_sha256,
});

const fromRow = <Data>(row: Row): IssuedDocument<Data> => ({ ...listedOf<Data>(row), pdf: Buffer.isBuffer(row.pdf) ? row.pdf : Buffer.from(row.pdf) });

/** Stores a document as issued, in the caller's transaction; returns it as every read will. */
export async function storeIssuedDocument<Data>(partition: Partition, document: NewIssuedDocument): Promise<IssuedDocument<Data>> {
  const dataText = JSON.stringify(document.data);
  const row: Row = {
    id: document.id,
    kind: document.kind,
    number: document.number,
    period: document.period,
    issued_at: document.issuedAt,
    data: dataText,
    // A seed template's hashes are of its copy's text and PDF in each copy.
    data_sha256: drawn(() => sha256Hex(dataText), (copy) => sha256Hex(copy.substitute(dataText)), 1, dataText),
    pdf: document.pdf,
    pdf_sha256: drawn(() => sha256Hex(document.pdf), (copy) => sha256Hex(copy.bytesOf(document.pdf)), 2),
  };
  await partition.insert('issued_documents', { ...row });
  return fromRow<Data>(row);
}

/**
 * A document of the partition of `kind` by its id exactly or its number however it is spelt (the
 * one fold of a reference, `foldReference`); null when there is none (another partition's is not found).
 */
export async function issuedDocument<Data>(partition: Partition, kind: IssuedDocumentKind, idOrNumber: string): Promise<IssuedDocument<Data> | null> {
  const byId = (await partition.table('issued_documents').where({ kind, id: idOrNumber }).first(...COLUMNS)) as Row | undefined;
  if (byId) return fromRow<Data>(byId);
  const folded = foldReference(idOrNumber);
  if (folded === '') return null;
  // Numbers are few per partition and kind; the fold is applied to each, as every caller of a reference does.
  const numbers = (await partition.table('issued_documents').where({ kind }).whereNotNull('number').select('id', 'number')) as Array<{ id: string; number: string }>;
  const match = numbers.find((candidate) => foldReference(candidate.number) === folded);
  if (!match) return null;
  const row = (await partition.table('issued_documents').where({ id: match.id }).first(...COLUMNS)) as Row;
  return fromRow<Data>(row);
}

/** The partition's documents of `kind` covering `period`, oldest issued first. */
export async function issuedDocumentsOfPeriod<Data>(partition: Partition, kind: IssuedDocumentKind, period: string): Promise<Array<IssuedDocument<Data>>> {
  const rows = (await partition.table('issued_documents').where({ kind, period }).orderBy([{ column: 'issued_at' }, { column: 'id' }]).select(...COLUMNS)) as Row[];
  return rows.map((row) => fromRow<Data>(row));
}

/** A document as a list shows it: everything but its PDF bytes. */
export type ListedDocument<Data = unknown> = Omit<IssuedDocument<Data>, 'pdf'>;

/**
 * The partition's documents of `kind`, oldest issued first (newest first with `newestFirst`),
 * at most `limit`, only those issued before `before` when given; without their PDF bytes.
 */
export async function issuedDocumentsOfKind<Data>(
  partition: Partition,
  kind: IssuedDocumentKind,
  options: { before?: string; newestFirst?: boolean; limit?: number } = {},
): Promise<Array<ListedDocument<Data>>> {
  const direction = options.newestFirst ? 'desc' : 'asc';
  const query = partition
    .table('issued_documents')
    .where({ kind })
    .orderBy([{ column: 'issued_at', order: direction }, { column: 'id', order: direction }])
    .select('id', 'kind', 'number', 'period', 'issued_at', 'data', 'data_sha256', 'pdf_sha256');
  if (options.before !== undefined) query.where('issued_at', '<', options.before);
  if (options.limit !== undefined) query.limit(options.limit);
  return ((await query) as Array<Omit<Row, 'pdf'>>).map((row) => listedOf<Data>(row));
}

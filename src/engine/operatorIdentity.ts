import type PDFKitDocument from 'pdfkit';
import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { DomainError, errors } from '../errors';
import type { Partition } from './partition';
import { operatorOf, recordAudit, type AuditOrigin } from './audit';

/**
 * The operator's own identity: one stored record that every document and public page reads, set
 * with `npm run admin -- operator set` (and edited by the console through the same functions).
 * Nothing here is invented: until a detail is set it is missing, a live document that prints it
 * is refused, and a test partition's document prints example details marked as such.
 */
export const OPERATOR_FIELDS = [
  'legal_name',
  'trading_name',
  'address',
  'trn',
  'phone_24h',
  'desk_email',
  'desk_phone',
  'bank_name',
  'bank_account_name',
  'iban',
  'swift',
] as const;
export type OperatorField = (typeof OPERATOR_FIELDS)[number];

/** The operator's logo: PNG or JPEG, as base64 (how models cross to the PDF worker and into cache keys). */
export interface OperatorLogo {
  type: 'image/png' | 'image/jpeg';
  base64: string;
}

export type OperatorRecord = Record<OperatorField, string | null> & { logo: OperatorLogo | null; updated_at: string | null; updated_by: string | null };

/** What a change sets: any of the details, and the logo's bytes. */
export type OperatorChanges = Partial<Record<OperatorField, string>> & { logo?: Uint8Array };

/** A value refused (`invalid`): `field` names it, the message says what it must be (without the name, which the CLI and the console write their own way). */
export class OperatorIdentityError extends DomainError {
  declare readonly field: OperatorField | 'logo';

  constructor(field: OperatorField | 'logo', message: string) {
    super({ field, code: 'invalid', message });
  }
}

/** The record has one row: the operator is one company. */
const ROW_ID = 1;

const EMPTY: OperatorRecord = {
  legal_name: null,
  trading_name: null,
  address: null,
  trn: null,
  phone_24h: null,
  desk_email: null,
  desk_phone: null,
  bank_name: null,
  bank_account_name: null,
  iban: null,
  swift: null,
  logo: null,
  updated_at: null,
  updated_by: null,
};

/** How people name each detail, in messages that list what is missing. */
export const FIELD_LABELS: Readonly<Record<OperatorField, string>> = {
  legal_name: 'legal name',
  trading_name: 'trading name',
  address: 'address',
  trn: 'TRN',
  phone_24h: '24-hour phone for travellers',
  desk_email: 'trade-desk e-mail',
  desk_phone: 'trade-desk phone',
  bank_name: 'bank name',
  bank_account_name: 'bank account name',
  iban: 'IBAN',
  swift: 'SWIFT code',
};

export async function readOperatorIdentity(db: Db): Promise<OperatorRecord> {
  const row = (await db('operator_identity').where({ id: ROW_ID }).first()) as
    | (Record<OperatorField, string | null> & { logo_type: OperatorLogo['type'] | null; logo_base64: string | null; updated_at: string | null; updated_by: string | null })
    | undefined;
  if (!row) return { ...EMPTY };
  const record: OperatorRecord = { ...EMPTY };
  for (const field of OPERATOR_FIELDS) record[field] = row[field] ?? null;
  record.logo = row.logo_type && row.logo_base64 ? { type: row.logo_type, base64: row.logo_base64 } : null;
  record.updated_at = row.updated_at ?? null;
  record.updated_by = row.updated_by ?? null;
  return record;
}

/**
 * A line of text as stored (a name, an address, a plate): trimmed, runs of spaces made one, 1 to
 * `max` characters; `refuse` makes the caller's own error from the message.
 */
export function singleLine(raw: string, max: number, refuse: (message: string) => Error): string {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (value === '' || value.length > max) throw refuse(`must be 1 to ${max} characters`);
  return value;
}

const text = (field: OperatorField, raw: string, max: number): string => singleLine(raw, max, (message) => new OperatorIdentityError(field, message));

/**
 * A phone number as E.164 (`+97143334444`): typed with spaces, dashes, dots or brackets, with `+`
 * or `00` before the country code.
 */
export function canonicalPhone(raw: string, refuse: (message: string) => Error): string {
  const compact = raw.trim().replace(/[\s\-.()]/g, '').replace(/^00/, '+');
  if (!/^\+[1-9][0-9]{7,14}$/.test(compact)) throw refuse(`must be a phone number in international form such as +971 4 123 4567, got "${raw}"`);
  return compact;
}

/** A stored E.164 number as people read it: UAE numbers grouped as dialled (`+971 4 123 4567`, `+971 50 123 4567`, `+971 800 1234`); others as stored. */
export function readablePhone(e164: string): string {
  const uae = /^\+971(\d+)$/.exec(e164);
  if (!uae) return e164;
  const rest = uae[1] as string;
  if (rest.startsWith('800')) return `+971 800 ${rest.slice(3)}`;
  if (rest.startsWith('5')) return `+971 ${rest.slice(0, 2)} ${rest.slice(2, 5)} ${rest.slice(5)}`.trim();
  return `+971 ${rest.slice(0, 1)} ${rest.slice(1, 4)} ${rest.slice(4)}`.trim();
}

/** ISO 13616: the country and check digits moved to the end, letters as numbers, mod 97 is 1. */
export function ibanChecksumValid(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

function canonicalIban(raw: string): string {
  const iban = raw.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) throw new OperatorIdentityError('iban', `must be an IBAN (country code, check digits, account), got "${raw}"`);
  if (iban.startsWith('AE') && !/^AE[0-9]{21}$/.test(iban)) throw new OperatorIdentityError('iban', `must be 23 characters for a UAE IBAN (AE and 21 digits), got "${raw}"`);
  if (!ibanChecksumValid(iban)) throw new OperatorIdentityError('iban', `fails the IBAN check digits (ISO 13616 mod 97): check it for a typing error, got "${raw}"`);
  return iban;
}

/** `AE07 0331 2345 6789 0123 456`: an IBAN in the groups of four it is printed in. */
export const readableIban = (iban: string): string => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** A UAE TRN as stored (15 digits beginning 100), typed with or without spaces and dashes; the operator's and the accounts' alike. */
export function canonicalTrn(raw: string, refuse: (message: string) => Error): string {
  const trn = raw.replace(/[\s-]/g, '');
  if (!/^100[0-9]{12}$/.test(trn)) throw refuse(`must be the 15 digits of a UAE TRN, beginning 100, got "${raw}"`);
  return trn;
}

const VALIDATE: Readonly<Record<OperatorField, (raw: string) => string>> = {
  legal_name: (raw) => text('legal_name', raw, 200),
  trading_name: (raw) => text('trading_name', raw, 200),
  address: (raw) => text('address', raw, 500),
  trn: (raw) => canonicalTrn(raw, (message) => new OperatorIdentityError('trn', message)),
  phone_24h: (raw) => canonicalPhone(raw, (message) => new OperatorIdentityError('phone_24h', message)),
  desk_email: (raw) => {
    const email = raw.trim();
    if (email.length > 254 || !/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email)) throw new OperatorIdentityError('desk_email', `must be an e-mail address such as trade@operator.ae, got "${raw}"`);
    return email;
  },
  desk_phone: (raw) => canonicalPhone(raw, (message) => new OperatorIdentityError('desk_phone', message)),
  bank_name: (raw) => text('bank_name', raw, 200),
  bank_account_name: (raw) => text('bank_account_name', raw, 200),
  iban: canonicalIban,
  swift: (raw) => {
    const swift = raw.replace(/\s/g, '').toUpperCase();
    if (!/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(swift)) throw new OperatorIdentityError('swift', `must be a SWIFT/BIC code of 8 or 11 characters such as EBILAEAD, got "${raw}"`);
    return swift;
  },
};

const MAX_LOGO_BYTES = 256 * 1024;

/** The logo's type from its first bytes (the file's name could say anything). */
function logoOf(bytes: Uint8Array): OperatorLogo {
  const starts = (...magic: number[]): boolean => magic.every((byte, i) => bytes[i] === byte);
  const type = starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) ? 'image/png' : starts(0xff, 0xd8, 0xff) ? 'image/jpeg' : null;
  if (type === null) throw new OperatorIdentityError('logo', 'must be a PNG or JPEG image');
  if (bytes.length > MAX_LOGO_BYTES) throw new OperatorIdentityError('logo', `must be at most ${MAX_LOGO_BYTES / 1024} KB, got ${Math.ceil(bytes.length / 1024)} KB`);
  return { type, base64: Buffer.from(bytes).toString('base64') };
}

/**
 * A logo whose first bytes say PNG or JPEG may still be cut short or be of a kind pdfkit cannot
 * draw: tried on a page of its own now, it cannot fail a document later. pdfkit is loaded only
 * when a logo is set: the service draws its PDFs in workers, and its main thread otherwise never
 * loads it.
 */
function checkDrawable(bytes: Uint8Array): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const PDFDocument = require('pdfkit') as typeof PDFKitDocument;
  try {
    new PDFDocument({ size: 'A4' }).image(Buffer.from(bytes), 0, 0, { fit: [160, 40] });
  } catch (err) {
    throw new OperatorIdentityError('logo', `cannot be drawn on a PDF page (${err instanceof Error ? err.message : String(err)})`);
  }
}

/**
 * Sets the details given and keeps the others; every value is checked first, so a refused one
 * changes nothing. `origin` says who set them (a member of staff, or the command line): stored as
 * `updated_by` and in the audit row (the changed details before and after), one transaction.
 */
export async function updateOperatorIdentity(db: Db, clock: Clock, changes: OperatorChanges, origin: AuditOrigin): Promise<OperatorRecord> {
  const values: Record<string, string> = {};
  for (const field of OPERATOR_FIELDS) {
    const raw = changes[field];
    if (raw !== undefined) values[field] = VALIDATE[field](raw);
  }
  if (changes.logo !== undefined) {
    const logo = logoOf(changes.logo);
    checkDrawable(changes.logo);
    values.logo_type = logo.type;
    values.logo_base64 = logo.base64;
  }
  const stamped = { ...values, updated_at: clock.now().toISOString(), updated_by: operatorOf(origin) };
  const changed = OPERATOR_FIELDS.filter((field) => changes[field] !== undefined);
  return db.transaction(async (trx) => {
    const before = await readOperatorIdentity(trx);
    await trx('operator_identity')
      .insert({ id: ROW_ID, ...stamped })
      .onConflict('id')
      .merge(Object.keys(stamped));
    const after = await readOperatorIdentity(trx);
    const logoChange = changes.logo === undefined ? {} : { logo: { type: after.logo?.type ?? null, bytes: after.logo ? Buffer.from(after.logo.base64, 'base64').length : 0 } };
    await recordAudit(trx, clock, origin, {
      action: 'operator.updated',
      subjectType: 'operator',
      subjectId: 'operator',
      change: { before: Object.fromEntries(changed.map((field) => [field, before[field]])), after: { ...Object.fromEntries(changed.map((field) => [field, after[field]])), ...logoChange } },
    });
    return after;
  });
}

export const missingFields = (record: OperatorRecord, needed: readonly OperatorField[] = OPERATOR_FIELDS): OperatorField[] => needed.filter((field) => record[field] === null);

/** The printed documents that carry the operator, and the details each cannot be printed without. */
export type OperatorDocument = 'voucher' | 'invoice' | 'statement' | 'proforma';
export const DOCUMENT_NEEDS: Readonly<Record<OperatorDocument, readonly OperatorField[]>> = {
  voucher: ['phone_24h'],
  invoice: ['legal_name', 'address', 'trn'],
  statement: ['legal_name'],
  // A pro-forma tells the payer where to send the money.
  proforma: ['legal_name', 'address', 'trn', 'bank_name', 'bank_account_name', 'iban', 'swift'],
};
/** `a`, `a and b`, `a, b and c`. */
const listed = (words: readonly string[]): string => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`);
const DOCUMENT_NAMES: Readonly<Record<OperatorDocument, string>> = { voucher: 'voucher', invoice: 'tax invoice', statement: 'statement of account', proforma: 'pro-forma invoice' };

/** The operator as a document prints it: its own details, or (test partitions only) marked examples. */
export interface DocumentOperator {
  /** True when these are the example details of a test document. */
  example: boolean;
  /** The legal name, as the seller of a tax invoice and the issuer of a statement. */
  name: string;
  address: string;
  /** The TRN as printed (`100… (example)` for the example). */
  trn: string;
  /** The 15 digits alone, for the invoice's JSON. */
  trnDigits: string;
  /** The 24-hour phone as printed. */
  phone24h: string;
  /** E.164 for a `tel:` link; null for the example number, which rings nobody. */
  phone24hTel: string | null;
  /** Printed on the operator's own documents (tax invoices, statements) when set. */
  logo: OperatorLogo | null;
}

/**
 * Example details for a test partition's documents while the operator has not set its own.
 * The TRN is a well-formed example (15 digits beginning 100); every printed value says it is one.
 */
export const EXAMPLE_OPERATOR: DocumentOperator = {
  example: true,
  name: 'Example Tours LLC (example details)',
  address: 'Example details: the operator has not set its own yet.',
  trn: '100000000000003 (example)',
  trnDigits: '100000000000003',
  phone24h: '+971 4 000 0000 (an example number: the operator has not set its own yet)',
  phone24hTel: null,
  logo: null,
};

/**
 * The operator a partition's document prints. A live document whose details are not all set is
 * refused (503 `not_configured`, naming them); a test one prints the example details until
 * they are, so a partner sees the layout without anything invented passing for real.
 */
export async function documentOperator(partition: Partition, document: OperatorDocument): Promise<DocumentOperator> {
  const record = await readOperatorIdentity(partition.db);
  const missing = missingFields(record, DOCUMENT_NEEDS[document]);
  if (missing.length > 0 && !partition.sandbox) {
    throw errors.notConfigured(
      `A live ${DOCUMENT_NAMES[document]} prints the operator's ${listed(missing.map((field) => FIELD_LABELS[field]))}, which the operator has not set yet (${missing.join(', ')}); nothing was printed. Try again once the trade desk has set them.`,
    );
  }
  return operatorAsPrinted(record, partition.sandbox, document);
}

/**
 * As `documentOperator`, but never refused: what is set (empty where nothing is) on a live
 * record. For the snapshot an event keeps of an invoice, since closing a month cannot wait for
 * the operator's details.
 */
export async function recordedOperator(partition: Partition, document: OperatorDocument): Promise<DocumentOperator> {
  return operatorAsPrinted(await readOperatorIdentity(partition.db), partition.sandbox, document);
}

function operatorAsPrinted(record: OperatorRecord, sandbox: boolean, document: OperatorDocument): DocumentOperator {
  if (sandbox && missingFields(record, DOCUMENT_NEEDS[document]).length > 0) return EXAMPLE_OPERATOR;
  return {
    example: false,
    name: record.legal_name ?? '',
    address: record.address ?? '',
    trn: record.trn ?? '',
    trnDigits: record.trn ?? '',
    phone24h: record.phone_24h ? readablePhone(record.phone_24h) : '',
    phone24hTel: record.phone_24h,
    logo: record.logo,
  };
}

/** The bank account a pro-forma asks the partner to pay into, as printed. */
export interface DocumentBank {
  /** True when these are the example details of a test document. */
  example: boolean;
  name: string;
  account_name: string;
  /** In the groups of four it is printed in. */
  iban: string;
  swift: string;
}

/** Example bank details for a test partition's pro-formas while the operator has not set its own: every value says it is one, and the IBAN fails its check digits. */
export const EXAMPLE_BANK: DocumentBank = {
  example: true,
  name: 'Example Bank (example details)',
  account_name: 'Example Tours LLC (example details)',
  iban: 'AE00 0000 0000 0000 0000 000 (example)',
  swift: 'EXAMPLEX (example)',
};

/**
 * The operator's bank account as a partition's pro-forma prints it: a live one is refused while
 * a detail is missing (as `documentOperator` refuses it), a test one prints the example details
 * until every one is set.
 */
export async function documentBank(partition: Partition): Promise<DocumentBank> {
  const record = await readOperatorIdentity(partition.db);
  // A test document prints the operator's own details only once every one a pro-forma needs is set, its name with its bank alike.
  if (partition.sandbox && missingFields(record, DOCUMENT_NEEDS.proforma).length > 0) return EXAMPLE_BANK;
  const missing = missingFields(record, ['bank_name', 'bank_account_name', 'iban', 'swift']);
  if (missing.length > 0) {
    throw errors.notConfigured(
      `A live ${DOCUMENT_NAMES.proforma} prints the operator's ${listed(missing.map((field) => FIELD_LABELS[field]))}, which the operator has not set yet (${missing.join(', ')}); nothing was printed. Try again once the trade desk has set them.`,
    );
  }
  return { example: false, name: record.bank_name ?? '', account_name: record.bank_account_name ?? '', iban: readableIban(record.iban ?? ''), swift: record.swift ?? '' };
}

/** The operator line of public pages: what is set, or null (a page then leaves the line out). */
export interface PageOperator {
  /** The trading name, else the legal name. */
  name: string | null;
  phone24h: string | null;
  /** The trade desk's e-mail address and phone (stored E.164), for the pages that send a partner to the desk. */
  deskEmail: string | null;
  deskPhone: string | null;
}

export async function pageOperator(db: Db): Promise<PageOperator | null> {
  const record = await readOperatorIdentity(db);
  const name = record.trading_name ?? record.legal_name;
  if (name === null && record.phone_24h === null && record.desk_email === null && record.desk_phone === null) return null;
  return { name, phone24h: record.phone_24h ? readablePhone(record.phone_24h) : null, deskEmail: record.desk_email, deskPhone: record.desk_phone };
}

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML, type XMLFileInfo, type XMLValidationResult } from 'xmllint-wasm';
import { ublCreditNote, ublInvoice } from '../../src/engine/einvoice/ubl';
import { creditNote, foreignBuyer, invoice, uaeBuyer } from '../helpers/einvoiceDocuments';

/**
 * The PINT AE e-invoices validated against the official OASIS UBL 2.1 schemas
 * (test/fixtures/ubl-2.1, unmodified) with libxml2's xmllint compiled to WebAssembly, so no system
 * package is needed. Each schema is compiled once: every document of its type (and the broken ones
 * that must be refused) goes through one xmllint run, and the report is read per file.
 */
const schemaRoot = join(__dirname, '..', 'fixtures', 'ubl-2.1', 'xsd');
/** Every schema module under its path relative to `xsd/`, so that the `../common/…` imports resolve. */
const modules: XMLFileInfo[] = ['maindoc', 'common'].flatMap((dir) =>
  readdirSync(join(schemaRoot, dir))
    .filter((name) => name.endsWith('.xsd'))
    .map((name) => ({ fileName: `${dir}/${name}`, contents: readFileSync(join(schemaRoot, dir, name), 'utf8') })),
);

async function validate(schema: string, documents: Record<string, string>): Promise<XMLValidationResult> {
  return validateXML({
    xml: Object.entries(documents).map(([fileName, contents]) => ({ fileName, contents })),
    schema: modules.filter((module) => module.fileName === schema),
    preload: modules.filter((module) => module.fileName !== schema),
  });
}

/** The messages xmllint reported for one file. */
const errorsOf = (result: XMLValidationResult, fileName: string): string[] => result.errors.filter((error) => error.loc?.fileName === fileName).map((error) => error.message);

const withoutAddress = { ...uaeBuyer, address: null };

/** A required element removed: an invoice without its issue date (`cbc:IssueDate`, 1..1). */
function withoutIssueDate(xml: string): string {
  const broken = xml.replace(/\s*<cbc:IssueDate>[^<]*<\/cbc:IssueDate>/, '');
  expect(broken).not.toBe(xml);
  return broken;
}

/** An element out of order: the credit note's `cbc:Note` moved after `cbc:DocumentCurrencyCode`. */
function noteAfterCurrency(xml: string): string {
  const note = /\n\s*<cbc:Note>[^<]*<\/cbc:Note>/.exec(xml);
  expect(note).not.toBeNull();
  const broken = xml.replace(note![0], '').replace(/(<cbc:DocumentCurrencyCode>[^<]*<\/cbc:DocumentCurrencyCode>)/, `$1${note![0]}`);
  expect(broken).not.toBe(xml);
  return broken;
}

describe('PINT AE e-invoices against the OASIS UBL 2.1 schemas', () => {
  let invoices: XMLValidationResult;
  let creditNotes: XMLValidationResult;

  beforeAll(async () => {
    invoices = await validate('maindoc/UBL-Invoice-2.1.xsd', {
      'invoice-uae-buyer.xml': ublInvoice(invoice(uaeBuyer)),
      'invoice-foreign-buyer.xml': ublInvoice(invoice(foreignBuyer)),
      'invoice-no-address.xml': ublInvoice(invoice(withoutAddress)),
      'invoice-without-issue-date.xml': withoutIssueDate(ublInvoice(invoice(uaeBuyer))),
    });
    creditNotes = await validate('maindoc/UBL-CreditNote-2.1.xsd', {
      'credit-note-uae-buyer.xml': ublCreditNote(creditNote(uaeBuyer)),
      'credit-note-foreign-buyer.xml': ublCreditNote(creditNote(foreignBuyer)),
      'credit-note-no-address.xml': ublCreditNote(creditNote(withoutAddress)),
      'credit-note-out-of-order.xml': noteAfterCurrency(ublCreditNote(creditNote(uaeBuyer))),
    });
  });

  it('loads the full schema set, unmodified (the hashes in SHA256SUMS), and compiles it', () => {
    const sums = readFileSync(join(schemaRoot, '..', 'SHA256SUMS'), 'utf8').trim().split('\n').map((line) => line.split(/\s+/));
    expect(modules.map((module) => [createHash('sha256').update(module.contents).digest('hex'), module.fileName]).sort()).toEqual(sums.sort());
    expect(modules.map((module) => module.fileName)).toEqual(expect.arrayContaining(['maindoc/UBL-Invoice-2.1.xsd', 'maindoc/UBL-CreditNote-2.1.xsd', 'common/UBL-CommonAggregateComponents-2.1.xsd', 'common/UBL-CommonBasicComponents-2.1.xsd']));
    for (const result of [invoices, creditNotes]) expect(result.rawOutput).not.toMatch(/failed to compile|failed to load|I\/O error/);
  });

  it.each([
    ['a tax invoice to a UAE buyer registered for VAT', 'invoice-uae-buyer.xml'],
    ['a tax invoice to a buyer outside the UAE without a TRN', 'invoice-foreign-buyer.xml'],
    ['a tax invoice to a recipient who has given no address', 'invoice-no-address.xml'],
  ])('%s validates against UBL-Invoice-2.1.xsd', (_, fileName) => {
    expect(errorsOf(invoices, fileName)).toEqual([]);
    expect(invoices.rawOutput).toContain(`${fileName} validates`);
  });

  it.each([
    ['a tax credit note to a UAE buyer registered for VAT', 'credit-note-uae-buyer.xml'],
    ['a tax credit note to a buyer outside the UAE without a TRN', 'credit-note-foreign-buyer.xml'],
    ['a tax credit note to a recipient who has given no address', 'credit-note-no-address.xml'],
  ])('%s validates against UBL-CreditNote-2.1.xsd', (_, fileName) => {
    expect(errorsOf(creditNotes, fileName)).toEqual([]);
    expect(creditNotes.rawOutput).toContain(`${fileName} validates`);
  });

  it('refuses an invoice without its issue date and a credit note with an element out of order', () => {
    expect(invoices.rawOutput).toContain('invoice-without-issue-date.xml fails to validate');
    expect(errorsOf(invoices, 'invoice-without-issue-date.xml').join('\n')).toMatch(/Expected is .*IssueDate/);
    expect(creditNotes.rawOutput).toContain('credit-note-out-of-order.xml fails to validate');
    expect(errorsOf(creditNotes, 'credit-note-out-of-order.xml').join('\n')).toMatch(/Note'?: This element is not expected/);
    expect([invoices.valid, creditNotes.valid]).toEqual([false, false]);
  });
});

import { DOMParser } from '@xmldom/xmldom';
import * as xpath from 'xpath';
import { ublCreditNote, ublInvoice, documentUuid, PINT_AE } from '../../src/engine/einvoice/ubl';
import { brokenRule } from '../../src/engine/einvoice/providers';
import { creditNote, foreignBuyer, invoice, seller, uaeBuyer } from '../helpers/einvoiceDocuments';

/**
 * The PINT AE e-invoices of a tax invoice and a tax credit note, read back by XPath against the
 * Ministry of Finance's mandatory fields: for a UAE buyer registered for VAT, and for a buyer
 * outside the UAE without a TRN (PINT AE's predefined "not subject" endpoint, no buyer VAT
 * identifier).
 */
const select = xpath.useNamespaces({
  inv: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cn: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
});

function parse(xml: string): Document {
  const errors: string[] = [];
  const doc = new DOMParser({ onError: (level, message) => errors.push(`${level}: ${message}`) }).parseFromString(xml, 'text/xml');
  expect(errors).toEqual([]);
  return doc as unknown as Document;
}

const texts = (doc: Document, path: string): string[] => (select(path, doc as unknown as Node) as Node[]).map((node) => node.textContent ?? '');
const text = (doc: Document, path: string): string | undefined => {
  const found = texts(doc, path);
  expect({ path, count: found.length }).toEqual({ path, count: 1 });
  return found[0];
};

/** The Ministry's mandatory fields both documents carry, by XPath from the document's root (`root`: `inv:Invoice` or `cn:CreditNote`). */
function expectCommonFields(doc: Document, root: string, expected: { number: string; id: string; issueDate: string; typeCode: string; transactionType: string }) {
  const at = (path: string) => `/${root}/${path}`;
  expect(text(doc, at('cbc:CustomizationID'))).toBe('urn:peppol:pint:billing-1@ae-1');
  expect(text(doc, at('cbc:ProfileID'))).toBe('urn:peppol:bis:billing');
  expect(text(doc, at('cbc:ProfileExecutionID'))).toBe(expected.transactionType);
  expect(text(doc, at('cbc:ID'))).toBe(expected.number);
  expect(text(doc, at('cbc:UUID'))).toBe(documentUuid(expected.id));
  expect(text(doc, at('cbc:IssueDate'))).toBe(expected.issueDate);
  expect(text(doc, at(root.startsWith('inv') ? 'cbc:InvoiceTypeCode' : 'cbc:CreditNoteTypeCode'))).toBe(expected.typeCode);
  expect(text(doc, at('cbc:DocumentCurrencyCode'))).toBe('AED');
  expect(text(doc, at('cbc:TaxCurrencyCode'))).toBe('AED');
  expect(text(doc, at('cac:PaymentMeans/cbc:PaymentMeansCode'))).toBe('30');
  // Supplier: name, address (street, city, emirate, country), TRN under the VAT scheme, electronic address (scheme 0235, its TIN).
  const supplier = at('cac:AccountingSupplierParty/cac:Party');
  expect(text(doc, `${supplier}/cac:PartyName/cbc:Name`)).toBe(seller.name);
  expect(text(doc, `${supplier}/cac:PartyLegalEntity/cbc:RegistrationName`)).toBe(seller.name);
  expect(text(doc, `${supplier}/cac:PostalAddress/cbc:StreetName`)).toBe('Office 1204');
  expect(text(doc, `${supplier}/cac:PostalAddress/cbc:CityName`)).toBe('Dubai');
  expect(text(doc, `${supplier}/cac:PostalAddress/cbc:CountrySubentity`)).toBe('DXB');
  expect(text(doc, `${supplier}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`)).toBe('AE');
  expect(text(doc, `${supplier}/cac:PartyTaxScheme/cbc:CompanyID`)).toBe(seller.trn);
  expect(text(doc, `${supplier}/cac:PartyTaxScheme/cac:TaxScheme/cbc:ID`)).toBe('VAT');
  expect(text(doc, `${supplier}/cbc:EndpointID`)).toBe('1002345678');
  expect(text(doc, `${supplier}/cbc:EndpointID/@schemeID`)).toBe('0235');
}

function expectBuyer(doc: Document, root: string, buyer: typeof uaeBuyer | typeof foreignBuyer) {
  const customer = `/${root}/cac:AccountingCustomerParty/cac:Party`;
  expect(text(doc, `${customer}/cac:PartyName/cbc:Name`)).toBe(buyer.name);
  expect(text(doc, `${customer}/cac:PartyLegalEntity/cbc:RegistrationName`)).toBe(buyer.name);
  expect(text(doc, `${customer}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`)).toBe(buyer.country);
  expect(text(doc, `${customer}/cbc:EndpointID/@schemeID`)).toBe('0235');
  expect(text(doc, `${customer}/cac:Contact/cbc:ElectronicMail`)).toBe(buyer.billing_email);
  if (buyer.trn === null) {
    // Not subject to UAE e-invoicing: PINT AE's predefined endpoint, and no buyer VAT identifier.
    expect(text(doc, `${customer}/cbc:EndpointID`)).toBe(PINT_AE.buyerNotSubject);
    expect(texts(doc, `${customer}/cac:PartyTaxScheme`)).toEqual([]);
    expect(text(doc, `${customer}/cac:PostalAddress/cbc:StreetName`)).toBe('Bahnhofstrasse 12');
    expect(text(doc, `${customer}/cac:PostalAddress/cbc:CityName`)).toBe('8001 Zürich');
    expect(texts(doc, `${customer}/cac:PostalAddress/cbc:CountrySubentity`)).toEqual([]);
  } else {
    expect(text(doc, `${customer}/cbc:EndpointID`)).toBe('1009876543');
    expect(text(doc, `${customer}/cac:PartyTaxScheme/cbc:CompanyID`)).toBe(buyer.trn);
    expect(text(doc, `${customer}/cac:PartyTaxScheme/cac:TaxScheme/cbc:ID`)).toBe('VAT');
    expect(text(doc, `${customer}/cac:PostalAddress/cbc:StreetName`)).toBe('Shop 3');
    expect(text(doc, `${customer}/cac:PostalAddress/cbc:AdditionalStreetName`)).toBe('Al Wahda Street, Al Majaz');
    expect(text(doc, `${customer}/cac:PostalAddress/cbc:CityName`)).toBe('Sharjah');
    expect(text(doc, `${customer}/cac:PostalAddress/cbc:CountrySubentity`)).toBe('SHJ');
  }
}

/** VAT breakdown per category (S, 5 %), the VAT total in the VAT currency, and the legal monetary totals. */
function expectTotals(doc: Document, root: string, totals: { net: string; vat: string; gross: string }) {
  const at = (path: string) => `/${root}/${path}`;
  expect(texts(doc, at('cac:TaxTotal/cbc:TaxAmount'))).toEqual([totals.vat, totals.vat]);
  expect(texts(doc, at('cac:TaxTotal/cbc:TaxAmount/@currencyID'))).toEqual(['AED', 'AED']);
  const subtotal = at('cac:TaxTotal/cac:TaxSubtotal');
  expect(text(doc, `${subtotal}/cbc:TaxableAmount`)).toBe(totals.net);
  expect(text(doc, `${subtotal}/cbc:TaxAmount`)).toBe(totals.vat);
  expect(text(doc, `${subtotal}/cac:TaxCategory/cbc:ID`)).toBe('S');
  expect(text(doc, `${subtotal}/cac:TaxCategory/cbc:Percent`)).toBe('5');
  expect(text(doc, `${subtotal}/cac:TaxCategory/cac:TaxScheme/cbc:ID`)).toBe('VAT');
  const monetary = at('cac:LegalMonetaryTotal');
  expect(text(doc, `${monetary}/cbc:LineExtensionAmount`)).toBe(totals.net);
  expect(text(doc, `${monetary}/cbc:TaxExclusiveAmount`)).toBe(totals.net);
  expect(text(doc, `${monetary}/cbc:TaxInclusiveAmount`)).toBe(totals.gross);
  expect(text(doc, `${monetary}/cbc:PayableAmount`)).toBe(totals.gross);
}

/** Each line: id, quantity with its unit code, net amount, item name, price, tax category, the line's VAT and amount with VAT. */
function expectLines(doc: Document, path: string, quantity: string, lines: ReadonlyArray<{ id: string; quantity: string; net: string; name: string; price: string; vat: string; gross: string }>) {
  expect(texts(doc, `${path}/cbc:ID`)).toEqual(lines.map((line) => line.id));
  expect(texts(doc, `${path}/${quantity}`)).toEqual(lines.map((line) => line.quantity));
  expect(texts(doc, `${path}/${quantity}/@unitCode`)).toEqual(lines.map(() => 'C62'));
  expect(texts(doc, `${path}/cbc:LineExtensionAmount`)).toEqual(lines.map((line) => line.net));
  expect(texts(doc, `${path}/cac:Item/cbc:Name`)).toEqual(lines.map((line) => line.name));
  expect(texts(doc, `${path}/cac:Price/cbc:PriceAmount`)).toEqual(lines.map((line) => line.price));
  expect(texts(doc, `${path}/cac:Item/cac:ClassifiedTaxCategory/cbc:ID`)).toEqual(lines.map(() => 'S'));
  expect(texts(doc, `${path}/cac:Item/cac:ClassifiedTaxCategory/cbc:Percent`)).toEqual(lines.map(() => '5'));
  expect(texts(doc, `${path}/cac:Item/cac:ClassifiedTaxCategory/cac:TaxScheme/cbc:ID`)).toEqual(lines.map(() => 'VAT'));
  expect(texts(doc, `${path}/cac:TaxTotal/cbc:TaxAmount`)).toEqual(lines.map((line) => line.vat));
  expect(texts(doc, `${path}/cac:ItemPriceExtension/cbc:Amount`)).toEqual(lines.map((line) => line.gross));
}

describe('PINT AE e-invoices (UBL 2.1)', () => {
  const invoiceLines = [
    { id: '1', quantity: '1', net: '228.57', name: 'Airport arrival DXB T3 to Downtown, sedan', price: '228.57', vat: '11.43', gross: '240.00' },
    { id: '2', quantity: '2', net: '380.95', name: 'Desert safari, 2 adults', price: '190.48', vat: '19.05', gross: '400.00' },
  ];

  it.each([
    ['a UAE buyer registered for VAT', uaeBuyer],
    ['a buyer outside the UAE without a TRN', foreignBuyer],
  ])('a tax invoice to %s carries every mandatory field', (_, buyer) => {
    const doc = parse(ublInvoice(invoice(buyer)));
    // The monthly invoice is a summary invoice (every supply of the month to one recipient): its flag is set, and its period stated.
    expectCommonFields(doc, 'inv:Invoice', { number: 'INV-2026-000042', id: 'inv_7Hq2Lm9Xc4Vn1Rt8Wk5P', issueDate: '2026-12-01', typeCode: '380', transactionType: '00010000' });
    expect(text(doc, '/inv:Invoice/cbc:DueDate')).toBe('2026-12-31');
    expect(text(doc, '/inv:Invoice/cac:InvoicePeriod/cbc:StartDate')).toBe('2026-11-01');
    expect(text(doc, '/inv:Invoice/cac:InvoicePeriod/cbc:EndDate')).toBe('2026-11-30');
    expectBuyer(doc, 'inv:Invoice', buyer);
    expectTotals(doc, 'inv:Invoice', { net: '609.52', vat: '30.48', gross: '640.00' });
    expectLines(doc, '/inv:Invoice/cac:InvoiceLine', 'cbc:InvoicedQuantity', invoiceLines);
    expect(texts(doc, '/inv:Invoice/cac:InvoiceLine/cac:Item/cbc:Description')).toEqual(['1 × Sedan, DXB T3 to Downtown at AED 240.00', '2 × Desert safari (adult) at AED 200.00']);
    expect(texts(doc, '/inv:Invoice/cac:InvoiceLine/cbc:Note')).toEqual(['Booking TR-7KQ2-M9XH, date of supply 2026-11-06', 'Booking AC-3JF8-Q2WE, date of supply 2026-12-02']);
  });

  it.each([
    ['a UAE buyer registered for VAT', uaeBuyer],
    ['a buyer outside the UAE without a TRN', foreignBuyer],
  ])('a tax credit note to %s carries every mandatory field and the original invoice', (_, buyer) => {
    const doc = parse(ublCreditNote(creditNote(buyer)));
    expectCommonFields(doc, 'cn:CreditNote', { number: 'CN-2026-000007', id: 'cn_3Fg7Hj2Kl9Mn4Pq8Rs1T', issueDate: '2026-12-04', typeCode: '381', transactionType: '00000000' });
    expect(text(doc, '/cn:CreditNote/cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')).toBe('INV-2026-000042');
    expect(text(doc, '/cn:CreditNote/cac:BillingReference/cac:InvoiceDocumentReference/cbc:IssueDate')).toBe('2026-12-01');
    expect(text(doc, '/cn:CreditNote/cbc:Note')).toBe('Cancelled by the partner on 4 December; cancellation fee AED 60 kept');
    expectBuyer(doc, 'cn:CreditNote', buyer);
    expectTotals(doc, 'cn:CreditNote', { net: '323.81', vat: '16.19', gross: '340.00' });
    expectLines(doc, '/cn:CreditNote/cac:CreditNoteLine', 'cbc:CreditedQuantity', [{ id: '1', quantity: '1', net: '323.81', name: 'Desert safari, 2 adults', price: '323.81', vat: '16.19', gross: '340.00' }]);
  });

  it('builds the same bytes every time, and escapes what the documents hold', () => {
    const odd = invoice({ ...uaeBuyer, name: 'Sand & Sea <Tours> "LLC"' });
    expect(ublInvoice(odd)).toBe(ublInvoice(odd));
    const doc = parse(ublInvoice(odd));
    expect(text(doc, '/inv:Invoice/cac:AccountingCustomerParty/cac:Party/cac:PartyName/cbc:Name')).toBe('Sand & Sea <Tours> "LLC"');
  });

  it('leaves out an address the recipient has not given, so that the provider can refuse it', () => {
    const doc = parse(ublInvoice(invoice({ ...uaeBuyer, address: null })));
    const address = '/inv:Invoice/cac:AccountingCustomerParty/cac:Party/cac:PostalAddress';
    expect(texts(doc, `${address}/cbc:StreetName`)).toEqual([]);
    expect(text(doc, `${address}/cac:Country/cbc:IdentificationCode`)).toBe('AE');
  });

  it("the simulator's business rules pass complete documents and name the first element missing", () => {
    for (const buyer of [uaeBuyer, foreignBuyer]) {
      expect(brokenRule(ublInvoice(invoice(buyer)))).toBeNull();
      expect(brokenRule(ublCreditNote(creditNote(buyer)))).toBeNull();
    }
    expect(brokenRule(ublInvoice(invoice({ ...foreignBuyer, address: 'Bahnhofstrasse 12' })))).toEqual({ code: 'SIM-AE-IBT-052', message: 'Buyer city (IBT-052) is mandatory' });
    expect(brokenRule(ublInvoice({ ...invoice(uaeBuyer), seller: { ...seller, trn: '12345' } }))).toEqual({ code: 'SIM-AE-IBT-031', message: 'Seller TRN (IBT-031) must be 15 digits starting with 1' });
    const withoutReference = ublCreditNote(creditNote(uaeBuyer)).replace(/<cac:BillingReference>[\s\S]*<\/cac:BillingReference>\n/, '');
    expect(brokenRule(withoutReference)).toEqual({ code: 'SIM-AE-IBT-025', message: 'A credit note must name the invoice it corrects (IBT-025)' });
    expect(brokenRule('not xml')).toEqual({ code: 'SIM-AE-XML', message: 'The document is not well-formed XML' });
  });
});

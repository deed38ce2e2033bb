import { createHash } from 'node:crypto';
import type { components } from '../../generated/openapi-types';
import { uaeDate } from '../../platform/uaeTime';
import { el, leaf, xmlDocument, type XmlElement } from './xml';

/**
 * Tax invoices and tax credit notes as PINT AE e-invoices: UBL 2.1 XML with the UAE's Peppol
 * specialisation (`urn:peppol:pint:billing-1@ae-1`, business process `urn:peppol:bis:billing`)
 * and the elements of the Ministry of Finance's mandatory-field list. Both builders take the
 * document as issued (its stored JSON) and nothing else, so the XML of a document is the same
 * bytes every time it is built.
 *
 * Where the stored documents hold less than PINT AE splits out, the rules are:
 * - an address is one text; its first line is the street (`StreetName`), later lines go to
 *   `AdditionalStreetName`; the city and, in the UAE, the emirate (`CountrySubentity`, PINT AE's
 *   emirate codes) are read from the emirate named in it (`EMIRATES`), else the last line is the city;
 * - the electronic address (`EndpointID`, scheme 0235, the UAE's Peppol identifier) is the
 *   party's TIN, the first ten digits of its TRN;
 * - a buyer without a UAE TRN (outside the UAE, or not registered for VAT) is not subject to UAE
 *   e-invoicing: PINT AE routes its documents to the FTA only, through the predefined endpoint
 *   `0235:9900000098`, and leaves out the buyer's tax scheme (no buyer VAT identifier);
 * - the supplies are standard rated (category `S`, 5 %) whoever the buyer is: transport and tours
 *   performed in the UAE are not exports, so the exports flag of the transaction type stays 0.
 */
export type Invoice = components['schemas']['Invoice'];
export type CreditNote = components['schemas']['CreditNote'];
/** The recipient as a document stores it: `country` null on a recipient that gave none (taken as the UAE). */
export type Recipient = components['schemas']['BillTo'];

/** What `ublInvoice` reads of a tax invoice: its stored part (never the live status). */
export type InvoiceDocument = Pick<Invoice, 'id' | 'number' | 'period' | 'issued_at' | 'due_date' | 'seller' | 'bill_to' | 'lines' | 'subtotal_aed' | 'vat_aed' | 'total_aed'>;

/** What `ublCreditNote` reads of a tax credit note. */
export type CreditNoteDocument = Pick<
  CreditNote,
  'id' | 'number' | 'issued_at' | 'reason' | 'invoice' | 'seller' | 'bill_to' | 'booking_reference' | 'service_date' | 'description' | 'difference_aed' | 'difference_net_aed' | 'vat_aed'
>;

export const PINT_AE = {
  customizationId: 'urn:peppol:pint:billing-1@ae-1',
  profileId: 'urn:peppol:bis:billing',
  /** Peppol's participant identifier scheme of the UAE (the TIN). */
  endpointScheme: '0235',
  /** PINT AE's predefined endpoint of a buyer not subject to UAE e-invoicing: the document goes to the FTA only. */
  buyerNotSubject: '9900000098',
  currency: 'AED',
  /** UNCL1001: tax invoice and tax credit note. */
  typeCode: { invoice: '380', creditNote: '381' },
  /** UNCL4461 credit transfer: invoices are paid into the operator's bank account (or were taken from the prepaid wallet). */
  paymentMeansCode: '30',
  /** UN/ECE recommendation 20 "one": a booking, a vehicle, a person. */
  unitCode: 'C62',
} as const;

/** The VAT category of every supply the operator invoices. */
const STANDARD_RATE = { id: 'S', percent: 5 } as const;

/**
 * The transaction type (`ProfileExecutionID`): eight flags in PINT AE's order. A monthly tax
 * invoice is a summary invoice (every supply of one calendar month to one recipient); a credit
 * note concerns one supply.
 */
const TRANSACTION_FLAGS = ['free_zone', 'deemed_supply', 'margin_scheme', 'summary_invoice', 'continuous_supply', 'disclosed_agent', 'e_commerce', 'exports'] as const;
type TransactionFlag = (typeof TRANSACTION_FLAGS)[number];
const transactionType = (flags: readonly TransactionFlag[]): string => TRANSACTION_FLAGS.map((flag) => (flags.includes(flag) ? '1' : '0')).join('');

/** The emirates as an address names them, with PINT AE's subdivision codes. */
const EMIRATES: ReadonlyArray<{ code: string; name: string; spellings: readonly string[] }> = [
  { code: 'AUH', name: 'Abu Dhabi', spellings: ['abu dhabi', 'al ain'] },
  { code: 'DXB', name: 'Dubai', spellings: ['dubai'] },
  { code: 'SHJ', name: 'Sharjah', spellings: ['sharjah'] },
  { code: 'AJM', name: 'Ajman', spellings: ['ajman'] },
  { code: 'UAQ', name: 'Umm Al Quwain', spellings: ['umm al quwain', 'umm al-quwain'] },
  { code: 'RAK', name: 'Ras Al Khaimah', spellings: ['ras al khaimah', 'ras al-khaimah'] },
  { code: 'FUJ', name: 'Fujairah', spellings: ['fujairah'] },
];

const NS = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

const money = (aed: number): string => aed.toFixed(2);
const amount = (name: string, aed: number): XmlElement | null => leaf(name, money(aed), { currencyID: PINT_AE.currency });
const issueDate = (issuedAt: string): string => uaeDate(new Date(issuedAt));

/** A stable UUID for a document (PINT AE's mandatory `UUID`), derived from its id so that every build gives the same XML. */
export function documentUuid(id: string): string {
  const hex = createHash('sha256').update(`pint-ae:${id}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The TIN a TRN starts with: the participant identifier under scheme 0235. */
export const tinOf = (trn: string): string => trn.replace(/[^0-9]/g, '').slice(0, 10);

/** Whether the recipient receives e-invoices in the UAE: registered for VAT there (a UAE TRN). */
export const buyerIsSubject = (recipient: Recipient): boolean => recipient.trn !== null && (recipient.country ?? 'AE') === 'AE';

interface SplitAddress {
  street: string | null;
  additional: string | null;
  city: string | null;
  subdivision: string | null;
  country: string;
}

/** One address text in PINT AE's parts (see the module's comment). */
export function splitAddress(address: string | null, country: string): SplitAddress {
  const parts = (address ?? '')
    .split(/\r?\n|,/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const lower = (address ?? '').toLowerCase();
  const emirate = country === 'AE' ? EMIRATES.find((candidate) => candidate.spellings.some((spelling) => lower.includes(spelling))) : undefined;
  const lastPart = parts.length > 1 ? (parts[parts.length - 1] as string) : null;
  return {
    street: parts[0] ?? null,
    additional: parts.length > 2 ? parts.slice(1, -1).join(', ') : null,
    city: emirate?.name ?? lastPart,
    subdivision: emirate?.code ?? null,
    country,
  };
}

function postalAddress(address: string | null, country: string): XmlElement {
  const parts = splitAddress(address, country);
  return el(
    'cac:PostalAddress',
    {},
    leaf('cbc:StreetName', parts.street),
    leaf('cbc:AdditionalStreetName', parts.additional),
    leaf('cbc:CityName', parts.city),
    leaf('cbc:CountrySubentity', parts.subdivision),
    el('cac:Country', {}, leaf('cbc:IdentificationCode', parts.country)),
  );
}

const vatScheme = (): XmlElement => el('cac:TaxScheme', {}, leaf('cbc:ID', 'VAT'));

function party(role: 'cac:AccountingSupplierParty' | 'cac:AccountingCustomerParty', who: { name: string; address: string | null; trn: string | null; country: string; email: string | null; endpoint: string }): XmlElement {
  return el(
    role,
    {},
    el(
      'cac:Party',
      {},
      leaf('cbc:EndpointID', who.endpoint, { schemeID: PINT_AE.endpointScheme }),
      el('cac:PartyName', {}, leaf('cbc:Name', who.name)),
      postalAddress(who.address, who.country),
      who.trn === null ? null : el('cac:PartyTaxScheme', {}, leaf('cbc:CompanyID', who.trn), vatScheme()),
      el('cac:PartyLegalEntity', {}, leaf('cbc:RegistrationName', who.name)),
      who.email === null ? null : el('cac:Contact', {}, leaf('cbc:ElectronicMail', who.email)),
    ),
  );
}

function supplier(seller: { name: string; address: string | null; trn: string }): XmlElement {
  return party('cac:AccountingSupplierParty', { name: seller.name, address: seller.address, trn: seller.trn, country: 'AE', email: null, endpoint: tinOf(seller.trn) });
}

function customer(recipient: Recipient): XmlElement {
  const subject = buyerIsSubject(recipient);
  return party('cac:AccountingCustomerParty', {
    name: recipient.name,
    address: recipient.address,
    trn: subject ? recipient.trn : null,
    country: recipient.country ?? 'AE',
    email: recipient.billing_email,
    endpoint: subject && recipient.trn !== null ? tinOf(recipient.trn) : PINT_AE.buyerNotSubject,
  });
}

const taxCategory = (name: 'cac:TaxCategory' | 'cac:ClassifiedTaxCategory'): XmlElement => el(name, {}, leaf('cbc:ID', STANDARD_RATE.id), leaf('cbc:Percent', STANDARD_RATE.percent), vatScheme());

/** The VAT of the document: the breakdown per category (one, standard rate), and the same total again in the VAT currency (AED). */
const taxTotals = (taxableAed: number, vatAed: number): XmlElement[] => [
  el('cac:TaxTotal', {}, amount('cbc:TaxAmount', vatAed), el('cac:TaxSubtotal', {}, amount('cbc:TaxableAmount', taxableAed), amount('cbc:TaxAmount', vatAed), taxCategory('cac:TaxCategory'))),
  el('cac:TaxTotal', {}, amount('cbc:TaxAmount', vatAed)),
];

const monetaryTotal = (netAed: number, grossAed: number): XmlElement =>
  el('cac:LegalMonetaryTotal', {}, amount('cbc:LineExtensionAmount', netAed), amount('cbc:TaxExclusiveAmount', netAed), amount('cbc:TaxInclusiveAmount', grossAed), amount('cbc:PayableAmount', grossAed));

interface LineValues {
  id: string;
  note: string | null;
  quantity: number;
  netAed: number;
  vatAed: number;
  grossAed: number;
  name: string;
  description: string | null;
  unitPriceAed: number;
}

function documentLine(kind: 'invoice' | 'creditNote', line: LineValues): XmlElement {
  const [element, quantity] = kind === 'invoice' ? ['cac:InvoiceLine', 'cbc:InvoicedQuantity'] : ['cac:CreditNoteLine', 'cbc:CreditedQuantity'];
  return el(
    element,
    {},
    leaf('cbc:ID', line.id),
    leaf('cbc:Note', line.note),
    leaf(quantity, line.quantity, { unitCode: PINT_AE.unitCode }),
    amount('cbc:LineExtensionAmount', line.netAed),
    // The line's VAT in AED (PINT AE's "VAT line amount in AED").
    el('cac:TaxTotal', {}, amount('cbc:TaxAmount', line.vatAed)),
    el('cac:Item', {}, leaf('cbc:Description', line.description), leaf('cbc:Name', line.name), taxCategory('cac:ClassifiedTaxCategory')),
    el('cac:Price', {}, amount('cbc:PriceAmount', line.unitPriceAed), leaf('cbc:BaseQuantity', 1, { unitCode: PINT_AE.unitCode })),
    // The line's amount with VAT (PINT AE's "invoice line amount in AED").
    el('cac:ItemPriceExtension', {}, amount('cbc:Amount', line.grossAed)),
  );
}

const supplyNote = (reference: string | null, serviceDate: string | null): string | null =>
  [reference === null ? null : `Booking ${reference}`, serviceDate === null ? null : `date of supply ${serviceDate}`].filter((part) => part !== null).join(', ') || null;

const AGE_BAND_WORDS: Readonly<Record<string, string>> = { adult: 'adult', child: 'child', infant: 'infant' };

/** What a line is made of, in words (`1 × Sedan … at AED 240.00; 2 × Desert safari (adult) at AED 200.00`): the item's description; the amounts are VAT included. */
function itemsOf(items: Invoice['lines'][number]['items']): string | null {
  if (items.length === 0) return null;
  return items
    .map((item) => `${item.quantity} × ${item.description}${item.age_band === null ? '' : ` (${AGE_BAND_WORDS[item.age_band] ?? item.age_band})`} at AED ${money(item.unit_price_aed)}`)
    .join('; ');
}

/** The period's first and last day (`YYYY-MM`). */
function periodDays(period: string): { start: string; end: string } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start: `${period}-01`, end: `${period}-${String(last).padStart(2, '0')}` };
}

const header = (id: string, number: string, issuedAt: string, flags: readonly TransactionFlag[]): XmlElement[] =>
  [
    leaf('cbc:UBLVersionID', '2.1'),
    leaf('cbc:CustomizationID', PINT_AE.customizationId),
    leaf('cbc:ProfileID', PINT_AE.profileId),
    leaf('cbc:ProfileExecutionID', transactionType(flags)),
    leaf('cbc:ID', number),
    leaf('cbc:UUID', documentUuid(id)),
    leaf('cbc:IssueDate', issueDate(issuedAt)),
  ].filter((element): element is XmlElement => element !== null);

/** A tax invoice as a PINT AE e-invoice (UBL 2.1 `Invoice`, type 380). */
export function ublInvoice(invoice: InvoiceDocument): string {
  const period = periodDays(invoice.period);
  const root = el(
    'Invoice',
    { xmlns: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2', 'xmlns:cac': NS.cac, 'xmlns:cbc': NS.cbc },
    ...header(invoice.id, invoice.number, invoice.issued_at, ['summary_invoice']),
    leaf('cbc:DueDate', invoice.due_date),
    leaf('cbc:InvoiceTypeCode', PINT_AE.typeCode.invoice),
    leaf('cbc:DocumentCurrencyCode', PINT_AE.currency),
    leaf('cbc:TaxCurrencyCode', PINT_AE.currency),
    el('cac:InvoicePeriod', {}, leaf('cbc:StartDate', period.start), leaf('cbc:EndDate', period.end)),
    supplier(invoice.seller),
    customer(invoice.bill_to),
    el('cac:PaymentMeans', {}, leaf('cbc:PaymentMeansCode', PINT_AE.paymentMeansCode), leaf('cbc:PaymentDueDate', invoice.due_date), leaf('cbc:PaymentID', invoice.number)),
    ...taxTotals(invoice.subtotal_aed, invoice.vat_aed),
    monetaryTotal(invoice.subtotal_aed, invoice.total_aed),
    ...invoice.lines.map((line, index) =>
      documentLine('invoice', {
        id: String(index + 1),
        note: supplyNote(line.booking_reference, line.service_date),
        quantity: line.quantity,
        netAed: line.amount_aed,
        vatAed: line.vat_aed,
        grossAed: line.total_aed,
        name: line.description,
        description: itemsOf(line.items),
        unitPriceAed: line.unit_price_aed,
      }),
    ),
  );
  return xmlDocument(root);
}

/** A tax credit note as a PINT AE e-invoice (UBL 2.1 `CreditNote`, type 381), referring to the tax invoice it corrects. */
export function ublCreditNote(creditNote: CreditNoteDocument): string {
  const root = el(
    'CreditNote',
    { xmlns: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2', 'xmlns:cac': NS.cac, 'xmlns:cbc': NS.cbc },
    ...header(creditNote.id, creditNote.number, creditNote.issued_at, []),
    leaf('cbc:CreditNoteTypeCode', PINT_AE.typeCode.creditNote),
    leaf('cbc:Note', creditNote.reason),
    leaf('cbc:DocumentCurrencyCode', PINT_AE.currency),
    leaf('cbc:TaxCurrencyCode', PINT_AE.currency),
    el('cac:BillingReference', {}, el('cac:InvoiceDocumentReference', {}, leaf('cbc:ID', creditNote.invoice.number), leaf('cbc:IssueDate', issueDate(creditNote.invoice.issued_at)))),
    supplier(creditNote.seller),
    customer(creditNote.bill_to),
    el('cac:PaymentMeans', {}, leaf('cbc:PaymentMeansCode', PINT_AE.paymentMeansCode), leaf('cbc:PaymentID', creditNote.number)),
    ...taxTotals(creditNote.difference_net_aed, creditNote.vat_aed),
    monetaryTotal(creditNote.difference_net_aed, creditNote.difference_aed),
    documentLine('creditNote', {
      id: '1',
      note: supplyNote(creditNote.booking_reference, creditNote.service_date),
      quantity: 1,
      netAed: creditNote.difference_net_aed,
      vatAed: creditNote.vat_aed,
      grossAed: creditNote.difference_aed,
      name: creditNote.description,
      description: creditNote.reason,
      unitPriceAed: creditNote.difference_net_aed,
    }),
  );
  return xmlDocument(root);
}

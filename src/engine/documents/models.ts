/**
 * What each printed document says, independent of its format: the HTML and the PDF of a document
 * are rendered from the same model. Models hold only plain data (they cross to the PDF worker and
 * are hashed into cache keys); amounts are AED strings made by the caller, never computed here.
 */

/** A generic document: titled sections of label/value rows (catalogues, settlements, proposals, guide cards). */
export interface DocumentModel {
  title: string;
  subtitle?: string;
  /** Test-key documents are stamped as such on every page. */
  sandbox: boolean;
  /** The partner's name in place of the operator's, when white-labelled. */
  brandName: string;
  accentHex?: string;
  /** `keepTogether`: the section starts a new page rather than run over one (a job on the drivers' sheet), when it fits on a page. */
  /** `newPage`: the section starts a page of its own (the next driver's day on the job sheet). */
  sections: Array<{ heading: string; rows: Array<[string, string]>; keepTogether?: boolean; newPage?: boolean }>;
  footer?: string;
}

/** A QR code on the first page of a PDF: `side` points square, quiet zone included, its lower left corner at (x, y) from the page's lower left. */
export interface PdfQrCode {
  text: string;
  x: number;
  y: number;
  side: number;
}

/** An image printed in both formats: base64 text, which crosses to the PDF worker and hashes into cache keys as it is. */
export interface LogoModel {
  type: 'image/png' | 'image/jpeg';
  base64: string;
}

/** Whose name, colour and logo a document carries. */
export interface BrandModel {
  name: string;
  /** `#RRGGBB`. */
  accentHex: string;
  /** Shown by the HTML only: the PDF never fetches anything. */
  logoUrl?: string | null;
  /** PNG or JPEG bytes for the PDF; without them the PDF prints the name in the accent colour. */
  logoBytes?: Uint8Array | null;
}

export interface DriverModel {
  name: string;
  phone: string;
  plate: string;
}

/** A transfer, activity or client booking voucher: one layout, the fields a variant has. */
export interface VoucherModel {
  variant: 'transfer' | 'activity' | 'client';
  brand: BrandModel;
  title: string;
  /** The booking's reference a person reads out (`TR-7KQ2-M9XH`): the big number. */
  reference: string;
  /** As people read it: `Confirmed`, `Driver assigned`. */
  status: string;
  sandbox: boolean;
  travellers: string[];
  phone: string | null;
  /** `2 passengers, 3 bags` or `2 adults, 1 child`. */
  party: string;
  /** When the service starts, an ISO instant (printed in UAE time). */
  startsAt: string;
  /** The label of `startsAt`: `Pickup`, `Starts`. */
  startsLabel: string;
  /** Human place names. */
  from: string | null;
  to: string | null;
  /** Further label/value rows of the service (product, duration, vehicle, includes …). */
  details: Array<[string, string]>;
  flightNumber: string | null;
  /** Printed under the flight for arrivals: `Free waiting: 60 minutes after the flight lands`. */
  freeWaiting: string | null;
  meetingPoint: string;
  /** What to do when nobody is there; the emergency phone is added by the renderer. */
  driverNotThere: string;
  /** The operator's 24-hour phone as printed (the stored record's, or a marked example). */
  emergencyPhone: string;
  /** E.164 for the `tel:` link; null when the number is an example that rings nobody. */
  emergencyTel: string | null;
  driver: DriverModel | null;
  agencyReference: string | null;
  cancellation: string;
  notes: string | null;
  /** The traveller's live page (`/trip/<token>`), printed as a link and a QR code; absent or null for a booking without a pickup. */
  trackingUrl?: string | null;
}

/** The page a driver holds up in the arrivals hall. */
export interface NameBoardModel {
  brand: BrandModel | null;
  travellerName: string;
  flightNumber: string | null;
  reference: string;
  /** The partner's own reference, beside ours, for a driver asked for either. */
  agencyReference?: string | null;
  /** The job: from where to where, each place by its name and address, under the name; none where the booking does not say. */
  route?: string | null;
  sandbox: boolean;
}

export interface InvoiceLineModel {
  /** The date of supply (the day of service), `YYYY-MM-DD`; null when not known. */
  date: string | null;
  /** The day the line was charged, which puts it on this invoice; printed when it differs from the date of supply. */
  chargedOn?: string | null;
  reference: string | null;
  description: string;
  /** Excluding VAT, AED text (`1234.50`). */
  amount: string;
  /** The line's VAT rate as printed (`5%`) and its VAT, AED text; a model without them prints none. */
  vatRate?: string;
  vat?: string;
  /** What the line charged, VAT included, AED text (`amount` + `vat`). */
  total?: string;
  /** The units supplied (a vehicle, a person by age band, an hour): quantity × unit price, VAT included; they add up to `total`. */
  items?: InvoiceItemModel[];
}

/** One unit supplied on an invoice line, as printed: `2` `person (adult)` `Adult` at `97.50` = `195.00`, VAT included. */
export interface InvoiceItemModel {
  description: string;
  quantity: number;
  /** What one of `quantity` is, in words (`vehicle`, `person, adult`, `hour`). */
  unit: string;
  /** AED text, VAT included. */
  unitPrice: string;
  amount: string;
}

export interface InvoiceModel {
  number: string;
  /** `YYYY-MM-DD` or an ISO instant. */
  issueDate: string;
  dueDate: string;
  status: string;
  /** An invoice as issued (stored at its close): it prints the facts of its issue only, no status row that could change after. */
  asIssued?: boolean;
  /** The operator's legal name, address and TRN as printed (a test document's may be marked examples), and its logo. */
  seller: { name: string; trn: string; address?: string | null; logo?: LogoModel | null };
  /**
   * The recipient: its legal name, address, country (as printed, `United Kingdom (GB)`) and TRN
   * where registered; `outsideUae` when its registered address is in another country, which the
   * invoice says.
   */
  buyer: { name: string; trn: string | null; email: string | null; address?: string | null; country?: string | null; outsideUae?: boolean };
  /** The running draft of a period not yet closed: marked "Draft — not a tax invoice" on every page, never numbered. */
  draft?: boolean;
  /** Which charges the invoice covers, as its title says (`Services charged in October 2026`). */
  coverage?: string;
  /** The day a paid invoice was paid, printed instead of a due date; null while it is due. */
  paidOn?: string | null;
  lines: InvoiceLineModel[];
  subtotal: string;
  vat: string;
  total: string;
  paid: string;
  due: string;
  paymentTerms: string;
  sandbox: boolean;
}

export interface StatementEntryModel {
  date: string;
  /** What the line is, in words (`Charge`, `Cancellation fee`, `Refund`, `Top-up` …). */
  type: string;
  /** The tax invoice that invoices a charge, and the credit note a refund issued; printed beside the reference. */
  invoiceNumber?: string | null;
  creditNoteNumber?: string | null;
  reference: string;
  description: string;
  /** Signed AED text: charges positive, payments negative. */
  amount: string;
  balance: string;
}

export interface StatementModel {
  /** The operator's legal name as printed (a test document's may be a marked example). */
  operatorName: string;
  operatorLogo?: LogoModel | null;
  /** `YYYY-MM`. */
  period: string;
  account: string;
  issuedAt: string;
  openingBalance: string;
  charges: string;
  /** Refunds and credits for bookings, apart from payments received; a model without them prints none. */
  refunds?: string;
  payments: string;
  closingBalance: string;
  /** The month's tax invoice total and its credit notes' total: charges − refunds = invoiced − credited. */
  invoiced?: string;
  credited?: string;
  /** The tax credit notes issued in the month. */
  creditNotes?: Array<{ number: string; issuedAt: string; invoiceNumber: string; bookingReference: string | null; difference: string }>;
  entries: StatementEntryModel[];
  openInvoices: Array<{ number: string; dueDate: string; status: string; amountDue: string }>;
  /** The tax invoices of the month (the charges of the month), by number, status and total. */
  invoices?: Array<{ number: string; status: string; total: string }>;
  sandbox: boolean;
}

/** What a voucher says beside the QR code of the traveller's live page. */
export const TRACKING_LINE = 'Scan the code or open the link on the day: your driver\'s name, phone and car once assigned, and where your driver is on the way to you.';

/** The stamp every test-key document carries on every page. */
export const TEST_STAMP = 'TEST — issued with a test key; not a real booking';
export const DEFAULT_ACCENT = '#1F4E79';

export const accentOf = (hex: string | null | undefined): string => (hex && /^#[0-9A-Fa-f]{6}$/.test(hex) ? hex.toUpperCase() : DEFAULT_ACCENT);

/**
 * A UAE tax credit note (VAT Executive Regulation, Article 60) as printed: the supplier and the
 * recipient as they were at issue, the original tax invoice, the supply it concerns, the value on
 * the invoice, the value before and after the note, the difference and the VAT on it. Amounts
 * are AED text (`1234.50`), dates `YYYY-MM-DD` or ISO instants.
 */
export interface CreditNoteModel {
  number: string;
  issueDate: string;
  seller: { name: string; trn: string; address?: string | null; logo?: LogoModel | null };
  buyer: { name: string; trn: string | null; email: string | null; address?: string | null; country?: string | null };
  invoiceNumber: string;
  invoiceDate: string;
  reason: string;
  bookingReference: string | null;
  serviceDate: string | null;
  description: string;
  invoicedValue: string;
  valueBefore: string;
  correctedValue: string;
  difference: string;
  differenceNet: string;
  vatRate: string;
  vat: string;
  sandbox: boolean;
}

/**
 * Document models from the API's own objects: whichever storage a section keeps its bookings in,
 * it hands the booking as the contract describes it, and the printed document follows.
 */
import type { components } from '../../generated/openapi-types';
import { aedText, monthName, placeName, shortDate, statusName, uaeDate, uaeDateTime } from './format';
import type { DocumentOperator } from '../operatorIdentity';
import type { BookingOutline, BookingRow } from '../bookingRow';
import { deskPaymentLabel, languageLabel } from '../labels';
import { atAirport, locationText, type ResolvedTripLocation } from '../locations';
import { accentOf, type BrandModel, type CreditNoteModel, type InvoiceModel, type NameBoardModel, type StatementModel, type VoucherModel } from './models';

type TransportBooking = components['schemas']['TransportBooking'];
type ActivityBooking = components['schemas']['ActivityBooking'];
type ActivityProduct = components['schemas']['ActivityProduct'];
type ClientBooking = components['schemas']['ClientBooking'];
type Invoice = components['schemas']['Invoice'];
type CreditNote = components['schemas']['CreditNote'];
type InvoiceSummary = components['schemas']['InvoiceSummary'];
type Statement = components['schemas']['Statement'];
type Traveller = components['schemas']['Traveller'];

/** The free waiting of a client booking, which does not carry it: as for a transport booking. */
const CLIENT_WAITING_MINUTES = { arrival: 60, departure: 15 } as const;
const waitingLine = (arrival: boolean, minutes: number): string =>
  arrival ? `Free waiting: ${minutes} minutes after the flight lands` : `Your driver arrives 10 minutes early; free waiting: ${minutes} minutes`;
const DRIVER_NOT_THERE = 'stay where you are and do not leave with anyone else: we find your driver or send another.';

const fullName = (traveller: Traveller): string => `${traveller.first_name} ${traveller.last_name}`.trim();
const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** The booking's brand: the partner's name and colour. */
export const brandOf = (name: string, accentHex?: string | null, logoUrl?: string | null): BrandModel => ({ name, accentHex: accentOf(accentHex), logoUrl: logoUrl ?? null });

/** A free-cancellation deadline that has passed (null) is never printed as free. */
function cancellationLine(freeUntil: string | null, latePercent: number): string {
  if (freeUntil === null) return `No free cancellation: cancelling costs ${latePercent}%, 100% for a no-show.`;
  return `Free cancellation until ${uaeDateTime(freeUntil)}; ${latePercent}% after that, 100% for a no-show.`;
}

function arrivalMeeting(terminalPlace: string): string {
  return `Your driver waits in the arrivals hall of ${terminalPlace}, after customs, with a name board showing the traveller's name.`;
}

function departureMeeting(place: string): string {
  return `Your driver meets you at the main entrance of your hotel or building in ${place}; be ready in the lobby at the pickup time.`;
}

/** Where the traveller meets the driver at the pickup, as the voucher tells them: the place by its name and address. */
function meetingAt(pickup: ResolvedTripLocation): string {
  if (atAirport(pickup)) return arrivalMeeting(pickup.name);
  switch (pickup.type) {
    case 'zone':
      return departureMeeting(pickup.name);
    case 'cruise_terminal':
      return `Your driver waits outside the passenger exit of ${locationText(pickup)}, with a name board showing the traveller's name.`;
    case 'hotel':
      return `Your driver meets you at the main entrance of ${locationText(pickup)}; be ready in the lobby at the pickup time.`;
    case 'coordinates':
      return `Your driver meets you at ${locationText(pickup)}; be there at the pickup time.`;
    default:
      return `Your driver meets you at the main entrance of ${locationText(pickup)}; be there at the pickup time.`;
  }
}

/** The operator's 24-hour line, as a voucher prints it. */
const emergencyLine = (operator: DocumentOperator): Pick<VoucherModel, 'emergencyPhone' | 'emergencyTel'> => ({ emergencyPhone: operator.phone24h, emergencyTel: operator.phone24hTel });

/** A transfer as its voucher reads it, whichever section sold it: its two ends as the booking keeps them. */
interface TransferTrip {
  pickup_location: ResolvedTripLocation;
  dropoff_location: ResolvedTripLocation;
  traveller: Traveller;
  passengers: number;
  bags: number;
  driver: { name: string; phone: string; vehicle_plate: string } | null;
}

/** What every transfer's voucher says: who and how many, from and to (each place by its name and address), where to meet, whom to call. */
function transferFields(trip: TransferTrip, operator: DocumentOperator) {
  return {
    variant: 'transfer',
    title: 'Transfer voucher',
    travellers: [fullName(trip.traveller)],
    phone: trip.traveller.phone ?? null,
    party: `${plural(trip.passengers, 'passenger', 'passengers')}, ${plural(trip.bags, 'bag', 'bags')}`,
    startsLabel: 'Pickup',
    from: locationText(trip.pickup_location),
    to: locationText(trip.dropoff_location),
    meetingPoint: meetingAt(trip.pickup_location),
    driverNotThere: DRIVER_NOT_THERE,
    ...emergencyLine(operator),
    driver: trip.driver ? { name: trip.driver.name, phone: trip.driver.phone, plate: trip.driver.vehicle_plate } : null,
  } satisfies Partial<VoucherModel>;
}

export function voucherFromTransportBooking(booking: TransportBooking, brand: BrandModel, operator: DocumentOperator): VoucherModel {
  const arrival = atAirport(booking.pickup_location);
  return {
    ...transferFields(booking, operator),
    brand,
    reference: booking.reference,
    status: statusName(booking.status),
    sandbox: booking.sandbox,
    startsAt: booking.pickup.at,
    details: [['Vehicle', booking.vehicle.description]],
    flightNumber: booking.pickup.flight_number,
    freeWaiting: waitingLine(arrival, booking.pickup.free_waiting_minutes),
    agencyReference: booking.agency_reference,
    cancellation: cancellationLine(booking.cancellation.free_until, booking.cancellation.late_cancellation_fee_percent),
    notes: null,
  };
}

const party = ({ adults, children, infants }: ActivityBooking['guests']): string =>
  [plural(adults, 'adult', 'adults'), ...(children > 0 ? [plural(children, 'child', 'children')] : []), ...(infants > 0 ? [plural(infants, 'infant', 'infants')] : [])].join(', ');

const hours = (minutes: number): string => {
  const whole = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? plural(whole, 'hour', 'hours') : `${whole} h ${rest} min`;
};

export function voucherFromActivityBooking(booking: ActivityBooking, product: ActivityProduct, brand: BrandModel, operator: DocumentOperator): VoucherModel {
  const details: Array<[string, string]> = [
    ['Activity', product.name],
    ['Duration', `About ${hours(product.duration_minutes)}`],
  ];
  if (booking.vehicles !== null && product.vehicle) details.push(['Vehicle', `${booking.vehicles} × ${product.vehicle.description}`]);
  if (booking.language) details.push(['Language', languageLabel(booking.language)]);
  details.push(['Includes', product.includes.join('; ')]);
  const pickup = booking.pickup;
  if (pickup) details.unshift(['Hotel pickup', `${pickup.time} at ${pickup.hotel} (${placeName(pickup.zone)})`]);
  return {
    variant: 'activity',
    brand,
    title: 'Tour and activity voucher',
    reference: booking.reference,
    status: statusName(booking.status),
    sandbox: booking.sandbox,
    travellers: [fullName(booking.lead_traveller)],
    phone: booking.lead_traveller.phone ?? null,
    party: party(booking.guests),
    startsAt: booking.starts_at,
    startsLabel: 'Starts',
    from: null,
    to: null,
    details,
    flightNumber: null,
    freeWaiting: null,
    meetingPoint: pickup
      ? `Wait in the lobby of ${pickup.hotel} from ${pickup.time}: the guide or driver asks for the lead traveller by name. Show this voucher, printed or on a phone.`
      : `${product.meeting.meeting_point ?? 'At the entrance'}. Show this voucher, printed or on a phone, to the guide or at the entrance.`,
    driverNotThere: 'wait at the meeting point and keep this voucher at hand.',
    ...emergencyLine(operator),
    driver: null,
    agencyReference: booking.agency_reference,
    cancellation: cancellationLine(booking.cancellation.free_until, booking.cancellation.late_cancellation_fee_percent),
    notes: booking.notes,
  };
}

/** The brand a client booking prints: the partner's, or (mode `none`) the operator's plain one. */
export const brandOfClientBooking = (booking: ClientBooking): BrandModel | null =>
  booking.brand.mode === 'partner' && booking.brand.name ? brandOf(booking.brand.name, booking.brand.accent_hex) : null;

/** A booking without a brand (mode `none`) prints no brand at all, as the partner asked. */
export function voucherFromClientBooking(booking: ClientBooking, operator: DocumentOperator): VoucherModel {
  const { service } = booking;
  const hire = service.type === 'chauffeur_hire';
  const arrival = !hire && atAirport(service.pickup_location);
  const from = locationText(service.pickup_location);
  const to = service.dropoff_location ? locationText(service.dropoff_location) : null;
  const details: Array<[string, string]> = [['Vehicle', service.vehicle.description]];
  if (hire) details.push(['Hire', `At your disposal for ${plural(service.hours ?? 0, 'hour', 'hours')}`]);
  return {
    variant: 'client',
    brand: brandOfClientBooking(booking) ?? brandOf('', null),
    title: hire ? 'Chauffeur hire voucher' : 'Transfer voucher',
    reference: booking.reference,
    status: statusName(booking.status),
    sandbox: booking.sandbox,
    travellers: [fullName(booking.lead_traveller)],
    phone: booking.lead_traveller.phone ?? null,
    party: [plural(service.passengers, 'passenger', 'passengers'), plural(service.bags, 'bag', 'bags'), ...(service.child_seats > 0 ? [plural(service.child_seats, 'child seat', 'child seats')] : [])].join(', '),
    startsAt: service.pickup_at,
    startsLabel: 'Pickup',
    from,
    to,
    details,
    flightNumber: service.flight_number,
    freeWaiting: hire ? null : waitingLine(arrival, arrival ? CLIENT_WAITING_MINUTES.arrival : CLIENT_WAITING_MINUTES.departure),
    meetingPoint: meetingAt(service.pickup_location),
    driverNotThere: DRIVER_NOT_THERE,
    ...emergencyLine(operator),
    driver: booking.driver ? { name: booking.driver.name, phone: booking.driver.phone, plate: booking.driver.vehicle_plate } : null,
    agencyReference: booking.agency_reference,
    cancellation: cancellationLine(booking.cancellation.free_until, booking.cancellation.late_cancellation_fee_percent),
    notes: booking.notes,
  };
}

type DeskSale = components['schemas']['DeskSale'];
type CorporateTransfer = components['schemas']['CorporateTransfer'];

const guests = (adults: number, children: number): string => [plural(adults, 'adult', 'adults'), ...(children > 0 ? [plural(children, 'child', 'children')] : [])].join(', ');

/** What the voucher of a desk sale says of its catalogue item, looked up by the section. */
export interface DeskSaleItem {
  description: string;
  durationHours: number | null;
  /** The vehicle's description, for a transfer or a vehicle hire. */
  vehicle: string | null;
  /** A transfer's airport and the zone at its other end. */
  route: { airport: string; zone: string } | null;
}

/**
 * A hotel guest's voucher for what the desk sold: the service, the pickup at the hotel at the time
 * sold, what the guest paid and to whom a change is asked (the desk, which sold it).
 */
export function voucherFromDeskSale(sale: DeskSale, item: DeskSaleItem | null, brand: BrandModel, operator: DocumentOperator): VoucherModel {
  const tour = sale.item.category !== 'transfer' && sale.item.category !== 'vehicle_hire';
  // Sold at the hotel with a pickup there, a transfer runs from the hotel (in its zone) to the airport.
  const route = sale.item.category === 'transfer' ? (item?.route ?? null) : null;
  const details: Array<[string, string]> = route ? [['Service', 'Private transfer, one way']] : [[tour ? 'Tour' : 'Service', sale.item.name]];
  if (item?.durationHours) details.push(['Duration', `About ${plural(item.durationHours, 'hour', 'hours')}`]);
  if (item?.vehicle) details.push(['Vehicle', item.vehicle]);
  if (item?.description && !route) details.push([tour ? 'Includes' : 'About', item.description]);
  const paid = sale.payment_method === 'room_charge' ? 'charged to your room' : `${deskPaymentLabel(sale.payment_method)} at the hotel desk`;
  details.push(['Paid', `AED ${aedText(sale.price.guest_paid_aed)}, ${paid}`]);
  const time = sale.service.time;
  // A transfer sold with its exact places names them; one sold without runs from the guest's hotel, in the item's zone.
  const placed = route && sale.pickup_location && sale.pickup_location.type !== 'zone' ? sale.pickup_location : null;
  return {
    variant: tour ? 'activity' : 'transfer',
    brand,
    title: tour ? 'Tour voucher' : sale.item.category === 'vehicle_hire' ? 'Chauffeur hire voucher' : 'Transfer voucher',
    reference: sale.reference,
    // A settled sale is one whose desk day was closed: to the guest it is as booked as ever.
    status: statusName('confirmed'),
    sandbox: sale.sandbox,
    travellers: [fullName(sale.guest)],
    phone: sale.guest.phone ?? null,
    party: guests(sale.adults, sale.children),
    startsAt: sale.service.at,
    startsLabel: placed ? 'Pickup' : 'Hotel pickup',
    from: placed ? locationText(placed) : route ? `Your hotel, ${placeName(route.zone)}` : null,
    to: placed && sale.dropoff_location ? locationText(sale.dropoff_location) : route ? placeName(route.airport) : null,
    details,
    flightNumber: null,
    freeWaiting: null,
    meetingPoint: tour
      ? `Wait in the lobby of your hotel from ${time}: the guide or driver asks for ${fullName(sale.guest)} at the front desk. Show this voucher, printed or on a phone.`
      : placed
        ? meetingAt(placed)
        : `Your driver meets you in the lobby of your hotel at ${time} and asks for ${fullName(sale.guest)} at the front desk; be ready a few minutes early.`,
    driverNotThere: tour ? 'stay in the lobby with this voucher at hand; the hotel desk can ring us for you.' : DRIVER_NOT_THERE,
    ...emergencyLine(operator),
    driver: null,
    agencyReference: null,
    cancellation: 'To change or cancel, ask the hotel desk that sold this voucher.',
    notes: sale.notes,
  };
}

/** What a corporate transfer's voucher is made from: its booking as booked, with the state it is in. */
export interface CorporateTransferLine {
  reference: string;
  status: string;
  sandbox: boolean;
  traveller: Traveller;
  transfer: CorporateTransfer;
  pickup_location: ResolvedTripLocation;
  dropoff_location: ResolvedTripLocation;
  pickup_at: string;
  notes: string | null;
  driver: { name: string; phone: string; vehicle_plate: string } | null;
}

/** An employee's transfer voucher: who travels, where and when, and whom to ask for a change (the company's travel manager). */
export function voucherFromCorporateTransfer(line: CorporateTransferLine, vehicle: string, brand: BrandModel, operator: DocumentOperator): VoucherModel {
  const { transfer } = line;
  const arrival = atAirport(line.pickup_location);
  return {
    ...transferFields({ pickup_location: line.pickup_location, dropoff_location: line.dropoff_location, passengers: transfer.passengers, bags: transfer.bags, traveller: line.traveller, driver: line.driver }, operator),
    brand,
    reference: line.reference,
    status: statusName(line.status),
    sandbox: line.sandbox,
    startsAt: line.pickup_at,
    details: [['Vehicle', vehicle]],
    flightNumber: transfer.flight_number ?? null,
    freeWaiting: waitingLine(arrival, arrival ? CLIENT_WAITING_MINUTES.arrival : CLIENT_WAITING_MINUTES.departure),
    agencyReference: null,
    cancellation: 'To change or cancel, ask your company\'s travel manager.',
    notes: line.notes,
  };
}

/** Latin names in capitals, read from afar; Arabic has no case and is left as written. */
export const boardName = (name: string): string => (/[\u0600-\u06FF]/.test(name) ? name : name.toUpperCase());

/**
 * The name board of any booking with a pickup, from its row and its section's outline: whichever
 * section booked it, a driver holds up the same page. `booking` is stamped with its partition.
 */
export function nameBoardFromBooking(booking: Pick<BookingRow<unknown>, 'reference' | 'agency_reference'> & { sandbox: boolean }, pickup: NonNullable<BookingOutline['pickup']>, brand: BrandModel | null, route: string | null = null): NameBoardModel {
  return {
    brand,
    travellerName: boardName(pickup.name.trim()),
    flightNumber: pickup.flightNumber,
    reference: booking.reference,
    agencyReference: booking.agency_reference,
    route,
    sandbox: booking.sandbox,
  };
}

/** What a paid invoice says of its payment, or an open one of its due date: never both. */
function paymentLine(invoice: Invoice): string {
  if (invoice.status === 'paid') {
    const payment = invoice.payment;
    if (!payment) return 'Paid in full: nothing is due.';
    if (payment.method === 'prepaid_wallet') return `Paid on ${shortDate(payment.paid_on)} from the prepaid wallet: each booking was paid from the wallet when it was charged. Nothing is due.`;
    return `Paid on ${shortDate(payment.paid_on)} by the payment received${payment.reference ? ` (reference ${payment.reference})` : ''}. Nothing is due.`;
  }
  if (invoice.status === 'void') return 'This invoice was cancelled by the trade desk: nothing is due.';
  const due = `AED ${aedText(invoice.amount_due_aed)}`;
  const when = uaeDate(invoice.due_date);
  return invoice.status === 'overdue'
    ? `Payment of ${due} was due by ${when} and is overdue: please pay by bank transfer quoting invoice ${invoice.number}.`
    : `Payment of ${due} is due by ${when}, by bank transfer quoting invoice ${invoice.number}.`;
}

type InvoiceLineItem = components['schemas']['InvoiceLineItem'];

/** `United Kingdom (GB)` of an ISO 3166-1 alpha-2 code, in English as the invoice is written. */
export const countryLabel = (code: string): string => `${new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code} (${code})`;

/** What one of an item's quantity is, in words (`vehicle`, `person`, `hour`): an item per person names its age band itself. */
const unitWords = (item: InvoiceLineItem): string => item.unit;

/**
 * `operator`: the seller as printed (its address, a test document's marked example); without it,
 * the invoice's own seller. `buyerTrn` overrides the recipient's TRN of the invoice. `draft`: the
 * running draft of a period not yet closed, marked "Draft — not a tax invoice".
 */
export function invoiceModelFromInvoice(invoice: Invoice, buyerTrn: string | null = null, operator: DocumentOperator | null = null, draft = false): InvoiceModel {
  const paid = invoice.status === 'paid';
  const country = invoice.bill_to.country;
  return {
    number: invoice.number,
    issueDate: invoice.issued_at,
    dueDate: invoice.due_date,
    status: statusName(invoice.status),
    seller: operator ? { name: operator.name, trn: operator.trn, address: operator.address, logo: operator.logo } : { name: invoice.seller.name, trn: invoice.seller.trn, address: invoice.seller.address },
    buyer: {
      name: invoice.bill_to.name,
      trn: buyerTrn ?? invoice.bill_to.trn,
      email: invoice.bill_to.billing_email,
      address: invoice.bill_to.address,
      country: country ? countryLabel(country) : null,
      outsideUae: country !== null && country !== 'AE',
    },
    ...(draft ? { draft: true } : {}),
    coverage: `Services charged in ${monthName(invoice.period)}`,
    paidOn: paid ? (invoice.payment?.paid_on ?? null) : null,
    lines: invoice.lines.map((line) => ({
      date: line.service_date,
      chargedOn: line.charged_on,
      reference: line.booking_reference ?? line.booking_id,
      description: line.description,
      amount: aedText(line.amount_aed),
      vatRate: `${line.vat_rate_percent}%`,
      vat: aedText(line.vat_aed),
      total: aedText(line.total_aed),
      items: line.items.map((item) => ({ description: item.description, quantity: item.quantity, unit: unitWords(item), unitPrice: aedText(item.unit_price_aed), amount: aedText(item.amount_aed) })),
    })),
    subtotal: aedText(invoice.subtotal_aed),
    vat: aedText(invoice.vat_aed),
    total: aedText(invoice.total_aed),
    paid: aedText(invoice.amount_paid_aed),
    due: aedText(invoice.amount_due_aed),
    paymentTerms: draft
      ? `A draft of the services charged so far in ${monthName(invoice.period)}: the tax invoice is issued, numbered, at the close of the month. Amounts in UAE dirhams (AED); VAT at 5%.`
      : `${paymentLine(invoice)} Each line is invoiced in the month it was charged (${monthName(invoice.period)}), dated with its date of supply. Amounts in UAE dirhams (AED); VAT at 5%.`,
    sandbox: invoice.sandbox,
  };
}

/** Each kind of statement line as the statement prints it. */
const STATEMENT_KIND_WORDS: Readonly<Record<Statement['lines'][number]['kind'], string>> = {
  charge: 'Charge',
  cancellation_fee: 'Cancellation fee',
  refund: 'Refund',
  adjustment: 'Adjustment',
  topup: 'Top-up',
  payment: 'Payment',
  reversal: 'Reversal',
};

export function statementModelFromStatement(statement: Statement, account: string, openInvoices: readonly InvoiceSummary[], operator: DocumentOperator): StatementModel {
  return {
    operatorName: operator.name,
    operatorLogo: operator.logo,
    period: statement.period,
    account,
    issuedAt: statement.issued_at,
    openingBalance: aedText(statement.opening_balance_aed),
    charges: aedText(statement.charges_aed),
    refunds: aedText(statement.refunds_aed),
    payments: aedText(statement.payments_aed),
    closingBalance: aedText(statement.closing_balance_aed),
    invoiced: aedText(statement.invoiced_aed),
    credited: aedText(statement.credited_aed),
    creditNotes: statement.credit_notes.map((note) => ({
      number: note.number,
      issuedAt: note.issued_at,
      invoiceNumber: note.invoice_number,
      bookingReference: note.booking_reference,
      difference: aedText(note.difference_aed),
    })),
    entries: statement.lines.map((line) => {
      const payment = line.payment_aed > 0;
      return {
        date: line.date,
        type: STATEMENT_KIND_WORDS[line.kind],
        invoiceNumber: line.invoice_number,
        creditNoteNumber: line.credit_note_number,
        reference: line.reference,
        description: line.description,
        // The balance is the account's (negative when it owes): a charge lowers it, a payment raises it.
        amount: payment ? aedText(line.payment_aed) : `-${aedText(line.charge_aed)}`,
        balance: aedText(line.balance_aed),
      };
    }),
    openInvoices: openInvoices.map((invoice) => ({ number: invoice.number, dueDate: invoice.due_date, status: statusName(invoice.status), amountDue: aedText(invoice.amount_due_aed) })),
    invoices: statement.invoices.map((invoice) => ({ number: invoice.number, status: statusName(invoice.status), total: aedText(invoice.total_aed) })),
    sandbox: statement.sandbox,
  };
}

/**
 * A tax credit note as printed: every Article 60 element of its JSON. `operator` adds the logo
 * (the seller's name, address and TRN are the note's own, as they were at issue).
 */
export function creditNoteModelFromCreditNote(note: CreditNote, operator: DocumentOperator | null = null): CreditNoteModel {
  return {
    number: note.number,
    issueDate: note.issued_at,
    seller: { name: note.seller.name, trn: operator?.example ? operator.trn : note.seller.trn, address: note.seller.address, logo: operator?.logo ?? null },
    buyer: { name: note.bill_to.name, trn: note.bill_to.trn, email: note.bill_to.billing_email, address: note.bill_to.address, country: note.bill_to.country },
    invoiceNumber: note.invoice.number,
    invoiceDate: note.invoice.issued_at,
    reason: note.reason,
    bookingReference: note.booking_reference,
    serviceDate: note.service_date,
    description: note.description,
    invoicedValue: aedText(note.invoiced_value_aed),
    valueBefore: aedText(note.value_before_aed),
    correctedValue: aedText(note.corrected_value_aed),
    difference: aedText(note.difference_aed),
    differenceNet: aedText(note.difference_net_aed),
    vatRate: `${note.vat_rate_percent}%`,
    vat: aedText(note.vat_aed),
    sandbox: note.sandbox,
  };
}

/**
 * The printed documents as a reader gets them: the PDFs are read back as text (pdf.js, through each
 * embedded font's ToUnicode map, in test/support/pdfText.mjs) and their content streams are
 * inspected for what text extraction cannot show (the QR code's rectangles, Arabic ActualText).
 */
import { inflateSync } from 'node:zlib';
import type { components } from '../../src/generated/openapi-types';
import { visualRuns } from '../../src/engine/documents/bidi';
import { aed, aedText, placeName, uaeDate, uaeDateTime } from '../../src/engine/documents/format';
import { qrInlineSvg, voucherHtml } from '../../src/engine/documents/html';
import { brandOf, invoiceModelFromInvoice, statementModelFromStatement, voucherFromTransportBooking } from '../../src/engine/documents/mappers';
import { aedToFils } from '../../src/engine/money';
import { airportLocation, zoneLocation } from '../../src/engine/locations';
import { TEST_STAMP, type DocumentModel, type InvoiceModel, type NameBoardModel, type StatementModel, type VoucherModel } from '../../src/engine/documents/models';
import { PdfPool } from '../../src/engine/documents/pdfPool';
import { renderPdfJob, type PdfJob } from '../../src/engine/documents/pdfRender';
import { readablePhone, type DocumentOperator } from '../../src/engine/operatorIdentity';
import { pdfPages, type PdfPageItems as PdfPage } from '../helpers/documents';

const ARABIC_NAME = 'محمد العتيبي';

/** The operator as the documents below print it, from a record it has set. */
const OPERATOR = { name: 'Desert Falcon Transport LLC', trn: '100456789000003', address: 'Office 1203, Al Attar Tower, Sheikh Zayed Road, Dubai', emergencyPhone: readablePhone('+97143334444') };
const DOCUMENT_OPERATOR: DocumentOperator = { example: false, name: OPERATOR.name, address: OPERATOR.address, trn: OPERATOR.trn, trnDigits: OPERATOR.trn, phone24h: OPERATOR.emergencyPhone, phone24hTel: '+97143334444', logo: null };

const voucher: VoucherModel = {
  variant: 'transfer',
  brand: { name: 'Desert Rose Travel', accentHex: '#0E6E55', logoUrl: 'https://cdn.desertrose.example/logo.png' },
  title: 'Transfer voucher',
  reference: 'bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P',
  status: 'Driver assigned',
  sandbox: true,
  travellers: [ARABIC_NAME],
  phone: '+971501234567',
  party: '2 passengers, 3 bags',
  startsAt: '2026-12-10T12:15:00+04:00',
  startsLabel: 'Pickup',
  from: placeName('DXB', 'T3'),
  to: placeName('PALM_JUMEIRAH'),
  details: [['Vehicle', 'Mercedes-Benz V-Class or similar']],
  flightNumber: 'EK202',
  freeWaiting: 'Free waiting: 60 minutes after the flight lands',
  meetingPoint: `Your driver waits in the arrivals hall with a name board. Traveller: ${ARABIC_NAME}`,
  driverNotThere: 'stay in the arrivals hall and do not leave with anyone else.',
  emergencyPhone: OPERATOR.emergencyPhone,
  emergencyTel: '+97143334444',
  driver: { name: 'Rashid Khan', phone: '+971501112233', plate: 'Dubai A 12345' },
  agencyReference: 'GH-88213',
  cancellation: 'Free cancellation until Tuesday 8 December 2026, 12:15 (UAE time); 50% after that, 100% for a no-show.',
  notes: null,
};

const nameBoard: NameBoardModel = { brand: { name: 'Desert Rose Travel', accentHex: '#0E6E55' }, travellerName: ARABIC_NAME, flightNumber: 'EK202', reference: 'GH-88213', sandbox: false };

const invoice: InvoiceModel = {
  number: 'INV-2026-004213',
  issueDate: '2026-11-02T06:00:00.000Z',
  dueDate: '2026-12-02',
  status: 'Open',
  seller: { name: OPERATOR.name, trn: OPERATOR.trn },
  buyer: { name: 'Gulf Horizons Travel', trn: '100222333400003', email: 'accounts@gulf-horizons-travel.example' },
  lines: [
    {
      date: '2026-10-28',
      reference: 'TR-7KQ2-M9XH',
      description: 'Airport transfer DXB T3 to Dubai Marina, V-Class',
      amount: '420',
      vatRate: '5%',
      vat: '21',
      total: '441',
      items: [{ description: 'Mercedes-Benz V-Class or similar', quantity: 1, unit: 'vehicle', unitPrice: '441', amount: '441' }],
    },
    {
      date: '2026-10-30',
      reference: 'AC-WWMW-MWWM',
      description: 'Desert safari with dinner, 4 guests',
      amount: '814.5',
      vatRate: '5%',
      vat: '40.73',
      total: '855.23',
      items: [
        { description: 'Adult', quantity: 3, unit: 'person', unitPrice: '213.81', amount: '641.43' },
        { description: 'Child (3-11)', quantity: 1, unit: 'person', unitPrice: '213.80', amount: '213.80' },
      ],
    },
  ],
  subtotal: '1234.5',
  vat: '61.73',
  total: '1296.23',
  paid: '0',
  due: '1296.23',
  paymentTerms: 'Payment is due by Wednesday 2 December 2026, by bank transfer quoting invoice INV-2026-004213.',
  sandbox: false,
};

const statement: StatementModel = {
  operatorName: OPERATOR.name,
  period: '2026-10',
  account: 'Gulf Horizons Travel',
  issuedAt: '2026-11-01T04:00:00.000Z',
  openingBalance: '1500',
  charges: '2400.75',
  payments: '1000',
  closingBalance: '2900.75',
  entries: Array.from({ length: 40 }, (_, i) => ({
    date: `2026-10-${String((i % 28) + 1).padStart(2, '0')}`,
    type: i % 5 === 4 ? 'Payment' : 'Invoice',
    reference: `INV-2026-${String(4000 + i).padStart(6, '0')}`,
    description: i % 5 === 4 ? 'Payment by bank transfer, thank you' : 'Invoice for transfers and tours',
    amount: i % 5 === 4 ? '-200' : '75.02',
    balance: String(1500 + i),
  })),
  openInvoices: [{ number: 'INV-2026-004213', dueDate: '2026-12-02', status: 'Open', amountDue: '1296.23' }],
  sandbox: true,
};

const generic: DocumentModel = {
  title: 'Rate catalogue',
  subtitle: 'Gulf Horizons Travel',
  sandbox: true,
  brandName: 'Gulf Horizons Travel',
  accentHex: '#0A7C86',
  sections: [{ heading: 'Transfers', rows: [['DXB to Palm Jumeirah', 'AED 250.00'], ['Guest', ARABIC_NAME]] }],
};


const pdfs = new Map<string, Buffer>();
const texts = new Map<string, PdfPage[]>();

const jobs: Record<string, PdfJob> = {
  voucher: { kind: 'voucher', model: voucher },
  liveVoucher: { kind: 'voucher', model: { ...voucher, sandbox: false, travellers: ['James Haddad'] } },
  nameBoard: { kind: 'nameBoard', model: nameBoard },
  invoice: { kind: 'invoice', model: invoice },
  testInvoice: { kind: 'invoice', model: { ...invoice, sandbox: true } },
  // A description wrapped so that a line starts with the Arabic name.
  mixedInvoice: {
    kind: 'invoice',
    model: { ...invoice, lines: [{ date: '2026-10-24', reference: 'CB-PYZV-Z46S', description: `Transfer Fujairah to Sharjah International (SHJ) on 24 Oct 2026, ${ARABIC_NAME} (charged 20 Oct 2026)`, amount: '766.67' }] },
  },
  statement: { kind: 'statement', model: statement },
  generic: { kind: 'generic', model: generic, qr: { text: 'https://guide.example/g/abc', x: 50, y: 70, side: 120 } },
};

beforeAll(async () => {
  for (const [name, job] of Object.entries(jobs)) pdfs.set(name, await renderPdfJob(job));
  const read = await pdfPages<PdfPage>([...pdfs.values()]);
  [...pdfs.keys()].forEach((name, i) => texts.set(name, read[i] as PdfPage[]));
}, 60_000);


const textOf = (name: string): string => (texts.get(name) as PdfPage[]).map((page) => page.text).join('\n');
const pagesOf = (name: string): PdfPage[] => texts.get(name) as PdfPage[];

/** Every content stream of a PDF, inflated. */
function contentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  const pattern = /(?<!end)stream\r?\n/g;
  for (let match = pattern.exec(raw); match; match = pattern.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a Flate stream (or a font program that is not text): nothing to read there.
    }
    pattern.lastIndex = end + 'endstream'.length;
  }
  return streams;
}

/** The /ActualText of every marked span, decoded from the PDF string (UTF-16BE with a BOM). */
function actualTexts(pdf: Buffer): string[] {
  const found: string[] = [];
  for (const stream of contentStreams(pdf)) {
    for (const match of stream.matchAll(/\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)/g)) {
      const bytes = (match[1] as string).replace(/\\([nrtbf()\\])/g, (_, c: string) => ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' })[c] ?? c);
      const buffer = Buffer.from(bytes, 'latin1');
      found.push(buffer[0] === 0xfe && buffer[1] === 0xff ? buffer.subarray(2).swap16().toString('utf16le') : bytes);
    }
  }
  return found;
}

/** The longest run of consecutive rectangles (`x y w h re`) in a page's content: the QR code. */
function longestRectangleRun(pdf: Buffer): number {
  let longest = 0;
  for (const stream of contentStreams(pdf)) {
    let run = 0;
    for (const line of stream.split('\n')) {
      run = / re$/.test(line) ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
  }
  return longest;
}

describe('human formatting', () => {
  it('writes dates in UAE time, places by name and amounts in AED', () => {
    expect(uaeDateTime('2026-12-10T12:15:00+04:00')).toBe('Thursday 10 December 2026, 12:15 (UAE time)');
    expect(uaeDateTime('2026-12-10T20:30:00Z')).toBe('Friday 11 December 2026, 00:30 (UAE time)');
    expect(uaeDate('2026-12-10')).toBe('Thursday 10 December 2026');
    expect(placeName('PALM_JUMEIRAH')).toBe('Palm Jumeirah');
    expect(placeName('DXB', 'T3')).toBe('Dubai International (DXB) Terminal 3');
    expect(placeName('DWC', 'MAIN')).toBe('Al Maktoum International, Dubai World Central (DWC)');
    expect(placeName('JUMEIRAH_BEACH_RESIDENCE')).toBe('Jumeirah Beach Residence (JBR)');
    expect(placeName('SOME_NEW_ZONE')).toBe('Some New Zone');
    expect(aed('1234.5')).toBe('AED 1,234.50');
    expect(aed('-200')).toBe('-AED 200.00');
    expect(aed('1000000.05')).toBe('AED 1,000,000.05');
    expect(aed('0.00')).toBe('AED 0.00');
    expect(aedText(61.73)).toBe('61.73');
    expect(aedText(0.1 + 0.2)).toBe('0.30');
    expect(() => aed('12,50')).toThrow(RangeError);
  });

  it('cuts a mixed line into runs of one direction, in visual order', () => {
    expect(visualRuns(`Traveller: ${ARABIC_NAME}`)).toEqual([
      { text: 'Traveller: ', rtl: false },
      { text: ARABIC_NAME, rtl: true },
    ]);
    expect(visualRuns(`${ARABIC_NAME} EK202`)).toEqual([
      { text: 'EK202', rtl: false },
      { text: `${ARABIC_NAME} `, rtl: true },
    ]);
    expect(visualRuns('James Haddad')).toEqual([{ text: 'James Haddad', rtl: false }]);
    // A line wrapped from an English paragraph keeps its direction even when it starts with the
    // Arabic name: the bracket stays after the name, not mirrored to the far end.
    expect(visualRuns(`${ARABIC_NAME} (charged 20 Oct 2026)`, false)).toEqual([
      { text: ARABIC_NAME, rtl: true },
      { text: ' (charged 20 Oct 2026)', rtl: false },
    ]);
  });

  it("keeps a wrapped table cell in its paragraph's direction on the PDF", () => {
    // The line starting with the name reads left to right, as its description does: the name, then the bracket.
    expect(textOf('mixedInvoice')).toMatch(/[\u0600-\u06FF]\s+\(charged 20 Oct 2026\)/);
  });
});

describe('the voucher', () => {
  it('prints the Arabic name shaped, right to left, with its text kept for search and copy', () => {
    const text = textOf('voucher');
    // pdf.js orders glyph runs by position: the first word of the name (محمد) comes out first only
    // when it was drawn to the right of the second.
    expect(text).toMatch(/محمد\s+الع/);
    expect(text).not.toContain('????');
    const actual = actualTexts(pdfs.get('voucher') as Buffer);
    expect(actual.filter((span) => span === ARABIC_NAME)).toHaveLength(2);
  });

  it('prints the pickup in UAE time, the places by name, the flight waiting and the emergency phone', () => {
    const text = textOf('voucher');
    for (const expected of [
      'Thursday 10 December 2026, 12:15 (UAE time)',
      'Dubai International (DXB) Terminal 3',
      'Palm Jumeirah',
      'Free waiting: 60 minutes after the flight lands',
      OPERATOR.emergencyPhone,
      'Rashid Khan',
      'Dubai A 12345',
      'GH-88213',
      voucher.reference,
      'Desert Rose Travel',
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/PALM_JUMEIRAH|2026-12-10T/);
  });

  it('draws the QR code of the reference as vector rectangles, one per run of dark modules as in the HTML', () => {
    const runs = (qrInlineSvg(voucher.reference, 140).match(/M\d+ \d+h/g) ?? []).length;
    expect(runs).toBeGreaterThan(50);
    expect(longestRectangleRun(pdfs.get('voucher') as Buffer)).toBe(runs);
    expect(voucherHtml(voucher)).toContain(qrInlineSvg(voucher.reference, 140));
  });

  it('stamps a test voucher on every page and a live one nowhere', () => {
    for (const page of pagesOf('voucher')) expect(page.text).toContain(TEST_STAMP);
    expect(textOf('liveVoucher')).not.toContain('TEST');
    expect(textOf('liveVoucher')).toContain('James Haddad');
  });

  it('never fetches the logo in the PDF: the brand prints as its name; the HTML shows the https logo', () => {
    expect(textOf('voucher')).toContain('Desert Rose Travel');
    expect((pdfs.get('voucher') as Buffer).toString('latin1')).not.toContain('cdn.desertrose.example');
    const html = voucherHtml(voucher);
    expect(html).toContain('<img src="https://cdn.desertrose.example/logo.png"');
    expect(voucherHtml({ ...voucher, brand: { ...voucher.brand, logoUrl: 'http://plain.example/logo.png' } })).not.toContain('<img');
  });

  it('escapes what the booking says in the HTML', () => {
    const html = voucherHtml({ ...voucher, travellers: ['<script>alert(1)</script>'] });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('is made from a transport booking as the contract describes it', () => {
    const booking: components['schemas']['TransportBooking'] = {
      object: 'transport_booking',
      sandbox: true,
      id: 'bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P',
      reference: 'TR-7KQ2-M9XH',
      quote_id: 'tq_00000000000000000001',
      notes: null,
      status: 'confirmed',
      airport: 'DXB',
      terminal: 'T3',
      direction: 'arrival',
      place: 'PALM_JUMEIRAH',
      pickup_location: airportLocation('DXB', 'T3'),
      dropoff_location: zoneLocation('PALM_JUMEIRAH'),
      vehicle: { class: 'VIP_V_CLASS', description: 'Mercedes-Benz V-Class or similar', make: null, model: null, colour: null, plate: null },
      pickup: { at: '2026-12-10T08:15:00.000Z', flight_number: 'EK202', free_waiting_minutes: 60, live_arrival_tracking: 'planned' },
      traveller: { first_name: 'محمد', last_name: 'العتيبي' },
      passengers: 2,
      bags: 3,
      agency_reference: null,
      price: { currency: 'AED', terms: { model: 'net' } as unknown as components['schemas']['CommercialTerms'], public_price_aed: 300, amount_due_aed: 270, commission_aed: null },
      money: { charged_aed: 270, refunded_aed: 0, cancellation_fee_aed: 0, net_aed: 270 },
      cancellation: { free_until: '2026-12-09T08:15:00.000Z', fee_if_cancelled_now_aed: 0, late_cancellation_fee_percent: 50, no_show_fee_percent: 100 },
      driver: null,
      trip: { status: 'scheduled', position: null, eta: null, updated_at: '2026-11-22T10:00:00.000Z' },
      flight: null,
      tracking_url: 'https://trade.test/trip/7Hk2Lm9Qw4Rt1Zx8Vb3Nc5Df6Gh8Jk0L',
      created_at: '2026-11-22T10:00:00.000Z',
      cancelled_at: null,
    };
    const model = voucherFromTransportBooking(booking, brandOf('Gulf Horizons Travel'), DOCUMENT_OPERATOR);
    expect(model).toMatchObject({
      travellers: [ARABIC_NAME],
      from: 'Dubai International (DXB) Terminal 3',
      to: 'Palm Jumeirah',
      status: 'Confirmed',
      freeWaiting: 'Free waiting: 60 minutes after the flight lands',
      flightNumber: 'EK202',
      party: '2 passengers, 3 bags',
    });
    expect(model.meetingPoint).toContain('arrivals hall of Dubai International (DXB) Terminal 3');
    expect(model.cancellation).toContain('Wednesday 9 December 2026, 12:15 (UAE time)');
  });
});

describe('the name board', () => {
  it('is a landscape page with the name across it, the flight and the reference', () => {
    const pdf = pdfs.get('nameBoard') as Buffer;
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    expect(textOf('nameBoard')).toMatch(/محمد\s+الع/);
    expect(actualTexts(pdf)).toContain(ARABIC_NAME);
    expect(textOf('nameBoard')).toContain('Flight EK202');
    expect(textOf('nameBoard')).toContain('Ref GH-88213');
    expect(textOf('nameBoard')).not.toContain('TEST');
  });

  it('shrinks a long name to fit the width, and no further than it must', async () => {
    const sizeOf = async (name: string): Promise<number> => {
      const stream = contentStreams(await renderPdfJob({ kind: 'nameBoard', model: { ...nameBoard, travellerName: name } })).join('\n');
      return Math.max(...[...stream.matchAll(/ ([\d.]+) Tf/g)].map((m) => Number(m[1])));
    };
    const short = await sizeOf('ANA LI');
    const long = await sizeOf('MARIA-FERNANDA DE LOS SANTOS RODRIGUEZ-VILLANUEVA');
    expect(short).toBe(150);
    expect(long).toBeLessThan(short);
    // Cut over two lines rather than shrunk to one line of small print.
    expect(long).toBeGreaterThanOrEqual(40);
  });
});

describe('the tax invoice', () => {
  it('prints the seller TRN, the buyer, the lines and the totals as given', () => {
    const text = textOf('invoice');
    for (const expected of [
      'TAX INVOICE',
      `TRN ${OPERATOR.trn}`,
      'INV-2026-004213',
      'Monday 2 November 2026',
      'Wednesday 2 December 2026',
      'Gulf Horizons Travel',
      '100222333400003',
      'accounts@gulf-horizons-travel.example',
      'TR-7KQ2-M9XH',
      // Date of supply, reference and description; the one item's quantity and unit price, the line's amount, rate, VAT and total.
      '28 Oct 2026   TR-7KQ2-M9XH · Airport transfer',
      'Mercedes-Benz V-Class or similar,',
      '1   441.00   420.00   5%   21.00   441.00',
      // The widest reference there can be (W and M are the widest letters) still fits beside the date.
      '30 Oct 2026   AC-WWMW-MWWM · Desert safari',
      '814.50   5%   40.73   855.23',
      // Each item: quantity × unit price = its amount, VAT included.
      'Adult, per person   3   213.81   641.43',
      'Child (3-11), per person   1   213.80   213.80',
      'AED 1,234.50',
      'VAT 5%',
      'AED 61.73',
      'AED 1,296.23',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('TEST');
    for (const page of pagesOf('testInvoice')) expect(page.text).toContain(TEST_STAMP);
  });

  it('is made from an invoice as the contract describes it, amounts as text through whole fils', () => {
    const model = invoiceModelFromInvoice({
      object: 'invoice',
      sandbox: true,
      id: 'inv_00000000000000000001',
      number: 'INV-2026-000001',
      period: '2026-09',
      status: 'overdue',
      issued_at: '2026-10-01T06:00:00.000Z',
      due_date: '2026-10-31',
      seller: { name: OPERATOR.name, address: null, trn: OPERATOR.trn },
      bill_to: { name: 'Gulf Horizons Travel', address: null, country: null, trn: null, billing_email: 'accounts@gulf.example' },
      lines: [{ booking_id: 'abk_yzqdNeB65275ztqI2Ttt', booking_reference: 'AC-4V7N-Q2RB', description: 'Desert safari', charged_on: '2026-09-20', service_date: '2026-10-02', quantity: 3, unit_price_aed: 195.1, amount_aed: 585.3, vat_rate_percent: 5, vat_aed: 29.27, total_aed: 614.57, items: [{ description: 'Desert safari', quantity: 1, unit: 'booking', age_band: null, unit_price_aed: 614.57, amount_aed: 614.57 }] }],
      subtotal_aed: 585.3,
      vat_aed: 29.27,
      total_aed: 614.57,
      amount_paid_aed: 0,
      amount_due_aed: 614.57,
      payment: null,
      e_invoice: null,
    });
    expect(model).toMatchObject({ subtotal: '585.30', vat: '29.27', total: '614.57', due: '614.57', status: 'Overdue' });
    expect(model.lines[0]).toMatchObject({ reference: 'AC-4V7N-Q2RB', description: 'Desert safari', amount: '585.30', vat: '29.27', total: '614.57' });
    expect(model.lines[0]?.items).toEqual([{ description: 'Desert safari', quantity: 1, unit: 'booking', unitPrice: '614.57', amount: '614.57' }]);
  });
});

type Invoice = components['schemas']['Invoice'];

/** A tax invoice as the contract describes it: a transfer (one vehicle) and a tour by age band, under commission terms (unit prices scaled, the rounding stated on one). */
const ISSUED: Invoice = {
  object: 'invoice',
  sandbox: false,
  id: 'inv_00000000000000000007',
  number: 'INV-2026-000007',
  period: '2026-11',
  status: 'open',
  issued_at: '2026-11-30T20:00:00.000Z',
  due_date: '2026-12-31',
  seller: { name: OPERATOR.name, address: OPERATOR.address, trn: OPERATOR.trn },
  bill_to: { name: 'Gulf Horizons Travel LLC', address: 'Shop 4, Al Attar Tower, Sheikh Zayed Road, Dubai', country: 'AE', trn: '100345678900003', billing_email: 'accounts@gulfhorizons.example' },
  lines: [
    {
      booking_id: 'bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P', booking_reference: 'TR-7KQ2-M9XH', description: 'Airport transfer Dubai International (DXB) Terminal 3 to Dubai Marina', charged_on: '2026-11-02', service_date: '2026-11-06',
      quantity: 1, unit_price_aed: 282.86, amount_aed: 282.86, vat_rate_percent: 5, vat_aed: 14.14, total_aed: 297,
      items: [{ description: 'Mercedes-Benz V-Class or similar', quantity: 1, unit: 'vehicle', age_band: null, unit_price_aed: 297, amount_aed: 297 }],
    },
    {
      booking_id: 'bkg_5Rt8Wq2Zk7Lm1Xc4Vn9Q', booking_reference: 'AC-4V7N-Q2RB', description: 'Evening desert safari with BBQ dinner', charged_on: '2026-11-10', service_date: '2026-12-02',
      quantity: 1, unit_price_aed: 754.29, amount_aed: 754.29, vat_rate_percent: 5, vat_aed: 37.71, total_aed: 792,
      items: [
        { description: 'Adult', quantity: 1, unit: 'person', age_band: 'adult', unit_price_aed: 175.5, amount_aed: 175.5 },
        { description: 'Adult (one of 2, carrying AED 0.01 of rounding)', quantity: 1, unit: 'person', age_band: 'adult', unit_price_aed: 175.51, amount_aed: 175.51 },
        { description: 'Child (3-11)', quantity: 3, unit: 'person', age_band: 'child', unit_price_aed: 146.83, amount_aed: 440.49 },
        { description: 'Infant (0-2)', quantity: 1, unit: 'person', age_band: 'infant', unit_price_aed: 0.5, amount_aed: 0.5 },
      ],
    },
  ],
  subtotal_aed: 1037.15,
  vat_aed: 51.85,
  total_aed: 1089,
  amount_paid_aed: 0,
  amount_due_aed: 1089,
  payment: null,
  e_invoice: null,
};

const ABROAD: Invoice = { ...ISSUED, bill_to: { name: 'Albion Tours Ltd', address: '14 Castle Street, Edinburgh EH2 3AH', country: 'GB', trn: null, billing_email: 'ledger@albion.example' } };

const textOfJob = async (job: PdfJob): Promise<string> => ((await pdfPages<PdfPage>([await renderPdfJob(job)]))[0] as PdfPage[]).map((page) => page.text).join('\n');

describe('the tax invoice: Article 59 of the VAT Executive Regulation', () => {
  it('prints every element, and each item as quantity × unit price', async () => {
    const model = invoiceModelFromInvoice(ISSUED, null, DOCUMENT_OPERATOR);
    const text = await textOfJob({ kind: 'invoice', model });
    const elements: Array<[string, string | RegExp]> = [
      ['the words "Tax Invoice"', 'TAX INVOICE'],
      ['…and in the footer of every page', `Tax Invoice ${ISSUED.number}`],
      ['supplier name', OPERATOR.name],
      ['supplier address', 'Office 1203, Al Attar Tower'],
      ['supplier TRN', `TRN ${OPERATOR.trn}`],
      ['recipient name', 'Gulf Horizons Travel LLC'],
      ['recipient address', 'Shop 4, Al Attar Tower, Sheikh Zayed Road, Dubai'],
      ['recipient country', 'United Arab Emirates (AE)'],
      ['recipient TRN', /TRN\s+100345678900003/],
      ['sequential number', `Invoice number   ${ISSUED.number}`],
      ['date of issue', 'Date of issue   Tuesday 1 December 2026'],
      ['date of supply (column)', /Date of\s+supply/],
      ['date of supply of each line', '6 Nov 2026'],
      ['…in another month than the invoice', '2 Dec 2026'],
      ['description', /Evening desert\s+safari with BBQ dinner/],
      ['unit price (column)', /Unit price\s+incl\. VAT/],
      ['quantity (column)', 'Qty'],
      ['rate of tax', /VAT\s+rate/],
      ['rate of tax of each line', '5%   14.14'],
      ['amount payable in AED', 'Total incl. VAT   AED 1,089.00'],
      ['tax payable in AED', 'VAT 5%   AED 51.85'],
      ['total excluding VAT in AED', 'Total excl. VAT   AED 1,037.15'],
      ['currency', 'Amounts in UAE dirhams (AED)'],
      ['line VAT and total', '754.29   5%   37.71   792.00'],
    ];
    const missing = elements.filter(([, expected]) => (typeof expected === 'string' ? !text.includes(expected) : !expected.test(text))).map(([name]) => name);
    expect(missing).toEqual([]);
    // Each item printed as quantity, unit price and amount, and quantity × unit price = amount; the items add up to the line's total.
    for (const line of ISSUED.lines) {
      for (const item of line.items) {
        expect(item.quantity * aedToFils(item.unit_price_aed)).toBe(aedToFils(item.amount_aed));
        expect(text).toMatch(new RegExp(`${item.quantity}\\s+${aed(aedText(item.unit_price_aed)).replace('AED ', '').replace('.', '\\.')}(\\s+${aed(aedText(item.amount_aed)).replace('AED ', '').replace('.', '\\.')})?`));
      }
      expect(line.items.reduce((sum, item) => sum + aedToFils(item.amount_aed), 0)).toBe(aedToFils(line.total_aed));
    }
    for (const expected of ['Adult, per person   1   175.50   175.50', 'Child (3-11), per person   3   146.83   440.49', 'Infant (0-2), per person   1   0.50   0.50', /carrying AED 0\.01 of\s+rounding/]) expect(text).toEqual(typeof expected === 'string' ? expect.stringContaining(expected) : expect.stringMatching(expected));
  });

  it('says a recipient outside the UAE is, and prints no TRN line for a recipient without one', async () => {
    const text = await textOfJob({ kind: 'invoice', model: invoiceModelFromInvoice(ABROAD, null, DOCUMENT_OPERATOR) });
    expect(text).toContain('Albion Tours Ltd');
    expect(text).toContain('14 Castle Street, Edinburgh EH2 3AH');
    expect(text).toContain('United Kingdom (GB): recipient outside the UAE');
    // The supplier's TRN only: no recipient TRN row.
    expect(text.match(/TRN/g)).toHaveLength(2);
    expect(text).toContain(`TRN ${OPERATOR.trn}`);
    expect(text).not.toMatch(/TRN\s{2,}/);
  });

  it('marks a draft "Draft — not a tax invoice" on every page, without a number or the words "Tax Invoice"', async () => {
    const draft = invoiceModelFromInvoice({ ...ISSUED, lines: Array.from({ length: 14 }, () => ISSUED.lines).flat() }, null, DOCUMENT_OPERATOR, true);
    expect(draft.draft).toBe(true);
    const pages = (await pdfPages<PdfPage>([await renderPdfJob({ kind: 'invoice', model: draft })]))[0] as PdfPage[];
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      expect(page.text).toContain('Draft — not a tax invoice');
      expect(page.text).toContain('DRAFT');
      expect(page.text).not.toMatch(/Tax Invoice INV|^TAX INVOICE/m);
      expect(page.text).not.toContain(ISSUED.number);
    }
    expect(pages[0]?.text).toContain('DRAFT — NOT A TAX INVOICE');
    expect(pages[0]?.text).not.toContain('Amount due');
  });
});

describe('the statement', () => {
  it('prints each line\'s kind, its invoice or credit note, refunds apart from payments, and what was invoiced and credited', async () => {
    const model = statementModelFromStatement(
      {
        object: 'statement', sandbox: false, period: '2026-11', opening_balance_aed: 5000, charges_aed: 330, refunds_aed: 228.57, payments_aed: 2000, closing_balance_aed: 6898.57, invoiced_aed: 330, credited_aed: 228.57, issued_at: '2026-11-30T20:00:00.000Z',
        lines: [
          { date: '2026-11-01', kind: 'topup', description: 'Wallet top-up by bank transfer', reference: 'WTU-7KQ2M9XH4P', booking_id: null, booking_reference: null, charge_aed: 0, payment_aed: 2000, balance_aed: 7000, invoice_number: null, credit_note_number: null },
          { date: '2026-11-02', kind: 'charge', description: 'Airport transfer', reference: 'TR-7KQ2-M9XH', booking_id: 'bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P', booking_reference: 'TR-7KQ2-M9XH', charge_aed: 330, payment_aed: 0, balance_aed: 6670, invoice_number: 'INV-2026-000007', credit_note_number: null },
          { date: '2026-11-10', kind: 'refund', description: 'Refund of a cancelled booking', reference: 'TR-AAAA-BBBB', booking_id: 'bkg_5Rt8Wq2Zk7Lm1Xc4Vn9R', booking_reference: 'TR-AAAA-BBBB', charge_aed: 0, payment_aed: 228.57, balance_aed: 6898.57, invoice_number: null, credit_note_number: 'CN-2026-000003' },
        ],
        invoices: [{ id: 'inv_00000000000000000007', number: 'INV-2026-000007', status: 'open', total_aed: 330 }],
        credit_notes: [{ id: 'cn_00000000000000000003', number: 'CN-2026-000003', issued_at: '2026-11-10T08:00:00.000Z', invoice_number: 'INV-2026-000002', booking_reference: 'TR-AAAA-BBBB', difference_aed: 228.57 }],
      },
      'Gulf Horizons Travel LLC',
      [],
      DOCUMENT_OPERATOR,
    );
    const text = await textOfJob({ kind: 'statement', model });
    for (const expected of ['Top-up', 'Charge', 'Refund', /invoice\s+INV-2026-000007/, /credit\s+note CN-2026-000003/, /Refunds\s+AED 228\.57/, /Payments\s+AED 2,000\.00/, /Invoiced\s+AED 330\.00/, /Credited\s+AED 228\.57/, 'Tax credit notes issued this month', 'INV-2026-000002'])
      expect(text).toEqual(typeof expected === 'string' ? expect.stringContaining(expected) : expect.stringMatching(expected));
    expect(text).not.toMatch(/\bPayment\b.*TR-AAAA-BBBB/);
  });


  it('prints the period, the balances, every entry over several pages and the open invoices', () => {
    const text = textOf('statement');
    const pages = pagesOf('statement');
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page.text).toContain(TEST_STAMP);
      expect(page.text).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    for (const expected of ['Statement of account — October 2026', 'AED 1,500.00', 'AED 2,900.75', '-AED 200.00', 'Open invoices', 'INV-2026-004213', 'AED 1,296.23'])
      expect(text).toContain(expected);
    for (const entry of statement.entries) expect(text).toContain(entry.reference);
  });
});

describe('the generic document', () => {
  it('keeps its rows, prints Arabic through the Unicode font and draws the QR code', () => {
    const text = textOf('generic');
    expect(text).toContain('Rate catalogue');
    expect(text).toContain('DXB to Palm Jumeirah');
    expect(text).toMatch(/محمد\s+الع/);
    expect(text).toContain('TEST DOCUMENT');
    expect(longestRectangleRun(pdfs.get('generic') as Buffer)).toBeGreaterThan(20);
  });
});

describe('deterministic bytes', () => {
  it('renders the same model to the same bytes, in this thread and in a worker', async () => {
    for (const [name, job] of Object.entries(jobs)) expect((await renderPdfJob(job)).equals(pdfs.get(name) as Buffer)).toBe(true);
    const pool = new PdfPool(1);
    try {
      // A fresh worker, in the other order: what a document shows owes nothing to those before it.
      for (const name of Object.keys(jobs).reverse()) expect((await pool.render(jobs[name] as PdfJob)).equals(pdfs.get(name) as Buffer)).toBe(true);
    } finally {
      await pool.close();
    }
    // No random file id or font subset tag: the bytes name no date but the fixed one.
    expect((pdfs.get('voucher') as Buffer).toString('latin1')).toContain('(D:19700101000000Z)');
  });
});

describe('the worker pool', () => {
  it('fails a job whose worker dies, and renders the next one in a new worker', async () => {
    const pool = new PdfPool(1);
    try {
      await expect(pool.render({ kind: 'unknown' } as unknown as PdfJob)).rejects.toThrow(/PDF renderer stopped|could not be rendered/);
      expect((await pool.render(jobs.invoice as PdfJob)).equals(pdfs.get('invoice') as Buffer)).toBe(true);
    } finally {
      await pool.close();
    }
    expect(pool.workers).toBe(0);
  });

  it('renders jobs queued beyond its workers, and starts again after close', async () => {
    const pool = new PdfPool(2);
    try {
      const names = ['voucher', 'nameBoard', 'invoice', 'statement', 'generic'];
      const rendered = await Promise.all(names.map((name) => pool.render(jobs[name] as PdfJob)));
      rendered.forEach((bytes, i) => expect(bytes.equals(pdfs.get(names[i] as string) as Buffer)).toBe(true));
      expect(pool.workers).toBe(2);
      await pool.close();
      expect(pool.workers).toBe(0);
      expect((await pool.render(jobs.nameBoard as PdfJob)).equals(pdfs.get('nameBoard') as Buffer)).toBe(true);
    } finally {
      await pool.close();
    }
  });

  it('keeps its workers through a drain, and stops a worker left idle, starting another for the next job', async () => {
    const pool = new PdfPool(1, 200);
    try {
      expect((await pool.render(jobs.voucher as PdfJob)).equals(pdfs.get('voucher') as Buffer)).toBe(true);
      await pool.drain();
      expect(pool.workers).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(pool.workers).toBe(0);
      expect((await pool.render(jobs.invoice as PdfJob)).equals(pdfs.get('invoice') as Buffer)).toBe(true);
      expect(pool.workers).toBe(1);
    } finally {
      await pool.close();
    }
  });
});

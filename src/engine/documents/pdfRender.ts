/**
 * The PDF of every document, drawn with pdfkit in the embedded Noto fonts. Synchronous CPU work
 * (shaping and font subsetting take tens of milliseconds), so it runs in the worker of pdfPool.ts,
 * never on the server's event loop.
 */
import PDFDocument from 'pdfkit';
import { isRtlLine, visualRuns } from './bidi';
import { fontsForDocument, type FontFace } from './fonts';
import { aed, monthName, shortDate, uaeDate, uaeDateTime } from './format';
import { TEST_STAMP, TRACKING_LINE, accentOf, type CreditNoteModel, type DocumentModel, type InvoiceModel, type LogoModel, type NameBoardModel, type PdfQrCode, type StatementModel, type VoucherModel } from './models';
import { QR_MARGIN, darkRuns, qrModules } from './qr';
import { creditNoteFacts } from './creditNote';

/** One PDF to render: what crosses from the server to the worker. */
export type PdfJob =
  | { kind: 'voucher'; model: VoucherModel }
  | { kind: 'nameBoard'; model: NameBoardModel }
  | { kind: 'invoice'; model: InvoiceModel }
  | { kind: 'statement'; model: StatementModel }
  | { kind: 'creditNote'; model: CreditNoteModel }
  | { kind: 'generic'; model: DocumentModel; qr: PdfQrCode | null };

type Doc = PDFKit.PDFDocument;

const A4_PORTRAIT = { width: 595.28, height: 841.89 };
const A4_LANDSCAPE = { width: 841.89, height: 595.28 };
const MARGIN = 40;
/** Where a new page's content starts at the latest (below a test document's stamp). */
const PAGE_TOP_ROOM = 60;
const ARABIC_SCALE = 1.12;
/** A fixed date keeps the bytes of a document a function of its model (the file /ID hashes it too). */
const FIXED_DATE = new Date(0);

/** Catalogues, settlements and cards are not bookings: their stamp says so less specifically. */
const GENERIC_TEST_STAMP = 'TEST DOCUMENT — issued with a test key; nothing is booked';
const INK = '#222222';
const MUTED = '#666666';
const RULE = '#CCCCCC';
const STAMP_FILL = '#FFF3CD';
const STAMP_EDGE = '#E0B000';
const STAMP_INK = '#7A5300';

interface Style {
  size: number;
  bold?: boolean;
  color?: string;
  /**
   * The direction of the paragraph a wrapped line belongs to: a line cut from an English
   * description that happens to start with an Arabic name still reads left to right, so its
   * brackets stay where the writer put them. Absent, the line's own first strong character says.
   */
  rtl?: boolean;
}

/** The style for each line wrapped from `text`: they keep the whole text's direction. */
const inParagraph = (style: Style, text: string): Style => ({ ...style, rtl: isRtlLine(text) });

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/** Text in the embedded fonts, laid out run by run (see bidi.ts), and a cursor that breaks pages. */
class Page {
  y: number;
  private readonly top: number;
  /** Draws what repeats at the top of a continuation page (a table's header). */
  private onNewPage: (() => void) | null = null;

  constructor(
    readonly doc: Doc,
    readonly width: number,
    readonly height: number,
    readonly sandbox: boolean,
  ) {
    // The test stamp is drawn over every page at the end; content starts below it.
    this.top = sandbox ? 58 : 30;
    this.y = this.top;
  }

  get bottom(): number {
    return this.height - 50;
  }

  get contentWidth(): number {
    return this.width - 2 * MARGIN;
  }

  private face(rtl: boolean, bold: boolean | undefined): FontFace {
    if (rtl) return bold ? 'arabicBold' : 'arabic';
    return bold ? 'bold' : 'regular';
  }

  /**
   * The runs of a line in visual order, each cut into the pieces drawn one by one. pdfkit lays
   * text out word by word (its layout cache) and joins the words in logical order, so an Arabic
   * run of several words is cut into its words here and they are placed right to left.
   */
  private runs(text: string, style: Style): Array<{ text: string; rtl: boolean; face: FontFace; size: number; pieces: string[] }> {
    return visualRuns(text, style.rtl).map((run) => ({
      ...run,
      face: this.face(run.rtl, style.bold),
      // Noto Sans Arabic draws smaller than Noto Sans at one size; the scale evens their x-heights.
      size: run.rtl ? style.size * ARABIC_SCALE : style.size,
      pieces: run.rtl ? run.text.split(/(\s+)/).filter((part) => part.length > 0).reverse() : [run.text],
    }));
  }

  width_(text: string, style: Style): number {
    let total = 0;
    for (const run of this.runs(text, style)) total += this.doc.font(run.face).fontSize(run.size).widthOfString(run.text);
    return total;
  }

  /** One line at (x, y) (y is the top of the line), aligned within `width` when given. */
  text(text: string, x: number, y: number, style: Style, align: 'left' | 'right' | 'center' = 'left', width = 0): void {
    const runs = this.runs(text, style);
    let total = 0;
    for (const run of runs) total += this.doc.font(run.face).fontSize(run.size).widthOfString(run.text);
    let at = align === 'right' ? x + width - total : align === 'center' ? x + (width - total) / 2 : x;
    // One baseline for both fonts, whatever their ascenders.
    const baseline = y + style.size * 0.95;
    this.doc.fillColor(style.color ?? INK);
    for (const run of runs) {
      this.doc.font(run.face).fontSize(run.size);
      // Arabic letters share glyphs (one dotless form, the dots as marks), so the font's
      // glyph-to-text map cannot give the words back: the run carries its text as ActualText.
      if (run.rtl) this.doc.markContent('Span', { actual: run.text });
      for (const piece of run.pieces) {
        const pieceWidth = this.doc.widthOfString(piece);
        this.doc.text(piece, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
        at += pieceWidth;
      }
      if (run.rtl) this.doc.endMarkedContent();
    }
  }

  /** The text cut into lines no wider than `width`, at spaces (or anywhere in a word too long for a line). */
  wrap(text: string, style: Style, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter((part) => part.length > 0)) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.width_(candidate, style) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (this.width_(line, style) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && this.width_(line.slice(0, cut), style) > width) cut--;
        // A reference or a compound name breaks after a hyphen or underscore when one fits.
        const joint = Math.max(line.lastIndexOf('-', cut - 1), line.lastIndexOf('_', cut - 1));
        if (joint > 0) cut = joint + 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line || lines.length === 0) lines.push(line);
    return lines;
  }

  lineHeight(style: Style): number {
    return style.size * 1.35;
  }

  /** Moves to a new page when `height` more points do not fit on this one. */
  need(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage({ size: [this.width, this.height], margin: 0 });
    this.y = this.top;
    this.onNewPage?.();
  }

  /** Wrapped text, in the document's direction (right-aligned when the text reads right to left). */
  paragraph(text: string, style: Style, x = MARGIN, width = this.contentWidth): void {
    const lineStyle = inParagraph(style, text);
    for (const line of this.wrap(text, style, width)) {
      this.need(this.lineHeight(style));
      this.text(line, x, this.y, lineStyle, lineStyle.rtl ? 'right' : 'left', width);
      this.y += this.lineHeight(style);
    }
  }

  heading(text: string, accent: string): void {
    // A heading never ends a page: it keeps at least one line of what it heads.
    this.need(75);
    this.y += 10;
    this.text(text, MARGIN, this.y, { size: 12.5, bold: true, color: accent });
    this.y += 19;
    this.doc.moveTo(MARGIN, this.y).lineTo(this.width - MARGIN, this.y).lineWidth(0.8).strokeColor(accent).stroke();
    this.y += 6;
  }

  /** A label and its value, the value wrapped in its column. */
  row(label: string, value: string, labelWidth = 150, valueStyle: Style = { size: 11 }): void {
    const valueWidth = this.contentWidth - labelWidth;
    const lines = this.wrap(value, valueStyle, valueWidth);
    const lineStyle = inParagraph(valueStyle, value);
    const step = this.lineHeight(valueStyle);
    this.need(Math.min(lines.length, 3) * step + 2);
    this.text(label, MARGIN, this.y + (valueStyle.size - 10) / 2, { size: 10, color: MUTED });
    for (const line of lines) {
      this.need(step);
      this.text(line, MARGIN + labelWidth, this.y, lineStyle);
      this.y += step;
    }
    this.y += 2;
  }

  /** A table: the header again on every page it runs onto; cells wrap in their column. */
  table(columns: readonly Column[], rows: ReadonlyArray<readonly string[]>, accent: string, boldLast = false, rowStyles: ReadonlyArray<Style | undefined> = []): void {
    const cellStyle: Style = { size: 9 };
    const step = this.lineHeight(cellStyle);
    const headerStyle: Style = { size: 9, bold: true, color: '#FFFFFF' };
    // A title wider than its column goes on two lines rather than run into the next.
    const titles = columns.map((column) => this.wrap(column.title, headerStyle, column.width - 8));
    const titleLines = Math.max(...titles.map((lines) => lines.length));
    const header = (): void => {
      const height = 20 + (titleLines - 1) * 11;
      this.doc.rect(MARGIN, this.y, this.contentWidth, height).fill(accent);
      let x = MARGIN;
      columns.forEach((column, i) => {
        (titles[i] ?? []).forEach((line, n) => this.text(line, x + 4, this.y + 5 + n * 11, headerStyle, column.align ?? 'left', column.width - 8));
        x += column.width;
      });
      this.y += height + 3;
    };
    this.need(20 + (titleLines - 1) * 11 + step * 2);
    header();
    this.onNewPage = header;
    rows.forEach((row, index) => {
      const style: Style = boldLast && index === rows.length - 1 ? { ...cellStyle, bold: true } : (rowStyles[index] ?? cellStyle);
      const cells = columns.map((column, i) => this.wrap(row[i] ?? '', style, column.width - 8));
      const height = Math.max(...cells.map((lines) => lines.length)) * step + 4;
      this.need(height);
      let x = MARGIN;
      cells.forEach((lines, i) => {
        const column = columns[i] as Column;
        const lineStyle = inParagraph(style, row[i] ?? '');
        lines.forEach((line, n) => this.text(line, x + 4, this.y + n * step, lineStyle, column.align ?? 'left', column.width - 8));
        x += column.width;
      });
      this.y += height;
      this.doc.moveTo(MARGIN, this.y - 2).lineTo(this.width - MARGIN, this.y - 2).lineWidth(0.4).strokeColor(RULE).stroke();
    });
    this.onNewPage = null;
  }

  /** A boxed note with a tinted background. */
  note(text: string, accent: string, style: Style = { size: 10.5 }): void {
    const lines = this.wrap(text, style, this.contentWidth - 20);
    const lineStyle = inParagraph(style, text);
    const height = lines.length * this.lineHeight(style) + 14;
    this.need(height);
    this.doc.save().rect(MARGIN, this.y, this.contentWidth, height).fillOpacity(0.08).fill(accent).restore();
    this.doc.rect(MARGIN, this.y, 3, height).fill(accent);
    let y = this.y + 7;
    for (const line of lines) {
      this.text(line, MARGIN + 12, y, lineStyle, lineStyle.rtl ? 'right' : 'left', this.contentWidth - 20);
      y += this.lineHeight(style);
    }
    this.y += height + 6;
  }
}

/**
 * Draws the dark modules as filled rectangles in one path: each run of adjacent dark modules in a
 * row is one rectangle, and the whole code is one fill (`left`, `top`: the corner of the quiet zone).
 */
function drawQr(doc: Doc, text: string, left: number, top: number, side: number): void {
  const modules = qrModules(text);
  const cell = side / (modules.size + 2 * QR_MARGIN);
  const x0 = left + QR_MARGIN * cell;
  const y0 = top + QR_MARGIN * cell;
  doc.save();
  for (const { row, start, length } of darkRuns(modules)) doc.rect(x0 + start * cell, y0 + row * cell, length * cell, cell);
  doc.fill('#000000');
  doc.restore();
}

function newDocument(title: string, size: { width: number; height: number }): Doc {
  const doc = new PDFDocument({
    size: [size.width, size.height],
    margin: 0,
    bufferPages: true,
    info: { Title: title, Producer: 'Trade API', Creator: 'Trade API', CreationDate: FIXED_DATE },
  });
  const loaded = fontsForDocument();
  for (const face of ['regular', 'bold', 'arabic', 'arabicBold'] as const) doc.registerFont(face, loaded[face]);
  return doc;
}

/** Every page: the accent band, the test stamp, the page number and the footer line. */
function finishPages(page: Page, accent: string, footer: string, stamp: string = TEST_STAMP): void {
  const { doc } = page;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.rect(0, 0, page.width, 8).fill(accent);
    if (page.sandbox) {
      doc.save();
      doc.rotate(-35, { origin: [page.width / 2, page.height / 2] });
      doc.fillOpacity(0.07);
      page.text('TEST', 0, page.height / 2 - 90, { size: 170, bold: true, color: STAMP_INK }, 'center', page.width);
      doc.restore();
      doc.rect(MARGIN, 18, page.width - 2 * MARGIN, 26).fillAndStroke(STAMP_FILL, STAMP_EDGE);
      page.text(stamp, MARGIN, 23, { size: 11, bold: true, color: STAMP_INK }, 'center', page.width - 2 * MARGIN);
    }
    doc.moveTo(MARGIN, page.height - 38).lineTo(page.width - MARGIN, page.height - 38).lineWidth(0.5).strokeColor(RULE).stroke();
    page.text(footer, MARGIN, page.height - 32, { size: 8.5, color: MUTED });
    if (range.count > 1) page.text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN, page.height - 32, { size: 8.5, color: MUTED }, 'right', page.width - 2 * MARGIN);
  }
}

function bytesOf(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** The operator's logo at (x, y), at most 160 × 40 points: answers the height it takes (none without a logo). */
function drawLogo(page: Page, logo: LogoModel | null | undefined, x: number, y: number): number {
  if (!logo) return 0;
  page.doc.image(Buffer.from(logo.base64, 'base64'), x, y, { fit: [160, 40] });
  return 48;
}

/** The brand at (x, y): the logo when its bytes are given, else the name in the accent colour. */
function drawBrand(page: Page, brand: { name: string; logoBytes?: Uint8Array | null | undefined }, accent: string, x: number, y: number, size: number): void {
  if (brand.logoBytes && brand.logoBytes.length > 0) {
    page.doc.image(Buffer.from(brand.logoBytes), x, y, { fit: [200, size * 2.2] });
    return;
  }
  page.text(brand.name, x, y, { size, bold: true, color: accent });
}

/** The traveller's live page: its QR code, with what it shows and the link (a link annotation over it) beside. */
function trackingBlock(page: Page, url: string, accent: string): void {
  page.heading('Follow your trip live', accent);
  const side = 96;
  page.need(side + 4);
  const top = page.y;
  drawQr(page.doc, url, MARGIN, top, side);
  const x = MARGIN + side + 14;
  const width = page.contentWidth - side - 14;
  page.y = top + 8;
  page.paragraph(TRACKING_LINE, { size: 10.5 }, x, width);
  page.y += 4;
  const style: Style = { size: 9.5, color: accent };
  for (const line of page.wrap(url, style, width)) {
    page.text(line, x, page.y, style);
    page.doc.link(x, page.y, page.width_(line, style), page.lineHeight(style), url);
    page.y += page.lineHeight(style);
  }
  page.y = Math.max(page.y, top + side) + 4;
}

function voucher(model: VoucherModel): Promise<Buffer> {
  const accent = accentOf(model.brand.accentHex);
  const doc = newDocument(`${model.title} ${model.reference}`, A4_PORTRAIT);
  const page = new Page(doc, A4_PORTRAIT.width, A4_PORTRAIT.height, model.sandbox);
  const qrSide = 118;
  const qrLeft = page.width - MARGIN - qrSide;
  const textWidth = qrLeft - MARGIN - 12;
  const top = page.y;
  drawBrand(page, model.brand, accent, MARGIN, top, 18);
  page.text(model.title, MARGIN, top + 34, { size: 22, bold: true });
  page.text('Booking reference', MARGIN, top + 70, { size: 9, color: MUTED });
  const refStyle: Style = { size: Math.min(28, (28 * textWidth) / Math.max(1, page.width_(model.reference, { size: 28, bold: true }))), bold: true };
  page.text(model.reference, MARGIN, top + 82, refStyle);
  page.text(`Status: ${model.status}`, MARGIN, top + 120, { size: 11, bold: true, color: accent });
  drawQr(doc, model.reference, qrLeft, top - 4, qrSide);
  page.text('Scan for the booking', qrLeft, top + qrSide - 6, { size: 7.5, color: MUTED }, 'center', qrSide);
  // The id, for systems that quote it, small under the code: the reference above is what people read.
  page.y = top + 142;

  page.heading(model.travellers.length > 1 ? 'Travellers' : 'Traveller', accent);
  page.row(model.travellers.length > 1 ? 'Names' : 'Name', model.travellers.join(', '), 150, { size: 13, bold: true });
  if (model.phone) page.row('Phone', model.phone);
  page.row('Party', model.party);

  page.heading(model.variant === 'activity' ? 'Activity' : 'Your transfer', accent);
  page.row(model.startsLabel, uaeDateTime(model.startsAt), 150, { size: 11.5, bold: true });
  if (model.from) page.row('From', model.from);
  if (model.to) page.row('To', model.to);
  for (const [label, value] of model.details) page.row(label, value);
  if (model.flightNumber) page.row('Flight', model.flightNumber);
  if (model.freeWaiting) page.row('Waiting', model.freeWaiting);

  page.heading(model.variant === 'activity' ? 'Where to meet' : 'Meeting your driver', accent);
  page.paragraph(model.meetingPoint, { size: 10.5 });
  if (model.driver) {
    page.heading('Your driver', accent);
    page.row('Name', model.driver.name);
    page.row('Phone', model.driver.phone);
    page.row('Vehicle plate', model.driver.plate);
  }
  if (model.trackingUrl) trackingBlock(page, model.trackingUrl, accent);
  page.y += 6;
  page.note(`${model.variant === 'activity' ? 'If nobody meets you' : 'If your driver is not there'}: ${model.driverNotThere} Call us day and night on ${model.emergencyPhone}.`, accent);

  page.heading('Booking', accent);
  if (model.agencyReference) page.row('Agency reference', model.agencyReference);
  page.row('Cancellation', model.cancellation);
  if (model.notes) page.row('Notes', model.notes);
  finishPages(page, accent, [model.brand.name, `${model.title} ${model.reference}`].filter((part) => part.length > 0).join(' · '));
  return bytesOf(doc);
}

function nameBoard(model: NameBoardModel): Promise<Buffer> {
  const accent = accentOf(model.brand?.accentHex);
  const doc = newDocument(`Name board ${model.reference}`, A4_LANDSCAPE);
  const page = new Page(doc, A4_LANDSCAPE.width, A4_LANDSCAPE.height, model.sandbox);
  const width = page.contentWidth;
  if (model.brand) {
    if (model.brand.logoBytes && model.brand.logoBytes.length > 0) doc.image(Buffer.from(model.brand.logoBytes), page.width / 2 - 100, page.y, { fit: [200, 60], align: 'center' });
    else page.text(model.brand.name, MARGIN, page.y + 4, { size: 30, bold: true, color: accent }, 'center', width);
  }
  // As large as fits across the page; a long name goes on two lines rather than shrinking unread.
  const name = model.travellerName;
  const sizeFor = (text: string, max: number): number => Math.min(max, (100 * width) / Math.max(1, page.width_(text, { size: 100, bold: true })));
  let lines = [name];
  let size = sizeFor(name, 150);
  const words = name.split(/\s+/);
  if (size < 70 && words.length > 1) {
    const half = Math.ceil(words.length / 2);
    const split = [words.slice(0, half).join(' '), words.slice(half).join(' ')];
    const splitSize = Math.min(...split.map((line) => sizeFor(line, 130)));
    if (splitSize > size) {
      lines = isRtlLine(name) ? split : split;
      size = splitSize;
    }
  }
  const lineHeight = size * 1.25;
  let y = (page.height - lines.length * lineHeight) / 2 - size * 0.1;
  for (const line of lines) {
    page.text(line, MARGIN, y, { size, bold: true, color: '#111111' }, 'center', width);
    y += lineHeight;
  }
  const detail = [model.flightNumber ? `Flight ${model.flightNumber}` : null, `Ref ${model.reference}`, model.agencyReference ? `Agency ref ${model.agencyReference}` : null].filter((part): part is string => part !== null).join('   ·   ');
  // The job above the references, in at most two lines of small print.
  const routeStyle = { size: 13, color: '#444444' };
  const routeLines = model.route ? page.wrap(model.route, routeStyle, width).slice(0, 2) : [];
  routeLines.forEach((line, index) => page.text(line, MARGIN, page.height - 122 - (routeLines.length - 1 - index) * 17, routeStyle, 'center', width));
  page.text(detail, MARGIN, page.height - 92, { size: 20, color: '#444444' }, 'center', width);
  finishPages(page, accent, `${model.brand?.name ?? ''}${model.brand ? ' · ' : ''}Name board ${model.reference}`);
  return bytesOf(doc);
}

/** A table cell's amount: the figure alone (`1,234.50`), the column and the note above saying AED. */
const figure = (amount: string): string => aed(amount).replace('AED ', '');

const DRAFT_MARK = 'Draft — not a tax invoice';
const DRAFT_INK = '#B00020';

/**
 * The tax invoice, with every element of Article 59 of the UAE VAT Executive Regulation: the words
 * "Tax Invoice"; the supplier's name, address and TRN; the recipient's name, address, country and
 * TRN (where it has one; a recipient outside the UAE is said to be); the sequential number and
 * the date of issue; per line the date of supply, the description, the quantity and unit price of
 * each unit supplied, the VAT rate and amount and the total; the totals in AED. A draft (the
 * running month) says on every page that it is not a tax invoice, and has no number.
 */
function invoice(model: InvoiceModel): Promise<Buffer> {
  const accent = accentOf(null);
  const draft = model.draft === true;
  const doc = newDocument(draft ? `Draft invoice ${model.coverage ?? ''}`.trim() : `Tax Invoice ${model.number}`, A4_PORTRAIT);
  const page = new Page(doc, A4_PORTRAIT.width, A4_PORTRAIT.height, model.sandbox);
  const top = page.y;
  const right = page.width - MARGIN;
  const nameTop = top + drawLogo(page, model.seller.logo, MARGIN, top);
  page.text(model.seller.name, MARGIN, nameTop, { size: 15, bold: true, color: accent });
  // The seller's address, at most three lines beside the invoice's facts.
  const sellerLines = [...(model.seller.address ? page.wrap(model.seller.address, { size: 9.5 }, 250).slice(0, 3) : []), `TRN ${model.seller.trn}`];
  sellerLines.forEach((line, i) => page.text(line, MARGIN, nameTop + 22 + i * 13, { size: i === sellerLines.length - 1 ? 10 : 9.5, color: MUTED }));
  const titleTop = nameTop + 22 + sellerLines.length * 13 + 9;
  if (draft) page.text(DRAFT_MARK.toUpperCase(), MARGIN, titleTop, { size: 20, bold: true, color: DRAFT_INK });
  else page.text('TAX INVOICE', MARGIN, titleTop, { size: 24, bold: true });
  if (model.coverage) page.text(model.coverage, MARGIN, titleTop + 30, { size: 11, color: INK });
  const facts: Array<[string, string]> = draft
    ? [
        ['Invoice number', 'None: a draft'],
        ['Drafted on', uaeDate(model.issueDate)],
      ]
    : [
        ['Invoice number', model.number],
        ['Date of issue', uaeDate(model.issueDate)],
        // A paid invoice says when it was paid, an open one when it is due: never both.
        model.status === 'Paid' ? ['Paid on', model.paidOn ? uaeDate(model.paidOn) : 'Paid in full'] : ['Due date', uaeDate(model.dueDate)],
        ...(model.asIssued ? [] : [['Status', model.status] as [string, string]]),
      ];
  facts.forEach(([label, value], i) => {
    page.text(label, right - 260, top + i * 17, { size: 9.5, color: MUTED });
    page.text(value, right - 170, top + i * 17, { size: 9.5, bold: true }, 'right', 170);
  });
  page.y = Math.max(top + 84, titleTop + (model.coverage ? 52 : 40));
  page.heading('Bill to', accent);
  page.row('Name', model.buyer.name, 110);
  if (model.buyer.address) page.row('Address', model.buyer.address, 110);
  if (model.buyer.country) page.row('Country', model.buyer.outsideUae ? `${model.buyer.country}: recipient outside the UAE` : model.buyer.country, 110);
  if (model.buyer.trn) page.row('TRN', model.buyer.trn, 110);
  if (model.buyer.email) page.row('Billing email', model.buyer.email, 110);
  page.heading('Services', accent);
  page.paragraph('Amounts in UAE dirhams (AED). Quantity × unit price gives each item, VAT included; each line\'s VAT at the rate shown is inside its total.', { size: 8.5, color: MUTED });
  page.y += 3;
  const columns: Column[] = [
    { title: 'Date of supply', width: 62 },
    { title: 'Description', width: 153 },
    { title: 'Qty', width: 26, align: 'right' },
    { title: 'Unit price incl. VAT', width: 62, align: 'right' },
    { title: 'Amount excl. VAT', width: 60, align: 'right' },
    { title: 'VAT rate', width: 38, align: 'right' },
    { title: 'VAT', width: 52, align: 'right' },
    { title: 'Total incl. VAT', width: 62, align: 'right' },
  ];
  const rows: string[][] = [];
  const styles: Array<Style | undefined> = [];
  for (const line of model.lines) {
    const items = line.items ?? [];
    const only = items.length === 1 ? items[0] : undefined;
    const charged = line.chargedOn && line.chargedOn !== line.date ? ` (charged ${shortDate(line.chargedOn)})` : '';
    const itemText = only && only.description !== line.description ? `; ${only.description}, per ${only.unit}` : only ? `; per ${only.unit}` : '';
    rows.push([
      // A charge date is no date of supply: a line without one says so rather than borrow it.
      line.date ? shortDate(line.date) : '—',
      `${line.reference ? `${line.reference} · ` : ''}${line.description}${itemText}${charged}`,
      only ? String(only.quantity) : '',
      only ? figure(only.unitPrice) : '',
      figure(line.amount),
      line.vatRate ?? '',
      line.vat ? figure(line.vat) : '',
      figure(line.total ?? line.amount),
    ]);
    styles.push(undefined);
    if (only) continue;
    for (const item of items) {
      rows.push(['', `${item.description}, per ${item.unit}`, String(item.quantity), figure(item.unitPrice), '', '', '', figure(item.amount)]);
      styles.push({ size: 8.5, color: MUTED });
    }
  }
  page.table(columns, rows, accent, false, styles);
  page.y += 8;
  const paid = model.status === 'Paid';
  const totals: Array<[string, string, boolean]> = [
    ['Total excl. VAT', aed(model.subtotal), false],
    ['VAT 5%', aed(model.vat), false],
    [draft ? 'Total incl. VAT so far' : 'Total incl. VAT', aed(model.total), true],
    ...(draft
      ? []
      : paid
        ? [['Paid', aed(model.paid), false] as [string, string, boolean]]
        : [...(/[1-9]/.test(model.paid) ? [['Paid so far', aed(model.paid), false] as [string, string, boolean]] : []), ['Amount due', aed(model.due), true] as [string, string, boolean]]),
  ];
  for (const [label, value, strong] of totals) {
    page.need(18);
    page.text(label, right - 260, page.y, { size: 10.5, bold: strong, color: strong ? INK : MUTED });
    page.text(value, right - 150, page.y, { size: 10.5, bold: strong }, 'right', 150);
    page.y += 18;
  }
  page.y += 8;
  page.note(model.paymentTerms, accent, { size: 10 });
  if (draft) drawDraftMark(page);
  finishPages(page, accent, draft ? `${model.seller.name} · TRN ${model.seller.trn} · ${DRAFT_MARK}` : `${model.seller.name} · TRN ${model.seller.trn} · Tax Invoice ${model.number}`);
  return bytesOf(doc);
}

/** "DRAFT" across every page, and the words that it is not a tax invoice at its foot. */
function drawDraftMark(page: Page): void {
  const { doc } = page;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.save();
    doc.rotate(-35, { origin: [page.width / 2, page.height / 2] });
    doc.fillOpacity(0.08);
    page.text('DRAFT', 0, page.height / 2 - 80, { size: 150, bold: true, color: DRAFT_INK }, 'center', page.width);
    doc.restore();
    page.text(DRAFT_MARK, MARGIN, page.height - 48, { size: 9, bold: true, color: DRAFT_INK }, 'center', page.width - 2 * MARGIN);
  }
}

function statement(model: StatementModel): Promise<Buffer> {
  const accent = accentOf(null);
  const doc = newDocument(`Statement ${model.period}`, A4_PORTRAIT);
  const page = new Page(doc, A4_PORTRAIT.width, A4_PORTRAIT.height, model.sandbox);
  const top = page.y + drawLogo(page, model.operatorLogo, MARGIN, page.y);
  page.text(model.operatorName, MARGIN, top, { size: 15, bold: true, color: accent });
  page.text(`Statement of account — ${monthName(model.period)}`, MARGIN, top + 24, { size: 20, bold: true });
  page.text(`${model.account} · issued ${uaeDate(model.issuedAt)}`, MARGIN, top + 54, { size: 10.5, color: MUTED });
  page.y = top + 72;
  page.heading('Summary', accent);
  page.row('Opening balance', aed(model.openingBalance));
  page.row('Charges', aed(model.charges));
  // Money returned for bookings is no payment received: each has its own total.
  if (model.refunds !== undefined) page.row('Refunds', aed(model.refunds));
  page.row('Payments', aed(model.payments));
  page.row('Closing balance', aed(model.closingBalance), 150, { size: 11, bold: true });
  if (model.invoiced !== undefined && model.credited !== undefined) {
    page.row('Invoiced', `${aed(model.invoiced)}, the tax invoice of this month's charges`);
    page.row('Credited', `${aed(model.credited)}, the tax credit notes issued this month`);
    if (model.refunds !== undefined) page.paragraph('Charges − refunds for bookings = invoiced − credited.', { size: 9, color: MUTED });
  }
  page.heading('Entries', accent);
  const columns: Column[] = [
    { title: 'Date', width: 62 },
    { title: 'Kind', width: 64 },
    { title: 'Reference', width: 102 },
    { title: 'Description', width: 127 },
    { title: 'Amount', width: 80, align: 'right' },
    { title: 'Balance', width: 80, align: 'right' },
  ];
  const referenceOf = (entry: StatementModel['entries'][number]): string =>
    [entry.reference, entry.invoiceNumber ? `invoice ${entry.invoiceNumber}` : null, entry.creditNoteNumber ? `credit note ${entry.creditNoteNumber}` : null].filter((part): part is string => part !== null).join(' ');
  const rows = [
    ['', '', '', 'Opening balance', '', aed(model.openingBalance)],
    ...model.entries.map((entry) => [shortDate(entry.date), entry.type, referenceOf(entry), entry.description, aed(entry.amount), aed(entry.balance)]),
    ['', '', '', 'Closing balance', '', aed(model.closingBalance)],
  ];
  page.table(columns, rows, accent, true);
  if (model.invoices) {
    page.heading("Tax invoice of this month's charges", accent);
    if (model.invoices.length === 0) page.paragraph('No booking was charged this month: no tax invoice.', { size: 10.5, color: MUTED });
    for (const issued of model.invoices) page.row(issued.number, `${aed(issued.total)} including VAT, for the services charged this month · ${issued.status}`, 160);
  }
  if (model.creditNotes) {
    page.heading('Tax credit notes issued this month', accent);
    if (model.creditNotes.length === 0) page.paragraph('None.', { size: 10.5, color: MUTED });
    else
      page.table(
        [
          { title: 'Credit note', width: 120 },
          { title: 'Issued', width: 75 },
          { title: 'Corrects invoice', width: 120 },
          { title: 'Booking', width: 100 },
          { title: 'Credited', width: 100, align: 'right' },
        ],
        model.creditNotes.map((note) => [note.number, shortDate(note.issuedAt), note.invoiceNumber, note.bookingReference ?? '—', aed(note.difference)]),
        accent,
      );
  }
  page.heading('Open invoices', accent);
  if (model.openInvoices.length === 0) page.paragraph('No invoice is open.', { size: 10.5, color: MUTED });
  else
    page.table(
      [
        { title: 'Invoice', width: 160 },
        { title: 'Due date', width: 165 },
        { title: 'Status', width: 80 },
        { title: 'Amount due', width: 110, align: 'right' },
      ],
      model.openInvoices.map((open) => [open.number, uaeDate(open.dueDate), open.status, aed(open.amountDue)]),
      accent,
    );
  finishPages(page, accent, `${model.operatorName} · Statement ${model.period} · ${model.account}`);
  return bytesOf(doc);
}

function generic(model: DocumentModel, qr: PdfQrCode | null): Promise<Buffer> {
  const accent = accentOf(model.accentHex);
  const doc = newDocument(model.title, A4_PORTRAIT);
  const page = new Page(doc, A4_PORTRAIT.width, A4_PORTRAIT.height, model.sandbox);
  const bandTop = page.y - 6;
  doc.rect(0, bandTop, page.width, 66).fill(accent);
  page.text(model.brandName, MARGIN, bandTop + 10, { size: 11, color: '#FFFFFF' });
  page.text(model.title, MARGIN, bandTop + 28, { size: 20, bold: true, color: '#FFFFFF' });
  page.y = bandTop + 76;
  if (model.subtitle) page.paragraph(model.subtitle, { size: 11.5, color: MUTED });
  // Rows stay clear of a QR code drawn at the foot of the first page.
  const qrTop = qr ? page.height - qr.y - qr.side : page.height;
  for (const section of model.sections) {
    if (section.newPage) page.need(page.height);
    if (section.keepTogether) {
      // The heading's 35 points and each row's wrapped lines, as heading() and row() lay them out; one taller than a page runs over as any other.
      const rowsHeight = section.rows.reduce((height, [, value]) => height + page.wrap(value, { size: 11 }, page.contentWidth - 170).length * page.lineHeight({ size: 11 }) + 2, 0);
      const height = 35 + rowsHeight;
      if (height <= page.bottom - PAGE_TOP_ROOM) page.need(height);
    }
    page.heading(section.heading, accent);
    for (const [label, value] of section.rows) {
      if (doc.bufferedPageRange().count === 1 && page.y > qrTop - 40) page.need(page.height);
      page.row(label, value, 170);
    }
  }
  if (qr) {
    const current = doc.bufferedPageRange();
    doc.switchToPage(current.start);
    drawQr(doc, qr.text, qr.x, qrTop, qr.side);
    doc.switchToPage(current.start + current.count - 1);
  }
  finishPages(page, accent, model.footer ?? `${model.brandName} · ${model.title}`, GENERIC_TEST_STAMP);
  return bytesOf(doc);
}

/** A tax credit note (Article 60): the seller, the words "Tax Credit Note", the original invoice, the recipient, the supply and the values. */
function creditNote(model: CreditNoteModel): Promise<Buffer> {
  const accent = accentOf(null);
  const facts = creditNoteFacts(model);
  const doc = newDocument(`Tax Credit Note ${model.number}`, A4_PORTRAIT);
  const page = new Page(doc, A4_PORTRAIT.width, A4_PORTRAIT.height, model.sandbox);
  const top = page.y;
  const right = page.width - MARGIN;
  const nameTop = top + drawLogo(page, model.seller.logo, MARGIN, top);
  page.text(model.seller.name, MARGIN, nameTop, { size: 15, bold: true, color: accent });
  const sellerLines = [...(model.seller.address ? page.wrap(model.seller.address, { size: 9.5 }, 250).slice(0, 3) : []), `TRN ${model.seller.trn}`];
  sellerLines.forEach((line, i) => page.text(line, MARGIN, nameTop + 22 + i * 13, { size: i === sellerLines.length - 1 ? 10 : 9.5, color: MUTED }));
  const titleTop = nameTop + 22 + sellerLines.length * 13 + 9;
  page.text('TAX CREDIT NOTE', MARGIN, titleTop, { size: 24, bold: true });
  facts.note.forEach(([label, value], i) => {
    page.text(label, right - 260, top + i * 17, { size: 9.5, color: MUTED });
    page.text(value, right - 150, top + i * 17, { size: 9.5, bold: true }, 'right', 150);
  });
  page.y = Math.max(top + 84, titleTop + 40);
  page.heading('Credit to', accent);
  for (const [label, value] of facts.buyer) page.row(label, value, 130);
  page.heading('Supply corrected', accent);
  for (const [label, value] of facts.supply) page.row(label, value, 130);
  page.heading('Values in AED', accent);
  for (const [label, value, strong] of facts.values) {
    page.need(18);
    page.text(label, MARGIN, page.y, { size: 10.5, bold: strong, color: strong ? INK : MUTED });
    page.text(value, right - 150, page.y, { size: 10.5, bold: strong }, 'right', 150);
    page.y += 18;
  }
  page.y += 8;
  page.note(`This tax credit note reduces the value of the supply on tax invoice ${model.invoiceNumber}. Amounts in UAE dirhams (AED); VAT at ${model.vatRate}.`, accent, { size: 10 });
  finishPages(page, accent, `${model.seller.name} · TRN ${model.seller.trn} · Tax Credit Note ${model.number}`);
  return bytesOf(doc);
}

/** The PDF of a job, its bytes a function of the job alone. */
export function renderPdfJob(job: PdfJob): Promise<Buffer> {
  switch (job.kind) {
    case 'voucher':
      return voucher(job.model);
    case 'nameBoard':
      return nameBoard(job.model);
    case 'invoice':
      return invoice(job.model);
    case 'statement':
      return statement(job.model);
    case 'creditNote':
      return creditNote(job.model);
    case 'generic':
      return generic(job.model, job.qr);
  }
}

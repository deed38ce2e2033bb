/**
 * The HTML of each printed document: self-contained (inline style, the QR code as inline SVG), every
 * value escaped, nothing fetched but the partner's own https logo. Mixed Arabic and Latin text is
 * left to the browser's bidi algorithm, with `dir="auto"` on every value.
 */
import { aed, monthName, shortDate, uaeDate, uaeDateTime } from './format';
import { TEST_STAMP, TRACKING_LINE, accentOf, type BrandModel, type CreditNoteModel, type InvoiceModel, type LogoModel, type NameBoardModel, type StatementModel, type VoucherModel } from './models';
import { QR_MARGIN, darkRuns, qrModules } from './qr';
import { creditNoteFacts } from './creditNote';

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const value = (text: string): string => `<span dir="auto">${escapeHtml(text)}</span>`;

/** The code as an inline SVG: one path of the dark modules, run by run. */
export function qrInlineSvg(text: string, pixels: number): string {
  const modules = qrModules(text);
  const side = modules.size + 2 * QR_MARGIN;
  const path = darkRuns(modules).map(({ row, start, length }) => `M${start + QR_MARGIN} ${row + QR_MARGIN}h${length}v1h${-length}z`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${pixels}" height="${pixels}" shape-rendering="crispEdges" role="img" aria-label="QR code of ${escapeHtml(text)}"><rect width="${side}" height="${side}" fill="#fff"/><path d="${path.join('')}" fill="#000"/></svg>`;
}

const BASE_STYLE = `*{box-sizing:border-box}body{font-family:"Noto Sans","Noto Sans Arabic",Helvetica,Arial,sans-serif;margin:0;color:#222;background:#fff}
main{max-width:800px;margin:0 auto;padding:1.5rem 2rem}.band{height:8px}
.stamp{background:#FFF3CD;border:1px solid #E0B000;color:#7A5300;font-weight:700;text-align:center;padding:.5rem;margin:.75rem 0}
h2{font-size:1.05rem;margin:1.4rem 0 .4rem;padding-bottom:.2rem;border-bottom:1px solid currentColor}
table.rows{border-collapse:collapse;width:100%}table.rows th{text-align:start;font-weight:400;color:#666;width:11rem;padding:.2rem 1rem .2rem 0;vertical-align:top}table.rows td{padding:.2rem 0}
table.grid{border-collapse:collapse;width:100%;font-size:.9rem}table.grid th{color:#fff;text-align:start;padding:.35rem .4rem}table.grid td{padding:.3rem .4rem;border-bottom:1px solid #ddd;vertical-align:top}
.num{text-align:end;white-space:nowrap}.muted{color:#666}.note{padding:.6rem .8rem;margin:1rem 0}
footer{margin-top:2rem;border-top:1px solid #ccc;padding-top:.5rem;font-size:.8rem;color:#666}
@page{size:A4;margin:12mm}@media print{main{padding:0}}`;

function page(title: string, accent: string, sandbox: boolean, body: string, footer: string, extraStyle = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${BASE_STYLE}
.band{background:${accent}}h2{color:${accent}}table.grid th{background:${accent}}.note{background:${accent}14;border-inline-start:3px solid ${accent}}${extraStyle}</style>
</head><body><div class="band"></div><main>${sandbox ? `<p class="stamp">${escapeHtml(TEST_STAMP)}</p>` : ''}
${body}
<footer>${escapeHtml(footer)}</footer></main></body></html>
`;
}

/** The partner's logo only from https; anything else shows the name. */
function brandHtml(brand: BrandModel, accent: string, size: string): string {
  if (brand.logoUrl && /^https:\/\//.test(brand.logoUrl)) return `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" style="max-height:56px;max-width:220px">`;
  return `<div style="color:${accent};font-weight:700;font-size:${size}" dir="auto">${escapeHtml(brand.name)}</div>`;
}

/** The operator's logo, inline (documents fetch nothing), above its name. */
const logoHtml = (logo: LogoModel | null | undefined, name: string): string =>
  logo ? `<img src="data:${logo.type};base64,${logo.base64}" alt="${escapeHtml(name)}" style="display:block;max-height:56px;max-width:220px;margin-bottom:.3rem">` : '';

const rows = (pairs: ReadonlyArray<readonly [string, string]>): string =>
  `<table class="rows">${pairs.map(([label, text]) => `<tr><th>${escapeHtml(label)}</th><td>${value(text)}</td></tr>`).join('')}</table>`;

/** The traveller's live page: its QR code beside the link. */
const trackingHtml = (url: string): string =>
  `<h2>Follow your trip live</h2><div class="tracking" style="display:flex;gap:1rem;align-items:center"><figure style="margin:0;flex:none">${qrInlineSvg(url, 120)}</figure><p style="margin:0">${escapeHtml(TRACKING_LINE)}<br><a href="${escapeHtml(url)}" style="word-break:break-all">${escapeHtml(url)}</a></p></div>`;

export function voucherHtml(model: VoucherModel): string {
  const accent = accentOf(model.brand.accentHex);
  const service: Array<[string, string]> = [[model.startsLabel, uaeDateTime(model.startsAt)]];
  if (model.from) service.push(['From', model.from]);
  if (model.to) service.push(['To', model.to]);
  service.push(...model.details);
  if (model.flightNumber) service.push(['Flight', model.flightNumber]);
  if (model.freeWaiting) service.push(['Waiting', model.freeWaiting]);
  const traveller: Array<[string, string]> = [[model.travellers.length > 1 ? 'Names' : 'Name', model.travellers.join(', ')]];
  if (model.phone) traveller.push(['Phone', model.phone]);
  traveller.push(['Party', model.party]);
  // The partner's own reference where it gave one; a traveller never reads an empty row.
  const booking: Array<[string, string]> = [...(model.agencyReference ? [['Agency reference', model.agencyReference] as [string, string]] : []), ['Cancellation', model.cancellation]];
  if (model.notes) booking.push(['Notes', model.notes]);
  const body = `<header style="display:flex;justify-content:space-between;gap:1rem;align-items:flex-start">
<div>${brandHtml(model.brand, accent, '1.4rem')}<h1 style="margin:.4rem 0 .6rem">${escapeHtml(model.title)}</h1>
<div class="muted" style="font-size:.8rem">Booking reference</div><div class="reference" style="font-size:2rem;font-weight:700">${escapeHtml(model.reference)}</div>
<div style="color:${accent};font-weight:700">Status: ${escapeHtml(model.status)}</div></div>
<figure style="margin:0;text-align:center">${qrInlineSvg(model.reference, 140)}<figcaption class="muted" style="font-size:.75rem">Scan for the booking</figcaption></figure></header>
<h2>${model.travellers.length > 1 ? 'Travellers' : 'Traveller'}</h2>${rows(traveller)}
<h2>${model.variant === 'activity' ? 'Activity' : 'Your transfer'}</h2>${rows(service)}
<h2>${model.variant === 'activity' ? 'Where to meet' : 'Meeting your driver'}</h2><p dir="auto">${escapeHtml(model.meetingPoint)}</p>
${model.driver ? `<h2>Your driver</h2>${rows([['Name', model.driver.name], ['Phone', model.driver.phone], ['Vehicle plate', model.driver.plate]])}` : ''}
${model.trackingUrl ? trackingHtml(model.trackingUrl) : ''}
<p class="note"><strong>${model.variant === 'activity' ? 'If nobody meets you' : 'If your driver is not there'}:</strong> ${escapeHtml(model.driverNotThere)} Call us day and night on ${model.emergencyTel ? `<a href="tel:${escapeHtml(model.emergencyTel)}">${escapeHtml(model.emergencyPhone)}</a>` : escapeHtml(model.emergencyPhone)}.</p>
<h2>Booking</h2>${rows(booking)}`;
  return page(`${model.title} ${model.reference}`, accent, model.sandbox, body, [model.brand.name, `${model.title} ${model.reference}`].filter((part) => part.length > 0).join(' · '));
}

export function nameBoardHtml(model: NameBoardModel): string {
  const accent = accentOf(model.brand?.accentHex);
  const detail = [model.flightNumber ? `Flight ${model.flightNumber}` : null, `Ref ${model.reference}`, model.agencyReference ? `Agency ref ${model.agencyReference}` : null].filter((part): part is string => part !== null).join(' · ');
  const body = `${model.brand ? `<div style="text-align:center;margin-top:1rem">${brandHtml(model.brand, accent, '2.5rem')}</div>` : ''}
<p class="name" dir="auto">${escapeHtml(model.travellerName)}</p>
${model.route ? `<p class="route">${value(model.route)}</p>` : ''}<p class="detail">${escapeHtml(detail)}</p>`;
  const style = `@page{size:A4 landscape;margin:1cm}main{max-width:none;text-align:center}.name{font-size:clamp(3rem,11vw,9rem);font-weight:700;margin:3rem 1rem;line-height:1.15;overflow-wrap:anywhere;}.route{font-size:1.3rem;color:#444;margin:0 2rem .5rem}.detail{font-size:2rem;color:#444}`;
  return page(`Name board ${model.reference}`, accent, model.sandbox, body, `${model.brand?.name ?? ''}${model.brand ? ' · ' : ''}Name board ${model.reference}`, style);
}

export function invoiceHtml(model: InvoiceModel): string {
  const accent = accentOf(null);
  const draft = model.draft === true;
  const figure = (amount: string): string => escapeHtml(aed(amount).replace('AED ', ''));
  const lines = model.lines
    .map((line) => {
      const items = line.items ?? [];
      const only = items.length === 1 ? items[0] : undefined;
      const charged = line.chargedOn && line.chargedOn !== line.date ? ` (charged ${shortDate(line.chargedOn)})` : '';
      const itemText = only && only.description !== line.description ? `; ${only.description}, per ${only.unit}` : only ? `; per ${only.unit}` : '';
      const description = `${line.reference ? `${line.reference} · ` : ''}${line.description}${itemText}${charged}`;
      const main = `<tr><td>${line.date ? escapeHtml(shortDate(line.date)) : '—'}</td><td>${value(description)}</td><td class="num">${only ? only.quantity : ''}</td><td class="num">${only ? figure(only.unitPrice) : ''}</td><td class="num">${figure(line.amount)}</td><td class="num">${escapeHtml(line.vatRate ?? '')}</td><td class="num">${line.vat ? figure(line.vat) : ''}</td><td class="num">${figure(line.total ?? line.amount)}</td></tr>`;
      if (only) return main;
      return main + items.map((item) => `<tr class="muted"><td></td><td>${value(`${item.description}, per ${item.unit}`)}</td><td class="num">${item.quantity}</td><td class="num">${figure(item.unitPrice)}</td><td></td><td></td><td></td><td class="num">${figure(item.amount)}</td></tr>`).join('');
    })
    .join('');
  const paid = model.status === 'Paid';
  const totals: Array<[string, string, boolean]> = [
    ['Total excl. VAT', model.subtotal, false],
    ['VAT 5%', model.vat, false],
    [draft ? 'Total incl. VAT so far' : 'Total incl. VAT', model.total, true],
    ...(draft
      ? []
      : paid
        ? [['Paid', model.paid, false] as [string, string, boolean]]
        : [...(/[1-9]/.test(model.paid) ? [['Paid so far', model.paid, false] as [string, string, boolean]] : []), ['Amount due', model.due, true] as [string, string, boolean]]),
  ];
  // A paid invoice says when it was paid, an open one when it is due: never both.
  const when: [string, string] = paid ? ['Paid on', model.paidOn ? uaeDate(model.paidOn) : 'Paid in full'] : ['Due date', uaeDate(model.dueDate)];
  const facts: Array<[string, string]> = draft ? [['Invoice number', 'None: a draft'], ['Drafted on', uaeDate(model.issueDate)]] : [['Invoice number', model.number], ['Date of issue', uaeDate(model.issueDate)], when, ...(model.asIssued ? [] : [['Status', model.status] as [string, string]])];
  const buyer: Array<[string, string]> = [['Name', model.buyer.name]];
  if (model.buyer.address) buyer.push(['Address', model.buyer.address]);
  if (model.buyer.country) buyer.push(['Country', model.buyer.outsideUae ? `${model.buyer.country}: recipient outside the UAE` : model.buyer.country]);
  if (model.buyer.trn) buyer.push(['TRN', model.buyer.trn]);
  if (model.buyer.email) buyer.push(['Billing email', model.buyer.email]);
  const title = draft ? '<h1 style="color:#B00020">DRAFT — NOT A TAX INVOICE</h1>' : '<h1>TAX INVOICE</h1>';
  const body = `<header style="display:flex;justify-content:space-between;gap:1rem"><div>${logoHtml(model.seller.logo, model.seller.name)}<div style="color:${accent};font-weight:700;font-size:1.2rem">${escapeHtml(model.seller.name)}</div>
${model.seller.address ? `<div class="muted" dir="auto">${escapeHtml(model.seller.address)}</div>` : ''}<div class="muted">TRN ${escapeHtml(model.seller.trn)}</div>${title}${model.coverage ? `<p>${escapeHtml(model.coverage)}</p>` : ''}</div>
${rows(facts)}</header>
<h2>Bill to</h2>${rows(buyer)}
<h2>Services</h2><p class="muted">Amounts in UAE dirhams (AED). Quantity × unit price gives each item, VAT included; each line's VAT at the rate shown is inside its total.</p><table class="grid"><thead><tr><th>Date of supply</th><th>Description</th><th class="num">Qty</th><th class="num">Unit price</th><th class="num">Excl. VAT</th><th class="num">VAT rate</th><th class="num">VAT</th><th class="num">Total</th></tr></thead><tbody>${lines}</tbody></table>
<table class="rows" style="width:auto;margin:1rem 0 0 auto">${totals.map(([label, amount, strong]) => `<tr${strong ? ' style="font-weight:700"' : ''}><th>${label}</th><td class="num">${escapeHtml(aed(amount))}</td></tr>`).join('')}</table>
<p class="note">${escapeHtml(model.paymentTerms)}</p>`;
  const name = draft ? 'Draft — not a tax invoice' : `Tax Invoice ${model.number}`;
  return page(name, accent, model.sandbox, body, `${model.seller.name} · TRN ${model.seller.trn} · ${name}`);
}

export function statementHtml(model: StatementModel): string {
  const accent = accentOf(null);
  const entries = model.entries
    .map((entry) => `<tr><td>${escapeHtml(shortDate(entry.date))}</td><td>${escapeHtml(entry.type)}</td><td>${escapeHtml([entry.reference, entry.invoiceNumber ? `invoice ${entry.invoiceNumber}` : null, entry.creditNoteNumber ? `credit note ${entry.creditNoteNumber}` : null].filter((part): part is string => part !== null).join(' '))}</td><td>${value(entry.description)}</td><td class="num">${escapeHtml(aed(entry.amount))}</td><td class="num">${escapeHtml(aed(entry.balance))}</td></tr>`)
    .join('');
  const open = model.openInvoices.length
    ? `<table class="grid"><thead><tr><th>Invoice</th><th>Due date</th><th>Status</th><th class="num">Amount due</th></tr></thead><tbody>${model.openInvoices
        .map((invoice) => `<tr><td>${escapeHtml(invoice.number)}</td><td>${escapeHtml(uaeDate(invoice.dueDate))}</td><td>${escapeHtml(invoice.status)}</td><td class="num">${escapeHtml(aed(invoice.amountDue))}</td></tr>`)
        .join('')}</tbody></table>`
    : '<p class="muted">No invoice is open.</p>';
  const body = `${logoHtml(model.operatorLogo, model.operatorName)}<div style="color:${accent};font-weight:700;font-size:1.2rem">${escapeHtml(model.operatorName)}</div>
<h1>Statement of account — ${escapeHtml(monthName(model.period))}</h1><p class="muted">${escapeHtml(model.account)} · issued ${escapeHtml(uaeDate(model.issuedAt))}</p>
<h2>Summary</h2>${rows([
    ['Opening balance', aed(model.openingBalance)],
    ['Charges', aed(model.charges)],
    ...(model.refunds !== undefined ? [['Refunds', aed(model.refunds)] as [string, string]] : []),
    ['Payments', aed(model.payments)],
    ['Closing balance', aed(model.closingBalance)],
    ...(model.invoiced !== undefined && model.credited !== undefined ? [['Invoiced', aed(model.invoiced)] as [string, string], ['Credited', aed(model.credited)] as [string, string]] : []),
  ])}
<h2>Entries</h2><table class="grid"><thead><tr><th>Date</th><th>Kind</th><th>Reference</th><th>Description</th><th class="num">Amount</th><th class="num">Balance</th></tr></thead><tbody>
<tr><td></td><td></td><td></td><td>Opening balance</td><td></td><td class="num">${escapeHtml(aed(model.openingBalance))}</td></tr>${entries}
<tr style="font-weight:700"><td></td><td></td><td></td><td>Closing balance</td><td></td><td class="num">${escapeHtml(aed(model.closingBalance))}</td></tr></tbody></table>
${model.invoices ? `<h2>Tax invoice of this month's charges</h2>${model.invoices.length ? rows(model.invoices.map((issued) => [issued.number, `${aed(issued.total)} including VAT, for the services charged this month · ${issued.status}`] as const)) : '<p class="muted">No booking was charged this month: no tax invoice.</p>'}` : ''}
${model.creditNotes ? `<h2>Tax credit notes issued this month</h2>${model.creditNotes.length ? rows(model.creditNotes.map((note) => [note.number, `${aed(note.difference)} credited on ${shortDate(note.issuedAt)}, correcting ${note.invoiceNumber}${note.bookingReference ? ` for ${note.bookingReference}` : ''}`] as const)) : '<p class="muted">None.</p>'}` : ''}
<h2>Open invoices</h2>${open}`;
  return page(`Statement ${model.period}`, accent, model.sandbox, body, `${model.operatorName} · Statement ${model.period} · ${model.account}`);
}

export function creditNoteHtml(model: CreditNoteModel): string {
  const accent = accentOf(null);
  const facts = creditNoteFacts(model);
  const body = `<header style="display:flex;justify-content:space-between;gap:1rem"><div>${logoHtml(model.seller.logo, model.seller.name)}<div style="color:${accent};font-weight:700;font-size:1.2rem">${escapeHtml(model.seller.name)}</div>
${model.seller.address ? `<div class="muted" dir="auto">${escapeHtml(model.seller.address)}</div>` : ''}<div class="muted">TRN ${escapeHtml(model.seller.trn)}</div><h1>TAX CREDIT NOTE</h1></div>
${rows(facts.note)}</header>
<h2>Credit to</h2>${rows(facts.buyer)}
<h2>Supply corrected</h2>${rows(facts.supply)}
<h2>Values in AED</h2><table class="rows" style="width:auto">${facts.values.map(([label, amount, strong]) => `<tr${strong ? ' style="font-weight:700"' : ''}><th>${escapeHtml(label)}</th><td class="num">${escapeHtml(amount)}</td></tr>`).join('')}</table>
<p class="note">${escapeHtml(`This tax credit note reduces the value of the supply on tax invoice ${model.invoiceNumber}. Amounts in UAE dirhams (AED); VAT at ${model.vatRate}.`)}</p>`;
  return page(`Tax Credit Note ${model.number}`, accent, model.sandbox, body, `${model.seller.name} · TRN ${model.seller.trn} · Tax Credit Note ${model.number}`);
}

import { aed, uaeDate } from './format';
import type { CreditNoteModel } from './models';

/** Every element of a UAE tax credit note (Article 60), label by label: the HTML and the PDF print the same list. */
export function creditNoteFacts(model: CreditNoteModel): {
  note: Array<[string, string]>;
  buyer: Array<[string, string]>;
  supply: Array<[string, string]>;
  values: Array<[string, string, boolean]>;
} {
  const buyer: Array<[string, string]> = [['Name', model.buyer.name]];
  if (model.buyer.address) buyer.push(['Address', model.buyer.country ? `${model.buyer.address} (${model.buyer.country})` : model.buyer.address]);
  if (model.buyer.trn) buyer.push(['TRN', model.buyer.trn]);
  if (model.buyer.email) buyer.push(['Billing email', model.buyer.email]);
  return {
    note: [
      ['Credit note number', model.number],
      ['Date of issue', uaeDate(model.issueDate)],
      ['Original tax invoice', model.invoiceNumber],
      ['Invoice date', uaeDate(model.invoiceDate)],
    ],
    buyer,
    supply: [
      ['Booking reference', model.bookingReference ?? '—'],
      ['Date of supply', model.serviceDate ? uaeDate(model.serviceDate) : '—'],
      ['Description', model.description],
      ['Reason', model.reason],
    ],
    values: [
      ['Value on the invoice (incl. VAT)', aed(model.invoicedValue), false],
      ['Value before this note (incl. VAT)', aed(model.valueBefore), false],
      ['Correct value (incl. VAT)', aed(model.correctedValue), false],
      ['Difference excl. VAT', aed(model.differenceNet), false],
      [`VAT ${model.vatRate} on the difference`, aed(model.vat), false],
      ['Credited incl. VAT', aed(model.difference), true],
    ],
  };
}


import type { Db } from '../platform/db';
import { newBookingReference, normaliseBookingReference } from '../platform/ids';
import { uaeDate as uaeDay } from '../platform/uaeTime';
import { documentOperator, readOperatorIdentity, readableIban } from './operatorIdentity';
import { nextDocumentNumber } from './documentNumbers';
import { filsToAed } from './money';
import type { Partition } from './partition';
import { aed, aedText, uaeDate } from './documents/format';
import { renderPdf, type DocumentModel } from './documents/documents';

/**
 * The pro-forma invoice a wallet top-up is answered with: what to pay, to which account, quoting
 * which payment reference. It is not a tax invoice (a top-up is a prepayment, not a supply): the
 * tax invoice follows each month for the services charged. The payment reference is the
 * pro-forma's own, so finance can match the transfer that quotes it to the account.
 */
export interface ProformaRow {
  number: string;
  topup_reference: string;
  account_id: string;
  payment_reference: string;
  amount_fils: number;
  company_name: string;
  contact_email: string;
  purchase_order: string | null;
  status: 'issued' | 'paid';
  issued_by: string;
  issued_at: string;
  paid_at: string | null;
  bank_reference: string | null;
}

type StoredProforma = Omit<ProformaRow, 'amount_fils'> & { amount_fils: number | string };
const fromRow = (row: StoredProforma): ProformaRow => ({ ...row, amount_fils: Number(row.amount_fils) });

/** `PY-7KQ2-M9XH`: short enough to type into a bank's payment details, and read back from them. */
const PAYMENT_PREFIX = 'PY';
const PAYMENT_IN_TEXT = /\bPY[\s-]?[0-9A-Z]{4}[\s-]?[0-9A-Z]{4}\b/gi;

export interface TopupToInvoice {
  reference: string;
  company_name: string;
  contact_email: string;
  amount_fils: number;
  purchase_order: string | null;
}

/** Numbers and stores the pro-forma of a top-up, in the partition's (live) transaction. */
export async function issueProforma(partition: Partition, topup: TopupToInvoice): Promise<ProformaRow> {
  // Refused (503 not_configured, naming them) while the operator's bank details are not set: nobody could pay it.
  await documentOperator(partition, 'proforma');
  const issuedAt = partition.now();
  const row: ProformaRow = {
    number: await nextDocumentNumber(partition.db, 'PF', Number(uaeDay(new Date(issuedAt)).slice(0, 4))),
    topup_reference: topup.reference,
    account_id: partition.accountId,
    payment_reference: newBookingReference(PAYMENT_PREFIX),
    amount_fils: topup.amount_fils,
    company_name: topup.company_name,
    contact_email: topup.contact_email,
    purchase_order: topup.purchase_order,
    status: 'issued',
    issued_by: partition.actor,
    issued_at: issuedAt,
    paid_at: null,
    bank_reference: null,
  };
  await partition.db('proforma_invoices').insert(row);
  return row;
}

/** The pro-forma as a person reads it: who pays whom, how much, where to, quoting what. */
export async function proformaModel(db: Db, row: ProformaRow): Promise<DocumentModel> {
  const operator = await readOperatorIdentity(db);
  const amount = aed(aedText(filsToAed(row.amount_fils)));
  return {
    title: `Pro-forma invoice ${row.number}`,
    subtitle: `Wallet top-up ${row.topup_reference}, issued ${uaeDate(row.issued_at)}`,
    sandbox: false,
    brandName: operator.legal_name ?? '',
    sections: [
      { heading: 'From', rows: [['Name', operator.legal_name ?? ''], ['Address', operator.address ?? ''], ['TRN', operator.trn ?? '']] },
      {
        heading: 'To',
        rows: [['Company', row.company_name], ['Contact', row.contact_email], ...(row.purchase_order ? [['Purchase order', row.purchase_order] as [string, string]] : [])],
      },
      { heading: 'Amount', rows: [['Wallet top-up', amount], ['VAT', 'None on a prepayment: each month’s tax invoice charges VAT on the services supplied']] },
      {
        heading: 'Pay by bank transfer',
        rows: [
          ['Bank', operator.bank_name ?? ''],
          ['Account name', operator.bank_account_name ?? ''],
          ['IBAN', operator.iban ? readableIban(operator.iban) : ''],
          ['SWIFT', operator.swift ?? ''],
          ['Amount', amount],
          ['Payment reference', row.payment_reference],
        ],
      },
    ],
    footer: `Quote ${row.payment_reference} in the transfer's payment details: the wallet is credited when the transfer arrives. This is not a tax invoice.`,
  };
}

export const proformaPdf = async (db: Db, row: ProformaRow): Promise<Buffer> => renderPdf(await proformaModel(db, row));

/**
 * The open pro-forma whose payment reference a bank transfer's text quotes (`ENBD TT 88231
 * PY-7KQ2-M9XH`, in any case, with or without dashes); null when it quotes none.
 */
export async function proformaQuotedBy(db: Db, bankText: string): Promise<ProformaRow | null> {
  const quoted = [...bankText.matchAll(PAYMENT_IN_TEXT)].map((match) => normaliseBookingReference(match[0])).filter((ref): ref is string => ref !== null);
  if (quoted.length === 0) return null;
  const row = (await db('proforma_invoices').whereIn('payment_reference', quoted).orderBy('issued_at').first()) as StoredProforma | undefined;
  return row ? fromRow(row) : null;
}

/** Marks the pro-forma paid by the transfer credited for it, in the credit's transaction. */
export async function markProformaPaid(partition: Partition, number: string, bankReference: string): Promise<void> {
  await partition
    .db('proforma_invoices')
    .where({ number, status: 'issued' })
    // eslint-disable-next-line no-restricted-syntax -- a pro-forma is a payment request settled once by its transfer, not a state machine of the partition
    .update({ status: 'paid', paid_at: partition.now(), bank_reference: bankReference });
}

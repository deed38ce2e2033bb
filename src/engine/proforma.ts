import type { Db } from '../platform/db';
import { quotedPaymentReferences } from './bankReference';
import { uaeDate as uaeDay } from '../platform/uaeTime';
import { documentOperator, readOperatorIdentity, readableIban, type OperatorRecord } from './operatorIdentity';
import { issuedDocument, storeIssuedDocument, type IssuedDocument } from './issuedDocuments';
import { nextDocumentNumber } from './documentNumbers';
import { filsToAed } from './money';
import type { Partition } from './partition';
import { aed, aedText, uaeDate } from './documents/format';
import { renderPdf, type DocumentModel } from './documents/documents';

/**
 * The pro-forma invoice a wallet top-up is answered with: what to pay, to which account, quoting
 * which payment reference. It is not a tax invoice (a top-up is a prepayment, not a supply): the
 * tax invoice follows each month for the services charged. The payment reference is the top-up's
 * own (`WTU-…`), the one the partner was told to quote when they asked, so finance matches the
 * transfer that quotes it to the account. Transfers add up to it: `issued` until one arrives,
 * `part_paid` while short, `paid` once they reach its amount (a surplus stays in the wallet).
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
  status: ProformaStatus;
  /** What the transfers credited for it paid, net of reversals; above `amount_fils` when paid over. */
  paid_fils: number;
  issued_by: string;
  issued_at: string;
  paid_at: string | null;
  bank_reference: string | null;
}

export type ProformaStatus = 'issued' | 'part_paid' | 'paid';

type StoredProforma = Omit<ProformaRow, 'amount_fils' | 'paid_fils'> & { amount_fils: number | string; paid_fils: number | string };
const fromRow = (row: StoredProforma): ProformaRow => ({ ...row, amount_fils: Number(row.amount_fils), paid_fils: Number(row.paid_fils) });

/** What is left to pay, and what was paid over, in fils: never both above zero. */
export const proformaBalance = (row: { amount_fils: number; paid_fils: number }) => ({
  outstanding_fils: Math.max(0, row.amount_fils - row.paid_fils),
  overpaid_fils: Math.max(0, row.paid_fils - row.amount_fils),
});

export interface TopupToInvoice {
  reference: string;
  company_name: string;
  contact_email: string;
  amount_fils: number;
  purchase_order: string | null;
}

/**
 * What a pro-forma says as issued, kept with it (`issued_documents`, kind `proforma`): who asked
 * whom for how much, to which bank account, quoting what; the operator's name, address, TRN and
 * bank as they stood at issue. Its payment status is live and is not part of it: the ops API's
 * JSON shows it, the stored PDF never does.
 */
export interface ProformaData {
  object: 'proforma_invoice';
  number: string;
  topup_reference: string;
  account_id: string;
  payment_reference: string;
  amount_aed: number;
  company_name: string;
  contact_email: string;
  purchase_order: string | null;
  issued_at: string;
  seller: { name: string; address: string; trn: string };
  bank: { name: string; account_name: string; iban: string; swift: string };
}

/**
 * Numbers the pro-forma of a top-up, renders its PDF and stores both as issued, in the
 * partition's (live) transaction; answers it with the stored PDF's bytes (`pdf`), the ones every
 * later read serves.
 */
export async function issueProforma(partition: Partition, topup: TopupToInvoice): Promise<ProformaRow & { pdf: Buffer }> {
  // Refused (503 not_configured, naming them) while the operator's bank details are not set: nobody could pay it.
  await documentOperator(partition, 'proforma');
  const issuedAt = partition.now();
  const row: ProformaRow = {
    number: await nextDocumentNumber(partition.db, 'PF', Number(uaeDay(new Date(issuedAt)).slice(0, 4))),
    topup_reference: topup.reference,
    account_id: partition.accountId,
    payment_reference: topup.reference,
    amount_fils: topup.amount_fils,
    company_name: topup.company_name,
    contact_email: topup.contact_email,
    purchase_order: topup.purchase_order,
    status: 'issued',
    paid_fils: 0,
    issued_by: partition.actor,
    issued_at: issuedAt,
    paid_at: null,
    bank_reference: null,
  };
  await partition.db('proforma_invoices').insert(row);
  const data = proformaDataOf(row, await readOperatorIdentity(partition.db));
  const stored = await storeIssuedDocument(partition, { id: row.number, kind: 'proforma', number: row.number, period: null, issuedAt, data, pdf: await renderPdf(proformaModel(data)) });
  return { ...row, pdf: stored.pdf };
}

function proformaDataOf(row: ProformaRow, operator: OperatorRecord): ProformaData {
  return {
    object: 'proforma_invoice',
    number: row.number,
    topup_reference: row.topup_reference,
    account_id: row.account_id,
    payment_reference: row.payment_reference,
    amount_aed: filsToAed(row.amount_fils),
    company_name: row.company_name,
    contact_email: row.contact_email,
    purchase_order: row.purchase_order,
    issued_at: row.issued_at,
    seller: { name: operator.legal_name ?? '', address: operator.address ?? '', trn: operator.trn ?? '' },
    bank: { name: operator.bank_name ?? '', account_name: operator.bank_account_name ?? '', iban: operator.iban ? readableIban(operator.iban) : '', swift: operator.swift ?? '' },
  };
}

/** The pro-forma as a person reads it: who pays whom, how much, where to, quoting what; never whether it is paid. */
export function proformaModel(data: ProformaData): DocumentModel {
  const amount = aed(aedText(data.amount_aed));
  return {
    title: `Pro-forma invoice ${data.number}`,
    subtitle: `Wallet top-up ${data.topup_reference}, issued ${uaeDate(data.issued_at)}`,
    sandbox: false,
    brandName: data.seller.name,
    sections: [
      { heading: 'From', rows: [['Name', data.seller.name], ['Address', data.seller.address], ['TRN', data.seller.trn]] },
      {
        heading: 'To',
        rows: [['Company', data.company_name], ['Contact', data.contact_email], ...(data.purchase_order ? [['Purchase order', data.purchase_order] as [string, string]] : [])],
      },
      { heading: 'Amount', rows: [['Wallet top-up', amount], ['VAT', 'None on a prepayment: each month’s tax invoice charges VAT on the services supplied']] },
      {
        heading: 'Pay by bank transfer',
        rows: [
          ['Bank', data.bank.name],
          ['Account name', data.bank.account_name],
          ['IBAN', data.bank.iban],
          ['SWIFT', data.bank.swift],
          ['Amount', amount],
          ['Payment reference', data.payment_reference],
        ],
      },
    ],
    footer: `Quote ${data.payment_reference} in the transfer's payment details: the wallet is credited when the transfer arrives. This is not a tax invoice.`,
  };
}

/**
 * The pro-forma as issued: its stored JSON and PDF bytes, the same on every read whatever changed
 * since in the operator's details; null when the partition has none of that number.
 */
export const issuedProforma = (partition: Partition, number: string): Promise<IssuedDocument<ProformaData> | null> => issuedDocument<ProformaData>(partition, 'proforma', number);

/**
 * The pro-forma whose payment reference a bank transfer's text quotes (`ENBD TT 88231
 * WTU-7KQ2M9XH4P`, however it is spaced, dashed, cased or widened: read off the text's canonical
 * key), or whose top-up's reference it quotes; null when it quotes none. Pro-formas issued before
 * the top-up's reference was the payment reference are found by either (`PY-7KQ2-M9XH` or their `WTU-…`).
 */
export async function proformaQuotedBy(db: Db, bankText: string): Promise<ProformaRow | null> {
  const quoted = quotedPaymentReferences(bankText);
  if (quoted.length === 0) return null;
  const row = (await db('proforma_invoices')
    .where((q) => q.whereIn('payment_reference', quoted).orWhereIn('topup_reference', quoted))
    .orderBy('issued_at')
    .first()) as StoredProforma | undefined;
  return row ? fromRow(row) : null;
}

/**
 * Adds a transfer's amount to what the pro-forma was paid (or takes a reversed one's off, with a
 * negative amount), in the credit's transaction, and moves its status to what the sum says: one
 * conditional update, so transfers credited at the same moment add up rather than overwrite.
 * `bankReference` is the transfer that paid last; a reversal leaves it be unless nothing is paid.
 */
export async function payProforma(partition: Partition, number: string, amountFils: number, bankReference: string | null): Promise<ProformaRow> {
  const db = partition.db;
  const paid = db.raw('paid_fils + ?', [amountFils]);
  await db('proforma_invoices')
    .where({ number })
    .update({
      paid_fils: paid,
      // eslint-disable-next-line no-restricted-syntax -- a pro-forma's payment status is the sum of its transfers, set with it in one statement; it is a payment request, not a state machine of the partition
      status: db.raw(`case when paid_fils + ? >= amount_fils then 'paid' when paid_fils + ? > 0 then 'part_paid' else 'issued' end`, [amountFils, amountFils]),
      paid_at: db.raw('case when paid_fils + ? >= amount_fils then coalesce(paid_at, ?) else null end', [amountFils, partition.now()]),
      ...(bankReference === null ? { bank_reference: db.raw('case when paid_fils + ? > 0 then bank_reference else null end', [amountFils]) } : { bank_reference: bankReference }),
    });
  return fromRow((await db('proforma_invoices').where({ number }).first()) as StoredProforma);
}

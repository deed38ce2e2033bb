import type { Knex } from 'knex';
import type { Db } from '../platform/db';
import { quotedPaymentReferences } from './bankReference';
import { uaeDate as uaeDay } from '../platform/uaeTime';
import { foldReference, newId } from '../platform/ids';
import type { components } from '../generated/openapi-types';
import { stampView } from './serializer';
import { documentBank, documentOperator, type DocumentBank, type DocumentOperator } from './operatorIdentity';
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
 *
 * A pro-forma belongs to its account's partition: the desk issues live ones (a top-up asked
 * through the account action), and a partner asking over the API gets one at once in the
 * partition it asked in. A test partition's are numbered apart (`proformaSeries`), paid by the
 * test helpers' top-up, and never matched to a bank transfer.
 */
export interface ProformaRow {
  /** `pf_…`: how the API names it beside its number and its payment reference. */
  id: string;
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

type StoredProforma = Omit<ProformaRow, 'amount_fils' | 'paid_fils'> & { amount_fils: number | string; paid_fils: number | string; mode?: string };
const fromRow = ({ mode: _mode, ...row }: StoredProforma): ProformaRow => ({ ...row, amount_fils: Number(row.amount_fils), paid_fils: Number(row.paid_fils) });

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
  /** Whether it is a test partition's (absent on those issued before test partitions had any: live). */
  sandbox?: boolean;
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
 * Numbers the pro-forma of a top-up in the partition's series, renders its PDF and stores both as
 * issued, in the partition's transaction; answers it with the stored PDF's bytes (`pdf`), the
 * ones every later read serves, and what it says (`data`). A live one is refused (503
 * `not_configured`) while the operator's bank details are not set; a test one prints example
 * details until they are.
 */
export async function issueProforma(partition: Partition, topup: TopupToInvoice): Promise<ProformaRow & { pdf: Buffer; data: ProformaData }> {
  // Refused (503 not_configured, naming them) on a live partition while the operator's details are not set: nobody could pay it.
  const operator = await documentOperator(partition, 'proforma');
  const bank = await documentBank(partition);
  const issuedAt = partition.now();
  const row: ProformaRow = {
    id: newId('pf'),
    number: await nextDocumentNumber(partition.db, partition.proformaSeries, Number(uaeDay(new Date(issuedAt)).slice(0, 4))),
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
  await partition.insert('proforma_invoices', { ...row });
  const data = proformaDataOf(row, partition.sandbox, operator, bank);
  const stored = await storeIssuedDocument<ProformaData>(partition, { id: row.id, kind: 'proforma', number: row.number, period: null, issuedAt, data, pdf: await renderPdf(proformaModel(data)) });
  return { ...row, pdf: stored.pdf, data: stored.data };
}

function proformaDataOf(row: ProformaRow, sandbox: boolean, operator: DocumentOperator, bank: DocumentBank): ProformaData {
  return {
    object: 'proforma_invoice',
    sandbox,
    number: row.number,
    topup_reference: row.topup_reference,
    account_id: row.account_id,
    payment_reference: row.payment_reference,
    amount_aed: filsToAed(row.amount_fils),
    company_name: row.company_name,
    contact_email: row.contact_email,
    purchase_order: row.purchase_order,
    issued_at: row.issued_at,
    seller: { name: operator.name, address: operator.address, trn: operator.trn },
    bank: { name: bank.name, account_name: bank.account_name, iban: bank.iban, swift: bank.swift },
  };
}

/** The pro-forma as a person reads it: who pays whom, how much, where to, quoting what; never whether it is paid. */
export function proformaModel(data: ProformaData): DocumentModel {
  const amount = aed(aedText(data.amount_aed));
  return {
    title: `Pro-forma invoice ${data.number}`,
    subtitle: `Wallet top-up ${data.topup_reference}, issued ${uaeDate(data.issued_at)}`,
    sandbox: data.sandbox === true,
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
    footer:
      data.sandbox === true
        ? `A test document: do not pay it. The test wallet is credited with the test helpers' top-up quoting ${data.payment_reference}. This is not a tax invoice.`
        : `Quote ${data.payment_reference} in the transfer's payment details: the wallet is credited when the transfer arrives. This is not a tax invoice.`,
  };
}

/**
 * The pro-forma as issued: its stored JSON and PDF bytes, the same on every read whatever changed
 * since in the operator's details; null when the partition has none of that number.
 */
export const issuedProforma = (partition: Partition, number: string): Promise<IssuedDocument<ProformaData> | null> => issuedDocument<ProformaData>(partition, 'proforma', number);

/** The first pro-forma of `rows` whose payment reference, or whose top-up's reference, `bankText` quotes; null when it quotes none. */
async function quotedAmong(rows: Knex.QueryBuilder, bankText: string): Promise<ProformaRow | null> {
  const quoted = quotedPaymentReferences(bankText);
  if (quoted.length === 0) return null;
  const row = (await rows
    .where((q) => q.whereIn('payment_reference', quoted).orWhereIn('topup_reference', quoted))
    .orderBy('issued_at')
    .first()) as StoredProforma | undefined;
  return row ? fromRow(row) : null;
}

/**
 * The live pro-forma whose payment reference a bank transfer's text quotes (`ENBD TT 88231
 * WTU-7KQ2M9XH4P`, however it is spaced, dashed, cased or widened: read off the text's canonical
 * key), or whose top-up's reference it quotes; null when it quotes none. Pro-formas issued before
 * the top-up's reference was the payment reference are found by either (`PY-7KQ2-M9XH` or their
 * `WTU-…`). A test partition's pro-formas are never a real transfer's.
 */
export const proformaQuotedBy = (db: Db, bankText: string): Promise<ProformaRow | null> => quotedAmong(db('proforma_invoices').where({ mode: 'live' }), bankText);

/** The pro-forma of the partition a payment quotes, as `proformaQuotedBy` finds a live one (the test helpers' top-up pays a test one). */
export const proformaQuotedIn = (partition: Partition, bankText: string): Promise<ProformaRow | null> => quotedAmong(partition.table('proforma_invoices'), bankText);

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

type WalletTopUp = components['schemas']['WalletTopUp'];

/**
 * A pro-forma of the partition by its id (`pf_…`), its number or its payment (or top-up)
 * reference, however spelt (the one fold of a reference); null when the partition has none
 * (another partition's is not found).
 */
export async function partitionProforma(partition: Partition, idOrReference: string): Promise<ProformaRow | null> {
  const byId = (await partition.table('proforma_invoices').where({ id: idOrReference }).first()) as StoredProforma | undefined;
  if (byId) return fromRow(byId);
  const folded = foldReference(idOrReference);
  if (folded === '') return null;
  // A partition asks for few top-ups; the fold is applied to each, as every look-up by a reference does.
  const rows = (await partition.table('proforma_invoices').select('number', 'payment_reference', 'topup_reference')) as Array<Pick<ProformaRow, 'number' | 'payment_reference' | 'topup_reference'>>;
  const match = rows.find((row) => [row.number, row.payment_reference, row.topup_reference].some((reference) => foldReference(reference) === folded));
  if (!match) return null;
  return fromRow((await partition.table('proforma_invoices').where({ number: match.number }).first()) as StoredProforma);
}

/** The partition's pro-formas as stored rows, for a query of the partition's own (`partition.table('proforma_invoices')`). */
export const proformaRowsOf = (rows: ReadonlyArray<Record<string, unknown>>): ProformaRow[] => rows.map((row) => fromRow(row as unknown as StoredProforma));

/**
 * Top-ups as the API shows them: each pro-forma with what its transfers paid as it stands, and
 * the bank details and reference it printed when it was issued (read from the stored document).
 */
export async function walletTopUpViews(partition: Partition, rows: readonly ProformaRow[]): Promise<WalletTopUp[]> {
  const documents =
    rows.length === 0
      ? []
      : ((await partition.table('issued_documents').where({ kind: 'proforma' }).whereIn('number', rows.map((row) => row.number)).select('number', 'data')) as Array<{ number: string; data: string }>);
  const printed = new Map(documents.map((document) => [document.number, JSON.parse(document.data) as ProformaData]));
  return rows.map((row) => {
    const bank = printed.get(row.number)?.bank;
    if (!bank) throw new Error(`pro-forma ${row.number} has no issued document`);
    const { outstanding_fils } = proformaBalance(row);
    return stampView<WalletTopUp>(partition, 'wallet_top_up', {
      id: row.id,
      reference: row.topup_reference,
      proforma_number: row.number,
      status: row.status,
      amount_aed: filsToAed(row.amount_fils),
      amount_paid_aed: filsToAed(row.paid_fils),
      amount_outstanding_aed: filsToAed(outstanding_fils),
      purchase_order: row.purchase_order,
      company_name: row.company_name,
      contact_email: row.contact_email,
      pay_to: { bank_name: bank.name, account_name: bank.account_name, iban: bank.iban, swift: bank.swift, payment_reference: row.payment_reference },
      issued_at: row.issued_at,
      paid_at: row.paid_at,
      pdf_href: `/api/b2b/v1/wallet/top-up-requests/${row.id}/pdf`,
    });
  });
}

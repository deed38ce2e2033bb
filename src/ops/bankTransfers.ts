import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { errors } from '../errors';
import { aedToFils, filsToAed } from '../engine/money';
import { operatorOf, recordAudit, type AuditOrigin } from '../engine/audit';
import { bankReferenceKey } from '../engine/bankReference';
import { creditLiveWallet, livePartition, OperatorError } from '../engine/operator';
import { keysetPage } from '../engine/pagination';
import { issuedProforma, payProforma, proformaBalance, proformaQuotedBy, type ProformaStatus } from '../engine/proforma';
import { Partition, type PartitionSections } from '../engine/partition';
import { foldReference } from '../platform/ids';
import type { RenderedDocument } from '../engine/documents/documents';
import { reverseWalletCredit } from '../engine/wallet';
import { overdueInvoices } from '../engine/overdueInvoices';
import type { components } from '../generated/ops/openapi-types';

/**
 * Finance's view of money coming in: the bank transfers credited to live wallets (each canonical
 * bank reference once while it stands), their reversals, the pro-forma invoices transfers pay,
 * and the tax invoices still waiting for theirs past their due date, as the operator API shows them.
 */

interface StoredTransfer {
  id: string;
  reference_key: string;
  reference: string;
  account_id: string;
  mode: string;
  amount_fils: number | string;
  value_date: string | null;
  payer: string | null;
  credited_by: string;
  created_at: string;
  proforma_number: string | null;
  duplicate_of: string | null;
  reversed_at: string | null;
  reversed_by: string | null;
  reversal_reason: string | null;
}

interface StoredProforma {
  id: string;
  number: string;
  account_id: string;
  topup_reference: string;
  payment_reference: string;
  amount_fils: number | string;
  paid_fils: number | string;
  company_name: string;
  status: ProformaStatus;
  created_at: string;
  paid_at: string | null;
  bank_reference: string | null;
}

// The key is what makes a transfer credited once; people read the reference as it was given.
const transferView = (row: StoredTransfer) => ({
  id: row.id,
  bank_reference: row.reference,
  reference_key: row.reference_key,
  account_id: row.account_id,
  amount_aed: filsToAed(Number(row.amount_fils)),
  value_date: row.value_date,
  payer: row.payer,
  credited_by: row.credited_by,
  created_at: row.created_at,
  proforma_number: row.proforma_number,
  status: row.reversed_at === null ? ('credited' as const) : ('reversed' as const),
  reversed_at: row.reversed_at,
  reversed_by: row.reversed_by,
  reversal_reason: row.reversal_reason,
  duplicate_of: row.duplicate_of,
});

const proformaView = (row: StoredProforma) => {
  const amount = Number(row.amount_fils);
  const paid = Number(row.paid_fils);
  const { outstanding_fils, overpaid_fils } = proformaBalance({ amount_fils: amount, paid_fils: paid });
  return {
    number: row.number,
    account_id: row.account_id,
    topup_reference: row.topup_reference,
    payment_reference: row.payment_reference,
    amount_aed: filsToAed(amount),
    amount_paid_aed: filsToAed(paid),
    amount_outstanding_aed: filsToAed(outstanding_fils),
    amount_overpaid_aed: filsToAed(overpaid_fils),
    company_name: row.company_name,
    status: row.status,
    issued_at: row.created_at,
    paid_at: row.paid_at,
    bank_reference: row.bank_reference,
  };
};

/** Live credits, keyed for keyset pages by (created_at, id). */
const transfers = (db: Db) => db('bank_transfer_credits').where({ mode: 'live' }).select('*');
/** Live pro-formas (a test partition's are the partner's rehearsal), keyed for keyset pages by (issued_at, number). */
const proformas = (db: Db) =>
  db('proforma_invoices')
    .where({ mode: 'live' })
    .select('number', 'account_id', 'topup_reference', 'payment_reference', 'amount_fils', 'paid_fils', 'company_name', 'status', 'paid_at', 'bank_reference', db.ref('issued_at').as('created_at'), db.ref('number').as('id'));

const readProforma = async (db: Db, number: string | null) => (number === null ? null : proformaView((await proformas(db).where({ number }).first()) as StoredProforma));

/** The credit's sentence when a transfer names no partner and quotes no pro-forma: over the API, the field to fix is `account_id`. */
const NO_PARTNER = 'the bank reference quotes no payment reference of a pro-forma invoice; name the account';

/**
 * Credits a bank transfer (audited as `origin`'s) and answers it as stored, with its id, the
 * wallet's balance after it and the pro-forma it paid (in part, in full or over). A bank
 * reference whose key stands credited is 409 `already_exists`; a transfer that names no partner
 * and quotes no pro-forma, or names another partner than the pro-forma it quotes, is 422.
 */
export async function recordBankTransfer(sections: PartitionSections, db: Db, clock: Clock, origin: AuditOrigin, transfer: components['schemas']['NewBankTransfer']) {
  const accountId = transfer.account_id;
  if (accountId !== undefined && !(await db('accounts').where({ id: accountId }).first('id'))) throw errors.operatorNotFound('partner account', accountId);
  let credit: Awaited<ReturnType<typeof creditLiveWallet>>;
  try {
    credit = await creditLiveWallet(sections, db, clock, origin, accountId ?? null, aedToFils(transfer.amount_aed), transfer.bank_reference, { valueDate: transfer.value_date, payer: transfer.payer });
  } catch (err) {
    // The engine's sentence for the command line names its flag; the API's names the field. Any other refusal is answered as the engine words it.
    if (err instanceof OperatorError && err.field === 'account_id' && accountId === undefined) throw errors.invalidField('account_id', NO_PARTNER);
    throw err;
  }
  const stored = (await transfers(db).where({ id: credit.id }).first()) as StoredTransfer;
  return { id: credit.id, transfer: transferView(stored), balance_aed: credit.balance_aed, proforma: await readProforma(db, stored.proforma_number) };
}

/** One credit, reversed or not; 404 when there is none with this id. */
export async function bankTransfer(db: Db, id: string) {
  const stored = (await transfers(db).where({ id }).first()) as StoredTransfer | undefined;
  if (!stored) throw errors.operatorNotFound('bank transfer credit', id);
  return { transfer: transferView(stored), proforma: await readProforma(db, stored.proforma_number) };
}

/**
 * Reverses a credit, never deleting it: the credit is marked reversed (by whom, when, why) by a
 * conditional update, so of two reversals one wins and the other is 409 `invalid_state`; the
 * wallet gets a reversing entry, the pro-forma it paid loses its amount again, the partner an
 * event and inbox notice, the audit log a row, all in one transaction. The reversal records
 * whatever the wallet holds (it may go below zero: the partner then owes it, and bookings are
 * refused until it is made good), since the money never arrived or was not theirs. Its key is
 * freed: the same reference can be credited again, to the right partner.
 */
export async function reverseBankTransfer(sections: PartitionSections, db: Db, clock: Clock, origin: AuditOrigin, id: string, reason: string) {
  const why = reason.trim();
  if (why === '' || why.length > 500) throw errors.invalidField('reason', 'must be 1 to 500 characters: the partner is told it');
  const stored = (await transfers(db).where({ id }).first()) as StoredTransfer | undefined;
  if (!stored) throw errors.operatorNotFound('bank transfer credit', id);
  if (stored.reversed_at !== null) throw errors.creditReversed(id, stored.reversed_at);
  const amountFils = Number(stored.amount_fils);
  const partition = await livePartition(sections, db, clock, stored.account_id, operatorOf(origin));
  const balance = await partition.transaction(async (p) => {
    const now = p.now();
    const taken = await p.db('bank_transfer_credits').where({ id }).whereNull('reversed_at').update({ reversed_at: now, reversed_by: p.actor, reversal_reason: why });
    if (taken === 0) {
      const again = (await p.db('bank_transfer_credits').where({ id }).first('reversed_at')) as { reversed_at: string };
      throw errors.creditReversed(id, again.reversed_at);
    }
    const proforma = stored.proforma_number === null ? null : await payProforma(p, stored.proforma_number, -amountFils, null);
    const after = await reverseWalletCredit(p, amountFils, stored.reference, why);
    await recordAudit(p.db, clock, origin, {
      action: 'bank_transfer.reversed',
      subjectType: 'bank_transfer',
      subjectId: id,
      change: {
        before: { status: 'credited' },
        after: { status: 'reversed' },
        account_id: stored.account_id,
        amount_aed: filsToAed(amountFils),
        bank_reference: stored.reference,
        reason: why,
        proforma: stored.proforma_number,
        proforma_status: proforma?.status ?? null,
        balance_aed: filsToAed(after.balance_fils),
      },
    });
    return after;
  });
  return { ...(await bankTransfer(db, id)), balance_aed: filsToAed(balance.balance_fils) };
}

/** The transfers credited, reversed ones too, newest first, in keyset pages; one partner's, or one canonical bank reference's, where given. */
export async function bankTransferPage(db: Db, filter: { accountId?: string | undefined; reference?: string | undefined }, limit: number, cursor: string | undefined) {
  const rows = transfers(db);
  if (filter.accountId !== undefined) rows.where({ account_id: filter.accountId });
  if (filter.reference !== undefined) rows.where({ reference_key: bankReferenceKey(filter.reference) });
  const page = await keysetPage<StoredTransfer>(db.select('*').from(rows.as('transfers')), limit, cursor);
  return { data: page.data.map(transferView), next_cursor: page.next_cursor };
}

/**
 * Pro-forma invoices, newest first, in keyset pages, filtered by status and partner; `quotedBy`
 * keeps the one a transfer with that bank reference would be matched to, as the credit matches it.
 */
export async function proformaPage(db: Db, filter: { status?: ProformaStatus | undefined; accountId?: string | undefined; quotedBy?: string | undefined }, limit: number, cursor: string | undefined) {
  const rows = proformas(db);
  if (filter.status !== undefined) rows.where({ status: filter.status });
  if (filter.accountId !== undefined) rows.where({ account_id: filter.accountId });
  if (filter.quotedBy !== undefined) rows.where({ number: (await proformaQuotedBy(db, filter.quotedBy))?.number ?? null });
  const page = await keysetPage<StoredProforma>(db.select('*').from(rows.as('proformas')), limit, cursor);
  return { data: page.data.map(proformaView), next_cursor: page.next_cursor };
}

/** Every partner's live invoices past their due date and not paid in full, oldest due first, in AED. */
export async function overdueInvoiceList(sections: PartitionSections, db: Db, clock: Clock) {
  const invoices = await overdueInvoices(sections, db, clock);
  return { invoices: invoices.map(({ total_fils, unpaid_fils, ...invoice }) => ({ ...invoice, total_aed: filsToAed(total_fils), amount_due_aed: filsToAed(unpaid_fils) })) };
}

/**
 * A pro-forma's PDF as it was issued (the bytes stored at issue, mailed with it), by its number
 * however it is spelt, with its SHA-256 for the `ETag`; 404 when there is none.
 */
export async function proformaPdfAsIssued(sections: PartitionSections, db: Db, clock: Clock, number: string): Promise<{ document: RenderedDocument; sha256: string }> {
  const folded = foldReference(number);
  const rows = (await db('proforma_invoices').where({ mode: 'live' }).select('number', 'account_id')) as Array<{ number: string; account_id: string }>;
  const row = rows.find((candidate) => folded !== '' && foldReference(candidate.number) === folded);
  const issued = row ? await issuedProforma(Partition.forDesk(sections, db, clock, row.account_id, 'finance'), row.number) : null;
  if (!issued) throw errors.operatorNotFound('pro-forma invoice', number);
  return { document: { contentType: 'application/pdf', body: issued.pdf, filename: `${issued.number ?? number}.pdf` }, sha256: issued.pdf_sha256 };
}

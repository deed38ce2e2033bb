import type { Db } from '../platform/db';
import { queueMail } from '../platform/mailer';
import { filsToAed } from './money';
import { Partition } from './partition';
import { recordEvent } from './events';
import { balanceSnapshot } from './wallet';
import { creditTermsLabel } from './labels';
import { creditLineResult, decideCreditLine } from './operator';
import { issueProforma } from './proforma';
import { aed, aedText } from './documents/format';
import { DeskError, type AccountRequestAnswer } from './desk';
import type { DeskDecision, DeskTask } from './deskTask';

export type { AccountRequestDecision } from './deskTask';
export type { AccountRequestAnswer } from './desk';

// The answers to the requests of the account actions (a credit-line application, a wallet
// top-up): they come from a company, not from a partition, so the answer names the account (the
// task's, when the request was linked to its partner on arrival) and finishes the work in the
// answer's transaction: the credit line is set, or the pro-forma invoice issued and e-mailed, and
// the applicant hears either way.

/** The account answered for: the task's own, or the one the desk names (never two different ones); null when neither. */
async function linkedAccount(db: Db, task: DeskTask, named: string | null | undefined): Promise<string | null> {
  if (task.account_id !== null && named && named !== task.account_id) {
    throw new DeskError({ code: 'refused', message: `desk task ${task.reference} came from account ${task.account_id}, not ${named}` });
  }
  const accountId = task.account_id ?? named ?? null;
  if (accountId !== null && !(await db('accounts').where({ id: accountId }).first('id'))) throw new DeskError({ code: 'not_found', message: `no account ${accountId}` });
  return accountId;
}

/** Accepting sets up an account's money, so it needs the account. */
async function accountFor(db: Db, task: DeskTask, named: string | null | undefined): Promise<string> {
  const accountId = await linkedAccount(db, task, named);
  if (accountId === null) throw new DeskError({ code: 'refused', message: `desk task ${task.reference} is not linked to an account yet: name the partner's account (--account acc_…)` });
  return accountId;
}

/** The reason a declined request's applicant is told: declining without one is refused. */
export const declineReason = (task: DeskTask, decision: DeskDecision): string => {
  const reason = decision.note?.trim();
  if (!reason) throw new DeskError({ code: 'refused', message: `declining ${task.reference} needs the reason the applicant is told (--note "…")` });
  return reason;
};

interface CreditLineApplication {
  company_legal_name: string;
  contact_email: string;
}

const answerCreditLineApplication: AccountRequestAnswer = async (sections, db, clock, task, decision, operator) => {
  const application = (await db('credit_line_applications').where({ reference: task.reference }).first('company_legal_name', 'contact_email')) as CreditLineApplication;
  if (decision.accept) {
    const accountId = await accountFor(db, task, decision.accountId);
    const line = decision.creditLine;
    if (!line || line.limitFils <= 0) throw new DeskError({ code: 'refused', message: `accepting ${task.reference} sets the credit line: give its limit and terms (--limit-aed <n> --terms NET_15|NET_30|NET_45|NET_60)` });
    const after = await decideCreditLine(Partition.forDesk(sections, db, clock, accountId, operator), line.limitFils, line.terms);
    const limit = aed(aedText(filsToAed(line.limitFils)));
    await queueMail(db, clock, {
      to: application.contact_email,
      subject: `Your credit-line application ${task.reference} was approved`,
      text: [
        `The trade desk has approved the credit-line application ${task.reference} of ${application.company_legal_name}.`,
        '',
        `Credit line: ${limit}, invoiced monthly with ${creditTermsLabel(line.terms)}.`,
        'From now on, bookings are charged to the credit line instead of the prepaid wallet.',
        decision.note ? `Note from the desk: ${decision.note}` : null,
      ].filter((text): text is string => text !== null).join('\n'),
      related: { type: 'desk_task', id: String(task.id) },
    });
    return { accountId, result: { decision: 'accepted', credit_line: creditLineResult(accountId, line.terms, after) } };
  }
  const reason = declineReason(task, decision);
  const accountId = await linkedAccount(db, task, decision.accountId);
  if (accountId !== null) {
    // The line does not change; the event still tells the partner's systems, and its notice the people.
    const partition = Partition.forDesk(sections, db, clock, accountId, operator);
    await recordEvent(partition, {
      type: 'credit_line.decided',
      subjectType: 'credit_line',
      subjectId: accountId,
      data: { ...(await balanceSnapshot(partition, 'credit_line')), terms: null },
      notice: { kind: 'credit_line_decision', title: 'Credit-line application declined', body: `The trade desk declined the credit-line application ${task.reference}: ${reason}. Bookings stay prepaid from the wallet.` },
    });
  }
  await queueMail(db, clock, {
    to: application.contact_email,
    subject: `Your credit-line application ${task.reference} was declined`,
    text: `The trade desk has declined the credit-line application ${task.reference} of ${application.company_legal_name}.\n\nReason: ${reason}\n\nBookings stay prepaid from the wallet; you may apply again once this is resolved.`,
    related: { type: 'desk_task', id: String(task.id) },
  });
  return { accountId, result: { decision: 'declined', account_id: accountId, reason, emailed_to: application.contact_email } };
};

interface WalletTopup {
  reference: string;
  company_name: string;
  contact_email: string;
  amount_fils: number | string;
  purchase_order: string | null;
}

const answerWalletTopup: AccountRequestAnswer = async (sections, db, clock, task, decision, operator) => {
  const stored = (await db('wallet_topups').where({ reference: task.reference }).first()) as WalletTopup;
  const topup = { ...stored, amount_fils: decision.amountFils ?? Number(stored.amount_fils) };
  if (decision.accept) {
    const accountId = await accountFor(db, task, decision.accountId);
    if (topup.amount_fils <= 0) throw new DeskError({ code: 'refused', message: `a top-up is of a positive amount, not AED ${filsToAed(topup.amount_fils).toFixed(2)}` });
    // The attachment is the PDF stored at issue, the bytes every later read serves.
    const proforma = await issueProforma(Partition.forDesk(sections, db, clock, accountId, operator), topup);
    const amount = aed(aedText(filsToAed(proforma.amount_fils)));
    await queueMail(db, clock, {
      to: topup.contact_email,
      subject: `Pro-forma invoice ${proforma.number} for your wallet top-up ${task.reference}`,
      text: [
        `The trade desk has accepted the wallet top-up ${task.reference} of ${topup.company_name} for ${amount}.`,
        '',
        `The pro-forma invoice ${proforma.number} is attached, with the operator's bank details.`,
        `Pay ${amount} by bank transfer and quote the payment reference ${proforma.payment_reference} in the transfer's details:`,
        'the wallet is credited when the transfer arrives and is matched by that reference.',
        decision.note ? `\nNote from the desk: ${decision.note}` : null,
      ].filter((line): line is string => line !== null).join('\n'),
      related: { type: 'proforma_invoice', id: proforma.number },
      attachments: [{ filename: `${proforma.number}.pdf`, contentType: 'application/pdf', content: proforma.pdf }],
    });
    return {
      accountId,
      result: { decision: 'accepted', proforma: { number: proforma.number, account_id: accountId, amount_aed: filsToAed(proforma.amount_fils), payment_reference: proforma.payment_reference, status: proforma.status, emailed_to: topup.contact_email } },
    };
  }
  const reason = declineReason(task, decision);
  const accountId = await linkedAccount(db, task, decision.accountId);
  await queueMail(db, clock, {
    to: topup.contact_email,
    subject: `Your wallet top-up ${task.reference} was declined`,
    text: `The trade desk has declined the wallet top-up ${task.reference} of ${topup.company_name}.\n\nReason: ${reason}\n\nNothing is due: do not send a transfer for it.`,
    related: { type: 'desk_task', id: String(task.id) },
  });
  return { accountId, result: { decision: 'declined', account_id: accountId, reason, emailed_to: topup.contact_email } };
};

/** The answers of the account actions' task kinds. */
export const ACCOUNT_REQUEST_ANSWERS: Readonly<Partial<Record<DeskTask['kind'], AccountRequestAnswer>>> = {
  credit_line_application: answerCreditLineApplication,
  wallet_topup: answerWalletTopup,
};

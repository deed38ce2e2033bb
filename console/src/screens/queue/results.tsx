import type { ReactNode } from 'react';
import { formatAmountsIn, formatAed, formatDay, formatTime, formatWhen } from '../../format';
import { fieldLabel, valueLabel } from '../../labels';
import { COMMERCIAL_TERMS_WORDS, CREDIT_TERMS_WORDS, type CommercialTermsKind, type CreditTerms, type DeskTask } from './words';

type Result = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A value of a task's details or an answer's result, as a person reads it. */
export function Value({ name, value }: { name: string; value: unknown }): ReactNode {
  if (value === null || value === undefined || value === '') return <span className="muted">None</span>;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return name.endsWith('_aed') ? formatAed(value) : String(value);
  if (typeof value === 'string') return valueLabel(name, value) ?? (ISO_TIME.test(value) ? formatWhen(value) : ISO_DAY.test(value) ? formatDay(value) : formatAmountsIn(value));
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="muted">None</span>;
    if (value.every((item) => typeof item !== 'object' || item === null)) return value.map(String).join(', ');
    return (
      <ol className="detail-list">
        {value.map((item, index) => (
          <li key={index}>
            <Value name={name} value={item} />
          </li>
        ))}
      </ol>
    );
  }
  if (isRecord(value)) return <Details details={value} nested />;
  return String(value);
}

/** A task's details (or a nested part of them) as a definition list. */
export function Details({ details, nested = false }: { details: Record<string, unknown>; nested?: boolean }) {
  const entries = Object.entries(details);
  if (entries.length === 0) return <span className="muted">None</span>;
  return (
    <dl className={nested ? 'facts nested' : 'facts'}>
      {entries.map(([key, value]) => (
        <div className="fact" key={key}>
          <dt>{fieldLabel(key)}</dt>
          <dd>
            <Value name={key} value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What an answer did, in sentences: the credit line set, the pro-forma issued, the booking's new state … */
export function resultSentences(task: DeskTask, result: Result): string[] {
  const said: string[] = [];
  const verdict = task.answer === 'accepted' ? 'Accepted' : 'Declined';
  const line = result.credit_line;
  if (isRecord(line)) {
    said.push(`Credit line set for ${task.account?.name ?? text(line.account_id)}: ${formatAed(Number(line.credit_limit_aed))}, ${CREDIT_TERMS_WORDS[line.terms as CreditTerms] ?? text(line.terms)}; balance ${formatAed(Number(line.balance_aed))}.`);
  }
  const proforma = result.proforma;
  if (isRecord(proforma)) {
    said.push(`Pro-forma invoice ${text(proforma.number)} issued for ${formatAed(Number(proforma.amount_aed))}.`);
    said.push(`Payment reference: ${text(proforma.payment_reference)}. The partner quotes it on the bank transfer; the wallet is credited when the transfer is matched.`);
  }
  if (typeof result.key_prefix === 'string') {
    said.push(`A live API key (${result.key_prefix}…) was issued; a single-use link to it was e-mailed, valid until ${formatTime(text(result.reveal_link_expires_at))}.`);
    if (isRecord(result.commercial_terms)) {
      const terms = result.commercial_terms.terms as CommercialTermsKind;
      said.push(`Commercial terms: ${COMMERCIAL_TERMS_WORDS[terms] ?? text(terms)}${terms === 'tariff' ? '' : `, ${text(result.commercial_terms.percent)} %`}.`);
    }
    const owner = result.owner;
    if (isRecord(owner)) {
      said.push(
        owner.invited === true
          ? `${text(owner.email)} was invited as the owner of the partner’s account (the partner portal); the invitation was e-mailed, valid until ${formatTime(text(owner.invitation_expires_at))}.`
          : `Nobody was invited as the owner: ${text(owner.reason)}.`,
      );
    }
    if (result.live_access === false) said.push('Live access is still off: an admin switches it on on the partner’s page.');
  }
  if (task.kind === 'on_request_booking' && typeof result.status === 'string') {
    said.push(`Booking ${text(result.reference) || task.reference} is now ${result.status.replace(/_/g, ' ')}.`);
  }
  if (typeof result.kind === 'string' && typeof result.status === 'string' && 'answer_note' in result) {
    const amount = result.answer_amount_fils;
    said.push(`The partner’s request is now ${result.status}${typeof amount === 'number' || typeof amount === 'string' ? `, at ${formatAed(Number(amount) / 100)}` : ''}.`);
    if (typeof result.answer_note === 'string' && result.answer_note !== task.note) said.push(`Recorded with the note: ${result.answer_note}`);
  }
  if (typeof result.reason === 'string') said.push(`${verdict}; the reason given: ${result.reason}`);
  if (typeof result.emailed_to === 'string') said.push(`E-mailed to ${result.emailed_to}.`);
  else if (isRecord(proforma) && typeof proforma.emailed_to === 'string') said.push(`E-mailed to ${proforma.emailed_to}, with the invoice attached.`);
  if (said.length === 0) said.push(`${verdict}. The partner hears of it in their inbox and by e-mail.`);
  return said;
}

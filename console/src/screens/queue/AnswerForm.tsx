import { useForm } from 'react-hook-form';
import { useAnswerTask } from '../../queries/tasks';
import { Failure } from '../../Failure';
import { ACCOUNT_ID, PartnerOptions } from './PartnerOptions';
import { COMMERCIAL_TERMS_WORDS, CREDIT_TERMS, CREDIT_TERMS_WORDS, type CommercialTermsKind, type CreditTerms, type DeskTask, type DeskTaskAnswer, type DeskTaskAnswered, type DeskTaskKind } from './words';

interface AnswerFields {
  decision: 'accept' | 'decline' | '';
  note: string;
  account_id: string;
  amount: string;
  credit_limit: string;
  credit_terms: CreditTerms | '';
  terms: CommercialTermsKind | '';
  percent: string;
}

/** The amount a kind's acceptance takes, as its form asks for it; absent where the kind takes none. */
const AMOUNT_OF: Partial<Record<DeskTaskKind, { label: string; hint: string; required: boolean }>> = {
  wallet_topup: { label: 'Corrected amount (AED)', hint: 'Only if the top-up is for another amount than asked; the pro-forma invoice is issued for it.', required: false },
  amendment: { label: 'Price difference (AED)', hint: 'Charged to the booking for the change; leave empty when the change costs nothing.', required: false },
  quote_request: { label: 'Quoted total (AED)', hint: 'The price the partner is offered; it holds for 14 days.', required: true },
  wholesale_request: { label: 'Offered total (AED)', hint: 'The price of the whole request; it holds for 14 days.', required: true },
};

/** What accepting does, said before it is done. */
const ACCEPT_DOES: Record<DeskTaskKind, string> = {
  credit_line_application: 'Accepting sets the partner’s live credit line; from then on their bookings are charged to it.',
  wallet_topup: 'Accepting issues a pro-forma invoice with a payment reference and e-mails it to the partner.',
  on_request_booking: 'Accepting confirms the booking; declining declines it and refunds what was charged.',
  amendment: 'Accepting changes the booking and charges any price difference.',
  quote_request: 'Accepting sends the partner the quoted price.',
  wholesale_request: 'Accepting sends the partner the offered price.',
  site_review: 'Accepting publishes the partner’s white-label site; declining sends it back for changes.',
  site_domain: 'Accepting runs the DNS check now: the domain goes live only if it passes, and the check’s result joins your note.',
  affiliate_payout: 'Accepting marks the payout as paid; declining returns the amount to the partner’s earnings.',
  partner_application: 'Accepting issues a live API key behind a single-use link e-mailed to the applicant.',
  reassign_driver: 'Assigning a driver on the dispatch board answers it; accepting says one is assigned, declining that none can be.',
  driver_not_en_route: 'Call the driver first. It closes by itself once the driver sets off; accepting says you dealt with it (the driver is coming, or another is assigned), declining that the pickup cannot be covered as booked, with your note for the desk.',
  einvoice_rejected: 'Accepting sends the same e-invoice to the provider again (its side was corrected); declining leaves it rejected, to be corrected by a credit note and a new invoice.',
  flight_disruption: 'Change the booking through its amendment first if the pickup must move; accepting records that the disruption was dealt with, declining that nothing needed doing. Neither changes the booking or e-mails the partner.',
  live_key_request: 'Accepting lets the partner collect one live API key with the scopes asked for, shown once to them in their portal (never to you); it works once their live access is on. The partner hears either answer by e-mail and in their inbox.',
};

const MONEY = /^\d+(\.\d{1,2})?$/;
const moneyRule = (label: string, required: boolean) => ({
  validate: (value: string) => {
    const trimmed = value.trim();
    if (trimmed === '') return !required || `Enter the ${label.toLowerCase()}.`;
    if (!MONEY.test(trimmed) || Number(trimmed) <= 0) return 'Enter an amount above zero in AED, with at most two decimals (such as 7500 or 120.50).';
    if (Number(trimmed) > 10_000_000) return 'At most AED 10,000,000.';
    return true;
  },
});

function answerBody(task: DeskTask, fields: AnswerFields): DeskTaskAnswer {
  const accept = fields.decision === 'accept';
  const body: DeskTaskAnswer = { decision: accept ? 'accept' : 'decline' };
  if (fields.note.trim()) body.note = fields.note.trim();
  if (!accept) return body;
  if (task.account === null && fields.account_id.trim()) body.account_id = fields.account_id.trim();
  if (AMOUNT_OF[task.kind] && fields.amount.trim()) body.amount_aed = Number(fields.amount.trim());
  if (task.kind === 'credit_line_application') {
    body.credit_limit_aed = Number(fields.credit_limit.trim());
    if (fields.credit_terms) body.credit_terms = fields.credit_terms;
  }
  if (task.kind === 'partner_application' && fields.terms) {
    body.commercial_terms = fields.terms === 'tariff' ? { terms: 'tariff', percent: 0 } : { terms: fields.terms, percent: Number(fields.percent.trim()) };
  }
  return body;
}

/** The answer of a task the signed-in person holds, in its kind's own form. */
export function AnswerForm({ task, onAnswered }: { task: DeskTask; onAnswered: (answered: DeskTaskAnswered) => void }) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<AnswerFields>({ defaultValues: { decision: '', note: '', account_id: '', amount: '', credit_limit: '', credit_terms: '', terms: '', percent: '' } });
  const decision = watch('decision');
  const terms = watch('terms');
  const accepting = decision === 'accept';
  const amount = AMOUNT_OF[task.kind];
  const needsAccount = task.account === null && (task.kind === 'credit_line_application' || task.kind === 'wallet_topup');

  const answer = useAnswerTask(task.reference, { onSuccess: onAnswered });

  const describedBy = (name: keyof AnswerFields, hint?: string): string | undefined => (errors[name] ? `answer-${name}-error` : hint);
  const fieldError = (name: keyof AnswerFields) =>
    errors[name] ? (
      <p className="field-error" id={`answer-${name}-error`}>
        {errors[name]?.message}
      </p>
    ) : null;

  return (
    <section className="card answer" aria-labelledby="answer-title">
      <h2 id="answer-title">Answer</h2>
      <p className="hint">{ACCEPT_DOES[task.kind]}</p>
      <form noValidate onSubmit={handleSubmit((fields) => answer.mutate(answerBody(task, fields)))}>
        <fieldset aria-describedby={describedBy('decision')}>
          <legend>Decision</legend>
          <div className="check">
            <input type="radio" id="answer-accept" value="accept" {...register('decision', { required: 'Choose to accept or to decline.' })} />
            <label htmlFor="answer-accept">Accept</label>
          </div>
          <div className="check">
            <input type="radio" id="answer-decline" value="decline" {...register('decision', { required: 'Choose to accept or to decline.' })} />
            <label htmlFor="answer-decline">Decline</label>
          </div>
          {fieldError('decision')}
        </fieldset>

        {accepting && needsAccount && (
          <div className="field">
            <label htmlFor="answer-account_id">Partner account</label>
            <input
              id="answer-account_id"
              list="answer-account-options"
              autoComplete="off"
              aria-invalid={errors.account_id ? true : undefined}
              aria-describedby={describedBy('account_id', 'answer-account_id-hint')}
              {...register('account_id', { validate: (value) => ACCOUNT_ID.test(value.trim()) || 'The request came without an account: choose the partner it is for (an account id acc_…).' })}
            />
            <PartnerOptions id="answer-account-options" typed={watch('account_id')} />
            {fieldError('account_id') ?? (
              <p className="hint" id="answer-account_id-hint">
                The request came from a company without an account link: type its name and pick the account it is answered for.
              </p>
            )}
          </div>
        )}

        {accepting && task.kind === 'credit_line_application' && (
          <div className="field-row">
            <div className="field">
              <label htmlFor="answer-credit_limit">Credit limit (AED)</label>
              <input id="answer-credit_limit" inputMode="decimal" autoComplete="off" aria-invalid={errors.credit_limit ? true : undefined} aria-describedby={describedBy('credit_limit')} {...register('credit_limit', moneyRule('Credit limit', true))} />
              {fieldError('credit_limit')}
            </div>
            <div className="field">
              <label htmlFor="answer-credit_terms">Payment terms</label>
              <select id="answer-credit_terms" aria-invalid={errors.credit_terms ? true : undefined} aria-describedby={describedBy('credit_terms')} {...register('credit_terms', { required: 'Choose the payment terms.' })}>
                <option value="">Choose…</option>
                {CREDIT_TERMS.map((value) => (
                  <option key={value} value={value}>
                    {CREDIT_TERMS_WORDS[value]}
                  </option>
                ))}
              </select>
              {fieldError('credit_terms')}
            </div>
          </div>
        )}

        {accepting && amount && (
          <div className="field">
            <label htmlFor="answer-amount">{amount.label}</label>
            <input id="answer-amount" inputMode="decimal" autoComplete="off" aria-invalid={errors.amount ? true : undefined} aria-describedby={describedBy('amount', 'answer-amount-hint')} {...register('amount', moneyRule(amount.label.replace(' (AED)', ''), amount.required))} />
            {fieldError('amount') ?? (
              <p className="hint" id="answer-amount-hint">
                {amount.hint}
              </p>
            )}
          </div>
        )}

        {accepting && task.kind === 'partner_application' && (
          <div className="field-row">
            <div className="field">
              <label htmlFor="answer-terms">Commercial terms</label>
              <select id="answer-terms" aria-describedby="answer-terms-hint" {...register('terms')}>
                <option value="">Keep the account’s terms</option>
                {(Object.keys(COMMERCIAL_TERMS_WORDS) as CommercialTermsKind[]).map((value) => (
                  <option key={value} value={value}>
                    {COMMERCIAL_TERMS_WORDS[value]}
                  </option>
                ))}
              </select>
              <p className="hint" id="answer-terms-hint">
                How the partner is priced from now on.
              </p>
            </div>
            {terms !== '' && terms !== 'tariff' && (
              <div className="field">
                <label htmlFor="answer-percent">{terms === 'commission' ? 'Commission (%)' : 'Discount (%)'}</label>
                <input
                  id="answer-percent"
                  inputMode="decimal"
                  autoComplete="off"
                  aria-invalid={errors.percent ? true : undefined}
                  aria-describedby={describedBy('percent')}
                  {...register('percent', {
                    validate: (value) => (/^\d+(\.\d{1,2})?$/.test(value.trim()) && Number(value) <= 50) || 'Enter a percentage from 0 to 50, with at most two decimals.',
                  })}
                />
                {fieldError('percent')}
              </div>
            )}
          </div>
        )}

        <div className="field">
          <label htmlFor="answer-note">{decision === 'decline' ? 'Reason (the partner is told)' : 'Note to the partner (optional)'}</label>
          <textarea
            id="answer-note"
            rows={3}
            maxLength={1000}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={describedBy('note')}
            {...register('note', { validate: (value, fields) => fields.decision !== 'decline' || value.trim() !== '' || 'Give the reason: declining needs it, and the partner is told.' })}
          />
          {fieldError('note')}
        </div>

        {answer.isError && <Failure error={answer.error} />}
        <button type="submit" className={decision === 'decline' ? 'danger' : 'primary'} disabled={answer.isPending}>
          {answer.isPending ? 'Sending the answer…' : decision === 'decline' ? 'Decline the task' : decision === 'accept' ? 'Accept the task' : 'Send the answer'}
        </button>
      </form>
    </section>
  );
}

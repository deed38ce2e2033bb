import { useEffect, useRef, useState } from 'react';
import { messageOf, type CurrentStaff } from '../../api';
import { QueryState } from '../../QueryState';
import { useClaimTask, useReassignTask, useReleaseTask, useTask } from '../../queries/tasks';
import { formatAmountsIn, formatAed, formatTime } from '../../format';
import { Link } from '../../Link';
import { AuditEvents } from '../Audit';
import { AnswerForm } from './AnswerForm';
import { BookingNow } from './BookingNow';
import { PayoutBankDetails } from './PayoutBankDetails';
import { can } from '../../queries/session';
import { useStaffList } from '../../queries/staff';
import { Details, resultSentences } from './results';
import { KIND_WORDS, STATUS_WORDS, type DeskTask, type DeskTaskAnswered } from './words';

/** One task: its facts, its claim, and (held by the signed-in person) its kind's answer form. */
export function TaskPage({ reference, me, announce }: { reference: string; me: CurrentStaff; announce: (text: string) => void }) {
  const task = useTask(reference);
  const [answered, setAnswered] = useState<DeskTaskAnswered | null>(null);
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answered) outcome.current?.focus();
  }, [answered]);

  // Refused (another agent was quicker), a claim's change reads the task again: the page shows who holds it now.
  const claim = useClaimTask(reference, { onSuccess: () => announce(`You hold ${reference} now; answer it below.`) });
  const release = useReleaseTask(reference, { onSuccess: () => announce(`${reference} is back in the queue.`) });
  const reassign = useReassignTask(reference, { onSuccess: (changed) => announce(`${reference} is held by ${changed.claimed_by?.name ?? 'nobody'} now.`) });
  const isAdmin = can(me, ['admin']);

  const shown = task.data;
  const title = shown ? `${KIND_WORDS[shown.kind]} ${shown.reference}` : reference;
  const mine = shown?.claimed_by?.id === me.staff.id;
  const holder = shown?.claimed_by?.id ?? null;
  // Released meanwhile: a refusal naming its former holder no longer holds.
  const { reset: resetClaim } = claim;
  const { reset: resetRelease } = release;
  useEffect(() => {
    if (holder === null) {
      resetClaim();
      resetRelease();
    }
  }, [holder, resetClaim, resetRelease]);

  return (
    <section aria-labelledby="task-title">
      <p className="crumbs">
        <Link to="/queue">Queue</Link> <span aria-hidden="true">›</span> <span>{reference}</span>
      </p>
      <h1 id="task-title" tabIndex={-1}>
        {title}
      </h1>
      <QueryState query={task} pending="Loading the task…" />
      {shown && (
        <div className="task-layout">
          <div className="task-main">
            <p className="lead">{formatAmountsIn(shown.summary)}</p>
            <Facts task={shown} />
            {shown.booking && shown.kind === 'amendment' && <BookingNow booking={shown.booking} />}
            {shown.details && (
              <section aria-labelledby="details-title" className="card details-card">
                <h2 id="details-title">What was asked</h2>
                <Details details={shown.details} />
              </section>
            )}
            <section aria-labelledby="task-history-title">
              <h2 id="task-history-title">History</h2>
              <AuditEvents filters={{ subject_type: 'desk_task', subject_id: shown.reference }} caption={`What staff did to ${shown.reference}, newest first`} />
            </section>
          </div>
          <div className="task-side">
            {answered && (
              <div className="outcome" ref={outcome} tabIndex={-1} role="status" aria-labelledby="outcome-title">
                <h2 id="outcome-title">{answered.task.answer === 'accepted' ? 'Accepted' : 'Declined'}: what the answer did</h2>
                <ul>
                  {resultSentences(answered.task, answered.result).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                <p>
                  <Link to="/queue">Back to the queue</Link>
                </p>
              </div>
            )}
            {shown.status === 'open' && (
              <section aria-labelledby="claim-title" className="card claim">
                <h2 id="claim-title">Who answers it</h2>
                {shown.claimed_by === null ? (
                  <p>Nobody holds this task. Claim it to answer it: nobody else can answer it while you hold it.</p>
                ) : mine ? (
                  <p>You hold this task since {formatTime(shown.claimed_at ?? shown.updated_at)}. Answer it, or release it back to the queue.</p>
                ) : (
                  <p>
                    <strong>{shown.claimed_by.name}</strong> holds this task since {formatTime(shown.claimed_at ?? shown.updated_at)}; it is theirs to answer or release{isAdmin ? ', or yours to release as an admin' : ''}.
                  </p>
                )}
                {shown.claim_lapses_at && <p className="muted">Back in the queue at {formatTime(shown.claim_lapses_at)} unless its holder works on it before (a claim lapses after 30 idle minutes).</p>}
                {(claim.isError || release.isError || reassign.isError) && (
                  <p role="alert" className="error">
                    {messageOf(claim.error ?? release.error ?? reassign.error)}
                  </p>
                )}
                <div className="actions">
                  {!mine && shown.claimed_by === null && (
                    <button type="button" className="primary" onClick={() => { release.reset(); claim.mutate(); }} disabled={claim.isPending}>
                      {claim.isPending ? 'Claiming…' : 'Claim'}
                    </button>
                  )}
                  {(mine || (isAdmin && shown.claimed_by !== null)) && (
                    <button type="button" onClick={() => { claim.reset(); release.mutate(); }} disabled={release.isPending}>
                      {release.isPending ? 'Releasing…' : mine ? 'Release' : `Release ${shown.claimed_by?.name ?? ''}’s claim`}
                    </button>
                  )}
                </div>
                {isAdmin && <HandOn task={shown} pending={reassign.isPending} onHandOn={(staffId) => { claim.reset(); release.reset(); reassign.mutate(staffId); }} />}
              </section>
            )}
            {shown.status === 'open' && mine && <AnswerForm key={shown.reference} task={shown} onAnswered={setAnswered} />}
            {shown.kind === 'affiliate_payout' && shown.account && can(me, ['finance']) && <PayoutBankDetails accountId={shown.account.id} />}
          </div>
        </div>
      )}
    </section>
  );
}

/** An admin hands the task to an active member of staff (the server refuses one whose roles do not work its kind). */
function HandOn({ task, pending, onHandOn }: { task: DeskTask; pending: boolean; onHandOn: (staffId: string) => void }) {
  const staff = useStaffList();
  const [chosen, setChosen] = useState('');
  const choices = (staff.data ?? []).filter((member) => member.status === 'active' && member.id !== task.claimed_by?.id);
  return (
    <form
      className="hand-on"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onHandOn(chosen);
      }}
    >
      <label htmlFor="hand-on">Hand it to</label>
      <select id="hand-on" value={chosen} onChange={(event) => setChosen(event.currentTarget.value)}>
        <option value="">Choose a member of staff</option>
        {choices.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name} ({member.roles.join(', ')})
          </option>
        ))}
      </select>
      <button type="submit" disabled={!chosen || pending}>
        {pending ? 'Handing on…' : 'Hand on'}
      </button>
    </form>
  );
}

function Facts({ task }: { task: DeskTask }) {
  // A request that is its own subject (an application by its reference) says nothing more under About.
  const subject = task.subject !== null && task.subject.id !== task.reference ? task.subject : null;
  return (
    <dl className="facts task-facts">
      <dt>Kind</dt>
      <dd>{KIND_WORDS[task.kind]}</dd>
      <dt>Status</dt>
      <dd>
        <span className={`status status-${task.status}`}>{task.status === 'answered' && task.answer ? `Answered: ${task.answer}` : STATUS_WORDS[task.status]}</span>
      </dd>
      <dt>Partner</dt>
      <dd>{task.account ? <Link to={`/partners/${encodeURIComponent(task.account.id)}`}>{task.account.name}</Link> : <span className="muted">No account yet: the request came from a company the answer links to an account</span>}</dd>
      {subject && (
        <>
          <dt>About</dt>
          <dd>
            {subject.type === 'booking' ? (
              <Link to={`/bookings/${encodeURIComponent(task.kind === 'on_request_booking' ? task.reference : subject.id)}`}>Booking {task.kind === 'on_request_booking' ? task.reference : subject.id}</Link>
            ) : subject.type === 'einvoice_transmission' ? (
              <Link to="/finance/e-invoices?status=rejected">
                E-invoice <code>{subject.id}</code> (the rejected e-invoices)
              </Link>
            ) : (
              <>
                {subject.type.replace(/_/g, ' ')} <code>{subject.id}</code>
              </>
            )}
          </dd>
        </>
      )}
      <dt>Queued</dt>
      <dd>{formatTime(task.created_at)}</dd>
      {task.claimed_by && task.status === 'open' && (
        <>
          <dt>Held by</dt>
          <dd>
            {task.claimed_by.name}, since {formatTime(task.claimed_at ?? task.updated_at)}
          </dd>
        </>
      )}
      {task.answered_at && (
        <>
          <dt>{task.status === 'withdrawn' ? 'Withdrawn' : 'Answered'}</dt>
          <dd>
            {task.status === 'withdrawn' ? formatTime(task.answered_at) : `${task.answered_by?.staff?.name ?? (task.answered_by?.actor === 'desk:cli' ? 'the command line' : (task.answered_by?.actor ?? 'unknown'))}, ${formatTime(task.answered_at)}`}
          </dd>
        </>
      )}
      {task.amount_aed !== null && (
        <>
          <dt>Amount</dt>
          <dd>{formatAed(task.amount_aed)}</dd>
        </>
      )}
      {task.note && (
        <>
          <dt>{task.answer === 'declined' ? 'Reason' : 'Note'}</dt>
          <dd>{formatAmountsIn(task.note)}</dd>
        </>
      )}
    </dl>
  );
}

import type { ReactNode } from 'react';
import { type CurrentStaff } from '../api';
import { can } from '../queries/session';
import { useTaskOverview } from '../queries/tasks';
import { useBoard } from '../queries/dispatch';
import { useOverdueInvoices } from '../queries/finance';
import { QueryState } from '../QueryState';
import { formatAed, formatDay, formatTime } from '../format';
import { Link } from '../Link';

/**
 * Where the signed-in person's work stands, for each of their roles: the desk's open tasks, the
 * day's pickups without a driver, the invoices overdue; each links to its screen.
 */
export function Home({ me }: { me: CurrentStaff }) {
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title" tabIndex={-1}>
        Welcome, {me.staff.name}
      </h1>
      <div className="cards">
        {can(me, ['desk', 'finance', 'admin']) && <QueueCard />}
        {can(me, ['dispatch']) && <PickupsCard />}
        {can(me, ['finance']) && <OverdueCard />}
      </div>
      <h2>Your session</h2>
      <dl className="facts">
        <dt>E-mail address</dt>
        <dd>{me.staff.email}</dd>
        <dt>Roles</dt>
        <dd>{me.staff.roles.join(', ')}</dd>
        <dt>Session</dt>
        <dd>Ends after 30 minutes without use, and at {formatTime(me.session.expires_at)} at the latest.</dd>
      </dl>
    </section>
  );
}

/** One figure of the overview: its loading and failure said in words, its facts, and where to act. */
function Card({ title, query, children, to, action }: { title: string; query: { isPending: boolean; isError: boolean; error: unknown; data: unknown }; children: ReactNode; to: string; action: string }) {
  const id = `card-${to.slice(1).replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <QueryState query={query} pending="Loading…">
        {() => children}
      </QueryState>
      <p>
        <Link to={to}>{action}</Link>
      </p>
    </section>
  );
}

function QueueCard() {
  // Oldest first: the page's first task is the one waiting longest.
  const tasks = useTaskOverview();
  const open = tasks.data?.data ?? [];
  const unclaimed = open.filter((task) => task.claimed_by === null).length;
  const more = tasks.data?.next_cursor ? ' or more' : '';
  return (
    <Card title="Desk queue" query={tasks} to="/queue" action="Open the queue">
      {open.length === 0 ? (
        <p>No task is waiting for an answer.</p>
      ) : (
        <dl className="facts">
          <dt>Open tasks</dt>
          <dd>
            {open.length}
            {more} ({unclaimed === open.length ? 'none claimed yet' : `${unclaimed} not claimed`})
          </dd>
          <dt>Waiting longest</dt>
          <dd>
            {open[0]?.reference}, since {formatTime(open[0]?.created_at ?? '')}
          </dd>
        </dl>
      )}
    </Card>
  );
}

function PickupsCard() {
  const board = useBoard(null);
  const jobs = board.data?.jobs ?? [];
  const waiting = jobs.filter((job) => job.driver === null && job.status === 'confirmed');
  return (
    <Card title={board.data ? `Pickups on ${formatDay(board.data.date)}` : 'Today’s pickups'} query={board} to="/dispatch" action="Open the dispatch board">
      {jobs.length === 0 ? (
        <p>No pickups on this day.</p>
      ) : (
        <dl className="facts">
          <dt>Pickups</dt>
          <dd>{jobs.length}</dd>
          <dt>Without a driver</dt>
          <dd>{waiting.length === 0 ? 'None' : `${waiting.length}, the first at ${waiting[0]?.pickup_time ?? ''} (UAE time)`}</dd>
        </dl>
      )}
    </Card>
  );
}

function OverdueCard() {
  const overdue = useOverdueInvoices();
  const invoices = overdue.data ?? [];
  // Summed in fils: AED amounts carry two decimals, which floating-point sums would blur.
  const dueFils = invoices.reduce((sum, invoice) => sum + Math.round(invoice.amount_due_aed * 100), 0);
  return (
    <Card title="Overdue invoices" query={overdue} to="/finance/overdue" action="See the overdue invoices">
      {invoices.length === 0 ? (
        <p>No invoice is overdue.</p>
      ) : (
        <dl className="facts">
          <dt>Overdue</dt>
          <dd>
            {invoices.length}, {formatAed(dueFils / 100)} unpaid
          </dd>
          <dt>Oldest</dt>
          <dd>
            {invoices[0]?.number} of {invoices[0]?.partner}, {invoices[0]?.days_overdue} days overdue
          </dd>
        </dl>
      )}
    </Card>
  );
}

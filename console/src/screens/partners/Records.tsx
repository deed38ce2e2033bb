import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Failure } from '../../Failure';
import { createColumnHelper } from '@tanstack/react-table';
import type { components } from '../../../../src/generated/ops/openapi-types';
import { DataTable } from '../../DataTable';
import { Link } from '../../Link';
import { formatAmountsIn, formatCell } from '../../format';
import { PagedListState, type PartnerDetail } from './common';
import { useInvitePartnerOwner, usePartnerEmails, usePartnerNotices, usePartnerPeople, type NewPartnerOwner } from '../../queries/partners';
import { usePartnerTasks } from '../../queries/tasks';

type DeskTask = components['schemas']['DeskTask'];
type Person = components['schemas']['PartnerPerson'];
type Notice = components['schemas']['PartnerNotice'];
type Email = components['schemas']['PartnerEmail'];

const when = (iso: string | null, none = '—') => <span className="nowrap">{iso ? formatCell(iso) : none}</span>;

/** The partner's live bookings are on the Bookings screen, filtered to it. */
export function Bookings({ partner }: { partner: PartnerDetail }) {
  return (
    <section aria-labelledby="bookings-title" id="bookings" className="card part">
      <h2 id="bookings-title">Bookings</h2>
      <p>
        {partner.open_bookings === 0 ? 'No live bookings open' : `${partner.open_bookings} live booking${partner.open_bookings === 1 ? '' : 's'} open`} (on request, confirmed or with a driver assigned).
      </p>
      <p>
        <Link to={`/bookings?partner=${encodeURIComponent(partner.id)}`}>All bookings of {partner.name}</Link>
      </p>
    </section>
  );
}

const TASK_KIND_WORDS: Record<DeskTask['kind'], string> = {
  credit_line_application: 'Credit-line application',
  wallet_topup: 'Wallet top-up',
  on_request_booking: 'Booking on request',
  amendment: 'Amendment',
  quote_request: 'Quote request',
  wholesale_request: 'Wholesale request',
  site_review: 'Site review',
  site_domain: 'Own domain',
  affiliate_payout: 'Affiliate payout',
  partner_application: 'Partner application',
  reassign_driver: 'Driver to reassign',
  driver_not_en_route: 'Driver not on the way',
  einvoice_rejected: 'E-invoice rejected',
  flight_disruption: 'Flight disruption',
  live_key_request: 'Live API key request',
};
const TASK_STATUS_WORDS: Record<DeskTask['status'], string> = { open: 'Open', answered: 'Answered', withdrawn: 'Withdrawn' };

const taskColumn = createColumnHelper<DeskTask>();

/** The partner's desk tasks, every state, newest first; each opens in the queue. */
export function Requests({ partner }: { partner: PartnerDetail }) {
  const { query, rows } = usePartnerTasks(partner.id);
  const columns = useMemo(
    () => [
      taskColumn.accessor('reference', { header: 'Reference', cell: (cell) => <Link to={`/queue/${encodeURIComponent(cell.getValue())}`}>{cell.getValue()}</Link> }),
      taskColumn.accessor('kind', { header: 'Kind', cell: (cell) => TASK_KIND_WORDS[cell.getValue()] }),
      taskColumn.accessor('summary', { header: 'Summary', cell: (cell) => formatAmountsIn(cell.getValue()) }),
      taskColumn.accessor('status', { header: 'State', cell: (cell) => <span className={`status status-task-${cell.getValue()}`}>{TASK_STATUS_WORDS[cell.getValue()]}</span> }),
      taskColumn.accessor('created_at', { header: 'Queued (UAE time)', cell: (cell) => when(cell.getValue()) }),
    ],
    [],
  );
  return (
    <section aria-labelledby="requests-title" id="requests" className="card part">
      <h2 id="requests-title">Requests</h2>
      <p className="muted">{partner.open_tasks === 0 ? 'Nothing waiting for the desk.' : `${partner.open_tasks} waiting for the desk.`}</p>
      {rows.length > 0 && <DataTable caption={`Desk tasks of ${partner.name}, newest first`} columns={columns} data={rows} rowKey={(row) => row.reference} />}
      <PagedListState query={query} what="requests" none="No requests from this partner yet." />
    </section>
  );
}

const ROLE_WORDS: Record<Person['role'], string> = { owner: 'Owner', admin: 'Admin', booker: 'Booker', finance: 'Finance', viewer: 'Viewer' };
const PERSON_STATUS_WORDS: Record<Person['status'], string> = { invited: 'Invited', active: 'Active', deactivated: 'Deactivated' };
const personColumn = createColumnHelper<Person>();

/** The people of the partner's live account, as its owner set them up; an admin invites the owner of an account that has none. */
export function People({ partner, editable, onChanged }: { partner: PartnerDetail; editable: boolean; onChanged: (words: string) => void }) {
  const { query, rows } = usePartnerPeople(partner.id);
  const owner = rows.find((row) => row.role === 'owner' && row.status !== 'deactivated');
  const columns = useMemo(
    () => [
      personColumn.accessor('name', { header: 'Name' }),
      personColumn.accessor('email', { header: 'E-mail address', cell: (cell) => <a href={`mailto:${cell.getValue()}`}>{cell.getValue()}</a> }),
      personColumn.accessor('role', { header: 'Role', cell: (cell) => ROLE_WORDS[cell.getValue()] }),
      personColumn.accessor('status', { header: 'Status', cell: (cell) => <span className={`status status-${cell.getValue() === 'deactivated' ? 'disabled' : cell.getValue()}`}>{PERSON_STATUS_WORDS[cell.getValue()]}</span> }),
      personColumn.accessor('last_active_at', { header: 'Last active (UAE time)', cell: (cell) => when(cell.getValue(), 'Never') }),
    ],
    [],
  );
  return (
    <section aria-labelledby="people-title" id="people" className="card part">
      <h2 id="people-title">People</h2>
      {rows.length > 0 && <DataTable caption={`People of ${partner.name}`} columns={columns} data={rows} rowKey={(row) => row.id} />}
      <PagedListState query={query} what="people" none="Nobody has been invited to this partner’s account yet." />
      {owner ? (
        <p className="muted">
          {owner.name} is the owner ({owner.status === 'active' ? 'active' : 'invited'}): they invite the account’s other people in the partner portal.
        </p>
      ) : (
        editable && query.isSuccess && <InviteOwner partner={partner} onInvited={onChanged} />
      )}
    </section>
  );
}

/** The owner of an account the operator made: invited by e-mail, its link never shown here. */
function InviteOwner({ partner, onInvited }: { partner: PartnerDetail; onInvited: (words: string) => void }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewPartnerOwner>({ defaultValues: { email: '', first_name: '', last_name: '' } });
  const invite = useInvitePartnerOwner(partner.id, {
    onSuccess: (invited) => {
      reset();
      onInvited(`${invited.person.name} was invited as the owner of ${partner.name}; the invitation was e-mailed to ${invited.invitation_emailed_to}.`);
    },
  });
  const field = (name: keyof NewPartnerOwner, label: string, rules: Parameters<typeof register>[1], type = 'text') => (
    <div className="field">
      <label htmlFor={`owner-${name}`}>{label}</label>
      <input id={`owner-${name}`} type={type} autoComplete="off" aria-invalid={errors[name] ? true : undefined} aria-describedby={errors[name] ? `owner-${name}-error` : undefined} {...register(name, rules)} />
      {errors[name] && (
        <p className="field-error" id={`owner-${name}-error`}>
          {errors[name]?.message}
        </p>
      )}
    </div>
  );
  return (
    <form noValidate aria-labelledby="owner-title" onSubmit={handleSubmit((fields) => invite.mutate({ email: fields.email.trim(), first_name: fields.first_name.trim(), last_name: fields.last_name.trim() }))}>
      <h3 id="owner-title">Invite the owner</h3>
      <p className="muted">The account has no owner yet. The owner signs in to the partner portal first and invites their colleagues there; the invitation link is e-mailed to them and not shown here.</p>
      {field('first_name', 'First name', { required: 'Enter the owner’s first name.', maxLength: { value: 60, message: 'At most 60 characters.' } })}
      {field('last_name', 'Last name', { required: 'Enter the owner’s last name.', maxLength: { value: 60, message: 'At most 60 characters.' } })}
      {field('email', 'E-mail address', { required: 'Enter the owner’s e-mail address.', pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Enter an e-mail address such as layla@agency.example.' } }, 'email')}
      {invite.isError && <Failure error={invite.error} />}
      <button type="submit" className="primary" disabled={invite.isPending}>
        {invite.isPending ? 'Inviting…' : 'Invite and e-mail the invitation'}
      </button>
    </form>
  );
}

const noticeColumn = createColumnHelper<Notice>();
const EMAIL_ABOUT_WORDS: Record<Email['about'], string> = { user_invitation: 'Invitation', desk_task: 'Desk answer', proforma_invoice: 'Pro-forma invoice', corporate_request: 'Corporate request' };
const EMAIL_STATUS_WORDS: Record<Email['status'], string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };
const emailColumn = createColumnHelper<Email>();

/** What the service told the partner: its inbox notices, and the e-mails queued about its account. */
export function Notices({ partner }: { partner: PartnerDetail }) {
  const notices = usePartnerNotices(partner.id);
  const emails = usePartnerEmails(partner.id);
  const noticeColumns = useMemo(
    () => [
      noticeColumn.accessor('created_at', { header: 'When (UAE time)', cell: (cell) => when(cell.getValue()) }),
      noticeColumn.accessor('title', {
        header: 'Notice',
        cell: ({ row }) => (
          <>
            <strong>{row.original.title}</strong>
            <div className="small">{row.original.body}</div>
          </>
        ),
      }),
    ],
    [],
  );
  const emailColumns = useMemo(
    () => [
      emailColumn.accessor('created_at', { header: 'Queued (UAE time)', cell: (cell) => when(cell.getValue()) }),
      emailColumn.accessor('subject', {
        header: 'Subject',
        cell: ({ row }) => (
          <>
            {row.original.subject}
            <div className="muted small">{EMAIL_ABOUT_WORDS[row.original.about]}</div>
          </>
        ),
      }),
      emailColumn.accessor('to', { header: 'To', cell: (cell) => <span className="break">{cell.getValue()}</span> }),
      emailColumn.accessor('status', {
        header: 'Sent',
        cell: ({ row }) => (
          <span className={`status status-mail-${row.original.status}`}>
            {EMAIL_STATUS_WORDS[row.original.status]}
            {row.original.sent_at ? ` ${formatCell(row.original.sent_at)}` : ''}
          </span>
        ),
      }),
    ],
    [],
  );
  return (
    <section aria-labelledby="notices-title" id="notices" className="card part">
      <h2 id="notices-title">Notices sent</h2>
      <h3>Inbox</h3>
      {notices.rows.length > 0 && <DataTable caption={`Notices in ${partner.name}’s live inbox, newest first`} columns={noticeColumns} data={notices.rows} rowKey={(row) => row.id} />}
      <PagedListState query={notices.query} what="notices" none="No notices in the partner’s inbox yet." />
      <h3 className="gap-top">E-mails</h3>
      {emails.rows.length > 0 && <DataTable caption={`E-mails about ${partner.name}’s account, newest first`} columns={emailColumns} data={emails.rows} rowKey={(row) => row.id} />}
      <PagedListState query={emails.query} what="e-mails" none="No e-mails about this partner yet." />
    </section>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { api, csrfHeader, messageOf, STAFF_ROLES, unwrap, type CurrentStaff, type StaffMember, type StaffRole } from '../api';
import { DataTable } from '../DataTable';
import { Failure } from '../Failure';
import { formatCell, formatTime } from '../format';
import { Link } from '../Link';

export const STAFF_KEY = ['staff'] as const;

export function useStaffList() {
  return useQuery({ queryKey: STAFF_KEY, queryFn: async () => (await unwrap(api.GET('/api/ops/v1/staff'))).staff });
}

const STATUS_WORDS: Record<StaffMember['status'], string> = { invited: 'Invited', active: 'Active', disabled: 'Disabled' };

const column = createColumnHelper<StaffMember>();

/** The staff list, adding a person (with their single-use set-up link) and disabling one. */
export function StaffScreen({ me }: { me: CurrentStaff }) {
  const staff = useStaffList();
  const [confirming, setConfirming] = useState<StaffMember | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const columns = useMemo(
    () => [
      column.accessor('name', { header: 'Name' }),
      column.accessor('email', { header: 'E-mail address' }),
      column.accessor('roles', { header: 'Roles', cell: (cell) => cell.getValue().join(', ') }),
      column.accessor('status', { header: 'Status', cell: (cell) => <span className={`status status-${cell.getValue()}`}>{STATUS_WORDS[cell.getValue()]}</span> }),
      column.accessor('created_at', { header: 'Added (UAE time)', cell: (cell) => <span className="nowrap">{formatCell(cell.getValue())}</span> }),
      column.accessor('last_signed_in_at', { header: 'Last signed in (UAE time)', cell: (cell) => { const at = cell.getValue(); return at === null ? <span className="muted">Never</span> : <span className="nowrap">{formatCell(at)}</span>; } }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <div className="row-actions">
            <Link to={`/audit?staff_id=${encodeURIComponent(row.original.id)}`}>
              History<span className="visually-hidden"> of {row.original.name}</span>
            </Link>
            {row.original.status === 'disabled' || row.original.id === me.staff.id ? null : (
              <button type="button" className="danger" onClick={() => setConfirming(row.original)}>
                Disable<span className="visually-hidden"> {row.original.name}</span>
              </button>
            )}
          </div>
        ),
      }),
    ],
    [me.staff.id],
  );

  return (
    <section aria-labelledby="staff-title">
      <h1 id="staff-title" tabIndex={-1}>
        Staff
      </h1>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <div className="columns">
        <div className="main-column">
          <h2>Everyone</h2>
          {staff.isPending && <p role="status">Loading the staff…</p>}
          {staff.isError && (
            <p role="alert" className="error">
              {messageOf(staff.error)}
            </p>
          )}
          {staff.data && <DataTable caption="Staff" columns={columns} data={staff.data} rowKey={(row) => row.id} />}
        </div>
        <div className="side-column">
          <AddStaff onAdded={(member) => setAnnouncement(`${member.name} was added.`)} />
        </div>
      </div>
      {confirming && (
        <DisableDialog
          member={confirming}
          onClose={(disabled) => {
            setConfirming(null);
            if (disabled) setAnnouncement(`${disabled.staff.name} was disabled; ${disabled.sessions_ended} session${disabled.sessions_ended === 1 ? '' : 's'} ended.`);
          }}
        />
      )}
    </section>
  );
}

interface NewStaffFields {
  email: string;
  name: string;
  roles: StaffRole[];
}

const ROLE_WORDS: Record<StaffRole, string> = {
  admin: 'Admin: staff, partners’ access, keys, terms, the audit log',
  desk: 'Desk: tasks, bookings, requests, amendments',
  dispatch: 'Dispatch: the day’s board, drivers, vehicles',
  finance: 'Finance: transfers, wallets, credit, invoices',
};

function AddStaff({ onAdded }: { onAdded: (member: StaffMember) => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewStaffFields>({ defaultValues: { email: '', name: '', roles: [] } });
  const [invitation, setInvitation] = useState<{ name: string; url: string; expiresAt: string } | null>(null);

  const add = useMutation({
    mutationFn: (fields: NewStaffFields) =>
      unwrap(api.POST('/api/ops/v1/staff', { params: { header: csrfHeader() }, body: { email: fields.email.trim(), name: fields.name.trim(), roles: fields.roles } })),
    onSuccess: (created) => {
      // Shown once: the link is in this component's state only, never in the query cache.
      setInvitation({ name: created.staff.name, url: created.setup_url, expiresAt: created.setup_expires_at });
      reset();
      onAdded(created.staff);
      void queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });

  return (
    <section aria-labelledby="add-title" className="card">
      <h2 id="add-title">Add a member of staff</h2>
      {invitation && <SetupLink invitation={invitation} onDone={() => setInvitation(null)} />}
      <form noValidate onSubmit={handleSubmit((fields) => add.mutate(fields))}>
        <div className="field">
          <label htmlFor="new-name">Name</label>
          <input id="new-name" autoComplete="off" aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? 'new-name-error' : undefined} {...register('name', { required: 'Enter the person’s name.', maxLength: { value: 200, message: 'At most 200 characters.' } })} />
          {errors.name && (
            <p className="field-error" id="new-name-error">
              {errors.name.message}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="new-email">E-mail address</label>
          <input id="new-email" type="email" autoComplete="off" aria-invalid={errors.email ? true : undefined} aria-describedby={errors.email ? 'new-email-error' : undefined} {...register('email', { required: 'Enter the person’s e-mail address.', pattern: { value: /^[^\s@]+@[^\s@]+$/, message: 'Enter an e-mail address such as amira@operator.example.' } })} />
          {errors.email && (
            <p className="field-error" id="new-email-error">
              {errors.email.message}
            </p>
          )}
        </div>
        <fieldset aria-describedby={errors.roles ? 'new-roles-error' : undefined}>
          <legend>Roles</legend>
          {STAFF_ROLES.map((role) => (
            <div className="check" key={role}>
              <input type="checkbox" id={`new-role-${role}`} value={role} {...register('roles', { validate: (roles) => roles.length > 0 || 'Choose at least one role.' })} />
              <label htmlFor={`new-role-${role}`}>{ROLE_WORDS[role]}</label>
            </div>
          ))}
          {errors.roles && (
            <p className="field-error" id="new-roles-error">
              {errors.roles.message}
            </p>
          )}
        </fieldset>
        {add.isError && <Failure error={add.error} />}
        <button type="submit" className="primary" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add and make a set-up link'}
        </button>
      </form>
    </section>
  );
}

function SetupLink({ invitation, onDone }: { invitation: { name: string; url: string; expiresAt: string }; onDone: () => void }) {
  const [copied, setCopied] = useState<string>('');
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => box.current?.focus(), []);

  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(invitation.url);
      setCopied('Copied.');
    } catch {
      // Without clipboard access (an insecure origin), the link is selected for the person to copy.
      input.current?.select();
      setCopied('Selected: press Ctrl+C (or ⌘C) to copy.');
    }
  };

  return (
    <div className="setup-link" ref={box} tabIndex={-1} role="region" aria-labelledby="setup-link-title">
      <h3 id="setup-link-title">Set-up link for {invitation.name}</h3>
      <p>Hand this link to {invitation.name}. It works once, until {formatTime(invitation.expiresAt)}, and is not shown again.</p>
      <label htmlFor="setup-url">Set-up link</label>
      <div className="copy-row">
        <input id="setup-url" ref={input} readOnly value={invitation.url} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" onClick={() => void copy()}>
          Copy link
        </button>
      </div>
      <p role="status" aria-live="polite" className="muted">
        {copied}
      </p>
      <button type="button" onClick={onDone}>
        Done, hide the link
      </button>
    </div>
  );
}

function DisableDialog({ member, onClose }: { member: StaffMember; onClose: (disabled: { staff: StaffMember; sessions_ended: number } | null) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const queryClient = useQueryClient();
  const disable = useMutation({
    mutationFn: () => unwrap(api.POST('/api/ops/v1/staff/{staffId}/disable', { params: { path: { staffId: member.id }, header: csrfHeader() } })),
    onSuccess: (disabled) => {
      void queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
      dialog.current?.close();
      onClose(disabled);
    },
  });

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog ref={dialog} aria-labelledby="disable-title" aria-describedby="disable-what" onClose={() => (disable.isSuccess ? undefined : onClose(null))}>
      <h2 id="disable-title">Disable {member.name}?</h2>
      <p id="disable-what">
        {member.name} ({member.email}) will not be able to sign in, and every session they hold ends at once. This is written to the audit log.
      </p>
      {disable.isError && (
        <p role="alert" className="error">
          {messageOf(disable.error)}
        </p>
      )}
      <div className="actions">
        <button type="button" className="danger" onClick={() => disable.mutate()} disabled={disable.isPending}>
          {disable.isPending ? 'Disabling…' : `Disable ${member.name}`}
        </button>
        <button type="button" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}

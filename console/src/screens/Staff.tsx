import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { createColumnHelper } from '@tanstack/react-table';
import { messageOf, type CurrentStaff, type StaffMember, type StaffRole } from '../api';
import { staffRoles } from '../../../src/generated/ops/enums';
import { DataTable } from '../DataTable';
import { Failure } from '../Failure';
import { formatCell, formatTime } from '../format';
import { Link } from '../Link';
import { QueryState } from '../QueryState';
import { useAddStaff, useDisableStaff, useEnableStaff, useReinviteStaff, useResetStaffAuthenticator, useSetStaffRoles, useStaffList } from '../queries/staff';
import { useModal } from '../useModal';
import { ModalActions } from '../ModalActions';

const STATUS_WORDS: Record<StaffMember['status'], string> = { invited: 'Invited', active: 'Active', disabled: 'Disabled' };

const column = createColumnHelper<StaffMember>();

type Invitation = { name: string; url: string; expiresAt: string };

/**
 * The staff list: adding a person (with their single-use set-up link), disabling and enabling
 * one, a new set-up link for someone invited, a reset of someone's authenticator, their roles.
 */
export function StaffScreen({ me }: { me: CurrentStaff }) {
  const staff = useStaffList();
  const [confirming, setConfirming] = useState<StaffMember | null>(null);
  const [editingRoles, setEditingRoles] = useState<StaffMember | null>(null);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [newLink, setNewLink] = useState<Invitation | null>(null);
  const reinvite = useReinviteStaff({
    onSuccess: (made) => {
      setNewLink({ name: made.staff.name, url: made.setup_url, expiresAt: made.setup_expires_at });
      setAnnouncement(`A new set-up link for ${made.staff.name} is shown; their earlier links no longer work.`);
    },
  });
  const enable = useEnableStaff({
    onSuccess: (enabled) => {
      setAnnouncement(enabled.staff.status === 'active' ? `${enabled.staff.name} can sign in again.` : `${enabled.staff.name} is enabled; they had not finished set-up, so make them a new set-up link.`);
    },
  });

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
            <button type="button" onClick={() => setEditingRoles(row.original)}>
              Roles<span className="visually-hidden"> of {row.original.name}</span>
            </button>
            {row.original.status === 'invited' && (
              <button type="button" onClick={() => reinvite.mutate(row.original)} disabled={reinvite.isPending}>
                New set-up link<span className="visually-hidden"> for {row.original.name}</span>
              </button>
            )}
            {row.original.status === 'active' && row.original.id !== me.staff.id && (
              <button type="button" onClick={() => setResetting(row.original)}>
                Reset authenticator<span className="visually-hidden"> of {row.original.name}</span>
              </button>
            )}
            {row.original.status === 'disabled' && (
              <button type="button" onClick={() => enable.mutate(row.original)} disabled={enable.isPending}>
                Enable<span className="visually-hidden"> {row.original.name}</span>
              </button>
            )}
            {row.original.status === 'disabled' || row.original.id === me.staff.id ? null : (
              <button type="button" className="danger" onClick={() => setConfirming(row.original)}>
                Disable<span className="visually-hidden"> {row.original.name}</span>
              </button>
            )}
          </div>
        ),
      }),
    ],
    [me.staff.id, reinvite, enable],
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
          {(reinvite.isError || enable.isError) && <Failure error={reinvite.error ?? enable.error} />}
          <QueryState query={staff} pending="Loading the staff…">
            {(members) => <DataTable caption="Staff" columns={columns} data={members} rowKey={(row) => row.id} />}
          </QueryState>
        </div>
        <div className="side-column">
          {newLink && (
            <section className="card" aria-label="New set-up link">
              <SetupLink invitation={newLink} onDone={() => setNewLink(null)} />
            </section>
          )}
          <AddStaff onAdded={(member) => setAnnouncement(`${member.name} was added.`)} />
        </div>
      </div>
      {editingRoles && (
        <RolesDialog
          member={editingRoles}
          onClose={(saved) => {
            setEditingRoles(null);
            if (saved) setAnnouncement(`${saved.name} now holds the roles ${saved.roles.join(', ')}.`);
          }}
        />
      )}
      {resetting && (
        <ResetDialog
          member={resetting}
          onClose={(reset) => {
            setResetting(null);
            if (reset) {
              setNewLink({ name: reset.staff.name, url: reset.setup_url, expiresAt: reset.setup_expires_at });
              setAnnouncement(`${reset.staff.name}'s authenticator was reset; ${reset.sessions_ended} session${reset.sessions_ended === 1 ? '' : 's'} ended. Their set-up link is shown.`);
            }
          }}
        />
      )}
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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewStaffFields>({ defaultValues: { email: '', name: '', roles: [] } });
  const [invitation, setInvitation] = useState<{ name: string; url: string; expiresAt: string } | null>(null);

  const add = useAddStaff({
    onSuccess: (created) => {
      // Shown once: the link is in this component's state only, never in the query cache.
      setInvitation({ name: created.staff.name, url: created.setup_url, expiresAt: created.setup_expires_at });
      reset();
      onAdded(created.staff);
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
          {staffRoles.map((role) => (
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

function SetupLink({ invitation, onDone }: { invitation: Invitation; onDone: () => void }) {
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
  const modal = useModal(onClose);
  const disable = useDisableStaff({ onSuccess: (disabled) => modal.close(disabled) });

  return (
    <dialog {...modal.dialog} aria-labelledby="disable-title" aria-describedby="disable-what">
      <h2 id="disable-title">Disable {member.name}?</h2>
      <p id="disable-what">
        {member.name} ({member.email}) will not be able to sign in, and every session they hold ends at once. This is written to the audit log.
      </p>
      {disable.isError && (
        <p role="alert" className="error">
          {messageOf(disable.error)}
        </p>
      )}
      <ModalActions action={`Disable ${member.name}`} running="Disabling…" pending={disable.isPending} danger onAction={() => disable.mutate(member)} onCancel={modal.cancel} />
    </dialog>
  );
}

/** The roles a person holds, replaced by those ticked. */
function RolesDialog({ member, onClose }: { member: StaffMember; onClose: (saved: StaffMember | null) => void }) {
  const modal = useModal(onClose);
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const save = useSetStaffRoles({ onSuccess: (saved) => modal.close(saved.staff) });
  const toggle = (role: StaffRole, on: boolean): void => setRoles((now) => (on ? [...now, role] : now.filter((held) => held !== role)));
  return (
    <dialog {...modal.dialog} aria-labelledby="roles-title">
      <h2 id="roles-title">Roles of {member.name}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ member, roles });
        }}
      >
        <fieldset>
          <legend>The roles ticked replace the roles {member.name} holds now</legend>
          {staffRoles.map((role) => (
            <div className="check" key={role}>
              <input type="checkbox" id={`edit-role-${role}`} checked={roles.includes(role)} onChange={(event) => toggle(role, event.currentTarget.checked)} />
              <label htmlFor={`edit-role-${role}`}>{ROLE_WORDS[role]}</label>
            </div>
          ))}
        </fieldset>
        {roles.length === 0 && <p className="field-error">Choose at least one role.</p>}
        {save.isError && <Failure error={save.error} />}
        <ModalActions action="Save the roles" running="Saving…" pending={save.isPending} disabled={roles.length === 0} onCancel={modal.cancel} />
      </form>
    </dialog>
  );
}

type TwoFactorReset = { staff: StaffMember; setup_url: string; setup_expires_at: string; sessions_ended: number };

function ResetDialog({ member, onClose }: { member: StaffMember; onClose: (reset: TwoFactorReset | null) => void }) {
  const modal = useModal(onClose);
  const reset = useResetStaffAuthenticator({ onSuccess: (done) => modal.close(done) });
  return (
    <dialog {...modal.dialog} aria-labelledby="reset-title" aria-describedby="reset-what">
      <h2 id="reset-title">Reset the authenticator of {member.name}?</h2>
      <p id="reset-what">
        Every session {member.name} holds ends at once and their authenticator and recovery codes stop working. You get a single-use set-up link to hand them, where they choose a password and enrol a new authenticator.
      </p>
      {reset.isError && <Failure error={reset.error} />}
      <ModalActions action="Reset and make a set-up link" running="Resetting…" pending={reset.isPending} danger onAction={() => reset.mutate(member)} onCancel={modal.cancel} />
    </dialog>
  );
}

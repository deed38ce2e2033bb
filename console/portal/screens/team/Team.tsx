import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../../src/DataTable';
import { Failure } from '../../../src/Failure';
import { ModalActions } from '../../../src/ModalActions';
import { QueryState } from '../../../src/QueryState';
import { useModal } from '../../../src/useModal';
import { fill, useLang } from '../../i18n';
import { formatMoment } from '../../time';
import { holdsAny, usePortalSession } from '../../session';
import { GIVEN_ROLES, useChangeRole, useDeactivate, useInvite, usePeople, useReactivate, type InviteRequest, type User, type UserRole, type UserStatus } from './queries';
import { useTeamWords } from './words';

type Words = ReturnType<typeof useTeamWords>;

const STATUSES: readonly UserStatus[] = ['active', 'invited', 'deactivated'];
const STATUS_CLASS: Record<UserStatus, string> = { active: 'status-active', invited: 'status-invited', deactivated: 'status-disabled' };

const roleName = (words: Words, role: UserRole): string => words[`role_${role}`];
const nameOf = (user: User): string => `${user.first_name} ${user.last_name}`.trim();

const column = createColumnHelper<User>();

/** A dialog open on one person: which change it asks to confirm. */
type Asking = { change: 'role' | 'deactivate' | 'reactivate'; user: User };

/**
 * The account's people (the v1 `/users` operations, with the person's session): everyone with
 * `users:view` reads the list; owners and admins (`users:manage`) invite, change roles, deactivate
 * and reactivate, each behind a confirmation, the API's refusal shown in its words. The owner is
 * never changed here: the operator gives that role.
 */
export function TeamScreen() {
  const words = useTeamWords();
  const { lang } = useLang();
  const session = usePortalSession();
  const canManage = holdsAny(session, ['users:manage']);
  const me = session.person.user_id;
  const [status, setStatus] = useState<UserStatus | ''>('');
  const { query, rows } = usePeople(status);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [testLink, setTestLink] = useState<{ name: string; url: string } | null>(null);

  /** What a change answered, said once it went through; a test partition's new invitation link shown once. */
  const tell = (sentence: string, user: User): void => {
    setAnnouncement(sentence);
    if (user.invitation_url) setTestLink({ name: nameOf(user), url: user.invitation_url });
  };

  const columns = useMemo(
    () => [
      column.accessor((user) => nameOf(user), {
        id: 'name',
        header: words.colName,
        cell: ({ row }) => (
          <>
            {nameOf(row.original)}
            {row.original.id === me && <span className="muted"> {words.you}</span>}
          </>
        ),
      }),
      column.accessor('email', { header: words.colEmail, cell: (cell) => <bdi className="break">{cell.getValue()}</bdi> }),
      column.accessor('role', { header: words.colRole, cell: (cell) => roleName(words, cell.getValue()) }),
      column.accessor('status', {
        header: words.colStatus,
        cell: ({ row }) => (
          <>
            <span className={`status ${STATUS_CLASS[row.original.status]}`}>{words[`status_${row.original.status}`]}</span>
            {row.original.status === 'invited' && row.original.invitation_expires_at && <div className="muted small">{fill(words.invitedUntil, { when: formatMoment(row.original.invitation_expires_at, lang) })}</div>}
          </>
        ),
      }),
      column.accessor('last_active_at', {
        header: words.colLastActive,
        cell: (cell) => {
          const at = cell.getValue();
          return at === null ? <span className="muted">{words.never}</span> : <span className="nowrap">{formatMoment(at, lang)}</span>;
        },
      }),
      ...(canManage
        ? [
            column.display({
              id: 'actions',
              header: words.colActions,
              cell: ({ row }) => <PersonActions user={row.original} self={row.original.id === me} words={words} onAsk={setAsking} />,
            }),
          ]
        : []),
    ],
    [words, lang, canManage, me],
  );

  return (
    <section aria-labelledby="team-title">
      <h1 id="team-title" tabIndex={-1}>
        {words.title}
      </h1>
      <p className="muted">{words.intro}</p>
      <div className="columns">
        <div className="main-column">
          <div className="filters one-filter">
            <div className="field">
              <label htmlFor="team-status">{words.filterStatus}</label>
              <select id="team-status" value={status} onChange={(event) => setStatus(event.target.value as UserStatus | '')}>
                <option value="">{words.anyStatus}</option>
                {STATUSES.map((one) => (
                  <option key={one} value={one}>
                    {words[`status_${one}`]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <p role="status" aria-live="polite" className={announcement === '' ? 'visually-hidden' : 'notice'}>
            {announcement}
          </p>
          {testLink && <TestLink link={testLink} words={words} onDone={() => setTestLink(null)} />}
          <QueryState query={query} pending={words.loading} empty={words.none} more={words.more}>
            {() => (
              <div className="stacked-cards">
                <DataTable caption={words.caption} columns={columns} data={rows} rowKey={(row) => row.id} />
              </div>
            )}
          </QueryState>
        </div>
        {canManage && (
          <div className="side-column">
            <Invite words={words} onInvited={(user) => tell(fill(user.sandbox ? words.invitedTest : words.invited, { name: nameOf(user), role: roleName(words, user.role), email: user.email }), user)} />
          </div>
        )}
      </div>
      {asking?.change === 'role' && (
        <RoleDialog
          user={asking.user}
          words={words}
          onClose={(changed) => {
            setAsking(null);
            if (changed) tell(fill(words.roleChanged, { name: nameOf(changed), role: roleName(words, changed.role) }), changed);
          }}
        />
      )}
      {asking?.change === 'deactivate' && (
        <DeactivateDialog
          user={asking.user}
          words={words}
          onClose={(changed) => {
            setAsking(null);
            if (changed) tell(fill(words.deactivated, { name: nameOf(changed) }), changed);
          }}
        />
      )}
      {asking?.change === 'reactivate' && (
        <ReactivateDialog
          user={asking.user}
          words={words}
          onClose={(changed) => {
            setAsking(null);
            if (!changed) return;
            const sentence = changed.status === 'active' ? words.reactivated : changed.sandbox ? words.reinvitedTest : words.reinvited;
            tell(fill(sentence, { name: nameOf(changed), email: changed.email }), changed);
          }}
        />
      )}
    </section>
  );
}

/** A person's actions, as their state allows: the owner and oneself have none. */
function PersonActions({ user, self, words, onAsk }: { user: User; self: boolean; words: Words; onAsk: (asking: Asking) => void }) {
  if (user.role === 'owner' || self) return null;
  const who = fill(words.whom, { name: nameOf(user) });
  return (
    <div className="row-actions">
      {user.status !== 'deactivated' && (
        <button type="button" onClick={() => onAsk({ change: 'role', user })}>
          {words.changeRole}
          <span className="visually-hidden">{fill(words.ofWhom, { name: nameOf(user) })}</span>
        </button>
      )}
      {user.status === 'deactivated' ? (
        <button type="button" onClick={() => onAsk({ change: 'reactivate', user })}>
          {words.reactivate}
          <span className="visually-hidden">{who}</span>
        </button>
      ) : (
        <button type="button" className="danger" onClick={() => onAsk({ change: 'deactivate', user })}>
          {words.deactivate}
          <span className="visually-hidden">{who}</span>
        </button>
      )}
    </div>
  );
}

/** The roles to choose from, each with what it may do. */
function RoleChoices({ name, words, register, checked, onPick }: { name: string; words: Words; register?: ReturnType<typeof useForm<InviteRequest>>['register']; checked?: UserRole; onPick?: (role: UserRole) => void }) {
  return (
    <>
      {GIVEN_ROLES.map((role) => (
        <div className="check" key={role}>
          <input type="radio" id={`${name}-${role}`} value={role} {...(register ? register('role') : { name, checked: checked === role, onChange: () => onPick?.(role) })} />
          <label htmlFor={`${name}-${role}`}>
            <strong>{roleName(words, role)}</strong>: {words[`roleWhat_${role}`]}
          </label>
        </div>
      ))}
    </>
  );
}

function Invite({ words, onInvited }: { words: Words; onInvited: (user: User) => void }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InviteRequest>({ defaultValues: { first_name: '', last_name: '', email: '', role: 'booker' } });
  const invite = useInvite((user) => {
    reset();
    onInvited(user);
  });
  const text = (field: 'first_name' | 'last_name', label: string, required: string) => (
    <div className="field">
      <label htmlFor={`invite-${field}`}>{label}</label>
      <input
        id={`invite-${field}`}
        autoComplete="off"
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `invite-${field}-error` : undefined}
        {...register(field, { required, validate: (value) => value.trim() !== '' || required, maxLength: { value: 60, message: words.tooLong } })}
      />
      {errors[field] && (
        <p className="field-error" id={`invite-${field}-error`}>
          {errors[field]?.message}
        </p>
      )}
    </div>
  );
  return (
    <section aria-labelledby="invite-title" className="card">
      <h2 id="invite-title">{words.inviteTitle}</h2>
      <p className="muted">{words.inviteIntro}</p>
      <form noValidate onSubmit={handleSubmit((fields) => invite.mutate({ first_name: fields.first_name.trim(), last_name: fields.last_name.trim(), email: fields.email.trim(), role: fields.role }))}>
        {text('first_name', words.firstName, words.needFirstName)}
        {text('last_name', words.lastName, words.needLastName)}
        <div className="field">
          <label htmlFor="invite-email">{words.email}</label>
          <input
            id="invite-email"
            type="email"
            dir="ltr"
            autoComplete="off"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'invite-email-error' : undefined}
            {...register('email', { required: words.needEmail, pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: words.needEmail } })}
          />
          {errors.email && (
            <p className="field-error" id="invite-email-error">
              {errors.email.message}
            </p>
          )}
        </div>
        <fieldset>
          <legend>{words.role}</legend>
          <RoleChoices name="invite-role" words={words} register={register} />
        </fieldset>
        {invite.isError && <Failure error={invite.error} />}
        <button type="submit" className="primary" disabled={invite.isPending}>
          {invite.isPending ? words.inviting : words.inviteButton}
        </button>
      </form>
    </section>
  );
}

/** A test partition's invitation link, shown once: its invitations are e-mailed to nobody. */
function TestLink({ link, words, onDone }: { link: { name: string; url: string }; words: Words; onDone: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [link.url]);
  return (
    <div className="setup-link" ref={box} tabIndex={-1} role="region" aria-labelledby="test-link-title">
      <h2 id="test-link-title">{fill(words.testLinkTitle, { name: link.name })}</h2>
      <p>{words.testLinkWhy}</p>
      <div className="copy-row">
        <input aria-labelledby="test-link-title" readOnly dir="ltr" value={link.url} onFocus={(event) => event.currentTarget.select()} />
      </div>
      <button type="button" onClick={onDone}>
        {words.hideLink}
      </button>
    </div>
  );
}

function RoleDialog({ user, words, onClose }: { user: User; words: Words; onClose: (changed: User | null) => void }) {
  const modal = useModal(onClose);
  const [role, setRole] = useState<UserRole>(user.role);
  const change = useChangeRole((changed) => modal.close(changed));
  return (
    <dialog {...modal.dialog} aria-labelledby="role-title">
      <h2 id="role-title">{fill(words.roleTitle, { name: nameOf(user) })}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate({ user, role });
        }}
      >
        <fieldset>
          <legend>{words.newRole}</legend>
          <RoleChoices name="new-role" words={words} checked={role} onPick={setRole} />
        </fieldset>
        <p>{fill(words.roleWhat, { name: nameOf(user), email: user.email, role: roleName(words, role) })}</p>
        {change.isError && <Failure error={change.error} />}
        <ModalActions action={words.saveRole} running={words.savingRole} pending={change.isPending} disabled={role === user.role} cancel={words.cancel} onCancel={modal.cancel} />
      </form>
    </dialog>
  );
}

function DeactivateDialog({ user, words, onClose }: { user: User; words: Words; onClose: (changed: User | null) => void }) {
  const modal = useModal(onClose);
  const deactivate = useDeactivate((changed) => modal.close(changed));
  return (
    <dialog {...modal.dialog} aria-labelledby="deactivate-title" aria-describedby="deactivate-what">
      <h2 id="deactivate-title">{fill(words.deactivateTitle, { name: nameOf(user) })}</h2>
      <p id="deactivate-what">{fill(user.status === 'invited' ? words.deactivateInvited : words.deactivateActive, { name: nameOf(user), email: user.email })}</p>
      {deactivate.isError && <Failure error={deactivate.error} />}
      <ModalActions action={fill(words.deactivateButton, { name: nameOf(user) })} running={words.deactivating} pending={deactivate.isPending} danger onAction={() => deactivate.mutate(user)} cancel={words.cancel} onCancel={modal.cancel} />
    </dialog>
  );
}

function ReactivateDialog({ user, words, onClose }: { user: User; words: Words; onClose: (changed: User | null) => void }) {
  const modal = useModal(onClose);
  const reactivate = useReactivate((changed) => modal.close(changed));
  return (
    <dialog {...modal.dialog} aria-labelledby="reactivate-title" aria-describedby="reactivate-what">
      <h2 id="reactivate-title">{fill(words.reactivateTitle, { name: nameOf(user) })}</h2>
      <p id="reactivate-what">{fill(user.joined_at === null ? words.reactivateNeverJoined : words.reactivateJoined, { name: nameOf(user), email: user.email, role: roleName(words, user.role) })}</p>
      {reactivate.isError && <Failure error={reactivate.error} />}
      <ModalActions action={fill(words.reactivateButton, { name: nameOf(user) })} running={words.reactivating} pending={reactivate.isPending} onAction={() => reactivate.mutate(user)} cancel={words.cancel} onCancel={modal.cancel} />
    </dialog>
  );
}

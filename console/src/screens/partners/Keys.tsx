import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { createColumnHelper } from '@tanstack/react-table';
import { useIssueKey, useRevokeKey, useRollKey, useSetLiveAccess } from '../../queries/partners';
import { DataTable } from '../../DataTable';
import { formatCell } from '../../format';
import { ConfirmDialog, type PartnerDetail, type PartnerKey, type PartnerKeyScope } from './common';
import { Failure } from '../../Failure';

const SCOPES: readonly PartnerKeyScope[] = ['transport:read', 'transport:write', 'activities:read', 'activities:write', 'cruise:read', 'cruise:write', 'guides:read', 'guides:write', 'guides_wifi:read', 'guides_wifi:write', 'site:read', 'site:write', 'account:read', 'affiliate:read', 'affiliate:write', 'bookings:create', 'bookings:view', 'bookings:manage', 'statements:read', 'wallet:topup', 'settings:view', 'settings:manage', 'rates:view', 'tracking:view', 'tracking:manage', 'users:view', 'users:manage', 'inbox:view'];

/** A key shown this once, in the component's state only (never the query cache): gone on reload. */
interface ShownKey {
  key: string;
  prefix: string;
  mode: PartnerKey['mode'];
  what: string;
}

const column = createColumnHelper<PartnerKey>();

const scopesLine = (scopes: readonly string[]): string => (scopes.length === SCOPES.length ? 'Every scope' : scopes.join(', '));

/** Whether the partner's live keys work: admins switch it, after a confirmation. */
export function LiveAccess({ partner, editable, onChanged }: { partner: PartnerDetail; editable: boolean; onChanged: (words: string) => void }) {
  const setLive = useSetLiveAccess(partner.id);
  const [asking, setAsking] = useState(false);
  const on = !partner.live_access;
  return (
    <section aria-labelledby="live-title" id="live-access" className="card part">
      <h2 id="live-title">Live access</h2>
      <p>
        {partner.live_access ? (
          <>
            <span className="status status-active">On</span>: the partner’s live keys work.
          </>
        ) : (
          <>
            <span className="status status-disabled">Off</span>: live keys are refused; test keys keep working.
          </>
        )}
      </p>
      {editable && (
        <button type="button" className={on ? 'primary' : 'danger'} onClick={() => setAsking(true)}>
          {on ? 'Switch live access on' : 'Switch live access off'}
        </button>
      )}
      {asking && (
        <ConfirmDialog
          id="live-dialog"
          title={on ? `Switch live access on for ${partner.name}?` : `Switch live access off for ${partner.name}?`}
          confirm={on ? 'Switch on' : 'Switch off'}
          pending="Switching…"
          danger={!on}
          run={() => setLive.mutateAsync(on)}
          onDone={(saved) => {
            setAsking(false);
            if (saved) {
              onChanged(`Live access is now ${saved.live_access ? 'on' : 'off'}.`);
            }
          }}
        >
          <p>{on ? 'Its live keys will book and charge for real from the next request.' : 'Every request with its live keys will be refused from the next one; its test keys keep working.'} This is written to the audit log.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** The partner's API keys: issue one, revoke one, or roll one (a new key for the old, at once). */
export function Keys({ partner, editable, onChanged }: { partner: PartnerDetail; editable: boolean; onChanged: (words: string) => void }) {
  const revoke = useRevokeKey(partner.id);
  const roll = useRollKey(partner.id);
  const [shown, setShown] = useState<ShownKey | null>(null);
  const [asking, setAsking] = useState<{ key: PartnerKey; action: 'revoke' | 'roll' } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const columns = useMemo(
    () => [
      column.accessor('prefix', {
        header: 'Key',
        cell: ({ row }) => (
          <>
            <code className="key-prefix">{row.original.prefix}…</code>
            <div className="muted small">{row.original.mode === 'live' ? 'Live' : 'Test'}</div>
          </>
        ),
      }),
      column.accessor('scopes', { header: 'Scopes', cell: (cell) => <span className="scopes">{scopesLine(cell.getValue())}</span> }),
      column.accessor('created_at', {
        header: 'Created (UAE time)',
        cell: ({ row }) => (
          <>
            <span className="nowrap">{formatCell(row.original.created_at)}</span>
            <div className="muted small">{row.original.last_used_at ? `Last used ${formatCell(row.original.last_used_at)}` : 'Never used'}</div>
          </>
        ),
      }),
      column.accessor('revoked_at', {
        header: 'State',
        cell: (cell) =>
          cell.getValue() ? (
            <>
              <span className="status status-disabled">Revoked</span>
              <div className="muted small">{formatCell(cell.getValue() as string)}</div>
            </>
          ) : (
            <span className="status status-active">Works</span>
          ),
      }),
      ...(editable
        ? [
            column.display({
              id: 'actions',
              header: 'Actions',
              cell: ({ row }) =>
                row.original.revoked_at === null ? (
                  <div className="row-actions">
                    <button type="button" onClick={() => setAsking({ key: row.original, action: 'roll' })}>
                      Roll<span className="visually-hidden"> key {row.original.prefix}</span>
                    </button>
                    <button type="button" className="danger" onClick={() => setAsking({ key: row.original, action: 'revoke' })}>
                      Revoke<span className="visually-hidden"> key {row.original.prefix}</span>
                    </button>
                  </div>
                ) : null,
            }),
          ]
        : []),
    ],
    [editable],
  );
  const keys = useMemo(() => [...partner.keys].reverse(), [partner.keys]);

  return (
    <section aria-labelledby="keys-title" id="keys" className="card part">
      <h2 id="keys-title" ref={heading} tabIndex={-1}>
        API keys
      </h2>
      {shown && <KeyBox shown={shown} onDone={() => setShown(null)} />}
      {keys.length > 0 ? <DataTable caption={`API keys of ${partner.name}, newest first`} columns={columns} data={keys} rowKey={(row) => row.id} /> : <p className="muted">No keys yet.</p>}
      {editable && (
        <IssueKey
          partner={partner}
          onIssued={(issued) => {
            setShown({ key: issued.key, prefix: issued.summary.prefix, mode: issued.summary.mode, what: 'New key' });
            onChanged(`A ${issued.summary.mode} key was issued; it is shown once.`);
          }}
        />
      )}
      {asking?.action === 'revoke' && (
        <ConfirmDialog
          id="revoke-dialog"
          title={`Revoke key ${asking.key.prefix}…?`}
          confirm="Revoke the key"
          pending="Revoking…"
          danger
          run={() => revoke.mutateAsync(asking.key.id)}
          onDone={(revoked) => {
            setAsking(null);
            if (revoked) {
              onChanged(`Key ${revoked.prefix} was revoked.`);
                // Its row's buttons are gone: focus goes back to the keys' heading rather than the page's top.
              heading.current?.focus();
            }
          }}
        >
          <p>Every request with this {asking.key.mode} key is refused from the next one, and it cannot be made to work again. This is written to the audit log.</p>
        </ConfirmDialog>
      )}
      {asking?.action === 'roll' && (
        <ConfirmDialog
          id="roll-dialog"
          title={`Roll key ${asking.key.prefix}…?`}
          confirm="Roll the key"
          pending="Rolling…"
          danger
          run={() => roll.mutateAsync(asking.key.id)}
          onDone={(rolled) => {
            setAsking(null);
            if (rolled) {
              setShown({ key: rolled.key, prefix: rolled.summary.prefix, mode: rolled.summary.mode, what: `Replacement for ${rolled.replaced.prefix}…` });
              onChanged(`Key ${rolled.replaced.prefix} was revoked and a new key issued in its place; it is shown once.`);
              }
          }}
        >
          <p>A new {asking.key.mode} key with the same scopes is issued and this one stops working at once: the partner must switch to the new key straight away. The new key is shown once. This is written to the audit log.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

interface IssueFields {
  mode: 'test' | 'live';
  every: 'every' | 'some';
  scopes: PartnerKeyScope[];
}

function IssueKey({ partner, onIssued }: { partner: PartnerDetail; onIssued: (issued: { key: string; summary: PartnerKey }) => void }) {
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<IssueFields>({ defaultValues: { mode: 'test', every: 'every', scopes: [] } });
  const issue = useIssueKey(partner.id, {
    onSuccess: (issued) => {
      reset();
      onIssued(issued);
    },
  });
  const some = watch('every') === 'some';

  return (
    <form noValidate className="issue-key" onSubmit={handleSubmit((fields) => issue.mutate({ mode: fields.mode, ...(fields.every === 'some' ? { scopes: fields.scopes } : {}) }))} aria-labelledby="issue-title">
      <h3 id="issue-title">Issue a key</h3>
      <fieldset>
        <legend>Mode</legend>
        <div className="check">
          <input type="radio" id="mode-test" value="test" {...register('mode')} />
          <label htmlFor="mode-test">Test: answers with test data, changes nothing real</label>
        </div>
        <div className="check">
          <input type="radio" id="mode-live" value="live" {...register('mode')} />
          <label htmlFor="mode-live">Live: books and charges for real{partner.live_access ? '' : ' (refused while live access is off)'}</label>
        </div>
      </fieldset>
      <fieldset aria-describedby={errors.scopes ? 'scopes-error' : undefined}>
        <legend>Scopes</legend>
        <div className="check">
          <input type="radio" id="scopes-every" value="every" {...register('every')} />
          <label htmlFor="scopes-every">Every scope</label>
        </div>
        <div className="check">
          <input type="radio" id="scopes-some" value="some" {...register('every')} />
          <label htmlFor="scopes-some">Only the scopes chosen below</label>
        </div>
        {some && (
          <div className="scope-grid">
            {SCOPES.map((scope) => (
              <div className="check" key={scope}>
                <input type="checkbox" id={`scope-${scope}`} value={scope} {...register('scopes', { validate: (chosen) => !some || chosen.length > 0 || 'Choose at least one scope.' })} />
                <label htmlFor={`scope-${scope}`}>
                  <code>{scope}</code>
                </label>
              </div>
            ))}
          </div>
        )}
        {errors.scopes && (
          <p className="field-error" id="scopes-error">
            {errors.scopes.message}
          </p>
        )}
      </fieldset>
      {issue.isError && <Failure error={issue.error} />}
      <button type="submit" className="primary" disabled={issue.isPending}>
        {issue.isPending ? 'Issuing…' : 'Issue the key'}
      </button>
    </form>
  );
}

function KeyBox({ shown, onDone }: { shown: ShownKey; onDone: () => void }) {
  const [copied, setCopied] = useState('');
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => box.current?.focus(), [shown.key]);

  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(shown.key);
      setCopied('Copied.');
    } catch {
      // Without clipboard access, the key is selected for the person to copy.
      input.current?.select();
      setCopied('Selected: press Ctrl+C (or ⌘C) to copy.');
    }
  };

  return (
    <div className="setup-link key-box" ref={box} tabIndex={-1} role="region" aria-labelledby="key-box-title">
      <h3 id="key-box-title">
        {shown.what}: {shown.mode} key {shown.prefix}…
      </h3>
      <p>Hand this key to the partner over a safe channel now. It is shown this once: neither the console nor the service can show it again.</p>
      <label htmlFor="shown-key">API key</label>
      <div className="copy-row">
        <input id="shown-key" ref={input} readOnly value={shown.key} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" onClick={() => void copy()}>
          Copy key
        </button>
      </div>
      <p role="status" aria-live="polite" className="muted">
        {copied}
      </p>
      <button type="button" onClick={onDone}>
        Done, hide the key
      </button>
    </div>
  );
}

import { useMemo, useRef, useState, type FormEvent } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { scopes as ALL_SCOPES } from '../../../../src/generated/enums';
import { DataTable } from '../../../src/DataTable';
import { QueryState } from '../../../src/QueryState';
import { Failure } from '../../../src/Failure';
import { ModalActions } from '../../../src/ModalActions';
import { useModal } from '../../../src/useModal';
import { defineWords, fill } from '../../i18n';
import { usePortalSession } from '../../session';
import { Code, KeyShownOnce, useFormatTime } from './common';
import { ScopePicker, scopesOf, type ScopeChoice } from './ScopePicker';
import {
  useApiKeys,
  useAskLiveKey,
  useCollectLiveKey,
  useIssueTestKey,
  useLiveKeyRequests,
  useRevokeKey,
  useWithdrawLiveKeyRequest,
  type ApiKey,
  type LiveKeyRequest,
  type Scope,
} from './queries';

const useWords = defineWords({
  en: {
    heading: 'API keys',
    lead: 'The keys your systems call the API with, test and live. A key is shown once, when it is issued; here you see its first characters only.',
    caption: 'API keys, newest first',
    loading: 'Loading the keys…',
    none: 'No keys yet.',
    key: 'Key',
    test: 'Test',
    live: 'Live',
    scopes: 'Scopes',
    everyScope: 'Every scope',
    issued: 'Issued (UAE time)',
    byOperator: 'by the operator',
    by: 'by {who}',
    lastUsed: 'Last used',
    never: 'Never used',
    state: 'State',
    works: 'Works',
    revoked: 'Revoked',
    actions: 'Actions',
    revoke: 'Revoke',
    revokeKey: 'key {prefix}',
    revokeTitle: 'Revoke the test key {prefix}…?',
    revokeBody: 'Every request with this key is refused from the next one, and it cannot be made to work again.',
    revokeAction: 'Revoke the key',
    revoking: 'Revoking…',
    cancel: 'Cancel',
    revokedSaid: 'The key {prefix} was revoked.',
    issueHeading: 'Issue a test key',
    issueLead: 'Test keys answer with your test data and change nothing real. Live keys come from the trade desk: ask for one below.',
    issue: 'Issue the test key',
    issuing: 'Issuing…',
    issuedTitle: 'New test key {prefix}…',
    issuedSaid: 'A test key was issued; it is shown once.',
    liveHeading: 'Live keys',
    liveLead: 'A live key books and charges for real. The trade desk issues it: ask here, and once the desk accepts, collect the key here. It is shown to you once, and never to the desk.',
    liveTest: 'You are working on test data: a request made now is a rehearsal, which the test helpers answer, and its key is a test key. Switch to live data to ask the trade desk.',
    liveOff: 'Live access is not switched on for your account yet: a live key works once the operator switches it on.',
    requestsCaption: 'Requests for a live key, newest first',
    requestsLoading: 'Loading the requests…',
    noRequests: 'No requests yet.',
    asked: 'Asked (UAE time)',
    status: 'Status',
    open: 'Waiting for the trade desk',
    accepted: 'Accepted',
    declined: 'Declined',
    withdrawn: 'Withdrawn',
    note: 'Note',
    answer: 'The desk’s answer',
    collected: 'Key {prefix}… collected',
    collect: 'Collect the key',
    collecting: 'Collecting…',
    withdraw: 'Withdraw',
    withdrawing: 'Withdrawing…',
    collectedTitle: 'Your live key {prefix}…',
    collectedSaid: 'The live key was collected; it is shown once.',
    withdrawnSaid: 'The request was withdrawn.',
    askHeading: 'Ask for a live key',
    askNote: 'Note for the trade desk (optional)',
    askNoteHint: 'The system the key is for, and when you go live.',
    ask: 'Ask the trade desk',
    asking: 'Sending…',
    askedSaid: 'Your request was sent to the trade desk. You will hear by e-mail and in your inbox.',
    openAlready: 'A request is waiting for the trade desk: withdraw it to ask again.',
  },
  ar: {
    heading: 'مفاتيح الواجهة البرمجية',
    lead: 'المفاتيح التي تتصل بها أنظمتكم بالواجهة البرمجية، التجريبية والفعلية. يُعرض المفتاح مرة واحدة عند إصداره؛ وهنا ترى أحرفه الأولى فقط.',
    caption: 'مفاتيح الواجهة البرمجية، الأحدث أولاً',
    loading: 'جارٍ تحميل المفاتيح…',
    none: 'لا توجد مفاتيح بعد.',
    key: 'المفتاح',
    test: 'تجريبي',
    live: 'فعلي',
    scopes: 'الصلاحيات',
    everyScope: 'كل الصلاحيات',
    issued: 'تاريخ الإصدار (بتوقيت الإمارات)',
    byOperator: 'من المشغّل',
    by: 'بواسطة {who}',
    lastUsed: 'آخر استخدام',
    never: 'لم يُستخدم',
    state: 'الحالة',
    works: 'يعمل',
    revoked: 'مُلغى',
    actions: 'الإجراءات',
    revoke: 'إلغاء',
    revokeKey: 'المفتاح {prefix}',
    revokeTitle: 'إلغاء المفتاح التجريبي {prefix}…؟',
    revokeBody: 'سيُرفض كل طلب بهذا المفتاح ابتداءً من الطلب التالي، ولا يمكن إعادة تشغيله.',
    revokeAction: 'إلغاء المفتاح',
    revoking: 'جارٍ الإلغاء…',
    cancel: 'تراجع',
    revokedSaid: 'تم إلغاء المفتاح {prefix}.',
    issueHeading: 'إصدار مفتاح تجريبي',
    issueLead: 'تعمل المفاتيح التجريبية على بياناتكم التجريبية ولا تغيّر شيئاً فعلياً. أما المفاتيح الفعلية فيصدرها مكتب التجارة: اطلبوها أدناه.',
    issue: 'إصدار المفتاح التجريبي',
    issuing: 'جارٍ الإصدار…',
    issuedTitle: 'مفتاح تجريبي جديد {prefix}…',
    issuedSaid: 'تم إصدار مفتاح تجريبي؛ يُعرض مرة واحدة.',
    liveHeading: 'المفاتيح الفعلية',
    liveLead: 'المفتاح الفعلي يحجز ويخصم فعلياً. يصدره مكتب التجارة: اطلبوه هنا، وبعد موافقة المكتب استلموا المفتاح هنا. يُعرض لكم مرة واحدة، ولا يراه المكتب أبداً.',
    liveTest: 'أنتم تعملون على البيانات التجريبية: الطلب الآن تمرين تجيب عنه أدوات الاختبار، ومفتاحه تجريبي. انتقلوا إلى البيانات الفعلية لتطلبوا من مكتب التجارة.',
    liveOff: 'لم يُفعَّل الوصول الفعلي لحسابكم بعد: يعمل المفتاح الفعلي بعد أن يفعّله المشغّل.',
    requestsCaption: 'طلبات المفتاح الفعلي، الأحدث أولاً',
    requestsLoading: 'جارٍ تحميل الطلبات…',
    noRequests: 'لا توجد طلبات بعد.',
    asked: 'تاريخ الطلب (بتوقيت الإمارات)',
    status: 'الحالة',
    open: 'بانتظار مكتب التجارة',
    accepted: 'مقبول',
    declined: 'مرفوض',
    withdrawn: 'مسحوب',
    note: 'ملاحظة',
    answer: 'رد المكتب',
    collected: 'تم استلام المفتاح {prefix}…',
    collect: 'استلام المفتاح',
    collecting: 'جارٍ الاستلام…',
    withdraw: 'سحب الطلب',
    withdrawing: 'جارٍ السحب…',
    collectedTitle: 'مفتاحكم الفعلي {prefix}…',
    collectedSaid: 'تم استلام المفتاح الفعلي؛ يُعرض مرة واحدة.',
    withdrawnSaid: 'تم سحب الطلب.',
    askHeading: 'طلب مفتاح فعلي',
    askNote: 'ملاحظة لمكتب التجارة (اختيارية)',
    askNoteHint: 'النظام الذي سيُستخدم فيه المفتاح، وموعد بدء العمل الفعلي.',
    ask: 'إرسال الطلب إلى مكتب التجارة',
    asking: 'جارٍ الإرسال…',
    askedSaid: 'أُرسل طلبكم إلى مكتب التجارة. سيصلكم الرد بالبريد الإلكتروني وفي صندوق الوارد.',
    openAlready: 'هناك طلب بانتظار مكتب التجارة: اسحبوه لتطلبوا من جديد.',
  },
});

type Words = ReturnType<typeof useWords>;

const column = createColumnHelper<ApiKey>();
const requestColumn = createColumnHelper<LiveKeyRequest>();

const scopesLine = (scopes: readonly string[], words: Words): string => (ALL_SCOPES.every((scope) => scopes.includes(scope)) ? words.everyScope : scopes.join(', '));

/** The keys of the account, the test keys the person issues and revokes, and live keys asked of the trade desk. */
export function ApiKeys() {
  const words = useWords();
  const when = useFormatTime();
  // What the session's role may do (the API refuses the rest anyway).
  const session = usePortalSession();
  const held = session.scopes as readonly Scope[];
  const canManage = held.includes('settings:manage');
  const { query, rows } = useApiKeys();
  const [shown, setShown] = useState<{ title: string; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [said, setSaid] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  const columns = useMemo(
    () => [
      column.accessor('prefix', {
        header: words.key,
        cell: ({ row }) => (
          <>
            <span className="nowrap">
              <Code>{row.original.prefix}…</Code>
            </span>
            <div className="muted small">{row.original.mode === 'live' ? words.live : words.test}</div>
          </>
        ),
      }),
      column.accessor('scopes', { header: words.scopes, cell: (cell) => <span className="scopes">{scopesLine(cell.getValue(), words)}</span> }),
      column.accessor('created_at', {
        header: words.issued,
        cell: ({ row }) => (
          <>
            <span className="nowrap">{when(row.original.created_at)}</span>
            <div className="muted small">{row.original.created_by === null ? words.byOperator : fill(words.by, { who: row.original.created_by })}</div>
          </>
        ),
      }),
      column.accessor('last_used_at', { header: words.lastUsed, cell: (cell) => <span className="nowrap">{cell.getValue() === null ? words.never : when(cell.getValue())}</span> }),
      column.accessor('revoked_at', {
        header: words.state,
        cell: (cell) =>
          cell.getValue() === null ? (
            <span className="status status-active">{words.works}</span>
          ) : (
            <>
              <span className="status status-disabled">{words.revoked}</span>
              <div className="muted small nowrap">{when(cell.getValue())}</div>
            </>
          ),
      }),
      ...(canManage
        ? [
            column.display({
              id: 'actions',
              header: words.actions,
              cell: ({ row }) =>
                row.original.mode === 'test' && row.original.revoked_at === null ? (
                  <button type="button" className="danger" onClick={() => setRevoking(row.original)}>
                    {words.revoke}
                    <span className="visually-hidden"> {fill(words.revokeKey, { prefix: row.original.prefix })}</span>
                  </button>
                ) : null,
            }),
          ]
        : []),
    ],
    [words, canManage, when],
  );

  return (
    <>
      <section className="card part" aria-labelledby="keys-title">
        <h2 id="keys-title" ref={heading} tabIndex={-1}>
          {words.heading}
        </h2>
        <p>{words.lead}</p>
        {shown && <KeyShownOnce title={shown.title} secret={shown.secret} onDone={() => setShown(null)} />}
        <p role="status" aria-live="polite" className={said ? 'saved' : undefined}>
          {said}
        </p>
        <QueryState query={query} pending={words.loading} empty={words.none}>
          {() => <DataTable caption={words.caption} columns={columns} data={rows} rowKey={(row) => row.id} />}
        </QueryState>
        {canManage && (
          <IssueTestKey
            held={held}
            onIssued={(secret, prefix) => {
              setShown({ title: fill(words.issuedTitle, { prefix }), secret });
              setSaid(words.issuedSaid);
            }}
          />
        )}
      </section>
      <LiveKeys
        held={held}
        canManage={canManage}
        sandbox={session.mode === 'test'}
        liveAccess={session.live_access}
        onCollected={(secret, prefix) => {
          setShown({ title: fill(words.collectedTitle, { prefix }), secret });
          setSaid(words.collectedSaid);
          heading.current?.scrollIntoView();
        }}
      />
      {revoking && (
        <RevokeDialog
          apiKey={revoking}
          onClose={(revoked) => {
            setRevoking(null);
            if (revoked) {
              setSaid(fill(words.revokedSaid, { prefix: revoked.prefix }));
              heading.current?.focus();
            }
          }}
        />
      )}
    </>
  );
}

function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: (revoked: ApiKey | null) => void }) {
  const words = useWords();
  const revoke = useRevokeKey();
  const { dialog, close, cancel } = useModal<ApiKey>(onClose);
  return (
    <dialog {...dialog} aria-labelledby="revoke-title">
      <h2 id="revoke-title">{fill(words.revokeTitle, { prefix: apiKey.prefix })}</h2>
      <p>{words.revokeBody}</p>
      {revoke.isError && <Failure error={revoke.error} />}
      <ModalActions action={words.revokeAction} running={words.revoking} pending={revoke.isPending} danger cancel={words.cancel} onCancel={cancel} onAction={() => revoke.mutate(apiKey.id, { onSuccess: close })} />
    </dialog>
  );
}

function IssueTestKey({ held, onIssued }: { held: readonly Scope[]; onIssued: (secret: string, prefix: string) => void }) {
  const words = useWords();
  const issue = useIssueTestKey();
  const [choice, setChoice] = useState<ScopeChoice>({ every: true, chosen: [] });
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setTried(true);
    if (!choice.every && choice.chosen.length === 0) return;
    issue.mutate(scopesOf(choice), {
      onSuccess: (issued) => {
        setChoice({ every: true, chosen: [] });
        setTried(false);
        onIssued(issued.key, issued.prefix);
      },
    });
  };
  return (
    <form noValidate className="issue-key" onSubmit={submit} aria-labelledby="issue-title">
      <h3 id="issue-title">{words.issueHeading}</h3>
      <p className="muted">{words.issueLead}</p>
      <ScopePicker id="issue-scopes" held={held} value={choice} onChange={setChoice} showError={tried} />
      {issue.isError && <Failure error={issue.error} />}
      <button type="submit" className="primary" disabled={issue.isPending}>
        {issue.isPending ? words.issuing : words.issue}
      </button>
    </form>
  );
}

function LiveKeys({ held, canManage, sandbox, liveAccess, onCollected }: { held: readonly Scope[]; canManage: boolean; sandbox: boolean | null; liveAccess: boolean | null; onCollected: (secret: string, prefix: string) => void }) {
  const words = useWords();
  const when = useFormatTime();
  const { query, rows } = useLiveKeyRequests();
  const collect = useCollectLiveKey();
  const withdraw = useWithdrawLiveKeyRequest();
  const [said, setSaid] = useState('');
  const open = rows.some((request) => request.status === 'open');
  const STATUS: Record<LiveKeyRequest['status'], string> = { open: words.open, accepted: words.accepted, declined: words.declined, withdrawn: words.withdrawn };

  const columns = useMemo(
    () => [
      requestColumn.accessor('created_at', { header: words.asked, cell: (cell) => <span className="nowrap">{when(cell.getValue())}</span> }),
      requestColumn.accessor('status', { header: words.status, cell: (cell) => <span className={`status status-${cell.getValue() === 'accepted' ? 'active' : cell.getValue() === 'open' ? 'open' : 'disabled'}`}>{STATUS[cell.getValue()]}</span> }),
      requestColumn.accessor('scopes', { header: words.scopes, cell: (cell) => <span className="scopes">{scopesLine(cell.getValue(), words)}</span> }),
      requestColumn.accessor('note', { header: words.note, cell: (cell) => cell.getValue() ?? '—' }),
      requestColumn.accessor('answer_note', { header: words.answer, cell: (cell) => cell.getValue() ?? '—' }),
      requestColumn.display({
        id: 'key',
        header: words.key,
        cell: ({ row }) => {
          const request = row.original;
          if (request.key) return <span>{fill(words.collected, { prefix: request.key.prefix })}</span>;
          if (!canManage) return null;
          if (request.status === 'accepted')
            return (
              <button
                type="button"
                className="primary"
                disabled={collect.isPending}
                onClick={() => collect.mutate(request.id, { onSuccess: (issued) => onCollected(issued.key, issued.prefix) })}
              >
                {collect.isPending ? words.collecting : words.collect}
              </button>
            );
          if (request.status === 'open')
            return (
              <button type="button" disabled={withdraw.isPending} onClick={() => withdraw.mutate(request.id, { onSuccess: () => setSaid(words.withdrawnSaid) })}>
                {withdraw.isPending ? words.withdrawing : words.withdraw}
              </button>
            );
          return null;
        },
      }),
    ],
    [words, when, canManage, collect, withdraw, onCollected],
  );

  return (
    <section className="card part" aria-labelledby="live-title">
      <h2 id="live-title">{words.liveHeading}</h2>
      <p>{words.liveLead}</p>
      {sandbox === true && <p className="notice">{words.liveTest}</p>}
      {sandbox === false && liveAccess === false && <p className="notice">{words.liveOff}</p>}
      <p role="status" aria-live="polite" className={said ? 'saved' : undefined}>
        {said}
      </p>
      {collect.isError && <Failure error={collect.error} />}
      {withdraw.isError && <Failure error={withdraw.error} />}
      <QueryState query={query} pending={words.requestsLoading} empty={words.noRequests}>
        {() => <DataTable caption={words.requestsCaption} columns={columns} data={rows} rowKey={(row) => row.id} />}
      </QueryState>
      {canManage && (open ? <p className="muted">{words.openAlready}</p> : <AskLiveKey held={held} onAsked={() => setSaid(words.askedSaid)} />)}
    </section>
  );
}

function AskLiveKey({ held, onAsked }: { held: readonly Scope[]; onAsked: () => void }) {
  const words = useWords();
  const ask = useAskLiveKey();
  const [choice, setChoice] = useState<ScopeChoice>({ every: true, chosen: [] });
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setTried(true);
    if (!choice.every && choice.chosen.length === 0) return;
    const scopes = scopesOf(choice);
    ask.mutate(
      { ...(scopes ? { scopes } : {}), ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setNote('');
          setTried(false);
          onAsked();
        },
      },
    );
  };
  return (
    <form noValidate className="issue-key" onSubmit={submit} aria-labelledby="ask-title">
      <h3 id="ask-title">{words.askHeading}</h3>
      <ScopePicker id="ask-scopes" held={held} value={choice} onChange={setChoice} showError={tried} />
      <div className="field">
        <label htmlFor="ask-note">{words.askNote}</label>
        <textarea id="ask-note" rows={3} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} aria-describedby="ask-note-hint" />
        <p className="hint" id="ask-note-hint">
          {words.askNoteHint}
        </p>
      </div>
      {ask.isError && <Failure error={ask.error} />}
      <button type="submit" className="primary" disabled={ask.isPending}>
        {ask.isPending ? words.asking : words.ask}
      </button>
    </form>
  );
}

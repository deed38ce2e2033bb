import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../../src/DataTable';
import { QueryState } from '../../../src/QueryState';
import { navigate, useQueryParams } from '../../../src/router';
import { formatAed } from '../../api';
import { defineWords, fill, useLang, type Lang } from '../../i18n';
import { useCreditNotesBetween, useDraftInvoice, useMonthInvoices, useStatement, useStatementsOverview, type CreditNoteSummary, type InvoiceSummary } from '../../queries/documents';
import { useWalletTopUps, type WalletTopUp } from '../../queries/wallet';
import { daysOf, formatDay, formatMonth } from './format';
import { TopUpStatus, useMoneyWords } from './words';

const useWords = defineWords({
  en: {
    title: 'Documents',
    intro: 'Statements, tax invoices, tax credit notes and pro-forma invoices, month by month, with the month’s totals. Issued documents download exactly as they were issued.',
    loading: 'Loading…',
    month: 'Month',
    current: '{month} (this month)',
    statementTitle: 'Statement of {month}',
    draftTitle: '{month} so far',
    draftLead: 'The month’s statement and tax invoice are issued on the 1st. What its tax invoice would carry if the month closed now:',
    draftDownload: 'Download the draft invoice (PDF)',
    opening: 'Opening balance',
    charges: 'Charges',
    refunds: 'Refunds',
    payments: 'Payments',
    closing: 'Closing balance',
    invoiced: 'Invoiced',
    credited: 'Credited',
    subtotal: 'Before VAT',
    vat: 'VAT',
    total: 'Total',
    statementDownload: 'Download the statement (PDF)',
    noStatement: 'No statement for this month: it had no entries.',
    invoicesTitle: 'Tax invoices',
    invoicesCaption: 'Tax invoices of {month}',
    noInvoices: 'No tax invoice for this month.',
    number: 'Number',
    issued: 'Issued',
    due: 'Due',
    status: 'Status',
    amountDue: 'Amount due',
    download: 'Download',
    creditNotesTitle: 'Tax credit notes',
    creditNotesCaption: 'Tax credit notes issued in {month}',
    noCreditNotes: 'No tax credit note issued this month.',
    invoice: 'Invoice',
    booking: 'Booking',
    amountCredited: 'Credited',
    proformasTitle: 'Pro-forma invoices',
    proformasCaption: 'Pro-forma invoices issued in {month}',
    noProformas: 'No pro-forma issued this month.',
    amount: 'Amount',
    paid: 'Paid',
    outstanding: 'Outstanding',
    monthTotals: 'Totals of the month',
    more: 'Show more',
  },
  ar: {
    title: 'المستندات',
    intro: 'كشوف الحساب والفواتير الضريبية والإشعارات الدائنة الضريبية والفواتير المبدئية، شهرًا بشهر، مع مجاميع الشهر. تُنزَّل المستندات الصادرة كما صدرت تمامًا.',
    loading: 'جارٍ التحميل…',
    month: 'الشهر',
    current: '{month} (الشهر الحالي)',
    statementTitle: 'كشف حساب {month}',
    draftTitle: '{month} حتى الآن',
    draftLead: 'يصدر كشف الحساب والفاتورة الضريبية للشهر في اليوم الأول من الشهر التالي. ما ستتضمنه الفاتورة الضريبية لو أُغلق الشهر الآن:',
    draftDownload: 'تنزيل مسودة الفاتورة (PDF)',
    opening: 'الرصيد الافتتاحي',
    charges: 'الخصومات',
    refunds: 'المبالغ المستردة',
    payments: 'المدفوعات',
    closing: 'الرصيد الختامي',
    invoiced: 'المفوتر',
    credited: 'المُرَدّ بإشعارات دائنة',
    subtotal: 'قبل الضريبة',
    vat: 'ضريبة القيمة المضافة',
    total: 'الإجمالي',
    statementDownload: 'تنزيل كشف الحساب (PDF)',
    noStatement: 'لا يوجد كشف حساب لهذا الشهر: لم تكن فيه حركات.',
    invoicesTitle: 'الفواتير الضريبية',
    invoicesCaption: 'الفواتير الضريبية لشهر {month}',
    noInvoices: 'لا توجد فاتورة ضريبية لهذا الشهر.',
    number: 'الرقم',
    issued: 'تاريخ الإصدار',
    due: 'تاريخ الاستحقاق',
    status: 'الحالة',
    amountDue: 'المبلغ المستحق',
    download: 'تنزيل',
    creditNotesTitle: 'الإشعارات الدائنة الضريبية',
    creditNotesCaption: 'الإشعارات الدائنة الضريبية الصادرة في {month}',
    noCreditNotes: 'لم يصدر إشعار دائن ضريبي هذا الشهر.',
    invoice: 'الفاتورة',
    booking: 'الحجز',
    amountCredited: 'المبلغ المُرَدّ',
    proformasTitle: 'الفواتير المبدئية',
    proformasCaption: 'الفواتير المبدئية الصادرة في {month}',
    noProformas: 'لم تصدر فاتورة مبدئية هذا الشهر.',
    amount: 'المبلغ',
    paid: 'المدفوع',
    outstanding: 'المتبقي',
    monthTotals: 'مجاميع الشهر',
    more: 'عرض المزيد',
  },
});

type Words = ReturnType<typeof useWords>;

const sumOf = (amounts: readonly number[]): number => Math.round(amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0)) / 100;

/**
 * The Documents screen: one month at a time (`?month=YYYY-MM`, so a month can be bookmarked),
 * its statement with its totals (or this month's running draft), and its tax invoices, tax credit
 * notes and pro-formas, each with the month's totals and its files.
 */
export function DocumentsScreen() {
  const words = useWords();
  const { lang } = useLang();
  const params = useQueryParams();
  const overview = useStatementsOverview();
  const draft = useDraftInvoice();
  const current = draft.data?.period ?? null;
  const months = useMemo(() => {
    const closed = overview.data?.statements.map((statement) => statement.period) ?? [];
    return [...new Set([...(current ? [current] : []), ...closed])].sort().reverse();
  }, [overview.data, current]);
  const asked = params.get('month');
  const month = asked && /^20\d{2}-(0[1-9]|1[0-2])$/.test(asked) ? asked : (overview.data?.statements[0]?.period ?? current);

  return (
    <section aria-labelledby="documents-title" className="month-documents">
      <h1 id="documents-title" tabIndex={-1}>
        {words.title}
      </h1>
      <p className="muted">{words.intro}</p>
      <QueryState query={overview} pending={words.loading}>
        {() =>
          month === null ? (
            <p role="status">{words.loading}</p>
          ) : (
            <>
              <label className="month-pick">
                {words.month}{' '}
                <select value={month} onChange={(event) => navigate(`/documents?month=${event.target.value}`)}>
                  {(months.includes(month) ? months : [month, ...months]).map((option) => (
                    <option key={option} value={option}>
                      {option === current ? fill(words.current, { month: formatMonth(option, lang) }) : formatMonth(option, lang)}
                    </option>
                  ))}
                </select>
              </label>
              {month === current ? <Draft words={words} month={month} /> : <MonthStatement words={words} month={month} closed={overview.data?.statements.some((one) => one.period === month) ?? false} />}
              <Invoices words={words} month={month} />
              <CreditNotes words={words} month={month} />
              <Proformas words={words} month={month} />
            </>
          )
        }
      </QueryState>
    </section>
  );
}

const Money = ({ aed, lang }: { aed: number; lang: Lang }) => <span className={`nowrap amount${aed < 0 ? ' negative' : ''}`}>{formatAed(aed, lang)}</span>;

function MonthStatement({ words, month, closed }: { words: Words; month: string; closed: boolean }) {
  const { lang } = useLang();
  const statement = useStatement(month, closed);
  return (
    <section aria-labelledby="statement-title" className="card part">
      <h2 id="statement-title">{fill(words.statementTitle, { month: formatMonth(month, lang) })}</h2>
      {!closed ? (
        <p className="muted">{words.noStatement}</p>
      ) : (
        <QueryState query={statement} pending={words.loading}>
          {(data) => (
            <>
              <dl className="facts">
                <dt>{words.opening}</dt>
                <dd>
                  <Money aed={data.opening_balance_aed} lang={lang} />
                </dd>
                <dt>{words.charges}</dt>
                <dd>
                  <Money aed={data.charges_aed} lang={lang} />
                </dd>
                <dt>{words.refunds}</dt>
                <dd>
                  <Money aed={data.refunds_aed} lang={lang} />
                </dd>
                <dt>{words.payments}</dt>
                <dd>
                  <Money aed={data.payments_aed} lang={lang} />
                </dd>
                <dt>{words.closing}</dt>
                <dd>
                  <strong>
                    <Money aed={data.closing_balance_aed} lang={lang} />
                  </strong>
                </dd>
                <dt>{words.invoiced}</dt>
                <dd>
                  <Money aed={data.invoiced_aed} lang={lang} />
                </dd>
                <dt>{words.credited}</dt>
                <dd>
                  <Money aed={data.credited_aed} lang={lang} />
                </dd>
              </dl>
              <p>
                <a href={`/api/b2b/v1/statements/${month}/pdf`} download>
                  {words.statementDownload}
                </a>
              </p>
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}

function Draft({ words, month }: { words: Words; month: string }) {
  const { lang } = useLang();
  const draft = useDraftInvoice();
  return (
    <section aria-labelledby="draft-title" className="card part">
      <h2 id="draft-title">{fill(words.draftTitle, { month: formatMonth(month, lang) })}</h2>
      <QueryState query={draft} pending={words.loading}>
        {(data) => (
          <>
            <p>{words.draftLead}</p>
            <dl className="facts">
              <dt>{words.subtotal}</dt>
              <dd>
                <Money aed={data.subtotal_aed} lang={lang} />
              </dd>
              <dt>{words.vat}</dt>
              <dd>
                <Money aed={data.vat_aed} lang={lang} />
              </dd>
              <dt>{words.total}</dt>
              <dd>
                <strong>
                  <Money aed={data.total_aed} lang={lang} />
                </strong>
              </dd>
            </dl>
            <p>
              <a href="/api/b2b/v1/invoices/draft/pdf" download>
                {words.draftDownload}
              </a>
            </p>
          </>
        )}
      </QueryState>
    </section>
  );
}

/** The files of an issued document: its PDF and, for a tax document, its PINT AE e-invoice. */
function Files({ base, number, ubl, words }: { base: string; number: string; ubl: boolean; words: Words }) {
  return (
    <span className="nowrap">
      <a href={`${base}/pdf`} download aria-label={`${words.download} ${number} (PDF)`}>
        PDF
      </a>
      {ubl && (
        <>
          {' · '}
          <a href={`${base}/ubl`} download aria-label={`${words.download} ${number} (UBL XML)`}>
            UBL
          </a>
        </>
      )}
    </span>
  );
}

/** A list's totals for the month, in one line under it. */
function Totals({ words, rows }: { words: Words; rows: ReadonlyArray<[string, number]> }) {
  const { lang } = useLang();
  return (
    <p className="totals">
      <strong>{words.monthTotals}:</strong>{' '}
      {rows.map(([label, aed], index) => (
        <span key={label}>
          {index > 0 && ' · '}
          {label} <strong className="nowrap">{formatAed(aed, lang)}</strong>
        </span>
      ))}
    </p>
  );
}

const invoiceColumn = createColumnHelper<InvoiceSummary>();

function Invoices({ words, month }: { words: Words; month: string }) {
  const { lang } = useLang();
  const statusWords = useMoneyWords();
  const invoices = useMonthInvoices(month);
  const columns = useMemo(
    () => [
      invoiceColumn.accessor('number', { header: words.number, cell: (cell) => <code className="nowrap">{cell.getValue()}</code> }),
      invoiceColumn.accessor('issued_at', { header: words.issued, cell: (cell) => <span className="nowrap">{formatDay(cell.getValue(), lang)}</span> }),
      invoiceColumn.accessor('due_date', { header: words.due, cell: (cell) => <span className="nowrap">{formatDay(cell.getValue(), lang)}</span> }),
      invoiceColumn.accessor('status', { header: words.status, cell: (cell) => <span className={`status status-${cell.getValue()}`}>{statusWords[cell.getValue()]}</span> }),
      invoiceColumn.accessor('total_aed', { header: words.total, cell: (cell) => <Money aed={cell.getValue()} lang={lang} /> }),
      invoiceColumn.accessor('amount_due_aed', { header: words.amountDue, cell: (cell) => <Money aed={cell.getValue()} lang={lang} /> }),
      invoiceColumn.display({ id: 'files', header: words.download, cell: ({ row }) => <Files base={`/api/b2b/v1/invoices/${row.original.id}`} number={row.original.number} ubl words={words} /> }),
    ],
    [words, statusWords, lang],
  );
  return (
    <section aria-labelledby="invoices-title" className="card part">
      <h2 id="invoices-title">{words.invoicesTitle}</h2>
      <QueryState query={invoices} pending={words.loading} empty={words.noInvoices}>
        {(rows) => (
          <>
            <DataTable caption={fill(words.invoicesCaption, { month: formatMonth(month, lang) })} columns={columns} data={rows} rowKey={(row) => row.id} />
            <Totals
              words={words}
              rows={[
                [words.total, sumOf(rows.map((row) => row.total_aed))],
                [words.amountDue, sumOf(rows.map((row) => row.amount_due_aed))],
              ]}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

const noteColumn = createColumnHelper<CreditNoteSummary>();

function CreditNotes({ words, month }: { words: Words; month: string }) {
  const { lang } = useLang();
  const { first, last } = daysOf(month);
  const notes = useCreditNotesBetween(first, last);
  const columns = useMemo(
    () => [
      noteColumn.accessor('number', { header: words.number, cell: (cell) => <code className="nowrap">{cell.getValue()}</code> }),
      noteColumn.accessor('issued_at', { header: words.issued, cell: (cell) => <span className="nowrap">{formatDay(cell.getValue(), lang)}</span> }),
      noteColumn.accessor('invoice_number', { header: words.invoice, cell: (cell) => <code className="nowrap">{cell.getValue()}</code> }),
      noteColumn.accessor('booking_reference', { header: words.booking, cell: (cell) => <code className="nowrap">{cell.getValue() ?? '—'}</code> }),
      noteColumn.accessor('difference_aed', { header: words.amountCredited, cell: (cell) => <Money aed={cell.getValue()} lang={lang} /> }),
      noteColumn.display({ id: 'files', header: words.download, cell: ({ row }) => <Files base={`/api/b2b/v1/credit-notes/${row.original.id}`} number={row.original.number} ubl words={words} /> }),
    ],
    [words, lang],
  );
  return (
    <section aria-labelledby="credit-notes-title" className="card part">
      <h2 id="credit-notes-title">{words.creditNotesTitle}</h2>
      <QueryState query={notes} pending={words.loading} empty={words.noCreditNotes}>
        {(rows) => (
          <>
            <DataTable caption={fill(words.creditNotesCaption, { month: formatMonth(month, lang) })} columns={columns} data={rows} rowKey={(row) => row.id} />
            <Totals words={words} rows={[[words.amountCredited, sumOf(rows.map((row) => row.difference_aed))]]} />
          </>
        )}
      </QueryState>
    </section>
  );
}

const proformaColumn = createColumnHelper<WalletTopUp>();

function Proformas({ words, month }: { words: Words; month: string }) {
  const { lang } = useLang();
  const statusWords = useMoneyWords();
  const { first, last } = daysOf(month);
  const { query, rows, totals } = useWalletTopUps(first, last);
  const columns = useMemo(
    () => [
      proformaColumn.accessor('proforma_number', { header: words.number, cell: (cell) => <code className="nowrap">{cell.getValue()}</code> }),
      proformaColumn.accessor('issued_at', { header: words.issued, cell: (cell) => <span className="nowrap">{formatDay(cell.getValue(), lang)}</span> }),
      proformaColumn.accessor('amount_aed', { header: words.amount, cell: (cell) => <Money aed={cell.getValue()} lang={lang} /> }),
      proformaColumn.accessor('status', { header: words.status, cell: ({ row }) => <TopUpStatus topUp={row.original} words={statusWords} lang={lang} /> }),
      proformaColumn.display({ id: 'files', header: words.download, cell: ({ row }) => <Files base={`/api/b2b/v1/wallet/top-up-requests/${row.original.id}`} number={row.original.proforma_number} ubl={false} words={words} /> }),
    ],
    [words, statusWords, lang],
  );
  return (
    <section aria-labelledby="proformas-title" className="card part">
      <h2 id="proformas-title">{words.proformasTitle}</h2>
      <QueryState query={query} pending={words.loading} empty={words.noProformas} more={words.more}>
        {() => (
          <>
            <DataTable caption={fill(words.proformasCaption, { month: formatMonth(month, lang) })} columns={columns} data={rows} rowKey={(row) => row.id} />
            {totals && (
              <Totals
                words={words}
                rows={[
                  [words.amount, totals.amount_aed],
                  [words.paid, totals.amount_paid_aed],
                  [words.outstanding, totals.amount_outstanding_aed],
                ]}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

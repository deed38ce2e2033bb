import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../../src/DataTable';
import { QueryState } from '../../../src/QueryState';
import { Failure } from '../../../src/Failure';
import { formatAed } from '../../api';
import { defineWords, fill, useLang, type Lang } from '../../i18n';
import { holdsAny, usePortalSession } from '../../session';
import { useRequestTopUp, useWallet, useWalletEntries, useWalletTopUps, type WalletEntry, type WalletOverview, type WalletTopUp } from '../../queries/wallet';
import { formatDay, formatMonth, monthsBack, uaeMonth } from './format';
import { TopUpStatus, useMoneyWords } from './words';

const useWords = defineWords({
  en: {
    title: 'Money',
    intro: 'Your wallet, its ledger and your credit line, and top-ups by bank transfer.',
    loading: 'Loading…',
    balanceTitle: 'Balance',
    balance: 'Balance',
    balanceHint: 'Positive is prepaid money held in the wallet; negative is owed on the credit line.',
    wallet: 'Wallet',
    available: 'Available to book',
    owed: 'Owed',
    overdue: 'Overdue',
    creditTitle: 'Credit line',
    noCredit: 'No credit line: bookings are prepaid from the wallet. Ask the trade desk for one.',
    limit: 'Limit',
    used: 'Used',
    creditAvailable: 'Available',
    terms: 'Payment terms',
    termsDays: 'Invoices due {days} days after issue',
    termsNone: 'Invoices due when issued',
    topUpTitle: 'Top up the wallet',
    topUpIntro: 'Pay by bank transfer: you get a pro-forma invoice at once, with the bank details and the payment reference to quote. The wallet is credited when the transfer arrives.',
    amount: 'Amount (AED)',
    amountHint: 'From AED 100 to AED 1,000,000.',
    amountInvalid: 'Enter an amount from 100 to 1,000,000, with at most two decimals.',
    purchaseOrder: 'Your purchase order (optional)',
    purchaseOrderHint: 'Printed on the pro-forma.',
    purchaseOrderInvalid: 'At most 64 characters.',
    email: 'Send the pro-forma to (optional)',
    emailHint: 'Your own e-mail address unless you give another.',
    emailInvalid: 'Enter an e-mail address such as finance@example.com.',
    ask: 'Ask for the pro-forma',
    asking: 'Issuing…',
    notYours: 'Top-ups are asked for by the account’s owner, its admins and its finance people.',
    issuedTitle: 'Pro-forma {number} issued',
    issuedLead: 'Pay {amount} by bank transfer, quoting the payment reference below in the transfer’s details.',
    bank: 'Bank',
    accountName: 'Account name',
    iban: 'IBAN',
    swift: 'SWIFT',
    reference: 'Payment reference',
    download: 'Download the pro-forma (PDF)',
    topUpsTitle: 'Top-ups',
    topUpsCaption: 'Top-ups asked for, newest first',
    noTopUps: 'No top-up asked for yet.',
    issuedOn: 'Issued',
    amountShort: 'Amount',
    proforma: 'Pro-forma',
    status: 'Status',
    pdf: 'PDF',
    ledgerTitle: 'Ledger',
    ledgerCaption: 'Wallet entries, newest first (UAE time)',
    month: 'Month',
    allMonths: 'All entries',
    noEntries: 'No entries.',
    date: 'Date',
    description: 'Description',
    charge: 'Charge',
    payment: 'Payment',
    runningBalance: 'Balance',
    more: 'Show more',
  },
  ar: {
    title: 'المالية',
    intro: 'محفظتك وسجل حركاتها وخط الائتمان، وشحن المحفظة بتحويل مصرفي.',
    loading: 'جارٍ التحميل…',
    balanceTitle: 'الرصيد',
    balance: 'الرصيد',
    balanceHint: 'الموجب مبلغ مدفوع مقدمًا في المحفظة؛ والسالب مستحق على خط الائتمان.',
    wallet: 'المحفظة',
    available: 'المتاح للحجز',
    owed: 'المستحق',
    overdue: 'المتأخر عن موعده',
    creditTitle: 'خط الائتمان',
    noCredit: 'لا يوجد خط ائتمان: تُدفع الحجوزات مقدمًا من المحفظة. اطلبه من مكتب الحجوزات.',
    limit: 'الحد',
    used: 'المستخدم',
    creditAvailable: 'المتاح',
    terms: 'شروط الدفع',
    termsDays: 'تستحق الفواتير بعد {days} يومًا من إصدارها',
    termsNone: 'تستحق الفواتير عند إصدارها',
    topUpTitle: 'شحن المحفظة',
    topUpIntro: 'الدفع بتحويل مصرفي: تحصل فورًا على فاتورة مبدئية فيها بيانات البنك ومرجع الدفع الذي تذكره في التحويل. تُشحن المحفظة عند وصول التحويل.',
    amount: 'المبلغ (درهم)',
    amountHint: 'من 100 إلى 1,000,000 درهم.',
    amountInvalid: 'أدخل مبلغًا من 100 إلى 1,000,000 بخانتين عشريتين على الأكثر.',
    purchaseOrder: 'أمر الشراء لديكم (اختياري)',
    purchaseOrderHint: 'يُطبع على الفاتورة المبدئية.',
    purchaseOrderInvalid: '64 حرفًا على الأكثر.',
    email: 'أرسل الفاتورة المبدئية إلى (اختياري)',
    emailHint: 'بريدك الإلكتروني ما لم تذكر غيره.',
    emailInvalid: 'أدخل بريدًا إلكترونيًا مثل finance@example.com.',
    ask: 'اطلب الفاتورة المبدئية',
    asking: 'جارٍ الإصدار…',
    notYours: 'يطلب شحن المحفظة مالك الحساب ومديروه وموظفو المالية فيه.',
    issuedTitle: 'صدرت الفاتورة المبدئية {number}',
    issuedLead: 'ادفع {amount} بتحويل مصرفي واذكر مرجع الدفع أدناه في تفاصيل التحويل.',
    bank: 'البنك',
    accountName: 'اسم الحساب',
    iban: 'رقم الآيبان',
    swift: 'رمز السويفت',
    reference: 'مرجع الدفع',
    download: 'تنزيل الفاتورة المبدئية (PDF)',
    topUpsTitle: 'طلبات الشحن',
    topUpsCaption: 'طلبات الشحن، الأحدث أولًا',
    noTopUps: 'لم يُطلب أي شحن بعد.',
    issuedOn: 'تاريخ الإصدار',
    amountShort: 'المبلغ',
    proforma: 'الفاتورة',
    status: 'الحالة',
    pdf: 'PDF',
    ledgerTitle: 'سجل الحركات',
    ledgerCaption: 'حركات المحفظة، الأحدث أولًا (بتوقيت الإمارات)',
    month: 'الشهر',
    allMonths: 'كل الحركات',
    noEntries: 'لا توجد حركات.',
    date: 'التاريخ',
    description: 'البيان',
    charge: 'خصم',
    payment: 'إضافة',
    runningBalance: 'الرصيد',
    more: 'عرض المزيد',
  },
});

type Words = ReturnType<typeof useWords>;

const Amount = ({ aed, lang }: { aed: number; lang: Lang }) => <span className={`nowrap amount${aed < 0 ? ' negative' : ''}`}>{formatAed(aed, lang)}</span>;

/** The Money screen: the balance and the credit line, a top-up by bank transfer, the top-ups asked for and the ledger. */
export function MoneyScreen() {
  const words = useWords();
  const session = usePortalSession();
  return (
    <section aria-labelledby="money-title" className="money">
      <h1 id="money-title" tabIndex={-1}>
        {words.title}
      </h1>
      <p className="muted">{words.intro}</p>
      <Balance words={words} />
      {holdsAny(session, ['wallet:topup']) ? (
        <TopUpForm words={words} />
      ) : (
        <section aria-labelledby="top-up-title" className="card part">
          <h2 id="top-up-title">{words.topUpTitle}</h2>
          <p className="muted">{words.notYours}</p>
        </section>
      )}
      <TopUps words={words} />
      <Ledger words={words} />
    </section>
  );
}

function Balance({ words }: { words: Words }) {
  const { lang } = useLang();
  const wallet = useWallet();
  return (
    <section aria-labelledby="balance-title" className="card part">
      <h2 id="balance-title">{words.balanceTitle}</h2>
      <QueryState query={wallet} pending={words.loading}>
        {(overview) => (
          <>
            <dl className="facts">
              <dt>{words.balance}</dt>
              <dd>
                <strong>
                  <Amount aed={overview.balance_aed} lang={lang} />
                </strong>
                <div className="muted small">{words.balanceHint}</div>
              </dd>
              <dt>{words.wallet}</dt>
              <dd>
                <Amount aed={overview.wallet_balance_aed} lang={lang} />
              </dd>
              <dt>{words.available}</dt>
              <dd>
                <Amount aed={overview.available_aed} lang={lang} />
              </dd>
              <dt>{words.owed}</dt>
              <dd>
                <Amount aed={overview.outstanding_aed} lang={lang} />
              </dd>
              <dt>{words.overdue}</dt>
              <dd>
                <Amount aed={overview.overdue_aed} lang={lang} />
              </dd>
            </dl>
            <CreditLine words={words} line={overview.credit_line} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function CreditLine({ words, line }: { words: Words; line: WalletOverview['credit_line'] }) {
  const { lang } = useLang();
  return (
    <section aria-labelledby="credit-title">
      <h3 id="credit-title">{words.creditTitle}</h3>
      {line === null ? (
        <p className="muted">{words.noCredit}</p>
      ) : (
        <dl className="facts">
          <dt>{words.limit}</dt>
          <dd>
            <Amount aed={line.limit_aed} lang={lang} />
          </dd>
          <dt>{words.used}</dt>
          <dd>
            <Amount aed={line.used_aed} lang={lang} />
          </dd>
          <dt>{words.creditAvailable}</dt>
          <dd>
            <Amount aed={line.available_aed} lang={lang} />
          </dd>
          <dt>{words.terms}</dt>
          <dd>{line.terms === null ? words.termsNone : fill(words.termsDays, { days: line.payment_days })}</dd>
        </dl>
      )}
    </section>
  );
}

interface TopUpFields {
  amount: string;
  purchaseOrder: string;
  email: string;
}

const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The amount as typed (thousands separators allowed), in AED, or null when it is not one. */
function amountOf(typed: string): number | null {
  const text = typed.replace(/[,\s٬]/g, '').trim();
  if (!AMOUNT.test(text)) return null;
  const value = Number(text);
  return value >= 100 && value <= 1_000_000 ? value : null;
}

function TopUpForm({ words }: { words: Words }) {
  const { lang } = useLang();
  const [issued, setIssued] = useState<WalletTopUp | null>(null);
  // One key per submission of one body: a retry of the same request (after a lost answer) is answered once.
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TopUpFields>({ defaultValues: { amount: '', purchaseOrder: '', email: '' } });
  const request = useRequestTopUp({
    onSuccess: (topUp) => {
      attempt.current = null;
      setIssued(topUp);
      reset();
    },
  });

  const submit = handleSubmit((fields) => {
    const body = {
      amount_aed: amountOf(fields.amount) as number,
      ...(fields.purchaseOrder.trim() ? { purchase_order: fields.purchaseOrder.trim() } : {}),
      ...(fields.email.trim() ? { contact_email: fields.email.trim() } : {}),
    };
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { key: crypto.randomUUID(), body: text };
    setIssued(null);
    request.mutate({ body, idempotencyKey: attempt.current.key });
  });

  return (
    <section aria-labelledby="top-up-title" className="card part">
      <h2 id="top-up-title">{words.topUpTitle}</h2>
      <p>{words.topUpIntro}</p>
      <form noValidate className="grid-form" onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label htmlFor="top-up-amount">{words.amount}</label>
          <input
            id="top-up-amount"
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={`top-up-amount-hint${errors.amount ? ' top-up-amount-error' : ''}`}
            {...register('amount', { validate: (value) => amountOf(value) !== null || words.amountInvalid })}
          />
          <p className="hint" id="top-up-amount-hint">
            {words.amountHint}
          </p>
          {errors.amount && (
            <p className="field-error" id="top-up-amount-error">
              {errors.amount.message}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="top-up-po">{words.purchaseOrder}</label>
          <input
            id="top-up-po"
            autoComplete="off"
            aria-invalid={errors.purchaseOrder ? true : undefined}
            aria-describedby={`top-up-po-hint${errors.purchaseOrder ? ' top-up-po-error' : ''}`}
            {...register('purchaseOrder', { validate: (value) => value.trim().length <= 64 || words.purchaseOrderInvalid })}
          />
          <p className="hint" id="top-up-po-hint">
            {words.purchaseOrderHint}
          </p>
          {errors.purchaseOrder && (
            <p className="field-error" id="top-up-po-error">
              {errors.purchaseOrder.message}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="top-up-email">{words.email}</label>
          <input
            id="top-up-email"
            type="email"
            autoComplete="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={`top-up-email-hint${errors.email ? ' top-up-email-error' : ''}`}
            {...register('email', { validate: (value) => value.trim() === '' || (EMAIL.test(value.trim()) && value.trim().length <= 254) || words.emailInvalid })}
          />
          <p className="hint" id="top-up-email-hint">
            {words.emailHint}
          </p>
          {errors.email && (
            <p className="field-error" id="top-up-email-error">
              {errors.email.message}
            </p>
          )}
        </div>
        <div className="actions">
          <button type="submit" className="primary" disabled={request.isPending}>
            {request.isPending ? words.asking : words.ask}
          </button>
        </div>
      </form>
      {request.isError && <Failure error={request.error} />}
      <div role="status">{issued && <Issued words={words} topUp={issued} lang={lang} />}</div>
    </section>
  );
}

function Issued({ words, topUp, lang }: { words: Words; topUp: WalletTopUp; lang: Lang }) {
  return (
    <div className="card issued">
      <h3>{fill(words.issuedTitle, { number: topUp.proforma_number })}</h3>
      <p>{fill(words.issuedLead, { amount: formatAed(topUp.amount_aed, lang) })}</p>
      <dl className="facts">
        <dt>{words.bank}</dt>
        <dd>{topUp.pay_to.bank_name}</dd>
        <dt>{words.accountName}</dt>
        <dd>{topUp.pay_to.account_name}</dd>
        <dt>{words.iban}</dt>
        <dd dir="ltr">
          <code>{topUp.pay_to.iban}</code>
        </dd>
        <dt>{words.swift}</dt>
        <dd dir="ltr">
          <code>{topUp.pay_to.swift}</code>
        </dd>
        <dt>{words.reference}</dt>
        <dd dir="ltr">
          <strong>
            <code>{topUp.pay_to.payment_reference}</code>
          </strong>
        </dd>
      </dl>
      <p>
        <a href={topUp.pdf_href} download>
          {words.download}
        </a>
      </p>
    </div>
  );
}

const topUpColumn = createColumnHelper<WalletTopUp>();

function TopUps({ words }: { words: Words }) {
  const { lang } = useLang();
  const statusWords = useMoneyWords();
  const { query, rows } = useWalletTopUps();
  const columns = useMemo(
    () => [
      topUpColumn.accessor('issued_at', { header: words.issuedOn, cell: (cell) => <span className="nowrap">{formatDay(cell.getValue(), lang)}</span> }),
      topUpColumn.accessor('proforma_number', { header: words.proforma, cell: (cell) => <code className="nowrap">{cell.getValue()}</code> }),
      topUpColumn.accessor('amount_aed', { header: words.amountShort, cell: (cell) => <Amount aed={cell.getValue()} lang={lang} /> }),
      topUpColumn.accessor('status', { header: words.status, cell: ({ row }) => <TopUpStatus topUp={row.original} words={statusWords} lang={lang} /> }),
      topUpColumn.accessor((row) => row.pay_to.payment_reference, { id: 'reference', header: words.reference, cell: (cell) => <code className="nowrap">{cell.getValue()}</code> }),
      topUpColumn.display({
        id: 'pdf',
        header: words.pdf,
        cell: ({ row }) => (
          <a href={row.original.pdf_href} download aria-label={`${words.download}: ${row.original.proforma_number}`}>
            {words.pdf}
          </a>
        ),
      }),
    ],
    [words, statusWords, lang],
  );
  return (
    <section aria-labelledby="top-ups-title" className="card part">
      <h2 id="top-ups-title">{words.topUpsTitle}</h2>
      <QueryState query={query} pending={words.loading} empty={words.noTopUps} more={words.more}>
        {() => <DataTable caption={words.topUpsCaption} columns={columns} data={rows} rowKey={(row) => row.id} />}
      </QueryState>
    </section>
  );
}

const entryColumn = createColumnHelper<WalletEntry>();

function Ledger({ words }: { words: Words }) {
  const { lang } = useLang();
  const kindWords = useMoneyWords();
  const [period, setPeriod] = useState('');
  const months = useMemo(() => monthsBack(uaeMonth(), 12), []);
  const { query, rows } = useWalletEntries(period);
  const columns = useMemo(
    () => [
      entryColumn.accessor('date', { header: words.date, cell: (cell) => <span className="nowrap">{formatDay(cell.getValue(), lang)}</span> }),
      entryColumn.accessor('description', {
        header: words.description,
        cell: ({ row }) => (
          <>
            {row.original.description}
            <div className="muted small">
              {kindWords[row.original.kind]}
              {' · '}
              <code>{row.original.reference}</code>
            </div>
          </>
        ),
      }),
      entryColumn.accessor('charge_aed', { header: words.charge, cell: (cell) => (cell.getValue() > 0 ? <Amount aed={-cell.getValue()} lang={lang} /> : '') }),
      entryColumn.accessor('payment_aed', { header: words.payment, cell: (cell) => (cell.getValue() > 0 ? <Amount aed={cell.getValue()} lang={lang} /> : '') }),
      entryColumn.accessor('balance_aed', { header: words.runningBalance, cell: (cell) => <Amount aed={cell.getValue()} lang={lang} /> }),
    ],
    [words, kindWords, lang],
  );
  return (
    <section aria-labelledby="ledger-title" className="card part">
      <div className="part-head">
        <h2 id="ledger-title">{words.ledgerTitle}</h2>
        <label>
          {words.month}{' '}
          <select value={period} onChange={(event) => setPeriod(event.target.value)}>
            <option value="">{words.allMonths}</option>
            {months.map((month) => (
              <option key={month} value={month}>
                {formatMonth(month, lang)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState query={query} pending={words.loading} empty={words.noEntries} more={words.more}>
        {() => <DataTable caption={words.ledgerCaption} columns={columns} data={rows} rowKey={(row) => String(row.sequence)} />}
      </QueryState>
    </section>
  );
}

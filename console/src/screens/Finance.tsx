import type { CurrentStaff } from '../api';
import { Link } from '../Link';
import { useScreen } from '../router';
import { TransfersPage } from './finance/Transfers';
import { ProformasPage } from './finance/Proformas';
import { OverduePage } from './finance/Overdue';
import { StatementPage } from './finance/Statement';
import { CreditNotesPage } from './finance/CreditNotes';
import { TransferDetail } from './finance/TransferDetail';
import { EInvoicesPage } from './finance/EInvoices';

interface Page {
  path: string;
  label: string;
  /** Only the finance role reads these; an admin without it sees the statements alone, as the API admits. */
  financeOnly: boolean;
}

const PAGES: readonly Page[] = [
  { path: '/finance', label: 'Bank transfers', financeOnly: true },
  { path: '/finance/proformas', label: 'Pro-forma invoices', financeOnly: true },
  { path: '/finance/overdue', label: 'Overdue invoices', financeOnly: true },
  { path: '/finance/e-invoices', label: 'E-invoices', financeOnly: true },
  { path: '/finance/credit-notes', label: 'Credit notes', financeOnly: false },
  { path: '/finance/statement', label: 'Statements', financeOnly: false },
];
const STATEMENTS = PAGES.find((page) => page.path === '/finance/statement') as Page;

/** Finance: bank transfers recorded and credited once, the pro-formas they pay, overdue invoices, e-invoices, tax credit notes, partners' statements. */
export function FinanceScreen({ me }: { me: CurrentStaff }) {
  const path = useScreen();
  const finance = me.staff.roles.includes('finance');
  const pages = PAGES.filter((page) => finance || !page.financeOnly);
  // One credit (`/finance/transfers/btc_…`) belongs to the bank transfers' page.
  const creditId = /^\/finance\/transfers\/(btc_[0-9A-Za-z]+)$/.exec(path)?.[1] ?? null;
  const current = PAGES.find((page) => page.path === (creditId === null ? path : '/finance')) ?? null;
  // An admin without the finance role is shown the statements wherever under Finance they arrive.
  const shown = current === null ? null : finance || !current.financeOnly ? current : STATEMENTS;
  return (
    <section aria-labelledby="finance-title" className="finance">
      <h1 id="finance-title" tabIndex={-1}>
        Finance
      </h1>
      <nav aria-label="Finance" className="tabs no-print">
        <ul>
          {pages.map((page) => (
            <li key={page.path}>
              <Link to={page.path} aria-current={page === shown ? 'page' : undefined}>
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {shown === null ? (
        <p>The console has no finance page at this address.</p>
      ) : shown.path === '/finance' ? (
        creditId === null ? <TransfersPage me={me} /> : <TransferDetail id={creditId} me={me} />
      ) : shown.path === '/finance/proformas' ? (
        <ProformasPage />
      ) : shown.path === '/finance/overdue' ? (
        <OverduePage />
      ) : shown.path === '/finance/e-invoices' ? (
        <EInvoicesPage />
      ) : shown.path === '/finance/credit-notes' ? (
        <CreditNotesPage />
      ) : (
        <StatementPage />
      )}
      {!finance && <p className="muted no-print">Bank transfers, pro-forma invoices, overdue invoices and e-invoices need the finance role, which you do not hold.</p>}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../api';

export type StatementsOverview = Schemas['StatementsOverview'];
export type Statement = Schemas['Statement'];
export type InvoiceSummary = Schemas['InvoiceSummary'];
export type CreditNoteSummary = Schemas['CreditNoteSummary'];
export type InvoiceDraft = Schemas['InvoiceDraft'];

/**
 * The account's issued documents through the partners' API: statements, tax invoices and tax
 * credit notes, each month's, and this month's running draft. Issued ones never change but for an
 * invoice's status, so they are kept a while; the draft is read each time it is shown.
 */
export const documentKeys = {
  all: ['documents'] as const,
  overview: () => [...documentKeys.all, 'overview'] as const,
  draft: () => [...documentKeys.all, 'draft'] as const,
  statement: (period: string) => [...documentKeys.all, 'statement', period] as const,
  invoices: (period: string) => [...documentKeys.all, 'invoices', period] as const,
  creditNotes: (from: string, to: string) => [...documentKeys.all, 'credit-notes', from, to] as const,
};

/** The balance, the last twelve months' statements in brief and the open invoices. */
export function useStatementsOverview() {
  return useQuery({ queryKey: documentKeys.overview(), queryFn: () => unwrap(api.GET('/api/b2b/v1/statements')) });
}

/** This month's running draft invoice (its `period` is the partition's current month). */
export function useDraftInvoice() {
  return useQuery({ queryKey: documentKeys.draft(), queryFn: async () => (await unwrap(api.GET('/api/b2b/v1/invoices/draft'))) as InvoiceDraft, staleTime: 0 });
}

/** A closed month's statement, with its totals, invoices and credit notes; nothing is asked until `ready`. */
export function useStatement(period: string, ready: boolean) {
  return useQuery({
    queryKey: documentKeys.statement(period),
    enabled: ready,
    // Without `format` the operation answers JSON (it offers the PDF too).
    queryFn: async () => (await unwrap(api.GET('/api/b2b/v1/statements/{period}', { params: { path: { period } } }))) as Statement,
  });
}

/** The tax invoices of a month (one a month at most: a single page holds them). */
export function useMonthInvoices(period: string) {
  return useQuery({
    queryKey: documentKeys.invoices(period),
    queryFn: async () => (await unwrap(api.GET('/api/b2b/v1/invoices', { params: { query: { period_gte: period, period_lte: period, limit: 100 } } }))).data,
  });
}

/** Every tax credit note issued between two days (UAE time, both inclusive), all pages read, so their total is the period's. */
export function useCreditNotesBetween(from: string, to: string) {
  return useQuery({
    queryKey: documentKeys.creditNotes(from, to),
    queryFn: async () => {
      const notes: CreditNoteSummary[] = [];
      let cursor: string | undefined;
      do {
        const page = await unwrap(api.GET('/api/b2b/v1/credit-notes', { params: { query: { issued_gte: from, issued_lte: to, limit: 100, ...(cursor ? { cursor } : {}) } } }));
        notes.push(...page.data);
        cursor = page.next_cursor ?? undefined;
      } while (cursor);
      return notes;
    },
  });
}

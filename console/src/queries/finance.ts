import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { components, paths } from '../../../src/generated/ops/openapi-types';
import { api, csrfHeader, unwrap } from '../api';
import { refresh, useChange, type Then } from './change';
import { cursorOf, usePaged } from './paged';
import { partnerKeys } from './partners';
import { taskKeys } from './tasks';

export type BankTransfer = components['schemas']['BankTransfer'];
export type BankTransferCredited = components['schemas']['BankTransferCredited'];
export type Proforma = components['schemas']['ProformaSummary'];
export type ProformaStatus = components['schemas']['ProformaStatus'];
export type EInvoiceTransmission = components['schemas']['EInvoiceTransmission'];
export type EInvoiceTransmissionStatus = components['schemas']['EInvoiceTransmissionStatus'];
export type CreditNote = components['schemas']['OpsCreditNote'];
export type NewCredit = NonNullable<paths['/api/ops/v1/bank-transfers']['post']['requestBody']>['content']['application/json'];

export const financeKeys = {
  /** Everything finance reads: a credit or a reversal marks it all stale. */
  all: ['finance'] as const,
  transfers: () => [...financeKeys.all, 'transfers'] as const,
  transferList: (accountId: string) => [...financeKeys.transfers(), 'list', accountId] as const,
  transfersOf: (bankReference: string) => [...financeKeys.transfers(), 'reference', bankReference] as const,
  transfer: (id: string) => [...financeKeys.transfers(), 'one', id] as const,
  proformas: (status: string, accountId: string) => [...financeKeys.all, 'proformas', status, accountId] as const,
  quotedBy: (bankReference: string) => [...financeKeys.all, 'quoted-by', bankReference] as const,
  statement: (accountId: string, from: string, to: string) => [...financeKeys.all, 'statement', accountId, from, to] as const,
  overdue: () => [...financeKeys.all, 'overdue'] as const,
  einvoices: (status: string) => [...financeKeys.all, 'e-invoices', status] as const,
  creditNotes: (accountId: string) => [...financeKeys.all, 'credit-notes', accountId] as const,
};

const PAGE = 50;

/** Bank transfers credited, newest first, of one partner or all (''), a page at a time. */
export function useBankTransfers(accountId: string) {
  return usePaged(financeKeys.transferList(accountId), (cursor) => unwrap(api.GET('/api/ops/v1/bank-transfers', { params: { query: { limit: PAGE, ...cursorOf(cursor), ...(accountId ? { account_id: accountId } : {}) } } })));
}

/** A credit of the same bank reference (however it was typed) that stands; null when none does. */
export function useStandingCredit(bankReference: string) {
  return useQuery({
    queryKey: financeKeys.transfersOf(bankReference),
    queryFn: async () => (await unwrap(api.GET('/api/ops/v1/bank-transfers', { params: { query: { reference: bankReference, limit: 10 } } }))).data.find((row) => row.status === 'credited') ?? null,
    staleTime: 0,
  });
}

/** One credit, with the pro-forma it paid. */
export function useBankTransfer(id: string) {
  return useQuery({ queryKey: financeKeys.transfer(id), queryFn: () => unwrap(api.GET('/api/ops/v1/bank-transfers/{creditId}', { params: { path: { creditId: id } } })) });
}

/** The pro-forma invoice a bank reference quotes; null when it quotes none. */
export function useQuotedProforma(bankReference: string) {
  return useQuery({
    queryKey: financeKeys.quotedBy(bankReference),
    queryFn: async (): Promise<Proforma | null> => (await unwrap(api.GET('/api/ops/v1/proforma-invoices', { params: { query: { quoted_by: bankReference, limit: 1 } } }))).data[0] ?? null,
    staleTime: 0,
  });
}

/** Pro-forma invoices, newest first, by status and partner ('' for any), a page at a time. */
export function useProformas(status: ProformaStatus | '', accountId: string) {
  return usePaged(financeKeys.proformas(status, accountId), (cursor) =>
    unwrap(api.GET('/api/ops/v1/proforma-invoices', { params: { query: { limit: PAGE, ...cursorOf(cursor), ...(status ? { status } : {}), ...(accountId ? { account_id: accountId } : {}) } } })),
  );
}

/** Tax credit notes, newest first, of one partner or all (''), a page at a time. */
export function useCreditNotes(accountId: string) {
  return usePaged(financeKeys.creditNotes(accountId), (cursor) => unwrap(api.GET('/api/ops/v1/credit-notes', { params: { query: { limit: PAGE, ...cursorOf(cursor), ...(accountId ? { account_id: accountId } : {}) } } })));
}

/** A partner's statement of account for a period; nothing is asked until `ready`. */
export function useStatement(accountId: string, from: string, to: string, ready: boolean) {
  return useQuery({
    queryKey: financeKeys.statement(accountId, from, to),
    enabled: ready,
    queryFn: () => unwrap(api.GET('/api/ops/v1/partners/{accountId}/statement', { params: { path: { accountId }, query: { from, to } } })),
  });
}

/** Every partner's live tax invoices past their due date and not paid in full, oldest due first. */
export function useOverdueInvoices() {
  return useQuery({ queryKey: financeKeys.overdue(), queryFn: async () => (await unwrap(api.GET('/api/ops/v1/invoices/overdue'))).invoices });
}

/** What a credit or its reversal changes: finance's lists, partners' balances, the overdue invoices. */
const moneyMoved = (queryClient: QueryClient): void => refresh(queryClient, financeKeys.all, partnerKeys.all);

/** Credits a bank transfer to a partner's wallet (or the pro-forma its reference quotes). */
export const useCreditTransfer = (then?: Then<BankTransferCredited, NewCredit>) =>
  useChange((credit: NewCredit) => unwrap(api.POST('/api/ops/v1/bank-transfers', { params: { header: csrfHeader() }, body: credit })), moneyMoved, then);

/** Reverses a credit with the reason the partner is told: a reversing ledger entry, never a deletion. */
export const useReverseCredit = (creditId: string, then?: Then<unknown, string>) =>
  useChange((reason: string) => unwrap(api.POST('/api/ops/v1/bank-transfers/{creditId}/reverse', { params: { path: { creditId }, header: csrfHeader() }, body: { reason } })), moneyMoved, then);

/** The live e-invoice transmissions, newest queued first, of one status or any (''), a page at a time. */
export function useEInvoices(status: EInvoiceTransmissionStatus | '') {
  return usePaged(financeKeys.einvoices(status), (cursor) => unwrap(api.GET('/api/ops/v1/e-invoices', { params: { query: { limit: PAGE, ...cursorOf(cursor), ...(status ? { status } : {}) } } })));
}

/** Sends an e-invoice again (the same XML): the lists of transmissions and the desk's tasks are read again. */
export const useRetransmitEInvoice = (transmissionId: string, then?: Then<EInvoiceTransmission, void>) =>
  useChange(
    () => unwrap(api.POST('/api/ops/v1/e-invoices/{transmissionId}/retransmit', { params: { path: { transmissionId }, header: csrfHeader() } })),
    (queryClient) => refresh(queryClient, financeKeys.all, taskKeys.all),
    then,
  );

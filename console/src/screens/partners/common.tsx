import type { ReactNode } from 'react';
import { Failure } from '../../Failure';
import { QueryState } from '../../QueryState';
import { useStep } from '../../queries/change';
import { useModal } from '../../useModal';
import { ModalActions } from '../../ModalActions';
import type { usePaged } from '../../queries/paged';
import type { components } from '../../../../src/generated/ops/openapi-types';

export type { PartnerSummary, PartnerDetail, PartnerKey } from '../../queries/partners';
export type PartnerKeyScope = components['schemas']['PartnerKeyScope'];
export type CreditTermsCode = components['schemas']['CreditTermsCode'];
export type CommercialTermsKind = components['schemas']['CommercialTermsKind'];



export const CREDIT_TERMS: readonly CreditTermsCode[] = ['NET_15', 'NET_30', 'NET_45', 'NET_60'];
export const termsWords = (code: CreditTermsCode): string => `NET ${code.slice(4)} (due ${code.slice(4)} days after the invoice)`;


/** The state of a paged list under its table: loading, its error, what shows when it is empty, or a button for the next page. */
export function PagedListState({ query, what, none = 'None yet.' }: { query: ReturnType<typeof usePaged>['query']; what: string; none?: string }) {
  return <QueryState query={query} pending={`Loading ${what}…`} empty={none} more={`Load more ${what}`} />;
}

/**
 * A modal question before a change that cannot be taken back lightly: focus starts inside it,
 * Escape or Cancel closes it, and the API's refusal is shown in it.
 */
export function ConfirmDialog<T>({
  id,
  title,
  children,
  confirm,
  pending,
  danger,
  run,
  onDone,
}: {
  id: string;
  title: string;
  children: ReactNode;
  confirm: string;
  pending: string;
  danger?: boolean;
  run: () => Promise<T>;
  onDone: (result: T | null) => void;
}) {
  const modal = useModal(onDone);
  const change = useStep(run, { onSuccess: (result) => modal.close(result) });

  return (
    <dialog {...modal.dialog} aria-labelledby={`${id}-title`} aria-describedby={`${id}-what`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div id={`${id}-what`}>{children}</div>
      {change.isError && <Failure error={change.error} />}
      <ModalActions action={confirm} running={pending} pending={change.isPending} danger={danger} onAction={() => change.mutate()} onCancel={modal.cancel} />
    </dialog>
  );
}

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



export type PartnerVatStatus = components['schemas']['PartnerVatStatus'];

/** A country's name in English from its ISO 3166-1 alpha-2 code (the code where the browser has none). */
export const countryName = (code: string): string => new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;

/**
 * What the partner's tax invoices say of it for VAT, as the desk reads it: registered in the UAE,
 * in the UAE without a TRN, or outside the UAE (its country's code), so the difference shows.
 */
export function vatStatusWords(status: PartnerVatStatus, country: string | null): string {
  switch (status) {
    case 'registered':
      return 'VAT-registered in the UAE';
    case 'not_registered':
      return 'Not VAT-registered in the UAE';
    case 'outside_uae':
      return `Outside the UAE (${country ?? '?'})`;
    case 'unknown':
      return 'Not known: no country set';
  }
}

/** The countries a member of staff chooses from: every two-letter region the browser names, by name. */
let countries: ReadonlyArray<{ code: string; name: string }> | undefined;
export function countryChoices(): ReadonlyArray<{ code: string; name: string }> {
  if (countries) return countries;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const found: Array<{ code: string; name: string }> = [];
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      let name: string | undefined;
      try {
        name = names.of(code);
      } catch {
        name = undefined;
      }
      if (name !== undefined && name !== code && !/^(EU|EZ|UN|QO|XA|XB|ZZ)$/.test(code)) found.push({ code, name });
    }
  }
  countries = found.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return countries;
}

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

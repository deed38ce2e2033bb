import { usePartnerSuggestions } from '../../queries/partners';

/**
 * Suggestions for a field that takes a partner's account id: the partners whose id, name, legal
 * name or TRN contain what is typed, each offered as its id with its name beside it.
 */
export function PartnerOptions({ id, typed }: { id: string; typed: string }) {
  const text = typed.trim();
  const partners = usePartnerSuggestions(text);
  return (
    <datalist id={id}>
      {(partners.data ?? []).map((partner) => (
        <option key={partner.id} value={partner.id}>
          {partner.name}
        </option>
      ))}
    </datalist>
  );
}

export const ACCOUNT_ID = /^acc_[A-Za-z0-9]+$/;

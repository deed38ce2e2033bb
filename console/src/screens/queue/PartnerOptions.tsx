import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api';

/**
 * Suggestions for a field that takes a partner's account id: the partners whose id, name, legal
 * name or TRN contain what is typed, each offered as its id with its name beside it.
 */
export function PartnerOptions({ id, typed }: { id: string; typed: string }) {
  const text = typed.trim();
  const partners = useQuery({
    queryKey: ['partners', 'suggest', text],
    queryFn: async () => (await unwrap(api.GET('/api/ops/v1/partners', { params: { query: { q: text, limit: 10 } } }))).data,
    enabled: text.length >= 2,
    staleTime: 30_000,
  });
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

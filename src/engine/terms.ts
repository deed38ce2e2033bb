import type { components } from '../generated/openapi-types';
import { filsToAed } from './money';
import type { AccountRow } from '../apiKeys/store';
import { errors } from '../errors';
import type { Partition } from './partition';

type CommercialTerms = components['schemas']['CommercialTerms'];

/** An account's commercial terms: `tariff`, `commission` or `net_rate`, and its percentage. */
export interface AccountTerms {
  terms: CommercialTerms;
  /** Hundredths of a percent. */
  basisPoints: number;
}

export const termsOf = (account: AccountRow): AccountTerms => ({
  terms: account.commercial_terms,
  basisPoints: Number(account.terms_basis_points),
});

/** The account's commission, or its discount, on a public price, in fils. */
export const termsShareFils = (publicFils: number, basisPoints: number): number => Math.round((publicFils * basisPoints) / 10000);

export interface TermsPricing {
  currency: 'AED';
  terms: CommercialTerms;
  terms_percent: number;
  public_price_aed: number;
  amount_due_aed: number;
  commission_aed: number | null;
}

/**
 * A public price under the account's terms: under `tariff` it pays the public price; under
 * `commission` it pays the public price and earns its share; under `net_rate` it pays the
 * public price less its share.
 */
export function priceUnderTerms(publicFils: number, { terms, basisPoints }: AccountTerms): TermsPricing {
  const share = termsShareFils(publicFils, basisPoints);
  return {
    currency: 'AED',
    terms,
    terms_percent: terms === 'tariff' ? 0 : basisPoints / 100,
    public_price_aed: filsToAed(publicFils),
    amount_due_aed: filsToAed(terms === 'net_rate' ? publicFils - share : publicFils),
    commission_aed: terms === 'commission' ? filsToAed(share) : null,
  };
}

type BookedPrice = Omit<TermsPricing, 'terms_percent'>;

/** What a booking keeps of its quote's pricing (a quote may show more: the percentage, unit prices). */
export const bookedPrice = (pricing: BookedPrice): BookedPrice => ({
  currency: pricing.currency,
  terms: pricing.terms,
  public_price_aed: pricing.public_price_aed,
  amount_due_aed: pricing.amount_due_aed,
  commission_aed: pricing.commission_aed,
});

/** The account's terms, read in the partition's transaction (the desk answers without a request's principal). */
export async function accountTermsOf(partition: Partition): Promise<AccountTerms> {
  const account = (await partition.db('accounts').where({ id: partition.accountId }).first()) as AccountRow | undefined;
  if (!account) throw errors.resourceNotFound('account', partition.accountId);
  return termsOf(account);
}

import type { components } from '../generated/openapi-types';
import { aedToFils, filsToAed } from './money';
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
 * What the account is charged, in fils, for a public price under its terms: under `tariff` the
 * public price; under `commission` the public price less its commission, deducted at booking (it
 * sells at the public price and keeps the commission; nothing is paid to it later); under
 * `net_rate` the public price less its discount (it sets its own selling price).
 */
export const chargedFilsUnder = (publicFils: number, { terms, basisPoints }: AccountTerms): number =>
  terms === 'tariff' ? publicFils : publicFils - termsShareFils(publicFils, basisPoints);

/** A public price under the account's terms: what it is charged (`chargedFilsUnder`) and the commission it keeps. */
export function priceUnderTerms(publicFils: number, accountTerms: AccountTerms): TermsPricing {
  const { terms, basisPoints } = accountTerms;
  return {
    currency: 'AED',
    terms,
    terms_percent: terms === 'tariff' ? 0 : basisPoints / 100,
    public_price_aed: filsToAed(publicFils),
    amount_due_aed: filsToAed(chargedFilsUnder(publicFils, accountTerms)),
    commission_aed: terms === 'commission' ? filsToAed(termsShareFils(publicFils, basisPoints)) : null,
  };
}

/** What a booking's charge note needs of its price (a stored estimate may not know the percentage). */
export type TermsChargePrice = Pick<TermsPricing, 'terms' | 'public_price_aed' | 'amount_due_aed'> & { terms_percent?: number };

/**
 * What a booking's ledger charge adds to its description so that the statement line says what was
 * deducted: " (public AED 240.00 less 10 % commission AED 24.00)" under `commission`, "… less 10 %
 * discount …" under `net_rate`, nothing under `tariff` (the charge is the public price).
 */
export function termsChargeNote(pricing: TermsChargePrice): string {
  if (pricing.terms === 'tariff') return '';
  const publicFils = aedToFils(pricing.public_price_aed);
  const deductedFils = publicFils - aedToFils(pricing.amount_due_aed);
  if (deductedFils <= 0) return '';
  const what = pricing.terms === 'commission' ? 'commission' : 'discount';
  const percent = pricing.terms_percent === undefined ? '' : `${pricing.terms_percent} % `;
  return ` (public AED ${filsToAed(publicFils).toFixed(2)} less ${percent}${what} AED ${filsToAed(deductedFils).toFixed(2)})`;
}

/**
 * A price difference at the public price (what the desk sets for an amendment) under the account's
 * terms: what the account is charged for it (negative: refunded) and the commission it keeps on
 * it, so that a booking's public price, commission and amount due still agree to the fils after it.
 */
export function publicDifferenceUnder(publicDifferenceFils: number, accountTerms: AccountTerms): { chargedFils: number; commissionFils: number } {
  const chargedFils = chargedFilsUnder(publicDifferenceFils, accountTerms);
  return { chargedFils, commissionFils: accountTerms.terms === 'commission' ? publicDifferenceFils - chargedFils : 0 };
}

type BookedPrice = Omit<TermsPricing, 'terms_percent'>;

/** A booked price after a public price difference (`publicDifferenceUnder`): public price, amount due and commission moved together. */
export function repricedBy<Price extends Pick<BookedPrice, 'public_price_aed' | 'amount_due_aed' | 'commission_aed'>>(price: Price, publicDifferenceFils: number, accountTerms: AccountTerms): Price {
  const { chargedFils, commissionFils } = publicDifferenceUnder(publicDifferenceFils, accountTerms);
  return {
    ...price,
    public_price_aed: filsToAed(aedToFils(price.public_price_aed) + publicDifferenceFils),
    amount_due_aed: filsToAed(aedToFils(price.amount_due_aed) + chargedFils),
    commission_aed: price.commission_aed === null && commissionFils === 0 ? price.commission_aed : filsToAed(aedToFils(price.commission_aed ?? 0) + commissionFils),
  };
}

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

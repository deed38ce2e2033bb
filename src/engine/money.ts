/**
 * AED travels as a JSON number in major units with at most two decimals and is stored as
 * integer fils (1 AED = 100 fils), so sums and comparisons never meet float error.
 */
export const toFils = (amountAed: number): number => Math.round(amountAed * 100);
export const fromFils = (fils: number): number => fils / 100;
/** Rounds a major-unit amount to two decimals for display. */
export const round2 = (value: number): number => Math.round(value * 100) / 100;

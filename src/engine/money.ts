/**
 * Money is integer fils (1 AED = 100 fils) in storage and arithmetic, so sums and comparisons never
 * meet float error; AED, a JSON number in major units with at most two decimals, is for the wire
 * (and for text a person reads). Every conversion between the two goes through this module.
 *
 * The rounding rule, for every amount worked out in fils: to the nearest whole fils, a half fils
 * up (towards +∞, as `Math.round`: 12.5 → 13, −12.5 → −12).
 */
export const aedToFils = (amountAed: number): number => Math.round(amountAed * 100);
export const filsToAed = (fils: number): number => fils / 100;

/** `percent` per cent of an amount in fils (a late-cancellation fee, a channel's credit), rounded by the rule above. */
export const percentOf = (fils: number, percent: number): number => Math.round((fils * percent) / 100);

/**
 * An amount in the minor units of any currency with two decimals (cents, pence, fils) in its
 * major units: the currency matrix converts from fils into several.
 */
export const minorToMajor = (minor: number): number => minor / 100;

/** Rounds a major-unit amount to two decimals for display. */
export const round2 = (value: number): number => Math.round(value * 100) / 100;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Each `<name>_<from>` number of `value`, at any depth, as `<name>_<to>` converted by `convert`, in place of the key. */
function renameAmounts(value: Json, from: string, to: string, convert: (amount: number) => number): Json {
  if (Array.isArray(value)) return value.map((item) => renameAmounts(item, from, to, convert));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) =>
      key.endsWith(from) && (typeof item === 'number' || item === null)
        ? [`${key.slice(0, -from.length)}${to}`, item === null ? null : convert(item)]
        : [key, renameAmounts(item, from, to, convert)],
    ),
  );
}

/**
 * A body the contract shows (money as `<name>_aed`) as it is kept in a JSON column: each amount
 * as whole `<name>_fils`, so that what is stored is fils. `filsAmountsToAed` undoes it exactly.
 */
export const aedAmountsToFils = <T extends object>(body: T): object => renameAmounts(body as unknown as Json, '_aed', '_fils', aedToFils) as object;
export const filsAmountsToAed = <T extends object>(stored: object): T => renameAmounts(stored as Json, '_fils', '_aed', filsToAed) as unknown as T;

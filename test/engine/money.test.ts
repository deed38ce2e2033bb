/**
 * Money (src/engine/money.ts): integer fils in storage and arithmetic, AED with at most two
 * decimals on the wire, and the rounding rules of the amounts worked out in fils: a percentage
 * (a late-cancellation fee, a channel's credit) and a commission to the nearest fils, halves up
 * (towards +∞); VAT inside a VAT-inclusive amount to the nearest fils, which never meets a half.
 * Pure functions; the third-decimal refusal over HTTP is test/engine/money.decimals.test.ts's.
 */
import Ajv2020 from 'ajv/dist/2020';
import { aedAmountsToFils, aedToFils, filsAmountsToAed, filsToAed, minorToMajor, percentOf, round2 } from '../../src/engine/money';
import { chargedFilsUnder, termsShareFils } from '../../src/engine/terms';
import { vatInside } from '../../src/sections/notices/billing';
import { openApiDocument } from '../../src/platform/openapiDocument';
import { maxDecimalsKeyword, toJsonSchema } from '../../codegen/validators';
import { Prng } from '../helpers/fuzz/prng';

/** A JSON number as the wire writes it: an amount in AED has at most two decimals. */
const WIRE_AED = /^-?(0|[1-9]\d*)(\.\d{1,2})?$/;

/** Fils at which fils → AED → fils is exact by construction: |fils| ≤ 2^51 keeps the float error of ×100 under half a fils. */
const EXACT_FILS = 2 ** 51;

describe('fils and AED on the wire', () => {
  it.each([
    [455_324, 4553.24],
    [7, 0.07],
    [29, 0.29],
    [110, 1.1],
    [1_999, 19.99],
    [125_050, 1250.5],
    [33_000, 330],
    [1, 0.01],
    [999_999_999, 9_999_999.99],
    [0, 0],
    [-7, -0.07],
    [-455_324, -4553.24],
    [-1, -0.01],
  ])('%i fils is AED %d, and back', (fils, aed) => {
    expect(filsToAed(fils)).toBe(aed);
    expect(aedToFils(aed)).toBe(fils);
  });

  it('reads two-decimal amounts whose float product is not whole to the exact fils (0.29 × 100 = 28.999999999999996)', () => {
    expect([0.29 * 100, 1.1 * 100, 8.2 * 100]).toEqual([28.999999999999996, 110.00000000000001, 819.9999999999999]);
    expect([aedToFils(4553.24), aedToFils(0.29), aedToFils(1.1), aedToFils(0.07), aedToFils(8.2), aedToFils(-8.2), aedToFils(1234567.89)]).toEqual([455_324, 29, 110, 7, 820, -820, 123_456_789]);
  });

  it('round-trips every amount from −AED 2,500 to AED 2,500, written with at most two decimals', () => {
    const wrong: string[] = [];
    for (let fils = -250_000; fils <= 250_000; fils++) {
      const aed = filsToAed(fils);
      const wire = JSON.stringify(aed);
      if (aedToFils(aed) !== fils || !WIRE_AED.test(wire)) wrong.push(`${fils} → ${wire}`);
      if (wrong.length > 5) break;
    }
    expect(wrong).toEqual([]);
  });

  it('round-trips large amounts, up to 2^51 fils (AED 22.5 trillion), either sign', () => {
    const prng = new Prng(20_270_101);
    const samples = [EXACT_FILS, EXACT_FILS - 1, -EXACT_FILS, 10 ** 15 + 1, 123_456_789_012_345, 99_999_999_999_999, 2 ** 50 + 3];
    for (let i = 0; i < 50_000; i++) samples.push(Math.floor(prng.next() * EXACT_FILS) * (prng.chance(0.5) ? -1 : 1));
    for (let i = 0; i < 20_000; i++) samples.push(EXACT_FILS - i);
    const wrong = samples.filter((fils) => aedToFils(filsToAed(fils)) !== fils || !WIRE_AED.test(JSON.stringify(filsToAed(fils))));
    expect(wrong).toEqual([]);
  });

  it('converts the minor units of any two-decimal currency the same way, and rounds a display figure to two decimals', () => {
    expect([minorToMajor(455_324), minorToMajor(-5), minorToMajor(0)]).toEqual([4553.24, -0.05, 0]);
    expect([round2(12.344), round2(12.345_1), round2(-12.344), round2(33.333_333), round2(66.666_666), round2(100)]).toEqual([12.34, 12.35, -12.34, 33.33, 66.67, 100]);
  });
});

describe('an amount with a third decimal', () => {
  it('is read to the nearest fils, a half fils up (towards +∞)', () => {
    // Halves exactly representable in binary: .125 and .375 AED are 12.5 and 37.5 fils.
    expect([aedToFils(0.125), aedToFils(0.375), aedToFils(-0.125), aedToFils(-0.375), aedToFils(10.004), aedToFils(10.006), aedToFils(-10.006)]).toEqual([13, 38, -12, -37, 1000, 1001, -1001]);
  });
});

describe('the wire refuses what is not an amount', () => {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  ajv.addKeyword(maxDecimalsKeyword);
  const money = (openApiDocument() as unknown as { components: { schemas: Record<string, Record<string, unknown>> } }).components.schemas.Money as Record<string, unknown>;
  const validate = ajv.compile(toJsonSchema(money) as Record<string, unknown>);

  it.each([
    ['a third decimal', '12.345'],
    ['a third decimal, negative', '-0.001'],
    ['a float sum', String(0.1 + 0.2)],
    ['an amount too large for a double (Infinity)', '1e400'],
    ['-Infinity', '-1e400'],
    ['a string', '"12.50"'],
    ['an empty string', '""'],
    ['a boolean', 'true'],
    ['null', 'null'],
    ['an object', '{"aed":1}'],
  ])('refuses %s (%s)', (_what, json) => {
    expect(validate(JSON.parse(json) as unknown)).toBe(false);
  });

  it.each([['12.34'], ['-12.34'], ['0'], ['1e2'], ['4553.24'], ['0.07']])('takes %s', (json) => {
    expect({ json, valid: validate(JSON.parse(json) as unknown) }).toEqual({ json, valid: true });
  });
});

describe('percentOf: a percentage of an amount in fils', () => {
  it.each([
    // A late-cancellation fee of 25 %, 50 % and 100 %.
    [10_000, 25, 2_500],
    [10_001, 25, 2_500],
    [10_002, 25, 2_501],
    [10_003, 25, 2_501],
    [10_002, 50, 5_001],
    [10_001, 100, 10_001],
    [10_001, 0, 0],
    // Halves go up: 52.5 → 53, 0.5 → 1, 1.5 → 2, 2.5 → 3 (not to the even fils).
    [1_050, 5, 53],
    [1, 50, 1],
    [3, 50, 2],
    [5, 50, 3],
    // A fractional percentage.
    [1_000, 12.5, 125],
    [1_001, 12.5, 125],
    [1_004, 12.5, 126],
    // Negative amounts: halves still go up, towards +∞.
    [-1_050, 5, -52],
    [-3, 50, -1],
    [-10_003, 25, -2_501],
  ])('%i fils × %d %% is %i fils', (fils, percent, expected) => {
    expect(percentOf(fils, percent)).toBe(expected);
  });

  it('is within half a fils of the exact share for every amount up to AED 1,000 at the percentages in use', () => {
    const wrong: string[] = [];
    for (const percent of [5, 10, 15, 20, 25, 50, 100]) {
      for (let fils = 0; fils <= 100_000; fils++) {
        // Exact in integers: 100 × share − fils × percent is the error in hundredths of a fils; a half goes up (+50).
        const error = percentOf(fils, percent) * 100 - fils * percent;
        if (error <= -50 || error > 50) wrong.push(`${fils} × ${percent} %`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('a commission or a discount under commercial terms, in basis points', () => {
  it.each([
    [10_000, 1_000, 1_000],
    [12_345, 1_000, 1_235],
    [5, 1_000, 1],
    [15, 1_000, 2],
    [25, 1_000, 3],
    [12_345, 1_250, 1_543],
    [12_344, 1_250, 1_543],
    [1, 5_000, 1],
    [99_999, 0, 0],
  ])('%i fils at %i basis points is %i fils', (fils, basisPoints, share) => {
    expect(termsShareFils(fils, basisPoints)).toBe(share);
  });

  it('splits a public price into what the account is charged and its commission, losing no fils', () => {
    const wrong: string[] = [];
    for (const basisPoints of [0, 1, 333, 750, 1_000, 1_250, 1_500, 2_000, 10_000]) {
      for (let publicFils = 0; publicFils <= 50_000; publicFils += 7) {
        const commission = termsShareFils(publicFils, basisPoints);
        const charged = chargedFilsUnder(publicFils, { terms: 'commission', basisPoints });
        const net = chargedFilsUnder(publicFils, { terms: 'net_rate', basisPoints });
        if (charged + commission !== publicFils || net !== charged || !Number.isInteger(commission)) wrong.push(`${publicFils} at ${basisPoints}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(chargedFilsUnder(12_345, { terms: 'tariff', basisPoints: 1_250 })).toBe(12_345);
    expect(chargedFilsUnder(12_345, { terms: 'commission', basisPoints: 1_250 })).toBe(10_802);
  });
});

describe('VAT inside a VAT-inclusive amount, at 5 %', () => {
  it.each([
    [10_500, 500],
    [105, 5],
    [21, 1],
    [10, 0],
    [11, 1],
    [31, 1],
    [32, 2],
    [1, 0],
    [0, 0],
    [455_324, 21_682],
    [-10_500, -500],
    [-11, -1],
    [-10, 0],
    [-455_324, -21_682],
  ])('%i fils gross holds %i fils of VAT', (gross, vat) => {
    // toBe compares with Object.is: −10 fils holds 0 fils, not −0, which a formatter prints as "-0.00".
    expect(vatInside(gross)).toBe(vat);
  });

  it('is the nearest fils for every amount from −AED 1,000 to AED 1,000, symmetric in sign, and net + VAT is the gross exactly', () => {
    const wrong: string[] = [];
    for (let gross = -100_000; gross <= 100_000; gross++) {
      const vat = vatInside(gross);
      // gross × 5/105 = gross/21: never a half, so the nearest fils is unique: |gross − 21 × VAT| ≤ 10.
      const nearest = Math.abs(gross - 21 * vat) <= 10;
      const symmetric = vatInside(-gross) === -vat;
      const net = gross - vat;
      if (!nearest || !symmetric || !Number.isInteger(vat) || net + vat !== gross) wrong.push(String(gross));
      if (wrong.length > 5) break;
    }
    expect(wrong).toEqual([]);
  });

  it("makes an invoice's VAT the sum of its lines', so subtotal + VAT = total to the fils", () => {
    const lines = [10_500, 12_345, 1, 31, 99_999, 7_777, -2_205];
    const vat = lines.reduce((sum, gross) => sum + vatInside(gross), 0);
    const total = lines.reduce((sum, gross) => sum + gross, 0);
    expect({ subtotal: total - vat, vat, total }).toEqual({ subtotal: 122_332, vat: 6_116, total: 128_448 });
  });
});

describe('amounts in a stored JSON body', () => {
  const body = {
    currency: 'AED',
    public_price_aed: 4553.24,
    amount_due_aed: 0.07,
    deposit_aed: null,
    aed: 12.5,
    note_aed: 'kept as text',
    lines: [
      { description: 'Transfer', unit_price_aed: 1250.5, quantity: 2 },
      { description: 'Refund', unit_price_aed: -19.99, quantity: 1 },
    ],
    terms: { commission_aed: 0.29, percent: 12.5 },
  };
  const stored = {
    currency: 'AED',
    public_price_fils: 455_324,
    amount_due_fils: 7,
    deposit_fils: null,
    aed: 12.5,
    note_aed: 'kept as text',
    lines: [
      { description: 'Transfer', unit_price_fils: 125_050, quantity: 2 },
      { description: 'Refund', unit_price_fils: -1_999, quantity: 1 },
    ],
    terms: { commission_fils: 29, percent: 12.5 },
  };

  it('keeps each `<name>_aed` number as whole `<name>_fils`, at any depth, and nothing else', () => {
    expect(aedAmountsToFils(body)).toEqual(stored);
  });

  it('reads it back exactly', () => {
    expect(filsAmountsToAed(stored)).toEqual(body);
    expect(filsAmountsToAed(JSON.parse(JSON.stringify(aedAmountsToFils(body))) as object)).toEqual(body);
  });
});

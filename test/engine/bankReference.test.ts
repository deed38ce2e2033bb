/**
 * The one key of a bank reference (src/engine/bankReference.ts): every spelling of one transfer
 * folds to the same key (NFKC, case-folded, letters and digits only), and different transfers
 * keep different keys; the payment references a bank text quotes are read off that key.
 */
import { bankReferenceKey, quotedPaymentReferences } from '../../src/engine/bankReference';

describe('bankReferenceKey', () => {
  it.each([
    [['PY-4BE9-TASD', 'py4be9tasd', 'PY 4BE9 TASD', 'py-4be9-tasd', ' Py_4be9.TASD ', 'ＰＹ－４ＢＥ９－ＴＡＳＤ'], 'py4be9tasd'],
    [['ENBD TT 118974', 'ENBDTT118974', 'ENBD-TT-118974', 'ＥＮＢＤ－ＴＴ－１１８９７４', 'enbd  tt\t118974', 'ENBD/TT/118974', 'ｅｎｂｄ　ｔｔ　１１８９７４'], 'enbdtt118974'],
    [['Straße 7', 'STRASSE-7', 'strasse7'], 'strasse7'],
  ])('folds %j to %s', (spellings, key) => {
    for (const spelling of spellings) expect([spelling, bankReferenceKey(spelling)]).toEqual([spelling, key]);
  });

  it.each([
    ['no-break space', 'ENBD\u00a0TT\u00a0118974'],
    ['narrow no-break and ideographic spaces', 'ENBD\u202fTT\u3000118974'],
    ['en and em dashes', 'ENBD\u2013TT\u2014118974'],
    ['figure dash, minus sign and hyphen', 'ENBD\u2012TT\u2212118974\u2010'],
    ['non-breaking hyphen, small and full-width hyphen-minus', 'ENBD\u2011TT\ufe63118974\uff0d'],
    ['soft hyphen, zero-width space and byte-order mark', '\ufeffENBD\u00adTT\u200b118974'],
    ['direction marks and overrides', '\u200fENBD\u202e TT\u202c 118974\u200e'],
    ['tabs and line breaks', 'ENBD\tTT\r\n118974\n'],
    ['punctuation of every kind', '"ENBD_TT.118974";'],
    ['full-width letters and digits', 'ＥＮＢＤ　ＴＴ　１１８９７４'],
    ['full-width solidus', 'ENBD／TT／118974'],
    ['superscript digits', 'ENBD TT ¹¹⁸⁹⁷⁴'],
    ['circled digits', 'ENBD TT ①①⑧⑨⑦④'],
    ['mathematical bold', '𝐄𝐍𝐁𝐃 𝐓𝐓 𝟏𝟏𝟖𝟗𝟕𝟒'],
    ['mixed case', 'eNbD tT 118974'],
    ['a symbol or an emoji a person added', 'ENBD TT 118974 ✅🚀'],
  ])('folds %s to the same key', (_what, spelling) => {
    expect(bankReferenceKey(spelling)).toBe('enbdtt118974');
  });

  it('folds the case mappings lower case alone leaves apart: ß and SS, final and medial sigma, dotted and dotless i', () => {
    expect(['Straße', 'STRASSE', 'strasse'].map(bankReferenceKey)).toEqual(['strasse', 'strasse', 'strasse']);
    expect(['ΟΔΟΣ 5', 'οδος 5', 'οδοσ 5'].map(bankReferenceKey)).toEqual(['οδος5', 'οδος5', 'οδος5']);
    expect(['PAYMENT İSTANBUL', 'payment ıstanbul', 'Payment Istanbul'].map(bankReferenceKey)).toEqual(['paymentistanbul', 'paymentistanbul', 'paymentistanbul']);
  });

  it('composes what NFKC composes (a ligature, a Roman numeral, a decomposed accent) and keeps accents as letters', () => {
    expect([bankReferenceKey('ﬁnance ref'), bankReferenceKey('Ⅻ-7'), bankReferenceKey('CAFÉ'), bankReferenceKey('cafe\u0301')]).toEqual(['financeref', 'xii7', 'café', 'café']);
    expect(bankReferenceKey('CAFE')).not.toBe(bankReferenceKey('CAFÉ'));
  });

  it('reads every script\'s digits as ASCII digits: Arabic-Indic, Extended Arabic-Indic, Devanagari, mathematical', () => {
    const spellings = ['ENBD TT 118974', 'ENBD TT ١١٨٩٧٤', 'enbd-tt-۱۱۸۹۷۴', 'ENBD TT १११८९७४'.replace('१११', '११'), 'ENBD TT 𝟏𝟏𝟖𝟗𝟕𝟒', 'ENBD TT ١١8٩٧4'];
    expect(spellings.map(bankReferenceKey)).toEqual(Array(spellings.length).fill('enbdtt118974'));
    expect(bankReferenceKey('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(bankReferenceKey('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(bankReferenceKey('ENBD TT ١١٨٩٧٥')).not.toBe(bankReferenceKey('ENBD TT 118974'));
  });

  it('keeps letters of other scripts, and tells different transfers apart', () => {
    expect(bankReferenceKey('تحويل ١٢٣')).toBe('تحويل123');
    expect(bankReferenceKey('ENBD TT 118974')).not.toBe(bankReferenceKey('ENBD TT 118975'));
    expect(bankReferenceKey('ENBD TT 118974')).not.toBe(bankReferenceKey('ENBD TT 1189740'));
    expect(bankReferenceKey('--- / ---')).toBe('');
    expect(bankReferenceKey('\u00a0\u2013\u200b')).toBe('');
  });

  it('is idempotent: a key folds to itself', () => {
    for (const spelling of ['ＰＹ－４ＢＥ９－ＴＡＳＤ', 'PAYMENT İSTANBUL', 'ΟΔΟΣ 5', 'Straße 7', 'ﬁnance ref', 'تحويل ١٢٣']) {
      const key = bankReferenceKey(spelling);
      expect([spelling, bankReferenceKey(key)]).toEqual([spelling, key]);
    }
  });
});

describe('quotedPaymentReferences', () => {
  it('reads a top-up’s and a pro-forma’s payment references however they are typed', () => {
    expect(quotedPaymentReferences('ENBD TT 88231 WTU-7KQ2M9XH4P')).toEqual(['WTU-7KQ2M9XH4P']);
    expect(quotedPaymentReferences('enbd tt 88231 wtu 7kq2 m9xh 4p')).toEqual(['WTU-7KQ2M9XH4P']);
    expect(quotedPaymentReferences('ＷＴＵ－７ＫＱ２Ｍ９ＸＨ４Ｐ')).toEqual(['WTU-7KQ2M9XH4P']);
    expect(quotedPaymentReferences('FAB 55120 py-7kq2-m9xh')).toEqual(['PY-7KQ2-M9XH']);
    // Crockford's reading: O is 0, I and L are 1.
    expect(quotedPaymentReferences('PY 7KQ2 M9XO')).toEqual(['PY-7KQ2-M9X0']);
    expect(quotedPaymentReferences('ENBD TT 88231')).toEqual([]);
  });

  it('reads them through no-break spaces, en dashes and zero-width characters', () => {
    expect(quotedPaymentReferences('FAB\u00a055120 PY\u20137KQ2\u2013M9XH')).toEqual(['PY-7KQ2-M9XH']);
    expect(quotedPaymentReferences('WTU\u2014\u200b7KQ2\u202fM9XH\u00ad4P')).toEqual(['WTU-7KQ2M9XH4P']);
  });

  it('reads every reference a text quotes, once each, and none too short', () => {
    expect(quotedPaymentReferences('WTU-7KQ2M9XH4P and PY-7KQ2-M9XH, again wtu7kq2m9xh4p')).toEqual(['WTU-7KQ2M9XH4P', 'PY-7KQ2-M9XH']);
    expect(quotedPaymentReferences('WTU-7KQ2M9XH4')).toEqual([]);
    expect(quotedPaymentReferences('PY-7KQ2-M9X')).toEqual([]);
  });
});

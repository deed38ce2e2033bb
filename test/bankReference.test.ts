/**
 * The one key of a bank reference: every spelling of one transfer folds to the same key (NFKC,
 * case-folded, letters and digits only), and different transfers keep different keys; the
 * payment references a bank text quotes are read off that key.
 */
import { bankReferenceKey, quotedPaymentReferences } from '../src/engine/bankReference';

describe('bankReferenceKey', () => {
  it.each([
    [['PY-4BE9-TASD', 'py4be9tasd', 'PY 4BE9 TASD', 'py-4be9-tasd', ' Py_4be9.TASD ', 'ＰＹ－４ＢＥ９－ＴＡＳＤ'], 'py4be9tasd'],
    [['ENBD TT 118974', 'ENBDTT118974', 'ENBD-TT-118974', 'ＥＮＢＤ－ＴＴ－１１８９７４', 'enbd  tt\t118974', 'ENBD/TT/118974', 'ｅｎｂｄ　ｔｔ　１１８９７４'], 'enbdtt118974'],
    [['Straße 7', 'STRASSE-7', 'strasse7'], 'strasse7'],
  ])('folds %j to %s', (spellings, key) => {
    for (const spelling of spellings) expect([spelling, bankReferenceKey(spelling)]).toEqual([spelling, key]);
  });

  it('keeps letters and digits of other scripts, and tells different transfers apart', () => {
    expect(bankReferenceKey('تحويل ١٢٣')).toBe('تحويل١٢٣');
    expect(bankReferenceKey('ENBD TT 118974')).not.toBe(bankReferenceKey('ENBD TT 118975'));
    expect(bankReferenceKey('--- / ---')).toBe('');
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
});

import { randomBytes } from 'node:crypto';
import { asciiDigits } from './digits';
import { drawn } from './seedRecording';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
// Crockford's base32: no I, L, O or U, so references read back over the phone survive.
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BASE36_LOWER = '0123456789abcdefghijklmnopqrstuvwxyz';

// Random bytes are drawn 4 KB at a time: one randomBytes call per id costs more than the id.
const POOL_SIZE = 4096;
let pool = Buffer.alloc(0);
let poolOffset = POOL_SIZE;

function randomByte(): number {
  if (poolOffset >= pool.length) {
    pool = randomBytes(POOL_SIZE);
    poolOffset = 0;
  }
  return pool[poolOffset++] as number;
}

/**
 * Uniformly random characters from `alphabet` (rejection sampling, no modulo bias). Every value
 * drawn here is recorded while a seed template is written (src/platform/seedRecording.ts), so
 * that each copy of the template draws its own.
 */
export const randomString = (alphabet: string, length: number): string => drawn(() => randomCharacters(alphabet, length));

function randomCharacters(alphabet: string, length: number): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    const byte = randomByte();
    if (byte < limit) out += alphabet[byte % alphabet.length];
  }
  return out;
}

/** A resource id: a readable prefix, `_`, and 20 base62 characters (119 random bits). */
export const newId = (prefix: string): string => drawn(() => `${prefix}_${randomCharacters(BASE62, 20)}`);
export const newRequestId = (): string => drawn(() => `req_${randomCharacters(BASE36_LOWER, 24)}`);
export const newRegistrationId = (): string => drawn(() => `dev_${randomCharacters(BASE62, 20)}`);
export const newSandboxQuoteId = (): string => drawn(() => `SBX-${randomCharacters(CROCKFORD, 20)}`);
export const newDeskReference = (prefix: string): string => drawn(() => `${prefix}-${randomCharacters(CROCKFORD, 10)}`);
export const newTokenId = (): string => randomString(BASE62, 22);
export const newSecret = (): string => drawn(() => randomBytes(32).toString('base64url'));
export { CROCKFORD };

/**
 * A booking's human reference: its kind's two-letter prefix and 8 Crockford characters in two
 * groups (`TR-7KQ2-M9XH`, 40 random bits), short enough to read out over the phone. The prefixes
 * hold no I, L, O or U either, so the whole reference survives Crockford's reading rules.
 */
export const newBookingReference = (prefix: string): string =>
  drawn(() => {
    const body = randomCharacters(CROCKFORD, 8);
    return `${prefix}-${body.slice(0, 4)}-${body.slice(4)}`;
  });

const REFERENCE_SHAPE = /^([A-Z]{2})([0-9A-HJKMNP-TV-Z]{4})([0-9A-HJKMNP-TV-Z]{4})$/;

/**
 * The one fold of a reference a person types or pastes (a booking's `TR-7KQ2-M9XH`, an invoice's
 * `INV-2026-000001`): Unicode NFKC (full-width `ＴＲ` is `TR`), upper case, every decimal digit as
 * its ASCII digit (Arabic-Indic `INV-٢٠٢٦-٠٠٠٠٠١` is `INV-2026-000001`), and every character that
 * is not a letter or a digit removed (spaces, dashes of any kind, dots). Two spellings name the
 * same document exactly when their folds are equal; every look-up by a reference goes through
 * here.
 */
export function foldReference(typed: string): string {
  return asciiDigits(typed.normalize('NFKC').toUpperCase().replace(/[^\p{L}\p{N}]/gu, ''));
}

/**
 * A booking reference as a person may type it (any case or width, with or without dashes or
 * spaces, I or L for 1, O for 0) in its stored form, or null when it cannot be one.
 */
export function normaliseBookingReference(typed: string): string | null {
  const read = foldReference(typed).replace(/[IL]/g, '1').replace(/O/g, '0');
  const match = REFERENCE_SHAPE.exec(read);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/**
 * What a booking path's `{id}` names: the booking's id (`bkg_…`, exact) or its stored reference;
 * null when the text can be neither (it then names no booking).
 */
export function bookingKeyOf(idOrReference: string): { id: string } | { reference: string } | null {
  if (idOrReference.startsWith('bkg_')) return { id: idOrReference };
  const reference = normaliseBookingReference(idOrReference);
  return reference === null ? null : { reference };
}

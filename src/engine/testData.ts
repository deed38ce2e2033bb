import { round2 } from './money';
import { createHash } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const FIRST_NAMES = ['Aisha', 'Omar', 'Fatima', 'Rahul', 'Sofia', 'James', 'Mei', 'Yusuf', 'Elena', 'Hamdan', 'Priya', 'Lucas', 'Noura', 'Arjun', 'Chloe', 'Khalid'];
const LAST_NAMES = ['Rahman', 'Al Mansoori', 'Sharma', 'Rossi', 'Smith', 'Chen', 'Haddad', 'Petrova', 'Al Falasi', 'Iyer', 'Dubois', 'Khan', 'Okafor', 'Nakamura'];
const HOTELS = ['Atlantis The Palm', 'Jumeirah Beach Hotel', 'Address Downtown', 'Rixos The Palm', 'Emirates Palace', 'Sofitel Dubai The Palm', 'Park Hyatt Dubai', 'W Abu Dhabi Yas Island', 'Hilton Ras Al Khaimah', 'Le Meridien Al Aqah'];

/**
 * Deterministic test data: the same seed always gives the same values, so a test key reading
 * `bkg_…` twice sees the same booking. A SHA-256 of the seed starts a xorshift128+ stream.
 */
export class TestData {
  private s0: bigint;
  private s1: bigint;

  constructor(seed: string) {
    const digest = createHash('sha256').update(seed).digest();
    this.s0 = digest.readBigUInt64BE(0) | 1n;
    this.s1 = digest.readBigUInt64BE(8) | 1n;
  }

  /** A float in [0, 1). */
  next(): number {
    let x = this.s0;
    const y = this.s1;
    this.s0 = y;
    x ^= (x << 23n) & 0xffffffffffffffffn;
    x ^= x >> 17n;
    x ^= y ^ (y >> 26n);
    this.s1 = x;
    return Number(((this.s0 + this.s1) & 0xffffffffffffffffn) >> 11n) / 2 ** 53;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** An id with `prefix` and 20 base62 characters. */
  id(prefix: string): string {
    let out = '';
    for (let i = 0; i < 20; i++) out += BASE62[Math.floor(this.next() * 62)];
    return `${prefix}_${out}`;
  }

  /** AED with two decimals between min and max, in steps of `step`. */
  amount(min: number, max: number, step = 5): number {
    return round2(this.int(Math.ceil(min / step), Math.floor(max / step)) * step);
  }

  person(): { first_name: string; last_name: string } {
    return { first_name: this.pick(FIRST_NAMES), last_name: this.pick(LAST_NAMES) };
  }

  hotel(): string {
    return this.pick(HOTELS);
  }

  /** A timestamp `days` from `from`, on a quarter hour. */
  dayOffset(from: Date, minDays: number, maxDays: number): Date {
    const at = new Date(from.getTime() + this.int(minDays, maxDays) * 86_400_000 + this.int(0, 95) * 900_000);
    at.setUTCSeconds(0, 0);
    return at;
  }
}

/** Test ids whose random part starts `0000` do not exist, so a partner can test its 404 handling. */
export const isMissingTestId = (id: string): boolean => /^[a-z]+_0000/.test(id);

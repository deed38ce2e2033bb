import { createHmac, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { Clock } from './clock';
import { unixSeconds } from './clock';
import { errors } from '../errors';

/** The signed part of an availability URL. */
export interface AvailabilityGrant {
  date: string;
  vehicle_class: string;
  expires: number;
}

const SIGNED_PARAMS = ['date', 'vehicle_class', 'expires', 'sig'] as const;

// Versioned so the canonical form can change without old URLs verifying under new rules.
const canonical = (grant: AvailabilityGrant): string => `v1\n${grant.date}\n${grant.vehicle_class}\n${grant.expires}`;

/** HMAC-SHA256 signed availability URLs. */
export class AvailabilitySigner {
  constructor(
    private readonly key: KeyObject,
    private readonly clock: Clock,
  ) {}

  sign(grant: AvailabilityGrant): string {
    return createHmac('sha256', this.key).update(canonical(grant)).digest('base64url');
  }

  url(baseUrl: string, grant: AvailabilityGrant): string {
    const query = new URLSearchParams({
      date: grant.date,
      vehicle_class: grant.vehicle_class,
      expires: String(grant.expires),
      sig: this.sign(grant),
    });
    return `${baseUrl}/api/b2b/sandbox/availability?${query.toString()}`;
  }

  /** Checks a signed URL's query; every failure is a 401 that says what is wrong. */
  verify(query: Readonly<Record<string, unknown>>): AvailabilityGrant {
    const extra = Object.keys(query).filter((name) => !(SIGNED_PARAMS as readonly string[]).includes(name));
    if (extra.length > 0) {
      throw errors.unauthenticated(`The signed availability URL does not take ${extra.join(', ')}; use the URL exactly as signed.`);
    }
    const values: Record<string, string> = {};
    for (const name of SIGNED_PARAMS) {
      const value = query[name];
      if (typeof value !== 'string' || value === '') {
        throw errors.unauthenticated(`The signed availability URL needs exactly one ${name} parameter; use the URL exactly as signed.`);
      }
      values[name] = value;
    }
    const expires = /^[0-9]{1,12}$/.test(values.expires as string) ? Number(values.expires) : NaN;
    if (Number.isNaN(expires)) throw errors.unauthenticated('The expires parameter of the signed URL is not a Unix time.');
    const grant: AvailabilityGrant = { date: values.date as string, vehicle_class: values.vehicle_class as string, expires };
    const expected = Buffer.from(this.sign(grant));
    const presented = Buffer.from(values.sig as string);
    if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) {
      throw errors.unauthenticated('The signature does not match date, vehicle_class and expires: the URL was changed after signing.');
    }
    if (expires <= unixSeconds(this.clock.now())) {
      throw errors.unauthenticated(`The signed URL expired at ${new Date(expires * 1000).toISOString()}; run the developer_handshake action for a new one.`);
    }
    return grant;
  }
}

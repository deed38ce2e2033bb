/**
 * The public forms a visitor posts, as test/public/senders.test.ts and its browser test send them:
 * where each goes, with what, and which origin's page legitimately sends it (the service's own,
 * OWN_ORIGIN).
 */
import type { Clock } from '../../src/platform/clock';
import { addDays, uaeToday } from '../../src/platform/uaeTime';
import { featuredOffers } from '../../src/sections/guides/offers';
import type { components } from '../../src/generated/openapi-types';
import { call } from './http';
import { OWN_ORIGIN } from './onboarding';
import { PROPERTIES, property } from './guides';
import type { TestApp } from './testApp';

const visitor = { name: 'Ana Souza', email: 'ana@example.com', phone: '+55 11 91234 5678' };
/** A booking request for two adults, nine days after the clock's today. */
export const bookingForm = (clock: Clock, offer: string, extra: Record<string, string> = {}) => ({ offer, date: addDays(uaeToday(clock), 9), adults: '2', children: '0', ...visitor, ...extra });

/** A POST a visitor could send: where, with what, and (own domain) the Host it goes to. */
export interface Target {
  path: string;
  form: Record<string, string>;
  host?: string;
  /** The origins of the page that legitimately sends it. */
  own: string;
}

/** A guide of the partner the token belongs to, in the kit's app, and its page's booking form. */
export async function guideTarget(kit: Pick<TestApp, 'app' | 'clock'>, token: string): Promise<Target> {
  const res = await call(kit.app, 'POST', PROPERTIES, {
    token,
    body: { ...property, name: 'Marina Gate 2, apartment 3104', guide: { welcome_message: 'Welcome!', arrival_instructions: 'Concierge.', house_rules: 'No parties.' } },
  });
  expect(res.status).toBe(201);
  const guide = res.body as components['schemas']['GuideProperty'];
  const offer = featuredOffers(guide).find((candidate) => candidate.kind === 'tour' && candidate.unit === 'per_person');
  return { path: `/g/${guide.guest_link.code}/book`, form: bookingForm(kit.clock, offer?.id ?? ''), own: OWN_ORIGIN };
}

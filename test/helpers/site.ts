import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import { call } from './http';
import type { Mode, Partner } from './partitions';
import { COMMAND_LINE } from '../../src/engine/audit';
import { answerTask, listTasks, type DeskSections } from '../../src/engine/desk';
import { publicOffers } from '../../src/public/offers';
import type { Db } from '../../src/platform/db';
import type { Clock } from '../../src/platform/clock';

/**
 * A partner's white-label site as test/public/site.pages.test.ts and its browser test publish it:
 * its settings (a brand whose name and tagline would break the page unescaped), and the
 * partner's and the trade desk's steps to publish it.
 */
export const SITE = '/api/b2b/v1/site';
const NASTY_NAME = 'Gulf <b>Horizons</b> & "Co"';
const NASTY_TAGLINE = '<img src=x onerror=alert(1)> Transfers & tours';

/** A tour a party of four may book, priced per person. */
export const tour = publicOffers().find((offer) => offer.kind === 'tour' && offer.unit === 'per_person' && offer.maxGuests >= 4)!;

let serial = 0;
export const freshName = (): string => `site-${randomUUID().slice(0, 8)}-${++serial}`;

export const settingsFor = (subdomain: string, overrides: Record<string, unknown> = {}) => ({
  brand: { name: NASTY_NAME, tagline: NASTY_TAGLINE, logo_url: null, accent_hex: '#B5651D' },
  address: { subdomain },
  languages: { default: 'en', enabled: ['en', 'ar', 'de', 'ru'] },
  currencies: { default: 'USD', offered: ['AED', 'USD', 'EUR'] },
  contact: { email: 'bookings@gulfhorizons.example', phone: '+97143215678', whatsapp: '+971501234567', office_address: 'Office 1204, Bay Square 11, Business Bay, Dubai' },
  ...overrides,
});

/** Saves and publishes a site as the partner and the trade desk (or a test helper) would. */
export async function publish(app: Express, db: Db, sections: DeskSections, clock: Clock, who: Partner, mode: Mode, settings: unknown): Promise<Record<string, unknown>> {
  const token = who.keys[mode];
  expect((await call(app, 'PUT', SITE, { token, body: settings })).status).toBe(200);
  const submitted = await call(app, 'POST', `${SITE}/submission`, { token, headers: { 'Idempotency-Key': `s-${Math.random()}` }, body: {} });
  const requestId = submitted.body.submission.request_id as string;
  await answer(app, db, sections, clock, who, mode, requestId, true);
  const site = await call(app, 'GET', SITE, { token });
  expect(site.body.status).toBe('published');
  return site.body as Record<string, unknown>;
}

/** Answers a request of the partner's: through the desk when live, the test helper when test. */
export async function answer(app: Express, db: Db, sections: DeskSections, clock: Clock, who: Partner, mode: Mode, requestId: string, accept: boolean): Promise<void> {
  if (mode === 'live') {
    const task = (await listTasks(db, { status: 'open' })).find((row) => row.subject_id === requestId);
    await answerTask(sections, db, clock, String(task?.id), { accept, note: null, amountFils: null }, COMMAND_LINE);
    return;
  }
  const res = await call(app, 'POST', `/api/b2b/v1/test-helpers/requests/${requestId}/answer`, {
    token: who.keys.test,
    headers: { 'Idempotency-Key': `a-${Math.random()}` },
    body: { decision: accept ? 'accepted' : 'declined' },
  });
  expect(res.status).toBe(200);
}

import request from 'supertest';
import type { Express } from 'express';
import type { Page } from 'playwright-core';
import type { Db } from '../../src/platform/db';

/** The service's own origin in tests (PUBLIC_BASE_URL), which the public forms are posted from. */
export const OWN_ORIGIN = 'https://trade.test';

/** A complete partner application as the form posts it. */
export const goodForm = {
  lang: 'en',
  legal_name: 'Gulf Horizons Travel L.L.C.',
  licence_number: 'DED-884412',
  licence_authority: 'Dubai Department of Economy and Tourism',
  website: 'https://gulfhorizons.example',
  address: 'Office 1204, Bay Square 7, Business Bay',
  city: 'Dubai',
  country: 'AE',
  vat_registered: 'yes',
  trn: '100 1234 5670 0003',
  contact_name: 'Mariam Al Suwaidi',
  email: 'Mariam@GulfHorizons.example',
  phone: '+971 4 123 4567',
  billing_email: 'Accounts@GulfHorizons.example',
  partner_kind: 'agency',
  expected_volume: '50_200',
  use_case: 'Airport transfers and desert safaris for our retail customers, booked from our own reservation system.',
};

/** An application of a company registered in the United Kingdom: no UAE TRN, not registered for VAT in the UAE. */
export const ukForm = {
  ...goodForm,
  legal_name: 'Thames Journeys Ltd',
  licence_number: 'CRN 09876543',
  licence_authority: 'Companies House',
  website: 'https://thamesjourneys.example',
  address: '12 Clerkenwell Road',
  city: 'London EC1M 5PQ',
  country: 'GB',
  vat_registered: 'no',
  trn: '',
  contact_name: 'Oliver Hughes',
  email: 'oliver@thamesjourneys.example',
  phone: '+44 20 7946 0018',
  billing_email: 'ledger@thamesjourneys.example',
};

/** Fills the application form open in `tab` with `form` (by the fields' names), as an applicant types and chooses. */
export async function fillApplication(tab: Page, form: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(form)) {
    if (name === 'lang') continue;
    const field = tab.locator(`[name="${name}"]`);
    if (['country', 'vat_registered', 'partner_kind', 'expected_volume'].includes(name)) await field.selectOption(value);
    else await field.fill(value);
  }
}

/** A form posted from the service's own page. */
export const postForm = (app: Express, path: string, form: Record<string, string> = {}) => request(app).post(path).set('Origin', OWN_ORIGIN).type('form').send(form);

/** The last e-mail to an address, and the token of the link to `path` in it. */
export async function linkMailed(db: Db, to: string, path: string): Promise<{ mail: Record<string, string>; token: string }> {
  const mails = (await db('mail_outbox').where({ to_address: to }).orderBy('created_at')) as Array<Record<string, string>>;
  for (const mail of [...mails].reverse()) {
    const token = new RegExp(`${path.replace(/\//g, '\\/')}/([A-Za-z0-9_-]{43})`).exec(mail.text ?? '')?.[1];
    if (token) return { mail, token };
  }
  throw new Error(`no e-mail to ${to} links to ${path}`);
}

let trns = 0;
/** A TRN no other application of the run has: one open application per TRN, so each applicant needs its own. */
export const freshTrn = (): string => `100${String(++trns).padStart(9, '0')}003`;

/** Applies with the form (its own TRN unless one is given) and returns the confirmation link's token. */
export async function apply(app: Express, db: Db, form: Record<string, string> = {}): Promise<string> {
  const res = await postForm(app, '/trade/apply', { ...goodForm, trn: freshTrn(), ...form });
  if (res.status !== 200) throw new Error(`the application was refused: ${res.status}`);
  return (await linkMailed(db, ((form.email ?? goodForm.email) as string).toLowerCase(), '/trade/apply/confirm')).token;
}

/** What a reader sees of a page, less what keeps its own direction (`<bdi>`), the operator's brand in the header, styles and markup. */
export function chromeText(page: string): string {
  return page
    .replace(/<style\b[\s\S]*?<\/style>/g, ' ')
    .replace(/<header>[\s\S]*?<\/header>/g, ' ')
    .replace(/<bdi\b[^>]*>[\s\S]*?<\/bdi>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, ' ');
}

import { createHash, createSecretKey, type KeyObject } from 'node:crypto';
import type { Knex } from 'knex';
import type { Db } from '../../platform/db';
import { classifyDbError } from '../../platform/dbErrors';
import type { Clock } from '../../platform/clock';
import { newDeskReference, newId, newSecret } from '../../platform/ids';
import { queueMail } from '../../platform/mailer';
import { seal, unseal } from '../../platform/sealed';
import { createApiKey, createAccount, findAccount, setCommercialTerms } from '../../apiKeys/store';
import { ALL_SCOPES } from '../../apiKeys/scopes';
import { setAccountLegalDetails } from '../../engine/accountLegalDetails';
import { canonicalPhone, canonicalTrn } from '../../engine/operatorIdentity';
import { DeskError, REFERENCE_PREFIX, queueTask } from '../../engine/desk';
import { declineReason, type AccountRequestAnswer } from '../../engine/accountRequestAnswers';
import { Partition, type PartitionSections } from '../../engine/partition';
import { partitionClock } from '../../engine/partitions';
import { recordEvent } from '../../engine/events';
import { DomainError } from '../../errors';
import { stampView } from '../../engine/serializer';
import { publicUrl } from '../../engine/publicLinks';
import { storeSettings, storedSettings } from '../../engine/partitionSettings';
import { UAE } from '../../engine/countries';
import { isCountry, countryName } from './countries';
import { WORDS, fill, type Lang, type WordKey } from './words';

/**
 * Partner onboarding: a company applies on the public form (`/trade/apply`), confirms its e-mail
 * address by a single-use link, and gets an account (live access off) with a test key at once;
 * the application is then a `partner_application` task the desk approves (a live key, revealed
 * once through a single-use link) or declines with a reason.
 *
 * The application names the recipient of the partner's tax invoices: the registered address
 * (street and building, city, country), the e-mail address invoices go to, and whether the company
 * is registered for VAT in the UAE. A TRN is asked of a UAE company registered for VAT only, and
 * refused from any other: a company abroad, or one under the UAE's registration threshold, applies
 * without one.
 *
 * One open application (waiting for its e-mail link, or with the desk) per e-mail address and per
 * TRN (an application without a TRN is held by its e-mail address alone), held by a unique index of the database: a second one is answered exactly as a first (the
 * form's page says to check the e-mail), stores nothing and creates no account; the contact of
 * the application already open is told by e-mail that someone applied again. The TRN an applicant
 * gives is a claim: the desk sees it as `trn_claimed`, and it becomes the account's legal detail
 * only when the desk approves.
 */
export const PARTNER_KINDS = ['agency', 'hotel_desk', 'corporate', 'dmc'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];
export const VOLUMES = ['under_50', '50_200', '200_1000', 'over_1000'] as const;
export type Volume = (typeof VOLUMES)[number];

export const KIND_WORDS: Readonly<Record<PartnerKind, WordKey>> = { agency: 'kind_agency', hotel_desk: 'kind_hotel_desk', corporate: 'kind_corporate', dmc: 'kind_dmc' };
export const VAT_ANSWERS = ['yes', 'no'] as const;
export type VatAnswer = (typeof VAT_ANSWERS)[number];
export const VAT_WORDS: Readonly<Record<VatAnswer, WordKey>> = { yes: 'vat_yes', no: 'vat_no' };
export const VOLUME_WORDS: Readonly<Record<Volume, WordKey>> = { under_50: 'volume_under_50', '50_200': 'volume_50_200', '200_1000': 'volume_200_1000', over_1000: 'volume_over_1000' };

const CONFIRM_HOURS = 24;
const REVEAL_DAYS = 7;
const HOUR_MS = 3_600_000;

/** The form's fields, in the order the form shows them. */
export const FIELDS = [
  'legal_name',
  'licence_number',
  'licence_authority',
  'website',
  'address',
  'city',
  'country',
  'vat_registered',
  'trn',
  'contact_name',
  'email',
  'phone',
  'billing_email',
  'partner_kind',
  'expected_volume',
  'use_case',
] as const;
export type Field = (typeof FIELDS)[number];
export type FormValues = Record<Field, string>;

/** The fields an applicant may leave empty: the TRN, asked only of a UAE company registered for VAT. */
export const OPTIONAL_FIELDS: ReadonlySet<Field> = new Set<Field>(['trn']);

/**
 * An application as stored: the form's values, with the TRN null when none was given (nor
 * asked) and the VAT answer a boolean (null on an application stored before it was asked).
 */
export interface Application extends Omit<FormValues, 'trn' | 'vat_registered' | 'address' | 'city' | 'billing_email'> {
  trn: string | null;
  vat_registered: boolean | number | null;
  address: string | null;
  city: string | null;
  billing_email: string | null;
  id: string;
  lang: Lang;
  status: 'pending_email' | 'submitted' | 'approved' | 'declined';
  email_token_expires_at: string;
  email_token_used_at: string | null;
  account_id: string | null;
  desk_reference: string | null;
  decision_note: string | null;
  client_ip: string | null;
  created_at: string;
  submitted_at: string | null;
  decided_at: string | null;
}

/** The token travels only in the e-mail; what is stored is its SHA-256. */
const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** The key a live key is sealed under: derived from the reveal link's token, so only the link opens it (the stored hash does not). */
const revealKey = (token: string): KeyObject => createSecretKey(createHash('sha256').update(`partner-key-reveal:${token}`, 'utf8').digest());

/** An application's canonical e-mail address (NFKC, case-folded, trimmed): one open application per address. */
export const applicationEmailKey = (email: string): string => email.normalize('NFKC').trim().toLowerCase();
/** An application's canonical TRN (its digits): one open application per TRN. */
export const applicationTrnKey = (trn: string): string => trn.normalize('NFKC').replace(/[^0-9]/g, '');

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
/** C0 controls other than tab, LF and CR, and DEL. */
const hasControl = (value: string): boolean =>
  [...value].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 0x20 && c !== '\t' && c !== '\n' && c !== '\r') || code === 0x7f;
  });

export type Parsed = { ok: true; values: FormValues } | { ok: false; values: FormValues; problems: Partial<Record<Field, WordKey>> };

function lengthOk(value: string, min: number, max: number): boolean {
  return value.length >= min && value.length <= max;
}

function websiteOk(raw: string): boolean {
  if (raw.length > 300) return false;
  try {
    const url = new URL(raw);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

const emailOk = (email: string): boolean => email.length <= 254 && /^[^\s@<>()",;:]+@[^\s@<>()",;:.]+(\.[^\s@<>()",;:.]+)+$/.test(email);

/** The form as posted: every field checked (the first problem of each kept beside it), the values as typed for the form shown again. */
export function parseApplication(body: Readonly<Record<string, unknown>>): Parsed {
  const typed = Object.fromEntries(FIELDS.map((field) => [field, text(body[field]).slice(0, 4000)])) as FormValues;
  const values: FormValues = { ...typed, country: typed.country.toUpperCase() };
  const problems: Partial<Record<Field, WordKey>> = {};
  const refuse = (field: Field, key: WordKey): void => {
    problems[field] ??= key;
  };
  for (const field of FIELDS) if (hasControl(typed[field])) refuse(field, 'error_control');
  values.legal_name = values.legal_name.replace(/\s+/g, ' ');
  values.contact_name = values.contact_name.replace(/\s+/g, ' ');
  if (!lengthOk(values.legal_name, 2, 200)) refuse('legal_name', 'error_legal_name');
  if (!lengthOk(values.licence_number, 2, 60)) refuse('licence_number', 'error_licence_number');
  if (!lengthOk(values.licence_authority, 2, 120)) refuse('licence_authority', 'error_licence_authority');
  values.address = values.address.replace(/\s+/g, ' ');
  values.city = values.city.replace(/\s+/g, ' ');
  if (!lengthOk(values.address, 2, 200)) refuse('address', 'error_address');
  if (!lengthOk(values.city, 2, 100)) refuse('city', 'error_city');
  const country = isCountry(values.country) ? values.country : null;
  if (country === null) refuse('country', 'error_country');
  const vat = (VAT_ANSWERS as readonly string[]).includes(values.vat_registered) ? (values.vat_registered as VatAnswer) : null;
  if (vat === null) refuse('vat_registered', 'error_vat_registered');
  // A UAE TRN is held by a company registered in the UAE: one abroad answers no.
  else if (vat === 'yes' && country !== null && country !== UAE) refuse('vat_registered', 'error_vat_outside');
  if (typed.trn === '') {
    if (vat === 'yes' && country === UAE) refuse('trn', 'error_trn_required');
  } else if (vat === 'no' || (country !== null && country !== UAE)) {
    refuse('trn', 'error_trn_not_asked');
  } else {
    try {
      values.trn = canonicalTrn(typed.trn.normalize('NFKC'), (message) => new Error(message));
    } catch {
      refuse('trn', 'error_trn');
    }
  }
  if (!lengthOk(values.contact_name, 2, 120)) refuse('contact_name', 'error_contact_name');
  if (!emailOk(values.email)) refuse('email', 'error_email');
  if (!emailOk(values.billing_email)) refuse('billing_email', 'error_billing_email');
  try {
    values.phone = canonicalPhone(typed.phone, (message) => new Error(message));
  } catch {
    refuse('phone', 'error_phone');
  }
  if (!websiteOk(values.website)) refuse('website', 'error_website');
  if (!(PARTNER_KINDS as readonly string[]).includes(values.partner_kind)) refuse('partner_kind', 'error_partner_kind');
  if (!(VOLUMES as readonly string[]).includes(values.expected_volume)) refuse('expected_volume', 'error_expected_volume');
  if (!lengthOk(values.use_case, 10, 2000)) refuse('use_case', 'error_use_case');
  if (Object.keys(problems).length > 0) return { ok: false, values: typed, problems };
  return { ok: true, values: { ...values, email: values.email.toLowerCase(), billing_email: values.billing_email.toLowerCase() } };
}

const plusHours = (clock: Clock, hours: number): string => new Date(clock.now().getTime() + hours * HOUR_MS).toISOString();

/** What the applicant is told after posting the form, the same whether the application was stored or repeated one already open. */
export interface Submitted {
  email: string;
}

/**
 * Stores an application waiting for its e-mail address to be confirmed and queues the e-mail with
 * the confirmation link, in one transaction (no mail without the application, nor the reverse).
 * When an application with the same canonical e-mail address or TRN is open, the database refuses
 * the second (concurrent posts included): nothing of it is stored, its contact gets no link, the
 * open application's contact is told someone applied again, and the answer is the same.
 */
export async function submitApplication(db: Db, clock: Clock, publicBaseUrl: string, values: FormValues, lang: Lang, clientIp: string): Promise<Submitted> {
  const token = newSecret();
  const now = clock.now().toISOString();
  const trn = values.trn === '' ? null : values.trn;
  const row = {
    id: newId('app'),
    ...values,
    trn,
    vat_registered: values.vat_registered === 'yes',
    email_key: applicationEmailKey(values.email),
    trn_key: trn === null ? null : applicationTrnKey(trn),
    lang,
    status: 'pending_email' as const,
    email_token_hash: hashToken(token),
    email_token_expires_at: plusHours(clock, CONFIRM_HOURS),
    email_token_used_at: null,
    account_id: null,
    desk_reference: null,
    decision_note: null,
    client_ip: clientIp.slice(0, 64),
    created_at: now,
    submitted_at: null,
    decided_at: null,
  };
  try {
    await db.transaction(async (trx) => {
      // An unconfirmed application whose link has expired gives up its e-mail address and TRN.
      await trx('partner_applications')
        .where({ status: 'pending_email' })
        .where('email_token_expires_at', '<=', now)
        .where((held) => heldBy(held, row.email_key, row.trn_key))
        .update({ email_key: null, trn_key: null });
      await trx('partner_applications').insert(row);
      const words = WORDS[lang];
      await queueMail(trx, clock, {
        to: row.email,
        subject: fill(words, 'mail_confirm_subject'),
        text: fill(words, 'mail_confirm_body', { name: row.contact_name, company: row.legal_name, expires: row.email_token_expires_at, link: publicUrl(publicBaseUrl, `/trade/apply/confirm/${token}`) }),
        related: { type: 'partner_application', id: row.id },
      });
    });
  } catch (err) {
    if (classifyDbError(err) !== 'unique_violation') throw err;
    await tellOpenApplicants(db, clock, row.email_key, row.trn_key);
  }
  return { email: row.email };
}

/** The applications holding this e-mail address, or this TRN when there is one (no TRN holds nothing: `trn_key is null` would match every application without one). */
function heldBy(held: Knex.QueryBuilder, emailKey: string, trnKey: string | null): Knex.QueryBuilder {
  void held.where({ email_key: emailKey });
  if (trnKey !== null) void held.orWhere({ trn_key: trnKey });
  return held;
}

/** E-mails the contact of each open application holding this e-mail address or TRN that someone applied again. */
async function tellOpenApplicants(db: Db, clock: Clock, emailKey: string, trnKey: string | null): Promise<void> {
  const open = (await db('partner_applications')
    .whereIn('status', ['pending_email', 'submitted'])
    .where((held) => heldBy(held, emailKey, trnKey))
    .select('id', 'email', 'contact_name', 'legal_name', 'lang')) as Array<Pick<Application, 'id' | 'email' | 'contact_name' | 'legal_name' | 'lang'>>;
  for (const application of open) {
    const words = WORDS[application.lang];
    await queueMail(db, clock, {
      to: application.email,
      subject: fill(words, 'mail_again_subject'),
      text: fill(words, 'mail_again_body', { name: application.contact_name, company: application.legal_name }),
      related: { type: 'partner_application', id: application.id },
    });
  }
}

/** An application as stored, with its token's hash and its canonical keys. */
type StoredApplication = Application & { email_token_hash: string; email_key: string | null; trn_key: string | null };
const withoutStoredKeys = ({ email_token_hash: _hash, email_key: _email, trn_key: _trn, ...application }: StoredApplication): Application => application;

export type LinkState<T> = { state: 'invalid' } | { state: 'used'; lang: Lang } | { state: 'expired'; lang: Lang } | ({ state: 'open' } & T);

const isToken = (token: string): boolean => /^[A-Za-z0-9_-]{20,100}$/.test(token);

/** The application a confirmation link is for, and whether the link still works (a GET: changes nothing). */
export async function findByConfirmation(db: Db, clock: Clock, token: string): Promise<LinkState<{ application: Application }>> {
  if (!isToken(token)) return { state: 'invalid' };
  const row = (await db('partner_applications').where({ email_token_hash: hashToken(token) }).first()) as StoredApplication | undefined;
  if (!row) return { state: 'invalid' };
  const lang = row.lang;
  if (row.email_token_used_at !== null) return { state: 'used', lang };
  if (row.email_token_expires_at <= clock.now().toISOString()) return { state: 'expired', lang };
  const application = withoutStoredKeys(row);
  return { state: 'open', application };
}

export interface Confirmed {
  application: Application;
  reference: string;
  testKey: string;
  keyId: string;
}

/**
 * What the application says of the company for VAT, as the desk reads it: registered in the UAE
 * (with the TRN it claims), in the UAE and not registered, or outside the UAE (with its country).
 */
export function vatStatusWords(application: Pick<Application, 'country' | 'trn'>): string {
  if (application.trn !== null && application.trn !== '') return 'VAT-registered in the UAE';
  return application.country === UAE ? 'Not VAT-registered in the UAE' : `Outside the UAE (${application.country})`;
}

/** The same in the task's one-line summary, after the country's name. */
function vatStatusShort(application: Pick<Application, 'country' | 'trn'>): string {
  if (application.trn !== null && application.trn !== '') return 'VAT-registered';
  return application.country === UAE ? 'not VAT-registered' : 'outside the UAE';
}

/** The registered address on one line, as the account's legal details keep it: street and building, then city. */
const addressLine = (application: Pick<Application, 'address' | 'city'>): string => [application.address, application.city].filter((part) => part !== null && part !== '').join(', ');

/** What the desk reads of an application: who, where from, what kind, how much. */
function summaryOf(application: Application): string {
  const en = WORDS.en;
  return `Partner application from ${application.legal_name} (${countryName(application.country, 'en')}, ${vatStatusShort(application)}): ${en[KIND_WORDS[application.partner_kind as PartnerKind]]}, ${en[VOLUME_WORDS[application.expected_volume as Volume]].toLowerCase()} bookings a month; contact ${application.contact_name} <${application.email}>`;
}

/**
 * Uses a confirmation link, once: the account is created (live access off) with the company's
 * legal name (its TRN is a claim the desk checks: set when the desk approves), a test key with every scope is issued, and the application becomes the desk's
 * `partner_application` task, all in one transaction. The link is claimed by a conditional update
 * first, so of two posts of the same link one creates the account and the other finds it used.
 * Nothing secret is e-mailed: the key is answered to the page only.
 */
export async function confirmApplication(db: Db, clock: Clock, token: string): Promise<LinkState<Confirmed>> {
  const found = await findByConfirmation(db, clock, token);
  if (found.state !== 'open') return found;
  const { application } = found;
  const claimed = await db.transaction(async (trx): Promise<Confirmed | null> => {
    const now = clock.now().toISOString();
    const taken = await trx('partner_applications')
      .where({ id: application.id, status: 'pending_email' })
      .whereNull('email_token_used_at')
      .where('email_token_expires_at', '>', now)
      // eslint-disable-next-line no-restricted-syntax -- an application comes before any account, so no partition's machine holds it: this conditional update is its one move out of pending_email, and what makes the link single-use
      .update({ status: 'submitted', email_token_used_at: now, submitted_at: now });
    if (taken === 0) return null;
    const account = await createAccount(trx, clock, application.legal_name);
    await setAccountLegalDetails(trx, clock, account.id, { legal_name: application.legal_name });
    const key = await createApiKey(trx, clock, account.id, 'test', ALL_SCOPES);
    const reference = newDeskReference(REFERENCE_PREFIX.partner_application);
    const submitted: Application = { ...application, status: 'submitted', email_token_used_at: now, submitted_at: now, account_id: account.id, desk_reference: reference };
    await trx('partner_applications').where({ id: application.id }).update({ account_id: account.id, desk_reference: reference });
    await queueTask(trx, {
      kind: 'partner_application',
      reference,
      summary: summaryOf(submitted),
      createdAt: now,
      accountId: account.id,
      subjectType: 'partner_application',
      subjectId: application.id,
      details: {
        application_id: application.id,
        legal_name: application.legal_name,
        trade_licence_number: application.licence_number,
        trade_licence_authority: application.licence_authority,
        registered_address: addressLine(application),
        country: application.country,
        vat_status: vatStatusWords(application),
        // What the applicant says; the account's TRN only once the desk approves.
        trn_claimed: application.trn,
        contact_name: application.contact_name,
        email: application.email,
        phone: application.phone,
        billing_email: application.billing_email,
        website: application.website,
        partner_kind: application.partner_kind,
        expected_volume: application.expected_volume,
        use_case: application.use_case,
        test_key_id: key.summary.id,
      },
    });
    const words = WORDS[application.lang];
    await queueMail(trx, clock, {
      to: application.email,
      subject: fill(words, 'mail_received_subject', { reference }),
      text: fill(words, 'mail_received_body', { name: application.contact_name, company: application.legal_name, reference }),
      related: { type: 'partner_application', id: application.id },
    });
    return { application: submitted, reference, testKey: key.key, keyId: key.summary.id };
  });
  if (claimed !== null) return { state: 'open', ...claimed };
  // Another post of the same link got there first, or it expired meanwhile: say which.
  const now = await findByConfirmation(db, clock, token);
  return now.state === 'open' ? { state: 'used', lang: application.lang } : now;
}

interface RevealRow {
  id: string;
  application_id: string;
  account_id: string;
  key_id: string;
  sealed_key: string | null;
  expires_at: string;
  used_at: string | null;
}

export interface RevealView {
  company: string;
  lang: Lang;
}

async function revealView(db: Db, row: RevealRow): Promise<RevealView> {
  const application = (await db('partner_applications').where({ id: row.application_id }).first('legal_name', 'lang')) as { legal_name: string; lang: Lang };
  return { company: application.legal_name, lang: application.lang };
}

async function findReveal(db: Db, clock: Clock, token: string): Promise<LinkState<{ row: RevealRow; view: RevealView }>> {
  if (!isToken(token)) return { state: 'invalid' };
  const row = (await db('partner_key_reveals').where({ token_hash: hashToken(token) }).first()) as RevealRow | undefined;
  if (!row) return { state: 'invalid' };
  const view = await revealView(db, row);
  if (row.used_at !== null || row.sealed_key === null) return { state: 'used', lang: view.lang };
  if (row.expires_at <= clock.now().toISOString()) return { state: 'expired', lang: view.lang };
  return { state: 'open', row, view };
}

/** Whether a reveal link still works (a GET: changes nothing). */
export async function revealLink(db: Db, clock: Clock, token: string): Promise<LinkState<{ view: RevealView }>> {
  const found = await findReveal(db, clock, token);
  return found.state === 'open' ? { state: 'open', view: found.view } : found;
}

/** Reveals a live key once: the link is claimed by a conditional update that also clears the sealed key, then the key is opened with the token. */
export async function revealKeyOnce(db: Db, clock: Clock, token: string): Promise<LinkState<{ view: RevealView; key: string }>> {
  const found = await findReveal(db, clock, token);
  if (found.state !== 'open') return found;
  const now = clock.now().toISOString();
  const taken = await db('partner_key_reveals').where({ id: found.row.id }).whereNull('used_at').where('expires_at', '>', now).update({ used_at: now, sealed_key: null });
  if (taken === 0) {
    const again = await findReveal(db, clock, token);
    return again.state === 'open' ? { state: 'used', lang: found.view.lang } : again;
  }
  return { state: 'open', view: found.view, key: unseal(revealKey(token), found.row.sealed_key as string, found.row.id) };
}

/** The decision's event, with its inbox notice, in the account's live partition and in its test one (where the partner's test key reads its inbox). */
async function recordDecision(sections: PartitionSections, db: Db, clock: Clock, operator: string, application: Application, accountId: string, notice: { title: string; body: string }): Promise<void> {
  const account = await findAccount(db, accountId);
  for (const mode of ['live', 'test'] as const) {
    const partition = Partition.forDesk(sections, db, await partitionClock(db, clock, { account_id: accountId, mode }), accountId, operator, mode);
    await recordEvent(partition, {
      type: 'account.application_decided',
      subjectType: 'account',
      subjectId: accountId,
      data: stampView(partition, 'account', {
        id: accountId,
        name: account.name,
        live_access: account.live_access,
        application: { id: application.id, reference: application.desk_reference, status: application.status, reason: application.status === 'declined' ? application.decision_note : null },
      }),
      notice: { kind: 'service_notice', ...notice },
    });
  }
}

/** The contact's name as a person's names: the first word, and the rest (each as long as a person's name may be). */
function personNames(contact: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = contact.trim().split(/\s+/);
  return { first_name: first.slice(0, 60), last_name: rest.join(' ').slice(0, 60) };
}

/** What the approval did about the account's owner: the contact invited, or why not. */
type OwnerInvitation = { invited: true; user_id: string; email: string; invitation_expires_at: string | null } | { invited: false; reason: string };

/**
 * Invites the application's contact as the owner of the account's live partition, in the
 * approval's transaction (the invitation e-mailed with it). Under a savepoint: an account that
 * has its owner already (or whose people hold the address) is approved all the same, and the
 * answer says why nobody was invited.
 */
async function inviteContactAsOwner(sections: PartitionSections, db: Db, clock: Clock, operator: string, accountId: string, application: Application, publicBaseUrl: string): Promise<OwnerInvitation> {
  const invite = sections.inviteOwner;
  if (invite === null) return { invited: false, reason: "no section of this service keeps the account's people" };
  const live = Partition.forDesk(sections, db, clock, accountId, operator, 'live');
  try {
    const owner = await db.transaction((savepoint) => invite(live.on(savepoint), { email: application.email, ...personNames(application.contact_name) }, publicBaseUrl));
    return { invited: true, user_id: owner.id, email: owner.email, invitation_expires_at: owner.invitation_expires_at };
  } catch (err) {
    if (err instanceof DomainError) return { invited: false, reason: err.message };
    if (classifyDbError(err) === 'unique_violation') return { invited: false, reason: "another invitation of the account's owner was stored at the same moment" };
    throw err;
  }
}

/**
 * The desk's answer to a partner application. Accepting sets the account's commercial terms when
 * given, issues a live key and stores it only sealed behind a single-use reveal link that is
 * e-mailed to the contact; live access stays off until the operator switches it on. Declining
 * needs the reason the applicant is told. Either way the partner hears by e-mail and in its inbox.
 */
export const answerPartnerApplication: AccountRequestAnswer = async (sections, db, clock, task, decision, operator) => {
  const stored = (await db('partner_applications').where({ desk_reference: task.reference }).first()) as StoredApplication | undefined;
  if (!stored || stored.account_id === null) throw new DeskError({ code: 'refused', message: `desk task ${task.reference} has no partner application` });
  const application = withoutStoredKeys(stored);
  const accountId = stored.account_id;
  if (decision.accountId && decision.accountId !== accountId) throw new DeskError({ code: 'refused', message: `desk task ${task.reference} came from account ${accountId}, not ${decision.accountId}` });
  if (decision.creditLine) throw new DeskError({ code: 'refused', message: `a partner application is accepted with commercial terms (--terms tariff|commission|net_rate [--percent <n>]), not a credit line` });
  if (application.status !== 'submitted') throw new DeskError({ code: 'refused', message: `partner application ${application.id} is ${application.status}, so it cannot be answered` });
  const words = WORDS[application.lang];
  const now = clock.now().toISOString();
  const move = async (status: 'approved' | 'declined', note: string | null): Promise<Application> => {
    const moved = await db('partner_applications')
      .where({ id: application.id, status: 'submitted' })
      // eslint-disable-next-line no-restricted-syntax -- the application's one move out of submitted, guarded by its current status; it lives outside any partition, so no partition's machine holds it
      .update({ status, decision_note: note, decided_at: now });
    if (moved === 0) throw new DeskError({ code: 'refused', message: `partner application ${application.id} was answered meanwhile` });
    return { ...application, status, decision_note: note, decided_at: now };
  };

  if (decision.accept) {
    if (!decision.publicBaseUrl) throw new DeskError({ code: 'refused', message: 'accepting a partner application e-mails a link: the service address (PUBLIC_BASE_URL) is needed' });
    const terms = decision.commercialTerms ? await setCommercialTerms(db, clock, accountId, decision.commercialTerms.terms, decision.commercialTerms.basisPoints) : await findAccount(db, accountId);
    const approved = await move('approved', decision.note?.trim() || null);
    // What the applicant gave of the invoices' recipient, checked by the desk, is now the account's:
    // its legal name, registered address and country, the TRN it claimed (none when it gave none),
    // and the live partition's billing e-mail.
    const address = addressLine(application);
    await setAccountLegalDetails(db, clock, accountId, {
      legal_name: application.legal_name,
      ...(address === '' ? {} : { address }),
      country: application.country,
      trn: application.trn ?? '',
    });
    if (application.billing_email !== null) {
      const live = Partition.forDesk(sections, db, clock, accountId, operator, 'live');
      await storeSettings(live, { ...(await storedSettings(live)), billing_email: application.billing_email });
    }
    const key = await createApiKey(db, clock, accountId, 'live', ALL_SCOPES);
    const token = newSecret();
    const revealId = newId('rvl');
    const expiresAt = new Date(clock.now().getTime() + REVEAL_DAYS * 24 * HOUR_MS).toISOString();
    await db('partner_key_reveals').insert({
      id: revealId,
      application_id: application.id,
      account_id: accountId,
      key_id: key.summary.id,
      token_hash: hashToken(token),
      sealed_key: seal(revealKey(token), key.key, revealId),
      expires_at: expiresAt,
      used_at: null,
      created_at: now,
    });
    const owner = await inviteContactAsOwner(sections, db, clock, operator, accountId, application, decision.publicBaseUrl);
    await queueMail(db, clock, {
      to: application.email,
      subject: fill(words, 'mail_approved_subject', { reference: task.reference }),
      text: fill(words, 'mail_approved_body', {
        name: application.contact_name,
        company: application.legal_name,
        reference: task.reference,
        expires: expiresAt,
        link: publicUrl(decision.publicBaseUrl, `/trade/keys/${token}`),
        owner: owner.invited ? fill(words, 'mail_owner_invited', { company: application.legal_name, email: owner.email, expires: owner.invitation_expires_at ?? '' }) : '',
        note: approved.decision_note ? fill(words, 'mail_note', { note: approved.decision_note }) : '',
      }),
      related: { type: 'partner_application', id: application.id },
    });
    await recordDecision(sections, db, clock, operator, approved, accountId, {
      title: 'Application approved',
      body: `The trade desk approved the application of ${application.legal_name} (${task.reference}). Your live key was e-mailed to ${application.email} as a link that shows it once, until ${expiresAt}.${owner.invited ? ` ${application.contact_name} is invited to the partner portal as the account's owner (the invitation e-mailed to ${owner.email}).` : ''} Live access is switched on by the operator; until then live keys are refused and your test key keeps working.`,
    });
    return {
      accountId,
      result: {
        decision: 'accepted',
        account_id: accountId,
        key_id: key.summary.id,
        key_prefix: key.summary.prefix,
        reveal_link_expires_at: expiresAt,
        emailed_to: application.email,
        live_access: terms.live_access,
        commercial_terms: { terms: terms.commercial_terms, percent: terms.terms_basis_points / 100 },
        owner,
      },
    };
  }

  const reason = declineReason(task, decision);
  const declined = await move('declined', reason);
  await queueMail(db, clock, {
    to: application.email,
    subject: fill(words, 'mail_declined_subject', { reference: task.reference }),
    text: fill(words, 'mail_declined_body', { name: application.contact_name, company: application.legal_name, reference: task.reference, reason }),
    related: { type: 'partner_application', id: application.id },
  });
  await recordDecision(sections, db, clock, operator, declined, accountId, {
    title: 'Application declined',
    body: `The trade desk declined the application of ${application.legal_name} (${task.reference}): ${reason}. Your test key keeps working on test data.`,
  });
  return { accountId, result: { decision: 'declined', account_id: accountId, reason, emailed_to: application.email } };
};

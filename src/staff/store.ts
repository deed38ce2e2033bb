import type { KeyObject } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from '../platform/clock';
import { newId } from '../platform/ids';
import { seal, unseal } from '../platform/sealed';
import { errors } from '../errors';
import { recordAudit, type AuditOrigin } from '../engine/audit';
import { staffRoles } from '../generated/ops/enums';
import type { components } from '../generated/ops/openapi-types';
import { hashPassword, newRecoveryCodes, newToken, newTotpSecret, tokenHash, totpStep, MIN_PASSWORD_LENGTH } from './secrets';

export type StaffRole = components['schemas']['StaffRole'];
export type StaffMember = components['schemas']['StaffMember'];

/** The staff's data, shared by the operator API, the set-up page and the command line. */
export interface StaffRow {
  id: string;
  email: string;
  email_key: string;
  name: string;
  roles: string;
  status: StaffMember['status'];
  password_hash: string | null;
  totp_secret_sealed: string | null;
  totp_last_step: number | string | null;
  created_at: string;
  updated_at: string;
  last_signed_in_at: string | null;
}

export const SETUP_LINK_HOURS = 24;
const HOUR_MS = 3_600_000;

export const emailKey = (email: string): string => email.trim().toLowerCase();

export const isStaffRole = (value: string): value is StaffRole => (staffRoles as readonly string[]).includes(value);

/** Roles in the contract's order, once each. */
export const orderedRoles = (roles: readonly StaffRole[]): StaffRole[] => staffRoles.filter((role) => roles.includes(role));

export function toStaffMember(row: StaffRow): StaffMember {
  return { id: row.id, email: row.email, name: row.name, roles: orderedRoles(row.roles.split(',').filter(isStaffRole)), status: row.status, created_at: row.created_at, last_signed_in_at: row.last_signed_in_at };
}

/** The TOTP secret is bound to its person: a sealed value copied to another row does not open. */
const totpContext = (staffId: string): string => `staff_totp:${staffId}`;
export const sealTotpSecret = (key: KeyObject, staffId: string, secret: string): string => seal(key, secret, totpContext(staffId));
export const openTotpSecret = (key: KeyObject, row: StaffRow): string | null =>
  row.totp_secret_sealed === null ? null : unseal(key, row.totp_secret_sealed, totpContext(row.id));

export const setupUrl = (publicBaseUrl: string, token: string): string => `${publicBaseUrl}/ops/setup/${token}`;

export interface NewStaff {
  email: string;
  name: string;
  roles: readonly StaffRole[];
}

export interface StaffInvitation {
  staff: StaffMember;
  setup_url: string;
  setup_expires_at: string;
}

const ADDRESS = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;

/** Adds a member of staff (invited) and a single-use set-up link; audited in `trx`. */
export async function createStaff(trx: Knex.Transaction, clock: Clock, publicBaseUrl: string, origin: AuditOrigin, input: NewStaff): Promise<StaffInvitation> {
  const email = input.email.trim();
  const name = input.name.trim();
  if (!ADDRESS.test(email) || email.length > 254) throw errors.invalidField('email', 'must be an email address');
  if (name === '' || name.length > 200) throw errors.invalidField('name', 'must be 1 to 200 characters');
  if (input.roles.length === 0) throw errors.invalidField('roles', 'must have at least 1 item');
  const key = emailKey(email);
  if (await trx('staff').where({ email_key: key }).first()) throw errors.staffExists(email);
  const now = clock.now();
  const row: StaffRow = {
    id: newId('stf'),
    email,
    email_key: key,
    name,
    roles: orderedRoles(input.roles).join(','),
    status: 'invited',
    password_hash: null,
    totp_secret_sealed: null,
    totp_last_step: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    last_signed_in_at: null,
  };
  await trx('staff').insert(row);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SETUP_LINK_HOURS * HOUR_MS).toISOString();
  await trx('staff_setup_tokens').insert({ token_hash: tokenHash(token), staff_id: row.id, created_at: row.created_at, expires_at: expiresAt, used_at: null });
  const staff = toStaffMember(row);
  await recordAudit(trx, clock, origin, { action: 'staff.created', subjectType: 'staff', subjectId: row.id, change: { after: staff } });
  return { staff, setup_url: setupUrl(publicBaseUrl, token), setup_expires_at: expiresAt };
}

export async function listStaff(db: Knex): Promise<StaffMember[]> {
  const rows = (await db('staff').select('*').orderBy([{ column: 'name' }, { column: 'id' }])) as StaffRow[];
  return rows.map(toStaffMember);
}

export async function staffByEmail(db: Knex, email: string): Promise<StaffRow | undefined> {
  return (await db('staff').where({ email_key: emailKey(email) }).first()) as StaffRow | undefined;
}

export async function staffById(db: Knex, id: string): Promise<StaffRow | undefined> {
  return (await db('staff').where({ id }).first()) as StaffRow | undefined;
}

/** Disables a member of staff and ends every session they hold, in `trx`; audited. */
export async function disableStaff(trx: Knex.Transaction, clock: Clock, origin: AuditOrigin, row: StaffRow): Promise<{ staff: StaffMember; sessions_ended: number }> {
  if (origin.staffId === row.id) throw errors.cannotDisableSelf();
  const now = clock.now().toISOString();
  const ended = await trx('staff_sessions').where({ staff_id: row.id }).whereNull('ended_at').update({ ended_at: now });
  if (row.status === 'disabled') return { staff: toStaffMember(row), sessions_ended: ended };
  // A person's access, not a subject of the state machines (bookings, requests): its changes are recorded in audit_events.
  // eslint-disable-next-line no-restricted-syntax
  await trx('staff').where({ id: row.id }).update({ status: 'disabled', updated_at: now });
  const staff = toStaffMember({ ...row, status: 'disabled' });
  await recordAudit(trx, clock, origin, {
    action: 'staff.disabled',
    subjectType: 'staff',
    subjectId: row.id,
    change: { before: { status: row.status }, after: { status: 'disabled' }, sessions_ended: ended },
  });
  return { staff, sessions_ended: ended };
}

/** What the set-up page shows, or why it cannot. */
export type SetupLink = { state: 'open'; staff: StaffRow; tokenHash: string } | { state: 'used' | 'expired' | 'unknown' };

export async function readSetupLink(db: Knex, clock: Clock, token: string): Promise<SetupLink> {
  const hash = tokenHash(token);
  const link = (await db('staff_setup_tokens').where({ token_hash: hash }).first()) as { staff_id: string; expires_at: string; used_at: string | null } | undefined;
  if (!link) return { state: 'unknown' };
  if (link.used_at !== null) return { state: 'used' };
  if (link.expires_at <= clock.now().toISOString()) return { state: 'expired' };
  const staff = await staffById(db, link.staff_id);
  if (!staff || staff.status === 'disabled') return { state: 'unknown' };
  return { state: 'open', staff, tokenHash: hash };
}

/** Why the set-up form was refused, in words for the person at it. */
export class SetupRefusal extends Error {}

/**
 * Completes a set-up: the password, the enrolled authenticator confirmed by one of its codes, and
 * new recovery codes, answered once. The link is spent in the same transaction; a second
 * submission of the same form finds it used.
 */
export async function completeSetup(
  trx: Knex.Transaction,
  clock: Clock,
  dataKey: KeyObject,
  origin: AuditOrigin,
  link: { staff: StaffRow; tokenHash: string },
  input: { password: string; totpSecret: string; code: string },
): Promise<string[]> {
  if (input.password.length < MIN_PASSWORD_LENGTH) throw new SetupRefusal(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  if (input.password.length > 200) throw new SetupRefusal('The password must be at most 200 characters long.');
  if (!/^[A-Z2-7]{32}$/.test(input.totpSecret)) throw new SetupRefusal('The authenticator key of this page is damaged; open the link again.');
  const step = totpStep(input.totpSecret, input.code.replace(/\s/g, ''), clock);
  if (step === null) throw new SetupRefusal('That code is not the authenticator’s current code. Check the time on the device and try the next code.');
  const now = clock.now().toISOString();
  const spent = await trx('staff_setup_tokens').where({ token_hash: link.tokenHash }).whereNull('used_at').where('expires_at', '>', now).update({ used_at: now });
  if (spent !== 1) throw new SetupRefusal('This set-up link has been used or has expired.');
  await trx('staff')
    .where({ id: link.staff.id })
    .update({
      password_hash: await hashPassword(input.password),
      totp_secret_sealed: sealTotpSecret(dataKey, link.staff.id, input.totpSecret),
      totp_last_step: step,
      // A person's access, not a subject of the state machines (bookings, requests): its changes are recorded in audit_events.
      // eslint-disable-next-line no-restricted-syntax
      status: 'active',
      updated_at: now,
    });
  const codes = newRecoveryCodes();
  await trx('staff_recovery_codes').where({ staff_id: link.staff.id }).delete();
  await trx('staff_recovery_codes').insert(codes.map((code) => ({ staff_id: link.staff.id, code_hash: tokenHash(code), created_at: now, used_at: null })));
  await recordAudit(trx, clock, { ...origin, staffId: link.staff.id }, {
    action: 'staff.setup_completed',
    subjectType: 'staff',
    subjectId: link.staff.id,
    change: { before: { status: link.staff.status }, after: { status: 'active' }, recovery_codes_issued: codes.length },
  });
  return codes;
}

export { newTotpSecret };

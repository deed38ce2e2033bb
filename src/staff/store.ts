import type { KeyObject } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from '../platform/clock';
import { newId } from '../platform/ids';
import { seal, unseal } from '../platform/sealed';
import { errors } from '../errors';
import { recordAudit, type AuditOrigin } from '../engine/audit';
import { releaseClaimsOf } from '../engine/desk';
import { kindsOfRoles } from '../engine/desk';
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
  const link = await newSetupLink(trx, clock, publicBaseUrl, row.id);
  const staff = toStaffMember(row);
  await recordAudit(trx, clock, origin, { action: 'staff.created', subjectType: 'staff', subjectId: row.id, change: { after: staff } });
  return { staff, ...link };
}

/** A new single-use set-up link of `staffId` (24 hours); every link they had before is spent, so only the newest works. */
async function newSetupLink(trx: Knex.Transaction, clock: Clock, publicBaseUrl: string, staffId: string): Promise<{ setup_url: string; setup_expires_at: string }> {
  const now = clock.now();
  await spendSetupLinks(trx, clock, staffId);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SETUP_LINK_HOURS * HOUR_MS).toISOString();
  await trx('staff_setup_tokens').insert({ token_hash: tokenHash(token), staff_id: staffId, created_at: now.toISOString(), expires_at: expiresAt, used_at: null });
  return { setup_url: setupUrl(publicBaseUrl, token), setup_expires_at: expiresAt };
}

/** Kills every unused set-up link of `staffId`. */
async function spendSetupLinks(trx: Knex.Transaction, clock: Clock, staffId: string): Promise<number> {
  return trx('staff_setup_tokens').where({ staff_id: staffId }).whereNull('used_at').update({ used_at: clock.now().toISOString() });
}

type Status = StaffMember['status'];

/**
 * Moves a person from the status `from` to `to` in one statement that checks `from`
 * (`UPDATE … WHERE status = from`), with `more` columns; false when the status was no longer
 * `from`, so of a disable and a set-up at once only the one that finds its status wins.
 */
async function moveStatus(trx: Knex.Transaction, clock: Clock, staffId: string, from: Status, to: Status, more: Record<string, unknown> = {}): Promise<boolean> {
  // A person's access, not a subject of the state machines (bookings, requests): its changes are recorded in audit_events.
  // eslint-disable-next-line no-restricted-syntax
  const moved = await trx('staff').where({ id: staffId, status: from }).update({ ...more, status: to, updated_at: clock.now().toISOString() });
  return moved === 1;
}

/** The person as stored now, for a refusal or an answer after a change. */
async function reread(trx: Knex.Transaction, row: StaffRow): Promise<StaffRow> {
  return (await staffById(trx, row.id)) ?? row;
}

const STATUS_WORDS: Record<Status, string> = { invited: 'invited (set-up not finished)', active: 'active', disabled: 'disabled' };

/**
 * A new set-up link for someone who has not finished set-up (status `invited`): the links they
 * had stop working. Refused for anyone else (an active person's authenticator is reset instead;
 * a disabled person is enabled first). Audited in `trx`.
 */
export async function reinviteStaff(trx: Knex.Transaction, clock: Clock, publicBaseUrl: string, origin: AuditOrigin, row: StaffRow): Promise<StaffInvitation> {
  // Touching the row under `status = invited` takes its lock, so a set-up finishing meanwhile waits or has won.
  if (!(await moveStatus(trx, clock, row.id, 'invited', 'invited'))) {
    const now = await reread(trx, row);
    throw errors.staffStateRefused(`${now.email} is ${STATUS_WORDS[now.status]}: only someone who has not finished set-up is re-invited${now.status === 'active' ? '; reset their authenticator instead' : '; enable them first'}.`);
  }
  const link = await newSetupLink(trx, clock, publicBaseUrl, row.id);
  const after = await reread(trx, row);
  await recordAudit(trx, clock, origin, { action: 'staff.reinvited', subjectType: 'staff', subjectId: row.id, change: { status: 'invited', setup_expires_at: link.setup_expires_at, earlier_links: 'spent' } });
  return { staff: toStaffMember(after), ...link };
}

/**
 * Gives the person exactly `roles` (replacing theirs); tasks they hold of kinds the new roles do
 * not work go back to the queue. An admin cannot take the admin role from themself. Audited in `trx`.
 */
export async function setStaffRoles(trx: Knex.Transaction, clock: Clock, origin: AuditOrigin, row: StaffRow, roles: readonly StaffRole[]): Promise<{ staff: StaffMember; tasks_released: string[] }> {
  if (roles.length === 0) throw errors.invalidField('roles', 'must have at least 1 item');
  const ordered = orderedRoles(roles);
  if (origin.staffId === row.id && !ordered.includes('admin') && row.roles.split(',').includes('admin')) {
    throw errors.staffStateRefused('You cannot take the admin role from yourself; ask another admin.');
  }
  const before = toStaffMember(row).roles;
  await trx('staff').where({ id: row.id }).update({ roles: ordered.join(','), updated_at: clock.now().toISOString() });
  const kinds = kindsOfRoles(ordered);
  const released = await releaseClaimsOf(trx, clock, origin, row.id, 'roles_changed', (kind) => kinds === null || kinds.has(kind));
  await recordAudit(trx, clock, origin, { action: 'staff.roles_set', subjectType: 'staff', subjectId: row.id, change: { before: { roles: before }, after: { roles: ordered }, tasks_released: released } });
  return { staff: toStaffMember(await reread(trx, row)), tasks_released: released };
}

/**
 * Resets an active person's authenticator: their TOTP secret and recovery codes are removed,
 * every session they hold ends, and they go back to `invited` with a new set-up link, where they
 * choose a password and enrol a new authenticator. Audited in `trx`.
 */
export async function resetStaffTwoFactor(
  trx: Knex.Transaction,
  clock: Clock,
  publicBaseUrl: string,
  origin: AuditOrigin,
  row: StaffRow,
): Promise<StaffInvitation & { sessions_ended: number }> {
  if (!(await moveStatus(trx, clock, row.id, 'active', 'invited', { totp_secret_sealed: null, totp_last_step: null }))) {
    const now = await reread(trx, row);
    throw errors.staffStateRefused(`${now.email} is ${STATUS_WORDS[now.status]}: only an active member of staff's authenticator is reset${now.status === 'invited' ? '; re-invite them instead' : '; enable them first'}.`);
  }
  const ended = await trx('staff_sessions').where({ staff_id: row.id }).whereNull('ended_at').update({ ended_at: clock.now().toISOString() });
  await trx('staff_recovery_codes').where({ staff_id: row.id }).delete();
  const link = await newSetupLink(trx, clock, publicBaseUrl, row.id);
  await recordAudit(trx, clock, origin, {
    action: 'staff.two_factor_reset',
    subjectType: 'staff',
    subjectId: row.id,
    change: { before: { status: 'active' }, after: { status: 'invited' }, sessions_ended: ended, setup_expires_at: link.setup_expires_at },
  });
  return { staff: toStaffMember(await reread(trx, row)), ...link, sessions_ended: ended };
}

/**
 * Lets a disabled person sign in again: `active` when they had finished set-up, else `invited`
 * (then re-invite them for a new link: the old ones were spent when they were disabled). Audited in `trx`.
 */
export async function enableStaff(trx: Knex.Transaction, clock: Clock, origin: AuditOrigin, row: StaffRow): Promise<{ staff: StaffMember }> {
  const to: Status = row.password_hash !== null && row.totp_secret_sealed !== null ? 'active' : 'invited';
  if (!(await moveStatus(trx, clock, row.id, 'disabled', to))) {
    const now = await reread(trx, row);
    throw errors.staffStateRefused(`${now.email} is ${STATUS_WORDS[now.status]}: only a disabled member of staff is enabled.`);
  }
  await recordAudit(trx, clock, origin, { action: 'staff.enabled', subjectType: 'staff', subjectId: row.id, change: { before: { status: 'disabled' }, after: { status: to } } });
  return { staff: toStaffMember(await reread(trx, row)) };
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

/** A member of staff by id, 404 when there is none. */
export async function staffMemberById(db: Knex, id: string): Promise<StaffRow> {
  const row = await staffById(db, id);
  if (!row) throw errors.staffNotFound(id);
  return row;
}

/**
 * Disables a member of staff: the status moves in one statement that checks the status it moves
 * from, so a set-up finishing at the same moment either wins first (and is disabled after) or
 * finds the person disabled. Every session they hold ends, their unused set-up links are spent
 * and the tasks they hold go back to the queue, in `trx`; audited.
 */
export async function disableStaff(trx: Knex.Transaction, clock: Clock, origin: AuditOrigin, row: StaffRow): Promise<{ staff: StaffMember; sessions_ended: number }> {
  if (origin.staffId === row.id) throw errors.cannotDisableSelf();
  let current = row;
  // Re-read when the status changed between the read and the update (a set-up finishing).
  for (let tries = 0; current.status !== 'disabled' && !(await moveStatus(trx, clock, row.id, current.status, 'disabled')); tries++) {
    if (tries === 3) throw errors.staffStateRefused(`${row.email} is changing status at this moment; try again.`);
    current = await reread(trx, current);
  }
  const now = clock.now().toISOString();
  const ended = await trx('staff_sessions').where({ staff_id: row.id }).whereNull('ended_at').update({ ended_at: now });
  if (current.status === 'disabled') return { staff: toStaffMember(current), sessions_ended: ended };
  await spendSetupLinks(trx, clock, row.id);
  const released = await releaseClaimsOf(trx, clock, origin, row.id, 'staff_disabled');
  const staff = toStaffMember(await reread(trx, current));
  await recordAudit(trx, clock, origin, {
    action: 'staff.disabled',
    subjectType: 'staff',
    subjectId: row.id,
    change: { before: { status: current.status }, after: { status: 'disabled' }, sessions_ended: ended, tasks_released: released },
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
  const passwordHash = await hashPassword(input.password);
  // The person's row first, then the link's, in the order a disable takes them (disableStaff), so
  // that the two at once wait for each other rather than deadlock on PostgreSQL. Only from
  // `invited`, checked in the same statement: a person disabled meanwhile stays disabled.
  const moved = await moveStatus(trx, clock, link.staff.id, 'invited', 'active', {
    password_hash: passwordHash,
    totp_secret_sealed: sealTotpSecret(dataKey, link.staff.id, input.totpSecret),
    totp_last_step: step,
  });
  if (!moved) throw new SetupRefusal('This set-up link no longer works: ask an administrator for a new one.');
  // A link used or expired meanwhile: the refusal rolls the move back.
  const spent = await trx('staff_setup_tokens').where({ token_hash: link.tokenHash }).whereNull('used_at').where('expires_at', '>', now).update({ used_at: now });
  if (spent !== 1) throw new SetupRefusal('This set-up link has been used or has expired.');
  const codes = newRecoveryCodes();
  await trx('staff_recovery_codes').where({ staff_id: link.staff.id }).delete();
  await trx('staff_recovery_codes').insert(codes.map((code) => ({ staff_id: link.staff.id, code_hash: tokenHash(code), created_at: now, used_at: null })));
  await recordAudit(trx, clock, { ...origin, staffId: link.staff.id }, {
    action: 'staff.setup_completed',
    subjectType: 'staff',
    subjectId: link.staff.id,
    change: { before: { status: 'invited' }, after: { status: 'active' }, recovery_codes_issued: codes.length },
  });
  return codes;
}

export { newTotpSecret };

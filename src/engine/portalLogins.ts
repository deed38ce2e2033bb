import type { Knex } from 'knex';
import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { newId } from '../platform/ids';
import { MIN_PASSWORD_LENGTH } from '../platform/passwords';
import type { components } from '../generated/openapi-types';

type UserRole = components['schemas']['UserRole'];

/**
 * The partner portal's logins, below the sections so that the users section's invitation page
 * (which sets a password) and the portal's sign-in (src/portal/) share them. A login is an e-mail
 * address (trimmed, lower case) with its password, authenticator and passkeys, whatever accounts
 * name it: it belongs to an account while that account's live team (`users` of its live
 * partition) holds the address as an active person, whose role there is what a session may do.
 * A test partition's people are rehearsals and never sign in.
 */
export const loginKey = (email: string): string => email.trim().toLowerCase();

export interface PortalLoginRow {
  id: string;
  email_key: string;
  password_hash: string | null;
  password_changed_at: string | null;
  totp_secret_sealed: string | null;
  totp_last_step: number | string | null;
  totp_enrolled_at: string | null;
  totp_pending_sealed: string | null;
  totp_pending_at: string | null;
  last_account_id: string | null;
  last_mode: string | null;
  last_signed_in_at: string | null;
  created_at: string;
  updated_at: string;
}

export const MAX_PASSWORD_LENGTH = 200;

export async function loginByEmail(db: Db | Knex.Transaction, email: string): Promise<PortalLoginRow | undefined> {
  return (await db('portal_logins').where({ email_key: loginKey(email) }).first()) as PortalLoginRow | undefined;
}

export async function loginById(db: Db | Knex.Transaction, id: string): Promise<PortalLoginRow | undefined> {
  return (await db('portal_logins').where({ id }).first()) as PortalLoginRow | undefined;
}

/** The login of an address, made (without a password) when it has none; of two made at once, the first stays. */
export async function ensureLogin(db: Db | Knex.Transaction, clock: Clock, email: string): Promise<PortalLoginRow> {
  const now = clock.now().toISOString();
  await db('portal_logins')
    .insert({ id: newId('plg'), email_key: loginKey(email), created_at: now, updated_at: now })
    .onConflict('email_key')
    .ignore();
  const row = await loginByEmail(db, email);
  if (!row) throw new Error(`the login of ${loginKey(email)} could not be stored`);
  return row;
}

/** Stores a login's new password hash. */
export async function setLoginPassword(db: Db | Knex.Transaction, clock: Clock, loginId: string, passwordHash: string): Promise<void> {
  const now = clock.now().toISOString();
  await db('portal_logins').where({ id: loginId }).update({ password_hash: passwordHash, password_changed_at: now, updated_at: now });
}

/**
 * Sets the first password of an address's login (made when it has none), only if it has none yet,
 * in one conditional statement: a password is never replaced this way (an invitation's acceptance).
 */
export async function setFirstPassword(db: Db | Knex.Transaction, clock: Clock, email: string, passwordHash: string): Promise<boolean> {
  const login = await ensureLogin(db, clock, email);
  const now = clock.now().toISOString();
  const set = await db('portal_logins').where({ id: login.id }).whereNull('password_hash').update({ password_hash: passwordHash, password_changed_at: now, updated_at: now });
  return set === 1;
}

/** What is wrong with a new password and its confirmation as a person typed them, in words for them; null when nothing is. */
export function passwordProblem(password: string, confirmation?: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
  if (confirmation !== undefined && confirmation !== password) return 'The two passwords are not the same.';
  return null;
}

/** A login's place in one account: the account, and the person its live team holds there. */
export interface Membership {
  accountId: string;
  accountName: string;
  liveAccess: boolean;
  userId: string;
  role: UserRole;
  firstName: string;
  lastName: string;
  email: string;
}

interface MembershipRow {
  account_id: string;
  account_name: string;
  live_access: boolean | number;
  id: string;
  role: UserRole;
  first_name: string;
  last_name: string;
  email: string;
}

const toMembership = (row: MembershipRow): Membership => ({
  accountId: row.account_id,
  accountName: row.account_name,
  liveAccess: Boolean(row.live_access),
  userId: row.id,
  role: row.role,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
});

function memberships(db: Db | Knex.Transaction, email: string): Knex.QueryBuilder {
  return db('users')
    .join('accounts', 'accounts.id', 'users.account_id')
    .where({ 'users.mode': 'live', 'users.status': 'active' })
    .whereRaw('lower(users.email) = ?', [loginKey(email)])
    .select('users.account_id', 'accounts.name as account_name', 'accounts.live_access', 'users.id', 'users.role', 'users.first_name', 'users.last_name', 'users.email');
}

/** Every account whose live team holds the address as an active person, by the account's name. */
export async function membershipsOf(db: Db | Knex.Transaction, email: string): Promise<Membership[]> {
  const rows = (await memberships(db, email).orderBy([{ column: 'accounts.name' }, { column: 'accounts.id' }])) as MembershipRow[];
  return rows.map(toMembership);
}

/** The address's place in one account, if its live team holds it as an active person. */
export async function membershipIn(db: Db | Knex.Transaction, email: string, accountId: string): Promise<Membership | undefined> {
  const row = (await memberships(db, email).where({ 'users.account_id': accountId }).first()) as MembershipRow | undefined;
  return row ? toMembership(row) : undefined;
}

/**
 * Keeps the live teams' `mfa_enabled` (what `GET /users` shows of a person) in step with the
 * login's second factors: an authenticator or a passkey enrolled, or the last of them removed.
 */
export async function markSecondFactor(db: Db | Knex.Transaction, email: string, enabled: boolean): Promise<void> {
  await db('users').where({ mode: 'live' }).whereRaw('lower(email) = ?', [loginKey(email)]).update({ mfa_enabled: enabled });
}

import type { AccountsOfPerson } from '../../engine/sections';
import { createHash, randomBytes } from 'node:crypto';
import type { components } from '../../generated/openapi-types';
import { DomainError, errors } from '../../errors';
import { newId } from '../../platform/ids';
import { queueMail } from '../../platform/mailer';
import { Partition, type PartitionSections } from '../../engine/partition';
import { partitionClock } from '../../engine/partitions';
import { keysetPage } from '../../engine/pagination';
import { stampList, stampView } from '../../engine/serializer';
import { defineMachine, move, recordCreated } from '../../engine/stateMachine';
import { recordEvent, type EventType } from '../../engine/events';
import { publicUrl } from '../../engine/publicLinks';
import { loginByEmail, setFirstPassword } from '../../engine/portalLogins';
import type { Db } from '../../platform/db';
import type { Clock } from '../../platform/clock';

type User = components['schemas']['User'];
type UserList = components['schemas']['UserList'];
type UserRole = components['schemas']['UserRole'];
type UserStatus = components['schemas']['UserStatus'];
type UserInviteRequest = components['schemas']['UserInviteRequest'];

export interface UserQuery {
  limit?: number;
  cursor?: string;
  status?: UserStatus;
  role?: UserRole;
}

export interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: UserRole;
  status: UserStatus;
  mfa_enabled: boolean | number;
  invited_at: string;
  invitation_token_hash: string | null;
  invitation_expires_at: string | null;
  joined_at: string | null;
  last_active_at: string | null;
  deactivated_at: string | null;
  created_at: string;
}

const DAY_MS = 86_400_000;
export const INVITATION_DAYS = 7;

/**
 * A person's states: invited → active when they accept; invited or active → deactivated;
 * deactivated → active (they had joined) or invited (they never had: a new invitation).
 */
export const USER_MACHINE = defineMachine<UserStatus>({
  subject: 'user',
  table: 'users',
  moves: {
    invited: ['active', 'deactivated'],
    active: ['deactivated'],
    deactivated: ['active', 'invited'],
  },
  actions: { active: 'activated', deactivated: 'deactivated', invited: 'invited again' },
});

/** The token travels only in the invitation e-mail; what is stored is its SHA-256. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export function userOf(partition: Partition, row: UserRow): User {
  return stampView(partition, 'user', {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    status: row.status,
    mfa_enabled: Boolean(row.mfa_enabled),
    invited_at: row.invited_at,
    invitation_expires_at: row.status === 'invited' ? row.invitation_expires_at : null,
    joined_at: row.joined_at,
    last_active_at: row.last_active_at,
    deactivated_at: row.status === 'deactivated' ? row.deactivated_at : null,
  });
}

async function readUser(partition: Partition, id: string): Promise<UserRow> {
  const row = (await partition.table('users').where({ id }).first()) as UserRow | undefined;
  if (!row) throw errors.resourceNotFound('user', id);
  return row;
}

async function recordUserEvent(partition: Partition, type: EventType, id: string): Promise<User> {
  const user = userOf(partition, await readUser(partition, id));
  await recordEvent(partition, { type, subjectType: 'user', subjectId: id, data: user });
  return user;
}

export async function listUsers(partition: Partition, query: UserQuery): Promise<UserList> {
  const rows = partition.table('users');
  if (query.status !== undefined) rows.andWhere({ status: query.status });
  if (query.role !== undefined) rows.andWhere({ role: query.role });
  const page = await keysetPage<UserRow>(rows, query.limit, query.cursor);
  return stampList(partition, page.data.map((row) => userOf(partition, row)), page.next_cursor);
}

/**
 * A new invitation for `id`: a fresh single-use token, its hash stored with its expiry, and in a
 * live partition the e-mail carrying it queued in the same transaction. A test partition's
 * invitations are never e-mailed: its people are rehearsals, and their addresses may be real.
 */
interface Invitation {
  tokenHash: string;
  expiresAt: string;
  /** What the answer may show: a test partition's link (it is e-mailed to nobody), never a live one. */
  shownUrl: string | undefined;
}

async function issueInvitation(partition: Partition, publicBaseUrl: string, user: { id: string; email: string; first_name: string }): Promise<Invitation> {
  const token = randomBytes(32).toString('base64url');
  const url = publicUrl(publicBaseUrl, `/invitations/${token}`);
  const expiresAt = new Date(partition.clock.now().getTime() + INVITATION_DAYS * DAY_MS).toISOString();
  if (partition.reachesInboxes) {
    const account = (await partition.db('accounts').where({ id: partition.accountId }).first('name')) as { name: string } | undefined;
    const company = account?.name ?? 'your company';
    await queueMail(partition.db, partition.clock, {
      to: user.email,
      subject: `You are invited to ${company}'s trade account`,
      text: [
        `Hello ${user.first_name},`,
        '',
        `${company} has invited you to its trade account.`,
        '',
        `Accept the invitation here (the link works once, until ${expiresAt}):`,
        url,
      ].join('\n'),
      related: { type: 'user_invitation', id: user.id },
    });
  }
  return { tokenHash: hashToken(token), expiresAt, shownUrl: partition.reachesInboxes ? undefined : url };
}

const withInvitationUrl = (user: User, invitation: Invitation): User => (invitation.shownUrl === undefined ? user : { ...user, invitation_url: invitation.shownUrl });

/** Stores a new person, `invited`, with a fresh invitation (e-mailed in a live partition, in `p`'s transaction). */
async function storeInvited(p: Partition, publicBaseUrl: string, person: { email: string; first_name: string; last_name: string; role: UserRole }): Promise<{ id: string; invitation: Invitation }> {
  const id = newId('usr');
  const invitation = await issueInvitation(p, publicBaseUrl, { id, email: person.email, first_name: person.first_name });
  const now = p.now();
  await p.insert('users', {
    id,
    ...person,
    status: 'invited',
    mfa_enabled: false,
    invited_at: now,
    invitation_token_hash: invitation.tokenHash,
    invitation_expires_at: invitation.expiresAt,
    created_at: now,
  });
  await recordCreated(p, USER_MACHINE, id, 'invited');
  return { id, invitation };
}

export async function inviteUser(partition: Partition, request: UserInviteRequest, publicBaseUrl: string): Promise<User> {
  if (request.role === 'owner') throw errors.invalidField('role', 'ownership moves only through the trade desk; invite with another role');
  const email = request.email.toLowerCase();
  return partition.transaction(async (p) => {
    if (await p.table('users').where({ email }).first('id')) throw errors.emailTaken(email);
    const { id, invitation } = await storeInvited(p, publicBaseUrl, { email, first_name: request.first_name, last_name: request.last_name, role: request.role });
    return withInvitationUrl(await recordUserEvent(p, 'user.invited', id), invitation);
  });
}

export async function changeUserRole(partition: Partition, id: string, role: UserRole): Promise<User> {
  if (role === 'owner') throw errors.invalidField('role', 'ownership moves only through the trade desk');
  return partition.transaction(async (p) => {
    // Conditional on the state it was read in: of a role change and a deactivation at the same
    // moment, the later one re-reads and is judged on what the first left.
    for (;;) {
      const user = await readUser(p, id);
      if (user.role === 'owner') throw errors.invalidState('user', id, 'the owner', 'given another role');
      if (user.status === 'deactivated') throw errors.invalidState('user', id, 'deactivated', 'given another role; reactivate them first');
      if (user.role === role) return userOf(p, user);
      const updated = await p.table('users').where({ id, status: user.status }).update({ role });
      if (updated > 0) return userOf(p, await readUser(p, id));
    }
  });
}

export async function deactivateUser(partition: Partition, id: string): Promise<User> {
  return partition.transaction(async (p) => {
    const user = await readUser(p, id);
    if (user.role === 'owner') throw errors.invalidState('user', id, 'the owner', 'deactivated');
    // A pending invitation dies with the deactivation: its token no longer names anyone.
    await move(p, USER_MACHINE, id, 'deactivated', { deactivated_at: p.now(), invitation_token_hash: null, invitation_expires_at: null });
    return recordUserEvent(p, 'user.deactivated', id);
  });
}

export async function reactivateUser(partition: Partition, id: string, publicBaseUrl: string): Promise<User> {
  return partition.transaction(async (p) => {
    const user = await readUser(p, id);
    if (user.status !== 'deactivated') throw errors.invalidState('user', id, user.status, 'reactivated');
    // Only an owner whose invitation lapsed and was replaced is deactivated: the account has its owner.
    if (user.role === 'owner') throw errors.invalidState('user', id, 'an owner whose invitation was replaced', 'reactivated');
    if (user.joined_at !== null) {
      await move(p, USER_MACHINE, id, 'active', { deactivated_at: null });
      return recordUserEvent(p, 'user.reactivated', id);
    }
    const invitation = await issueInvitation(p, publicBaseUrl, user);
    await move(p, USER_MACHINE, id, 'invited', {
      deactivated_at: null,
      invited_at: p.now(),
      invitation_token_hash: invitation.tokenHash,
      invitation_expires_at: invitation.expiresAt,
    });
    return withInvitationUrl(await recordUserEvent(p, 'user.reactivated', id), invitation);
  });
}

/** A person the operator invites as the account's owner. */
export interface OwnerInvitee {
  email: string;
  first_name: string;
  last_name: string;
}

/** The owner the partition has now: invited or active (one at most, by the index users_one_owner). */
export async function currentOwner(partition: Partition): Promise<UserRow | undefined> {
  return (await partition.table('users').where({ role: 'owner' }).whereIn('status', ['invited', 'active']).first()) as UserRow | undefined;
}

/** The refusal of an owner's invitation while the partition has an owner who holds it, naming them. */
export function ownerHeld(partition: Partition, owner: UserRow): DomainError {
  const who = `${`${owner.first_name} ${owner.last_name}`.trim()} <${owner.email}> (${owner.id})`;
  const since =
    owner.status === 'active'
      ? `active since ${owner.joined_at ?? owner.invited_at}`
      : `invited at ${owner.invited_at}, the invitation open until ${owner.invitation_expires_at ?? ''}`;
  return new DomainError({ code: 'refused', message: `account ${partition.accountId} already has its owner, ${who}, ${since}: an account has one owner, so nothing was stored` });
}

/**
 * Invites the account's owner, for the operator (the desk approving the partner's application, or
 * `npm run admin -- account owner`): a person with the role `owner`, `invited`, with an invitation
 * as any other's (e-mailed in a live partition, in this transaction). Refused while the partition
 * has an owner who is active, or invited with an invitation still open. An owner's invitation that
 * lapsed unaccepted is replaced: sent again with a new token to the same address, or, for another
 * address, the lapsed owner is deactivated (they never joined) and the new one invited. An address
 * that already belongs to someone else of the partition is refused. Two invitations at once: the
 * index users_one_owner stores one; the other's insert fails with a unique violation.
 */
export async function inviteOwner(partition: Partition, invitee: OwnerInvitee, publicBaseUrl: string): Promise<User> {
  const email = invitee.email.toLowerCase();
  return partition.transaction(async (p) => {
    const now = p.now();
    const owner = await currentOwner(p);
    if (owner && (owner.status === 'active' || owner.invitation_expires_at === null || owner.invitation_expires_at > now)) throw ownerHeld(p, owner);
    if (owner && owner.email === email) {
      const invitation = await issueInvitation(p, publicBaseUrl, { id: owner.id, email, first_name: invitee.first_name });
      // Conditional on the lapsed token it replaces: of two invitations at once, one replaces it.
      const replaced = await p
        .table('users')
        .where({ id: owner.id, status: 'invited', invitation_token_hash: owner.invitation_token_hash })
        .update({ first_name: invitee.first_name, last_name: invitee.last_name, invited_at: now, invitation_token_hash: invitation.tokenHash, invitation_expires_at: invitation.expiresAt });
      if (replaced === 0) throw ownerHeld(p, (await currentOwner(p)) ?? owner);
      return recordUserEvent(p, 'user.invited', owner.id);
    }
    const holder = (await p.table('users').where({ email }).first()) as UserRow | undefined;
    if (holder) {
      throw new DomainError({ field: 'email', code: 'invalid', message: `${email} already belongs to ${`${holder.first_name} ${holder.last_name}`.trim()} (${holder.id}), ${holder.status} with the role ${holder.role}: invite the owner with an address of their own` });
    }
    if (owner) {
      await move(p, USER_MACHINE, owner.id, 'deactivated', { deactivated_at: now, invitation_token_hash: null, invitation_expires_at: null });
      await recordUserEvent(p, 'user.deactivated', owner.id);
    }
    const { id } = await storeInvited(p, publicBaseUrl, { email, first_name: invitee.first_name, last_name: invitee.last_name, role: 'owner' });
    return recordUserEvent(p, 'user.invited', id);
  });
}

export type InvitationLookup =
  | { state: 'open'; partition: Partition; user: UserRow; company: string }
  | { state: 'expired' | 'unknown' };

/**
 * The invitation a link's token opens: its person, their partition and the company. Only the
 * token's hash is stored, so the look-up is by hash; a used token no longer matches anything.
 */
export async function findInvitation(sections: PartitionSections, db: Db, clock: Clock, token: string): Promise<InvitationLookup> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return { state: 'unknown' };
  const row = (await db('users').where({ invitation_token_hash: hashToken(token), status: 'invited' }).first()) as (UserRow & { account_id: string; mode: 'test' | 'live' }) | undefined;
  if (!row) return { state: 'unknown' };
  const partition = Partition.forVisitor(sections, db, await partitionClock(db, clock, row), row, 'invitation');
  if (row.invitation_expires_at === null || row.invitation_expires_at <= partition.now()) return { state: 'expired' };
  const account = (await db('accounts').where({ id: row.account_id }).first('name')) as { name: string } | undefined;
  return { state: 'open', partition, user: row, company: account?.name ?? 'the account' };
}

/**
 * Whether accepting this invitation sets the person's portal password: a live team's invitation
 * (its people sign in to the partner portal) whose e-mail address has no password yet. A test
 * partition's people never sign in; a login that has a password (the person is in another
 * account's team) keeps it.
 */
export async function invitationSetsPassword(db: Db, found: Extract<InvitationLookup, { state: 'open' }>): Promise<boolean> {
  if (!found.partition.signsInToPortal) return false;
  return !(await loginByEmail(db, found.user.email))?.password_hash;
}

/**
 * Accepts an invitation: the person becomes `active` and the token is spent, in one conditional
 * move (of two acceptances at once, one wins; the other finds the invitation used). With
 * `passwordHash` (a live team's invitation whose login has no password), the login's password is
 * set in the same transaction, only if it still has none: an invitation never replaces a password.
 */
export async function acceptInvitation(sections: PartitionSections, db: Db, clock: Clock, token: string, passwordHash: string | null = null): Promise<InvitationLookup> {
  const found = await findInvitation(sections, db, clock, token);
  if (found.state !== 'open') return found;
  return found.partition.transaction(async (p) => {
    const now = p.now();
    const taken = await p.table('users').where({ id: found.user.id, status: 'invited', invitation_token_hash: hashToken(token) }).update({ invitation_token_hash: null, invitation_expires_at: null });
    if (taken === 0) return { state: 'unknown' } as const;
    await move(p, USER_MACHINE, found.user.id, 'active', { joined_at: now, last_active_at: now });
    await recordUserEvent(p, 'user.activated', found.user.id);
    if (passwordHash !== null && p.signsInToPortal) await setFirstPassword(p.db, clock, found.user.email, passwordHash);
    return { ...found, partition: p, user: await readUser(p, found.user.id) };
  });
}

/** The accounts whose live partition has an active person with this e-mail address, whatever its case. */
export const accountsOfPerson: AccountsOfPerson = async (db, email) => {
  const rows = (await db('users')
    .where({ mode: 'live', status: 'active' })
    .whereRaw('lower(email) = ?', [email.trim().toLowerCase()])
    .distinct('account_id')) as Array<{ account_id: string }>;
  return rows.map((row) => row.account_id);
};

import type { components } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import { errors } from '../../errors';
import { newId } from '../../platform/ids';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { TestData, isMissingTestId } from '../../engine/testData';
import { paginate } from '../../engine/pagination';

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

const DAY_MS = 86_400_000;
const INVITATION_DAYS = 7;
const ROLES: readonly UserRole[] = ['admin', 'booker', 'booker', 'booker', 'finance', 'viewer'];

const emailOf = (first: string, last: string, account: string): string =>
  `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + `@${account.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'partner'}.example`;

/** The deterministic test person behind an id: the same id always reads the same. */
function testUser(id: string, accountName: string, clock: Clock): User {
  if (isMissingTestId(id)) throw errors.resourceNotFound('user', id);
  const data = new TestData(`user:${id}`);
  const now = clock.now().getTime();
  const owner = data.chance(0.08);
  const role: UserRole = owner ? 'owner' : data.pick(ROLES);
  const status: UserStatus = owner ? 'active' : data.pick(['active', 'active', 'active', 'invited', 'deactivated'] as const);
  const joined = owner || status === 'active' || (status === 'deactivated' && data.chance(0.8));
  const { first_name, last_name } = data.person();
  const invitedAt = now - data.int(2, 700) * DAY_MS - data.int(0, 86_399) * 1000;
  const invitedAtRecent = status === 'invited' ? now - data.int(0, INVITATION_DAYS * 24 - 1) * 3600_000 : invitedAt;
  const joinedAt = joined ? Math.min(now - DAY_MS, invitedAtRecent + data.int(1, 72) * 3600_000) : null;
  const deactivatedAt = status === 'deactivated' ? Math.min(now - 3600_000, (joinedAt ?? invitedAtRecent) + data.int(1, 200) * DAY_MS) : null;
  const lastActive = joinedAt === null ? null : Math.min(deactivatedAt ?? now - 60_000, now - data.int(1, 20 * 24 * 60) * 60_000);
  const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
  return {
    object: 'user',
    sandbox: true,
    id,
    email: emailOf(first_name, last_name, accountName),
    first_name,
    last_name,
    role,
    status,
    mfa_enabled: joined && data.chance(0.6),
    invited_at: new Date(invitedAtRecent).toISOString(),
    invitation_expires_at: status === 'invited' ? new Date(invitedAtRecent + INVITATION_DAYS * DAY_MS).toISOString() : null,
    joined_at: iso(joinedAt),
    last_active_at: lastActive === null || joinedAt === null ? null : new Date(Math.max(lastActive, joinedAt)).toISOString(),
    deactivated_at: iso(deactivatedAt),
  };
}

/** The account's test team: exactly one owner, owner first, then by name. */
/** Every test team shows each status, so a partner can build against all of them. */
const STATUSES_SHOWN: readonly UserStatus[] = ['active', 'invited', 'deactivated'];

function testTeam(principal: ApiPrincipal, clock: Clock): User[] {
  const data = new TestData(`team:${principal.account.id}`);
  const size = data.int(6, 45);
  const team: User[] = [];
  let owner: User | null = null;
  const missing = (): UserStatus[] => STATUSES_SHOWN.filter((status) => !team.some((user) => user.status === status && user.role !== 'viewer'));
  while (team.length < size || owner === null || missing().length > 0) {
    const user = testUser(data.id('usr'), principal.account.name, clock);
    if (isMissingTestId(user.id)) continue;
    if (user.role === 'owner') owner ??= user;
    else if (team.length < size || (missing().includes(user.status) && user.role !== 'viewer')) team.push(user);
  }
  team.sort((a, b) => `${a.last_name} ${a.first_name} ${a.id}`.localeCompare(`${b.last_name} ${b.first_name} ${b.id}`));
  return [owner, ...team];
}

export function listUsers(principal: ApiPrincipal, query: UserQuery, clock: Clock): UserList {
  const team = principal.mode === 'live' ? [] : testTeam(principal, clock);
  const matching = team.filter((user) => (query.status === undefined || user.status === query.status) && (query.role === undefined || user.role === query.role));
  return { object: 'list', sandbox: principal.mode === 'test', ...paginate(matching, query.limit, query.cursor) };
}

/** Invites a person: simulated for a test key; live user management opens with production. */
export function inviteUser(principal: ApiPrincipal, request: UserInviteRequest, clock: Clock): User {
  if (request.role === 'owner') throw errors.invalidField('role', 'ownership moves only through the trade desk; invite with another role');
  if (principal.mode === 'live') throw errors.liveNotOpen('user management', 'changed');
  const email = request.email.toLowerCase();
  if (testTeam(principal, clock).some((user) => user.email === email)) throw errors.invalidField('email', 'already belongs to a person of this account');
  const now = clock.now();
  return {
    object: 'user',
    sandbox: true,
    id: newId('usr'),
    email,
    first_name: request.first_name,
    last_name: request.last_name,
    role: request.role,
    status: 'invited',
    mfa_enabled: false,
    invited_at: now.toISOString(),
    invitation_expires_at: new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString(),
    joined_at: null,
    last_active_at: null,
    deactivated_at: null,
  };
}

/** A person of the account; with a live key none exists until production opens. */
function findUser(principal: ApiPrincipal, id: string, clock: Clock): User {
  if (principal.mode === 'live') throw errors.resourceNotFound('user', id);
  return testUser(id, principal.account.name, clock);
}

export function changeUserRole(principal: ApiPrincipal, id: string, role: UserRole, clock: Clock): User {
  if (role === 'owner') throw errors.invalidField('role', 'ownership moves only through the trade desk');
  const user = findUser(principal, id, clock);
  if (user.role === 'owner') throw errors.invalidState('user', id, 'the owner', 'given another role');
  if (user.status === 'deactivated') throw errors.invalidState('user', id, 'deactivated', 'given another role; reactivate them first');
  return { ...user, role };
}

export function deactivateUser(principal: ApiPrincipal, id: string, clock: Clock): User {
  const user = findUser(principal, id, clock);
  if (user.role === 'owner') throw errors.invalidState('user', id, 'the owner', 'deactivated');
  if (user.status === 'deactivated') throw errors.invalidState('user', id, 'deactivated', 'deactivated again');
  return { ...user, status: 'deactivated', invitation_expires_at: null, deactivated_at: clock.now().toISOString() };
}

export function reactivateUser(principal: ApiPrincipal, id: string, clock: Clock): User {
  const user = findUser(principal, id, clock);
  if (user.status !== 'deactivated') throw errors.invalidState('user', id, user.status, 'reactivated');
  const now = clock.now();
  if (user.joined_at !== null) return { ...user, status: 'active', deactivated_at: null };
  return { ...user, status: 'invited', deactivated_at: null, invited_at: now.toISOString(), invitation_expires_at: new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString() };
}

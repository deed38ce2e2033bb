import type { Partition } from '../../engine/partition';
import { recordCreated } from '../../engine/stateMachine';
import { newId } from '../../platform/ids';
import type { components } from '../../generated/openapi-types';
import { INVITATION_DAYS, USER_MACHINE } from './service';

type UserRole = components['schemas']['UserRole'];
type UserStatus = components['schemas']['UserStatus'];

const DAY_MS = 86_400_000;

/**
 * The team of a fresh test partition: the owner, people in every status (so each move can be
 * rehearsed), one deactivated person who had joined and one who never accepted. Invitations are
 * seeded without a usable token: only an invitation made through the API has one.
 */
const TEAM: ReadonlyArray<{ role: UserRole; status: UserStatus; joined: boolean; daysAgo: number }> = [
  { role: 'owner', status: 'active', joined: true, daysAgo: 400 },
  { role: 'admin', status: 'active', joined: true, daysAgo: 300 },
  { role: 'booker', status: 'active', joined: true, daysAgo: 200 },
  { role: 'booker', status: 'active', joined: true, daysAgo: 120 },
  { role: 'finance', status: 'active', joined: true, daysAgo: 90 },
  { role: 'viewer', status: 'active', joined: true, daysAgo: 60 },
  { role: 'booker', status: 'deactivated', joined: true, daysAgo: 180 },
  { role: 'viewer', status: 'deactivated', joined: false, daysAgo: 30 },
  { role: 'booker', status: 'invited', joined: false, daysAgo: 2 },
  { role: 'finance', status: 'invited', joined: false, daysAgo: 1 },
];

async function accountName(partition: Partition): Promise<string> {
  const account = (await partition.db('accounts').where({ id: partition.accountId }).first('name')) as { name: string } | undefined;
  return account?.name ?? '';
}

export async function seedUsers(partition: Partition): Promise<void> {
  const domain = `${await partition.seedValue(async (p) => (await accountName(p)).toLowerCase().replace(/[^a-z0-9]+/g, '') || 'partner')}.example`;
  const data = partition.testData('users');
  const now = partition.clock.now().getTime();
  const emails = new Set<string>();
  for (const [index, person] of TEAM.entries()) {
    const { first_name, last_name } = data.person();
    let email = `${first_name}.${last_name}`.toLowerCase().replace(/[^a-z.]/g, '') + `@${domain}`;
    if (emails.has(email) || email.startsWith('@') || email.startsWith('.')) email = `person${index + 1}@${domain}`;
    emails.add(email);
    const invitedMs = now - person.daysAgo * DAY_MS;
    const joinedMs = person.joined ? invitedMs + data.int(1, 48) * 3_600_000 : null;
    const at = partition.at(new Date(invitedMs));
    const iso = (ms: number | null): string | null => (ms === null ? null : new Date(Math.min(ms, now)).toISOString());
    const id = newId('usr');
    await at.insert('users', {
      id,
      email,
      first_name,
      last_name,
      role: person.role,
      status: person.status,
      mfa_enabled: person.joined && data.chance(0.6),
      invited_at: iso(invitedMs),
      invitation_token_hash: null,
      invitation_expires_at: person.status === 'invited' ? iso(invitedMs + INVITATION_DAYS * DAY_MS) : null,
      joined_at: iso(joinedMs),
      last_active_at: person.status === 'active' && joinedMs !== null ? iso(now - data.int(1, 72) * 3_600_000) : null,
      deactivated_at: person.status === 'deactivated' ? iso(invitedMs + 10 * DAY_MS) : null,
      created_at: iso(invitedMs),
    });
    await recordCreated(at, USER_MACHINE, id, person.status);
  }
}

import type { components } from '../generated/openapi-types';
import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { classifyDbError } from '../platform/dbErrors';
import { DomainError } from '../errors';
import { recordAudit, operatorOf, type AuditOrigin } from '../engine/audit';
import { Partition, type PartitionSections } from '../engine/partition';
import { currentOwner, inviteOwner, ownerHeld, type OwnerInvitee } from '../sections/users/service';
import { partnerAccount } from './partnerAccounts';

type User = components['schemas']['User'];

/** What inviting an account's owner answers: the person as the partners' API shows them, and where the invitation went (never its link). */
export interface OwnerInvited {
  account_id: string;
  user: User;
  invitation_emailed_to: string;
}

/** C0 controls and DEL: no name holds one. */
const hasControl = (value: string): boolean => [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:.]+(\.[^\s@<>()",;:.]+)+$/;

const invalid = (field: string, message: string): DomainError => new DomainError({ field, code: 'invalid', message });

/** The invitee as given, checked: an e-mail address, and names of 1 to 60 characters (trimmed, spaces collapsed). */
function checkedInvitee(given: OwnerInvitee): OwnerInvitee {
  const email = given.email.normalize('NFKC').trim().toLowerCase();
  if (email.length > 254 || !EMAIL.test(email)) throw invalid('email', `must be an e-mail address such as owner@agency.example, got "${given.email}"`);
  const name = (field: 'first_name' | 'last_name'): string => {
    const value = given[field].normalize('NFKC').trim().replace(/\s+/g, ' ');
    if (hasControl(given[field])) throw invalid(field, 'must not hold control characters');
    if (value.length < 1 || value.length > 60) throw invalid(field, `must be 1 to 60 characters, got ${value.length}`);
    return value;
  };
  return { email, first_name: name('first_name'), last_name: name('last_name') };
}

/**
 * Invites the owner of an account the operator made (`npm run admin -- account owner`, or the
 * console's partner page): a person with the role `owner` in the account's live partition,
 * `invited`, the invitation e-mailed in the same transaction, audited (`account.owner_invited`)
 * with who invited them. Refused when the account is unknown (404), an input is malformed (422),
 * the account has an owner who is active or invited with the invitation still open, or the address
 * belongs to another person of the account (409 and 422, naming them). Of two invitations at
 * once, the database's index keeps one; the other is refused as the first refusal would be.
 */
export async function inviteAccountOwner(sections: PartitionSections, db: Db, clock: Clock, origin: AuditOrigin, publicBaseUrl: string, accountId: string, given: OwnerInvitee): Promise<OwnerInvited> {
  await partnerAccount(db, accountId);
  const invitee = checkedInvitee(given);
  const live = Partition.forDesk(sections, db, clock, accountId, operatorOf(origin), 'live');
  try {
    return await db.transaction(async (trx) => {
      const partition = live.on(trx);
      const replaced = await currentOwner(partition);
      const user = await inviteOwner(partition, invitee, publicBaseUrl);
      await recordAudit(trx, clock, origin, {
        action: 'account.owner_invited',
        subjectType: 'account',
        subjectId: accountId,
        change: {
          after: { user_id: user.id, email: user.email, role: user.role, status: user.status, invitation_expires_at: user.invitation_expires_at },
          // An owner whose invitation lapsed unaccepted, replaced by this one.
          ...(replaced ? { replaced: { user_id: replaced.id, email: replaced.email, invitation_expires_at: replaced.invitation_expires_at } } : {}),
        },
      });
      return { account_id: accountId, user, invitation_emailed_to: user.email };
    });
  } catch (err) {
    if (classifyDbError(err) !== 'unique_violation') throw err;
    // Another invitation was stored at the same moment: refused as it would be now, naming who holds the account.
    const owner = await currentOwner(live);
    if (owner) throw ownerHeld(live, owner);
    throw new DomainError({ code: 'refused', message: `${invitee.email} was given to another person of account ${accountId} at the same moment, so nothing was stored` });
  }
}

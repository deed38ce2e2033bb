import type { Knex } from 'knex';
import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { DomainError } from '../errors';
import type { AuditOrigin } from '../engine/audit';
import {
  createStaff,
  disableStaff,
  enableStaff,
  reinviteStaff,
  resetStaffTwoFactor,
  setStaffRoles,
  staffByEmail,
  staffMemberById,
  type NewStaff,
  type StaffRole,
  type StaffRow,
} from '../staff/store';

/**
 * The operator's staff as an admin manages them, from the operator API (by id) and the command
 * line (by e-mail address): each change in one transaction with the lookup of its person, so the
 * row it acts on is the one it reads.
 */

/** Whom a change is about: the API names a member of staff by id, the command line by e-mail address. */
export type StaffLocator = { id: string } | { email: string };

/** The member of staff `who` names, in `trx`; 404 when there is none. */
async function staffMember(trx: Knex.Transaction, who: StaffLocator): Promise<StaffRow> {
  if ('id' in who) return staffMemberById(trx, who.id);
  const row = await staffByEmail(trx, who.email);
  if (!row) throw new DomainError({ code: 'not_found', message: `no member of staff with the e-mail address ${who.email}` });
  return row;
}

/** Runs `act` on the member of staff `who` names, in one transaction. */
const onStaffMember = <T>(db: Db, who: StaffLocator, act: (trx: Knex.Transaction, row: StaffRow) => Promise<T>): Promise<T> =>
  db.transaction(async (trx) => act(trx, await staffMember(trx, who)));

/** Adds a member of staff (invited) with a single-use set-up link; audited. */
export const inviteStaff = (db: Db, clock: Clock, publicBaseUrl: string, origin: AuditOrigin, input: NewStaff) =>
  db.transaction((trx) => createStaff(trx, clock, publicBaseUrl, origin, input));

/** Refuses their sign-in, ends their sessions and releases their claims; audited. */
export const disableStaffMember = (db: Db, clock: Clock, origin: AuditOrigin, who: StaffLocator) =>
  onStaffMember(db, who, (trx, row) => disableStaff(trx, clock, origin, row));

/** Lets a disabled member of staff sign in again; audited. */
export const enableStaffMember = (db: Db, clock: Clock, origin: AuditOrigin, who: StaffLocator) =>
  onStaffMember(db, who, (trx, row) => enableStaff(trx, clock, origin, row));

/** A new set-up link for someone who has not finished set-up, their earlier links dead; audited. */
export const reinviteStaffMember = (db: Db, clock: Clock, publicBaseUrl: string, origin: AuditOrigin, who: StaffLocator) =>
  onStaffMember(db, who, (trx, row) => reinviteStaff(trx, clock, publicBaseUrl, origin, row));

/** The roles given replace the person's roles; audited. */
export const setStaffMemberRoles = (db: Db, clock: Clock, origin: AuditOrigin, who: StaffLocator, roles: readonly StaffRole[]) =>
  onStaffMember(db, who, (trx, row) => setStaffRoles(trx, clock, origin, row, roles));

/** Removes their authenticator, ends their sessions and gives a set-up link for a new one; audited. */
export const resetStaffMemberTwoFactor = (db: Db, clock: Clock, publicBaseUrl: string, origin: AuditOrigin, who: StaffLocator) =>
  onStaffMember(db, who, (trx, row) => resetStaffTwoFactor(trx, clock, publicBaseUrl, origin, row));

import type { Knex } from 'knex';

// One owner per partition while they hold it: of the people of an account's partition, at most one
// is an `owner` who is invited or active, held by a unique partial index, so that two invitations
// of the owner sent at the same moment (the desk approving the application and the operator's
// command, or the command run twice) store one and refuse the other. An owner whose invitation
// lapsed and was replaced is deactivated, and leaves the index with that status.
export async function up(db: Knex): Promise<void> {
  await db.raw("create unique index users_one_owner on users (account_id, mode) where role = 'owner' and status in ('invited', 'active')");
}

export async function down(db: Knex): Promise<void> {
  await db.raw('drop index users_one_owner');
}

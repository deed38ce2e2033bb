import type { Knex } from 'knex';

// Every e-mail the service sends is first a row here, written in the transaction of what caused
// it, then delivered by the "deliver mail" background job (src/platform/mailer.ts). A message
// being delivered carries a claim (token and lease) so that, with several instances on one
// database, each message is taken by one of them; a lease that runs out (its instance died)
// frees the message for another.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('mail_outbox', (t) => {
    t.string('id', 32).primary();
    t.string('to_address', 320).notNullable();
    t.string('subject', 300).notNullable();
    t.text('text').notNullable();
    t.text('html').nullable();
    // What the message is about (a user invitation, a desk task …), for the operator's list.
    t.string('related_type', 40).nullable();
    t.string('related_id', 64).nullable();
    // queued, sent or failed
    t.string('status', 8).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('last_error', 500).nullable();
    // The earliest time the next attempt may be made (retries back off).
    t.string('next_attempt_at', 30).notNullable();
    t.string('claim_token', 32).nullable();
    t.string('claimed_until', 30).nullable();
    // Which instance delivered it (diagnosis of a multi-instance set-up).
    t.string('sent_by', 32).nullable();
    t.string('created_at', 30).notNullable();
    t.string('sent_at', 30).nullable();
    t.index(['status', 'next_attempt_at'], 'mail_outbox_due');
    t.index(['created_at', 'id'], 'mail_outbox_created');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('mail_outbox');
}

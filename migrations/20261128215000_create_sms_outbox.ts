import type { Knex } from 'knex';

// Every text message the service sends (a driver's job link) is first a row here, written in the
// transaction of what caused it (src/platform/sms.ts), as e-mail is in `mail_outbox`. With
// SMS_PROVIDER=outbox (the default) it stays here, listed by `npm run admin -- sms list`; with
// the operator's HTTP gateway the "deliver sms" job sends it, one instance per message (a claim
// with a token and a lease, as the mail outbox's).
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('sms_outbox', (t) => {
    t.string('id', 32).primary();
    // E.164
    t.string('to_phone', 16).notNullable();
    t.text('text').notNullable();
    // What the message is about (a driver's job link …), for the operator's list.
    t.string('related_type', 40).nullable();
    t.string('related_id', 64).nullable();
    // queued, sent or failed
    t.string('status', 8).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('last_error', 500).nullable();
    t.string('next_attempt_at', 30).notNullable();
    t.string('claim_token', 32).nullable();
    t.string('claimed_until', 30).nullable();
    t.string('sent_by', 32).nullable();
    t.string('created_at', 30).notNullable();
    t.string('sent_at', 30).nullable();
    t.index(['status', 'next_attempt_at'], 'sms_outbox_due');
    t.index(['created_at', 'id'], 'sms_outbox_created');
    t.index(['related_type', 'related_id'], 'sms_outbox_related');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('sms_outbox');
}

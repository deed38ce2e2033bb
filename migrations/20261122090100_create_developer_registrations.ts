import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('developer_registrations', (t) => {
    t.string('id', 32).primary();
    t.string('platform_name', 120).notNullable();
    t.string('contact_email', 254).notNullable();
    t.string('use_case', 200).notNullable();
    t.string('token_id', 32).notNullable().unique();
    t.string('token_expires_at', 30).notNullable();
    t.string('client_ip', 64).notNullable();
    t.string('created_at', 30).notNullable();
    t.index(['contact_email']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('developer_registrations');
}

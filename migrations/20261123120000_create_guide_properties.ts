import type { Knex } from 'knex';

// The properties of welcome guides, per partition. What the partner describes (address, host,
// guide texts, languages, services) is kept as one JSON document, read and written whole; what
// is searched or moved (status, name, times) has columns. The guest links are public links
// (`public_links`, kind `guide`), so the public pages resolve them like every other link.
// The Wi-Fi details are sealed (AES-256-GCM under the service's data key): the column never holds
// the password in clear, and a database dump alone does not give it away.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('guide_properties', (t) => {
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.string('id', 32).notNullable();
    // active or paused
    t.string('status', 8).notNullable();
    t.string('name', 120).notNullable();
    t.text('details').notNullable();
    t.text('wifi_sealed').nullable();
    t.string('wifi_updated_at', 30).nullable();
    t.string('created_at', 30).notNullable();
    t.string('updated_at', 30).notNullable();
    t.string('paused_at', 30).nullable();
    t.primary(['account_id', 'mode', 'id']);
    t.index(['account_id', 'mode', 'created_at', 'id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('guide_properties');
}

import type { Knex } from 'knex';

// White-label sites, one per partition. `settings` is what the partner last saved;
// `published_settings` what the public sees (the last version the trade desk approved), so a
// published site keeps serving while its changes wait for review. A site's name in its address is
// unique within a mode (two sites cannot be served at one address), whether saved or published.
//
// Own domains: one row per request, kept after it ends (withdrawn, released) as the record of
// what was asked and what the DNS check found. `held_hostname` is the host name while the domain
// is active and null otherwise: unique within a mode, so an active domain belongs to one site,
// and releasing it frees the name for any account.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('sites', (t) => {
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.string('id', 32).notNullable();
    // draft, in_review, changes_requested or published
    t.string('status', 20).notNullable();
    t.string('subdomain', 40).notNullable();
    t.text('settings').notNullable();
    t.string('published_subdomain', 40).nullable();
    t.text('published_settings').nullable();
    t.string('published_at', 30).nullable();
    // The site_review request of the latest submission.
    t.string('submission_request_id', 32).nullable();
    // The current own domain (pending_dns, active or failed).
    t.string('domain_id', 32).nullable();
    t.string('created_at', 30).notNullable();
    t.string('updated_at', 30).notNullable();
    t.primary(['account_id', 'mode', 'id']);
    t.unique(['account_id', 'mode']);
    t.unique(['mode', 'subdomain']);
    t.unique(['mode', 'published_subdomain']);
  });
  await db.schema.createTable('site_domains', (t) => {
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.string('id', 32).notNullable();
    t.string('site_id', 32).notNullable();
    t.string('hostname', 253).notNullable();
    // pending_dns, active, failed, withdrawn or released
    t.string('status', 12).notNullable();
    // The site_domain request the trade desk answers.
    t.string('request_id', 32).notNullable();
    // What the CNAME must point at, and the TXT record's proof, as they were asked for (a
    // seeded test domain has no target of its own: it shows the configured one).
    t.string('target', 253).nullable();
    t.string('verification_token', 40).notNullable();
    t.string('held_hostname', 253).nullable();
    t.string('requested_at', 30).notNullable();
    t.string('active_at', 30).nullable();
    t.string('lapses_at', 30).nullable();
    t.string('failure_reason', 500).nullable();
    // The desk's DNS check: what was resolved, and whether it passed.
    t.text('dns_check').nullable();
    t.string('ended_at', 30).nullable();
    t.string('created_at', 30).notNullable();
    t.primary(['account_id', 'mode', 'id']);
    t.unique(['mode', 'held_hostname']);
    t.index(['status', 'lapses_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('site_domains');
  await db.schema.dropTable('sites');
}

import type { Knex } from 'knex';

// When the traveller of a live booking with a pickup was sent its confirmation e-mail with the
// link to their live page (`/trip/<token>`): set once, by the conditional update that claims the
// sending, so a traveller gets that e-mail once however the booking comes to be confirmed.
// Null until sent (and for ever on a booking without the traveller's e-mail, or a test one).

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('booking_trips', (t) => {
    t.string('traveller_mailed_at', 30).nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('booking_trips', (t) => {
    t.dropColumn('traveller_mailed_at');
  });
}

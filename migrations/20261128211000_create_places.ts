import type { Knex } from 'knex';

// The operator's place catalogue: hotels, malls, landmarks, airport and cruise terminals,
// stations, hospitals and venues a transfer starts or ends at, with English and Arabic names,
// address, emirate, tariff zone and position. Shared by every partition (the operator's data,
// not a partner's): `plc_…` ids, `status` active or archived (an archived place is no longer
// offered or accepted, and bookings made with it keep it as they stored it).

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('places', (t) => {
    t.string('id', 32).primary();
    // hotel, mall, landmark, airport_terminal, cruise_terminal, station, hospital, venue
    t.string('kind', 20).notNullable();
    t.string('name', 160).notNullable();
    t.string('name_ar', 160).notNullable();
    t.string('address', 240).notNullable();
    // abu_dhabi, dubai, sharjah, ajman, umm_al_quwain, ras_al_khaimah, fujairah
    t.string('emirate', 20).notNullable();
    t.string('zone', 32).nullable();
    t.float('latitude').notNullable();
    t.float('longitude').notNullable();
    // JSON array of the codes a partner may name it by (a hotel chain's property code …).
    t.text('codes').notNullable();
    // The name and codes folded (case, spaces, dashes, NFKC), for search and matching.
    t.text('search_key').notNullable();
    t.string('airport', 3).nullable();
    t.string('terminal', 4).nullable();
    t.string('cruise_terminal', 16).nullable();
    t.string('status', 10).notNullable();
    // Where the place's details were taken from.
    t.string('source', 160).notNullable();
    t.string('created_at', 30).notNullable();
    t.string('updated_at', 30).notNullable();
    t.index(['status', 'kind'], 'places_status_kind');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('places');
}

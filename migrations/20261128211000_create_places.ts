import type { Knex } from 'knex';

// The operator's place catalogue (issue 26): real hotels, malls, landmarks, airport and cruise
// terminals, stations, hospitals and venues that a transfer starts or ends at. One catalogue for
// every account and both modes, so no account_id or mode: partners read it
// (`GET /api/b2b/v1/places`), the operator's staff keep it (ops API, `npm run admin -- place …`).
//
// `zone` is the tariff zone the position lies in, derived (src/engine/tariff.ts zoneAt) whenever
// the place is stored. `codes` is a JSON array of the other names and codes the place answers to;
// `search_key` its folded name, Arabic name and codes (src/engine/placeText.ts), which `q` and a
// look-up by name match. The catalogue is a few hundred rows: `q` scans them (a substring of the
// fold, which no B-tree serves); the indexes serve the filters and the listing by name.

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
    t.double('latitude').notNullable();
    t.double('longitude').notNullable();
    t.text('codes').notNullable();
    t.text('search_key').notNullable();
    // An airport terminal's airport (DXB, DWC, SHJ, AUH) and terminal (T1, T2, T3, MAIN, A).
    t.string('airport', 3).nullable();
    t.string('terminal', 4).nullable();
    // A cruise terminal's: MINA_RASHID, DUBAI_HARBOUR, ZAYED_PORT, KHALID_PORT.
    t.string('cruise_terminal', 16).nullable();
    // active, archived
    t.string('status', 10).notNullable();
    t.string('source', 160).notNullable();
    t.string('created_at', 30).notNullable();
    t.string('updated_at', 30).notNullable();
    t.index(['status', 'kind'], 'places_status_kind');
    t.index(['emirate'], 'places_emirate');
    // The listing and the search, by name within a status.
    t.index(['status', 'name', 'id'], 'places_search');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('places');
}

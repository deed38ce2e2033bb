import type { Knex } from 'knex';
import { zoneAt } from '../src/engine/tariff';
import { placeSearchKey } from '../src/engine/placeText';
import catalogueFile from './places/uae-places.json';

// Loads the place catalogue the repository carries (migrations/places/uae-places.json, about 300
// real places in the seven emirates; README.md beside it says where the data comes from), with
// the ids the file fixes, so every installation names a place by the same id. Each place's zone
// is derived from its position as the service derives it. Down deletes those ids, whatever the
// operator changed in them since; places the operator added stay until the table goes.

interface CataloguePlace {
  id: string;
  kind: string;
  name: string;
  name_ar: string;
  address: string;
  emirate: string;
  latitude: number;
  longitude: number;
  codes: string[];
  airport: string | null;
  terminal: string | null;
  cruise_terminal: string | null;
  source: string;
}

interface CatalogueFile {
  compiled_on: string;
  places: CataloguePlace[];
}

const catalogue = catalogueFile as CatalogueFile;

export async function up(db: Knex): Promise<void> {
  const { compiled_on: compiledOn, places } = catalogue;
  // The catalogue's own date, the same on every installation.
  const at = `${compiledOn}T00:00:00.000Z`;
  const rows = places.map((place) => ({
    ...place,
    zone: zoneAt([place.latitude, place.longitude]),
    codes: JSON.stringify(place.codes),
    search_key: placeSearchKey(place.name, place.name_ar, place.codes),
    status: 'active',
    created_at: at,
    updated_at: at,
  }));
  // SQLite takes at most 999 variables a statement: 50 rows of 19 columns a batch.
  for (let i = 0; i < rows.length; i += 50) await db('places').insert(rows.slice(i, i + 50));
}

export async function down(db: Knex): Promise<void> {
  const { places } = catalogue;
  const ids = places.map((place) => place.id);
  for (let i = 0; i < ids.length; i += 500) await db('places').whereIn('id', ids.slice(i, i + 500)).delete();
}

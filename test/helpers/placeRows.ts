import type { Db } from '../../src/platform/db';
import { foldRef } from '../../src/engine/locations';

/** A row of the place catalogue a test needs, with the fields it does not care about filled in. */
export interface PlaceFixture {
  id: string;
  kind: string;
  name: string;
  name_ar: string;
  address: string;
  emirate: string;
  zone: string | null;
  latitude: number;
  longitude: number;
  codes?: string[];
  airport?: string | null;
  terminal?: string | null;
  cruise_terminal?: string | null;
  status?: 'active' | 'archived';
}

/** Places as the catalogue holds them: the details of the real places, their source named. */
export const PLACES = {
  atlantis: { id: 'plc_AtlantisThePalm00001', kind: 'hotel', name: 'Atlantis The Palm', name_ar: 'أتلانتس النخلة', address: 'Crescent Road, Palm Jumeirah, Dubai', emirate: 'dubai', zone: 'PALM_JUMEIRAH', latitude: 25.1304, longitude: 55.1171, codes: ['ATL-PALM'] },
  dubaiMall: { id: 'plc_TheDubaiMall00000001', kind: 'mall', name: 'The Dubai Mall', name_ar: 'دبي مول', address: 'Financial Centre Road, Downtown Dubai, Dubai', emirate: 'dubai', zone: 'DOWNTOWN_DUBAI', latitude: 25.1985, longitude: 55.2796 },
  emiratesPalace: { id: 'plc_EmiratesPalace000001', kind: 'hotel', name: 'Emirates Palace Mandarin Oriental', name_ar: 'قصر الإمارات ماندارين أورينتال', address: 'West Corniche Road, Al Ras Al Akhdar, Abu Dhabi', emirate: 'abu_dhabi', zone: 'ABU_DHABI_CITY', latitude: 24.4615, longitude: 54.3173 },
  // Archived: no longer offered or accepted.
  closedHotel: { id: 'plc_ClosedHotel000000001', kind: 'hotel', name: 'Hilton Dubai The Walk', name_ar: 'هيلتون دبي ذا ووك', address: 'The Walk, Jumeirah Beach Residence, Dubai', emirate: 'dubai', zone: 'JUMEIRAH_BEACH_RESIDENCE', latitude: 25.0786, longitude: 55.1337, status: 'archived' },
  // In the Hajar mountains, outside every tariff zone.
  hattaLodge: { id: 'plc_HattaDamaniLodges001', kind: 'hotel', name: 'Damani Lodges Hatta', name_ar: 'نزل داماني حتا', address: 'Hatta Dam Road, Hatta, Dubai', emirate: 'dubai', zone: null, latitude: 24.8066, longitude: 56.1256 },
  minaRashid: { id: 'plc_MinaRashidCruise0001', kind: 'cruise_terminal', name: 'Hamdan bin Mohammed Cruise Terminal', name_ar: 'محطة حمدان بن محمد للرحلات البحرية', address: 'Mina Rashid, Port Rashid, Dubai', emirate: 'dubai', zone: 'DEIRA', latitude: 25.2671, longitude: 55.2779, cruise_terminal: 'MINA_RASHID' },
} satisfies Record<string, PlaceFixture>;

/** Puts `places` into the catalogue (the operator's, shared by every partition). */
export async function insertPlaces(db: Db, places: readonly PlaceFixture[]): Promise<void> {
  const at = '2026-11-01T00:00:00.000Z';
  await db('places').insert(
    places.map((place) => ({
      airport: null,
      terminal: null,
      cruise_terminal: null,
      status: 'active',
      ...place,
      codes: JSON.stringify(place.codes ?? []),
      search_key: [place.name, ...(place.codes ?? [])].map(foldRef).join(' '),
      source: 'Test fixture: the property\'s own website',
      created_at: at,
      updated_at: at,
    })),
  );
}

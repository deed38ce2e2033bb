import { CATALOGUE } from '../../engine/activityCatalogue';
import { publicOffers, type PublicOffer } from '../../public/offers';
import { LANDING_PAGES, type LandingPage } from './links';

/**
 * What each landing page sells: a theme of the operator's public offers (tour categories, the
 * airport transfers, or a place). The home page sells everything.
 */
const THEMES: Readonly<Record<LandingPage, readonly string[] | null>> = {
  home: null,
  airport_transfers: ['airport_transfer'],
  tours: ['desert_safari', 'adventure', 'cruise', 'attraction', 'city_tour', 'theme_park', 'water_activity'],
  desert_safaris: ['desert_safari', 'adventure'],
  dhow_cruises: ['cruise'],
  city_tours: ['city_tour', 'attraction'],
  theme_parks: ['theme_park'],
  abu_dhabi: null,
};

const ABU_DHABI_TOURS = new Set(CATALOGUE.filter(({ product }) => product.emirate === 'ABU_DHABI').map(({ product }) => product.id));

export function landingOffers(page: LandingPage): readonly PublicOffer[] {
  if (page === 'abu_dhabi') return publicOffers().filter((offer) => ABU_DHABI_TOURS.has(offer.id) || offer.id.startsWith('trf_AUH_'));
  const themes = THEMES[page];
  return themes === null ? publicOffers() : publicOffers(themes);
}

/** The landing page of a path under `/book` (`/book/desert-safaris` → desert_safaris). */
export function landingOfPath(path: string): LandingPage | null {
  const found = (Object.entries(LANDING_PAGES) as Array<[LandingPage, { path: string }]>).find(([, page]) => page.path === path.replace(/\/$/, '') || (page.path === '/book' && path === '/book/'));
  return found ? found[0] : null;
}

/** A heading for each page, in the words a traveller uses. */
export const LANDING_TITLES: Readonly<Record<LandingPage, string>> = {
  home: 'Tours and transfers in the UAE',
  airport_transfers: 'Private airport transfers',
  tours: 'Tours and activities',
  desert_safaris: 'Desert safaris and adventures',
  dhow_cruises: 'Dhow cruises and yachts',
  city_tours: 'City tours and sights',
  theme_parks: 'Theme parks',
  abu_dhabi: 'Abu Dhabi: tours and transfers',
};

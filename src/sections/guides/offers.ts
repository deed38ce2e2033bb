import type { components } from '../../generated/openapi-types';
import { publicOffers, type PublicOffer } from '../../public/offers';
import type { GuideProperty } from './properties';

type Service = components['schemas']['GuideService'];

/** The offer themes (activity categories, or airport transfers) behind each service a guide features. */
const THEMES: Readonly<Record<Service, readonly string[]>> = {
  airport_transfer: ['airport_transfer'],
  desert_safari: ['desert_safari'],
  dhow_cruise: ['cruise'],
  city_tour: ['city_tour'],
  abu_dhabi_day_trip: ['city_tour'],
  theme_parks: ['theme_park'],
  chauffeur_by_the_hour: [],
};

/**
 * What a guide puts first: the tours of the services its host features, and the airport transfers
 * to the property's own area when the operator runs them (else every transfer, since any guest
 * may fly in elsewhere).
 */
export function featuredOffers(property: Pick<GuideProperty, 'featured_services' | 'address'>): readonly PublicOffer[] {
  const themes = new Set(property.featured_services.flatMap((service) => THEMES[service]));
  const offers = publicOffers([...themes]);
  const area = `_${property.address.area}_`;
  const local = offers.filter((offer) => offer.kind === 'transfer' && offer.id.includes(area));
  const chosen = offers.filter((offer) => offer.kind !== 'transfer' || local.length === 0 || offer.id.includes(area));
  return chosen.length > 0 ? chosen : publicOffers(['airport_transfer']);
}

/** Everything else the operator sells, offered below the featured ones. */
export function otherOffers(property: Pick<GuideProperty, 'featured_services' | 'address'>): readonly PublicOffer[] {
  const featured = new Set(featuredOffers(property).map((offer) => offer.id));
  return publicOffers().filter((offer) => !featured.has(offer.id));
}

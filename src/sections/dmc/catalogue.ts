import type { components } from '../../generated/openapi-types';
import type { VehicleClass } from '../../engine/vehicles';

export type DmcActivity = components['schemas']['DmcActivity'];

export interface ActivitySpec {
  name: string;
  /** Public prices per person, AED. */
  adultAed: number;
  childAed: number;
  /** Usual start, UAE time. */
  start: string;
}

/** Tours and attractions a programme can include, at the public price. */
export const ACTIVITIES: Readonly<Record<DmcActivity, ActivitySpec>> = {
  DESERT_SAFARI_EVENING: { name: 'Evening desert safari with BBQ dinner', adultAed: 250, childAed: 190, start: '15:00' },
  DUBAI_CITY_TOUR_HALF_DAY: { name: 'Dubai city tour, half day', adultAed: 160, childAed: 120, start: '09:00' },
  ABU_DHABI_CITY_TOUR_FULL_DAY: { name: 'Abu Dhabi city tour with Sheikh Zayed Grand Mosque, full day', adultAed: 295, childAed: 220, start: '08:00' },
  DHOW_CRUISE_MARINA_DINNER: { name: 'Dubai Marina dhow cruise with dinner', adultAed: 220, childAed: 150, start: '20:00' },
  BURJ_KHALIFA_AT_THE_TOP: { name: 'Burj Khalifa At the Top, levels 124 and 125', adultAed: 189, childAed: 149, start: '17:30' },
  MUSEUM_OF_THE_FUTURE: { name: 'Museum of the Future', adultAed: 149, childAed: 119, start: '10:00' },
  HATTA_MOUNTAIN_TOUR: { name: 'Hatta mountain and dam tour, full day', adultAed: 320, childAed: 240, start: '07:30' },
  FERRARI_WORLD_YAS: { name: 'Ferrari World Yas Island', adultAed: 345, childAed: 295, start: '11:00' },
};

/** Public rate of a vehicle with chauffeur at disposal, per hour, AED. */
export const HIRE_RATE_AED: Readonly<Record<VehicleClass, number>> = { EXECUTIVE_SEDAN: 110, VIP_V_CLASS: 165, LUXURY_COACH: 350 };

import type { PortalScreen } from '../screen';
import { screens as bookScreens } from './book';
import { screens as bookingsScreens } from './bookings';
import { screens as securityScreens } from './security';

/**
 * Every screen of the portal, each area's list from its own module: an area adds its import and
 * its list below (`import { screens as bookScreens } from './book';` and `...bookScreens,`).
 */
const AREAS: ReadonlyArray<readonly PortalScreen[]> = [
  securityScreens,
  bookScreens,
  bookingsScreens,
];

export const SCREENS: readonly PortalScreen[] = AREAS.flat().sort((a, b) => a.order - b.order);

import type { PortalScreen } from '../screen';
import { screens as bookScreens } from './book';
import { screens as bookingsScreens } from './bookings';
import { screens as securityScreens } from './security';
import { screens as inboxScreens } from './inbox';
import { screens as teamScreens } from './team';
import { screens as developerScreens } from './developers';
import { screens as moneyScreens } from './money';
import { screens as rateScreens } from './rates';

/**
 * Every screen of the portal, each area's list from its own module: an area adds its import and
 * its list below (`import { screens as bookScreens } from './book';` and `...bookScreens,`).
 */
const AREAS: ReadonlyArray<readonly PortalScreen[]> = [securityScreens, bookScreens, bookingsScreens, inboxScreens, teamScreens, developerScreens, moneyScreens, rateScreens];

export const SCREENS: readonly PortalScreen[] = AREAS.flat().sort((a, b) => a.order - b.order);

import type { PortalScreen } from '../screen';

/** Every screen of the portal, each area's list from its own module. */
export const SCREENS: readonly PortalScreen[] = [].sort((a: PortalScreen, b: PortalScreen) => a.order - b.order);

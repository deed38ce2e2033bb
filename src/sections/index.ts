import type { SectionDefinition } from '../engine/sections';
import { transport } from './transport/section';
import { activities } from './activities/section';
import { clientBookings } from './clientBookings/section';
import { hotelDesk } from './hotelDesk/section';
import { users } from './users/section';
import { guides } from './guides/section';
import { site } from './site/section';
import { dmc } from './dmc/section';
import { corporate } from './corporate/section';
import { affiliates } from './affiliates/section';
import { notices } from './notices/section';
import { rates } from './rates/section';
import { widget } from './widget/section';
import { onboarding } from './onboarding/section';
import { trips } from './trips/section';
import { developers } from './developers/section';

/**
 * Every section the service runs, handed to createServices; the engine builds its look-ups from
 * this list. Order matters where parts run in turn: seeders run in this order (a section that
 * books needs the wallet the first one funds; the affiliates' history runs on the days the
 * others booked; notices close last month last, over what the others booked), and public routes
 * and jobs are taken in it. Sections without parts for the engine (events, testHelpers) are
 * reached through their handlers only.
 */
export const allSections: readonly SectionDefinition[] = [
  transport,
  activities,
  clientBookings,
  hotelDesk,
  users,
  guides,
  site,
  dmc,
  corporate,
  affiliates,
  notices,
  rates,
  widget,
  onboarding,
  trips,
  developers,
];

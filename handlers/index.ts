import type { HandlerMap } from '../src/generated/routes';
import * as account from './account';
import * as accountActions from './accountActions';
import * as activities from './activities';
import * as affiliates from './affiliates';
import * as clientBookings from './clientBookings';
import * as corporate from './corporate';
import * as hotelDesk from './hotelDesk';
import * as dmc from './dmc';
import * as developers from './developers';
import * as events from './events';
import * as guides from './guides';
import * as notices from './notices';
import * as places from './places';
import * as rates from './rates';
import * as sandbox from './sandbox';
import * as service from './service';
import * as site from './site';
import * as testHelpers from './testHelpers';
import * as transport from './transport';
import * as users from './users';
import * as widget from './widget';

/**
 * One module per tag; the HandlerMap type fails the typecheck when an operation has no handler.
 * Cruise has none: the contract marks its operations `x-access: '501'`.
 */
export const handlers: HandlerMap = {
  ...account,
  ...accountActions,
  ...activities,
  ...affiliates,
  ...clientBookings,
  ...corporate,
  ...hotelDesk,
  ...dmc,
  ...developers,
  ...events,
  ...guides,
  ...notices,
  ...places,
  ...rates,
  ...sandbox,
  ...service,
  ...site,
  ...testHelpers,
  ...transport,
  ...users,
  ...widget,
};

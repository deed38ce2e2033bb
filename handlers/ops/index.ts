import type { HandlerMap } from '../../src/generated/ops/routes';
import * as audit from './audit';
import * as bookings from './bookings';
import * as dispatch from './dispatch';
import * as finance from './finance';
import * as partners from './partners';
import * as places from './places';
import * as queue from './queue';
import * as settings from './settings';
import * as sessions from './sessions';
import * as staff from './staff';

/** The operator API's handlers, one module per tag of openapi/ops/; a missing one fails the typecheck. */
export const opsHandlers: HandlerMap = {
  ...audit,
  ...bookings,
  ...dispatch,
  ...finance,
  ...partners,
  ...places,
  ...queue,
  ...settings,
  ...sessions,
  ...staff,
};

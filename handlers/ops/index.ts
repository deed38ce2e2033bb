import type { HandlerMap } from '../../src/generated/ops/routes';
import * as audit from './audit';
import * as bookings from './bookings';
import * as queue from './queue';
import * as sessions from './sessions';
import * as staff from './staff';

/** The operator API's handlers, one module per tag of openapi/ops/; a missing one fails the typecheck. */
export const opsHandlers: HandlerMap = {
  ...audit,
  ...bookings,
  ...queue,
  ...sessions,
  ...staff,
};

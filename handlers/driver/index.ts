import type { HandlerMap } from '../../src/generated/driver/routes';
import * as jobs from './jobs';
import * as sessions from './sessions';

/** The driver API's handlers, one module per tag of openapi/driver/; a missing one fails the typecheck. */
export const driverHandlers: HandlerMap = {
  ...jobs,
  ...sessions,
};

import type { HandlerMap } from '../../src/generated/portal/routes';
import * as sessions from './sessions';
import * as security from './security';

/** The portal API's handlers, one module per tag of openapi/portal/; a missing one fails the typecheck. */
export const portalHandlers: HandlerMap = {
  ...sessions,
  ...security,
};

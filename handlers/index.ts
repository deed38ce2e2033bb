import type { HandlerMap } from '../src/generated/routes';
import * as account from './account';
import * as corporate from './corporate';
import * as accountActions from './accountActions';
import * as sandbox from './sandbox';
import * as service from './service';
import * as transport from './transport';

/**
 * One module per tag; the HandlerMap type fails the typecheck when an operation has no handler.
 * Cruise has none: the contract marks its operations `x-access: '501'`.
 */
export const handlers: HandlerMap = { ...sandbox, ...accountActions, ...account, ...transport, ...corporate, ...service };

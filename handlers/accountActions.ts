import type { OperationHandler } from '../src/http/handler';
import { runAccountAction as run } from '../src/accounts/actions';

export const runAccountAction: OperationHandler<'runAccountAction'> = ({ body, services, clientIp }) =>
  run(services, body, clientIp);

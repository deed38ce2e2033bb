import type { OperationHandler } from '../src/http/handler';
import { runAccountAction as run } from '../src/accounts/actions';

export const runAccountAction: OperationHandler<'runAccountAction'> = ({ body, services, db, clientIp }) =>
  run(services, db, body, clientIp);

import type { OperationHandler } from '../src/http/handler';
import { quoteSandboxTransfer } from '../src/sandbox/transferQuote';
import { sandboxAvailability } from '../src/sandbox/availability';
import { sandboxStatus } from '../src/sandbox/status';

export const createSandboxTransferQuote: OperationHandler<'createSandboxTransferQuote'> = ({ body, services }) => ({
  status: 200,
  body: quoteSandboxTransfer(body, services.clock),
});

export const getSandboxAvailability: OperationHandler<'getSandboxAvailability'> = ({ query }) => ({
  status: 200,
  body: sandboxAvailability(query.date, query.vehicle_class),
});

export const getSandboxStatus: OperationHandler<'getSandboxStatus'> = ({ sandbox, services }) => ({
  status: 200,
  body: sandboxStatus(services, sandbox),
});

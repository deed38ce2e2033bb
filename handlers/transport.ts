import type { OperationHandler } from '../src/http/handler';
import { quoteTransport, termsOf } from '../src/transport/quote';

export const createTransportQuote: OperationHandler<'createTransportQuote'> = ({ body, apiKey, services }) => {
  if (!apiKey) throw new Error('createTransportQuote runs only behind the apiKey security handler');
  return { status: 200, body: quoteTransport(body, termsOf(apiKey.account), apiKey.mode === 'test', services.clock) };
};

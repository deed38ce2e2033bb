import type { components } from '../generated/openapi-types';
import type { Services } from '../services';
import type { Db } from '../platform/db';
import { developerHandshake } from './developerHandshake';
import { applyForCreditLine, requestWalletTopup } from './tradeDesk';
import { currencyMatrix } from './currencyMatrix';
import { trackingLink } from './trackingLinks';

type AccountActionRequest = components['schemas']['AccountActionRequest'];

export type AccountActionOutcome =
  | { status: 200; body: components['schemas']['AccountActionResult'] }
  | { status: 202; body: components['schemas']['AccountActionReceipt'] };

/**
 * Runs one account action. Actions that ask a person to act answer 202 once stored and queued.
 * Every read and write goes through `db`, the request's handle (the Idempotency-Key transaction
 * when there is one), never `services.db`.
 */
export async function runAccountAction(services: Services, db: Db, request: AccountActionRequest, clientIp: string): Promise<AccountActionOutcome> {
  const { clock, config } = services;
  switch (request.action) {
    case 'developer_handshake':
      return {
        status: 200,
        body: await developerHandshake(
          {
            db,
            clock,
            tokens: services.sandboxTokens,
            signer: services.availabilitySigner,
            publicBaseUrl: config.publicBaseUrl,
            productionAccessUrl: config.productionAccessUrl,
          },
          request,
          clientIp,
        ),
      };
    case 'credit_line_application':
      return { status: 202, body: await applyForCreditLine(services.sections, db, clock, request, clientIp) };
    case 'wallet_topup':
      return { status: 202, body: await requestWalletTopup(services.sections, db, clock, request, clientIp) };
    case 'account_payload':
      return { status: 200, body: await currencyMatrix(db, clock, request) };
    case 'tracking_link':
      return { status: 200, body: await trackingLink(services.keys.urlSigning, request) };
  }
}

import type { components } from '../generated/openapi-types';

/**
 * How production opens, as the handshake and the sandbox status tell a developer: by approval of
 * the account, then live access switched on by the operator (`npm run admin -- account
 * live-access --account <id> --on`).
 */
export const productionAccess = (requestAccess: string): components['schemas']['ProductionAccess'] => ({
  status: 'by_approval',
  request_access: requestAccess,
  how_it_opens:
    'Apply at request_access. Once the trade desk approves the account you receive a test key and a live key: the test key works at once on your test partition; the live key books, charges your wallet or credit line and reaches the trade desk once the operator switches on live access for your account.',
});

import type { components } from '../generated/openapi-types';

/**
 * How production opens, as the handshake and the sandbox status tell a developer: it is not open
 * to the public (`not_open`, the seed's word); a live key goes to an approved partner and works
 * once the operator switches on live access (`npm run admin -- account live-access --account <id> --on`).
 */
export const productionAccess = (requestAccess: string): components['schemas']['ProductionAccess'] => ({
  status: 'not_open',
  request_access: requestAccess,
  how_it_opens:
    'Production is not open to the public: live keys are issued to approved partners. Apply at request_access; a test key works at once on your test partition. Once the trade desk approves the account you receive a live key, which books, charges your wallet or credit line and reaches the trade desk once the operator switches on live access for your account.',
});

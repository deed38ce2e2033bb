import type { NextFunction, Request, Response } from 'express';
import type { Services } from '../services';
import { errors } from '../errors';
import { applyPush } from '../engine/flights/tracking';
import { UnreadablePush } from '../engine/flights/snapshot';
import { jsonBody } from './requestBody';

/**
 * Where the flight status provider pushes (`POST /api/hooks/flights/aeroapi`,
 * `POST /api/hooks/flights/aerodatabox`): outside the partners' contract, answered by the service
 * itself. Only the configured provider's path answers (any other 404, as an unknown path does);
 * a push without the shared secret in its URL (`?token=`) is refused 401 before its body is read,
 * a body that is not the provider's 400; a push is applied at once, each booking in one
 * transaction, and answered 200 `{ "received": true }`, whatever it changed: a repeated push
 * changes nothing the second time. Answers never say which bookings or flights a push matched.
 */
export const FLIGHT_HOOK = /^\/api\/hooks\/flights\/([a-z]+)$/;

/** A push may report several flights (an AeroDataBox notification lists each one that changed). */
const HOOK_BODY_LIMIT_BYTES = 64 * 1024;

/** Whether the request is a push to a flight hook (its path and method), which the contract's dispatcher does not take. */
export const isFlightHook = (req: Request): boolean => req.method === 'POST' && FLIGHT_HOOK.test(req.path);

const queryOf = (req: Request): Record<string, unknown> => req.query as Record<string, unknown>;

export function flightHook(services: Services): (req: Request, res: Response, next: NextFunction) => void {
  const readBody = jsonBody(HOOK_BODY_LIMIT_BYTES);
  return (req, res, next) => {
    const provider = services.flights.provider;
    if (provider === null || FLIGHT_HOOK.exec(req.path)?.[1] !== provider.name) {
      next(errors.notFound(req.method, req.path));
      return;
    }
    if (!provider.verify(queryOf(req))) {
      next(errors.unauthenticated('The push does not carry this service\'s flight webhook secret.'));
      return;
    }
    readBody(req, res, (err?: unknown) => {
      if (err !== undefined) {
        next(err);
        return;
      }
      let push;
      try {
        push = provider.readPush(req.body, services.clock.now());
      } catch (refused) {
        next(refused instanceof UnreadablePush ? errors.badRequest(`its body is not ${provider.name === 'aeroapi' ? 'an AeroAPI alert' : 'an AeroDataBox flight notification'}`) : refused);
        return;
      }
      applyPush(services.sections, services.db, services.clock, provider.name, push)
        .then(() => {
          res.status(200).json({ received: true });
        })
        .catch(next);
    });
  };
}

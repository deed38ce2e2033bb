import type { KeyObject } from 'node:crypto';
import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { readOperatorIdentity } from '../engine/operatorIdentity';

/** What the portal's sign-in code works with: the database, the clock, the key of sealed secrets, the service's address, and the request's. */
export interface PortalContext {
  db: Db;
  clock: Clock;
  dataKey: KeyObject;
  /** PUBLIC_BASE_URL: the links e-mailed, and the passkeys' relying party (its host name) and origin. */
  publicBaseUrl: string;
  ip: string;
  requestId: string;
}

/** The name the portal goes by in authenticator apps and passkey prompts: the operator's trading name, when set. */
export async function portalName(db: Db): Promise<string> {
  const operator = await readOperatorIdentity(db);
  return operator.trading_name ? `${operator.trading_name} partner portal` : 'Partner portal';
}

import type { Db } from '../../src/platform/db';
import { systemClock } from '../../src/platform/clock';
import { createAccount, createApiKey, setLiveAccess } from '../../src/apiKeys/store';
import { ALL_SCOPES, type Scope } from '../../src/apiKeys/scopes';

export interface IssuedKey {
  key: string;
  keyId: string;
  accountId: string;
}

/** An account with one key, as the operator CLI would make them. */
export async function issueKey(
  db: Db,
  options: { mode?: 'test' | 'live'; scopes?: readonly Scope[]; liveAccess?: boolean; accountId?: string } = {},
): Promise<IssuedKey> {
  const accountId = options.accountId ?? (await createAccount(db, systemClock, 'Gulf Horizons Travel')).id;
  if (options.liveAccess) await setLiveAccess(db, systemClock, accountId, true);
  const { key, summary } = await createApiKey(db, systemClock, accountId, options.mode ?? 'test', options.scopes ?? ALL_SCOPES);
  return { key, keyId: summary.id, accountId };
}

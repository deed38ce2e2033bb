import { createAccount, createApiKey, setLiveAccess } from '../../src/apiKeys/store';
import { ALL_SCOPES, type Scope } from '../../src/apiKeys/scopes';
import type { Kit } from './testApp';

export interface IssuedKey {
  key: string;
  keyId: string;
  accountId: string;
}

/** An account with one key, as the operator CLI would make them, dated by the kit's clock. */
export async function issueKey(
  { db, clock }: Pick<Kit, 'db' | 'clock'>,
  options: { mode?: 'test' | 'live'; scopes?: readonly Scope[]; liveAccess?: boolean; accountId?: string } = {},
): Promise<IssuedKey> {
  const accountId = options.accountId ?? (await createAccount(db, clock, 'Gulf Horizons Travel')).id;
  if (options.liveAccess) await setLiveAccess(db, clock, accountId, true);
  const { key, summary } = await createApiKey(db, clock, accountId, options.mode ?? 'test', options.scopes ?? ALL_SCOPES);
  return { key, keyId: summary.id, accountId };
}

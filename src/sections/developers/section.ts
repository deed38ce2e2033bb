import type { SectionDefinition } from '../../engine/sections';
import { answerRequest } from '../../engine/requests';
import { liveKeyRequestKind } from './liveKeys';
import { requestLogRetentionJob } from './requestLog';

/**
 * What a partner's developer watches and manages: the request log (written by the app after each
 * answer, kept 30 days by its retention job), the account's API keys, and requests for a live key,
 * which the trade desk answers as it answers any request.
 */
export const developers: SectionDefinition = {
  name: 'developers',
  requestKinds: { live_key: liveKeyRequestKind },
  deskAnswers: { live_key_request: answerRequest },
  jobs: (db, clock) => [requestLogRetentionJob(db, clock)],
};

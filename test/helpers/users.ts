import { randomUUID } from 'node:crypto';

/** The partner users' path of the v1 API (test/v1/users.test.ts and its browser test). */
export const USERS = '/api/b2b/v1/users';

let serial = 0;
/** An e-mail address no other person of the run has, in mixed case (stored lowercased). */
export const newEmail = (): string => `Person.${++serial}.${randomUUID().slice(0, 8)}@GulfHorizons.example`;

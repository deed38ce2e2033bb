import type { RateLimiter } from '../platform/rateLimiter';
import { ApiError } from '../errors';
import { sessionTimes, signIn, type SignedIn, type SignInContext, type SignInInput, type StaffPrincipal } from '../staff/sessions';
import { taskKindsOf } from './deskQueue';

/**
 * A sign-in to the console. Failed sign-ins count against the address under the service's limit
 * on failed credentials, checked first so a flood of guesses costs no password hashing.
 */
export async function consoleSignIn(rateLimiter: RateLimiter, ctx: SignInContext, input: SignInInput): Promise<SignedIn> {
  await rateLimiter.check('auth_failure', ctx.ip);
  try {
    return await signIn(ctx, input);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) await rateLimiter.count('auth_failure', ctx.ip);
    throw err;
  }
}

/** Who is signed in, as the sign-in and GET /me answer it: with the kinds of desk task their roles work. */
export const currentStaff = (principal: StaffPrincipal) => ({ staff: principal.staff, csrf_token: principal.csrfToken, session: sessionTimes(principal), task_kinds: taskKindsOf(principal.roles) });

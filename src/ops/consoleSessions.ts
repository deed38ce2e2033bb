import type { RateLimiter } from '../platform/rateLimiter';
import { ApiError } from '../errors';
import { sessionTimes, signIn, type SignedIn, type SignInContext, type SignInInput, type StaffPrincipal } from '../staff/sessions';
import { taskKindsOf } from './deskQueue';

/**
 * A sign-in to the console. Every sign-in is counted against the address under the service's
 * limit on failed credentials before anything is checked (increment, then check: of a flood of
 * guesses at once no more than the limit are checked, and none costs password hashing past it),
 * and given back unless it failed.
 */
export async function consoleSignIn(rateLimiter: RateLimiter, ctx: SignInContext, input: SignInInput): Promise<SignedIn> {
  await rateLimiter.take('auth_failure', ctx.ip);
  try {
    const signedIn = await signIn(ctx, input);
    await rateLimiter.giveBack('auth_failure', ctx.ip);
    return signedIn;
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 401)) await rateLimiter.giveBack('auth_failure', ctx.ip);
    throw err;
  }
}

/** Who is signed in, as the sign-in and GET /me answer it: with the kinds of desk task their roles work. */
export const currentStaff = (principal: StaffPrincipal) => ({ staff: principal.staff, csrf_token: principal.csrfToken, session: sessionTimes(principal), task_kinds: taskKindsOf(principal.roles) });

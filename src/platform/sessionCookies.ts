import { isTokenShaped } from './tokens';

/**
 * The cookies of the service's browser sessions (the operator's console, a driver's job page):
 * `__Host-` names, so a browser keeps one only when it is `Secure`, set for the whole origin
 * (`Path=/`, no `Domain`), out of scripts' reach (`HttpOnly`) and never sent by another site's
 * page (`SameSite=Strict`). `Secure` is set where the browser reached the service over https or
 * on a loopback address, which browsers treat as secure.
 */
export interface CookieOptions {
  secure: boolean;
  /** Seconds the browser keeps it (across restarts); without it, until the browser closes. */
  maxAgeSeconds?: number;
}

/** `Set-Cookie` for a session id. */
export function sessionCookieHeader(name: string, sessionId: string, options: CookieOptions): string {
  const maxAge = options.maxAgeSeconds === undefined ? '' : `; Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`;
  return `${name}=${sessionId}; Path=/; HttpOnly; SameSite=Strict${maxAge}${options.secure ? '; Secure' : ''}`;
}

/** `Set-Cookie` that makes the browser forget the session's cookie. */
export const clearedCookieHeader = (name: string, secure: boolean): string => `${name}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure ? '; Secure' : ''}`;

/** The session id a request's Cookie header carries under `name`, if it has the form of one. */
export function cookieSessionId(cookieHeader: unknown, name: string): string | null {
  if (typeof cookieHeader !== 'string') return null;
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      const id = value.join('=');
      return isTokenShaped(id) ? id : null;
    }
  }
  return null;
}

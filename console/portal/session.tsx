import { createContext, useContext, type ReactNode } from 'react';
import type { PortalSession, Scope } from './api';

/**
 * The signed-in person's session, for every screen of the portal: who they are, their role and
 * what it may do (`scopes`, the partners' API's), the account, test or live (`mode`), and the
 * accounts they may switch to. The App provides it once signed in; a screen reads it with
 * `usePortalSession()`. A switch of account or mode replaces it and forgets every other query.
 */
const SessionContext = createContext<PortalSession | null>(null);

export function SessionProvider({ session, children }: { session: PortalSession; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function usePortalSession(): PortalSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('usePortalSession is used only inside the signed-in portal');
  return session;
}

/** Whether the session's role holds at least one of `scopes` (none asked: yes), as a screen's list of them reads. */
export const holdsAny = (session: Pick<PortalSession, 'scopes'>, scopes: readonly Scope[]): boolean => scopes.length === 0 || scopes.some((scope) => session.scopes.includes(scope));

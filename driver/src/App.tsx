import { useEffect, useState } from 'react';
import { whenSessionLost } from './api';
import { LanguageProvider } from './language';
import { useForgetSession, useSession } from './queries/session';
import { Opening } from './screens/Opening';
import { Jobs } from './screens/Jobs';
import { Notice } from './screens/Notice';

/**
 * The token of a job link the page was opened with: the link is `/driver/open#<token>` (the token
 * never leaves the phone but for the page's own call) or `/driver/s/<token>`. Either way the
 * address is replaced by `/driver/` at once, so the token is kept in no history, bookmark or
 * shared screenshot.
 */
function takeLinkToken(): string | null {
  const { pathname, hash } = window.location;
  const path = /^\/driver\/s\/([^/]+)$/.exec(pathname);
  const token = pathname === '/driver/open' && hash.length > 1 ? hash.slice(1) : path ? (path[1] as string) : null;
  if (token === null) return null;
  window.history.replaceState(null, '', '/driver/');
  return decodeURIComponent(token);
}

export function App() {
  const [token] = useState(takeLinkToken);
  // A link opens a new session even where the browser holds one: it may reach a later job.
  const [opening, setOpening] = useState(token !== null);
  const session = useSession(!opening);
  const forget = useForgetSession();
  const [lost, setLost] = useState(false);
  useEffect(() => {
    whenSessionLost(() => {
      setLost(true);
      forget();
    });
  }, [forget]);

  return (
    <LanguageProvider driverLanguages={session.data?.driver.languages ?? []}>
      {opening && token !== null ? (
        <Opening token={token} onOpened={() => setOpening(false)} />
      ) : session.isPending ? (
        <Notice text="loading" />
      ) : session.data ? (
        <Jobs session={session.data} />
      ) : (
        <Notice text={lost ? 'sessionEnded' : session.isError ? 'failed' : 'noSession'} />
      )}
    </LanguageProvider>
  );
}

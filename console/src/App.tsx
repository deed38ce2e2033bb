import { useEffect, useState } from 'react';
import { messageOf, whenSessionLost } from './api';
import { useForgetSession, useMe, useWasSignedIn } from './queries/session';
import { SignIn } from './screens/SignIn';
import { Shell } from './Shell';

export function App() {
  const me = useMe();
  const wasSignedIn = useWasSignedIn();
  const forget = useForgetSession();
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    whenSessionLost(() => {
      // Only a session that was there can end; a first visit's 401 just means "sign in".
      if (wasSignedIn()) {
        forget();
        setNotice('Your session has ended (it expired, or you were signed out elsewhere). Sign in again to go on.');
      }
    });
  }, [wasSignedIn, forget]);

  if (me.isPending) {
    return (
      <main className="centered" aria-busy="true">
        <p role="status">Loading the console…</p>
      </main>
    );
  }
  if (me.isError) {
    return (
      <main className="centered">
        <div role="alert" className="error">
          <p>{messageOf(me.error)}</p>
          <button type="button" onClick={() => void me.refetch()}>
            Try again
          </button>
        </div>
      </main>
    );
  }
  if (!me.data) return <SignIn notice={notice} onSignedIn={() => setNotice(null)} />;
  return <Shell me={me.data} />;
}

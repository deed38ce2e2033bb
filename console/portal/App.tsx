import { useEffect, useState } from 'react';
import { sectionOf, useScreen } from '../src/router';
import { whenSessionLost, type PortalSession } from './api';
import { defineWords } from './i18n';
import { problemText, useProblemWords } from './problems';
import { useForgetSession, useSessionQuery, useWasSignedIn } from './queries/session';
import { SessionProvider } from './session';
import { SignIn } from './auth/SignIn';
import { ResetPassword } from './auth/ResetPassword';
import { EnrolSecondFactor } from './auth/EnrolSecondFactor';
import { Shell } from './Shell';

const useWords = defineWords({
  en: { loading: 'Loading the partner portal…', retry: 'Try again' },
  ar: { loading: 'جارٍ تحميل بوابة الشركاء…', retry: 'حاول مرة أخرى' },
});

/** An owner or administrator of an account with live access enrols a second factor before anything else. */
const mustEnrol = (session: PortalSession): boolean => session.second_factor.required && !session.second_factor.enrolled && session.account.live_access;

/**
 * The portal's gate: a forgotten-password link's page whoever is signed in; else the sign-in
 * (password, code, passkey, forgotten password) until there is a session; the second factor's
 * enrolment where the role needs one; then the portal itself, with the session for every screen.
 */
export function App() {
  const words = useWords();
  const problems = useProblemWords();
  const path = useScreen();
  const session = useSessionQuery();
  const wasSignedIn = useWasSignedIn();
  const forget = useForgetSession();
  const [notice, setNotice] = useState<string | null>(null);
  // Open from the enrolment's first step to its recovery codes, though the session has the factor before they are read.
  const [enrolling, setEnrolling] = useState(false);

  useEffect(() => {
    whenSessionLost(() => {
      // Only a session that was there can end; a first visit's 401 just means "sign in".
      if (wasSignedIn()) {
        forget();
        setNotice(problems.sessionEnded);
      }
    });
  }, [wasSignedIn, forget, problems.sessionEnded]);

  useEffect(() => {
    if (session.data) setNotice(null);
  }, [session.data]);

  if (sectionOf(path) === '/reset') return <ResetPassword />;
  if (session.isPending) {
    return (
      <main className="centered" aria-busy="true">
        <p role="status">{words.loading}</p>
      </main>
    );
  }
  if (session.isError) {
    return (
      <main className="centered">
        <div role="alert" className="error">
          <p>{problemText(session.error, problems)}</p>
          <button type="button" onClick={() => void session.refetch()}>
            {words.retry}
          </button>
        </div>
      </main>
    );
  }
  if (!session.data) return <SignIn notice={notice} />;
  if (enrolling || mustEnrol(session.data)) return <EnrolSecondFactor session={session.data} onStarted={() => setEnrolling(true)} onDone={() => setEnrolling(false)} />;
  return (
    <SessionProvider session={session.data}>
      <Shell />
    </SessionProvider>
  );
}

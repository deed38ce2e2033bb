import { defineWords } from '../i18n';
import { problemText, useProblemWords } from '../problems';
import { useSignOut } from '../queries/session';
import type { PortalSession } from '../api';
import { TotpEnrolment } from '../screens/security/TotpEnrolment';
import { AddPasskey } from '../screens/security/AddPasskey';
import { AuthFrame } from './AuthFrame';

const useWords = defineWords({
  en: {
    title: 'Protect your sign-in',
    lead: 'You are {role} of {account}, whose live bookings, money and team you may change: before anything live, add a second factor to your sign-in.',
    app: 'An authenticator app on your phone',
    passkey: 'Or a passkey on this device',
    owner: 'the owner',
    admin: 'an administrator',
    signOut: 'Sign out',
  },
  ar: {
    title: 'احمِ تسجيل دخولك',
    lead: 'أنت {role} في {account}، ويمكنك تغيير حجوزاتها وأموالها وفريقها الحية: قبل أي عمل حي، أضف عامل تحقق ثانيًا إلى تسجيل دخولك.',
    app: 'تطبيق مصادقة على هاتفك',
    passkey: 'أو مفتاح مرور على هذا الجهاز',
    owner: 'المالك',
    admin: 'مسؤول',
    signOut: 'تسجيل الخروج',
  },
});

/**
 * The screen an owner or administrator of an account with live access sees until their login has
 * a second factor: an authenticator app (confirmed by a code, then its recovery codes) or a
 * passkey. Either becomes the session's second factor at once.
 */
export function EnrolSecondFactor({ session, onStarted, onDone }: { session: PortalSession; onStarted: () => void; onDone: () => void }) {
  const words = useWords();
  const problems = useProblemWords();
  const signOut = useSignOut();
  return (
    <AuthFrame title={words.title} wide>
      <p>{words.lead.replace('{role}', session.role === 'owner' ? words.owner : words.admin).replace('{account}', session.account.name)}</p>
      <h2>{words.app}</h2>
      <TotpEnrolment onStarted={onStarted} onDone={onDone} />
      <h2 className="gap-top">{words.passkey}</h2>
      <AddPasskey onAdded={onDone} />
      {signOut.isError && (
        <div role="alert" className="error">
          {problemText(signOut.error, problems)}
        </div>
      )}
      <p className="link-row gap-top">
        <button type="button" className="link" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          {words.signOut}
        </button>
      </p>
    </AuthFrame>
  );
}

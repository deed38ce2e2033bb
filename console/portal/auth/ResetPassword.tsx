import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { navigate } from '../../src/router';
import { ApiFailure } from '../api';
import { defineWords } from '../i18n';
import { problemText, useProblemWords } from '../problems';
import { useCompleteReset } from '../queries/session';
import { AuthFrame } from './AuthFrame';

const useWords = defineWords({
  en: {
    title: 'Choose a new password',
    lead: 'Choose the new password of your partner portal login. Every session of it is signed out.',
    password: 'New password',
    passwordHint: 'At least 12 characters; a few words make a good one.',
    again: 'The same password again',
    tooShort: 'The password must be at least 12 characters long.',
    different: 'The two passwords are not the same.',
    save: 'Set the password',
    saving: 'Setting…',
    done: 'Your password is set. Sign in with it.',
    signIn: 'Go to sign-in',
    noToken: 'This page opens from the link of a forgotten-password e-mail. Ask for a new link on the sign-in page.',
    refused: 'This link was used already, has expired, or is not one of ours. Ask for a new one on the sign-in page.',
  },
  ar: {
    title: 'اختر كلمة مرور جديدة',
    lead: 'اختر كلمة المرور الجديدة لحسابك في بوابة الشركاء. سيتم تسجيل الخروج من جميع الجلسات.',
    password: 'كلمة المرور الجديدة',
    passwordHint: '12 حرفًا على الأقل؛ بضع كلمات تصنع كلمة مرور جيدة.',
    again: 'أعد كتابة كلمة المرور',
    tooShort: 'يجب ألا تقل كلمة المرور عن 12 حرفًا.',
    different: 'كلمتا المرور غير متطابقتين.',
    save: 'تعيين كلمة المرور',
    saving: 'جارٍ التعيين…',
    done: 'تم تعيين كلمة المرور. سجّل الدخول بها.',
    signIn: 'الذهاب إلى تسجيل الدخول',
    noToken: 'تُفتح هذه الصفحة من رابط رسالة نسيان كلمة المرور. اطلب رابطًا جديدًا من صفحة تسجيل الدخول.',
    refused: 'هذا الرابط مستخدم من قبل أو منتهي الصلاحية أو ليس من روابطنا. اطلب رابطًا جديدًا من صفحة تسجيل الدخول.',
  },
});

/** The token of a forgotten-password link: after `#` (`/portal/reset#<token>`), or the path's last segment (`/portal/reset/<token>`). */
function linkToken(): string | null {
  const fromHash = window.location.hash.replace(/^#/, '');
  const fromPath = /\/reset\/([A-Za-z0-9_-]+)$/.exec(window.location.pathname)?.[1] ?? '';
  const token = fromHash || fromPath;
  return /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
}

/** A forgotten-password link's page: the token is taken from the address (which then forgets it) and a new password set with it. */
export function ResetPassword() {
  const words = useWords();
  const problems = useProblemWords();
  const [token] = useState(() => {
    const found = linkToken();
    // The address bar, the history and a bookmark keep no single-use token.
    window.history.replaceState(null, '', '/portal/reset');
    return found;
  });
  const complete = useCompleteReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ password: string; again: string }>({ defaultValues: { password: '', again: '' } });

  if (complete.isSuccess) {
    return (
      <AuthFrame title={words.title}>
        <p className="notice" role="status">
          {words.done}
        </p>
        <button type="button" className="primary wide-button" onClick={() => navigate('/')}>
          {words.signIn}
        </button>
      </AuthFrame>
    );
  }
  const refused = complete.error instanceof ApiFailure && complete.error.status === 401;
  return (
    <AuthFrame title={words.title}>
      {token === null || refused ? (
        <>
          <p role="alert" className="error">
            {token === null ? words.noToken : words.refused}
          </p>
          <button type="button" className="wide-button" onClick={() => navigate('/')}>
            {words.signIn}
          </button>
        </>
      ) : (
        <>
          <p className="muted">{words.lead}</p>
          {complete.isError && (
            <div role="alert" className="error">
              {problemText(complete.error, problems)}
            </div>
          )}
          <form noValidate onSubmit={handleSubmit((fields) => complete.mutate({ token, password: fields.password }))}>
            <div className="field">
              <label htmlFor="new-password">{words.password}</label>
              <input
                id="new-password"
                type="password"
                autoComplete="new-password"
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? 'new-password-hint new-password-error' : 'new-password-hint'}
                {...register('password', { minLength: { value: 12, message: words.tooShort }, required: words.tooShort })}
              />
              <p className="hint" id="new-password-hint">
                {words.passwordHint}
              </p>
              {errors.password && (
                <p className="field-error" id="new-password-error">
                  {errors.password.message}
                </p>
              )}
            </div>
            <div className="field">
              <label htmlFor="new-password-again">{words.again}</label>
              <input
                id="new-password-again"
                type="password"
                autoComplete="new-password"
                aria-invalid={errors.again ? true : undefined}
                aria-describedby={errors.again ? 'new-password-again-error' : undefined}
                {...register('again', { validate: (value, all) => value === all.password || words.different })}
              />
              {errors.again && (
                <p className="field-error" id="new-password-again-error">
                  {errors.again.message}
                </p>
              )}
            </div>
            <button type="submit" className="primary" disabled={complete.isPending}>
              {complete.isPending ? words.saving : words.save}
            </button>
          </form>
        </>
      )}
    </AuthFrame>
  );
}

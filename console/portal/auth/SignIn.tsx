import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { ApiFailure } from '../api';
import { defineWords } from '../i18n';
import { problemText, useProblemWords } from '../problems';
import { usePasskeySignIn, useRequestReset, useSignIn } from '../queries/session';
import { AuthFrame } from './AuthFrame';

const useWords = defineWords({
  en: {
    title: 'Sign in',
    lead: 'Sign in with the e-mail address your company invited, and your password.',
    email: 'E-mail address',
    emailNeeded: 'Enter your e-mail address.',
    password: 'Password',
    passwordNeeded: 'Enter your password.',
    signIn: 'Sign in',
    signingIn: 'Signing in…',
    passkey: 'Sign in with a passkey',
    or: 'or',
    forgot: 'Forgot your password?',
    codeTitle: 'Two-step sign-in',
    codeLead: 'Enter the 6-digit code your authenticator app shows for the partner portal.',
    code: 'Authenticator code',
    codeHint: 'Lost the phone? Enter one of your recovery codes instead (each works once).',
    codeNeeded: 'Enter the code.',
    verify: 'Verify',
    back: 'Back',
    forgotTitle: 'Forgotten password',
    forgotLead: 'Enter your e-mail address: we send a link to choose a new password. It works once, for one hour.',
    send: 'Send the link',
    sending: 'Sending…',
    sent: 'If {email} belongs to a partner portal login, a link is on its way. Check your inbox (and the spam folder).',
    backToSignIn: 'Back to sign-in',
  },
  ar: {
    title: 'تسجيل الدخول',
    lead: 'سجّل الدخول بالبريد الإلكتروني الذي دعتك به شركتك وبكلمة المرور.',
    email: 'البريد الإلكتروني',
    emailNeeded: 'أدخل بريدك الإلكتروني.',
    password: 'كلمة المرور',
    passwordNeeded: 'أدخل كلمة المرور.',
    signIn: 'دخول',
    signingIn: 'جارٍ تسجيل الدخول…',
    passkey: 'الدخول بمفتاح مرور',
    or: 'أو',
    forgot: 'نسيت كلمة المرور؟',
    codeTitle: 'التحقق بخطوتين',
    codeLead: 'أدخل الرمز المكوّن من 6 أرقام الذي يعرضه تطبيق المصادقة لبوابة الشركاء.',
    code: 'رمز المصادقة',
    codeHint: 'فقدت الهاتف؟ أدخل أحد رموز الاسترداد بدلًا منه (كل رمز يعمل مرة واحدة).',
    codeNeeded: 'أدخل الرمز.',
    verify: 'تحقق',
    back: 'رجوع',
    forgotTitle: 'نسيت كلمة المرور',
    forgotLead: 'أدخل بريدك الإلكتروني وسنرسل رابطًا لاختيار كلمة مرور جديدة. يعمل الرابط مرة واحدة لمدة ساعة.',
    send: 'أرسل الرابط',
    sending: 'جارٍ الإرسال…',
    sent: 'إذا كان {email} مرتبطًا بحساب في بوابة الشركاء، فالرابط في طريقه إليك. تحقق من بريدك الوارد (ومجلد الرسائل غير المرغوب فيها).',
    backToSignIn: 'العودة إلى تسجيل الدخول',
  },
});

type Step = 'password' | 'code' | 'forgot';

/** E-mail address and password; then the authenticator's code when the login has one; a passkey instead; a forgotten password. */
export function SignIn({ notice }: { notice: string | null }) {
  const words = useWords();
  const problems = useProblemWords();
  const [step, setStep] = useState<Step>('password');
  const [credentials, setCredentials] = useState<{ email: string; password: string }>({ email: '', password: '' });
  const signIn = useSignIn();
  const passkey = usePasskeySignIn();
  const problem = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLDivElement>(null);

  const failure = signIn.error ?? passkey.error;
  // Being asked for the code is the next step, not a refusal.
  const codeAsked = signIn.error instanceof ApiFailure && signIn.error.code === 'second_factor_required' && step === 'password';
  useEffect(() => {
    if (codeAsked) setStep('code');
  }, [codeAsked]);
  useEffect(() => {
    if (failure && !codeAsked) problem.current?.focus();
  }, [failure, codeAsked, signIn.failureCount, passkey.failureCount]);
  useEffect(() => {
    heading.current?.querySelector('h1')?.focus();
  }, [step]);

  const shownFailure = failure && !codeAsked && !(signIn.error instanceof ApiFailure && signIn.error.code === 'second_factor_required') ? problemText(failure, problems, true) : null;
  const alert = (
    <div ref={problem} tabIndex={-1} role="alert" className={shownFailure ? 'error' : 'visually-hidden'}>
      {shownFailure ?? ''}
    </div>
  );

  if (step === 'forgot') return <Forgot email={credentials.email} onBack={() => setStep('password')} />;

  if (step === 'code') {
    return (
      <div ref={heading}>
        <AuthFrame title={words.codeTitle}>
          <p className="muted">{words.codeLead}</p>
          {alert}
          <CodeForm
            busy={signIn.isPending}
            onCode={(code) => signIn.mutate({ ...credentials, code })}
            onBack={() => {
              signIn.reset();
              setStep('password');
            }}
          />
        </AuthFrame>
      </div>
    );
  }

  return (
    <div ref={heading}>
      <AuthFrame title={words.title}>
        <p className="muted">{words.lead}</p>
        {notice && (
          <p className="notice" role="status">
            {notice}
          </p>
        )}
        {alert}
        <PasswordForm
          busy={signIn.isPending}
          initial={credentials}
          onSubmit={(fields) => {
            setCredentials(fields);
            passkey.reset();
            signIn.mutate(fields);
          }}
        />
        <p className="link-row">
          <button type="button" className="link" onClick={() => setStep('forgot')}>
            {words.forgot}
          </button>
        </p>
        {browserSupportsWebAuthn() && (
          <>
            <p className="or" aria-hidden="true">
              {words.or}
            </p>
            <button
              type="button"
              className="wide-button"
              disabled={passkey.isPending}
              onClick={() => {
                signIn.reset();
                passkey.mutate();
              }}
            >
              {words.passkey}
            </button>
          </>
        )}
      </AuthFrame>
    </div>
  );
}

function PasswordForm({ busy, initial, onSubmit }: { busy: boolean; initial: { email: string; password: string }; onSubmit: (fields: { email: string; password: string }) => void }) {
  const words = useWords();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string; password: string }>({ defaultValues: initial });
  return (
    <form noValidate onSubmit={handleSubmit((fields) => onSubmit({ email: fields.email.trim(), password: fields.password }))}>
      <div className="field">
        <label htmlFor="email">{words.email}</label>
        <input
          id="email"
          type="email"
          dir="ltr"
          autoComplete="username webauthn"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'email-error' : undefined}
          {...register('email', { required: words.emailNeeded })}
        />
        {errors.email && (
          <p className="field-error" id="email-error">
            {errors.email.message}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="password">{words.password}</label>
        <input
          id="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'password-error' : undefined}
          {...register('password', { required: words.passwordNeeded })}
        />
        {errors.password && (
          <p className="field-error" id="password-error">
            {errors.password.message}
          </p>
        )}
      </div>
      <button type="submit" className="primary" disabled={busy}>
        {busy ? words.signingIn : words.signIn}
      </button>
    </form>
  );
}

function CodeForm({ busy, onCode, onBack }: { busy: boolean; onCode: (code: string) => void; onBack: () => void }) {
  const words = useWords();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((fields) => {
        onCode(fields.code.replace(/\s+/g, ''));
        // A code is good once: a refused one is not tried again.
        reset({ code: '' });
      })}
    >
      <div className="field">
        <label htmlFor="code">{words.code}</label>
        <input
          id="code"
          dir="ltr"
          inputMode="text"
          autoComplete="one-time-code"
          spellCheck={false}
          autoFocus
          aria-invalid={errors.code ? true : undefined}
          aria-describedby={errors.code ? 'code-hint code-error' : 'code-hint'}
          {...register('code', { required: words.codeNeeded })}
        />
        <p className="hint" id="code-hint">
          {words.codeHint}
        </p>
        {errors.code && (
          <p className="field-error" id="code-error">
            {errors.code.message}
          </p>
        )}
      </div>
      <div className="form-buttons">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? words.signingIn : words.verify}
        </button>
        <button type="button" onClick={onBack}>
          {words.back}
        </button>
      </div>
    </form>
  );
}

function Forgot({ email, onBack }: { email: string; onBack: () => void }) {
  const words = useWords();
  const problems = useProblemWords();
  const request = useRequestReset();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email } });
  return (
    <AuthFrame title={words.forgotTitle}>
      {request.isSuccess ? (
        <p className="notice" role="status">
          {words.sent.replace('{email}', getValues('email').trim())}
        </p>
      ) : (
        <>
          <p className="muted">{words.forgotLead}</p>
          {request.isError && (
            <div role="alert" className="error">
              {problemText(request.error, problems)}
            </div>
          )}
          <form noValidate onSubmit={handleSubmit((fields) => request.mutate(fields.email.trim()))}>
            <div className="field">
              <label htmlFor="reset-email">{words.email}</label>
              <input
                id="reset-email"
                type="email"
                dir="ltr"
                autoComplete="username"
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? 'reset-email-error' : undefined}
                {...register('email', { required: words.emailNeeded })}
              />
              {errors.email && (
                <p className="field-error" id="reset-email-error">
                  {errors.email.message}
                </p>
              )}
            </div>
            <button type="submit" className="primary" disabled={request.isPending}>
              {request.isPending ? words.sending : words.send}
            </button>
          </form>
        </>
      )}
      <p className="link-row">
        <button type="button" className="link" onClick={onBack}>
          {words.backToSignIn}
        </button>
      </p>
    </AuthFrame>
  );
}

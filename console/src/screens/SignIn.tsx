import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf } from '../api';
import { useSignIn } from '../queries/session';

interface SignInFields {
  email: string;
  password: string;
  code: string;
}

/** E-mail address, password and the authenticator's code (or a recovery code). */
export function SignIn({ notice, onSignedIn }: { notice: string | null; onSignedIn: () => void }) {
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<SignInFields>({ defaultValues: { email: '', password: '', code: '' } });
  const problem = useRef<HTMLDivElement>(null);

  const signIn = useSignIn({
    onSuccess: onSignedIn,
    // A code is good once: a failed attempt needs the next one.
    onError: () => resetField('code'),
  });

  useEffect(() => {
    if (signIn.isError) problem.current?.focus();
  }, [signIn.isError, signIn.failureCount]);

  return (
    <main className="centered" id="main">
      <section className="card sign-in" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">Operator console</h1>
        <p className="muted">Sign in with your staff e-mail address, your password and the code your authenticator app shows.</p>
        {notice && (
          <p className="notice" role="status">
            {notice}
          </p>
        )}
        <div ref={problem} tabIndex={-1} role="alert" className={signIn.isError ? 'error' : 'visually-hidden'}>
          {signIn.isError ? messageOf(signIn.error) : ''}
        </div>
        <form noValidate onSubmit={handleSubmit((fields) => signIn.mutate({ email: fields.email.trim(), password: fields.password, code: fields.code.replace(/\s+/g, '') }))}>
          <div className="field">
            <label htmlFor="email">E-mail address</label>
            <input
              id="email"
              type="email"
              autoComplete="username"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'email-error' : undefined}
              {...register('email', { required: 'Enter your e-mail address.' })}
            />
            {errors.email && (
              <p className="field-error" id="email-error">
                {errors.email.message}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="password">Password</label>
            <input
              id="password"
              type="password"
              autoComplete="current-password"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? 'password-error' : undefined}
              {...register('password', { required: 'Enter your password.' })}
            />
            {errors.password && (
              <p className="field-error" id="password-error">
                {errors.password.message}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="code">Authenticator code or recovery code</label>
            <input
              id="code"
              autoComplete="one-time-code"
              spellCheck={false}
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={errors.code ? 'code-hint code-error' : 'code-hint'}
              {...register('code', {
                required: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
                validate: (value) => value.replace(/\s+/g, '').length >= 6 || 'A code has at least 6 characters.',
              })}
            />
            <p className="hint" id="code-hint">
              The 6-digit code your authenticator app shows now, or one of your recovery codes (each works once).
            </p>
            {errors.code && (
              <p className="field-error" id="code-error">
                {errors.code.message}
              </p>
            )}
          </div>
          <button type="submit" className="primary" disabled={signIn.isPending}>
            {signIn.isPending ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </section>
    </main>
  );
}

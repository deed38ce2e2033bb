import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { defineWords, useLang, type Lang } from '../../i18n';
import { problemText, useProblemWords } from '../../problems';
import { usePortalSession } from '../../session';
import { useChangePassword, usePasskeys, useRemovePasskey, useRemoveTotp, useRenewRecoveryCodes } from '../../queries/security';
import { TotpEnrolment } from './TotpEnrolment';
import { AddPasskey } from './AddPasskey';

const useWords = defineWords({
  en: {
    title: 'Security',
    lead: 'How you sign in to the partner portal as {email}: in every account you belong to.',
    passwordTitle: 'Password',
    current: 'Current password',
    next: 'New password',
    nextHint: 'At least 12 characters; a few words make a good one.',
    again: 'The same new password again',
    needed: 'Enter your current password.',
    tooShort: 'The password must be at least 12 characters long.',
    different: 'The two passwords are not the same.',
    change: 'Change the password',
    changing: 'Changing…',
    changed: 'Your password is changed. Your other sessions are signed out.',
    totpTitle: 'Authenticator app',
    totpOn: 'An authenticator app is set up: signing in with your password asks for its code.',
    totpOff: 'No authenticator app yet. With one, signing in needs a code from your phone too.',
    totpRequired: 'As an owner or administrator you work on live data only with a second factor: an authenticator app or a passkey.',
    removeTitle: 'Remove the authenticator app',
    password: 'Password',
    code: 'Code from the app, or a recovery code',
    remove: 'Remove it',
    removing: 'Removing…',
    removed: 'The authenticator app is removed.',
    renewTitle: 'New recovery codes',
    renewCode: 'Code from the app',
    renew: 'Make new recovery codes',
    renewing: 'Making…',
    renewed: 'Your new recovery codes (the old ones no longer work); they are shown only now:',
    passkeysTitle: 'Passkeys',
    passkeysLead: 'A passkey signs you in with this device’s fingerprint, face or PIN instead of the password and code.',
    none: 'No passkeys yet.',
    name: 'Name',
    created: 'Added',
    used: 'Last used',
    never: 'Never',
    synced: 'Synced',
    removePasskey: 'Remove',
    confirmRemove: 'Remove for good',
    cancel: 'Keep it',
  },
  ar: {
    title: 'الأمان',
    lead: 'طريقة دخولك إلى بوابة الشركاء باسم {email}، في جميع الحسابات التي تنتمي إليها.',
    passwordTitle: 'كلمة المرور',
    current: 'كلمة المرور الحالية',
    next: 'كلمة المرور الجديدة',
    nextHint: '12 حرفًا على الأقل؛ بضع كلمات تصنع كلمة مرور جيدة.',
    again: 'أعد كتابة كلمة المرور الجديدة',
    needed: 'أدخل كلمة المرور الحالية.',
    tooShort: 'يجب ألا تقل كلمة المرور عن 12 حرفًا.',
    different: 'كلمتا المرور غير متطابقتين.',
    change: 'تغيير كلمة المرور',
    changing: 'جارٍ التغيير…',
    changed: 'تم تغيير كلمة المرور. تم تسجيل خروج جلساتك الأخرى.',
    totpTitle: 'تطبيق المصادقة',
    totpOn: 'تم إعداد تطبيق مصادقة: الدخول بكلمة المرور يطلب رمزه.',
    totpOff: 'لا يوجد تطبيق مصادقة بعد. معه يحتاج الدخول أيضًا إلى رمز من هاتفك.',
    totpRequired: 'بصفتك مالكًا أو مسؤولًا لا تعمل على البيانات الحية إلا بعامل تحقق ثانٍ: تطبيق مصادقة أو مفتاح مرور.',
    removeTitle: 'إزالة تطبيق المصادقة',
    password: 'كلمة المرور',
    code: 'الرمز من التطبيق أو رمز استرداد',
    remove: 'إزالته',
    removing: 'جارٍ الإزالة…',
    removed: 'تمت إزالة تطبيق المصادقة.',
    renewTitle: 'رموز استرداد جديدة',
    renewCode: 'الرمز من التطبيق',
    renew: 'إنشاء رموز استرداد جديدة',
    renewing: 'جارٍ الإنشاء…',
    renewed: 'رموز الاسترداد الجديدة (القديمة لم تعد تعمل)، تظهر الآن فقط:',
    passkeysTitle: 'مفاتيح المرور',
    passkeysLead: 'يتيح لك مفتاح المرور الدخول ببصمة هذا الجهاز أو وجهك أو رمزه بدلًا من كلمة المرور والرمز.',
    none: 'لا توجد مفاتيح مرور بعد.',
    name: 'الاسم',
    created: 'أضيف',
    used: 'آخر استخدام',
    never: 'لم يُستخدم',
    synced: 'متزامن',
    removePasskey: 'إزالة',
    confirmRemove: 'إزالة نهائية',
    cancel: 'إبقاؤه',
  },
});

const formatted = (iso: string, lang: Lang): string => new Intl.DateTimeFormat(lang === 'ar' ? 'ar-AE' : 'en-AE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' }).format(new Date(iso));

/** The person's password, authenticator app and passkeys. */
export function SecurityScreen() {
  const words = useWords();
  const session = usePortalSession();
  return (
    <section className="security">
      <h1 tabIndex={-1}>{words.title}</h1>
      <p className="lead">{words.lead.replace('{email}', session.person.email)}</p>
      {session.second_factor.required && (
        <p className="notice">{words.totpRequired}</p>
      )}
      <div className="parts">
        <PasswordPart />
        <TotpPart />
        <PasskeysPart />
      </div>
    </section>
  );
}

function PasswordPart() {
  const words = useWords();
  const problems = useProblemWords();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ current: string; next: string; again: string }>({ defaultValues: { current: '', next: '', again: '' } });
  return (
    <section className="card part" aria-labelledby="password-title">
      <h2 id="password-title">{words.passwordTitle}</h2>
      {change.isSuccess && (
        <p className="notice" role="status">
          {words.changed}
        </p>
      )}
      {change.isError && (
        <div role="alert" className="error">
          {problemText(change.error, problems)}
        </div>
      )}
      <form className="grid-form" noValidate onSubmit={handleSubmit((fields) => change.mutate({ current_password: fields.current, new_password: fields.next }, { onSuccess: () => reset() }))}>
        <div className="field wide">
          <label htmlFor="current-password">{words.current}</label>
          <input id="current-password" type="password" autoComplete="current-password" aria-invalid={errors.current ? true : undefined} {...register('current', { required: words.needed })} />
          {errors.current && <p className="field-error">{errors.current.message}</p>}
        </div>
        <div className="field">
          <label htmlFor="next-password">{words.next}</label>
          <input
            id="next-password"
            type="password"
            autoComplete="new-password"
            aria-describedby="next-password-hint"
            aria-invalid={errors.next ? true : undefined}
            {...register('next', { required: words.tooShort, minLength: { value: 12, message: words.tooShort } })}
          />
          <p className="hint" id="next-password-hint">
            {words.nextHint}
          </p>
          {errors.next && <p className="field-error">{errors.next.message}</p>}
        </div>
        <div className="field">
          <label htmlFor="next-password-again">{words.again}</label>
          <input
            id="next-password-again"
            type="password"
            autoComplete="new-password"
            aria-invalid={errors.again ? true : undefined}
            {...register('again', { validate: (value, all) => value === all.next || words.different })}
          />
          {errors.again && <p className="field-error">{errors.again.message}</p>}
        </div>
        <div className="form-actions">
          <button type="submit" className="primary" disabled={change.isPending}>
            {change.isPending ? words.changing : words.change}
          </button>
        </div>
      </form>
    </section>
  );
}

function TotpPart() {
  const words = useWords();
  const problems = useProblemWords();
  const session = usePortalSession();
  const remove = useRemoveTotp();
  const renew = useRenewRecoveryCodes();
  const [enrolling, setEnrolling] = useState(false);
  const removal = useForm<{ password: string; code: string }>({ defaultValues: { password: '', code: '' } });
  const renewal = useForm<{ code: string }>({ defaultValues: { code: '' } });
  return (
    <section className="card part" aria-labelledby="totp-title">
      <h2 id="totp-title">{words.totpTitle}</h2>
      {remove.isSuccess && !session.second_factor.totp && (
        <p className="notice" role="status">
          {words.removed}
        </p>
      )}
      {session.second_factor.totp && !enrolling ? (
        <>
          <p>{words.totpOn}</p>
          <details>
            <summary>{words.renewTitle}</summary>
            {renew.isError && (
              <div role="alert" className="error">
                {problemText(renew.error, problems)}
              </div>
            )}
            {renew.data && (
              <div className="outcome" role="status">
                <p>{words.renewed}</p>
                <ol className="recovery-codes" dir="ltr">
                  {renew.data.recovery_codes.map((code) => (
                    <li key={code}>
                      <code>{code}</code>
                    </li>
                  ))}
                </ol>
              </div>
            )}
            <form className="grid-form" noValidate onSubmit={renewal.handleSubmit((fields) => renew.mutate(fields.code.replace(/\s+/g, ''), { onSettled: () => renewal.reset() }))}>
              <div className="field">
                <label htmlFor="renew-code">{words.renewCode}</label>
                <input id="renew-code" dir="ltr" autoComplete="one-time-code" {...renewal.register('code', { required: true })} />
              </div>
              <div className="form-actions">
                <button type="submit" disabled={renew.isPending}>
                  {renew.isPending ? words.renewing : words.renew}
                </button>
              </div>
            </form>
          </details>
          <details>
            <summary>{words.removeTitle}</summary>
            {remove.isError && (
              <div role="alert" className="error">
                {problemText(remove.error, problems)}
              </div>
            )}
            <form className="grid-form" noValidate onSubmit={removal.handleSubmit((fields) => remove.mutate({ password: fields.password, code: fields.code.replace(/\s+/g, '') }, { onSettled: () => removal.reset() }))}>
              <div className="field">
                <label htmlFor="remove-password">{words.password}</label>
                <input id="remove-password" type="password" autoComplete="current-password" {...removal.register('password', { required: true })} />
              </div>
              <div className="field">
                <label htmlFor="remove-code">{words.code}</label>
                <input id="remove-code" dir="ltr" autoComplete="one-time-code" {...removal.register('code', { required: true })} />
              </div>
              <div className="form-actions">
                <button type="submit" className="danger" disabled={remove.isPending}>
                  {remove.isPending ? words.removing : words.remove}
                </button>
              </div>
            </form>
          </details>
        </>
      ) : (
        <>
          {!enrolling && <p>{words.totpOff}</p>}
          {/* Kept on screen from its first step to the recovery codes, though the session changes on the way. */}
          <TotpEnrolment onStarted={() => setEnrolling(true)} onDone={() => setEnrolling(false)} />
        </>
      )}
    </section>
  );
}

function PasskeysPart() {
  const words = useWords();
  const problems = useProblemWords();
  const { lang } = useLang();
  const passkeys = usePasskeys();
  const remove = useRemovePasskey();
  const [removing, setRemoving] = useState<string | null>(null);
  return (
    <section className="card part" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{words.passkeysTitle}</h2>
      <p>{words.passkeysLead}</p>
      {remove.isError && (
        <div role="alert" className="error">
          {problemText(remove.error, problems)}
        </div>
      )}
      {passkeys.isError && (
        <div role="alert" className="error">
          {problemText(passkeys.error, problems)}
        </div>
      )}
      {passkeys.data && passkeys.data.length === 0 && <p className="muted">{words.none}</p>}
      {passkeys.data && passkeys.data.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{words.name}</th>
                <th scope="col">{words.created}</th>
                <th scope="col">{words.used}</th>
                <th scope="col">
                  <span className="visually-hidden">{words.removePasskey}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {passkeys.data.map((passkey) => (
                <tr key={passkey.id}>
                  <td>
                    {passkey.name}
                    {passkey.backed_up && <span className="muted small"> · {words.synced}</span>}
                  </td>
                  <td className="nowrap">{formatted(passkey.created_at, lang)}</td>
                  <td className="nowrap">{passkey.last_used_at ? formatted(passkey.last_used_at, lang) : words.never}</td>
                  <td>
                    <div className="row-actions">
                      {removing === passkey.id ? (
                        <>
                          <button type="button" className="danger" disabled={remove.isPending} onClick={() => remove.mutate(passkey.id, { onSettled: () => setRemoving(null) })}>
                            {words.confirmRemove}
                          </button>
                          <button type="button" onClick={() => setRemoving(null)}>
                            {words.cancel}
                          </button>
                        </>
                      ) : (
                        <button type="button" onClick={() => setRemoving(passkey.id)} aria-label={`${words.removePasskey}: ${passkey.name}`}>
                          {words.removePasskey}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AddPasskey />
    </section>
  );
}

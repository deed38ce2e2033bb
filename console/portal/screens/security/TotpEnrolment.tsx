import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { defineWords } from '../../i18n';
import { problemText, useProblemWords } from '../../problems';
import { useConfirmTotp, useStartTotp } from '../../queries/security';

const useWords = defineWords({
  en: {
    start: 'Set up an authenticator app',
    starting: 'Preparing…',
    scan: 'Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy…), or type the key into it.',
    qr: 'QR code of the authenticator key',
    key: 'Key',
    code: 'Code from the app',
    codeHint: 'The 6 digits the app shows now for the partner portal.',
    codeNeeded: 'Enter the 6-digit code.',
    confirm: 'Confirm',
    confirming: 'Confirming…',
    codesTitle: 'Your recovery codes',
    codesLead: 'Keep these codes somewhere safe, away from the phone: each signs you in once if the phone is lost. They are shown only now.',
    kept: 'I have kept them',
  },
  ar: {
    start: 'إعداد تطبيق مصادقة',
    starting: 'جارٍ التحضير…',
    scan: 'امسح هذا الرمز بتطبيق مصادقة (Google Authenticator أو Microsoft Authenticator أو 1Password أو Authy…) أو اكتب المفتاح فيه.',
    qr: 'رمز QR لمفتاح المصادقة',
    key: 'المفتاح',
    code: 'الرمز من التطبيق',
    codeHint: 'الأرقام الستة التي يعرضها التطبيق الآن لبوابة الشركاء.',
    codeNeeded: 'أدخل الرمز المكوّن من 6 أرقام.',
    confirm: 'تأكيد',
    confirming: 'جارٍ التأكيد…',
    codesTitle: 'رموز الاسترداد',
    codesLead: 'احفظ هذه الرموز في مكان آمن بعيدًا عن الهاتف: كل رمز يتيح لك الدخول مرة واحدة إذا فُقد الهاتف. تظهر الآن فقط.',
    kept: 'لقد حفظتها',
  },
});

/** Enrols an authenticator app: a new secret as a QR code and a key, confirmed by a code of it; then the recovery codes, shown once. */
export function TotpEnrolment({ onStarted, onDone }: { onStarted?: () => void; onDone: () => void }) {
  const words = useWords();
  const problems = useProblemWords();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const [codes, setCodes] = useState<string[] | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });

  if (codes) {
    return (
      <div className="outcome" role="status">
        <h3>{words.codesTitle}</h3>
        <p>{words.codesLead}</p>
        <ol className="recovery-codes" data-recovery-codes dir="ltr">
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <button type="button" className="primary" onClick={onDone}>
          {words.kept}
        </button>
      </div>
    );
  }
  if (!start.data) {
    return (
      <>
        {start.isError && (
          <div role="alert" className="error">
            {problemText(start.error, problems)}
          </div>
        )}
        <button type="button" className="primary" disabled={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: () => onStarted?.() })}>
          {start.isPending ? words.starting : words.start}
        </button>
      </>
    );
  }
  return (
    <div className="totp-enrolment">
      <p>{words.scan}</p>
      <img className="qr" src={start.data.qr_code} alt={words.qr} width={200} height={200} />
      <p>
        {words.key}:{' '}
        <code data-totp-secret dir="ltr">
          {start.data.secret}
        </code>
      </p>
      {confirm.isError && (
        <div role="alert" className="error">
          {problemText(confirm.error, problems)}
        </div>
      )}
      <form
        noValidate
        onSubmit={handleSubmit((fields) => {
          confirm.mutate(fields.code.replace(/\s+/g, ''), { onSuccess: (enrolled) => setCodes(enrolled.recovery_codes) });
          reset({ code: '' });
        })}
      >
        <div className="field narrow">
          <label htmlFor="totp-code">{words.code}</label>
          <input
            id="totp-code"
            dir="ltr"
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={errors.code ? 'totp-code-hint totp-code-error' : 'totp-code-hint'}
            {...register('code', { required: words.codeNeeded, pattern: { value: /^\s*[0-9]{3}\s?[0-9]{3}\s*$/, message: words.codeNeeded } })}
          />
          <p className="hint" id="totp-code-hint">
            {words.codeHint}
          </p>
          {errors.code && (
            <p className="field-error" id="totp-code-error">
              {errors.code.message}
            </p>
          )}
        </div>
        <button type="submit" className="primary" disabled={confirm.isPending}>
          {confirm.isPending ? words.confirming : words.confirm}
        </button>
      </form>
    </div>
  );
}

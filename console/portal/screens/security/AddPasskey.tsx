import { useState } from 'react';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { defineWords } from '../../i18n';
import { problemText, useProblemWords } from '../../problems';
import { useAddPasskey } from '../../queries/security';

const useWords = defineWords({
  en: {
    name: 'Name of the passkey',
    nameHint: 'So you know it again, such as “Work laptop”.',
    add: 'Add a passkey',
    adding: 'Waiting for the device…',
    added: 'The passkey is added: sign in with it next time.',
    unsupported: 'This browser cannot make passkeys.',
  },
  ar: {
    name: 'اسم مفتاح المرور',
    nameHint: 'لتتعرف عليه لاحقًا، مثل «حاسوب العمل».',
    add: 'إضافة مفتاح مرور',
    adding: 'بانتظار الجهاز…',
    added: 'تمت إضافة مفتاح المرور: استخدمه لتسجيل الدخول في المرة القادمة.',
    unsupported: 'لا يستطيع هذا المتصفح إنشاء مفاتيح مرور.',
  },
});

/** Registers a passkey of this device (or a phone, a security key), named as the person likes. */
export function AddPasskey({ onAdded }: { onAdded?: () => void }) {
  const words = useWords();
  const problems = useProblemWords();
  const add = useAddPasskey();
  const [name, setName] = useState('');
  if (!browserSupportsWebAuthn()) return <p className="muted">{words.unsupported}</p>;
  return (
    <form
      className="add-passkey"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate(name, {
          onSuccess: () => {
            setName('');
            onAdded?.();
          },
        });
      }}
    >
      {add.isError && (
        <div role="alert" className="error">
          {problemText(add.error, problems)}
        </div>
      )}
      {add.isSuccess && (
        <p className="notice" role="status">
          {words.added}
        </p>
      )}
      <div className="field narrow">
        <label htmlFor="passkey-name">{words.name}</label>
        <input id="passkey-name" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} aria-describedby="passkey-name-hint" />
        <p className="hint" id="passkey-name-hint">
          {words.nameHint}
        </p>
      </div>
      <button type="submit" disabled={add.isPending}>
        {add.isPending ? words.adding : words.add}
      </button>
    </form>
  );
}

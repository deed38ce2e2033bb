import { useEffect, useRef, useState, type ReactNode } from 'react';
import { defineWords, useLang, type Lang } from '../../i18n';

/** Times in UAE time, in the portal's language, whatever the browser's own zone. */
const FORMATS: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }),
  ar: new Intl.DateTimeFormat('ar-AE', { timeZone: 'Asia/Dubai', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }),
};

export function useFormatTime(): (iso: string | null) => string {
  const { lang } = useLang();
  return (iso) => (iso === null ? '—' : FORMATS[lang].format(new Date(iso)));
}

/** Machine text (an id, a path, a code) kept left to right inside Arabic text. */
export const Code = ({ children }: { children: ReactNode }) => (
  <code dir="ltr" className="dev-code">
    {children}
  </code>
);

const useShownWords = defineWords({
  en: {
    copy: 'Copy key',
    copied: 'Copied.',
    selected: 'Selected: press Ctrl+C (or ⌘C) to copy.',
    done: 'Done, hide the key',
    once: 'Store this key now, somewhere safe. It is shown this once: neither the portal nor the service can show it again.',
    label: 'API key',
  },
  ar: {
    copy: 'نسخ المفتاح',
    copied: 'تم النسخ.',
    selected: 'تم تحديده: اضغط Ctrl+C (أو ⌘C) للنسخ.',
    done: 'تم، إخفاء المفتاح',
    once: 'احفظ هذا المفتاح الآن في مكان آمن. يُعرض هذه المرة فقط: لا تستطيع البوابة ولا الخدمة عرضه مرة أخرى.',
    label: 'مفتاح الواجهة البرمجية',
  },
});

/** A key just issued, shown this once: kept in the component's state only, never in the query cache. */
export function KeyShownOnce({ title, secret, onDone }: { title: string; secret: string; onDone: () => void }) {
  const words = useShownWords();
  const [copied, setCopied] = useState('');
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => box.current?.focus(), [secret]);
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(words.copied);
    } catch {
      input.current?.select();
      setCopied(words.selected);
    }
  };
  return (
    <div className="setup-link key-box" ref={box} tabIndex={-1} role="region" aria-labelledby="shown-key-title">
      <h3 id="shown-key-title">{title}</h3>
      <p>{words.once}</p>
      <label htmlFor="shown-key">{words.label}</label>
      <div className="copy-row">
        <input id="shown-key" ref={input} dir="ltr" readOnly value={secret} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" onClick={() => void copy()}>
          {words.copy}
        </button>
      </div>
      <p role="status" aria-live="polite" className="muted">
        {copied}
      </p>
      <button type="button" onClick={onDone}>
        {words.done}
      </button>
    </div>
  );
}

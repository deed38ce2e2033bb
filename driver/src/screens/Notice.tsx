import type { TextKey } from '../i18n';
import { useLanguage } from '../language';
import { LanguagePicker } from './LanguagePicker';

/** A page with one thing to say: loading, no session yet, a session that ended. */
export function Notice({ text }: { text: TextKey }) {
  const { t } = useLanguage();
  return (
    <main className="notice-page">
      <h1>{t('title')}</h1>
      <p role={text === 'loading' ? 'status' : 'alert'}>{t(text, { message: '' })}</p>
      <LanguagePicker />
    </main>
  );
}

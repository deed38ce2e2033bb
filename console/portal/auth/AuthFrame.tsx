import { useEffect, type ReactNode } from 'react';
import { LANGS, defineWords, useLang } from '../i18n';

const useWords = defineWords({
  en: { portal: 'Partner portal', language: 'Language' },
  ar: { portal: 'بوابة الشركاء', language: 'اللغة' },
});

/** The frame of the screens before the portal itself (signing in, a forgotten password, enrolling a second factor): a card, its title, the language. */
export function AuthFrame({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  const words = useWords();
  const { lang, setLang } = useLang();
  useEffect(() => {
    document.title = `${title} · ${words.portal}`;
  }, [title, words.portal]);
  return (
    <main className="centered portal-auth" id="main">
      <section className={`card sign-in${wide ? ' wide' : ''}`} aria-labelledby="auth-title">
        <div className="auth-head">
          <p className="brand-name">{words.portal}</p>
          <label className="lang">
            <span className="visually-hidden">{words.language}</span>
            <select aria-label={words.language} value={lang} onChange={(event) => setLang(event.target.value === 'ar' ? 'ar' : 'en')}>
              {LANGS.map((option) => (
                <option key={option.lang} value={option.lang}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <h1 id="auth-title" tabIndex={-1}>
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}

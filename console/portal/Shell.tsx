import { useEffect, useRef } from 'react';
import { Link } from '../src/Link';
import { sectionOf, useScreen } from '../src/router';
import { LANGS, defineWords, useLang } from './i18n';
import { SCREENS } from './screens';

const useWords = defineWords({
  en: { portal: 'Partner portal', skip: 'Skip to content', navigation: 'Portal', language: 'Language', notFound: 'Not found', noScreen: 'The portal has no screen at this address.' },
  ar: { portal: 'بوابة الشركاء', skip: 'انتقل إلى المحتوى', navigation: 'البوابة', language: 'اللغة', notFound: 'غير موجود', noScreen: 'لا توجد في البوابة صفحة بهذا العنوان.' },
});

export function Shell() {
  const path = useScreen();
  const words = useWords();
  const { lang, setLang } = useLang();
  const heading = useRef<HTMLDivElement>(null);
  const section = sectionOf(path);
  const current = SCREENS.find((screen) => screen.path === section);

  useEffect(() => {
    document.title = `${current?.label[lang] ?? words.notFound} · ${words.portal}`;
    heading.current?.querySelector('h1')?.focus();
  }, [path, lang]);

  return (
    <div className="shell portal">
      <a className="skip" href="#main">
        {words.skip}
      </a>
      <header className="top">
        <p className="brand">{words.portal}</p>
        <label className="who">
          {words.language}
          <select value={lang} onChange={(event) => setLang(event.target.value === 'ar' ? 'ar' : 'en')}>
            {LANGS.map((option) => (
              <option key={option.lang} value={option.lang}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
      </header>
      <nav aria-label={words.navigation} className="side">
        <ul>
          {SCREENS.map((screen) => (
            <li key={screen.path}>
              <Link to={screen.path} aria-current={screen.path === path ? 'page' : screen.path === section ? 'true' : undefined}>
                {screen.label[lang]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="content" ref={heading}>
        {current ? (
          current.render()
        ) : (
          <section>
            <h1 tabIndex={-1}>{words.notFound}</h1>
            <p>{words.noScreen}</p>
          </section>
        )}
      </main>
    </div>
  );
}

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * The portal's languages: English and Arabic (right to left). Each screen keeps its own words in
 * its own module with `defineWords`, the Arabic checked by the compiler to have every English key;
 * the language a person picks is kept in localStorage and set on <html lang dir>.
 */
export type Lang = 'en' | 'ar';
export const LANGS: ReadonlyArray<{ lang: Lang; name: string }> = [
  { lang: 'en', name: 'English' },
  { lang: 'ar', name: 'العربية' },
];

const LANG_KEY = 'portal.lang';

const initialLang = (): Lang => {
  const kept = localStorage.getItem(LANG_KEY);
  if (kept === 'en' || kept === 'ar') return kept;
  return navigator.language.toLowerCase().startsWith('ar') ? 'ar' : 'en';
};

const LanguageContext = createContext<{ lang: Lang; setLang: (lang: Lang) => void }>({ lang: 'en', setLang: () => undefined });

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initialLang);
  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  }, [lang]);
  const value = useMemo(
    () => ({
      lang,
      setLang: (next: Lang) => {
        localStorage.setItem(LANG_KEY, next);
        setLangState(next);
      },
    }),
    [lang],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export const useLang = () => useContext(LanguageContext);

/** A string with `{name}` places, filled from `values`. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A screen's words in both languages; `useWords()` gives the current language's. */
export function defineWords<const W extends Record<string, string>>(words: { en: W; ar: { [K in keyof W]: string } }): () => { [K in keyof W]: string } {
  return () => words[useLang().lang];
}

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { firstLanguage, languageInfo, translate, uaeClock, uaeDay, type Language, type TextKey } from './i18n';

const CHOSEN_KEY = 'driver.language';

export interface LanguageContextValue {
  language: Language;
  /** Chooses a language for this phone, kept for the next visit. */
  choose(language: Language): void;
  t(key: TextKey, values?: Readonly<Record<string, string | number>>): string;
  /** `14:30`, UAE time. */
  clock(iso: string): string;
  /** `Sat 28 Nov`, a UAE day. */
  day(date: string): string;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

function chosenBefore(): string | null {
  try {
    return localStorage.getItem(CHOSEN_KEY);
  } catch {
    return null;
  }
}

/**
 * The page's language: chosen on this phone, else the first the driver speaks that the page
 * offers (once the session says), else the phone's. The document's `lang` and `dir` follow it, so
 * Arabic and Urdu read right to left and the browser picks their fonts.
 */
export function LanguageProvider({ driverLanguages, children }: { driverLanguages: readonly string[]; children: ReactNode }) {
  const [chosen, setChosen] = useState<string | null>(chosenBefore);
  const language = firstLanguage(chosen, driverLanguages, navigator.languages ?? [navigator.language]);
  useEffect(() => {
    const info = languageInfo(language);
    document.documentElement.lang = info.code;
    document.documentElement.dir = info.dir;
    document.title = translate(language, 'title');
  }, [language]);
  const value = useMemo<LanguageContextValue>(
    () => ({
      language,
      choose: (next) => {
        try {
          localStorage.setItem(CHOSEN_KEY, next);
        } catch {
          // A phone that keeps nothing still shows the language chosen until the page closes.
        }
        setChosen(next);
      },
      t: (key, values) => translate(language, key, values),
      clock: (iso) => uaeClock(language, iso),
      day: (date) => uaeDay(language, date),
    }),
    [language],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage needs a LanguageProvider');
  return value;
}

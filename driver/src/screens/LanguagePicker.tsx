import { LANGUAGES, isLanguage } from '../i18n';
import { useLanguage } from '../language';

/** The four languages, each in its own words. */
export function LanguagePicker() {
  const { language, choose, t } = useLanguage();
  return (
    <label className="language">
      <span>{t('language')}</span>
      <select value={language} onChange={(event) => isLanguage(event.target.value) && choose(event.target.value)}>
        {LANGUAGES.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}

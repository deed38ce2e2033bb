import { defineWords } from '../../i18n';
import type { Scope } from './queries';

const useWords = defineWords({
  en: { legend: 'Scopes', every: 'Every scope I hold', some: 'Only the scopes chosen below', none: 'Choose at least one scope.' },
  ar: { legend: 'الصلاحيات', every: 'كل الصلاحيات التي أملكها', some: 'الصلاحيات المختارة أدناه فقط', none: 'اختر صلاحية واحدة على الأقل.' },
});

export interface ScopeChoice {
  every: boolean;
  chosen: Scope[];
}

/** Every scope the person holds, or some of them: a key never holds a scope its issuer lacks. */
export function ScopePicker({ id, held, value, onChange, showError }: { id: string; held: readonly Scope[]; value: ScopeChoice; onChange: (value: ScopeChoice) => void; showError: boolean }) {
  const words = useWords();
  const missing = !value.every && value.chosen.length === 0;
  return (
    <fieldset aria-describedby={showError && missing ? `${id}-error` : undefined}>
      <legend>{words.legend}</legend>
      <div className="check">
        <input type="radio" id={`${id}-every`} name={`${id}-every`} checked={value.every} onChange={() => onChange({ ...value, every: true })} />
        <label htmlFor={`${id}-every`}>{words.every}</label>
      </div>
      <div className="check">
        <input type="radio" id={`${id}-some`} name={`${id}-every`} checked={!value.every} onChange={() => onChange({ ...value, every: false })} />
        <label htmlFor={`${id}-some`}>{words.some}</label>
      </div>
      {!value.every && (
        <div className="scope-grid">
          {held.map((scope) => (
            <div className="check" key={scope}>
              <input
                type="checkbox"
                id={`${id}-${scope}`}
                checked={value.chosen.includes(scope)}
                onChange={(event) => onChange({ ...value, chosen: event.target.checked ? [...value.chosen, scope] : value.chosen.filter((one) => one !== scope) })}
              />
              <label htmlFor={`${id}-${scope}`}>
                <code dir="ltr">{scope}</code>
              </label>
            </div>
          ))}
        </div>
      )}
      {showError && missing && (
        <p className="field-error" id={`${id}-error`}>
          {words.none}
        </p>
      )}
    </fieldset>
  );
}

/** The scopes a choice asks for: null for every scope held (the API's default). */
export const scopesOf = (choice: ScopeChoice): Scope[] | null => (choice.every ? null : choice.chosen);

import { useEffect, useRef } from 'react';
import { ApiFailure } from '../api';
import { useLanguage } from '../language';
import { useOpenSession } from '../queries/session';
import { LanguagePicker } from './LanguagePicker';

/** A job link being opened: its token opens a session once, then the jobs show. */
export function Opening({ token, onOpened }: { token: string; onOpened: () => void }) {
  const { t } = useLanguage();
  const open = useOpenSession();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    open.mutate(token, { onSuccess: onOpened });
  }, [open, token, onOpened]);

  const refused = open.error instanceof ApiFailure && open.error.status === 401;
  return (
    <main className="notice-page">
      <h1>{t('title')}</h1>
      {open.isError ? (
        <>
          <p role="alert">{refused ? t('linkRefused') : t('failed', { message: open.error.message })}</p>
          {!refused && (
            <button type="button" className="primary" onClick={() => open.mutate(token, { onSuccess: onOpened })}>
              {t('retry')}
            </button>
          )}
          {refused && (
            <button type="button" onClick={onOpened}>
              {t('title')}
            </button>
          )}
        </>
      ) : (
        <p role="status">{t('opening')}</p>
      )}
      <LanguagePicker />
    </main>
  );
}

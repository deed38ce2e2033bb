import { useEffect, useRef, useState } from 'react';
import type { DriverJob } from '../api';
import { useLanguage } from '../language';

/** Asks the driver to confirm a no-show, with what they did to find the traveller (kept with the time and position as its evidence). */
export function NoShowDialog({ job, onCancel, onConfirm }: { job: DriverJob; onCancel: () => void; onConfirm: (note: string) => void }) {
  const { t } = useLanguage();
  const [note, setNote] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const titleId = `no-show-${job.booking_id}`;
  return (
    <dialog ref={dialog} aria-labelledby={titleId} onCancel={onCancel} className="no-show-dialog">
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(note.trim());
        }}
      >
        <h2 id={titleId}>{t('noShowTitle')}</h2>
        <p>{t('noShowText', { name: job.traveller.name })}</p>
        <label className="field">
          <span>{t('noShowNote')}</span>
          <textarea value={note} maxLength={500} rows={3} onChange={(event) => setNote(event.target.value)} />
        </label>
        <div className="dialog-actions">
          <button type="button" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="submit" className="danger">
            {t('noShowConfirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

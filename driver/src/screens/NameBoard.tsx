import { useEffect, useRef } from 'react';
import type { DriverJob } from '../api';
import { useLanguage } from '../language';

/**
 * The name board, full screen: the traveller's name as large as the phone allows, the brand they
 * booked with above it. The button that opens it asks the browser for full screen too
 * (`showFullScreen`, where it may, in the tap itself); closing the board gives it back.
 */
export function showFullScreen(): void {
  const page = document.documentElement;
  if (typeof page.requestFullscreen === 'function') page.requestFullscreen().catch(() => undefined);
}

export function NameBoard({ job, onClose }: { job: DriverJob; onClose: () => void }) {
  const { t } = useLanguage();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const escape = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('keydown', escape);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, [onClose]);
  return (
    <div className="name-board" role="dialog" aria-modal="true" aria-label={t('nameBoard')}>
      {job.name_board.brand && <p className="board-brand">{job.name_board.brand}</p>}
      <p className="board-name" dir="auto">
        {job.name_board.text}
      </p>
      <p className="board-reference" dir="ltr">
        {job.reference}
      </p>
      <button type="button" ref={close} className="board-close" onClick={onClose}>
        {t('close')}
      </button>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import type { DriverJob } from '../api';
import { useLanguage } from '../language';

/**
 * The name board, full screen: the traveller's name as large as the phone allows, the brand they
 * booked with above it. The page asks the browser for full screen too (where it may), and gives it
 * back when the board closes.
 */
export function NameBoard({ job, onClose }: { job: DriverJob; onClose: () => void }) {
  const { t } = useLanguage();
  const close = useRef<HTMLButtonElement>(null);
  const board = useRef<HTMLDivElement>(null);
  useEffect(() => {
    close.current?.focus();
    const element = board.current;
    if (element && typeof element.requestFullscreen === 'function') element.requestFullscreen().catch(() => undefined);
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
    <div className="name-board" role="dialog" aria-modal="true" aria-label={t('nameBoard')} ref={board}>
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

import { useEffect, useRef } from 'react';

/**
 * A `<dialog>` that opens itself modal when it mounts, for a change behind a confirmation or a
 * form. Spread `dialog` on the element. `close(result)` closes it once its change went through
 * and hands the result to `onClose`; `cancel` (the Cancel button, like Escape) closes it and
 * `onClose` is told null.
 */
export function useModal<T>(onClose: (result: T | null) => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const done = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (element && !element.open) element.showModal();
  }, []);
  return {
    dialog: { ref, onClose: () => (done.current ? undefined : onClose(null)) },
    close: (result: T) => {
      done.current = true;
      ref.current?.close();
      onClose(result);
    },
    cancel: () => ref.current?.close(),
  };
}

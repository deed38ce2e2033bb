/**
 * The line above a finance list, read out when it changes: how many rows are shown, newest
 * first, and whether older ones are still to load; `none` when nothing matches.
 */
export function NewestFirstCount({ count, noun, none, more }: { count: number; noun: string; none: string; more: boolean }) {
  return (
    <p role="status" aria-live="polite" className="muted">
      {count === 0 ? none : `${count} ${noun}${count === 1 ? '' : 's'} shown, newest first${more ? '; more are older' : ''}.`}
    </p>
  );
}

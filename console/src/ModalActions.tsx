/**
 * A dialog's buttons: the change it asks for, in its words while it runs, and the one that closes
 * the dialog without it. Without `onAction` the first button submits the dialog's form.
 */
export function ModalActions({ action, running, pending, disabled = false, danger = false, onAction, cancel = 'Cancel', onCancel }: { action: string; running: string; pending: boolean; disabled?: boolean; danger?: boolean; onAction?: () => void; cancel?: string; onCancel: () => void }) {
  return (
    <div className="actions">
      <button type={onAction ? 'button' : 'submit'} className={danger ? 'danger' : 'primary'} onClick={onAction} disabled={pending || disabled}>
        {pending ? running : action}
      </button>
      <button type="button" onClick={onCancel}>
        {cancel}
      </button>
    </div>
  );
}

import type { BoardJob } from '../../queries/dispatch';
import { formatTime } from '../../format';

export type SentLink = NonNullable<BoardJob['driver_link']>;

/**
 * What an assignment sent the driver: the job link went by SMS (the outbox), and the same message
 * is here to forward by WhatsApp. Shown once, after the assignment: the service keeps the link's
 * hash only, so it cannot show it again.
 */
export function DriverLinkNotice({ reference, driver, link, onDismiss }: { reference: string; driver: string; link: SentLink; onDismiss: () => void }) {
  const whatsapp = `https://wa.me/${link.sent_to.replace(/^\+/, '')}?text=${encodeURIComponent(link.whatsapp_text)}`;
  return (
    <section className="notice driver-link" aria-labelledby="driver-link-title">
      <h2 id="driver-link-title">Job link sent to {driver}</h2>
      <p>
        The link to {reference} went to {link.sent_to} by SMS. It opens the driver’s jobs once, until {formatTime(link.expires_at)}. To send it by WhatsApp too, forward this message:
      </p>
      <label className="field">
        <span>Message for {driver}</span>
        <textarea readOnly rows={5} value={link.whatsapp_text} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <p>
        <a href={whatsapp} target="_blank" rel="noopener noreferrer">
          Open it in WhatsApp
        </a>{' '}
        <button type="button" onClick={onDismiss}>
          Done
        </button>
      </p>
    </section>
  );
}

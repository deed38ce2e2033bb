import { Link } from '../../../src/Link';
import { useScreen } from '../../../src/router';
import { defineWords } from '../../i18n';
import { ApiKeys } from './ApiKeys';
import { RequestLogEntry, RequestLogList } from './RequestLog';
import { DeliveryAttempts, EndpointDeliveries, WebhookEndpoints } from './Webhooks';
import { EventDetail, EventList } from './Events';
import './developers.css';

const useWords = defineWords({
  en: { title: 'Developers', parts: 'Developers', keys: 'API keys', logs: 'Request log', webhooks: 'Webhooks', events: 'Events' },
  ar: { title: 'المطوّرون', parts: 'أقسام المطوّرين', keys: 'مفاتيح الواجهة البرمجية', logs: 'سجل الطلبات', webhooks: 'الإشعارات (Webhooks)', events: 'الأحداث' },
});

type Part = 'keys' | 'logs' | 'webhooks' | 'events';

/** Which part an address shows (`/developers/deliveries/…` is a webhook's), and the object it names. */
function partOf(path: string): { part: Part; id: string | null; delivery: boolean } {
  const [, , segment = '', id = null] = path.split('/');
  const named = id === null || id === '' ? null : decodeURIComponent(id);
  switch (segment) {
    case 'logs':
      return { part: 'logs', id: named, delivery: false };
    case 'webhooks':
      return { part: 'webhooks', id: named, delivery: false };
    case 'deliveries':
      return { part: 'webhooks', id: named, delivery: true };
    case 'events':
      return { part: 'events', id: named, delivery: false };
    default:
      return { part: 'keys', id: null, delivery: false };
  }
}

const PARTS: ReadonlyArray<{ part: Part; to: string }> = [
  { part: 'keys', to: '/developers' },
  { part: 'logs', to: '/developers/logs' },
  { part: 'webhooks', to: '/developers/webhooks' },
  { part: 'events', to: '/developers/events' },
];

/**
 * The partner's developers' screen: the account's API keys (test keys issued and revoked here,
 * live keys asked of the trade desk and collected once), the request log searched by x-request-id,
 * the webhook endpoints with each delivery's attempts and a resend, and the event feed. Everything
 * here is an operation of the partners' API, called with the person's session.
 */
export function Developers() {
  const words = useWords();
  const { part, id, delivery } = partOf(useScreen());
  return (
    <section className="developers" aria-labelledby="developers-title">
      <h1 id="developers-title" tabIndex={-1}>
        {words.title}
      </h1>
      <nav className="tabs" aria-label={words.parts}>
        <ul>
          {PARTS.map((one) => (
            <li key={one.part}>
              <Link to={one.to} aria-current={one.part === part ? (id === null ? 'page' : 'true') : undefined}>
                {words[one.part]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {part === 'keys' && <ApiKeys />}
      {part === 'logs' && (id === null ? <RequestLogList /> : <RequestLogEntry id={id} />)}
      {part === 'webhooks' && (id === null ? <WebhookEndpoints /> : delivery ? <DeliveryAttempts id={id} /> : <EndpointDeliveries id={id} />)}
      {part === 'events' && (id === null ? <EventList /> : <EventDetail id={id} />)}
    </section>
  );
}

import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import type { Config } from '../platform/config';
import type { ServiceKeys } from '../platform/secrets';
import type { FormLimitName } from '../platform/limits';
import type { SafeHtml } from '../platform/html';
import type { EventStreamOptions } from '../platform/eventStream';
import type { PartitionSections } from './partition';

/*
 * What a section's public pages are (outside `/api`, for visitors without a key): the routes its
 * definition lists, and what they are handed and answer. The public router (src/public/router.ts)
 * serves them.
 */

/**
 * What a public page is handed of the service (a part of its `Services`): the database and the
 * clock, the sections it runs (for the partitions a page acts in), the service's addresses, the
 * data key of what is kept sealed, whether it is draining, and its log.
 */
export interface PublicServices {
  readonly db: Db;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly sections: PartitionSections;
  readonly config: Pick<Config, 'publicBaseUrl' | 'consoleDir'>;
  readonly keys: Pick<ServiceKeys, 'dataEncryption'>;
  readonly lifecycle: { readonly draining: boolean };
}

export interface PublicRequest {
  params: Readonly<Record<string, string>>;
  query: Readonly<Record<string, string>>;
  /** A form's or a JSON body's fields (strings from a form). */
  body: Readonly<Record<string, unknown>>;
  /** The Host the visitor asked for, lower case, without the port. */
  host: string;
  origin: string | null;
  /** The Accept and Accept-Language headers as sent (a page answering JSON too, a page in the visitor's language). */
  accept: string | null;
  acceptLanguage: string | null;
  cookies: Readonly<Record<string, string>>;
  /** The visitor's network address (as the limits per address count it), kept with what it sends where that must be traceable. */
  address: string;
  /** Who is visiting, for counting unique visitors: a keyed hash, see visitorOf. */
  visitor: string;
  nonce: string;
  services: PublicServices;
}

export interface Cookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

export type PublicAnswer =
  /**
   * `noStore`: a page showing a secret once (a key), or what changes by the minute, kept out of
   * every cache and the back button's copy. `policy`: the Content-Security-Policy of a page that
   * runs this service's own built scripts (the traveller's live page), in place of the pages'
   * script-free one; `referrer`: its Referrer-Policy, in place of `same-origin`.
   */
  | { status: number; html: SafeHtml; cookies?: readonly Cookie[]; noStore?: boolean; policy?: string; referrer?: string }
  | { status: number; redirect: string; cookies?: readonly Cookie[] }
  | { status: number; script: string }
  /** `allowOrigin`: the one origin allowed to read the answer (a widget's partner page). `noStore`: never cached (live data). */
  | { status: number; json: unknown; allowOrigin?: string | null; noStore?: boolean }
  /** Server-sent events (text/event-stream) until the visitor leaves or `events.ended()` says so. */
  | { status: number; events: EventStreamOptions };

interface PublicRouteBase {
  /** An Express path, e.g. `/g/:token`. A parameter named `token` is a secret: it is never logged. */
  path: string;
  handle(req: PublicRequest): Promise<PublicAnswer>;
}

/** A page: counted against `public_page` per address. */
export interface PublicPageRoute extends PublicRouteBase {
  method: 'GET';
}

/** A form's target: counted per address against the form's own limit, which no other form shares. */
export interface PublicFormRoute extends PublicRouteBase {
  method: 'POST';
  limit: FormLimitName;
  /**
   * Whose pages may POST here: `same-site` (the default) takes posts from this service's own pages
   * only (see `refuseForeignSender` and `senderOf`); `route` leaves the sender to the route, which checks Origin
   * itself (the widget, posted from its partners' pages, against its allowed origins).
   */
  senders?: 'same-site' | 'route';
}

export type PublicRoute = PublicPageRoute | PublicFormRoute;

/**
 * What serves requests that arrive on a partner's own domain (a white-label site by `Host`):
 * `serve` answers `null` when the host is not one it serves, else what serves the request. The
 * router checks a POST's sender in between, once it knows the host is the partner's, and counts it
 * against `formLimit`, the limit of the forms posted there.
 */
export interface HostHandler {
  formLimit: FormLimitName;
  serve(req: PublicRequest, method: 'GET' | 'POST', path: string): Promise<(() => Promise<PublicAnswer>) | null>;
}

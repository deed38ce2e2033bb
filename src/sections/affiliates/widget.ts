import type { components } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import { errors, type ValidationIssue } from '../../errors';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { TestData, isMissingTestId } from '../../engine/testData';
import { BOOKING_SITE, testLinks } from './links';

type AffiliateWidget = components['schemas']['AffiliateWidget'];
type AffiliateWidgetRequest = components['schemas']['AffiliateWidgetRequest'];
type AffiliateWidgetSettings = components['schemas']['AffiliateWidgetSettings'];

export const WIDGET_SCRIPT_URL = `${BOOKING_SITE}/widget/v1.js`;
const SITES = ['dubaiwithkids', 'desertdiaries', 'uaetravelnotes', 'gulfexplorer', 'palmvillas', 'marinastays'];

/** The snippet depends on the widget's id only, so a pasted one keeps working when settings change. */
const snippet = (id: string): string =>
  `<div data-booking-widget="${id}"></div>\n<script src="${WIDGET_SCRIPT_URL}" data-widget-id="${id}" async></script>`;

/** The widget's id never changes: it is derived from the account. */
const widgetId = (accountId: string): string => new TestData(`affiliate-widget:${accountId}`).id('wgt');

function widget(id: string, settings: AffiliateWidgetSettings | null, updatedAt: string | null, sandbox: boolean): AffiliateWidget {
  return {
    object: 'affiliate_widget',
    sandbox,
    id,
    status: settings ? 'active' : 'not_set_up',
    settings,
    script_url: WIDGET_SCRIPT_URL,
    snippet: settings ? snippet(id) : null,
    updated_at: updatedAt,
  };
}

export function getAffiliateWidget(principal: ApiPrincipal, clock: Clock): AffiliateWidget {
  const id = widgetId(principal.account.id);
  if (principal.mode === 'live') return widget(id, null, null, false);
  const data = new TestData(`affiliate-widget-settings:${principal.account.id}`);
  const site = data.pick(SITES);
  const links = testLinks(principal.account.id, clock.now());
  const settings: AffiliateWidgetSettings = {
    products: data.pick([['airport_transfers', 'tours'], ['tours', 'airport_transfers'], ['tours']] as const).slice(),
    language: data.pick(['en', 'en', 'ar', 'ru', 'de'] as const),
    display_currency: data.pick(['AED', 'USD', 'EUR', 'GBP'] as const),
    accent_hex: data.pick(['#0A7C86', '#C8102E', '#1F4E79', '#D4A017']),
    layout: data.pick(['inline', 'popup'] as const),
    allowed_origins: [`https://www.${site}.example`, ...(data.chance(0.5) ? [`https://blog.${site}.example`] : [])],
    link_code: links.length > 0 && data.chance(0.6) ? data.pick(links).link.code : null,
  };
  const updatedAt = new Date(Math.floor((clock.now().getTime() - data.int(5, 200) * 86_400_000) / 60_000) * 60_000).toISOString();
  return widget(id, settings, updatedAt, true);
}

/** `https://host[:port]` exactly: what a browser sends as Origin. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.origin === value;
  } catch {
    return false;
  }
}

function issues(request: AffiliateWidgetRequest, live: boolean): ValidationIssue[] {
  const found: ValidationIssue[] = request.allowed_origins.flatMap((origin, i) =>
    isOrigin(origin) ? [] : [{ path: `allowed_origins[${i}]`, message: 'must be an origin such as https://www.example.com: https, the host in lower case and no path' }],
  );
  // A test key's links are the deterministic test links: every well-formed code but the 0000 ones.
  if (!live && typeof request.link_code === 'string' && isMissingTestId(request.link_code)) {
    found.push({ path: 'link_code', message: 'is not a tracking link of this account' });
  }
  return found;
}

/** Sets the widget up: answered as it would be for a test key; live widgets open with production. */
export function setAffiliateWidget(principal: ApiPrincipal, request: AffiliateWidgetRequest, clock: Clock): AffiliateWidget {
  const found = issues(request, principal.mode === 'live');
  if (found.length > 0) throw errors.validation(found);
  if (principal.mode === 'live') throw errors.liveNotOpen('affiliate widgets', 'set up');
  const settings: AffiliateWidgetSettings = {
    products: request.products ?? ['airport_transfers', 'tours'],
    language: request.language ?? 'en',
    display_currency: request.display_currency ?? 'AED',
    accent_hex: request.accent_hex ?? '#0A7C86',
    layout: request.layout ?? 'inline',
    allowed_origins: request.allowed_origins,
    link_code: request.link_code ?? null,
  };
  return widget(widgetId(principal.account.id), settings, clock.now().toISOString(), true);
}

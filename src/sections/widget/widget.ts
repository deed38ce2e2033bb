import type { components } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { errors, type ValidationIssue } from '../../errors';
import { TestData } from '../../engine/testData';

type Widget = components['schemas']['Widget'];
type WidgetUpdate = components['schemas']['WidgetUpdate'];
type WidgetTestState = components['parameters']['WidgetTestState'];

export interface WidgetContext {
  principal: ApiPrincipal;
  clock: Clock;
  publicBaseUrl: string;
}

export interface WidgetQuery {
  test_state?: WidgetTestState;
}

const DAY_MS = 86_400_000;
const SUSPENSION_REASON = 'Bookings through the widget were shown below the public price on one of the allowed origins; the trade desk will lift the suspension once the page is corrected.';

const startOfDay = (date: Date): number => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

/** The partner code printed on widget bookings: the initials of the account and four digits, e.g. `GHT-4821`. */
export function partnerCode(account: { id: string; name: string }): string {
  const initials = account.name
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z]/g, '').charAt(0).toUpperCase())
    .filter(Boolean)
    .slice(0, 3)
    .join('');
  return `${initials || 'P'}-${new TestData(`partner-code:${account.id}`).int(1000, 9999)}`;
}

function snippetOf(ctx: WidgetContext, widget: Pick<Widget, 'id' | 'partner' | 'script_url'>): string {
  const mode = ctx.principal.mode === 'test' ? ' data-mode="test"' : '';
  return `<div id="trade-widget"></div>\n<script src="${widget.script_url}" data-widget="${widget.id}" data-partner="${widget.partner.code}"${mode} async></script>`;
}

/** The deterministic test widget of the key's account in `state`. */
function testWidget(ctx: WidgetContext, state: WidgetTestState): Widget {
  const { account } = ctx.principal;
  const data = new TestData(`widget:${account.id}`);
  const today = startOfDay(ctx.clock.now());
  const host = account.name.toLowerCase().replace(/[^a-z0-9]+/g, '').slice(0, 30) || 'partner';
  const products = data.pick<Widget['products']>([['transfers', 'tours'], ['transfers'], ['tours', 'transfers']]);
  const widget: Widget = {
    object: 'widget',
    sandbox: true,
    id: data.id('wdg'),
    status: state,
    partner: { name: account.name, code: partnerCode(account) },
    products: [...products],
    default_product: products[0] ?? 'transfers',
    languages: { default: 'en', enabled: [...data.pick<Widget['languages']['enabled']>([['en', 'ar'], ['en', 'ar', 'ru', 'de'], ['en', 'zh', 'hi'], ['en', 'fr', 'it', 'es']])] },
    display_currency: data.pick<Widget['display_currency']>(['AED', 'AED', 'USD', 'EUR']),
    theme: { mode: data.pick<'light' | 'dark'>(['light', 'light', 'dark']), accent_hex: data.pick(['#0E7C86', '#1F4E79', '#B5651D', '#7A1F5C']), layout: data.pick<'inline' | 'floating_button'>(['inline', 'floating_button']) },
    allowed_origins: [`https://www.${host}.example`, `https://${host}.example`],
    pricing: 'public',
    script_url: `${ctx.publicBaseUrl}/widget/v1/loader.js`,
    snippet: '',
    suspension_reason: state === 'suspended' ? SUSPENSION_REASON : null,
    created_at: new Date(today - 90 * DAY_MS + 10 * 3600_000).toISOString(),
    updated_at: new Date(today - data.int(3, 40) * DAY_MS + 6 * 3600_000 + 45 * 60_000).toISOString(),
  };
  widget.snippet = snippetOf(ctx, widget);
  return widget;
}

function refuseTestStateForLive(ctx: WidgetContext, query: WidgetQuery): void {
  if (ctx.principal.mode === 'live' && query.test_state !== undefined) {
    throw errors.invalidField('test_state', 'is for test keys only; a live key acts on the account itself');
  }
}

/** An https origin: scheme, host and optional port, nothing after. */
function originIssue(origin: string): string | null {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return 'must be an https origin such as https://www.example.ae';
  }
  if (url.origin !== origin.replace(/\/$/, '').toLowerCase() || url.username !== '' || url.password !== '') {
    return 'must be an origin only (https://host or https://host:port), with no path, query or credentials';
  }
  return null;
}

/** Rules of the change; a field neither sent nor known (a live key's widget) is not checked. */
function updateIssues(update: WidgetUpdate, current: Widget | null): ValidationIssue[] {
  const found: ValidationIssue[] = [];
  if (Object.keys(update).length === 0) found.push({ path: '', message: 'send at least one field to change' });
  (update.allowed_origins ?? []).forEach((origin, i) => {
    const issue = originIssue(origin);
    if (issue !== null) found.push({ path: `allowed_origins[${i}]`, message: issue });
  });
  if (update.languages && !update.languages.enabled.includes(update.languages.default)) {
    found.push({ path: 'languages.default', message: `must be one of languages.enabled (${update.languages.enabled.join(', ')})` });
  }
  const products = update.products ?? current?.products;
  const defaultProduct = update.default_product ?? current?.default_product;
  if (products && defaultProduct && !products.includes(defaultProduct)) {
    found.push(
      update.default_product !== undefined
        ? { path: 'default_product', message: `must be one of products (${products.join(', ')})` }
        : { path: 'products', message: `must include default_product (${defaultProduct})` },
    );
  }
  const status = update.status ?? current?.status;
  const origins = update.allowed_origins ?? current?.allowed_origins;
  if (status === 'active' && origins?.length === 0) found.push({ path: 'allowed_origins', message: 'an active widget needs at least one allowed origin' });
  return found;
}

export function getWidget(ctx: WidgetContext, query: WidgetQuery): Widget {
  refuseTestStateForLive(ctx, query);
  if (ctx.principal.mode === 'live') throw errors.resourceNotFound('booking widget', 'yet');
  return testWidget(ctx, query.test_state ?? 'active');
}

/** Changes the fields sent; a suspended widget cannot be changed by the partner. */
export function updateWidget(ctx: WidgetContext, update: WidgetUpdate, query: WidgetQuery): Widget {
  refuseTestStateForLive(ctx, query);
  const current = ctx.principal.mode === 'test' ? testWidget(ctx, query.test_state ?? 'active') : null;
  const found = updateIssues(update, current);
  if (found.length > 0) throw errors.validation(found);
  if (current === null) throw errors.liveNotOpen('booking widget changes', 'changed');
  if (current.status === 'suspended') throw errors.invalidState('booking widget', current.id, 'suspended', 'changed by the partner; the trade desk lifts a suspension');
  const { allowed_origins: origins, ...fields } = update;
  return {
    ...current,
    ...fields,
    ...(origins !== undefined ? { allowed_origins: origins.map((origin) => new URL(origin).origin) } : {}),
    updated_at: ctx.clock.now().toISOString(),
  };
}

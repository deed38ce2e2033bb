import { createHash } from 'node:crypto';
import type { components } from '../generated/openapi-types';
import { errors, type ValidationIssue } from '../errors';
import { newId } from '../platform/ids';
import type { Partition } from './partition';
import { defineMachine, move, recordCreated } from './stateMachine';
import { recordEvent, type EventType } from './events';
import { createPublicLink, publicUrl } from './publicLinks';
import { stampView } from './serializer';

type Widget = components['schemas']['Widget'];
type WidgetUpdate = components['schemas']['WidgetUpdate'];
export type WidgetStatus = Widget['status'];
export type WidgetProduct = components['schemas']['WidgetProduct'];
export type WidgetLanguage = components['schemas']['SiteLanguage'];

/**
 * The one booking widget of a partition, behind both widget operations of the contract (the
 * booking widget's `Widget` and the affiliate programme's `AffiliateWidget` are two views of
 * this row). Its settings are what the script served at `script_url` renders.
 */
export interface WidgetSettings {
  products: WidgetProduct[];
  default_product: WidgetProduct;
  languages: Widget['languages'];
  display_currency: Widget['display_currency'];
  theme: Widget['theme'];
  allowed_origins: string[];
}

export interface WidgetRow {
  id: string;
  status: WidgetStatus;
  partner_code: string;
  settings: WidgetSettings;
  suspension_reason: string | null;
  created_at: string;
  updated_at: string;
}

/** active ⇄ paused by the partner; the operator suspends either and lifts a suspension. */
export const widgetStates = defineMachine<WidgetStatus>({
  subject: 'booking widget',
  table: 'widgets',
  moves: { active: ['paused', 'suspended'], paused: ['active', 'suspended'], suspended: ['active', 'paused'] },
  actions: { active: 'resumed', paused: 'paused', suspended: 'suspended' },
});

export const DEFAULT_SETTINGS: WidgetSettings = {
  products: ['transfers', 'tours'],
  default_product: 'transfers',
  languages: { default: 'en', enabled: ['en', 'ar'] },
  display_currency: 'AED',
  theme: { mode: 'light', accent_hex: '#0E7C86', layout: 'inline' },
  allowed_origins: [],
};

/** The partner code printed on widget bookings: the account's initials and four digits fixed by its id, e.g. `GHT-4821`. */
export function partnerCode(account: { id: string; name: string }): string {
  const initials = account.name
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z]/g, '').charAt(0).toUpperCase())
    .filter(Boolean)
    .slice(0, 3)
    .join('');
  const digits = 1000 + (createHash('sha256').update(account.id).digest().readUInt32BE(0) % 9000);
  return `${initials || 'P'}-${digits}`;
}

/** The script a partner's page loads: served by this service, one per widget. */
export const scriptPath = (id: string): string => `/widget/${id}.js`;

export const snippetOf = (scriptUrl: string): string => `<script src="${scriptUrl}" async></script>`;

async function accountName(partition: Partition): Promise<string> {
  const account = (await partition.db('accounts').where({ id: partition.accountId }).first('name')) as { name: string } | undefined;
  return account?.name ?? partition.accountId;
}

const fromStored = (row: Record<string, unknown>): WidgetRow => ({ ...(row as unknown as WidgetRow), settings: JSON.parse(String(row.settings)) as WidgetSettings });

export async function findWidgetRow(partition: Partition): Promise<WidgetRow | null> {
  const row = (await partition.table('widgets').first()) as Record<string, unknown> | undefined;
  return row ? fromStored(row) : null;
}

/** The widget of the id in a public URL, in its partition. */
export async function widgetById(partition: Partition, id: string): Promise<WidgetRow | null> {
  const row = (await partition.table('widgets').where({ id }).first()) as Record<string, unknown> | undefined;
  return row ? fromStored(row) : null;
}

export async function widgetOf(partition: Partition, publicBaseUrl: string, row: WidgetRow): Promise<Widget> {
  const scriptUrl = publicUrl(publicBaseUrl, scriptPath(row.id));
  return stampView<Widget>(partition, 'widget', {
    id: row.id,
    status: row.status,
    partner: { name: await accountName(partition), code: row.partner_code },
    products: row.settings.products,
    default_product: row.settings.default_product,
    languages: row.settings.languages,
    display_currency: row.settings.display_currency,
    theme: row.settings.theme,
    allowed_origins: row.settings.allowed_origins,
    pricing: 'public',
    script_url: scriptUrl,
    snippet: snippetOf(scriptUrl),
    suspension_reason: row.suspension_reason,
    created_at: row.created_at,
    updated_at: row.updated_at,
  });
}

/** An https origin: scheme, host and optional port, nothing after. */
export function originIssue(origin: string): string | null {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return 'must be an https origin such as https://www.example.ae';
  }
  // A page on the partner's own computer is a secure context to browsers over plain http too.
  const loopback = url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
  if (url.protocol !== 'https:' && !loopback) return 'must be an https origin such as https://www.example.ae';
  if (url.origin !== origin.replace(/\/$/, '').toLowerCase() || url.username !== '' || url.password !== '') {
    return 'must be an origin only (https://host or https://host:port), with no path, query or credentials';
  }
  return null;
}

/** Origins as browsers send them: lower case, no trailing slash. */
export const normalOrigins = (origins: readonly string[]): string[] => [...new Set(origins.map((origin) => new URL(origin).origin))];

/** The rules every stored widget keeps, checked on the settings as they would be after a change. */
export function settingsIssues(settings: WidgetSettings, status: WidgetStatus, paths: { origins: string; product: string }): ValidationIssue[] {
  const found: ValidationIssue[] = [];
  settings.allowed_origins.forEach((origin, i) => {
    const issue = originIssue(origin);
    if (issue !== null) found.push({ path: `${paths.origins}[${i}]`, message: issue });
  });
  if (!settings.languages.enabled.includes(settings.languages.default)) {
    found.push({ path: 'languages.default', message: `must be one of languages.enabled (${settings.languages.enabled.join(', ')})` });
  }
  if (!settings.products.includes(settings.default_product)) {
    found.push(
      paths.product === 'default_product'
        ? { path: 'default_product', message: `must be one of products (${settings.products.join(', ')})` }
        : { path: 'products', message: `must include default_product (${settings.default_product})` },
    );
  }
  if (status === 'active' && settings.allowed_origins.length === 0) found.push({ path: paths.origins, message: 'an active widget needs at least one allowed origin' });
  return found;
}

/** Records a change of the widget, with the widget as `GET /widget` shows it. */
async function widgetEvent(p: Partition, publicBaseUrl: string, type: EventType, row: WidgetRow, notice?: { title: string; body: string }): Promise<void> {
  await recordEvent(p, { type, subjectType: 'widget', subjectId: row.id, data: await widgetOf(p, publicBaseUrl, row), ...(notice ? { notice: { kind: 'service_notice', ...notice } } : {}) });
}

/**
 * Stores the partition's widget with `settings`, or changes the one it has, in one transaction:
 * a new widget starts `active` with its script's public link; `status`, when given and not the
 * current one, is a move of the machine. `change` gets the current widget (null for none) and
 * answers the new settings, or throws the validation error; a valid change to a suspended
 * widget is refused (409): only the operator lifts a suspension.
 */
export async function saveWidget(
  partition: Partition,
  publicBaseUrl: string,
  change: (current: WidgetRow | null) => { settings: WidgetSettings; status?: 'active' | 'paused' },
): Promise<WidgetRow> {
  return partition.transaction(async (p) => {
    const current = await findWidgetRow(p);
    const { settings, status } = change(current);
    if (current?.status === 'suspended') throw errors.invalidState('booking widget', current.id, 'suspended', 'changed by the partner; the trade desk lifts a suspension');
    const now = p.now();
    if (current === null) {
      const row: WidgetRow = { id: newId('wdg'), status: status ?? 'active', partner_code: await p.seedValue(async (q) => partnerCode({ id: q.accountId, name: await accountName(q) })), settings, suspension_reason: null, created_at: now, updated_at: now };
      await p.insert('widgets', { ...row, settings: JSON.stringify(settings) });
      await recordCreated(p, widgetStates, row.id, row.status);
      await createPublicLink(p, { kind: 'widget', subjectId: row.id, token: row.id });
      await widgetEvent(p, publicBaseUrl, 'widget.set_up', row);
      return row;
    }
    if (status !== undefined && status !== current.status) await move(p, widgetStates, current.id, status);
    await p.table('widgets').where({ id: current.id }).update({ settings: JSON.stringify(settings), updated_at: now });
    const row = (await findWidgetRow(p)) as WidgetRow;
    await widgetEvent(p, publicBaseUrl, 'widget.changed', row);
    return row;
  });
}

export async function getWidget(partition: Partition, publicBaseUrl: string): Promise<Widget> {
  const row = await findWidgetRow(partition);
  if (!row) throw errors.resourceNotFound('booking widget', 'yet: set it up with POST /api/b2b/v1/widget (allowed_origins)');
  return widgetOf(partition, publicBaseUrl, row);
}

/** Changes the fields sent; the first change of a partition without a widget sets one up from the defaults. */
export async function updateWidget(partition: Partition, publicBaseUrl: string, update: WidgetUpdate): Promise<Widget> {
  if (Object.keys(update).length === 0) throw errors.invalidField('', 'send at least one field to change');
  const row = await saveWidget(partition, publicBaseUrl, (current) => {
    const base = current?.settings ?? DEFAULT_SETTINGS;
    const settings: WidgetSettings = {
      products: update.products ?? base.products,
      default_product: update.default_product ?? (update.products && current === null ? (update.products[0] ?? base.default_product) : base.default_product),
      languages: update.languages ?? base.languages,
      display_currency: update.display_currency ?? base.display_currency,
      theme: update.theme ?? base.theme,
      allowed_origins: update.allowed_origins ?? base.allowed_origins,
    };
    const status = update.status ?? current?.status ?? 'active';
    const found = settingsIssues(settings, status, { origins: 'allowed_origins', product: update.default_product !== undefined ? 'default_product' : 'products' });
    if (found.length > 0) throw errors.validation(found);
    return { settings: { ...settings, allowed_origins: normalOrigins(settings.allowed_origins) }, ...(update.status ? { status: update.status } : {}) };
  });
  return widgetOf(partition, publicBaseUrl, row);
}

/** The operator stops a widget (it then shows nothing and takes no booking) or lifts the suspension. */
export async function setWidgetSuspension(partition: Partition, publicBaseUrl: string, suspend: { reason: string } | { lift: 'active' | 'paused' }): Promise<WidgetRow> {
  return partition.transaction(async (p) => {
    const current = await findWidgetRow(p);
    if (!current) throw errors.resourceNotFound('booking widget', `of account ${p.accountId} (${p.mode})`);
    const now = p.now();
    if ('reason' in suspend) {
      await move(p, widgetStates, current.id, 'suspended', { suspension_reason: suspend.reason, updated_at: now });
    } else {
      await move(p, widgetStates, current.id, suspend.lift, { suspension_reason: null, updated_at: now });
    }
    const row = (await findWidgetRow(p)) as WidgetRow;
    await widgetEvent(
      p,
      publicBaseUrl,
      'reason' in suspend ? 'widget.suspended' : 'widget.reinstated',
      row,
      'reason' in suspend
        ? { title: 'Booking widget suspended', body: `The operator suspended the booking widget ${row.id}: ${suspend.reason}` }
        : { title: 'Booking widget reinstated', body: `The booking widget ${row.id} is ${row.status} again.` },
    );
    return row;
  });
}

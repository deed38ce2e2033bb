import type { components } from '../../generated/openapi-types';
import { errors } from '../../errors';
import type { Partition } from '../../engine/partition';
import { publicUrl } from '../../engine/publicLinks';
import { DEFAULT_SETTINGS, findWidgetRow, normalOrigins, saveWidget, scriptPath, settingsIssues, snippetOf, type WidgetProduct, type WidgetRow, type WidgetSettings } from '../../engine/widgets';
import { stampView } from '../../engine/serializer';

type AffiliateWidget = components['schemas']['AffiliateWidget'];
type AffiliateWidgetRequest = components['schemas']['AffiliateWidgetRequest'];
type AffiliateProduct = components['schemas']['AffiliateWidgetProduct'];

/**
 * The affiliate programme's view of the partition's one booking widget (src/sections/widget):
 * the same row, in the affiliate's terms. Products are named for the affiliate's tabs, the
 * layout `popup` is the widget's `floating_button`, and `language` is the language it opens in.
 */
const TO_WIDGET: Record<AffiliateProduct, WidgetProduct> = { airport_transfers: 'transfers', tours: 'tours' };
const TO_AFFILIATE: Record<WidgetProduct, AffiliateProduct> = { transfers: 'airport_transfers', tours: 'tours' };

function affiliateWidgetOf(partition: Partition, publicBaseUrl: string, row: WidgetRow | null): AffiliateWidget {
  if (row === null) return stampView(partition, 'affiliate_widget', { id: null, status: 'not_set_up', settings: null, script_url: null, snippet: null, updated_at: null });
  const scriptUrl = publicUrl(publicBaseUrl, scriptPath(row.id));
  return stampView(partition, 'affiliate_widget', {
    id: row.id,
    status: row.status,
    settings: {
      products: row.settings.products.map((product) => TO_AFFILIATE[product]),
      language: row.settings.languages.default,
      display_currency: row.settings.display_currency,
      accent_hex: row.settings.theme.accent_hex,
      layout: row.settings.theme.layout === 'floating_button' ? 'popup' : 'inline',
      allowed_origins: row.settings.allowed_origins,
    },
    script_url: scriptUrl,
    snippet: snippetOf(scriptUrl),
    updated_at: row.updated_at,
  });
}

export async function getAffiliateWidget(partition: Partition, publicBaseUrl: string): Promise<AffiliateWidget> {
  return affiliateWidgetOf(partition, publicBaseUrl, await findWidgetRow(partition));
}

/**
 * Sets the widget up, or replaces what this view shows: fields left out take their defaults. What
 * only the booking widget's view shows is kept: the languages travellers may switch to (with
 * `language` added) and the theme's light or dark mode.
 */
export async function setAffiliateWidget(partition: Partition, publicBaseUrl: string, request: AffiliateWidgetRequest): Promise<AffiliateWidget> {
  const row = await saveWidget(partition, publicBaseUrl, (current) => {
    const base = current?.settings ?? DEFAULT_SETTINGS;
    const products = (request.products ?? ['airport_transfers', 'tours']).map((product) => TO_WIDGET[product]);
    const language = request.language ?? 'en';
    const settings: WidgetSettings = {
      products,
      default_product: products[0] ?? 'transfers',
      languages: { default: language, enabled: base.languages.enabled.includes(language) ? base.languages.enabled : [language, ...base.languages.enabled] },
      display_currency: request.display_currency ?? 'AED',
      theme: { mode: base.theme.mode, accent_hex: request.accent_hex ?? '#0A7C86', layout: request.layout === 'popup' ? 'floating_button' : 'inline' },
      allowed_origins: request.allowed_origins,
    };
    const found = settingsIssues(settings, current?.status ?? 'active', { origins: 'allowed_origins', product: 'products' });
    if (found.length > 0) throw errors.validation(found);
    return { settings: { ...settings, allowed_origins: normalOrigins(settings.allowed_origins) } };
  });
  return affiliateWidgetOf(partition, publicBaseUrl, row);
}

/**
 * HTML built from templates in which every interpolated value is escaped unless it is already
 * `SafeHtml` (made by this template). Partner-supplied text (a property's name, a site's
 * tagline) reaches a visitor's browser only through here.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

type Interpolated = SafeHtml | string | number | boolean | null | undefined | readonly Interpolated[];

function render(value: Interpolated): string {
  if (value === null || value === undefined || value === false || value === true) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return (value as readonly Interpolated[]).map(render).join('');
  return escapeHtml(String(value));
}

/** `html\`<p>${text}</p>\``: escapes `text`; nests other `html` results and arrays of them. */
export function html(strings: TemplateStringsArray, ...values: Interpolated[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** A colour for a style sheet: only `#rgb` / `#rrggbb` pass, anything else falls back. */
export const cssColour = (value: string | null | undefined, fallback: string): string => (value && /^#(?:[0-9a-fA-F]{3}){1,2}$/.test(value) ? value : fallback);

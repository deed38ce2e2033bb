import { AsyncLocalStorage } from 'node:async_hooks';
import { html, cssColour, type SafeHtml } from '../platform/html';
import type { PageOperator } from '../engine/operatorIdentity';
import { dirOf, fillHtml, isolate, words, type Language } from '../engine/i18n';

/**
 * The operator's details for the pages of the request being answered. The public router reads
 * the stored record once per request and answers inside this scope, so that the pages every
 * section builds (and the error pages) print the operator as it is set, without passing it down.
 */
export const pageOperatorScope = new AsyncLocalStorage<PageOperator | null>();

/**
 * The operator's brand on its own pages: its trading name once set; before that a description
 * (`Tours and transfers in the UAE`), not an invented name.
 */
export const operatorBrand = (lang: Language = 'en'): PageBrand => ({ name: pageOperatorScope.getStore()?.name ?? words(lang).unnamed_operator });

/** The operator's line under a page: what it has set, nothing invented (no line before it has set any). */
function operatorLine(lang: Language): SafeHtml {
  const operator = pageOperatorScope.getStore() ?? null;
  const said = words(lang);
  const parts = [
    operator?.name ? fillHtml(said.operated_by, { name: isolate(operator.name) }) : null,
    operator?.phone24h ? fillHtml(said.emergency_line, { phone: isolate(operator.phone24h) }) : null,
  ].filter((part): part is SafeHtml => part !== null);
  return html`${parts.map((part, i) => (i === 0 ? part : html` · ${part}`))}`;
}

/** Whose page it is: a partner's brand where it has one, the operator's otherwise. */
export interface PageBrand {
  name: string;
  primaryColour?: string | null;
  accentColour?: string | null;
  /** https only (a logo over http would be blocked as mixed content, and could track visitors). */
  logoUrl?: string | null;
}

export interface PageOptions {
  title: string;
  brand: PageBrand;
  /** A test partition's page says so on every screen, so nobody books a test page for real. */
  test: boolean;
  /** The page's language: its `lang` and direction, and the words of its banner and footer. */
  lang?: Language | undefined;
  body: SafeHtml;
  /** The per-answer nonce the Content-Security-Policy allows the page's one style sheet by. */
  nonce: string;
  /** Extra rules for the page's own style sheet. */
  styles?: string;
  /**
   * The footer in place of the operator's line: a page in a partner's own brand that must not
   * show the operator (a DMC's client proposal) gives its own, empty or not.
   */
  footer?: SafeHtml;
  /** A page for one person's eyes (a client's proposal): kept out of search engines even when live. */
  private?: boolean;
}

const BASE_STYLES = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",sans-serif;color:#1d232b;background:#f6f7f9}
header{background:var(--primary);color:#fff;padding:16px 20px;display:flex;gap:12px;align-items:center}
header img{max-height:40px;max-width:140px}
header h1{font-size:1.25rem;margin:0}
main{max-width:960px;margin:0 auto;padding:16px 20px 40px}
h2{font-size:1.15rem;margin:28px 0 12px}
.test-banner{background:#ffe08a;color:#3d2e00;font-weight:700;text-align:center;padding:8px 12px;border-bottom:2px solid #d9a400}
.notice{background:#fff;border-inline-start:4px solid var(--accent);padding:12px 16px;border-radius:6px;margin:16px 0}
.offers{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:14px;padding:0;margin:0;list-style:none}
.offer{background:#fff;border-radius:10px;padding:14px 16px;box-shadow:0 1px 3px rgba(0,0,0,.08);display:flex;flex-direction:column;gap:6px}
.offer h3{font-size:1rem;margin:0}
.offer p{margin:0;color:#4a5563;font-size:.9rem}
.price{font-weight:700;color:var(--primary)}
.offer ul.includes{margin:0;padding-inline-start:18px;list-style:disc;color:#4a5563;font-size:.85rem}
.offer p.includes{font-size:.85rem;font-weight:600}
ul.summary{margin:8px 0;padding-inline-start:18px}
details summary{cursor:pointer;color:var(--accent);font-weight:600}
form.book{display:grid;gap:8px;margin-top:8px}
form.book label{display:grid;gap:2px;font-size:.85rem}
input,select,textarea{font:inherit;padding:8px;border:1px solid #c5ccd6;border-radius:6px;width:100%}
button{font:inherit;font-weight:600;background:var(--accent);color:#fff;border:0;border-radius:6px;padding:10px 14px;cursor:pointer}
.errors{background:#fdecec;border-inline-start:4px solid #c62828;padding:10px 14px;border-radius:6px}
.wifi{background:#fff;border-radius:10px;padding:14px 16px}
.wifi code{font-size:1.05rem}
footer{color:#6b7480;font-size:.8rem;text-align:center;padding:20px}
footer bdi,address bdi,.price bdi,ul.summary bdi{white-space:nowrap}
@media (max-width:480px){main{padding:12px}header h1{font-size:1.1rem}}
`;

/** A whole public page: the brand's header, the test banner where it applies, the body, a footer. */
export function page(options: PageOptions): SafeHtml {
  const lang = options.lang ?? 'en';
  const primary = cssColour(options.brand.primaryColour, '#0f4c5c');
  const accent = cssColour(options.brand.accentColour, '#c8741a');
  const logo = options.brand.logoUrl && options.brand.logoUrl.startsWith('https://') ? options.brand.logoUrl : null;
  return html`<!doctype html>
<html lang="${lang}" dir="${dirOf(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="${options.test || options.private ? 'noindex, nofollow' : 'index, follow'}">
<title>${options.test ? 'TEST · ' : ''}${options.title}</title>
<style nonce="${options.nonce}">:root{--primary:${primary};--accent:${accent}}${BASE_STYLES}${options.styles ?? ''}</style>
</head>
<body>
${options.test ? html`<div class="test-banner" role="alert">${words(lang).test_page}</div>` : ''}
<header>${logo ? html`<img src="${logo}" alt="">` : ''}<h1>${isolate(options.brand.name)}</h1></header>
<main>
${options.body}
</main>
<footer>${options.footer ?? operatorLine(lang)}</footer>
</body>
</html>
`;
}

/** The page of a link that leads nowhere, or no longer does. */
export function messagePage(options: { title: string; message: string; nonce: string; test?: boolean; brand?: PageBrand }): SafeHtml {
  return page({
    title: options.title,
    brand: options.brand ?? operatorBrand(),
    test: options.test ?? false,
    nonce: options.nonce,
    body: html`<h2>${options.title}</h2><p>${options.message}</p>`,
  });
}

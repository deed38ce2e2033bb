import type { PublicAnswer, PublicRequest, PublicRoute } from '../../engine/publicRoutes';
import { html, type SafeHtml } from '../../platform/html';
import { operatorBrand, page, pageOperatorScope } from '../../public/layout';
import { readablePhone } from '../../engine/operatorIdentity';
import { countriesIn } from './countries';
import { WORDS, fillHtml, langOf, type Lang, type WordKey, type Words } from './words';
import {
  KIND_WORDS,
  OPTIONAL_FIELDS,
  PARTNER_KINDS,
  VAT_ANSWERS,
  VAT_WORDS,
  VOLUMES,
  VOLUME_WORDS,
  confirmApplication,
  findByConfirmation,
  parseApplication,
  revealKeyOnce,
  revealLink,
  submitApplication,
  type Field,
  type FormValues,
  type LinkState,
} from './service';

/**
 * The onboarding pages: the application form (`/trade/apply`, `?lang=ar` in Arabic, right to
 * left), the e-mail confirmation link (`/trade/apply/confirm/<token>`) that shows the test key
 * once, and the live key's reveal link (`/trade/keys/<token>`). A link's GET changes nothing
 * (mail scanners follow links); its POST, from this service's own page, uses it.
 */
const STYLES = `
.lang{margin:0 0 8px;text-align:end}
.intro{max-width:70ch}
form.apply{display:grid;gap:18px;margin-top:12px}
fieldset{border:1px solid #d8dde4;border-radius:10px;background:#fff;padding:14px 16px 16px;margin:0;display:grid;gap:14px 18px;grid-template-columns:repeat(2,minmax(0,1fr))}
legend{font-weight:700;padding:0 6px}
.field{display:grid;gap:4px;align-content:start}
.field.wide{grid-column:1/-1}
.field label{font-weight:600;font-size:.92rem}
.req{color:#b3261e;margin-inline-start:2px}
.hint{margin:0;color:#5b6572;font-size:.82rem}
.field-error{margin:0;color:#b3261e;font-size:.85rem;font-weight:600}
.invalid input,.invalid select,.invalid textarea{border-color:#b3261e;background:#fffafa}
select{background-color:#fff;color:inherit}
html[dir=rtl] input{text-align:right}
.errors{margin:0 0 14px}
.errors p{margin:0;font-weight:600}
.errors ul{margin:6px 0 0;padding-inline-start:20px}
.errors a{color:#8c1d18}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.panel{background:#fff;border:1px solid #d8dde4;border-radius:10px;padding:4px 18px;max-width:70ch}
.warn{background:#fff8e6;border-inline-start:4px solid #d9a400;border-radius:6px;padding:10px 14px;font-weight:600}
.key{background:#fff;border:2px dashed var(--accent);border-radius:10px;padding:12px 14px;overflow-wrap:anywhere;font:600 1rem/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;margin:8px 0 16px;user-select:all}
pre{background:#1d232b;color:#f6f7f9;border-radius:8px;padding:12px 14px;overflow-x:auto;font-size:.85rem;white-space:pre}
button{min-height:44px}
.desk{margin-top:16px;display:flex;flex-wrap:wrap;gap:4px 12px}
.desk bdi{white-space:nowrap}
@media (max-width:640px){fieldset{grid-template-columns:minmax(0,1fr);padding:12px}}
`;

const field = (name: Field): string => `f-${name}`;

/** The footer: the operator's line in the page's language, its name kept in its own direction. */
function footerOf(words: Words): SafeHtml {
  const name = pageOperatorScope.getStore()?.name ?? null;
  return name === null ? html`${words.footer_unnamed}` : fillHtml(words, 'footer_operated_by', { name });
}

function onboardingPage(req: PublicRequest, lang: Lang, title: string, body: SafeHtml, status = 200, noStore = false): PublicAnswer {
  const words = WORDS[lang];
  return {
    status,
    noStore,
    html: page({ title, brand: operatorBrand(), test: false, lang, nonce: req.nonce, styles: STYLES, footer: footerOf(words), body }),
  };
}

/** A link to the application form in the page's language. */
const formLink = (words: Words, lang: Lang): SafeHtml => html`<p><a href="/trade/apply${lang === 'ar' ? '?lang=ar' : ''}">${words.form_link}</a></p>`;

/**
 * The trade desk's e-mail address and phone as the operator set them, as links, for a page that
 * sends the partner to the desk; nothing where neither is set. Each keeps its own direction.
 */
function deskContact(words: Words): SafeHtml {
  const operator = pageOperatorScope.getStore() ?? null;
  const ways: SafeHtml[] = [];
  if (operator?.deskEmail) ways.push(html`<a href="mailto:${operator.deskEmail}"><bdi dir="ltr">${operator.deskEmail}</bdi></a>`);
  if (operator?.deskPhone) ways.push(html`<a href="tel:${operator.deskPhone}"><bdi dir="ltr">${readablePhone(operator.deskPhone)}</bdi></a>`);
  if (ways.length === 0) return html``;
  return html`<p class="desk" data-desk-contact><span>${words.desk_contact}</span> ${ways.map((way, i) => (i === 0 ? way : html` ${way}`))}</p>`;
}

function message(req: PublicRequest, lang: Lang, status: number, title: WordKey, body: WordKey, next: 'form' | 'desk'): PublicAnswer {
  const words = WORDS[lang];
  return onboardingPage(req, lang, words[title], html`<h2>${words[title]}</h2><p>${words[body]}</p>${next === 'form' ? formLink(words, lang) : deskContact(words)}`, status);
}

/**
 * A link that no longer works: unknown (404), used (410) or expired (410), as a page in the
 * application's language, with the way on: the form where applying again helps, the trade desk
 * where only the desk can (a used confirmation link, a live key's link).
 */
function linkClosed(req: PublicRequest, found: Exclude<LinkState<unknown>, { state: 'open' }>, which: 'confirm' | 'reveal'): PublicAnswer {
  if (found.state === 'invalid') return message(req, langOf(req.query.lang), 404, 'link_invalid_title', 'link_invalid_body', which === 'confirm' ? 'form' : 'desk');
  if (found.state === 'used') return message(req, found.lang, 410, which === 'confirm' ? 'link_used_title' : 'reveal_gone_title', which === 'confirm' ? 'link_used_body' : 'reveal_gone_body', 'desk');
  return message(req, found.lang, 410, which === 'confirm' ? 'link_expired_title' : 'reveal_expired_title', which === 'confirm' ? 'link_expired_body' : 'reveal_expired_body', which === 'confirm' ? 'form' : 'desk');
}

const HINTS: Partial<Record<Field, WordKey>> = {
  legal_name: 'legal_name_hint',
  licence_authority: 'licence_authority_hint',
  address: 'address_hint',
  trn: 'trn_hint',
  email: 'email_hint',
  billing_email: 'billing_email_hint',
  phone: 'phone_hint',
  website: 'website_hint',
  use_case: 'use_case_hint',
};
/** The values the hints and errors show, the same in every language. */
const EXAMPLES = { example: '+971 4 123 4567', scheme: 'https://' };

const INPUTS: Partial<Record<Field, { type: string; max: number; autocomplete?: string; ltr?: boolean; inputmode?: string }>> = {
  legal_name: { type: 'text', max: 200, autocomplete: 'organization' },
  licence_number: { type: 'text', max: 60, ltr: true },
  licence_authority: { type: 'text', max: 120 },
  address: { type: 'text', max: 200, autocomplete: 'street-address' },
  city: { type: 'text', max: 100, autocomplete: 'address-level2' },
  trn: { type: 'text', max: 20, ltr: true, inputmode: 'numeric' },
  contact_name: { type: 'text', max: 120, autocomplete: 'name' },
  email: { type: 'email', max: 254, autocomplete: 'email', ltr: true },
  billing_email: { type: 'email', max: 254, ltr: true },
  phone: { type: 'tel', max: 24, autocomplete: 'tel', ltr: true },
  website: { type: 'url', max: 300, autocomplete: 'url', ltr: true },
};

/** The form's sections, each field in the order shown, a wide one on a row of its own. */
const SECTIONS: ReadonlyArray<{ legend: WordKey; fields: ReadonlyArray<readonly [Field, boolean]> }> = [
  { legend: 'section_company', fields: [['legal_name', true], ['licence_number', false], ['licence_authority', false], ['website', true]] },
  // The recipient of the partner's tax invoices: where it is registered, and whether for VAT in the UAE (the TRN only then).
  { legend: 'section_registered', fields: [['address', true], ['city', false], ['country', false], ['vat_registered', false], ['trn', false]] },
  { legend: 'section_contact', fields: [['contact_name', true], ['email', false], ['phone', false], ['billing_email', false]] },
  { legend: 'section_business', fields: [['partner_kind', false], ['expected_volume', false], ['use_case', true]] },
];

function applicationForm(words: Words, lang: Lang, values: Partial<FormValues>, problems: Partial<Record<Field, WordKey>>): SafeHtml {
  const one = (name: Field, wide = false): SafeHtml => {
    const hint = HINTS[name];
    const problem = problems[name];
    const described = [hint ? `h-${name}` : null, problem ? `e-${name}` : null].filter(Boolean).join(' ');
    const value = values[name] ?? '';
    const required = !OPTIONAL_FIELDS.has(name);
    const common = html`id="${field(name)}" name="${name}"${required ? ' required' : ''}${described ? html` aria-describedby="${described}"` : ''}${problem ? html` aria-invalid="true"` : ''}`;
    let control: SafeHtml;
    if (name === 'country') {
      control = html`<select ${common} autocomplete="country"><option value="">${words.country_choose}</option>${countriesIn(lang).map((country) => html`<option value="${country.code}"${country.code === value ? ' selected' : ''}>${country.name}</option>`)}</select>`;
    } else if (name === 'vat_registered') {
      control = html`<select ${common}><option value="">${words.vat_choose}</option>${VAT_ANSWERS.map((answer) => html`<option value="${answer}"${answer === value ? ' selected' : ''}>${words[VAT_WORDS[answer]]}</option>`)}</select>`;
    } else if (name === 'partner_kind') {
      control = html`<select ${common}><option value="">${words.kind_choose}</option>${PARTNER_KINDS.map((kind) => html`<option value="${kind}"${kind === value ? ' selected' : ''}>${words[KIND_WORDS[kind]]}</option>`)}</select>`;
    } else if (name === 'expected_volume') {
      control = html`<select ${common}><option value="">${words.volume_choose}</option>${VOLUMES.map((volume) => html`<option value="${volume}"${volume === value ? ' selected' : ''}>${words[VOLUME_WORDS[volume]]}</option>`)}</select>`;
    } else if (name === 'use_case') {
      control = html`<textarea ${common} dir="auto" minlength="10" maxlength="2000" rows="4">${value}</textarea>`;
    } else {
      const input = INPUTS[name] ?? { type: 'text', max: 200 };
      control = html`<input ${common} type="${input.type}" maxlength="${input.max}" value="${value}"${input.autocomplete ? html` autocomplete="${input.autocomplete}"` : ''}${input.ltr ? html` dir="ltr"` : html` dir="auto"`}${input.inputmode ? html` inputmode="${input.inputmode}"` : ''}>`;
    }
    return html`<div class="field${wide ? ' wide' : ''}${problem ? ' invalid' : ''}">
<label for="${field(name)}">${words[name]}${required ? html`<span class="req" aria-hidden="true">*</span><span class="sr"> (${words.required_marker_label})</span>` : ''}</label>
${control}
${hint ? html`<p class="hint" id="h-${name}">${fillHtml(words, hint, EXAMPLES)}</p>` : ''}
${problem ? html`<p class="field-error" id="e-${name}" data-error="${name}">${fillHtml(words, problem, EXAMPLES)}</p>` : ''}
</div>`;
  };
  // The summary links each refused field, in the form's order: on a phone the first may be screens below.
  const refused = SECTIONS.flatMap((section) => section.fields.map(([name]) => name)).filter((name) => problems[name] !== undefined);
  const summary = html`<div class="errors" role="alert" id="form-errors"><p>${words.errors_title}</p><ul>${refused.map((name) => html`<li><a href="#${field(name)}">${fillHtml(words, problems[name] as WordKey, EXAMPLES)}</a></li>`)}</ul></div>`;
  return html`${refused.length > 0 ? summary : ''}
<p class="hint">${words.required_note}</p>
<form class="apply" method="post" action="/trade/apply" novalidate>
<input type="hidden" name="lang" value="${lang}">
${SECTIONS.map((section) => html`<fieldset><legend>${words[section.legend]}</legend>${section.fields.map(([name, wide]) => one(name, wide))}</fieldset>`)}
<p><button type="submit">${words.submit}</button></p>
</form>`;
}

function formPage(req: PublicRequest, lang: Lang, values: Partial<FormValues>, problems: Partial<Record<Field, WordKey>>, status: number): PublicAnswer {
  const words = WORDS[lang];
  const other: Lang = lang === 'ar' ? 'en' : 'ar';
  const switcher = html`<p class="lang"><a href="/trade/apply${other === 'ar' ? '?lang=ar' : ''}" lang="${other}" hreflang="${other}"><bdi>${words.other_lang_link}</bdi></a></p>`;
  return onboardingPage(req, lang, words.form_title, html`${switcher}<h2>${words.form_title}</h2><p class="intro">${words.form_intro}</p>${applicationForm(words, lang, values, problems)}`, status);
}

export const onboardingRoutes: readonly PublicRoute[] = [
  {
    method: 'GET',
    path: '/trade/apply',
    async handle(req) {
      return formPage(req, langOf(req.query.lang), {}, {}, 200);
    },
  },
  {
    method: 'POST',
    path: '/trade/apply',
    limit: 'partner_application',
    async handle(req) {
      const lang = langOf(req.body.lang);
      const parsed = parseApplication(req.body);
      if (!parsed.ok) return formPage(req, lang, parsed.values, parsed.problems, 422);
      const { services } = req;
      const application = await submitApplication(services.db, services.clock, services.config.publicBaseUrl, parsed.values, lang, req.address);
      const words = WORDS[lang];
      return onboardingPage(
        req,
        lang,
        words.sent_title,
        html`<h2 data-sent>${words.sent_title}</h2><div class="panel"><p>${fillHtml(words, 'sent_body', { email: application.email })}</p><p class="hint">${words.sent_spam}</p>${formLink(words, lang)}</div>`,
      );
    },
  },
  {
    method: 'GET',
    path: '/trade/apply/confirm/:token',
    async handle(req) {
      const token = req.params.token ?? '';
      const found = await findByConfirmation(req.services.db, req.services.clock, token);
      if (found.state !== 'open') return linkClosed(req, found, 'confirm');
      const { application } = found;
      const words = WORDS[application.lang];
      return onboardingPage(
        req,
        application.lang,
        words.confirm_title,
        html`<h2>${words.confirm_title}</h2><p>${fillHtml(words, 'confirm_body', { email: application.email, company: application.legal_name })}</p>
<form method="post" action="/trade/apply/confirm/${token}"><button type="submit">${words.confirm_button}</button></form>`,
      );
    },
  },
  {
    method: 'POST',
    path: '/trade/apply/confirm/:token',
    limit: 'email_confirmation',
    async handle(req) {
      const { services } = req;
      const confirmed = await confirmApplication(services.db, services.clock, req.params.token ?? '');
      if (confirmed.state !== 'open') return linkClosed(req, confirmed, 'confirm');
      const { lang } = confirmed.application;
      const words = WORDS[lang];
      const whoami = `curl ${services.config.publicBaseUrl.replace(/\/$/, '')}/api/b2b/v1/whoami \\\n  -H "Authorization: Bearer ${confirmed.testKey}"`;
      return onboardingPage(
        req,
        lang,
        words.key_title,
        html`<h2>${words.key_title}</h2>
<p>${fillHtml(words, 'key_reference', { reference: confirmed.reference })}</p>
<p class="warn">${words.key_intro}</p>
<p class="hint">${words.key_label}</p>
<p class="key" dir="ltr" data-test-key><bdi dir="ltr">${confirmed.testKey}</bdi></p>
<p>${words.key_try}</p>
<pre dir="ltr"><bdi dir="ltr">${whoami}</bdi></pre>
<p class="hint">${words.key_test_note}</p>
${deskContact(words)}`,
        200,
        true,
      );
    },
  },
  {
    method: 'GET',
    path: '/trade/keys/:token',
    async handle(req) {
      const token = req.params.token ?? '';
      const found = await revealLink(req.services.db, req.services.clock, token);
      if (found.state !== 'open') return linkClosed(req, found, 'reveal');
      const { lang, company } = found.view;
      const words = WORDS[lang];
      return onboardingPage(
        req,
        lang,
        words.reveal_title,
        html`<h2>${words.reveal_title}</h2><p>${fillHtml(words, 'reveal_body', { company })}</p>
<form method="post" action="/trade/keys/${token}"><button type="submit">${words.reveal_button}</button></form>`,
      );
    },
  },
  {
    method: 'POST',
    path: '/trade/keys/:token',
    limit: 'key_reveal',
    async handle(req) {
      const revealed = await revealKeyOnce(req.services.db, req.services.clock, req.params.token ?? '');
      if (revealed.state !== 'open') return linkClosed(req, revealed, 'reveal');
      const words = WORDS[revealed.view.lang];
      return onboardingPage(
        req,
        revealed.view.lang,
        words.reveal_shown_title,
        html`<h2>${words.reveal_shown_title}</h2><p class="warn">${words.reveal_shown_body}</p>
<p class="hint">${words.reveal_label}</p>
<p class="key" dir="ltr" data-live-key><bdi dir="ltr">${revealed.key}</bdi></p>
<p>${words.reveal_live_access}</p>`,
        200,
        true,
      );
    },
  },
];

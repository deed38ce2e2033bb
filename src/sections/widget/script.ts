/**
 * The script a partner's page loads with the widget's one `<script>` tag. It renders in place of
 * the tag, inside a shadow root (the partner's styles do not leak in, ours do not leak out), and
 * builds every element with `textContent`, never HTML: what it shows (offer names, the words of
 * the widget) cannot inject markup into the partner's page. Everything it shows comes in the
 * visitor's language from the offers' answer; a name, price, reference or code it places inside
 * a sentence is isolated in a `<bdi>`, so that a right-to-left sentence keeps its punctuation.
 * It asks this service for the offers and sends booking requests as a form (a CORS "simple"
 * request); both answer only the widget's allowed origins, so on any other page it shows nothing.
 */
export function widgetScript(baseUrl: string, widgetId: string): string {
  const config = JSON.stringify({ base: baseUrl.replace(/\/$/, ''), id: widgetId });
  return `/* Booking widget ${widgetId}: served by ${baseUrl.replace(/[^A-Za-z0-9:/._-]/g, '')} */
(function () {
  'use strict';
  var CONFIG = ${config};
  var me = document.currentScript;
  var host = document.createElement('div');
  host.setAttribute('data-booking-widget', CONFIG.id);
  if (me && me.parentNode) me.parentNode.insertBefore(host, me); else document.body.appendChild(host);
  var root = host.attachShadow ? host.attachShadow({ mode: 'open' }) : host;
  var state = { data: null, lang: null, product: null, open: false };

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) {
      if (name === 'text') node.textContent = attrs.text;
      else node.setAttribute(name, attrs[name]);
    });
    (children || []).forEach(function (child) { if (child) node.appendChild(child); });
    return node;
  }

  function styles(theme) {
    var dark = theme.mode === 'dark';
    var css = ':host{all:initial;display:block}' +
      '.w{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",sans-serif;color:' + (dark ? '#eef1f5' : '#1d232b') + ';background:' + (dark ? '#1d232b' : '#fff') + ';border:1px solid ' + (dark ? '#3a4350' : '#d8dde4') + ';border-radius:10px;padding:14px;max-width:720px}' +
      '.bar{display:flex;gap:8px;flex-wrap:wrap;align-items:center;margin-bottom:10px}' +
      '.tab{font:inherit;background:transparent;color:inherit;border:1px solid ' + theme.accent_hex + ';border-radius:16px;padding:4px 12px;cursor:pointer}' +
      '.tab[aria-selected="true"]{background:' + theme.accent_hex + ';color:#fff}' +
      'select,input,textarea{font:inherit;padding:6px;border:1px solid #c5ccd6;border-radius:6px;width:100%;box-sizing:border-box}' +
      'ul{list-style:none;margin:0;padding:0;display:grid;gap:10px}' +
      'ul.includes{list-style:disc;display:block;padding-inline-start:18px;font-size:.8rem;opacity:.8}ul.includes li{border:0;padding:0}' +
      'li{border:1px solid ' + (dark ? '#3a4350' : '#e3e7ec') + ';border-radius:8px;padding:10px 12px}' +
      'h4{margin:0 0 4px;font-size:1rem}p{margin:2px 0}.price{font-weight:700;color:' + theme.accent_hex + '}' +
      'form{display:grid;gap:6px;margin-top:8px}label{display:grid;gap:2px;font-size:.85rem}' +
      'button.go,button.open{font:inherit;font-weight:600;background:' + theme.accent_hex + ';color:#fff;border:0;border-radius:6px;padding:8px 12px;cursor:pointer}' +
      '.test{background:#ffe08a;color:#3d2e00;font-weight:700;padding:6px 10px;border-radius:6px;margin-bottom:8px}' +
      '.notice{border-inline-start:4px solid ' + theme.accent_hex + ';padding:8px 12px}.err{color:#c62828}.small{font-size:.8rem;opacity:.8}';
    if (root.adoptedStyleSheets !== undefined && typeof CSSStyleSheet === 'function') {
      try {
        var sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        root.adoptedStyleSheets = [sheet];
        return null;
      } catch (e) { /* falls back to a style element */ }
    }
    return el('style', { text: css });
  }

  /** A sentence with \`{name}\` placeholders, each filled with its value isolated in a <bdi>. */
  function sentence(tag, attrs, template, values) {
    var node = el(tag, attrs);
    template.split(/(\\{\\w+\\})/).forEach(function (part) {
      var key = /^\\{(\\w+)\\}$/.exec(part);
      if (key && Object.prototype.hasOwnProperty.call(values, key[1])) node.appendChild(el('bdi', { text: String(values[key[1]]) }));
      else if (part) node.appendChild(document.createTextNode(part));
    });
    return node;
  }

  function clear() { while (root.firstChild) root.removeChild(root.firstChild); }

  function load(lang) {
    var url = CONFIG.base + '/widget/' + CONFIG.id + '/offers' + (lang ? '?lang=' + encodeURIComponent(lang) : '');
    fetch(url, { credentials: 'omit', mode: 'cors' })
      .then(function (res) { return res.ok ? res.json() : null; })
      .then(function (data) {
        if (!data) { host.remove(); return; }
        state.data = data;
        state.lang = data.language;
        if (!state.product || data.products.indexOf(state.product) < 0) state.product = data.default_product;
        render();
      })
      .catch(function () { host.remove(); });
  }

  function bookingForm(offer, words, box) {
    var form = el('form', { 'data-offer': offer.id });
    var fields = [
      ['date', 'date', words.date, { type: 'date', required: 'required', min: state.data.first_date, max: state.data.last_date }],
      ['adults', 'input', words.adults, { type: 'number', required: 'required', min: '1', max: String(offer.max_guests), value: '2' }],
      ['children', 'input', words.children, { type: 'number', min: '0', max: String(Math.max(offer.max_guests - 1, 0)), value: '0' }],
      ['name', 'input', words.name, { type: 'text', required: 'required', maxlength: '80', autocomplete: 'name' }],
      ['email', 'input', words.email, { type: 'email', required: 'required', maxlength: '200', autocomplete: 'email' }],
      ['phone', 'input', words.phone, { type: 'tel', required: 'required', maxlength: '20', autocomplete: 'tel' }],
      ['note', 'textarea', words.note, { maxlength: '460', rows: '2' }]
    ];
    fields.forEach(function (f) {
      var attrs = f[3];
      attrs.name = f[0];
      // What a visitor types (a name, an address) reads in its own direction.
      if (f[0] === 'name' || f[0] === 'email' || f[0] === 'phone' || f[0] === 'note') attrs.dir = 'auto';
      var input = el(f[1] === 'textarea' ? 'textarea' : 'input', attrs);
      if (f[1] === 'date') input.setAttribute('type', 'date');
      form.appendChild(el('label', {}, [document.createTextNode(f[2]), input]));
    });
    var status = el('p', { class: 'err', role: 'alert' });
    form.appendChild(el('button', { class: 'go', type: 'submit', text: words.send }));
    form.appendChild(status);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var body = new URLSearchParams();
      body.set('offer', offer.id);
      body.set('lang', state.lang);
      Array.prototype.forEach.call(form.querySelectorAll('input,textarea'), function (input) { body.set(input.name, input.value); });
      status.textContent = '';
      fetch(CONFIG.base + '/widget/' + CONFIG.id + '/bookings', { method: 'POST', body: body, credentials: 'omit', mode: 'cors' })
        .then(function (res) { return res.json().then(function (json) { return { ok: res.ok, json: json }; }); })
        .then(function (answer) {
          if (!answer.ok) { status.textContent = (answer.json && answer.json.error && answer.json.error.message) || words.failed; return; }
          while (box.firstChild) box.removeChild(box.firstChild);
          box.appendChild(el('div', { class: 'notice', 'data-confirmation': '' }, [
            el('h4', { text: words.received }),
            el('p', {}, [document.createTextNode(words.reference + ': '), el('bdi', {}, [el('strong', { 'data-reference': '', text: answer.json.reference })])]),
            el('p', {}, [document.createTextNode(words.partner + ': '), el('bdi', { text: answer.json.partner_code })]),
            el('p', { text: words.next_steps })
          ]));
        })
        .catch(function () { status.textContent = words.failed; });
    });
    return form;
  }

  function render() {
    var data = state.data;
    var words = data.words;
    clear();
    var sheet = styles(data.theme);
    if (sheet) root.appendChild(sheet);
    var box = el('div', { class: 'w', lang: data.language, dir: data.dir, 'data-status': data.status });
    root.appendChild(box);
    if (data.test) box.appendChild(el('div', { class: 'test', role: 'note', text: words.test_banner }));
    if (data.theme.layout === 'floating_button' && !state.open) {
      box.appendChild(el('button', { class: 'open', type: 'button', text: words.ask_to_book }));
      box.lastChild.addEventListener('click', function () { state.open = true; render(); });
      return;
    }
    var bar = el('div', { class: 'bar' });
    data.products.forEach(function (product) {
      var tab = el('button', { class: 'tab', type: 'button', role: 'tab', 'aria-selected': String(product === state.product), 'data-product': product, text: words[product] });
      tab.addEventListener('click', function () { state.product = product; render(); });
      bar.appendChild(tab);
    });
    if (data.languages.length > 1) {
      var select = el('select', { 'aria-label': words.language, 'data-language': '' });
      data.languages.forEach(function (language) {
        var option = el('option', { value: language.code, lang: language.code, dir: language.dir, text: language.name });
        if (language.code === data.language) option.selected = true;
        select.appendChild(option);
      });
      select.addEventListener('change', function () { load(select.value); });
      bar.appendChild(select);
    }
    box.appendChild(bar);
    if (data.status !== 'active') {
      box.appendChild(el('p', { class: 'notice', text: words.closed }));
      return;
    }
    var list = el('ul', {});
    data.offers.filter(function (offer) { return offer.product === state.product; }).forEach(function (offer) {
      var item = el('li', { 'data-offer': offer.id });
      item.appendChild(el('h4', { text: offer.name }));
      item.appendChild(el('p', { class: 'small', text: offer.summary }));
      if (offer.includes.length > 0) {
        item.appendChild(el('p', { class: 'small', text: words.includes + ':' }));
        item.appendChild(el('ul', { class: 'includes' }, offer.includes.map(function (included) { return el('li', { text: included }); })));
      }
      if (offer.meeting_point) item.appendChild(el('p', { class: 'small', text: words.meeting_point + ': ' + offer.meeting_point }));
      item.appendChild(sentence('p', { class: 'price' }, offer.unit === 'per_vehicle' ? words.vehicle_price : words.from_price, { price: offer.price_text }));
      var details = el('details', {}, [el('summary', { text: words.ask_to_book })]);
      details.appendChild(bookingForm(offer, words, item));
      item.appendChild(details);
      list.appendChild(item);
    });
    box.appendChild(list);
    box.appendChild(el('p', { class: 'small' }, [document.createTextNode(words.partner + ': '), el('bdi', { text: data.partner.name }), document.createTextNode(' · '), el('bdi', { text: data.partner.code })]));
  }

  load(null);
})();
`;
}

/**
 * Partner onboarding, the form (`/trade/apply`): in English and in Arabic (right to left, every
 * word from the language's file), checked on the server with each error beside its field and the
 * values kept, refused from another site's page and past the limit per address; a good form
 * stores the application waiting for its e-mail address and queues the confirmation link.
 */
import request from 'supertest';
import { useV1Suite } from '../helpers/suite';
import { rowCounts } from '../helpers/tables';
import { chromeText, freshTrn, goodForm, OWN_ORIGIN } from '../helpers/onboarding';
import en from '../../src/sections/onboarding/words/en.json';
import ar from '../../src/sections/onboarding/words/ar.json';

const NOW = '2026-11-24T07:00:00.000Z';



describe('the words', () => {
  it('are the same keys in English and Arabic, none empty, with the same values to fill in', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    const slots = (text: string): string[] => [...text.matchAll(/\{([a-z]+)\}/g)].map((match) => match[1] as string).sort();
    for (const [key, text] of Object.entries(en)) {
      const arabic = (ar as Record<string, string>)[key] ?? '';
      expect([key, text.trim() !== '', arabic.trim() !== '']).toEqual([key, true, true]);
      expect([key, slots(arabic)]).toEqual([key, slots(text)]);
    }
  });
});

describe('the application form', () => {
  const t = useV1Suite({ now: NOW, env: { LIMIT_PUBLIC_PAGES_PER_MINUTE: '100000', LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR: '100000' } });
  const post = (form: Record<string, string>, origin: string | null = OWN_ORIGIN) => {
    const req = request(t.app).post('/trade/apply').type('form');
    return (origin === null ? req : req.set('Origin', origin)).send(form);
  };

  it('is served in English with every field labelled, required and described, under the pages\' policy', async () => {
    const res = await request(t.app).get('/trade/apply');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'nonce-[^']+'/);
    expect(res.text).toContain('<html lang="en" dir="ltr">');
    expect(res.text).toContain('<h2>Apply for a trade account</h2>');
    for (const name of ['legal_name', 'licence_number', 'licence_authority', 'website', 'address', 'city', 'country', 'vat_registered', 'contact_name', 'email', 'phone', 'billing_email', 'partner_kind', 'expected_volume', 'use_case']) {
      expect([name, res.text.includes(`<label for="f-${name}">`), new RegExp(`id="f-${name}" name="${name}" required`).test(res.text)]).toEqual([name, true, true]);
    }
    // The TRN is asked only of a UAE company registered for VAT: labelled and described, not required.
    expect(res.text).toContain(`<label for="f-trn">${en.trn}</label>`);
    expect(res.text).toMatch(/id="f-trn" name="trn" aria-describedby="h-trn" type="text"/);
    expect(res.text).toContain(`<p class="hint" id="h-trn">${en.trn_hint}</p>`);
    // The country is chosen from the list, none chosen at first; the VAT question likewise.
    expect(res.text).toMatch(/<select id="f-country" name="country" required autocomplete="country"><option value="">Choose a country<\/option>/);
    expect(res.text).not.toMatch(/<option value="[A-Z]{2}" selected>/);
    expect(res.text).toContain(`<select id="f-vat_registered" name="vat_registered" required><option value="">${en.vat_choose}</option><option value="yes">${en.vat_yes}</option><option value="no">${en.vat_no}</option></select>`);
    expect(res.text).toContain('<option value="GB">United Kingdom</option>');
    expect(res.text).toContain('<option value="hotel_desk">Hotel desk</option>');
    expect(res.text).toContain('<option value="AE">United Arab Emirates</option>');
    expect(res.text).toContain('<a href="/trade/apply?lang=ar" lang="ar" hreflang="ar"><bdi>العربية</bdi></a>');
  });

  it('is served in Arabic, right to left, with Arabic labels and no English word left in its chrome', async () => {
    const res = await request(t.app).get('/trade/apply?lang=ar');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="ar" dir="rtl">');
    expect(res.text).toContain(`<h2>${ar.form_title}</h2>`);
    expect(res.text).toContain(`<label for="f-legal_name">${ar.legal_name}<span class="req" aria-hidden="true">*</span>`);
    expect(res.text).toContain('<option value="AE">الإمارات العربية المتحدة</option>');
    expect(res.text).toContain('<input type="hidden" name="lang" value="ar">');
    // The phone's example keeps its own direction inside the Arabic hint.
    expect(res.text).toContain('<bdi dir="ltr">+971 4 123 4567</bdi>');
    expect(chromeText(res.text).match(/[A-Za-z]{2,}/g)).toBeNull();
    expect(res.text).toContain('<a href="/trade/apply" lang="en" hreflang="en"><bdi>English</bdi></a>');
  });

  it('stores a good form waiting for its e-mail address, and queues the confirmation link valid for 24 hours', async () => {
    const res = await post(goodForm);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h2 data-sent>Check your e-mail</h2>');
    expect(res.text).toContain('<bdi dir="ltr">mariam@gulfhorizons.example</bdi>');
    const rows = await t.db('partner_applications').where({ email: 'mariam@gulfhorizons.example' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: expect.stringMatching(/^app_[0-9A-Za-z]{20}$/),
      legal_name: 'Gulf Horizons Travel L.L.C.',
      licence_number: 'DED-884412',
      trn: '100123456700003',
      country: 'AE',
      phone: '+97141234567',
      partner_kind: 'agency',
      expected_volume: '50_200',
      lang: 'en',
      status: 'pending_email',
      email_token_expires_at: '2026-11-25T07:00:00.000Z',
      email_token_used_at: null,
      account_id: null,
      client_ip: expect.any(String),
      created_at: NOW,
    });
    const [mail] = await t.db('mail_outbox').where({ to_address: 'mariam@gulfhorizons.example' });
    expect(mail).toMatchObject({ subject: en.mail_confirm_subject, status: 'queued', related_type: 'partner_application', related_id: rows[0].id });
    const token = /https:\/\/trade\.test\/trade\/apply\/confirm\/([A-Za-z0-9_-]{43})\n/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    // Only the token's hash is stored.
    expect(JSON.stringify(rows[0])).not.toContain(token);
    expect(mail.text).toContain('until 2026-11-25T07:00:00.000Z');
  });

  it('shows each error beside its field, keeps the values typed (escaped), and stores nothing', async () => {
    const before = await rowCounts(t.db);
    const res = await post({ ...goodForm, lang: 'ar', legal_name: '<b>Gulf</b> & Co', trn: '200123456700003', email: 'not-an-email', phone: '12', website: 'ftp://gulf.example', partner_kind: 'airline', expected_volume: '', country: 'XX', use_case: 'short' });
    expect(res.status).toBe(422);
    expect(res.text).toContain('<html lang="ar" dir="rtl">');
    expect(res.text).toContain(`<div class="errors" role="alert" id="form-errors"><p>${ar.errors_title}</p><ul><li><a href="#f-website">`);
    expect(res.text).toContain(`<li><a href="#f-country">${ar.error_country}</a></li><li><a href="#f-trn">${ar.error_trn}</a></li>`);
    // The summary links each refused field in the form's order (the website in the company's section, then the registered address).
    expect([...res.text.matchAll(/<li><a href="#f-([a-z_]+)">/g)].map((match) => match[1])).toEqual(['website', 'country', 'trn', 'email', 'phone', 'partner_kind', 'expected_volume', 'use_case']);
    for (const [name, key] of [['trn', 'error_trn'], ['email', 'error_email'], ['country', 'error_country'], ['partner_kind', 'error_partner_kind'], ['expected_volume', 'error_expected_volume'], ['use_case', 'error_use_case']] as const) {
      expect([name, res.text.includes(`<p class="field-error" id="e-${name}" data-error="${name}">${ar[key]}</p>`)]).toEqual([name, true]);
    }
    expect(res.text).toMatch(/data-error="phone">أدخل رقم الهاتف بالصيغة الدولية، مثل <bdi dir="ltr">\+971 4 123 4567<\/bdi>\.<\/p>/);
    expect(res.text).toMatch(/data-error="website">أدخل عنوان الموقع الإلكتروني، بدءًا بـ <bdi dir="ltr">https:\/\/<\/bdi>\.<\/p>/);
    expect(res.text).toMatch(/id="f-trn" name="trn" aria-describedby="h-trn e-trn" aria-invalid="true" type="text" maxlength="20" value="200123456700003" dir="ltr"/);
    expect(res.text).toContain('value="&lt;b&gt;Gulf&lt;/b&gt; &amp; Co"');
    expect(res.text).not.toContain('<b>Gulf</b>');
    expect(res.text).toContain('value="not-an-email"');
    expect(res.text).toContain('>short</textarea>');
    // What was right stays chosen, and is not marked.
    expect(res.text).not.toContain('data-error="legal_name"');
    expect(res.text).not.toContain('data-error="contact_name"');
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('refuses a post from another site\'s page, storing nothing', async () => {
    const before = await rowCounts(t.db);
    const res = await post(goodForm, 'https://evil.example');
    expect(res.status).toBe(403);
    expect(res.text).toContain('This form was sent from another website');
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('the limit per address', () => {
  const t = useV1Suite({ now: NOW, env: { LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR: '2' } });

  it('refuses the third application of an hour from one address with 429 and Retry-After, storing nothing', async () => {
    const send = (n: number) => request(t.app).post('/trade/apply').set('Origin', OWN_ORIGIN).type('form').send({ ...goodForm, trn: freshTrn(), email: `applicant${n}@example.com` });
    expect((await send(1)).status).toBe(200);
    expect((await send(2)).status).toBe(200);
    const before = await rowCounts(t.db);
    const refused = await send(3);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.text).toContain('Too many requests from your network');
    expect(await rowCounts(t.db)).toEqual(before);
    expect(Number(((await t.db('partner_applications').count({ n: '*' })) as Array<{ n: number | string }>)[0]?.n)).toBe(2);
  });
});

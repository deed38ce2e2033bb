/**
 * What people read names things as people say them: every document the API renders, every public
 * page a partner's objects link to (in each language it is offered in) and every inbox notice of a
 * seeded test partition, after a few actions, carries no enum-shaped code (`DUBAI_MARINA`,
 * `VIP_V_CLASS`); and every value of the contract's named enums has its words in engine/labels.ts.
 */
import request from 'supertest';
import * as enums from '../../src/generated/enums';
import { LABELS_BY_ENUM, LANGUAGE_LABELS, airportWithTerminals, languageLabel, placeLabel, versionLabel, withCodesNamed } from '../../src/engine/labels';
import { routes } from '../../src/generated/routes';
import { catalogueText, isOffered, offeredLanguages, ownName } from '../../src/engine/i18n';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { decode, getBytes, pdfTexts, readableText } from '../helpers/documents';
import { bookTransfer } from '../helpers/transfers';
import { documentRequests, withStoredIds } from '../helpers/documentRequests';
import { newId } from '../../src/platform/ids';

/** An enum value as the contract spells its upper-case codes: words in capitals joined by `_`. */
const CODE = /\b[A-Z]+(?:_[A-Z0-9]+)+\b/g;

/**
 * Upper-case tokens that are not codes, each for a reason; keep this short. Nothing is allowed yet:
 * references (`TR-7KQ2-M9XH`, `INV-2026-0001`) use dashes, and IBANs have no underscore.
 */
const NOT_CODES: ReadonlyArray<{ token: RegExp; why: string }> = [];

/** Codes the general shape misses, as seen on printed documents: an airport code with a bare terminal code (`AUH A`, `DXB T3`), a language code (`Language EN`). */
const SHORT_CODES: readonly RegExp[] = [/\b(?:DXB|DWC|SHJ|AUH) (?:T[1-9]|MAIN|A)\b/g, /\bLanguages?:?\s+[A-Z]{2}\b/g];

/** A link is read as a whole, not as words: its token is random base64url, which now and then holds a run such as `-K_A-`. */
const LINK = /\bhttps?:\/\/\S+/g;

const codesIn = (text: string): string[] => {
  const words = text.replace(LINK, ' ');
  return [CODE, ...SHORT_CODES].flatMap((shape) => [...words.matchAll(shape)].map((match) => match[0])).filter((token) => !NOT_CODES.some(({ token: allowed }) => allowed.test(token)));
};

describe('labels', () => {
  it('names every value of each labelled enum of the contract, in English', () => {
    const generated = enums as unknown as Record<string, readonly string[]>;
    const missing: string[] = [];
    for (const [list, labels] of Object.entries(LABELS_BY_ENUM)) {
      const values = generated[list];
      if (!values) {
        missing.push(`${list}: no such list in src/generated/enums.ts`);
        continue;
      }
      for (const value of values) {
        const label = labels[value];
        // An airport with one terminal has none to name.
        const unnamed = list === 'terminals' && value === 'MAIN';
        if (!label || (!unnamed && label.en.trim() === '')) missing.push(`${list}.${value}`);
        else expect(codesIn(label.en)).toEqual([]);
      }
      expect(Object.keys(labels).sort()).toEqual([...values].sort());
    }
    expect(missing).toEqual([]);
    // Every list the codegen writes besides scopes, error codes and event types is there for its words.
    expect(Object.keys(generated).filter((name) => !['scopes', 'errorCodes', 'eventTypes'].includes(name)).sort()).toEqual(Object.keys(LABELS_BY_ENUM).sort());
  });

  it('says places, languages and versions as people do', () => {
    expect(placeLabel('DUBAI_MARINA')).toBe('Dubai Marina');
    expect(placeLabel('AUH', 'A')).toBe('Zayed International, Abu Dhabi (AUH) Terminal A');
    expect(placeLabel('SHJ', 'MAIN')).toBe('Sharjah International (SHJ)');
    expect(placeLabel('SOME_NEW_PLACE')).toBe('Some New Place');
    expect(airportWithTerminals('DXB', ['T1', 'T2', 'T3'])).toBe('Dubai International (DXB), Terminals 1, 2 and 3');
    expect(airportWithTerminals('AUH', ['A'])).toBe('Zayed International, Abu Dhabi (AUH), Terminal A');
    expect(airportWithTerminals('SHJ', ['MAIN'])).toBe('Sharjah International (SHJ)');
    expect(languageLabel('en')).toBe('English');
    expect(languageLabel('EN')).toBe('English');
    expect(withCodesNamed('From AUH A to YAS_ISLAND; code AB_CD stays')).toBe('From Zayed International, Abu Dhabi (AUH) Terminal A to Yas Island; code AB_CD stays');
    expect(versionLabel(2, 'Revision 1')).toBe('Version 2');
    expect(versionLabel(1, 'First proposal')).toBe('Version 1');
    expect(versionLabel(3, 'Budget option')).toBe('Version 3: Budget option');
    expect(versionLabel(3, null)).toBe('Version 3');
  });

  it('names each language in English as the catalogue does, and in its own words', () => {
    for (const code of offeredLanguages()) expect([code, catalogueText('en').languages[code]]).toEqual([code, LANGUAGE_LABELS[code].en]);
    expect(['en', 'ar', 'ru', 'zh'].map((code) => ownName(code as 'en'))).toEqual(['English', 'العربية', 'Русский', '中文']);
  });

  it('finds codes the way the scan does, and nothing else', () => {
    expect(codesIn('Transfer DXB T3 to DUBAI_MARINA, VIP_V_CLASS, NET_30')).toEqual(['DUBAI_MARINA', 'VIP_V_CLASS', 'NET_30', 'DXB T3']);
    expect(codesIn('Language EN; from AUH A')).toEqual(['AUH A', 'Language EN']);
    expect(codesIn('TR-7KQ2-M9XH INV-2026-0001 AE070331234567890123456 Tier_1_Holiday_Homes snake_case')).toEqual([]);
    // A guest link's token as a card prints it, and a code right after a link.
    expect(codesIn('Link https://guide.example/g/x3-K_A-9Qb_Z (open it) DUBAI_MARINA')).toEqual(['DUBAI_MARINA']);
  });
});

describe('what people read in a seeded test partition', () => {
  const t = useV1Suite({ partners: ['who'] });
  const { who } = t.partners;
  const API = '/api/b2b/v1';

  beforeAll(async () => {
    // A few actions beside the seed: a transfer booked and cancelled, so its notices are there too.
    const booked = await bookTransfer(t, who.keys.test);
    await call(t.app, 'POST', `${API}/transport/bookings/${booked.id}/cancel`, { token: who.keys.test });
  }, 120_000);

  it('prints no code in any document, as HTML or as PDF text', async () => {
    const docs = await withStoredIds(documentRequests(), { sections: t.sections, db: t.db, clock: t.clock, accountId: who.accountId, mode: 'test', dataKey: t.services.keys.dataEncryption });
    const read = docs.filter((doc) => doc.contentType === 'text/html' || doc.contentType === 'application/pdf');
    const found: string[] = [];
    const pdfs: Array<{ kind: string; body: Buffer }> = [];
    const seen: string[] = [];
    for (const doc of read) {
      const res = await getBytes(t.app, doc.path, who.keys.test);
      if (res.status !== 200) continue;
      seen.push(doc.kind);
      const body = res.body as Buffer;
      if (doc.contentType === 'application/pdf') pdfs.push({ kind: doc.kind, body });
      else found.push(...codesIn(readableText(body.toString('utf8'))).map((code) => `${doc.kind}: ${code}`));
    }
    (await pdfTexts(pdfs.map((pdf) => pdf.body))).forEach((text, i) => found.push(...codesIn(text).map((code) => `${pdfs[i]?.kind}: ${code}`)));
    expect(found).toEqual([]);
    // Every kind was read: a document the seed cannot show is not silently skipped.
    expect(read.map((doc) => doc.kind).filter((kind) => !seen.includes(kind))).toEqual([]);
  }, 120_000);

  it('prints a DMC version saved with the old words (`DXB T3`, `version 2 (Revision 1)`) as people say them', async () => {
    const programmes = (await call(t.app, 'GET', `${API}/dmc/programmes?limit=100`, { token: who.keys.test })).body as { data: Array<{ id: string; versions: Array<{ number: number; lines: Array<{ service: string }> }> }> };
    const programme = programmes.data.find((candidate) => candidate.versions.some((version) => version.lines.some((line) => line.service === 'transfer')));
    if (!programme) throw new Error('the seed has no DMC programme with a transfer');
    const version = programme.versions.find((candidate) => candidate.lines.some((line) => line.service === 'transfer')) as { number: number };
    const row = (await t.db('dmc_programme_versions').where({ programme_id: programme.id, number: version.number }).first('body')) as { body: string };
    const body = JSON.parse(row.body) as { label: string | null; lines: Array<{ service: string; description: string }> };
    // As the pricing wrote a transfer before its words came from engine/labels.ts.
    for (const line of body.lines) if (line.service === 'transfer') line.description = 'Arrival transfer DXB T3 to Palm Jumeirah, 1 x Mercedes-Benz Tourismo coach or similar';
    body.label = 'Revision 1';
    await t.db('dmc_programme_versions').where({ programme_id: programme.id, number: version.number }).update({ body: JSON.stringify(body) });
    const res = await request(t.app).get(`${API}/dmc/programmes/${programme.id}/proposal?version=${version.number}`).set('Authorization', `Bearer ${who.keys.test}`);
    expect(res.status).toBe(200);
    const text = readableText(res.text);
    expect(codesIn(text)).toEqual([]);
    expect(text).toContain(`Version ${version.number}`);
    expect(text).not.toContain('Revision 1');
    expect(text).toMatch(/transfer (?:Dubai International|Al Maktoum|Sharjah International|Zayed International)/);
  });

  it('names the codes of a notice stored before its words were labelled', async () => {
    // Events are append-only: the notice as an older release stored it is a row of its own.
    const { seq: _seq, ...stored } = (await t.db('events').where({ account_id: who.accountId, mode: 'test' }).whereNotNull('notice_kind').orderBy('created_at', 'desc').first()) as Record<string, unknown>;
    const row = { ...stored, id: newId('evt'), notice_title: 'Booking confirmed: bkg_x', notice_body: 'Transfer DXB T3 to DUBAI_MARINA, VIP_V_CLASS, invoiced NET_30' };
    await t.db('events').insert(row);
    const res = await call(t.app, 'GET', `${API}/inbox?limit=100`, { token: who.keys.test });
    const notice = (res.body as { data: Array<{ id: string; body: string }> }).data.find((candidate) => candidate.id === row.id);
    expect(notice?.body).toBe('Transfer Dubai International (DXB) Terminal 3 to Dubai Marina, Mercedes-Benz V-Class or similar, invoiced payment within 30 days');
  });

  it('writes no code in any inbox notice', async () => {
    const notices = await t.walk<{ kind: string; title: string; body: string }>(who.keys.test, `${API}/inbox`, { limit: 100 });
    const found = notices.flatMap((notice) => codesIn(`${notice.title}\n${notice.body}`).map((code) => `${notice.kind} "${notice.title}": ${code}`));
    expect(notices.length).toBeGreaterThan(0);
    expect(found).toEqual([]);
  }, 60_000);

  it('writes no code in any e-mail: invitations and corporate approvals, which only live partitions send', async () => {
    const live = (method: 'POST', path: string, body: object) => call(t.app, method, `${API}${path}`, { token: who.keys.live, body });
    expect((await live('POST', '/users', { email: 'noura.haddad@gulfhorizons.example', first_name: 'Noura', last_name: 'Haddad', role: 'booker' })).status).toBe(201);
    const centre = await live('POST', '/corporate/cost-centres', { code: 'CC-WORDS-1', name: 'Sales travel', approval_threshold_aed: 1 });
    expect(centre.status).toBe(201);
    expect((await live('POST', `/corporate/cost-centres/${centre.body.id}/approvers`, { approvers: [{ name: 'Noura Al Falasi', email: 'noura.alfalasi@corp.example' }] })).status).toBe(200);
    const asked = await live('POST', '/corporate/requests', {
      cost_centre_id: centre.body.id,
      traveller: { first_name: 'Omar', last_name: 'Haddad', email: 'omar.haddad@corp.example' },
      purpose: 'Client workshop',
      transfer: { airport: 'AUH', terminal: 'A', direction: 'arrival', place: 'YAS_ISLAND', vehicle: 'VIP_V_CLASS', pickup_date: '2026-12-07', pickup_time: '10:15', passengers: 2, bags: 2 },
    });
    expect(asked.status).toBe(201);
    const mails = (await t.db('mail_outbox').select('subject', 'text', 'html')) as Array<{ subject: string; text: string; html: string | null }>;
    expect(mails.length).toBeGreaterThanOrEqual(2);
    const found = mails.flatMap((mail) => codesIn(`${mail.subject}\n${mail.text}\n${mail.html ? readableText(mail.html) : ''}`).map((code) => `"${mail.subject}": ${code}`));
    expect(found).toEqual([]);
  }, 60_000);

  it('shows no code on any public page the partner links to, in each language it is offered in', async () => {
    // The partner's objects name their public pages (guide, site, widget, proposal, affiliate links): every JSON list of the API is read for them.
    const lists = routes.filter((route) => route.method === 'GET' && route.path.startsWith(`${API}/`) && !route.path.includes('{') && route.offers.length === 0);
    const urls = new Set<string>();
    const allowedOrigins = new Set<string>();
    const collect = (value: unknown): void => {
      if (typeof value === 'string') {
        if (value.startsWith('https://trade.test/') && !value.startsWith(`https://trade.test${API}`)) urls.add(value.slice('https://trade.test'.length));
      } else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        const origins = (value as { allowed_origins?: unknown }).allowed_origins;
        if (Array.isArray(origins)) origins.forEach((origin) => allowedOrigins.add(String(origin)));
        Object.values(value).forEach(collect);
      }
    };
    for (const route of lists) {
      const res = await request(t.app).get(route.path).set('Authorization', `Bearer ${who.keys.test}`);
      if (res.status === 200) collect(res.body);
    }
    const found: string[] = [];
    const read = new Set<string>();
    const readPage = async (path: string): Promise<void> => {
      if (read.has(path)) return;
      read.add(path);
      const res = await request(t.app).get(path);
      if (res.status !== 200 || !String(res.headers['content-type'] ?? '').startsWith('text/html')) return;
      const page = String(res.text);
      found.push(...codesIn(readableText(page)).map((code) => `${path}: ${code}`));
      // A language switcher names each language as its speakers write it (src/engine/i18n/words).
      for (const [, code = '', name = ''] of page.matchAll(/<a href="[^"]*" lang="([^"]+)" hreflang="[^"]+"[^>]*>([^<]*)<\/a>/g)) {
        if (!isOffered(code) || decode(name) !== ownName(code)) found.push(`${path}: language ${code} named "${name}"`);
      }
      // The same page in each other language it offers.
      for (const match of page.matchAll(/<a href="([^"]+)"[^>]* hreflang="[^"]+"/g)) {
        const href = decode(match[1] ?? '');
        if (href.startsWith('/') || href.startsWith('https://trade.test/')) await readPage(href.replace('https://trade.test', ''));
      }
    };
    // A programme's client links are listed under it.
    const programmes = (await call(t.app, 'GET', `${API}/dmc/programmes?limit=100`, { token: who.keys.test })).body as { data: Array<{ id: string }> };
    for (const programme of programmes.data) collect((await call(t.app, 'GET', `${API}/dmc/programmes/${programme.id}/links`, { token: who.keys.test })).body);
    const pages = [...urls].filter((url) => !url.endsWith('.js'));
    for (const url of pages) await readPage(url);
    expect(pages.some((url) => url.startsWith('/p/') || url.includes('proposal') || url.includes('/dmc'))).toBe(true);
    // The widget draws its page from its offers: their names, summaries and words, in each of its languages.
    for (const script of [...urls].filter((url) => url.startsWith('/widget/') && url.endsWith('.js'))) {
      const offersPath = script.replace(/\.js$/, '/offers');
      // The widget answers only the sites it is allowed on: one of the partner's.
      let origin = '';
      let first: request.Response | undefined;
      for (const candidate of allowedOrigins) {
        first = await request(t.app).get(offersPath).set('Origin', candidate);
        origin = candidate;
        if (first.status === 200) break;
      }
      if (!first) throw new Error(`no allowed origin for ${offersPath}`);
      expect(first.status).toBe(200);
      for (const { code } of (first.body as { languages: Array<{ code: string }> }).languages) {
        const res = await request(t.app).get(`${offersPath}?lang=${code}`).set('Origin', origin);
        const body = res.body as { words: Record<string, string>; languages: Array<{ name: string }>; offers: Array<{ name: string; summary: string; price_text: string }> };
        const shown = [...Object.values(body.words), ...body.languages.map((language) => language.name), ...body.offers.flatMap((offer) => [offer.name, offer.summary, offer.price_text])];
        found.push(...codesIn(shown.join('\n')).map((code) => `${offersPath}?lang=${code}: ${code}`));
        read.add(`${offersPath}?lang=${code}`);
      }
    }
    expect(read.size).toBeGreaterThan(0);
    expect(found).toEqual([]);
  }, 120_000);
});

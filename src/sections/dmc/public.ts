import { ApiError } from '../../errors';
import { versionLabel } from '../../engine/labels';
import { lineDescription } from './pricing';
import type { PublicAnswer, PublicRequest, PublicRoute } from '../../engine/publicRoutes';
import { html, type SafeHtml } from '../../platform/html';
import { page, type PageBrand } from '../../public/layout';
import { recordHit, resolvePublicLink, type PublicLinkRow } from '../../engine/publicLinks';
import type { Partition } from '../../engine/partition';
import { aed, aedText, uaeDate, uaeDateTime } from '../../engine/documents/format';
import { acceptProgramme } from './accept';
import { LINK_SUBJECT, linkStatus, readLinkRow, type LinkRow } from './links';
import { programmeEvent, readProgramme, todayOf, type DmcProgramme, type DmcVersion } from './store';

/**
 * The page a client link opens: the proposal of one version in the programme's brand (never the
 * operator's), client prices only, and a form to accept it. Accepting there is the accept
 * operation itself, in the link's partition: the same funds check, the same one transaction.
 */
const PAGE = '/dmc/proposals/:token';
const ACCEPT = '/dmc/proposals/:token/accept';

const STYLES = `
.lead{color:#4a5563;margin:4px 0 0}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;background:#fff;border-radius:10px;padding:14px 16px;margin:16px 0}
dl.facts dt{color:#4a5563}dl.facts dd{margin:0}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:10px;overflow:hidden}
td,th{padding:8px 12px;border-bottom:1px solid #eef0f3;text-align:left;vertical-align:top}
td.time{width:4.5em;color:#4a5563}td.amount,th.amount{text-align:right;white-space:nowrap}
.line-note{display:block;color:#4a5563;font-size:.85rem}
table.totals th{font-weight:600}
form.accept{display:grid;gap:10px;background:#fff;border-radius:10px;padding:16px;margin-top:20px;max-width:520px}
form.accept label{display:grid;gap:2px;font-size:.9rem}
form.accept label.check{display:flex;gap:8px;align-items:flex-start}
form.accept label.check input{width:auto;margin-top:4px}
.accepted{background:#e8f5e9;border-left:4px solid #2e7d32;padding:12px 16px;border-radius:6px;margin:16px 0}
`;

type Found = { partition: Partition; publicLink: PublicLinkRow; link: LinkRow; programme: DmcProgramme };

/** The brand of the programme's client documents: the DMC's own, or none; the operator's never. */
function look(programme: DmcProgramme | null): { brand: PageBrand; footer: SafeHtml } {
  const brand = programme?.brand;
  if (!brand || brand.mode === 'none') return { brand: { name: 'Your programme proposal' }, footer: html`` };
  return {
    brand: { name: brand.display_name ?? 'Your programme proposal', primaryColour: brand.accent_hex, accentColour: brand.accent_hex, logoUrl: brand.logo_url },
    footer: html`${brand.contact_line ?? ''}`,
  };
}

function message(req: PublicRequest, status: number, title: string, text: string, test: boolean, programme: DmcProgramme | null): PublicAnswer {
  const { brand, footer } = look(programme);
  return { status, html: page({ title, brand, footer, test, private: true, nonce: req.nonce, body: html`<h2>${title}</h2><p>${text}</p>` }) };
}

/** The programme behind a link that no longer opens, read only to brand the page that says so. */
async function programmeOfGone(partition: Partition, link: PublicLinkRow): Promise<DmcProgramme | null> {
  const row = (await partition.table('dmc_client_links').where({ id: link.subject_id }).first('programme_id')) as { programme_id: string } | undefined;
  return row ? readProgramme(partition, row.programme_id).catch(() => null) : null;
}

/** What the token names, or the page that says why it opens nothing: 404 unknown, 410 revoked or expired. */
async function open(req: PublicRequest): Promise<Found | PublicAnswer> {
  const resolved = await resolvePublicLink(req.services.sections, req.services.db, req.services.clock, 'dmc_client', req.params.token ?? '');
  if (resolved.found === 'none') return message(req, 404, 'Proposal not found', 'This link does not lead to a proposal. Check that it was copied in full.', false, null);
  if (resolved.found === 'gone') {
    const programme = await programmeOfGone(resolved.partition, resolved.link);
    const test = resolved.partition.sandbox;
    if (resolved.link.status === 'revoked') {
      return message(req, 410, 'This link has been withdrawn', 'The sender has withdrawn this link to the proposal. Ask them for a new one if you still need it.', test, programme);
    }
    const when = resolved.link.expires_at ? ` on ${uaeDateTime(resolved.link.expires_at)}` : '';
    return message(req, 410, 'This link has expired', `This link to the proposal expired${when}, and its price no longer holds. Ask the sender for a new link with a current price.`, test, programme);
  }
  const { partition } = resolved;
  const programmeId = ((await partition.table('dmc_client_links').where({ id: resolved.link.subject_id }).first('programme_id')) as { programme_id: string } | undefined)?.programme_id;
  const link = programmeId ? await readLinkRow(partition, programmeId, resolved.link.subject_id) : undefined;
  if (!link || !programmeId) return message(req, 404, 'Proposal not found', 'This link does not lead to a proposal.', partition.sandbox, null);
  const programme = await readProgramme(partition, programmeId);
  if (programme.status === 'cancelled' || programme.status === 'declined') {
    return message(req, 410, 'This proposal has been withdrawn', 'This proposal is no longer on offer. Ask the sender if you would like a new one.', partition.sandbox, programme);
  }
  return { partition, publicLink: resolved.link, link, programme };
}

const travellers = ({ adults, children }: DmcProgramme['group']): string =>
  `${adults} adult${adults === 1 ? '' : 's'}${children > 0 ? `, ${children} child${children === 1 ? '' : 'ren'}` : ''}`;

const money = (amount: number): string => aed(aedText(amount));

function proposal(programme: DmcProgramme, version: DmcVersion): SafeHtml {
  const days = [...new Set(version.lines.map((line) => line.date))].sort();
  return html`<h2>${programme.title}</h2>
<p class="lead">Proposal for ${programme.client.company}, ${versionLabel(version.number, version.label)}</p>
<dl class="facts">
<dt>Dates</dt><dd>${uaeDate(programme.start_date)} to ${uaeDate(programme.end_date)} (${programme.nights} night${programme.nights === 1 ? '' : 's'})</dd>
<dt>Travellers</dt><dd>${travellers(programme.group)}</dd>
<dt>Prepared for</dt><dd>${programme.client.contact_name}</dd>
${programme.agency_reference ? html`<dt>Reference</dt><dd>${programme.agency_reference}</dd>` : ''}
</dl>
${days.map(
  (date, index) => html`<h2>Day ${index + 1}: ${uaeDate(date)}</h2>
<table class="day"><tbody>${version.lines
    .filter((line) => line.date === date)
    .map((line) => html`<tr><td class="time">${line.time}</td><td>${lineDescription(line)}${line.notes ? html`<span class="line-note">${line.notes}</span>` : ''}</td><td class="amount">${money(line.pricing.sell_aed)}</td></tr>`)}</tbody></table>`,
)}
<h2>Price</h2>
<table class="totals"><tbody>
<tr><th>Total</th><td class="amount" data-total>${money(version.totals.sell_aed)}</td></tr>
<tr><th>Per person</th><td class="amount">${money(version.totals.per_person_sell_aed)}</td></tr>
<tr><th>Price valid until</th><td class="amount">${uaeDate(version.valid_until)}</td></tr>
</tbody></table>`;
}

interface FormState {
  name: string;
  email: string;
  problems: readonly string[];
}

function acceptForm(token: string, state: FormState): SafeHtml {
  return html`<form class="accept" method="post" action="/dmc/proposals/${token}/accept">
<h2>Accept this proposal</h2>
${state.problems.length > 0 ? html`<div class="errors" role="alert"><ul>${state.problems.map((problem) => html`<li>${problem}</li>`)}</ul></div>` : ''}
<label>Your name <input type="text" name="name" required maxlength="120" autocomplete="name" value="${state.name}"></label>
<label>Your e-mail <input type="email" name="email" required maxlength="254" autocomplete="email" value="${state.email}"></label>
<label class="check"><input type="checkbox" name="confirm" value="yes" required> <span>I accept this programme, version shown above, at its total price.</span></label>
<button type="submit">Accept the proposal</button>
</form>`;
}

/** The proposal page as the link stands: with the form while it can be accepted, a notice saying why otherwise. */
function proposalPage(req: PublicRequest, found: Found, status: number, state: FormState): PublicAnswer {
  const { partition, link, programme } = found;
  const version = programme.versions[Number(link.version) - 1] as DmcVersion;
  const { brand, footer } = look(programme);
  let after: SafeHtml;
  const current = linkStatus(link, partition.clock.now());
  if (current === 'accepted' && link.accepted_at && link.accepted_by_name) {
    after = html`<div class="accepted" data-accepted>Accepted by ${link.accepted_by_name} (${link.accepted_by_email ?? ''}) on ${uaeDateTime(link.accepted_at)}. Your programme is booked${programme.booking ? html`, reference <strong data-reference>${programme.booking.reference}</strong>` : ''}.</div>`;
  } else if (programme.status === 'booked' || programme.status === 'completed') {
    after = html`<div class="notice">This programme has already been confirmed.</div>`;
  } else if (programme.status !== 'proposed') {
    after = html`<div class="notice">This proposal is being revised and cannot be accepted at the moment. The sender will be in touch.</div>`;
  } else if (version.valid_until < todayOf(partition)) {
    after = html`<div class="notice">The price of this proposal held until ${uaeDate(version.valid_until)}. Ask the sender for a current one.</div>`;
  } else if (!link.allow_accept) {
    after = html`<div class="notice">This copy of the proposal is for reading. To accept it, reply to the sender.</div>`;
  } else {
    after = acceptForm(req.params.token ?? '', state);
  }
  return {
    status,
    html: page({ title: `${programme.title}: proposal`, brand, footer, test: partition.sandbox, private: true, nonce: req.nonce, styles: STYLES, body: html`${proposal(programme, version)}${after}` }),
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const hasControl = (value: string): boolean => [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

function parseAcceptance(body: Readonly<Record<string, unknown>>): FormState {
  const name = text(body.name);
  const email = text(body.email);
  const problems: string[] = [];
  if (name.length < 1 || name.length > 120 || hasControl(name)) problems.push('Give your name (at most 120 characters).');
  if (email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.push('Give an e-mail address, like name@example.com.');
  if (body.confirm !== 'yes') problems.push('Tick the box to confirm that you accept the programme at its price.');
  return { name, email, problems };
}

/**
 * A client's acceptance the account's funds did not cover: nothing was booked, so the DMC hears of
 * it in its inbox. The client is told that the acceptance did not go through, never why.
 */
async function reportRefusal(found: Found, by: { name: string; email: string }, error: ApiError): Promise<void> {
  const { programme, link } = found;
  // The programme did not change: its event carries it as it stands, and the notice says what was refused.
  await found.partition.transaction((p) =>
    programmeEvent(p, 'programme.acceptance_refused', programme.id, {
      title: `Client could not accept ${programme.reference}`,
      body: `${by.name} <${by.email}> accepted version ${link.version} through a client link, but it could not be booked: ${error.message}`,
    }),
  );
}

async function showProposal(req: PublicRequest): Promise<PublicAnswer> {
  const found = await open(req);
  if (!('partition' in found)) return found;
  await found.partition.transaction((p) => recordHit(p, { token: found.publicLink.token, kind: 'view', subjectType: LINK_SUBJECT, subjectId: found.link.id, visitor: req.visitor }));
  return proposalPage(req, found, 200, { name: found.link.recipient_name, email: found.link.recipient_email, problems: [] });
}

async function acceptThroughLink(req: PublicRequest): Promise<PublicAnswer> {
  const found = await open(req);
  if (!('partition' in found)) return found;
  const state = parseAcceptance(req.body);
  if (state.problems.length > 0) return proposalPage(req, found, 422, state);
  const by = { name: state.name, email: state.email };
  try {
    const booked = await acceptProgramme(found.partition, found.programme.id, { version: Number(found.link.version), accepted_by: by, link_id: found.link.id });
    const link = (await readLinkRow(found.partition, booked.id, found.link.id)) as LinkRow;
    return proposalPage(req, { ...found, programme: booked, link }, 200, { ...state, problems: [] });
  } catch (err) {
    if (!(err instanceof ApiError) || err.status >= 500) throw err;
    const test = found.partition.sandbox;
    if (err.status === 402) {
      await reportRefusal(found, by, err);
      return message(req, 409, 'Your acceptance could not be confirmed online', 'Nothing has been booked yet. The sender has been told and will confirm with you directly.', test, found.programme);
    }
    // Someone else accepted first, the sender withdrew the link or paused the proposal meanwhile,
    // or its price lapsed: the page as it now stands says which.
    const current = await open(req);
    if (!('partition' in current)) return current;
    return proposalPage(req, current, 409, { ...state, problems: [] });
  }
}

export const proposalRoutes: readonly PublicRoute[] = [{ method: 'GET', path: PAGE, handle: showProposal }, { method: 'POST', path: ACCEPT, limit: 'proposal_acceptance', handle: acceptThroughLink }];

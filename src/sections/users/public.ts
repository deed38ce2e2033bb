import type { PublicAnswer, PublicRequest, PublicRoute } from '../../engine/publicRoutes';
import { html, type SafeHtml } from '../../platform/html';
import { hashPassword, MIN_PASSWORD_LENGTH } from '../../platform/passwords';
import { MAX_PASSWORD_LENGTH, passwordProblem } from '../../engine/portalLogins';
import { messagePage, page } from '../../public/layout';
import { acceptInvitation, findInvitation, invitationSetsPassword, type InvitationLookup } from './service';

/**
 * The page an invitation's link opens (`/invitations/<token>`): who invites whom, as what, and one
 * button to accept. The GET changes nothing (mail scanners follow links); the POST accepts. A live
 * team's person signs in to the partner portal: when their e-mail address has no password yet,
 * the form asks for one (at least 12 characters, typed twice) and the acceptance sets it; the
 * page then leads to the portal's sign-in. A test partition's people are rehearsals: their
 * invitation only makes them active.
 */
const ROLE_NAMES: Record<string, string> = { owner: 'owner', admin: 'administrator', booker: 'booker', finance: 'finance', viewer: 'viewer' };

const STYLES = `
form.accept{display:grid;gap:12px;max-width:420px;margin-top:16px}
form.accept label{display:grid;gap:4px;font-weight:600}
form.accept small{font-weight:400;color:#4a5563}
a.portal{display:inline-block;font-weight:600;background:var(--accent);color:#fff;border-radius:6px;padding:10px 14px;text-decoration:none}
`;

function notOpen(req: PublicRequest, found: Exclude<InvitationLookup, { state: 'open' }>): PublicAnswer {
  return found.state === 'expired'
    ? { status: 410, html: messagePage({ title: 'This invitation has expired', message: 'Invitations are valid for 7 days. Ask whoever invited you to send a new one.', nonce: req.nonce }) }
    : { status: 404, html: messagePage({ title: 'This invitation is not valid', message: 'The link has been used already, or was cancelled. Ask whoever invited you to send a new one.', nonce: req.nonce }) };
}

/** The invitation and its form: with the password fields when the acceptance sets one, and the refusal of an earlier try. */
function invitationPage(req: PublicRequest, found: Extract<InvitationLookup, { state: 'open' }>, setsPassword: boolean, problem: string | null): SafeHtml {
  const { user, company, partition } = found;
  const token = req.params.token ?? '';
  const passwordFields = setsPassword
    ? html`<p>Choose the password you will sign in to the partner portal with, as <strong>${user.email}</strong>.</p>
${problem ? html`<p class="errors" role="alert" id="password-problem">${problem}</p>` : ''}
<label for="password">Password <small>(at least ${MIN_PASSWORD_LENGTH} characters; a few words make a good one)</small><input type="password" id="password" name="password" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" maxlength="${MAX_PASSWORD_LENGTH}" required${problem ? html` aria-invalid="true" aria-describedby="password-problem"` : ''}></label>
<label for="password_again">The same password again<input type="password" id="password_again" name="password_again" autocomplete="new-password" maxlength="${MAX_PASSWORD_LENGTH}" required></label>`
    : '';
  const signInNote = partition.signsInToPortal && !setsPassword ? html`<p>You already have a partner portal password for ${user.email}: sign in with it once you have accepted.</p>` : '';
  return page({
    title: `Join ${company}`,
    brand: { name: company },
    test: partition.sandbox,
    nonce: req.nonce,
    styles: STYLES,
    body: html`<h2>Hello ${user.first_name},</h2>
<p>${company} invites you to its trade account as <strong>${ROLE_NAMES[user.role] ?? user.role}</strong>, with the e-mail address ${user.email}.</p>
${signInNote}
<form class="accept" method="post" action="/invitations/${token}">
${passwordFields}
<button type="submit">${setsPassword ? 'Accept and set my password' : 'Accept the invitation'}</button>
</form>
<p>The invitation is valid until ${user.invitation_expires_at ?? ''} and can be accepted once.</p>`,
  });
}

const fieldOf = (body: Readonly<Record<string, unknown>>, name: string): string => (typeof body[name] === 'string' ? (body[name] as string) : '');

export const invitationRoutes: readonly PublicRoute[] = [
  {
    method: 'GET',
    path: '/invitations/:token',
    async handle(req) {
      const found = await findInvitation(req.services.sections, req.services.db, req.services.clock, req.params.token ?? '');
      if (found.state !== 'open') return notOpen(req, found);
      return { status: 200, noStore: true, html: invitationPage(req, found, await invitationSetsPassword(req.services.db, found), null) };
    },
  },
  {
    method: 'POST',
    path: '/invitations/:token',
    limit: 'invitation_acceptance',
    async handle(req) {
      const { db, clock, sections } = req.services;
      const token = req.params.token ?? '';
      const found = await findInvitation(sections, db, clock, token);
      if (found.state !== 'open') return notOpen(req, found);
      let passwordHash: string | null = null;
      if (await invitationSetsPassword(db, found)) {
        const password = fieldOf(req.body, 'password');
        const problem = passwordProblem(password, fieldOf(req.body, 'password_again'));
        // Refused with the form again: the invitation stays open until a password is chosen.
        if (problem !== null) return { status: 422, noStore: true, html: invitationPage(req, found, true, problem) };
        passwordHash = await hashPassword(password);
      }
      const accepted = await acceptInvitation(sections, db, clock, token, passwordHash);
      if (accepted.state !== 'open') return notOpen(req, accepted);
      const signIn = accepted.partition.signsInToPortal
        ? html`<p>Sign in to the partner portal with your e-mail address, ${accepted.user.email}, and your password.</p>
<p><a class="portal" href="/portal/" data-portal-link>Sign in to the partner portal</a></p>`
        : '';
      return {
        status: 200,
        html: page({
          title: 'Invitation accepted',
          brand: { name: accepted.company },
          test: accepted.partition.sandbox,
          nonce: req.nonce,
          styles: STYLES,
          body: html`<h2 data-accepted>Welcome to ${accepted.company}</h2><p>You are now an active ${ROLE_NAMES[accepted.user.role] ?? accepted.user.role} of its trade account.</p>${signIn}`,
        }),
      };
    },
  },
];

import type { PublicAnswer, PublicRequest, PublicRoute } from '../../engine/publicRoutes';
import { html } from '../../platform/html';
import { messagePage, page } from '../../public/layout';
import { acceptInvitation, findInvitation, type InvitationLookup } from './service';

/**
 * The page an invitation's link opens (`/invitations/<token>`): who invites whom, as what, and one
 * button to accept. The GET changes nothing (mail scanners follow links); the POST accepts.
 */
const ROLE_NAMES: Record<string, string> = { owner: 'owner', admin: 'administrator', booker: 'booker', finance: 'finance', viewer: 'viewer' };

function notOpen(req: PublicRequest, found: Exclude<InvitationLookup, { state: 'open' }>): PublicAnswer {
  return found.state === 'expired'
    ? { status: 410, html: messagePage({ title: 'This invitation has expired', message: 'Invitations are valid for 7 days. Ask whoever invited you to send a new one.', nonce: req.nonce }) }
    : { status: 404, html: messagePage({ title: 'This invitation is not valid', message: 'The link has been used already, or was cancelled. Ask whoever invited you to send a new one.', nonce: req.nonce }) };
}

export const invitationRoutes: readonly PublicRoute[] = [
  {
    method: 'GET',
    path: '/invitations/:token',
    async handle(req) {
      const found = await findInvitation(req.services.db, req.services.clock, req.params.token ?? '');
      if (found.state !== 'open') return notOpen(req, found);
      const { user, company, partition } = found;
      return {
        status: 200,
        html: page({
          title: `Join ${company}`,
          brand: { name: company },
          test: partition.sandbox,
          nonce: req.nonce,
          body: html`<h2>Hello ${user.first_name},</h2>
<p>${company} invites you to its trade account as <strong>${ROLE_NAMES[user.role] ?? user.role}</strong>, with the e-mail address ${user.email}.</p>
<form method="post" action="/invitations/${req.params.token ?? ''}"><button type="submit">Accept the invitation</button></form>
<p>The invitation is valid until ${user.invitation_expires_at ?? ''} and can be accepted once.</p>`,
        }),
      };
    },
  },
  {
    method: 'POST',
    path: '/invitations/:token',
    limit: 'invitation_acceptance',
    async handle(req) {
      const accepted = await acceptInvitation(req.services.db, req.services.clock, req.params.token ?? '');
      if (accepted.state !== 'open') return notOpen(req, accepted);
      return {
        status: 200,
        html: page({
          title: 'Invitation accepted',
          brand: { name: accepted.company },
          test: accepted.partition.sandbox,
          nonce: req.nonce,
          body: html`<h2 data-accepted>Welcome to ${accepted.company}</h2><p>You are now an active ${ROLE_NAMES[accepted.user.role] ?? accepted.user.role} of its trade account.</p>`,
        }),
      };
    },
  },
];

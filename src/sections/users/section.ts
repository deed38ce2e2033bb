import type { SectionDefinition } from '../../engine/sections';
import { seedUsers } from './seed';
import { invitationRoutes } from './public';
import { accountsOfPerson, inviteOwner } from './service';

/** The account's users and their invitations. */
export const users: SectionDefinition = {
  name: 'users',
  seed: seedUsers,
  publicRoutes: invitationRoutes,
  accountsOfPerson,
  inviteOwner,
};

import type { components, operations } from '../../generated/openapi-types';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { errors } from '../../errors';
import { newId, randomString } from '../../platform/ids';
import { paginate } from '../../engine/pagination';
import { endOfUaeDay } from './dates';
import { findTestProgramme, openVersion, type DmcEnv } from './programmes';

type DmcClientLink = components['schemas']['DmcClientLink'];
type DmcClientLinkList = components['schemas']['DmcClientLinkList'];
type DmcClientLinkRequest = components['schemas']['DmcClientLinkRequest'];
type PageQuery = NonNullable<operations['listDmcClientLinks']['parameters']['query']>;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 7;

/** Issues a link to a version's proposal: simulated for a test key; a live key finds no programme yet. */
export function createDmcClientLink(principal: ApiPrincipal, id: string, request: DmcClientLinkRequest, env: DmcEnv): DmcClientLink {
  const { programme } = findTestProgramme(principal, id, env);
  if (programme.status !== 'proposed') throw errors.invalidState('DMC programme', id, programme.status, 'given a client link');
  const version = openVersion(programme, request.version ?? programme.versions.length, 'version', env.clock);
  const now = env.clock.now();
  const expiresAt = Math.min(now.getTime() + (request.expires_in_days ?? DEFAULT_DAYS) * DAY_MS, endOfUaeDay(version.valid_until).getTime());
  return {
    object: 'dmc_client_link',
    sandbox: true,
    id: newId('dcl'),
    programme_id: id,
    version: version.number,
    status: 'active',
    url: `${env.publicBaseUrl}/dmc/proposals/${randomString(BASE62, 20)}`,
    recipient: request.recipient,
    allow_accept: request.allow_accept ?? true,
    views: 0,
    last_viewed_at: null,
    expires_at: new Date(expiresAt).toISOString(),
    created_at: now.toISOString(),
    revoked_at: null,
    accepted_at: null,
    accepted_by: null,
  };
}

export function listDmcClientLinks(principal: ApiPrincipal, id: string, query: PageQuery, env: DmcEnv): DmcClientLinkList {
  const { links } = findTestProgramme(principal, id, env);
  return { object: 'list', sandbox: true, ...paginate(links, query.limit, query.cursor) };
}

export function revokeDmcClientLink(principal: ApiPrincipal, id: string, linkId: string, env: DmcEnv): DmcClientLink {
  const link = findTestProgramme(principal, id, env).links.find((candidate) => candidate.id === linkId);
  if (!link) throw errors.resourceNotFound('client link', linkId);
  if (link.status !== 'active') throw errors.invalidState('client link', linkId, link.status, 'revoked');
  return { ...link, status: 'revoked', revoked_at: env.clock.now().toISOString() };
}

import { createHash } from 'node:crypto';
import request from 'supertest';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { rowCounts } from '../helpers/tables';
import { MODES, partner, partitionFor, type Mode } from '../helpers/partitions';
import { USERS, newEmail } from '../helpers/users';
import { openPartition } from '../../src/engine/partitions';
import { move } from '../../src/engine/stateMachine';
import { USER_MACHINE } from '../../src/sections/users/service';
import { ROLE_SCOPES } from '../../src/apiKeys/roles';
import { openApiDocument } from '../../src/platform/openapiDocument';
import { ALL_SCOPES } from '../../src/apiKeys/scopes';

const t = useV1Suite({ partners: ['who', 'stranger'] });
const { clock } = t;
const { who, stranger } = t.partners;

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

interface StoredUser {
  id: string;
  status: string;
  role: string;
  email: string;
  invitation_token_hash: string | null;
  invitation_expires_at: string | null;
  deactivated_at: string | null;
  mode: string;
  account_id: string;
}

const stored = async (id: string): Promise<StoredUser | undefined> => (await t.db('users').where({ id }).first()) as StoredUser | undefined;
const mailFor = async (id: string): Promise<Array<{ to_address: string; subject: string; text: string; related_type: string }>> =>
  t.db('mail_outbox').where({ related_type: 'user_invitation', related_id: id }).orderBy('created_at').select('to_address', 'subject', 'text', 'related_type');

/** Opens the partition as a first request would (a test partition is seeded then). */
const open = (accountId: string, mode: Mode): Promise<unknown> => openPartition(t.sections, accountId, mode, t.db, clock, 'system', null);

async function invite(mode: Mode, body: Record<string, unknown> = {}) {
  return call(t.app, 'POST', USERS, { token: who.keys[mode], body: { email: newEmail(), first_name: 'Noura', last_name: 'Haddad', role: 'booker', ...body } });
}

describe.each(MODES)('users with a %s key', (mode) => {
  const other: Mode = mode === 'test' ? 'live' : 'test';
  const sandbox = mode === 'test';

  beforeAll(async () => {
    await open(who.accountId, mode);
    await open(who.accountId, other);
    await open(stranger.accountId, mode);
  });

  it('invites a person: stored as invited with only the hash of a 7-day token, listed first, the invitation e-mailed only for live', async () => {
    // Later than anything the other cases store, so it is the newest of the partition.
    clock.set('2026-11-22T11:30:00.000Z');
    const email = newEmail();
    const res = await invite(mode, { email, role: 'finance' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'user', sandbox, email: email.toLowerCase(), first_name: 'Noura', last_name: 'Haddad', role: 'finance', status: 'invited', mfa_enabled: false,
      invited_at: '2026-11-22T11:30:00.000Z', invitation_expires_at: '2026-11-29T11:30:00.000Z', joined_at: null, last_active_at: null, deactivated_at: null,
    });
    const row = await stored(res.body.id);
    expect(row).toMatchObject({ account_id: who.accountId, mode, status: 'invited', role: 'finance', email: email.toLowerCase(), invitation_expires_at: '2026-11-29T11:30:00.000Z' });
    expect(row?.invitation_token_hash).toMatch(/^[0-9a-f]{64}$/);

    const list = await call(t.app, 'GET', `${USERS}?limit=1`, { token: who.keys[mode] });
    // A test partition's answer shows the acceptance link once (it e-mails nobody); a live one never does.
    const { invitation_url: shownUrl, ...listed } = res.body as { invitation_url?: string };
    expect(list.body.data[0]).toEqual(listed);
    if (sandbox) expect(sha256(/\/invitations\/([A-Za-z0-9_-]{43})$/.exec(shownUrl ?? '')?.[1] ?? '')).toBe(row?.invitation_token_hash);
    else expect(shownUrl).toBeUndefined();
    expect(await t.db('state_moves').where({ subject_id: res.body.id })).toMatchObject([{ from_state: null, to_state: 'invited', actor: `key:${who.keyIds[mode]}`, mode }]);
    const events = await t.db('events').where({ subject_id: res.body.id });
    expect(events).toMatchObject([{ type: 'user.invited', mode }]);

    const mails = await mailFor(res.body.id);
    if (sandbox) {
      expect(mails).toEqual([]);
    } else {
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to_address: email.toLowerCase(), related_type: 'user_invitation' });
      const token = /^https:\/\/trade\.test\/invitations\/([A-Za-z0-9_-]{43})$/m.exec(mails[0]?.text ?? '')?.[1] ?? '';
      expect(sha256(token)).toBe(row?.invitation_token_hash);
      // The token is in the e-mail body alone: not in the answer, the list, the event or the subject.
      expect(JSON.stringify(res.body)).not.toContain(token);
      expect(JSON.stringify(list.body)).not.toContain(token);
      expect(JSON.stringify(events)).not.toContain(token);
      expect(mails[0]?.subject).not.toContain(token);
    }
  });

  it('changes a role, deactivates, and reactivates with a new invitation; each move recorded', async () => {
    const made = await invite(mode);
    const id = made.body.id as string;
    const firstHash = (await stored(id))?.invitation_token_hash;

    const role = await call(t.app, 'POST', `${USERS}/${id}/role`, { token: who.keys[mode], body: { role: 'viewer' } });
    expect(role.status).toBe(200);
    expect(role.body).toMatchObject({ id, sandbox, role: 'viewer', status: 'invited' });
    expect((await stored(id))?.role).toBe('viewer');

    clock.advance(3600);
    const off = await call(t.app, 'POST', `${USERS}/${id}/deactivate`, { token: who.keys[mode] });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id, status: 'deactivated', deactivated_at: '2026-11-22T11:00:00.000Z', invitation_expires_at: null });
    expect(await stored(id)).toMatchObject({ status: 'deactivated', invitation_token_hash: null, invitation_expires_at: null });

    const again = await call(t.app, 'POST', `${USERS}/${id}/deactivate`, { token: who.keys[mode] });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('invalid_state');
    const roleOff = await call(t.app, 'POST', `${USERS}/${id}/role`, { token: who.keys[mode], body: { role: 'admin' } });
    expect(roleOff.status).toBe(409);
    expect(roleOff.body.error.code).toBe('invalid_state');
    expect((await stored(id))?.role).toBe('viewer');

    clock.advance(3600);
    const back = await call(t.app, 'POST', `${USERS}/${id}/reactivate`, { token: who.keys[mode] });
    expect(back.status).toBe(200);
    // Never joined: invited again, with a new token and a new 7 days.
    expect(back.body).toMatchObject({ id, status: 'invited', role: 'viewer', invited_at: '2026-11-22T12:00:00.000Z', invitation_expires_at: '2026-11-29T12:00:00.000Z', deactivated_at: null });
    const row = await stored(id);
    expect(row?.invitation_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.invitation_token_hash).not.toBe(firstHash);
    expect((await mailFor(id)).length).toBe(sandbox ? 0 : 2);

    const twice = await call(t.app, 'POST', `${USERS}/${id}/reactivate`, { token: who.keys[mode] });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('invalid_state');

    const moves = await t.db('state_moves').where({ subject_id: id }).orderBy('id');
    expect(moves.map((m: { from_state: string | null; to_state: string }) => [m.from_state, m.to_state])).toEqual([[null, 'invited'], ['invited', 'deactivated'], ['deactivated', 'invited']]);
    const events = await t.db('events').where({ subject_id: id }).orderBy('created_at');
    expect(events.map((e: { type: string }) => e.type)).toEqual(['user.invited', 'user.deactivated', 'user.reactivated']);
  });

  it('reactivates a person who had joined as active, without a new invitation', async () => {
    const made = await invite(mode);
    const id = made.body.id as string;
    // Accepting the invitation, as the acceptance will do it.
    await move(partitionFor(t, who.accountId, mode), USER_MACHINE, id, 'active', { joined_at: clock.now().toISOString(), invitation_token_hash: null, invitation_expires_at: null });
    const mailsBefore = (await mailFor(id)).length;
    expect((await call(t.app, 'POST', `${USERS}/${id}/deactivate`, { token: who.keys[mode] })).status).toBe(200);
    const back = await call(t.app, 'POST', `${USERS}/${id}/reactivate`, { token: who.keys[mode] });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ id, status: 'active', joined_at: '2026-11-22T10:00:00.000Z', invitation_expires_at: null, deactivated_at: null });
    expect(await stored(id)).toMatchObject({ status: 'active', invitation_token_hash: null });
    expect((await mailFor(id)).length).toBe(mailsBefore);
  });

  it('refuses a taken e-mail (any case, any status) with 409 already_exists and the owner role with 422, storing nothing', async () => {
    const email = newEmail();
    expect((await invite(mode, { email })).status).toBe(201);
    const before = await rowCounts(t.db);
    const dup = await invite(mode, { email: email.toUpperCase() });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({ code: 'already_exists', retryable: false });
    const owner = await invite(mode, { role: 'owner' });
    expect(owner.status).toBe(422);
    expect(owner.body.error.fields).toEqual(['role']);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('lets the same e-mail be invited in the other mode and by another account', async () => {
    const email = newEmail();
    expect((await invite(mode, { email })).status).toBe(201);
    expect((await call(t.app, 'POST', USERS, { token: who.keys[other], body: { email, first_name: 'N', last_name: 'H', role: 'viewer' } })).status).toBe(201);
    expect((await call(t.app, 'POST', USERS, { token: stranger.keys[mode], body: { email, first_name: 'N', last_name: 'H', role: 'viewer' } })).status).toBe(201);
  });

  it('answers 404 for its people to a key of the other mode and of another account, changing nothing', async () => {
    const made = await invite(mode);
    const id = made.body.id as string;
    const before = await rowCounts(t.db);
    for (const token of [who.keys[other], stranger.keys[mode]]) {
      for (const [path, body] of [[`${USERS}/${id}/role`, { role: 'viewer' }], [`${USERS}/${id}/deactivate`, undefined], [`${USERS}/${id}/reactivate`, undefined]] as const) {
        const res = await call(t.app, 'POST', path, { token, ...(body ? { body } : {}) });
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('not_found');
      }
      const list = await t.walk(token, USERS, { limit: 50 });
      expect(list.some((user) => user.id === id)).toBe(false);
    }
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await stored(id)).toMatchObject({ status: 'invited', role: 'booker' });
  });

  it('pages newest first without repeats, and filters by status and role', async () => {
    for (let i = 0; i < 4; i++) {
      clock.advance(60);
      expect((await invite(mode, { role: i % 2 === 0 ? 'admin' : 'viewer' })).status).toBe(201);
    }
    const all = await t.walk(who.keys[mode], USERS);
    expect(new Set(all.map((user) => user.id)).size).toBe(all.length);
    // Newest first by when the person was first invited (a new invitation does not move them).
    const order = (await t.db('users').where({ account_id: who.accountId, mode }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).select('id')) as Array<{ id: string }>;
    expect(all.map((user) => user.id)).toEqual(order.map((row) => row.id));
    expect(all.every((user) => user.sandbox === sandbox)).toBe(true);
    const admins = await t.walk(who.keys[mode], `${USERS}?role=admin&status=invited`);
    expect(admins.length).toBeGreaterThanOrEqual(2);
    expect(admins.every((user) => user.role === 'admin' && user.status === 'invited')).toBe(true);
    expect(admins.map((user) => user.id)).toEqual(all.filter((user) => user.role === 'admin' && user.status === 'invited').map((user) => user.id));
  });
});

describe('the test team', () => {
  it('is seeded with the owner and people in every status; the owner cannot be deactivated or given another role', async () => {
    const fresh = await partner(t);
    const team = await t.walk(fresh.keys.test, USERS, { limit: 100 });
    expect(team.filter((user) => user.role === 'owner')).toHaveLength(1);
    for (const status of ['active', 'invited', 'deactivated']) expect(team.some((user) => user.status === status && user.role !== 'owner')).toBe(true);
    expect(team.every((user) => user.sandbox === true)).toBe(true);
    const owner = team.find((user) => user.role === 'owner') as { id: string };
    const before = await rowCounts(t.db);
    const off = await call(t.app, 'POST', `${USERS}/${owner.id}/deactivate`, { token: fresh.keys.test });
    expect(off.status).toBe(409);
    expect(off.body.error.code).toBe('invalid_state');
    const role = await call(t.app, 'POST', `${USERS}/${owner.id}/role`, { token: fresh.keys.test, body: { role: 'admin' } });
    expect(role.status).toBe(409);
    expect(await rowCounts(t.db)).toEqual(before);
    // A live partition starts with nobody: its people are the ones live keys invite.
    expect(await t.walk(fresh.keys.live, USERS, { limit: 100 })).toEqual([]);
  });
});

describe('roles and scopes', () => {
  it('the contract table of UserRole says what ROLE_SCOPES gives each role', () => {
    const doc = openApiDocument() as unknown as { components: { schemas: Record<string, { description?: string; enum?: string[] }> } };
    const role = doc.components.schemas.UserRole;
    const lines = (role?.description ?? '').split('\n').filter((line) => /^\| `[a-z]+` \|/.test(line));
    expect(lines.map((line) => /^\| `([a-z]+)`/.exec(line)?.[1])).toEqual(role?.enum);
    for (const line of lines) {
      const [, name, cell] = /^\| `([a-z]+)` \| (.*) \|$/.exec(line) ?? [];
      const scopes = ROLE_SCOPES[name as keyof typeof ROLE_SCOPES];
      if (cell === 'every scope') expect([...scopes].sort()).toEqual([...ALL_SCOPES].sort());
      else if (cell === 'every `:read` and `:view` scope') expect([...scopes].sort()).toEqual(ALL_SCOPES.filter((s) => /:(read|view)$/.test(s)).sort());
      else expect([...(cell ?? '').matchAll(/`([a-z_]+:[a-z]+)`/g)].map((m) => m[1]).sort()).toEqual([...scopes].sort());
    }
  });
});

/** The link a person got: a live invitation's from its e-mail, a test one's from the answer. */
async function invitationLink(mode: Mode, res: { body: { id: string; invitation_url?: string } }): Promise<string> {
  if (mode === 'test') return res.body.invitation_url as string;
  const [mail] = await mailFor(res.body.id);
  return /^(https:\/\/trade\.test\/invitations\/[A-Za-z0-9_-]{43})$/m.exec(mail?.text ?? '')?.[1] as string;
}

/** What the acceptance form sends: a live team's invitation sets the person's portal password with it, a test one's ignores it. */
const PASSWORD_FORM = { password: 'a good long passphrase', password_again: 'a good long passphrase' };

describe.each(MODES)('accepting a %s invitation', (mode) => {
  it('shows who invites whom without changing anything, then activates the person once, spending the token', async () => {
    const res = await invite(mode, { role: 'admin' });
    const path = new URL(await invitationLink(mode, res)).pathname;
    const shown = await request(t.app).get(path);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('as <strong>administrator</strong>');
    expect(shown.text.includes('TEST PAGE')).toBe(mode === 'test');
    expect(shown.headers['content-security-policy']).toContain("default-src 'none'");
    expect(await stored(res.body.id)).toMatchObject({ status: 'invited' });

    clock.set('2026-11-23T09:00:00.000Z');
    const accepted = await request(t.app).post(path).type('form').send(PASSWORD_FORM);
    expect(accepted.status).toBe(200);
    expect(accepted.text).toContain('data-accepted');
    expect(await stored(res.body.id)).toMatchObject({ status: 'active', invitation_token_hash: null, invitation_expires_at: null });
    const user = await call(t.app, 'GET', `${USERS}?limit=50`, { token: who.keys[mode] });
    expect(user.body.data.find((u: { id: string }) => u.id === res.body.id)).toMatchObject({ status: 'active', joined_at: '2026-11-23T09:00:00.000Z', invitation_expires_at: null });
    expect(await t.db('state_moves').where({ subject_id: res.body.id }).orderBy('id')).toMatchObject([{ to_state: 'invited' }, { from_state: 'invited', to_state: 'active', actor: 'visitor:invitation' }]);
    expect(await t.db('events').where({ subject_id: res.body.id, type: 'user.activated' })).toHaveLength(1);

    // Single use: the link is spent.
    expect((await request(t.app).post(path).type('form').send(PASSWORD_FORM)).status).toBe(404);
    expect((await request(t.app).get(path)).status).toBe(404);
  });

  it('refuses an expired invitation with 410 and a deactivated one with 404, leaving the person as they were', async () => {
    const late = await invite(mode);
    const latePath = new URL(await invitationLink(mode, late)).pathname;
    clock.set('2026-11-29T10:00:00.000Z');
    const expired = await request(t.app).post(latePath).type('form').send(PASSWORD_FORM);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('expired');
    expect(await stored(late.body.id)).toMatchObject({ status: 'invited' });

    clock.set('2026-11-22T10:00:00.000Z');
    const cancelled = await invite(mode);
    const cancelledPath = new URL(await invitationLink(mode, cancelled)).pathname;
    expect((await call(t.app, 'POST', `${USERS}/${cancelled.body.id}/deactivate`, { token: who.keys[mode] })).status).toBe(200);
    expect((await request(t.app).post(cancelledPath).type('form').send(PASSWORD_FORM)).status).toBe(404);
    expect(await stored(cancelled.body.id)).toMatchObject({ status: 'deactivated' });
  });

  it('lets two acceptances race: the person is activated once', async () => {
    const res = await invite(mode);
    const path = new URL(await invitationLink(mode, res)).pathname;
    const both = await Promise.all([request(t.app).post(path).type('form').send(PASSWORD_FORM), request(t.app).post(path).type('form').send(PASSWORD_FORM)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await t.db('state_moves').where({ subject_id: res.body.id, to_state: 'active' })).toHaveLength(1);
  });
});

import request from 'supertest';
import { useV1Suite } from '../helpers/suite';
import { rowCounts } from '../helpers/tables';
import { createStaffMember, opsCall, signIn, type StaffFixture } from '../helpers/staff';
import { runAdmin } from '../../scripts/admin';

/**
 * Who may send a form of the service, as a browser tells it, judged the same way by the staff
 * set-up page, the public forms and the operator API: its own Origin; or `Origin: null` that the
 * browser itself marks `Sec-Fetch-Site: same-origin` (Chromium sends `null` with a page's own form
 * under some referrer policies). A cross-site post is refused whatever else it says: another
 * site's Origin, `Sec-Fetch-Site: cross-site`, or `null` without `Sec-Fetch-Site: same-origin`.
 * A post with none of the headers is no browser's: the public forms take it (the client could
 * write any Origin), the set-up form and the operator API do not.
 */
const OWN = 'https://trade.test';
// The clock runs on across cases: each sign-in takes an authenticator code not used before.
const t = useV1Suite({ resetClock: false, env: { LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR: '100000', LIMIT_STAFF_SETUP_PER_HOUR: '100000' } });

type Headers = Record<string, string>;
const CASES: ReadonlyArray<[string, Headers, { setup: boolean; form: boolean; ops: boolean }]> = [
  ['its own Origin', { Origin: OWN }, { setup: true, form: true, ops: true }],
  ['Origin null marked same-origin by the browser', { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' }, { setup: true, form: true, ops: true }],
  ['another site’s Origin', { Origin: 'https://evil.example' }, { setup: false, form: false, ops: false }],
  ['another site’s Origin marked same-origin', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin' }, { setup: false, form: false, ops: false }],
  ['Sec-Fetch-Site cross-site, with its own Origin', { Origin: OWN, 'Sec-Fetch-Site': 'cross-site' }, { setup: false, form: false, ops: false }],
  ['Sec-Fetch-Site cross-site alone', { 'Sec-Fetch-Site': 'cross-site' }, { setup: false, form: false, ops: false }],
  ['Origin null without Sec-Fetch-Site', { Origin: 'null' }, { setup: false, form: false, ops: false }],
  ['Origin null marked same-site', { Origin: 'null', 'Sec-Fetch-Site': 'same-site' }, { setup: false, form: false, ops: false }],
  ['Origin null marked cross-site', { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' }, { setup: false, form: false, ops: false }],
  ['Origin null marked none', { Origin: 'null', 'Sec-Fetch-Site': 'none' }, { setup: false, form: false, ops: false }],
  ['no Origin, marked same-origin', { 'Sec-Fetch-Site': 'same-origin' }, { setup: true, form: true, ops: true }],
  ['none of the headers', {}, { setup: false, form: true, ops: false }],
];

const send = (path: string, headers: Headers, form: Record<string, string>) => {
  let req = request(t.app).post(path);
  for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
  return req.type('form').send(form);
};

describe('the staff set-up form', () => {
  let setupPath: string;
  let staffId: string;
  beforeAll(async () => {
    const invited = (await runAdmin(['staff', 'create', '--email', 'senders@operator.example', '--name', 'Sara Senders', '--role', 'desk'], t.db, t.clock, { publicBaseUrl: OWN })) as { staff: { id: string }; setup_url: string };
    setupPath = new URL(invited.setup_url).pathname;
    staffId = invited.staff.id;
  });

  it.each(CASES)('%s', async (_label, headers, expected) => {
    // A code that is never right: a post the page takes answers the form again (422); nothing is stored either way.
    const res = await send(setupPath, headers, { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', password: 'a long enough password', password_again: 'a long enough password', code: '00000' });
    if (expected.setup) {
      expect(res.status).toBe(422);
      expect(res.text).toContain('Finish set-up');
    } else {
      expect(res.status).toBe(403);
      expect(res.text).toContain('Sent from another site');
    }
    expect(await t.db('staff').where({ id: staffId }).first()).toMatchObject({ status: 'invited', password_hash: null });
  });
});

describe('a public form (the partner application)', () => {
  it.each(CASES)('%s', async (_label, headers, expected) => {
    const before = await rowCounts(t.db);
    // An empty application: a post the page takes answers the form with its errors (422).
    const res = await send('/trade/apply', headers, { lang: 'en' });
    expect(res.status).toBe(expected.form ? 422 : 403);
    if (!expected.form) expect(res.text).toContain('This form was sent from another website');
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('the operator API', () => {
  let member: StaffFixture;
  beforeAll(async () => {
    member = await createStaffMember(t, { roles: ['desk'] });
  });

  it.each(CASES)('%s', async (_label, headers, expected) => {
    const session = await signIn(t, member);
    const res = await opsCall(t, 'DELETE', '/api/ops/v1/sessions/current', { session, headers: { Origin: null, ...headers } });
    expect(res.status).toBe(expected.ops ? 204 : 403);
    if (!expected.ops) expect(res.body.error).toMatchObject({ code: 'csrf_failed' });
    expect((await opsCall(t, 'GET', '/api/ops/v1/me', { session })).status).toBe(expected.ops ? 401 : 200);
  });
});

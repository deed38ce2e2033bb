import { COMMAND_LINE } from '../../src/engine/audit';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { partner, type Partner } from '../helpers/partitions';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtpServer';
import { openPartition } from '../../src/engine/partitions';
import { createReferral } from '../../src/engine/referrals';
import { answerTask } from '../../src/engine/desk';

/** The desk's answers reach the partner by e-mail as well as in the inbox. */
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
const t = useV1Suite({ env: () => ({ SMTP_URL: smtp.url }) });
const { clock } = t;
afterAll(() => smtp.close());

/** A visitor's booking request on the partner's site: on request, handed to the trade desk. */
async function onRequestBooking(who: Partner): Promise<string> {
  const partition = await openPartition(t.sections, who.accountId, 'live', t.db, clock, 'system', null);
  const booking = await createReferral(partition, { type: 'site', id: 'site_9Tq3Wm7Xk2Lp5Rz8Nc1V' }, {
    offer: { id: 'coach-dxb-palm', name: 'Coach DXB T3 to Palm Jumeirah', kind: 'transfer' },
    serviceDate: '2026-12-10',
    adults: 2,
    children: 0,
    priceFils: 45_000,
    contact: { name: 'Ana Souza', email: 'ana.souza@example.com', phone: '+447911123456' },
    note: null,
  });
  const task = (await t.db('desk_queue').where({ subject_id: booking.id }).first()) as { reference: string };
  return task.reference;
}

it('e-mails the answer to the operations contacts, in the answer transaction, and delivers it over SMTP', async () => {
  const who = await partner(t);
  for (const [name, email, role] of [
    ['Omar Haddad', 'ops@gulfhorizons.example', 'operations'],
    ['Lina Farah', 'night-ops@gulfhorizons.example', 'operations'],
    ['Sara Khan', 'finance@gulfhorizons.example', 'finance'],
  ]) {
    expect((await call(t.app, 'POST', '/api/b2b/v1/settings/contacts', { token: who.keys.live, body: { name, email, role } })).status).toBe(200);
  }
  const reference = await onRequestBooking(who);
  const { task } = await answerTask(t.sections, t.db, clock, reference, { accept: true, note: 'Coach confirmed for 14:30', amountFils: null }, COMMAND_LINE);
  const mail = await t.db('mail_outbox').where({ related_type: 'desk_task', related_id: String(task.id) }).orderBy('to_address');
  expect(mail.map((row: { to_address: string }) => row.to_address)).toEqual(['night-ops@gulfhorizons.example', 'ops@gulfhorizons.example']);
  for (const row of mail) {
    expect(row).toMatchObject({ subject: `Your booking on request ${reference} was accepted` });
    expect(row.text).toContain('Coach confirmed for 14:30');
  }
  await t.services.jobs.runOnce();
  const delivered = smtp.received.filter((received) => received.subject.includes(reference));
  expect(delivered.flatMap((received) => received.to).sort()).toEqual(['night-ops@gulfhorizons.example', 'ops@gulfhorizons.example']);
});

it('falls back to the billing address, and sends nothing when the partner gave no address', async () => {
  const billed = await partner(t);
  expect((await call(t.app, 'POST', '/api/b2b/v1/settings/billing-email', { token: billed.keys.live, body: { billing_email: 'accounts@dunes.example' } })).status).toBe(200);
  const first = await onRequestBooking(billed);
  const answered = await answerTask(t.sections, t.db, clock, first, { accept: false, note: 'No coach free that day', amountFils: null }, COMMAND_LINE);
  expect(await t.db('mail_outbox').where({ related_type: 'desk_task', related_id: String(answered.task.id) }).first()).toMatchObject({ to_address: 'accounts@dunes.example', subject: `Your booking on request ${first} was declined` });

  const silent = await partner(t);
  const second = await onRequestBooking(silent);
  const quiet = await answerTask(t.sections, t.db, clock, second, { accept: true, note: null, amountFils: null }, COMMAND_LINE);
  expect(await t.db('mail_outbox').where({ related_type: 'desk_task', related_id: String(quiet.task.id) })).toHaveLength(0);
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdmin, UsageError } from '../../scripts/admin';
import { createTestApp, RunningClock, TestClock } from '../helpers/testApp';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';

const t = useV1Suite({ clock: new RunningClock() });
const clock = new TestClock(new Date('2026-11-23T08:00:00.000Z'));

describe('admin desk list', () => {
  it('lists the requests queued for the trade desk, oldest first', async () => {
    const credit = await call(t.app, 'POST', '/api/b2b/orchestration', {
      body: { action: 'credit_line_application', company_legal_name: 'Dune Tours LLC', trade_licence_number: '99', trn: '100000000000001', contact_email: 'ops@dune.example', requested_terms: 'NET_45' },
    });
    const wallet = await call(t.app, 'POST', '/api/b2b/orchestration', {
      body: { action: 'wallet_topup', company_name: 'Dune Tours', contact_email: 'ops@dune.example', amount_aed: 2500 },
    });
    const result = (await runAdmin(['desk', 'list'], t.db, t.clock)) as { tasks: Array<Record<string, unknown>> };
    expect(result.tasks).toEqual([
      expect.objectContaining({ kind: 'credit_line_application', reference: credit.body.reference, status: 'open', summary: expect.stringContaining('NET_45') }),
      expect.objectContaining({ kind: 'wallet_topup', reference: wallet.body.reference, status: 'open', summary: expect.stringContaining('AED 2500.00') }),
    ]);
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it('shows a task, answers it once with the note, and lists it as answered', async () => {
    const wallet = await call(t.app, 'POST', '/api/b2b/orchestration', {
      body: { action: 'wallet_topup', company_name: 'Oasis Trips', contact_email: 'ops@oasis.example', amount_aed: 900 },
    });
    const shown = (await runAdmin(['desk', 'show', '--task', wallet.body.reference], t.db, t.clock)) as { task: { id: number; status: string } };
    expect(shown.task).toMatchObject({ reference: wallet.body.reference, status: 'open', kind: 'wallet_topup' });
    const answered = (await runAdmin(['desk', 'answer', '--task', String(shown.task.id), '--decline', '--note', 'No account under this name'], t.db, clock)) as { task: Record<string, unknown> };
    expect(answered.task).toMatchObject({ status: 'answered', answer: 'declined', note: 'No account under this name', answered_by: 'desk:cli', answered_at: '2026-11-23T08:00:00.000Z' });
    await expect(runAdmin(['desk', 'answer', '--task', String(shown.task.id), '--accept'], t.db, t.clock)).rejects.toThrow(/is answered/);
    const open = (await runAdmin(['desk', 'list', '--status', 'open', '--kind', 'wallet_topup'], t.db, t.clock)) as { tasks: Array<{ reference: string }> };
    expect(open.tasks.map((task) => task.reference)).not.toContain(wallet.body.reference);
    const all = (await runAdmin(['desk', 'list', '--status', 'answered'], t.db, t.clock)) as { tasks: Array<{ reference: string }> };
    expect(all.tasks.map((task) => task.reference)).toContain(wallet.body.reference);
  });

  it.each([
    [['desk', 'list', '--status', 'closed'], /--status must be open, answered or all/],
    [['desk', 'list', '--kind', 'coffee'], /--kind must be one of/],
    [['desk', 'show', '--task', '999999'], /no desk task 999999/],
    [['desk', 'answer', '--task', '1'], /exactly one of --accept or --decline/],
    [['desk', 'answer', '--task', '1', '--accept', '--decline'], /exactly one of --accept or --decline/],
    [['desk', 'answer', '--task', '1', '--accept', '--amount-aed', '1.234'], /--amount-aed must be an amount/],
    [['wallet', 'credit', '--account', 'acc_x', '--amount-aed', '0', '--reference', 'FT1'], /--amount-aed must be an amount in AED above 0/],
    [['wallet', 'credit', '--account', 'acc_nobody', '--amount-aed', '10', '--reference', 'FT1'], /no account acc_nobody/],
    [['account', 'credit-line', '--account', 'acc_x', '--limit-aed', '100', '--terms', 'NET_90'], /--terms must be one of NET_15/],
    [['booking', 'assign-driver', '--booking', 'bkg_x', '--name', 'A', '--phone', '0501', '--plate', 'P 1'], /--phone must be an E.164 number/],
    [['booking', 'complete', '--booking', 'bkg_nothing'], /No live booking bkg_nothing\./],
  ])('refuses %j with a usage error and changes nothing', async (args, message) => {
    const before = await t.db('desk_queue').select('*').orderBy('id');
    await expect(runAdmin(args, t.db, t.clock)).rejects.toThrow(message);
    await expect(runAdmin(args, t.db, t.clock)).rejects.toBeInstanceOf(UsageError);
    expect(await t.db('desk_queue').select('*').orderBy('id')).toEqual(before);
  });
});

describe('admin live money', () => {
  it('credits a bank transfer to the live wallet and approves a credit line, each with its inbox event', async () => {
    const account = (await runAdmin(['account', 'create', '--name', 'Falcon DMC'], t.db, t.clock)) as { account_id: string };
    const credited = await runAdmin(['wallet', 'credit', '--account', account.account_id, '--amount-aed', '2500.50', '--reference', 'FT-991'], t.db, clock);
    expect(credited).toEqual({ id: expect.stringMatching(/^btc_/), account_id: account.account_id, mode: 'live', credited_aed: 2500.5, reference: 'FT-991', balance_aed: 2500.5, proforma: null });
    const line = await runAdmin(['account', 'credit-line', '--account', account.account_id, '--limit-aed', '20000', '--terms', 'NET_30'], t.db, clock);
    expect(line).toEqual({ account_id: account.account_id, mode: 'live', credit_limit_aed: 20000, terms: 'NET_30', balance_aed: 2500.5 });
    const entries = await t.db('ledger_entries').where({ account_id: account.account_id });
    expect(entries.map((e) => [e.mode, e.kind, Number(e.amount_fils), e.reference])).toEqual([['live', 'topup', 250050, 'FT-991']]);
    const events = await t.db('events').where({ account_id: account.account_id }).orderBy('seq');
    expect(events.map((e) => [e.mode, e.type, e.notice_kind])).toEqual([
      ['live', 'wallet.credited', 'payment_received'],
      ['live', 'credit_line.decided', 'credit_line_decision'],
    ]);
    // Done from the command line, and in the audit log as such, beside the console's actions.
    const audited = await t.db('audit_events').whereIn('action', ['bank_transfer.credited', 'account.credit_line_set']).orderBy('id');
    expect(audited.map((row) => [row.action, row.subject_id, row.staff_id, row.ip, JSON.parse(row.change)])).toEqual([
      ['bank_transfer.credited', (credited as { id: string }).id, null, null, expect.objectContaining({ account_id: account.account_id, amount_aed: 2500.5, bank_reference: 'FT-991', balance_aed: 2500.5 })],
      ['account.credit_line_set', account.account_id, null, null, { before: { limit_aed: 0, terms: null }, after: { limit_aed: 20000, terms: 'NET_30' } }],
    ]);
  });
});

describe('admin wallet credit: a bank transfer is credited once', () => {
  const liveTopups = async (accountId: string) => (await t.db('ledger_entries').where({ account_id: accountId, mode: 'live', kind: 'topup' })).map((e) => [Number(e.amount_fils), e.reference]);

  it('refuses the same bank reference a second time, however it is spaced or cased, with already_exists, crediting nothing', async () => {
    const account = (await runAdmin(['account', 'create', '--name', 'Pearl Travel'], t.db, t.clock)) as { account_id: string };
    const other = (await runAdmin(['account', 'create', '--name', 'Reef Tours'], t.db, t.clock)) as { account_id: string };
    await runAdmin(['wallet', 'credit', '--account', account.account_id, '--amount-aed', '7500', '--reference', 'WTU-1 ENBD TT 88231'], t.db, clock);
    for (const [target, reference] of [[account.account_id, 'WTU-1 ENBD TT 88231'], [account.account_id, '  wtu-1  enbd tt 88231 '], [other.account_id, 'WTU-1 ENBD TT 88231']]) {
      const refused = await runAdmin(['wallet', 'credit', '--account', target as string, '--amount-aed', '7500', '--reference', reference as string], t.db, clock).then(
        () => null,
        (err: unknown) => err,
      );
      expect(refused).toBeInstanceOf(UsageError);
      expect(refused).toMatchObject({ code: 'already_exists', message: expect.stringContaining(`already credited, to ${account.account_id}`) });
    }
    expect(await liveTopups(account.account_id)).toEqual([[750000, 'WTU-1 ENBD TT 88231']]);
    expect(await liveTopups(other.account_id)).toEqual([]);
    expect(await t.db('events').where({ account_id: other.account_id, type: 'wallet.credited' })).toEqual([]);
  });

  it('credits one of two credits of the same reference sent at the same moment', async () => {
    const account = (await runAdmin(['account', 'create', '--name', 'Mirage Holidays'], t.db, t.clock)) as { account_id: string };
    const credit = () => runAdmin(['wallet', 'credit', '--account', account.account_id, '--amount-aed', '1200', '--reference', 'FT-RACE-1'], t.db, clock);
    const outcomes = await Promise.allSettled([credit(), credit(), credit()]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected')) expect(o.reason).toMatchObject({ code: 'already_exists' });
    expect(await liveTopups(account.account_id)).toEqual([[120000, 'FT-RACE-1']]);
    expect(await t.db('bank_transfer_credits').where({ reference_key: 'ftrace1' })).toEqual([expect.objectContaining({ account_id: account.account_id, mode: 'live', reference: 'FT-RACE-1', credited_by: 'desk:cli' })]);
  });
});

describe('admin wallet reverse: a credit is reversed, never deleted', () => {
  const reverseError = (args: string[]) => runAdmin(args, t.db, clock).then(() => null, (err: unknown) => err);

  it('credits each spelling once, reverses the credit by its id with the reason, once, and credits the reference again', async () => {
    const account = (await runAdmin(['account', 'create', '--name', 'Lulu Travel'], t.db, t.clock)) as { account_id: string };
    const credited = (await runAdmin(['wallet', 'credit', '--account', account.account_id, '--amount-aed', '12000', '--reference', 'PY-4BE9-TASD'], t.db, clock)) as { id: string; balance_aed: number };
    expect(credited).toMatchObject({ id: expect.stringMatching(/^btc_/), balance_aed: 12000 });
    for (const spelling of ['py4be9tasd', 'PY 4BE9 TASD', 'ＰＹ－４ＢＥ９－ＴＡＳＤ']) {
      expect(await reverseError(['wallet', 'credit', '--account', account.account_id, '--amount-aed', '12000', '--reference', spelling])).toMatchObject({ code: 'already_exists', message: expect.stringContaining(credited.id) });
    }

    const reversed = (await runAdmin(['wallet', 'reverse', '--credit', credited.id, '--reason', 'Credited twice by the bank feed'], t.db, clock)) as Record<string, unknown>;
    expect(reversed).toMatchObject({
      transfer: { id: credited.id, status: 'reversed', reversed_by: 'desk:cli', reversal_reason: 'Credited twice by the bank feed', reversed_at: '2026-11-23T08:00:00.000Z' },
      proforma: null,
      balance_aed: 0,
    });
    expect(JSON.parse(JSON.stringify(reversed))).toEqual(reversed);
    const entries = await t.db('ledger_entries').where({ account_id: account.account_id, mode: 'live' }).orderBy('id');
    expect(entries.map((e) => [e.kind, Number(e.amount_fils), e.reference])).toEqual([
      ['topup', 1_200_000, 'PY-4BE9-TASD'],
      ['adjustment', -1_200_000, 'PY-4BE9-TASD'],
    ]);
    expect((await t.db('events').where({ account_id: account.account_id }).orderBy('seq')).map((e) => [e.type, e.notice_kind])).toEqual([
      ['wallet.credited', 'payment_received'],
      ['wallet.credit_reversed', 'payment_received'],
    ]);
    expect((await t.db('audit_events').where({ action: 'bank_transfer.reversed', subject_id: credited.id })).map((row) => [row.staff_id, JSON.parse(row.change).reason])).toEqual([[null, 'Credited twice by the bank feed']]);

    expect(await reverseError(['wallet', 'reverse', '--credit', credited.id, '--reason', 'Again'])).toMatchObject({ code: 'invalid_state', message: expect.stringContaining('cannot be reversed again') });
    const again = (await runAdmin(['wallet', 'credit', '--account', account.account_id, '--amount-aed', '12000', '--reference', 'py4be9tasd'], t.db, clock)) as { id: string; balance_aed: number };
    expect(again.id).not.toBe(credited.id);
    expect(again.balance_aed).toBe(12000);
  });

  it.each([
    [['wallet', 'reverse', '--reason', 'x'], /--credit is required/, undefined],
    [['wallet', 'reverse', '--credit', 'btc_nothing'], /--reason is required/, undefined],
    [['wallet', 'reverse', '--credit', 'btc_nothing', '--reason', 'x'], /No bank transfer credit btc_nothing/, 'not_found'],
  ])('refuses %j with a usage error', async (args, message, code) => {
    const err = await reverseError(args);
    expect(err).toBeInstanceOf(UsageError);
    expect(err).toMatchObject({ message: expect.stringMatching(message), code });
  });
});

describe('admin fx', () => {
  it('lists the seeded daily rates', async () => {
    const result = (await runAdmin(['fx', 'list'], t.db, t.clock)) as { base_currency: string; rates: Array<{ currency: string; aed_per_unit: string }> };
    expect(result.base_currency).toBe('AED');
    expect(result.rates.find((r) => r.currency === 'USD')?.aed_per_unit).toBe('3.6725');
  });

  it('sets a rate that the currency matrix then uses', async () => {
    const set = (await runAdmin(['fx', 'set', '--currency', 'usd', '--rate', '3.5'], t.db, clock)) as { rate: Record<string, string> };
    expect(set.rate).toEqual({ currency: 'USD', aed_per_unit: '3.5', as_of: '2026-11-23', updated_at: '2026-11-23T08:00:00.000Z' });
    const audited = await t.db('audit_events').where({ action: 'fx_rate.set', subject_id: 'USD' });
    expect(audited.map((row) => [row.staff_id, JSON.parse(row.change)])).toEqual([[null, { before: { aed_per_unit: '3.6725', as_of: expect.any(String) }, after: { aed_per_unit: '3.5', as_of: '2026-11-23' } }]]);
    const res = await call(t.app, 'POST', '/api/b2b/orchestration', {
      body: { action: 'account_payload', company_name: 'D', tier: 'Tier_3_Travel_Agencies', display_currencies: ['USD'], lines: [{ label: 'x', net_aed: 350, sell_aed: 420 }] },
    });
    expect(res.body.rates[1]).toEqual({ currency: 'USD', aed_per_unit: 3.5, as_of: '2026-11-23' });
    expect(res.body.lines[0].amounts[1]).toEqual({ currency: 'USD', net: 100, sell: 120, margin: 20 });
  });

  it('adds a currency the service did not have', async () => {
    await runAdmin(['fx', 'set', '--currency', 'JPY', '--rate', '0.0245'], t.db, clock);
    const res = await call(t.app, 'POST', '/api/b2b/orchestration', {
      body: { action: 'account_payload', company_name: 'D', tier: 'Tier_3_Travel_Agencies', display_currencies: ['JPY'], lines: [{ label: 'x', net_aed: 245, sell_aed: 245 }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.lines[0].amounts[1]).toEqual({ currency: 'JPY', net: 10000, sell: 10000, margin: 0 });
  });

  it.each([
    [['fx', 'set', '--currency', 'USD', '--rate', '-1'], /positive decimal/],
    [['fx', 'set', '--currency', 'USD', '--rate', 'abc'], /positive decimal/],
    [['fx', 'set', '--currency', 'USD', '--rate', '0'], /positive decimal/],
    [['fx', 'set', '--currency', 'DOLLAR', '--rate', '3'], /three-letter/],
    [['fx', 'set', '--currency', 'AED', '--rate', '2'], /base currency/],
    [['fx', 'set', '--rate', '3'], /--currency is required/],
    [['fx', 'set', '--currency'], /expected --option value/],
    [['desk', 'drop'], /unknown command/],
    [[], /unknown command/],
  ])('refuses %j', async (args, message) => {
    const before = await t.db('fx_rates').select('*').orderBy('currency');
    await expect(runAdmin(args, t.db, clock)).rejects.toThrow(UsageError);
    await expect(runAdmin(args, t.db, clock)).rejects.toThrow(message);
    expect(await t.db('fx_rates').select('*').orderBy('currency')).toEqual(before);
  });
});

/** A valid 1 × 1 PNG. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('admin operator', () => {
  it('shows the details the test kit set, each stored canonical, with nothing missing', async () => {
    const shown = (await runAdmin(['operator', 'show'], t.db, t.clock)) as { operator: Record<string, unknown>; missing: string[] };
    expect(shown.missing).toEqual([]);
    expect(shown.operator).toMatchObject({
      legal_name: 'Desert Falcon Transport LLC',
      trn: '100234567890003',
      phone_24h: '+97143334444',
      desk_phone: '+97143334455',
      iban: 'AE070331234567890123456',
      swift: 'EBILAEAD',
      updated_by: 'cli',
    });
    expect(JSON.parse(JSON.stringify(shown))).toEqual(shown);
  });

  it('sets what is given and keeps the rest, stamped with when and by whom', async () => {
    const before = (await runAdmin(['operator', 'show'], t.db, t.clock)) as { operator: Record<string, unknown> };
    const set = (await runAdmin(['operator', 'set', '--desk-phone', '00971 50-123 4567', '--iban', 'gb82 west 1234 5698 7654 32', '--swift', 'ebilaeadxxx', '--bank', '  Emirates   NBD '], t.db, clock)) as {
      operator: Record<string, unknown>;
      missing: string[];
    };
    expect(set.operator).toEqual({
      ...before.operator,
      desk_phone: '+971501234567',
      iban: 'GB82WEST12345698765432',
      swift: 'EBILAEADXXX',
      bank_name: 'Emirates NBD',
      updated_at: '2026-11-23T08:00:00.000Z',
      updated_by: 'cli',
    });
    expect(await runAdmin(['operator', 'show'], t.db, t.clock)).toEqual(set);
    const [audited] = await t.db('audit_events').where({ action: 'operator.updated' }).orderBy('id', 'desc').limit(1);
    expect([audited.staff_id, JSON.parse(audited.change)]).toEqual([
      null,
      { before: { desk_phone: before.operator.desk_phone, iban: before.operator.iban, swift: before.operator.swift, bank_name: before.operator.bank_name }, after: { desk_phone: '+971501234567', iban: 'GB82WEST12345698765432', swift: 'EBILAEADXXX', bank_name: 'Emirates NBD' } },
    ]);
  });

  it('lists the flags still missing on a fresh installation', async () => {
    const fresh = await createTestApp({ operator: null });
    try {
      const shown = (await runAdmin(['operator', 'show'], fresh.db, fresh.clock)) as { operator: Record<string, unknown>; missing: string[] };
      expect(shown.operator.legal_name).toBeNull();
      expect(shown.missing).toEqual(['--legal-name', '--trading-name', '--address', '--trn', '--phone-24h', '--desk-email', '--desk-phone', '--bank', '--account-name', '--iban', '--swift']);
      const partial = (await runAdmin(['operator', 'set', '--trn', '100 2345 6789 0003'], fresh.db, fresh.clock)) as { operator: Record<string, unknown>; missing: string[] };
      expect(partial.operator.trn).toBe('100234567890003');
      expect(partial.missing).not.toContain('--trn');
      expect(partial.missing).toContain('--legal-name');
    } finally {
      await fresh.close();
    }
  });

  it('stores a PNG or JPEG logo from a file, shown by its type and size, and refuses anything else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'operator-logo-'));
    try {
      const png = join(dir, 'logo.png');
      writeFileSync(png, Buffer.from(ONE_PIXEL_PNG, 'base64'));
      const set = (await runAdmin(['operator', 'set', '--logo', png], t.db, clock)) as { operator: Record<string, unknown> };
      expect(set.operator.logo).toEqual({ type: 'image/png', bytes: Buffer.from(ONE_PIXEL_PNG, 'base64').length });
      expect((await t.db('operator_identity').first('logo_base64')).logo_base64).toBe(ONE_PIXEL_PNG);

      const text = join(dir, 'logo.jpg');
      writeFileSync(text, 'not an image');
      const cut = join(dir, 'cut.png');
      writeFileSync(cut, Buffer.from(ONE_PIXEL_PNG, 'base64').subarray(0, 30));
      for (const [file, message] of [
        [text, /^--logo must be a PNG or JPEG image/],
        [cut, /^--logo cannot be drawn on a PDF page/],
        [join(dir, 'missing.png'), /^--logo cannot read/],
      ] as const) {
        await expect(runAdmin(['operator', 'set', '--logo', file], t.db, clock)).rejects.toThrow(message);
      }
      expect(((await runAdmin(['operator', 'show'], t.db, t.clock)) as { operator: Record<string, unknown> }).operator.logo).toEqual(set.operator.logo);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    [['--trn', '200234567890003'], /^--trn must be the 15 digits of a UAE TRN, beginning 100/],
    [['--trn', '10023456789000'], /^--trn must be the 15 digits/],
    [['--phone-24h', '04 333 4444'], /^--phone-24h must be a phone number in international form/],
    [['--desk-phone', '+0 4 333'], /^--desk-phone must be a phone number/],
    [['--iban', 'AE080331234567890123456'], /^--iban fails the IBAN check digits/],
    [['--iban', 'AE07033123456789012345'], /^--iban must be 23 characters for a UAE IBAN/],
    [['--iban', 'not an iban'], /^--iban must be an IBAN/],
    [['--swift', 'EBILAE'], /^--swift must be a SWIFT\/BIC code of 8 or 11 characters/],
    [['--desk-email', 'trade@operator'], /^--desk-email must be an e-mail address/],
    [['--legal-name', '   '], /^--legal-name must be 1 to 200 characters/],
    [['--legal-name', 'A', '--trn', '1'], /^--trn must be/],
    [['--legalname', 'A'], /unknown option --legalname/],
    [[], /give at least one detail to set/],
  ])('refuses operator set %j, naming the flag, and changes nothing', async (args, message) => {
    const before = await t.db('operator_identity').select('*');
    await expect(runAdmin(['operator', 'set', ...args], t.db, clock)).rejects.toThrow(message);
    await expect(runAdmin(['operator', 'set', ...args], t.db, clock)).rejects.toBeInstanceOf(UsageError);
    expect(await t.db('operator_identity').select('*')).toEqual(before);
  });
});

describe('admin account details', () => {
  const details = (accountId: string) => t.db('accounts').where({ id: accountId }).first('legal_name', 'legal_address', 'legal_country', 'trn');
  const create = async (name: string) => ((await runAdmin(['account', 'create', '--name', name], t.db, t.clock)) as { account_id: string }).account_id;

  it('sets the country in any case as ISO alpha-2, and prints one JSON object with it', async () => {
    const accountId = await create('Thames Journeys');
    const set = await runAdmin(['account', 'details', '--account', accountId, '--legal-name', 'Thames Journeys Ltd', '--address', '12 Clerkenwell Road, London EC1M 5PQ', '--country', ' gb '], t.db, clock);
    expect(set).toEqual({ account_id: accountId, details: { legal_name: 'Thames Journeys Ltd', address: '12 Clerkenwell Road, London EC1M 5PQ', country: 'GB', trn: null } });
    expect(JSON.parse(JSON.stringify(set))).toEqual(set);
    expect(await runAdmin(['account', 'details', '--account', accountId], t.db, t.clock)).toEqual(set);
    const audit = await t.db('audit_events').where({ subject_type: 'account', subject_id: accountId, action: 'account.updated' }).orderBy('id', 'desc').first();
    expect(JSON.parse(audit.change)).toMatchObject({ before: { legal: { country: null } }, after: { legal: { country: 'GB' } } });
  });

  it.each([
    [['--country', 'XX'], /^--country must be a country's ISO 3166-1 alpha-2 code/],
    [['--country', 'GBR'], /^--country must be a country's ISO 3166-1 alpha-2 code/],
    [['--country', 'GB', '--trn', '100123456700003'], /^--trn must be empty for a company registered outside the UAE: the account's country is GB, and a UAE TRN is held only with the country AE/],
    [['--trn', '100123456700003'], /^--trn must be empty for a company registered outside the UAE/],
  ])('refuses account details %j for a company in the United Kingdom, naming the flag, and changes nothing', async (args, message) => {
    const accountId = await create('Thames Refused');
    await runAdmin(['account', 'details', '--account', accountId, '--country', 'GB'], t.db, clock);
    const before = await details(accountId);
    const refused = await runAdmin(['account', 'details', '--account', accountId, ...args], t.db, clock).then(
      () => null,
      (err: unknown) => err as UsageError,
    );
    expect(refused).toBeInstanceOf(UsageError);
    expect(refused?.message).toMatch(message);
    expect(refused?.code).toBe('validation_failed');
    expect(await details(accountId)).toEqual(before);
  });

  it('refuses moving a UAE TRN holder abroad unless the TRN is cleared with it', async () => {
    const accountId = await create('Gulf Movers');
    await runAdmin(['account', 'details', '--account', accountId, '--country', 'AE', '--trn', '100 1234 5670 0003'], t.db, clock);
    await expect(runAdmin(['account', 'details', '--account', accountId, '--country', 'GB'], t.db, clock)).rejects.toThrow(/^--country GB is outside the UAE and the account holds the UAE TRN 100123456700003/);
    expect(await details(accountId)).toMatchObject({ legal_country: 'AE', trn: '100123456700003' });
    expect(await runAdmin(['account', 'details', '--account', accountId, '--country', 'GB', '--trn', ''], t.db, clock)).toMatchObject({ details: { country: 'GB', trn: null } });
  });
});

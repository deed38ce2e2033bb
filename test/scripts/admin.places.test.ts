/**
 * `npm run admin -- place add|update|list`: the operator's place catalogue from the command line,
 * each command one JSON object, each change audited as the command line's; a refusal names the
 * flag and changes nothing.
 */
import { runAdmin, UsageError } from '../../scripts/admin';
import { useV1Suite } from '../helpers/suite';

const t = useV1Suite({ keys: { partner: {} } });
const { partner } = t.keys;

interface CliPlace {
  id: string;
  type: string;
  name: string;
  zone: string | null;
  codes: string[];
  status: string;
  airport: string | null;
  terminal: string | null;
}
const placeCount = async () => Number(((await t.db('places').count({ n: '*' })) as Array<{ n: number | string }>)[0]?.n);

const ADD = ['place', 'add', '--name', 'Creek Test Hotel', '--name-ar', 'فندق الخور التجريبي', '--kind', 'hotel', '--address', 'Baniyas Road, Deira, Dubai', '--emirate', 'dubai', '--lat', '25.2660', '--lon', '55.3100'];

describe('admin place', () => {
  let id = '';

  it('adds a place with its codes and source, its zone from its position, audited as the command line', async () => {
    const result = (await runAdmin([...ADD, '--code', 'CTH', '--code', 'Creek Test, Deira', '--source', 'The hotel’s own published address'], t.db, t.clock)) as { place: CliPlace };
    expect(result.place).toMatchObject({ type: 'hotel', name: 'Creek Test Hotel', zone: 'DEIRA', codes: ['CTH', 'Creek Test, Deira'], status: 'active', source: 'The hotel’s own published address' });
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
    id = result.place.id;
    const audited = await t.db('audit_events').where({ subject_type: 'place', subject_id: id });
    expect(audited.map((row) => [row.action, row.staff_id, row.ip])).toEqual([['place.created', null, null]]);
    const found = await t.api(partner.key).get(`/api/b2b/v1/places?q=cth`);
    expect(found.body.data.map((place: { id: string }) => place.id)).toEqual([id]);
  });

  it('updates it: --code replaces the codes, --archive and --restore switch it, each audited', async () => {
    const moved = (await runAdmin(['place', 'update', '--id', id, '--lat', '25.3463', '--lon', '55.4209', '--emirate', 'sharjah', '--code', 'Creek Test Sharjah'], t.db, t.clock)) as { place: CliPlace };
    expect(moved.place).toMatchObject({ zone: 'SHARJAH_CITY', codes: ['Creek Test Sharjah'], status: 'active' });
    const cleared = (await runAdmin(['place', 'update', '--id', id, '--code', ''], t.db, t.clock)) as { place: CliPlace };
    expect(cleared.place.codes).toEqual([]);
    expect(((await runAdmin(['place', 'update', '--id', id, '--archive'], t.db, t.clock)) as { place: CliPlace }).place.status).toBe('archived');
    expect(((await runAdmin(['place', 'update', '--id', id, '--restore'], t.db, t.clock)) as { place: CliPlace }).place.status).toBe('active');
    const actions = (await t.db('audit_events').where({ subject_type: 'place', subject_id: id }).orderBy('id')).map((row) => row.action);
    expect(actions).toEqual(['place.created', 'place.updated', 'place.updated', 'place.status_changed', 'place.status_changed']);
  });

  it('lists the catalogue by name, filtered by words, kind, emirate and status', async () => {
    const atlantis = (await runAdmin(['place', 'list', '--q', 'ATLANTIS-the'], t.db, t.clock)) as { places: CliPlace[] };
    expect(atlantis.places.map((place) => place.name)).toEqual(['Atlantis The Palm', 'Atlantis The Royal']);
    const terminals = (await runAdmin(['place', 'list', '--type', 'airport_terminal', '--emirate', 'dubai'], t.db, t.clock)) as { places: CliPlace[] };
    expect(terminals.places.map((place) => `${place.airport} ${place.terminal}`).sort()).toEqual(['DWC MAIN', 'DXB T1', 'DXB T2', 'DXB T3']);
    const all = (await runAdmin(['place', 'list'], t.db, t.clock)) as { places: CliPlace[] };
    expect(all.places.length).toBe(await placeCount());
    await runAdmin(['place', 'update', '--id', id, '--archive'], t.db, t.clock);
    expect(((await runAdmin(['place', 'list', '--status', 'archived'], t.db, t.clock)) as { places: CliPlace[] }).places.map((place) => place.id)).toEqual([id]);
    expect(((await runAdmin(['place', 'list', '--q', 'creek test', '--status', 'active'], t.db, t.clock)) as { places: CliPlace[] }).places).toEqual([]);
  });

  it.each([
    [['place', 'add', '--name', 'Nowhere Camp', '--name-ar', 'مخيم', '--kind', 'hotel', '--address', 'Liwa Road, Abu Dhabi', '--emirate', 'abu_dhabi', '--lat', '23.1', '--lon', '53.8'], /^--lat is outside every tariff zone/, 'validation_failed'],
    [['place', 'add', '--name', 'Muscat Hotel', '--name-ar', 'فندق مسقط', '--kind', 'hotel', '--address', 'Muscat', '--emirate', 'dubai', '--lat', '23.588', '--lon', '58.3829'], /^--lat is outside the UAE/, 'validation_failed'],
    [[...ADD.slice(0, 3), 'Another Creek Hotel', ...ADD.slice(4, 5), 'Creek Test Hotel', ...ADD.slice(6)], /^--name-ar must be the name in Arabic script/, 'validation_failed'],
    [[...ADD.slice(0, 3), 'creek-test HOTEL', ...ADD.slice(4)], /is already Creek Test Hotel's/, 'already_exists'],
    [[...ADD.slice(0, 7), 'castle', ...ADD.slice(8)], /^--kind must be one of hotel, mall/, 'validation_failed'],
    [[...ADD.slice(0, 13), 'north', ...ADD.slice(14)], /^--lat must be a number of degrees/, 'validation_failed'],
    [['place', 'add', '--name', 'Half Hotel'], /^--kind is required/, undefined],
    [[...ADD, '--colour', 'blue'], /^unknown option --colour/, undefined],
    [['place', 'update', '--id', 'plc_AAAAAAAAAAAAAAAAAAAA', '--archive'], /^No place plc_AAAAAAAAAAAAAAAAAAAA in the place catalogue\.$/, 'not_found'],
    [['place', 'update', '--id', 'plc_4Kq8Wm2Zr6Tn0Yx3Va7P'], /^give at least one change/, 'validation_failed'],
    [['place', 'update', '--id', 'plc_4Kq8Wm2Zr6Tn0Yx3Va7P', '--archive', '--restore'], /^give at most one of --archive or --restore/, 'validation_failed'],
    [['place', 'list', '--q', '!!!'], /^--q must contain a letter or a digit/, 'validation_failed'],
  ])('refuses %j, naming the flag, and changes nothing', async (args, message, code) => {
    const before = { places: await t.db('places').select('*').orderBy('id'), audit: await t.db('audit_events').count({ n: '*' }) };
    const refusal = await runAdmin(args, t.db, t.clock).then(
      () => null,
      (err: unknown) => err,
    );
    expect(refusal).toBeInstanceOf(UsageError);
    expect((refusal as UsageError).message).toMatch(message);
    expect((refusal as UsageError).code).toBe(code);
    expect({ places: await t.db('places').select('*').orderBy('id'), audit: await t.db('audit_events').count({ n: '*' }) }).toEqual(before);
  });
});

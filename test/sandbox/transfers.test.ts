import { RunningClock } from '../helpers/testApp';
import { useV1Suite } from '../helpers/suite';
import { call, handshake } from '../helpers/http';

const PATH = '/api/b2b/sandbox/transfers';

const airportArrival = {
  pickup_location: { type: 'airport', terminal: 'DXB_T3' },
  dropoff_location: { type: 'hotel', hotel_ref: 'Atlantis The Palm' },
  flight_number: 'EK202',
  vehicle_class: 'VIP_V_CLASS',
  passengers: 5,
};

let token: string;

const t = useV1Suite({ clock: new RunningClock(), env: { LIMIT_SANDBOX_PER_HOUR: '100000' } });

beforeAll(async () => {
  ({ token } = await handshake(t.app));
});

const quote = (body: unknown) => call(t.app, 'POST', PATH, { body, token });

async function expectInvalid(body: unknown, path: string, message?: RegExp): Promise<void> {
  const res = await quote(body);
  expect(res.status).toBe(422);
  expect(res.body.environment).toBe('sandbox');
  expect(res.body.error.code).toBe('validation_failed');
  expect(res.body.error.retryable).toBe(false);
  expect(res.body.error.fields).toContain(path);
  const issue = (res.body.error.issues as Array<{ path: string; message: string }>).find((i) => i.path === path);
  expect(issue).toBeDefined();
  if (message) expect(issue?.message).toMatch(message);
}

describe('sandbox transfer quote', () => {
  it('answers an airport arrival with a labelled test quote timed to the flight', async () => {
    const res = await quote({
      ...airportArrival,
      buffer_minutes_override: 90,
      client_metadata: {
        agency_name: 'Gulf Horizons Travel',
        logo_url: 'https://cdn.gulfhorizons.example/logo.png',
        voucher_branding: { mode: 'white_label', accent_hex: '#0A7C86' },
        agency_reference: 'GH-88213',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers['x-svc-environment']).toBe('sandbox');
    expect(res.body).toMatchObject({
      environment: 'sandbox',
      test_data: true,
      status: 'sandbox_accepted',
      vehicle: { class: 'VIP_V_CLASS', description: 'Mercedes-Benz V-Class or similar', max_passengers: 7 },
      passengers: 5,
      pickup: {
        location: { type: 'airport', terminal: 'DXB_T3' },
        timing: { mode: 'flight_landing', flight_number: 'EK202', free_waiting_minutes: 90, live_arrival_tracking: 'planned' },
      },
      dropoff: { location: { type: 'hotel', hotel_ref: 'Atlantis The Palm' } },
      voucher: {
        branding: 'white_label',
        agency_name: 'Gulf Horizons Travel',
        logo_url: 'https://cdn.gulfhorizons.example/logo.png',
        accent_hex: '#0A7C86',
        footer_text: null,
        agency_reference: 'GH-88213',
        shows_nwp_branding: false,
      },
      price: null,
      default_buffer_minutes: 60,
    });
    expect(res.body.quote_id).toMatch(/^SBX-[0-9A-Z]{20}$/);
    expect(res.body.notice).toMatch(/nothing is booked/);
    expect(res.body.price_note).toMatch(/no price/);
    expect(res.body.pickup.timing.driver_ready).toMatch(/scheduled landing time of EK202/);
  });

  it('gives each quote its own id and books nothing', async () => {
    const tables = ['developer_registrations', 'desk_queue', 'credit_line_applications', 'wallet_topups'];
    const before = await Promise.all(tables.map((table) => t.db(table).count({ n: '*' })));
    const [a, b] = await Promise.all([quote(airportArrival), quote(airportArrival)]);
    expect(a.body.quote_id).not.toBe(b.body.quote_id);
    const after = await Promise.all(tables.map((table) => t.db(table).count({ n: '*' })));
    expect(after).toEqual(before);
  });

  it('applies the default buffer of 60 minutes and the operator voucher without client metadata', async () => {
    const res = await quote(airportArrival);
    expect(res.body.pickup.timing.free_waiting_minutes).toBe(60);
    expect(res.body.voucher).toEqual({
      branding: 'operator',
      agency_name: null,
      logo_url: null,
      accent_hex: null,
      footer_text: null,
      agency_reference: null,
      shows_nwp_branding: true,
    });
  });

  it('accepts the buffer bounds 0 and 180 and refuses 181 and -1', async () => {
    expect((await quote({ ...airportArrival, buffer_minutes_override: 0 })).body.pickup.timing.free_waiting_minutes).toBe(0);
    expect((await quote({ ...airportArrival, buffer_minutes_override: 180 })).body.pickup.timing.free_waiting_minutes).toBe(180);
    await expectInvalid({ ...airportArrival, buffer_minutes_override: 181 }, 'buffer_minutes_override', /at most 180/);
    await expectInvalid({ ...airportArrival, buffer_minutes_override: -1 }, 'buffer_minutes_override', /at least 0/);
    await expectInvalid({ ...airportArrival, buffer_minutes_override: 1.5 }, 'buffer_minutes_override', /integer/);
  });

  it('times a scheduled pickup to pickup_at and echoes it', async () => {
    const res = await quote({
      pickup_location: { type: 'hotel', hotel_ref: 'DXBJW01' },
      dropoff_location: { type: 'coordinates', latitude: 24.8245, longitude: 55.6731, label: 'Al Qudra camp' },
      pickup_at: '2026-12-05T15:30:00+04:00',
      vehicle_class: 'EXECUTIVE_SEDAN',
      passengers: 3,
    });
    expect(res.status).toBe(200);
    expect(res.body.pickup.timing).toMatchObject({ mode: 'scheduled', flight_number: null, pickup_at: '2026-12-05T15:30:00+04:00' });
    expect(res.body.passengers).toBe(3);
  });

  it('echoes passengers as null when not given', async () => {
    const { passengers: _omitted, ...withoutPassengers } = airportArrival;
    expect((await quote(withoutPassengers)).body.passengers).toBeNull();
  });

  describe('cross-field rules', () => {
    it('requires pickup_at for a pickup that is not at an airport', async () => {
      await expectInvalid(
        { pickup_location: { type: 'hotel', hotel_ref: 'X' }, dropoff_location: { type: 'airport', terminal: 'DWC' }, vehicle_class: 'LUXURY_COACH' },
        'pickup_at',
        /not at an airport/,
      );
    });

    it('requires pickup_at for an airport pickup without a flight, and accepts it with one', async () => {
      const { flight_number: _f, ...noFlight } = airportArrival;
      await expectInvalid(noFlight, 'pickup_at', /without a flight_number/);
      const res = await quote({ ...noFlight, pickup_at: '2026-12-05T09:00:00Z' });
      expect(res.status).toBe(200);
      expect(res.body.pickup.timing.mode).toBe('scheduled');
    });

    it('accepts a flight number only with an airport pickup', async () => {
      await expectInvalid(
        { pickup_location: { type: 'hotel', hotel_ref: 'X' }, dropoff_location: { type: 'airport', terminal: 'SHJ' }, flight_number: 'G9123', pickup_at: '2026-12-05T09:00:00Z', vehicle_class: 'VIP_V_CLASS' },
        'flight_number',
        /airport pickup/,
      );
    });

    it.each([
      ['EXECUTIVE_SEDAN', 3],
      ['VIP_V_CLASS', 7],
      ['LUXURY_COACH', 30],
    ])('seats at most the class capacity: %s takes %i', async (vehicleClass, seats) => {
      const ok = await quote({ ...airportArrival, vehicle_class: vehicleClass, passengers: seats });
      expect(ok.status).toBe(200);
      expect(ok.body.vehicle.max_passengers).toBe(seats);
      if (seats < 30) await expectInvalid({ ...airportArrival, vehicle_class: vehicleClass, passengers: seats + 1 }, 'passengers', new RegExp(`at most ${seats}`));
    });

    it('refuses more than 30 passengers by schema and zero passengers', async () => {
      await expectInvalid({ ...airportArrival, vehicle_class: 'LUXURY_COACH', passengers: 31 }, 'passengers');
      await expectInvalid({ ...airportArrival, passengers: 0 }, 'passengers', /at least 1/);
    });

    it.each([
      ['Burj Khalifa, Dubai', 25.1972, 55.2744],
      ['Abu Dhabi Corniche', 24.4764, 54.3705],
      ['Saadiyat Island', 24.545, 54.435],
      ['Palm Jumeirah crescent', 25.13, 55.12],
      ['Sharjah', 25.3463, 55.4209],
      ['Ras Al Khaimah', 25.7895, 55.9432],
      ['Fujairah', 25.1288, 56.3265],
      ['Khor Fakkan', 25.3393, 56.3565],
      ['Al Ain', 24.2075, 55.7447],
      ['Hatta', 24.8, 56.12],
      ['Liwa', 23.13, 53.78],
      ['Ruwais', 24.11, 52.73],
    ])('accepts coordinates in the UAE: %s', async (_name, latitude, longitude) => {
      const res = await quote({ ...airportArrival, dropoff_location: { type: 'coordinates', latitude, longitude } });
      expect(res.status).toBe(200);
    });

    it.each([
      ['Doha, Qatar', 25.2854, 51.531],
      ['Khor Al Udeid, Qatar', 24.63, 51.4],
      ['Manama, Bahrain', 26.2285, 50.586],
      ['Khasab, Musandam (Oman)', 26.18, 56.25],
      ['Bukha, Musandam (Oman)', 26.14, 56.15],
      ['Muscat, Oman', 23.588, 58.3829],
      ['Sohar, Oman', 24.3643, 56.7468],
      ['Mahdah, Oman', 24.4, 55.97],
      ['Al Buraimi, Oman', 24.25, 55.8],
      ['Riyadh, Saudi Arabia', 24.7136, 46.6753],
      ['Bandar Abbas, Iran', 27.1832, 56.2666],
      ['Open Gulf waters', 25.6, 54.0],
      ['Null Island', 0, 0],
    ])('refuses coordinates outside the UAE: %s', async (_name, latitude, longitude) => {
      await expectInvalid(
        { ...airportArrival, dropoff_location: { type: 'coordinates', latitude, longitude } },
        'dropoff_location',
        /outside the United Arab Emirates/,
      );
    });

    it('checks the pickup coordinates too', async () => {
      await expectInvalid(
        { pickup_location: { type: 'coordinates', latitude: 25.2854, longitude: 51.531 }, dropoff_location: { type: 'airport', terminal: 'DXB_T1' }, pickup_at: '2026-12-05T09:00:00Z', vehicle_class: 'VIP_V_CLASS' },
        'pickup_location',
      );
    });

    it('reports every broken rule at once', async () => {
      const res = await quote({
        pickup_location: { type: 'hotel', hotel_ref: 'X' },
        dropoff_location: { type: 'coordinates', latitude: 25.28, longitude: 51.53 },
        vehicle_class: 'EXECUTIVE_SEDAN',
        passengers: 5,
      });
      expect(res.status).toBe(422);
      expect(res.body.error.fields).toEqual(['pickup_at', 'passengers', 'dropoff_location']);
    });
  });

  describe('schema rules', () => {
    it.each([
      ['an unknown terminal', { ...airportArrival, pickup_location: { type: 'airport', terminal: 'DXB_T4' } }, 'pickup_location.terminal', /DXB_T1, DXB_T2, DXB_T3, DWC, SHJ/],
      ['an unknown location type', { ...airportArrival, pickup_location: { type: 'port', terminal: 'DXB_T1' } }, 'pickup_location.type', /airport, coordinates, hotel/],
      ['a hotel without hotel_ref', { ...airportArrival, dropoff_location: { type: 'hotel' } }, 'dropoff_location.hotel_ref', /required/],
      ['an empty hotel_ref', { ...airportArrival, dropoff_location: { type: 'hotel', hotel_ref: '' } }, 'dropoff_location.hotel_ref', /empty/],
      ['a latitude out of range', { ...airportArrival, dropoff_location: { type: 'coordinates', latitude: 95, longitude: 55 } }, 'dropoff_location.latitude', /at most 90/],
      ['coordinates as strings', { ...airportArrival, dropoff_location: { type: 'coordinates', latitude: '25.1', longitude: 55 } }, 'dropoff_location.latitude', /number/],
      ['an unknown vehicle class', { ...airportArrival, vehicle_class: 'LIMO' }, 'vehicle_class', /VIP_V_CLASS, EXECUTIVE_SEDAN, LUXURY_COACH/],
      ['a missing vehicle class', { pickup_location: airportArrival.pickup_location, dropoff_location: airportArrival.dropoff_location, flight_number: 'EK202' }, 'vehicle_class', /required/],
      ['a missing pickup location', { dropoff_location: airportArrival.dropoff_location, vehicle_class: 'VIP_V_CLASS' }, 'pickup_location', /required/],
      ['a flight number that is not one', { ...airportArrival, flight_number: 'hello' }, 'flight_number', /airline flight number/],
      ['a flight number without digits', { ...airportArrival, flight_number: 'EK' }, 'flight_number', /airline flight number/],
      ['a flight number with a space', { ...airportArrival, flight_number: 'EK 202' }, 'flight_number', /airline flight number/],
      ['pickup_at without an offset', { ...airportArrival, pickup_at: '2026-12-05T15:30:00' }, 'pickup_at', /UTC offset/],
      ['pickup_at as a date only', { ...airportArrival, pickup_at: '2026-12-05' }, 'pickup_at', /UTC offset/],
      ['an http logo_url', { ...airportArrival, client_metadata: { logo_url: 'http://cdn.example/logo.png' } }, 'client_metadata.logo_url', /https/],
      ['a javascript logo_url', { ...airportArrival, client_metadata: { logo_url: 'javascript:alert(1)' } }, 'client_metadata.logo_url', /https/],
      ['an accent that is not #RRGGBB', { ...airportArrival, client_metadata: { voucher_branding: { mode: 'white_label', accent_hex: '#FFF' } } }, 'client_metadata.voucher_branding.accent_hex', /#RRGGBB/],
      ['a branding without mode', { ...airportArrival, client_metadata: { voucher_branding: { accent_hex: '#FFFFFF' } } }, 'client_metadata.voucher_branding.mode', /required/],
      ['an unknown branding mode', { ...airportArrival, client_metadata: { voucher_branding: { mode: 'neon' } } }, 'client_metadata.voucher_branding.mode', /white_label, operator/],
      ['an unknown field', { ...airportArrival, price: 100 }, 'price', /not a field/],
      ['an unknown nested field', { ...airportArrival, client_metadata: { agency: 'x' } }, 'client_metadata.agency', /not a field/],
    ])('refuses %s', async (_name, body, path, message) => {
      await expectInvalid(body, path, message);
    });

    it('accepts the operator mode with a footer line and echoes it', async () => {
      const res = await quote({ ...airportArrival, client_metadata: { voucher_branding: { mode: 'operator', footer_text: 'Call 24/7' } } });
      expect(res.status).toBe(200);
      expect(res.body.voucher).toMatchObject({ branding: 'operator', footer_text: 'Call 24/7', shows_nwp_branding: true });
    });

    it('accepts ICAO and IATA flight numbers with a suffix letter', async () => {
      for (const flight_number of ['UAE202', 'G91234', '6E1451', 'EK1A']) {
        const res = await quote({ ...airportArrival, flight_number });
        expect(res.status).toBe(200);
      }
    });
  });
});

import { useEffect, useState } from 'react';
import type { TripPageData } from '../../src/sections/trips/data';
import { clockTime, dayAndTime, inWords, inkOn, mapsHref, telHref } from './format';
import { readTrip, useLiveTrip, useTicker } from './live';
import { TripMap } from './TripMap';
import { loadWords, say, type TripWords } from './words';

const STATUS_WORDS: Readonly<Record<TripPageData['status'], string>> = {
  on_request: 'trip_on_request',
  scheduled: 'trip_scheduled',
  driver_assigned: 'trip_driver_assigned',
  en_route: 'trip_en_route',
  arrived: 'trip_arrived',
  on_board: 'trip_on_board',
  completed: 'trip_completed',
  no_show: 'trip_no_show',
  cancelled: 'trip_cancelled',
};

const MEETING_WORDS = { arrivals_hall: 'trip_meet_arrivals', passenger_exit: 'trip_meet_exit', entrance: 'trip_meet_entrance', lobby: 'trip_meet_lobby' } as const;

const FLIGHT_WORDS: Readonly<Record<NonNullable<TripPageData['flight']>['status'], string>> = {
  scheduled: 'trip_flight_scheduled',
  delayed: 'trip_flight_delayed',
  landed: 'trip_flight_landed',
  diverted: 'trip_flight_diverted',
  cancelled: 'trip_flight_cancelled',
  unknown: 'trip_flight_unknown',
};

/** The page's language, direction, title and brand colours on the document itself. */
function useDocument(data: TripPageData, words: TripWords): void {
  useEffect(() => {
    const root = document.documentElement;
    root.lang = data.lang;
    root.dir = data.dir;
    root.style.setProperty('--accent', data.brand.accent_hex);
    root.style.setProperty('--on-accent', inkOn(data.brand.accent_hex));
    document.title = `${data.sandbox ? 'TEST · ' : ''}${data.brand.name}: ${say(words, 'trip_title')} ${data.reference}`;
  }, [data.lang, data.dir, data.brand.accent_hex, data.brand.name, data.sandbox, data.reference, words]);
}

/** Minutes until the driver is expected, counted on the service's clock from the moment the trip was read. */
function etaMinutes(data: TripPageData, receivedAt: number): number | null {
  if (data.eta === null) return null;
  const serviceNow = Date.parse(data.now) + (Date.now() - receivedAt);
  return Math.max(0, Math.ceil((Date.parse(data.eta) - serviceNow) / 60_000));
}

function Eta({ data, words, receivedAt }: { data: TripPageData; words: TripWords; receivedAt: number }) {
  useTicker(15_000);
  const minutes = etaMinutes(data, receivedAt);
  if (minutes === null || data.eta === null) return null;
  const when = inWords(minutes, data.lang);
  return <p className="eta">{when === null ? say(words, 'trip_eta_now') : say(words, 'trip_eta', { when, time: clockTime(data.eta, data.lang) })}</p>;
}

function Driver({ data, words }: { data: TripPageData; words: TripWords }) {
  if (data.driver === null) return null;
  const car = data.vehicle ? [data.vehicle.make, data.vehicle.model].filter((part): part is string => part !== null).join(' ') : '';
  return (
    <section className="card driver-card" aria-labelledby="driver-heading">
      <h2 id="driver-heading">{say(words, 'trip_driver')}</h2>
      <p className="driver-name">
        <bdi>{data.driver.first_name}</bdi>
      </p>
      {data.vehicle && (
        <dl className="facts">
          {(car || data.vehicle.colour) && (
            <>
              <dt>{say(words, 'trip_vehicle')}</dt>
              <dd>
                <bdi>{[car, data.vehicle.colour].filter((part) => part).join(' · ')}</bdi>
              </dd>
            </>
          )}
          <dt>{say(words, 'trip_plate')}</dt>
          <dd className="plate">
            <bdi>{data.vehicle.plate}</bdi>
          </dd>
        </dl>
      )}
      <a className="call" href={telHref(data.driver.phone)}>
        {say(words, 'trip_call', { name: data.driver.first_name })} · <bdi dir="ltr">{data.driver.phone}</bdi>
      </a>
    </section>
  );
}

function Pickup({ data, words }: { data: TripPageData; words: TripWords }) {
  const { pickup, dropoff } = data;
  return (
    <section className="card" aria-labelledby="pickup-heading">
      <h2 id="pickup-heading">{say(words, 'trip_pickup')}</h2>
      <p className="when">{say(words, 'trip_uae_time', { time: dayAndTime(pickup.at, data.lang) })}</p>
      {pickup.name && <p className="place">{pickup.name}</p>}
      {pickup.address && <p className="address">{pickup.address}</p>}
      {pickup.meeting && <p className="meet">{say(words, MEETING_WORDS[pickup.meeting])}</p>}
      {pickup.latitude !== null && pickup.longitude !== null && (
        <a className="maps-link" href={mapsHref(pickup.latitude, pickup.longitude)} target="_blank" rel="noopener noreferrer">
          {say(words, 'trip_open_map')}
        </a>
      )}
      {dropoff?.name && (
        <dl className="facts">
          <dt>{say(words, 'trip_dropoff')}</dt>
          <dd>
            {dropoff.name}
            {dropoff.address && <span className="address"> · {dropoff.address}</span>}
          </dd>
        </dl>
      )}
    </section>
  );
}

function Flight({ data, words }: { data: TripPageData; words: TripWords }) {
  const { flight } = data;
  if (flight === null) return null;
  const landing: [string, string] = flight.actual_arrival
    ? ['trip_flight_landed_at', flight.actual_arrival]
    : flight.estimated_arrival
      ? ['trip_flight_expected', flight.estimated_arrival]
      : ['trip_flight_scheduled_at', flight.scheduled_arrival];
  return (
    <section className="card" aria-labelledby="flight-heading">
      <h2 id="flight-heading">
        {say(words, 'trip_flight')} <bdi>{flight.number}</bdi>
      </h2>
      <p className={`flight-status ${flight.status}`}>{say(words, FLIGHT_WORDS[flight.status], { airport: flight.diverted_to ?? '' })}</p>
      {flight.status !== 'cancelled' && flight.status !== 'diverted' && (
        <p>
          {say(words, landing[0], { time: clockTime(landing[1], data.lang) })}
          {flight.terminal && <> · {flight.terminal}</>}
        </p>
      )}
      {data.status !== 'completed' && data.status !== 'cancelled' && data.status !== 'on_board' && <p className="muted">{say(words, 'trip_flight_follows')}</p>}
    </section>
  );
}

function LanguagePicker({ data, words, onChange }: { data: TripPageData; words: TripWords; onChange: (lang: string) => void }) {
  if (data.languages.length < 2) return null;
  return (
    <label className="lang">
      <span className="visually-hidden">{say(words, 'language')}</span>
      <select value={data.lang} onChange={(event) => onChange(event.target.value)} aria-label={say(words, 'language')}>
        {data.languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export function TripApp({ first, firstWords }: { first: TripPageData; firstWords: TripWords }) {
  const [lang, setLang] = useState(first.lang);
  const [words, setWords] = useState(firstWords);
  const { data, live, receivedAt, replace } = useLiveTrip(first, lang);
  useDocument(data, words);

  // Another language: its words and the trip in it (places named in it), shown together.
  const choose = (next: string): void => {
    void Promise.all([loadWords(next), readTrip(next)]).then(([loaded, result]) => {
      if (result.kind !== 'found') return;
      setWords(loaded);
      replace(result.data);
      setLang(next);
      const url = new URL(window.location.href);
      url.searchParams.set('lang', next);
      window.history.replaceState(null, '', url);
    });
  };

  const sharing = data.position !== null;
  const pickupPoint = data.pickup.latitude !== null && data.pickup.longitude !== null ? { latitude: data.pickup.latitude, longitude: data.pickup.longitude } : null;
  const ended = data.status === 'completed' || data.status === 'no_show' || data.status === 'cancelled';
  return (
    <div className={`trip status-${data.status}`}>
      <header className="bar">
        <span className="brand">
          <bdi>{data.brand.name}</bdi>
        </span>
        <LanguagePicker data={data} words={words} onChange={choose} />
      </header>
      {data.sandbox && (
        <p className="test" role="alert">
          {say(words, 'trip_test')}
        </p>
      )}
      <main>
        <section className="card status-card" aria-live="polite">
          <h1 className="status">{say(words, STATUS_WORDS[data.status], { brand: data.brand.name })}</h1>
          <Eta data={data} words={words} receivedAt={receivedAt} />
          {!ended && <p className={live ? 'live' : 'live off'}>{say(words, live ? 'trip_live' : 'trip_reconnecting')}</p>}
        </section>
        {sharing && data.position && (
          <section className="card" aria-labelledby="map-heading">
            <h2 id="map-heading">{say(words, 'trip_where')}</h2>
            <TripMap driver={data.position} pickup={pickupPoint} recordedAt={data.position.recorded_at} words={words} lang={data.lang} />
          </section>
        )}
        <Driver data={data} words={words} />
        {data.status !== 'cancelled' && <Pickup data={data} words={words} />}
        {data.status !== 'cancelled' && <Flight data={data} words={words} />}
        {data.help && (
          <p className="help">
            {say(words, 'trip_help', { phone: '\u0000' })
              .split('\u0000')
              .map((part, index) =>
                index === 0 ? (
                  part
                ) : (
                  <span key={index}>
                    {data.help?.tel ? (
                      <a href={`tel:${data.help.tel}`}>
                        <bdi dir="ltr">{data.help.phone}</bdi>
                      </a>
                    ) : (
                      <bdi dir="ltr">{data.help?.phone}</bdi>
                    )}
                    {part}
                  </span>
                ),
              )}
          </p>
        )}
        <footer className="reference">
          {say(words, 'reference')} <bdi dir="ltr">{data.reference}</bdi>
        </footer>
      </main>
    </div>
  );
}

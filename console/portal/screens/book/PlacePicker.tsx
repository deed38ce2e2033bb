import { useEffect, useId, useState } from 'react';
import { Failure } from '../../../src/Failure';
import { defineWords, fill, useLang } from '../../i18n';
import { searchable, usePlaceSearch, type Place, type PlaceKind } from '../../queries/places';
import type { TripLocation } from '../../queries/transport';
import { useLabels } from '../bookings/labels';

/**
 * One end of a trip: a place of the operator's catalogue, found by typing part of its name in
 * English or Arabic (airports, hotels, malls, landmarks …), or a street address with its
 * position, pasted from a map. A transfer takes either; a tour's hotel pickup takes a place.
 */
export type PickedPlace = { kind: 'place'; place: Place } | { kind: 'address'; address: string; position: string; label: string };

const useWords = defineWords({
  en: {
    fromList: 'A place from the list',
    address: 'A street address',
    search: 'Search',
    searchHint: 'Part of the name of an airport, hotel, mall or landmark, in English or Arabic.',
    kind: 'Kind',
    anyKind: 'Any',
    searching: 'Searching…',
    none: 'No place matches “{q}”.',
    typeMore: 'Type at least two letters.',
    results: 'Places found',
    chosen: 'Chosen',
    change: 'Change',
    street: 'Street address',
    streetHint: 'Building, street and area, as the driver will read it.',
    position: 'Position (latitude, longitude)',
    positionHint: 'Paste it from a map, for example 25.1869, 55.2425.',
    badPosition: 'Give the latitude and the longitude, separated by a comma.',
    label: 'What the driver looks for (optional)',
  },
  ar: {
    fromList: 'مكان من القائمة',
    address: 'عنوان شارع',
    search: 'البحث',
    searchHint: 'جزء من اسم مطار أو فندق أو مركز تسوق أو معلم، بالعربية أو الإنجليزية.',
    kind: 'النوع',
    anyKind: 'الكل',
    searching: 'جارٍ البحث…',
    none: 'لا يوجد مكان يطابق «{q}».',
    typeMore: 'اكتب حرفين على الأقل.',
    results: 'الأماكن التي وُجدت',
    chosen: 'المختار',
    change: 'تغيير',
    street: 'عنوان الشارع',
    streetHint: 'المبنى والشارع والمنطقة، كما سيقرؤها السائق.',
    position: 'الموقع (خط العرض، خط الطول)',
    positionHint: 'الصقه من خريطة، مثل 25.1869, 55.2425.',
    badPosition: 'اكتب خط العرض وخط الطول مفصولين بفاصلة.',
    label: 'ما يبحث عنه السائق (اختياري)',
  },
});

/** The two numbers of a pasted position (`25.1869, 55.2425`), or null. */
export function positionOf(text: string): { latitude: number; longitude: number } | null {
  const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*[,،\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

/** The end as the API takes it (`TripLocation`), or null while it is not whole. */
export function tripLocationOf(picked: PickedPlace | null): TripLocation | null {
  if (picked === null) return null;
  if (picked.kind === 'place') return { type: 'place', place_id: picked.place.id };
  const position = positionOf(picked.position);
  if (picked.address.trim().length < 3 || position === null) return null;
  return { type: 'address', address: picked.address.trim(), ...position, ...(picked.label.trim() ? { label: picked.label.trim() } : {}) };
}

/** A place's name in the portal's language (the catalogue has both), and the other beside it. */
export function usePlaceName(): (place: { name: string; name_ar: string | null }) => string {
  const { lang } = useLang();
  return (place) => (lang === 'ar' && place.name_ar ? place.name_ar : place.name);
}

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function PlacePicker({ legend, value, onChange, allowAddress = true, kinds }: { legend: string; value: PickedPlace | null; onChange: (picked: PickedPlace | null) => void; allowAddress?: boolean; kinds?: readonly PlaceKind[] }) {
  const words = useWords();
  const labels = useLabels();
  const nameOf = usePlaceName();
  const id = useId();
  const [mode, setMode] = useState<'place' | 'address'>(value?.kind ?? 'place');
  const [q, setQ] = useState('');
  const [kind, setKind] = useState<PlaceKind | ''>('');
  const settled = useDebounced(q, 250);
  const search = usePlaceSearch(settled, kind);
  const offered = kinds ?? (Object.keys(labels.placeKinds) as PlaceKind[]);
  const found = (search.data?.data ?? []).filter((place) => kinds === undefined || kinds.includes(place.type));

  if (value?.kind === 'place') {
    const place = value.place;
    return (
      <fieldset className="place-picker">
        <legend>{legend}</legend>
        <p className="place-chosen">
          <span className="visually-hidden">{words.chosen}: </span>
          <strong>{nameOf(place)}</strong> <span className="muted">· {labels.placeKinds[place.type]}</span>
          <br />
          <span className="muted small">{place.address}</span>
        </p>
        <button type="button" onClick={() => onChange(null)}>
          {words.change}
          <span className="visually-hidden"> {legend}</span>
        </button>
      </fieldset>
    );
  }

  const address = value?.kind === 'address' ? value : { kind: 'address' as const, address: '', position: '', label: '' };
  const positionBad = address.position.trim() !== '' && positionOf(address.position) === null;

  return (
    <fieldset className="place-picker">
      <legend>{legend}</legend>
      {allowAddress && (
        <div className="choice-row" role="radiogroup" aria-label={legend}>
          <label className="check">
            <input type="radio" name={`${id}-mode`} checked={mode === 'place'} onChange={() => { setMode('place'); onChange(null); }} />
            {words.fromList}
          </label>
          <label className="check">
            <input type="radio" name={`${id}-mode`} checked={mode === 'address'} onChange={() => { setMode('address'); onChange(address); }} />
            {words.address}
          </label>
        </div>
      )}
      {mode === 'place' ? (
        <>
          <div className="place-search">
            <div className="field">
              <label htmlFor={`${id}-q`}>{words.search}</label>
              <input id={`${id}-q`} type="search" autoComplete="off" value={q} onChange={(event) => setQ(event.target.value)} aria-describedby={`${id}-q-hint`} />
              <p className="hint" id={`${id}-q-hint`}>
                {words.searchHint}
              </p>
            </div>
            {offered.length > 1 && (
              <div className="field">
                <label htmlFor={`${id}-kind`}>{words.kind}</label>
                <select id={`${id}-kind`} value={kind} onChange={(event) => setKind(event.target.value as PlaceKind | '')}>
                  <option value="">{words.anyKind}</option>
                  {offered.map((option) => (
                    <option key={option} value={option}>
                      {labels.placeKinds[option]}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </div>
          <div aria-live="polite">
            {q.trim() !== '' && !searchable(q) && <p className="muted small">{words.typeMore}</p>}
            {searchable(settled) && search.isFetching && found.length === 0 && <p role="status">{words.searching}</p>}
            {search.isError && <Failure error={search.error} />}
            {searchable(settled) && search.isSuccess && found.length === 0 && !search.isFetching && <p className="muted">{fill(words.none, { q: settled })}</p>}
            {searchable(settled) && found.length > 0 && (
              <ul className="place-options" aria-label={words.results}>
                {found.map((place) => (
                  <li key={place.id}>
                    <button type="button" className="place-option" onClick={() => onChange({ kind: 'place', place })}>
                      <strong>{nameOf(place)}</strong>
                      <span className="muted small">
                        {labels.placeKinds[place.type]} · {place.address}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      ) : (
        <div className="form-grid">
          <div className="field wide">
            <label htmlFor={`${id}-street`}>{words.street}</label>
            <input id={`${id}-street`} autoComplete="off" value={address.address} onChange={(event) => onChange({ ...address, address: event.target.value })} aria-describedby={`${id}-street-hint`} maxLength={200} />
            <p className="hint" id={`${id}-street-hint`}>
              {words.streetHint}
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${id}-position`}>{words.position}</label>
            <input id={`${id}-position`} dir="ltr" inputMode="decimal" autoComplete="off" value={address.position} onChange={(event) => onChange({ ...address, position: event.target.value })} aria-invalid={positionBad} aria-describedby={`${id}-position-hint`} />
            <p className="hint" id={`${id}-position-hint`}>
              {positionBad ? <span className="field-error">{words.badPosition}</span> : words.positionHint}
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${id}-label`}>{words.label}</label>
            <input id={`${id}-label`} autoComplete="off" value={address.label} maxLength={120} onChange={(event) => onChange({ ...address, label: event.target.value })} />
          </div>
        </div>
      )}
    </fieldset>
  );
}

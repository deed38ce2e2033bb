import { useState } from 'react';
import { clockTime, mapsHref } from './format';
import { say, type TripWords } from './words';

/**
 * The map of the driver on the way: the one file that draws it. Until a map library is added to
 * the build (Leaflet, then this file alone changes), it is a still picture of OpenStreetMap's
 * tiles framing the driver and the pickup, redrawn with each new position, with the position in
 * words and a link that opens it in the phone's maps. Without the tiles (offline, blocked) the
 * two markers still stand where they are to each other, on a plain ground.
 */
export interface MapPoint {
  latitude: number;
  longitude: number;
}

const TILE = 256;
const TILE_SERVER = 'https://tile.openstreetmap.org';
const WIDTH = 360;
const HEIGHT = 220;
/** Room kept around the two markers, in pixels. */
const PAD = 36;

/** Web Mercator: a point's pixel position at `zoom`. */
function project(point: MapPoint, zoom: number): { x: number; y: number } {
  const scale = TILE * 2 ** zoom;
  const sin = Math.sin((Math.max(-85, Math.min(85, point.latitude)) * Math.PI) / 180);
  return { x: ((point.longitude + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
}

/** The closest zoom (street level at most) at which both points fit the frame. */
function zoomFor(points: readonly MapPoint[]): number {
  for (let zoom = 16; zoom > 3; zoom--) {
    const projected = points.map((point) => project(point, zoom));
    const xs = projected.map((p) => p.x);
    const ys = projected.map((p) => p.y);
    if (Math.max(...xs) - Math.min(...xs) <= WIDTH - 2 * PAD && Math.max(...ys) - Math.min(...ys) <= HEIGHT - 2 * PAD) return zoom;
  }
  return 3;
}

function Tile({ src, left, top }: { src: string; left: number; top: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img className="tile" src={src} alt="" draggable={false} style={{ left: `${left}px`, top: `${top}px` }} onError={() => setFailed(true)} />;
}

export function TripMap({ driver, pickup, recordedAt, words, lang }: { driver: MapPoint; pickup: MapPoint | null; recordedAt: string; words: TripWords; lang: string }) {
  const points = pickup ? [driver, pickup] : [driver];
  const zoom = zoomFor(points);
  const projected = points.map((point) => project(point, zoom));
  const centre = { x: projected.reduce((sum, p) => sum + p.x, 0) / projected.length, y: projected.reduce((sum, p) => sum + p.y, 0) / projected.length };
  const origin = { x: centre.x - WIDTH / 2, y: centre.y - HEIGHT / 2 };
  const count = 2 ** zoom;
  const tiles: Array<{ src: string; left: number; top: number }> = [];
  for (let ty = Math.floor(origin.y / TILE); ty <= Math.floor((origin.y + HEIGHT) / TILE); ty++) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(origin.x / TILE); tx <= Math.floor((origin.x + WIDTH) / TILE); tx++) {
      tiles.push({ src: `${TILE_SERVER}/${zoom}/${((tx % count) + count) % count}/${ty}.png`, left: tx * TILE - origin.x, top: ty * TILE - origin.y });
    }
  }
  const at = (index: number) => {
    const p = projected[index] as { x: number; y: number };
    return { left: `${p.x - origin.x}px`, top: `${p.y - origin.y}px` };
  };
  return (
    <figure className="map-figure">
      {/* Geometry reads left to right whatever the page's direction. */}
      <div className="map" dir="ltr" role="img" aria-label={say(words, 'trip_where')}>
        {/* The frame, centred in the box however wide the phone is: tiles and markers in its pixels. */}
        <div className="layer" style={{ width: `${WIDTH}px`, height: `${HEIGHT}px` }}>
          {tiles.map((tile) => (
            <Tile key={tile.src} {...tile} />
          ))}
          {pickup && <span className="marker pickup" style={at(1)} title={say(words, 'trip_pickup')} />}
          <span className="marker driver" style={at(0)} title={say(words, 'trip_driver')} />
        </div>
        <a className="attribution" href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">
          © OpenStreetMap
        </a>
      </div>
      <figcaption>
        <span className="legend">
          <span className="dot driver" />
          {say(words, 'trip_driver')}
        </span>
        {pickup && (
          <span className="legend">
            <span className="dot pickup" />
            {say(words, 'trip_pickup')}
          </span>
        )}
        <span className="position">
          {say(words, 'trip_position_at', { time: clockTime(recordedAt, lang) })} · <bdi dir="ltr">{driver.latitude.toFixed(5)}, {driver.longitude.toFixed(5)}</bdi>
        </span>
        <a className="maps-link" href={mapsHref(driver.latitude, driver.longitude)} target="_blank" rel="noopener noreferrer">
          {say(words, 'trip_open_map')}
        </a>
      </figcaption>
    </figure>
  );
}

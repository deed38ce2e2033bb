import { useEffect, useRef, useState } from 'react';
import type { TripPageData } from '../../src/sections/trips/data';

/**
 * The trip as the service last told it: read once from `/trip/<token>/status`, then kept up to date
 * by the server's events (`/trip/<token>/stream`, a `trip` event whenever it changes). Where the
 * stream cannot be held (a proxy that closes it, too many requests) the page asks every 20
 * seconds instead, and once more whenever the phone wakes the page. A trip that can change no
 * more (completed, a no-show, cancelled) is not listened to.
 */
export type TripResult = { kind: 'found'; data: TripPageData } | { kind: 'not_found' } | { kind: 'failed' };

const FINAL = new Set<TripPageData['status']>(['completed', 'no_show', 'cancelled']);
const POLL_MS = 20_000;

/** The trip's path on this page's address: `/trip/<token>`. */
export const tripPath = (): string => window.location.pathname.replace(/\/+$/, '');

export async function readTrip(lang: string): Promise<TripResult> {
  try {
    const res = await fetch(`${tripPath()}/status?lang=${encodeURIComponent(lang)}`, { headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (res.status === 404) return { kind: 'not_found' };
    if (!res.ok) return { kind: 'failed' };
    return { kind: 'found', data: (await res.json()) as TripPageData };
  } catch {
    return { kind: 'failed' };
  }
}

/**
 * The trip, live: `live` is false while the page is between the stream and its next try;
 * `replace` shows a trip read anew (in another language), which the stream then follows.
 */
export function useLiveTrip(first: TripPageData, lang: string): { data: TripPageData; live: boolean; receivedAt: number; replace(data: TripPageData): void } {
  const [data, setData] = useState(first);
  const [receivedAt, setReceivedAt] = useState(() => Date.now());
  const [live, setLive] = useState(true);
  const final = FINAL.has(data.status);
  const langRef = useRef(lang);
  langRef.current = lang;

  useEffect(() => {
    if (final) {
      setLive(false);
      return undefined;
    }
    let closed = false;
    let poller: number | undefined;
    const take = (next: TripPageData): void => {
      setData(next);
      setReceivedAt(Date.now());
    };
    const poll = async (): Promise<void> => {
      const result = await readTrip(langRef.current);
      if (!closed && result.kind === 'found') take(result.data);
    };
    const source = new EventSource(`${tripPath()}/stream?lang=${encodeURIComponent(lang)}`);
    source.addEventListener('open', () => {
      setLive(true);
      if (poller !== undefined) window.clearInterval(poller);
      poller = undefined;
    });
    source.addEventListener('trip', (event) => {
      take(JSON.parse((event as MessageEvent<string>).data) as TripPageData);
      setLive(true);
    });
    source.addEventListener('error', () => {
      setLive(false);
      // Closed for good (refused, or too many requests): ask now and then instead.
      if (source.readyState === EventSource.CLOSED && poller === undefined) poller = window.setInterval(() => void poll(), POLL_MS);
    });
    const wake = (): void => {
      if (document.visibilityState === 'visible') void poll();
    };
    document.addEventListener('visibilitychange', wake);
    return () => {
      closed = true;
      source.close();
      if (poller !== undefined) window.clearInterval(poller);
      document.removeEventListener('visibilitychange', wake);
    };
  }, [lang, final]);

  const replace = (next: TripPageData): void => {
    setData(next);
    setReceivedAt(Date.now());
  };
  return { data, live: live && !final, receivedAt, replace };
}

/** Re-renders every `ms`, so what counts down (the ETA) moves between the trip's changes. */
export function useTicker(ms: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((n) => n + 1), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return tick;
}

import { useEffect, useState } from 'react';
import { serviceNow } from './queries/moveQueue';

/** Whether the phone says it is online, as it changes. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const update = (): void => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * Now on the service's clock, read at every render (a new list of jobs sets the clock's offset)
 * and at least every `everyMs`: what a button waiting for a moment is timed by.
 */
export function useServiceNow(everyMs = 15_000): Date {
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => tick((count) => count + 1), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return serviceNow();
}

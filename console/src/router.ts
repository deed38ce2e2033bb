import { useEffect, useMemo, useState } from 'react';

/**
 * The application's screens live under its base: /console/ for the operator's console, /portal/
 * for the partner portal, which shares this router and calls `mountAt('/portal')` before it
 * renders. The console's screens live under /console/; a screen owns its first path segment and reads the
 * rest itself (/console/partners/acc_… is the Partners screen showing one partner), and filters
 * go in the query string (useQueryParams). The service answers index.html for every address under
 * it, so any can be bookmarked and reloaded. Moving between them uses the History API.
 */
export let BASE = '/console';

/** Where this application's screens live; called once, before the first render. */
export function mountAt(base: '/console' | '/portal'): void {
  BASE = base;
}

export function currentScreen(): string {
  const path = window.location.pathname;
  const rest = path.startsWith(BASE) ? path.slice(BASE.length) : path;
  return rest.replace(/\/+$/, '') || '/';
}

const listeners = new Set<() => void>();

/** The screen an address belongs to: `/partners/acc_1` → `/partners`. */
export const sectionOf = (screen: string): string => `/${screen.split('/')[1] ?? ''}`;

/** `screen` may carry a query (`/bookings?partner=acc_1`). */
export function navigate(screen: string): void {
  window.history.pushState(null, '', `${BASE}${screen === '/' ? '/' : screen}`);
  for (const listener of listeners) listener();
}

/** Re-renders on every move (a link, Back, a new query), giving the address as `read` reads it. */
function useAddress<T extends string>(read: () => T): T {
  const [value, setValue] = useState(read);
  useEffect(() => {
    const update = (): void => setValue(read());
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, [read]);
  return value;
}

const currentSearch = (): string => window.location.search;

/** The screen's path under /console (`/partners/acc_1`). */
export const useScreen = (): string => useAddress(currentScreen);

/** The address's query, as a screen's filters; a new one re-renders the screen. */
export function useQueryParams(): URLSearchParams {
  const search = useAddress(currentSearch);
  return useMemo(() => new URLSearchParams(search), [search]);
}

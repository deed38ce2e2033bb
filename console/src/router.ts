import { useEffect, useState } from 'react';

/**
 * The console's few screens live under /console/; the service answers index.html for each, so a
 * screen's address can be bookmarked and reloaded. Moving between them uses the History API.
 */
export const BASE = '/console';

export function currentScreen(): string {
  const path = window.location.pathname;
  const rest = path.startsWith(BASE) ? path.slice(BASE.length) : path;
  return rest.replace(/\/+$/, '') || '/';
}

const listeners = new Set<() => void>();

export function navigate(screen: string): void {
  window.history.pushState(null, '', `${BASE}${screen === '/' ? '/' : screen}`);
  for (const listener of listeners) listener();
}

export function useScreen(): string {
  const [screen, setScreen] = useState(currentScreen);
  useEffect(() => {
    const update = (): void => setScreen(currentScreen());
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return screen;
}

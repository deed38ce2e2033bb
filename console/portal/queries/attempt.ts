import { useRef } from 'react';

/**
 * The Idempotency-Key of one attempt at a change: the same key while the person sends the same
 * request again (a retry after the service did not answer replays the first answer, so a booking
 * is never made twice), a new one once the request differs or the last attempt went through
 * (`done`), so that asking again for a price, once a quote expired, makes a new quote.
 */
export function useAttempt(): { keyFor(request: unknown): string; done(): void } {
  const last = useRef<{ request: string; key: string } | null>(null);
  return {
    keyFor(request) {
      const sent = JSON.stringify(request);
      if (last.current?.request !== sent) last.current = { request: sent, key: crypto.randomUUID() };
      return last.current.key;
    },
    done() {
      last.current = null;
    },
  };
}

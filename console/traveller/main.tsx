import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readTrip } from './live';
import { TripApp } from './TripApp';
import { loadWords, say } from './words';
import './styles.css';

/**
 * The traveller's live page. The service writes the trip as it stands into the page (its
 * language on <html>, a plain summary in #root); this reads the trip and the words of that
 * language, then replaces the summary with the live view. Until the trip can be read, the
 * summary stays, and the page tries again.
 */
async function start(root: HTMLElement): Promise<void> {
  const lang = document.documentElement.lang || 'en';
  const [result, words] = await Promise.all([readTrip(lang), loadWords(lang)]);
  if (result.kind === 'failed') {
    window.setTimeout(() => void start(root), 10_000);
    return;
  }
  const app = createRoot(root);
  if (result.kind === 'not_found') {
    app.render(
      <main className="gone">
        <h1>{say(words, 'trip_not_found_title')}</h1>
        <p>{say(words, 'trip_not_found')}</p>
      </main>,
    );
    return;
  }
  app.render(
    <StrictMode>
      <TripApp first={result.data} firstWords={words} />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);

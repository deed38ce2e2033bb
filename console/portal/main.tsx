import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiFailure } from './api';
import { mountAt } from '../src/router';
import { LanguageProvider } from './i18n';
import { App } from './App';
import '../src/styles.css';
import './portal.css';

// The portal shares the console's router, components and data layer; its screens live under /portal/.
mountAt('/portal');

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal (4xx) stays a refusal; only a service that did not answer is asked again.
      retry: (count, error) => count < 2 && error instanceof ApiFailure && (error.status === 0 || error.status >= 500),
      refetchOnWindowFocus: false,
      staleTime: 15_000,
    },
  },
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LanguageProvider>
          <App />
        </LanguageProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import 'antd-mobile/es/global';
import { startBuildCheck, watchStaleChunks } from './app/buildCheck';
import { trackEvent } from './app/events';
import { router } from './app/router';
import { loadMeAtStartup, ME_KEY } from './app/session';
import { initTheme } from './app/theme';
import { ApiError } from './lib/http';
import { initIdentity } from './lib/identity';
import './styles/app.css';

// The shell restores scroll itself (500 ms after navigation; articles to their paragraph); the
// browser's own restoration would jump first and fire scroll events on the page being left.
if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';

const identity = initIdentity();
void initTheme(identity.inApp);
watchStaleChunks();
startBuildCheck();

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; network trouble might.
      retry: (count, error) =>
        count < 2 && !(error instanceof ApiError && typeof error.code === 'number' && error.code < 500),
      refetchOnWindowFocus: false,
    },
  },
});

loadMeAtStartup()
  .then((me) => {
    if (me) queryClient.setQueryData(ME_KEY, me);
  })
  .catch((error: unknown) => console.error('start-up: loading the current user failed', error))
  .finally(() => trackEvent('app_open', { path: window.location.pathname }));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

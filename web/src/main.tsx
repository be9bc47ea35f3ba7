import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setApiNavigator } from './api/client';
import { createQueryClient } from './query-client';
import { routes } from './routes';
import './styles.css';

const router = createBrowserRouter(routes);
// The API client's 401 handling moves through the router, so the page is not reloaded.
setApiNavigator({
  currentPath: () => router.state.location.pathname,
  navigate: (path) => void router.navigate(path, { replace: true }),
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

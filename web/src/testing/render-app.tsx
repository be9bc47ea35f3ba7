import type { PublicUser } from '@droidforge/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { setApiNavigator } from '../api/client';
import { routes } from '../routes';
import { useAuthStore } from '../stores/auth-store';
import { makeUser } from './factories';

export { makeUser };

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setApiNavigator(null);
  useAuthStore.getState().signOut();
  localStorage.clear();
});

export function signInAs(user: PublicUser = makeUser(), token = 'session.secret'): void {
  useAuthStore.getState().signIn(user, token);
}

/** Remembers the cookie choice so the banner stays out of tests that are not about it. */
export function dismissCookieBanner(): void {
  localStorage.setItem('cookie-consent', 'declined');
}

/** Mounts the real route table at `path`, wired like main.tsx but in memory. */
export function renderApp(path: string, { strict = false }: { strict?: boolean } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setApiNavigator({ currentPath: () => router.state.location.pathname, navigate: (to) => void router.navigate(to) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Stubs fetch at the edge: each call is answered by the first handler whose path matches. */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const key = Object.keys(handlers).find((k) => {
      const [m, p] = k.includes(' ') ? k.split(' ') : ['GET', k];
      return m === method && p !== undefined && url.startsWith(p);
    });
    if (!key) return jsonResponse(404, { error: { code: 'NOT_FOUND', message: `unmocked ${method} ${url}` } });
    return handlers[key]!(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

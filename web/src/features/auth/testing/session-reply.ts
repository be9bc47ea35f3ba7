import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { jsonResponse, makeUser, mockApi, renderApp } from '../../../testing/render-app';

/**
 * The server answers `route` with a session for Ada (token `token`); the form on `path` is
 * submitted by `submit`, and Ada's dashboard must open.
 */
export async function expectSessionOpensDashboard(path: string, route: string, status: number, token: string, submit: () => Promise<void>): Promise<void> {
  mockApi({
    [route]: () => jsonResponse(status, { user: makeUser({ name: 'Ada' }), token }),
    '/api/auth/credits': () => jsonResponse(200, { credits: 500 }),
  });
  const { router } = renderApp(path);
  await submit();
  expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/dashboard');
}

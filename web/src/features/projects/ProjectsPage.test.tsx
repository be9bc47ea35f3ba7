import type { ProjectListItem } from '@droidforge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { dismissCookieBanner, jsonResponse, makeUser, mockApi, renderApp, signInAs } from '../../testing/render-app';

function item(id: string, name: string, status: string): ProjectListItem {
  return { id, name, package_name: `com.droidforge.${id}`, status, created_at: '2026-01-02T10:00:00.000Z' };
}

const page1 = {
  projects: [item('built1', 'Tip Calculator', 'built'), item('fail1', 'Habit Tracker', 'build_failed'), item('new1', 'Todo List', 'generated')],
  pagination: { page: 1, limit: 12, total: 14, totalPages: 2 },
};

describe('projects', () => {
  beforeAll(() => import('./ProjectsPage'), 30_000);

  beforeEach(() => {
    dismissCookieBanner();
    signInAs(makeUser());
  });
  afterEach(() => vi.restoreAllMocks());

  test('lists project cards with their status, the actions each status offers and a link into the builder', async () => {
    mockApi({ '/api/generate/projects': () => jsonResponse(200, page1) });
    renderApp('/projects');
    const built = await screen.findByRole('article', { name: 'Tip Calculator' });
    expect(within(built).getByText('Built')).toBeTruthy();
    expect(within(built).getByRole('button', { name: 'Download APK' })).toBeTruthy();
    const failed = screen.getByRole('article', { name: 'Habit Tracker' });
    expect(within(failed).getByRole('button', { name: /Fix with AI/ })).toBeTruthy();
    const fresh = screen.getByRole('article', { name: 'Todo List' });
    expect(within(fresh).queryByRole('button', { name: /Download APK|Fix with AI/ })).toBeNull();
    expect(within(fresh).getByRole('link', { name: 'Open Todo List in the builder' }).getAttribute('href')).toBe('/builder/new1');
    const header = screen.getByRole('navigation', { name: 'Account' });
    expect(within(header).getByRole('link', { name: 'New App' }).getAttribute('href')).toBe('/builder');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  test('asks for the next page', async () => {
    const fetchMock = mockApi({ '/api/generate/projects': (url) => jsonResponse(200, url.includes('page=2') ? { projects: [item('old1', 'Old App', 'generated')], pagination: { ...page1.pagination, page: 2 } } : page1) });
    renderApp('/projects');
    fireEvent.click(await screen.findByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('article', { name: 'Old App' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/generate/projects?page=2&limit=12');
  });

  test('invites the user to create a first app when there are none', async () => {
    mockApi({ '/api/generate/projects': () => jsonResponse(200, { projects: [], pagination: { page: 1, limit: 12, total: 0, totalPages: 0 } }) });
    renderApp('/projects');
    expect((await screen.findByRole('link', { name: 'Create your first app' })).getAttribute('href')).toBe('/builder');
  });

  test('says Failed to load projects when the list cannot be read', async () => {
    mockApi({ '/api/generate/projects': () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'boom' } }) });
    renderApp('/projects');
    expect(await screen.findByText('Failed to load projects')).toBeTruthy();
  });

  test('deletes a project only after the confirmation', async () => {
    let deleted = false;
    const fetchMock = mockApi({
      '/api/generate/projects': () => jsonResponse(200, deleted ? { ...page1, projects: page1.projects.slice(1) } : page1),
      'DELETE /api/generate/project/built1': () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/projects');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Tip Calculator' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Tip Calculator?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Tip Calculator' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Tip Calculator' })).toBeNull());
    expect(deleted).toBe(true);
  });

  test('says Failed to fix build errors when Fix with AI fails on a card', async () => {
    const fetchMock = mockApi({
      '/api/generate/projects': () => jsonResponse(200, page1),
      '/api/generate/project/fail1/builds': () => jsonResponse(200, { builds: [{ id: 'b7', status: 'failed' }] }),
      'POST /api/build/fix/fail1': () => jsonResponse(422, { error: { code: 'FIX_FAILED', message: 'Could not repair' } }),
    });
    renderApp('/projects');
    fireEvent.click(await screen.findByRole('button', { name: /Fix with AI/ }));
    expect(await screen.findByText('Failed to fix build errors')).toBeTruthy();
    const fixCall = fetchMock.mock.calls.find(([url]) => url === '/api/build/fix/fail1');
    expect(JSON.parse(String(fixCall?.[1]?.body))).toEqual({ buildId: 'b7' });
  });

  test('downloads the newest successful build of a built project through a short-lived link', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    mockApi({
      '/api/generate/projects': () => jsonResponse(200, page1),
      '/api/generate/project/built1/builds': () => jsonResponse(200, { builds: [{ id: 'b3', status: 'failed' }, { id: 'b2', status: 'succeeded' }] }),
      'POST /api/build/b2/download-token': () => jsonResponse(200, { url: '/api/build/download/b2?token=short', expiresAt: '2026-01-01T00:10:00Z' }),
    });
    renderApp('/projects');
    fireEvent.click(await screen.findByRole('button', { name: 'Download APK' }));
    await waitFor(() => expect(tab.location.href).toBe(`${window.location.origin}/api/build/download/b2?token=short`));
  });

  test('explains that there is no APK yet and closes the opened tab when no build succeeded', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    mockApi({
      '/api/generate/projects': () => jsonResponse(200, page1),
      '/api/generate/project/built1/builds': () => jsonResponse(200, { builds: [{ id: 'b3', status: 'failed' }] }),
    });
    renderApp('/projects');
    fireEvent.click(await screen.findByRole('button', { name: 'Download APK' }));
    expect(await screen.findByText('This project has no APK to download yet. Open it and build it.')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });
});

import type { AdminUser } from '@droidforge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { jsonResponse, makeUser, mockApi, renderApp, signInAs } from '../../testing/render-app';
import { useAdminScreen } from './testing/admin-screen';

const admin = makeUser({ id: 'admin-1', role: 'admin', name: 'Root Admin', email: 'root@example.com' });

function user(i: number, over: Partial<AdminUser> = {}): AdminUser {
  return { id: `u${i}`, name: `User ${i}`, email: `user${i}@example.com`, role: 'user', subscription_tier: 'free', credits: 500, suspended: false, created_at: '2026-03-01T00:00:00.000Z', ...over };
}

const page1 = { users: [user(1, { subscription_tier: 'pro', credits: 20000 }), user(2, { suspended: true })], pagination: { page: 1, limit: 20, total: 45, totalPages: 3 } };

describe('admin users screen', () => {
  useAdminScreen(admin, () => import('./AdminUsersPage'));

  const base = { '/api/auth/me': () => jsonResponse(200, { user: admin }) };

  test('shows the spec columns, statuses, and Showing X to Y of Z users with Previous/Next', async () => {
    const fetchMock = mockApi({ ...base, '/api/admin/users': (url) => jsonResponse(200, url.includes('page=2') ? { ...page1, pagination: { ...page1.pagination, page: 2 } } : page1) });
    renderApp('/admin/users');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['User', 'Tier', 'Credits', 'Status', 'Joined', 'Actions']);
    expect(within(table).getByText('Pro')).toBeTruthy();
    expect(within(table).getByText('20,000')).toBeTruthy();
    expect(within(table).getByText('Active')).toBeTruthy();
    expect(within(table).getByText('Suspended')).toBeTruthy();
    expect(screen.getByText('Showing 1 to 20 of 45 users')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21 to 40 of 45 users')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/admin/users?page=2&limit=20');
  });

  test('searches and filters by tier through the query string', async () => {
    const fetchMock = mockApi({ ...base, '/api/admin/users': () => jsonResponse(200, page1) });
    renderApp('/admin/users');
    await screen.findByRole('table');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All Tiers', 'Free', 'Starter', 'Pro', 'Business']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Tier' }), { target: { value: 'pro' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: 'Ada' } });
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/admin/users?page=1&limit=20&search=Ada&tier=pro'));
  });

  test('modifies credits: Add Credits with an integer amount, nothing sent while the amount is empty', async () => {
    const fetchMock = mockApi({
      ...base,
      '/api/admin/users': () => jsonResponse(200, page1),
      'PUT /api/admin/users/u1/credits': () => jsonResponse(200, { user: user(1, { credits: 20250 }) }),
    });
    renderApp('/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Modify Credits of user1@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Modify Credits' });
    expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toEqual(['Add Credits', 'Set Credits']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '250' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ credits: 250, operation: 'add' });
  });

  test('asks the spec confirmations before suspending and deleting, and shows the failure messages', async () => {
    mockApi({
      ...base,
      '/api/admin/users': () => jsonResponse(200, page1),
      'POST /api/admin/users/u1/suspend': () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'boom' } }),
      'DELETE /api/admin/users/u1': () => jsonResponse(403, { error: { code: 'FORBIDDEN', message: 'You do not have permission to do that.' } }),
    });
    renderApp('/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend user1@example.com' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Are you sure you want to suspend this user?');
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText(/Failed to update user status/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete user1@example.com' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Are you sure you want to delete this user? This action cannot be undone!');
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete user: You do not have permission to do that.')).toBeTruthy();
  });

  test('offers Activate for a suspended user with its own confirmation; Escape cancels', async () => {
    mockApi({ ...base, '/api/admin/users': () => jsonResponse(200, page1) });
    renderApp('/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Activate user2@example.com' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Are you sure you want to activate this user?');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  test('says Failed to load users in a red box', async () => {
    mockApi({ ...base, '/api/admin/users': () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'boom' } }) });
    renderApp('/admin/users');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load users');
  });

  test('gives a superadmin a role control on other users’ rows only', async () => {
    const superadmin = makeUser({ id: 'u1', role: 'superadmin', email: 'user1@example.com' });
    signInAs(superadmin);
    mockApi({ '/api/auth/me': () => jsonResponse(200, { user: superadmin }), '/api/admin/users': () => jsonResponse(200, page1) });
    renderApp('/admin/users');
    expect(await screen.findByRole('combobox', { name: 'Role of user2@example.com' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Role of user1@example.com' })).toBeNull();
  });
});

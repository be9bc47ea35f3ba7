import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { jsonResponse, makeUser, mockApi, renderApp } from '../../testing/render-app';
import { useAdminScreen } from './testing/admin-screen';

const admin = makeUser({ id: 'admin-1', role: 'admin', name: 'Root Admin', email: 'root@example.com' });
const switches = { registrations_open: true, notice_banner: '', auto_block_suspicious: false };

describe('admin settings screen', () => {
  useAdminScreen(admin, () => import('./AdminSettingsPage'));

  test('the auto-block switch shows its stored state and saves the change', async () => {
    const fetchMock = mockApi({
      '/api/auth/me': () => jsonResponse(200, { user: admin }),
      '/api/admin/settings': () => jsonResponse(200, { switches, config: [], providers: [] }),
      'PUT /api/admin/settings': () => jsonResponse(200, { switches: { ...switches, auto_block_suspicious: true } }),
    });
    renderApp('/admin/settings');
    const toggle = await screen.findByRole('checkbox', { name: /Auto-block suspicious IPs/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(put && JSON.parse(String(put[1]!.body))).toEqual({ auto_block_suspicious: true });
    });
  });

  test('shows each provider with its status and the configuration as name and value rows', async () => {
    mockApi({
      '/api/auth/me': () => jsonResponse(200, { user: admin }),
      '/api/admin/settings': () =>
        jsonResponse(200, {
          switches,
          providers: [{ name: 'SMTP', ok: false, detail: 'not configured' }],
          config: [{ key: 'SMTP_URL', value: null }, { key: 'PORT', value: 3000 }],
        }),
    });
    renderApp('/admin/settings');
    const smtp = await screen.findByRole('row', { name: /^not available SMTP/ });
    expect(within(smtp).getByLabelText('not available')).toBeTruthy();
    expect(within(smtp).getByRole('cell').textContent).toBe('not configured');
    expect(within(screen.getByRole('row', { name: /^PORT/ })).getByRole('cell').textContent).toBe('3000');
    expect(within(screen.getByRole('row', { name: /^SMTP_URL/ })).getByRole('cell').textContent).toBe('—');
  });
});

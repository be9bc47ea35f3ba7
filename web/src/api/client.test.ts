import { describe, expect, test, vi } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { useApiSession } from '../testing/api-session';
import { makeUser } from '../testing/factories';
import { ApiError } from './api-error';
import { apiRequest, setApiNavigator } from './client';

const user = makeUser({ id: 'u1', name: 'Ada' });

function jsonReply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function fakeNavigator(path: string) {
  const navigate = vi.fn();
  setApiNavigator({ currentPath: () => path, navigate });
  return navigate;
}

describe('apiRequest', () => {
  useApiSession(() => useAuthStore.getState().signIn(user, 'sess.secret'));

  test('sends the stored token as a Bearer header and JSON bodies with a content type', async () => {
    const fetchMock = vi.fn(async () => jsonReply(200, { credits: 42 }));
    vi.stubGlobal('fetch', fetchMock);

    const reply = await apiRequest<{ credits: number }>('/auth/credits', { method: 'POST', body: { a: 1 } });

    expect(reply).toEqual({ credits: 42 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/credits');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer sess.secret');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  test('clears the auth record, goes to /login and still rejects when any call answers 401', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonReply(401, { error: { code: 'SESSION_EXPIRED', message: 'Session expired' } })));
    const navigate = fakeNavigator('/dashboard');

    const failure = await apiRequest('/auth/me').catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: 'SESSION_EXPIRED', message: 'Session expired' });
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null });
    expect(JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state).toEqual({ user: null, token: null });
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  test('does not navigate again when the 401 happens on the login page itself', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonReply(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } })));
    const navigate = fakeNavigator('/login');

    await expect(apiRequest('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(navigate).not.toHaveBeenCalled();
  });

  test('keeps the record on other errors and exposes extra top-level fields in the body', async () => {
    const body = { error: { code: 'EMAIL_NOT_VERIFIED', message: 'Please verify your email' }, requiresVerification: true, email: 'ada@example.com' };
    vi.stubGlobal('fetch', vi.fn(async () => jsonReply(403, body)));
    const navigate = fakeNavigator('/login');

    const failure = (await apiRequest('/auth/login').catch((e: unknown) => e)) as ApiError;

    expect(failure.status).toBe(403);
    expect(failure.code).toBe('EMAIL_NOT_VERIFIED');
    expect(failure.body).toEqual(body);
    expect(useAuthStore.getState().token).toBe('sess.secret');
    expect(navigate).not.toHaveBeenCalled();
  });

  test('resolves to null for 204 replies', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    await expect(apiRequest('/auth/logout', { method: 'POST' })).resolves.toBeNull();
  });

  test('rejects with a NETWORK_ERROR when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await expect(apiRequest('/auth/me')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

import { storedToken, useAuthStore } from '../stores/auth-store';
import { ApiError, apiErrorFromReply } from './api-error';

export const API_BASE = '/api';
export const LOGIN_PATH = '/login';

/** How the client moves the app to /login; the router installs itself at start-up (main.tsx). */
export interface ApiNavigator {
  currentPath: () => string;
  navigate: (path: string) => void;
}

const locationNavigator: ApiNavigator = {
  currentPath: () => window.location.pathname,
  navigate: (path) => window.location.assign(path),
};

let navigator: ApiNavigator = locationNavigator;

export function setApiNavigator(next: ApiNavigator | null): void {
  navigator = next ?? locationNavigator;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Spec §8: any 401 clears the stored record and sends the browser to /login, and the caller still
 * gets the rejection (so a login form can show "invalid credentials" while already on /login).
 */
function handleUnauthorized(): void {
  useAuthStore.getState().signOut();
  if (navigator.currentPath() !== LOGIN_PATH) navigator.navigate(LOGIN_PATH);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function buildHeaders(hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = storedToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/**
 * Calls `/api{path}` and resolves with the raw ok Response (for streams and file downloads); a
 * non-ok reply is read and rejected as ApiError, with the same 401 handling as apiRequest.
 */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers: buildHeaders(hasBody),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Check your connection.', null);
  }
  if (response.status === 401) handleUnauthorized();
  if (!response.ok) throw apiErrorFromReply(response.status, await readBody(response));
  return response;
}

/** Calls `/api{path}` and resolves with the JSON reply typed as T; rejects with ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiResponse(path, options);
  return (await readBody(response)) as T;
}

import type { RefreshResponse } from '@boardhouse/shared/auth';
import { clearSession, getSession, storeTokens } from './session.store.ts';

/** An API failure with what a form or a page needs to show it. Status 0 means the server was not reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type SessionEndedListener = (reason: 'expired') => void;
let onSessionEnded: SessionEndedListener = () => {};
/** The shell registers what happens when a refresh fails (the session-expired dialog). */
export function setSessionEndedListener(listener: SessionEndedListener): void {
  onSessionEnded = listener;
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: concurrent 401s wait for the same rotation instead of spending the token twice. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const { refreshToken } = getSession();
    if (!refreshToken) return false;
    try {
      const response = await fetch(`./refresh?refreshToken=${encodeURIComponent(refreshToken)}`, {
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) return false;
      storeTokens((await response.json()) as RefreshResponse);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: { error?: { code?: string; message?: string; details?: { fields?: Record<string, string> } } } =
    {};
  try {
    body = await response.json();
  } catch {
    // not JSON: keep the status only
  }
  return new ApiError(
    response.status,
    body.error?.code ?? 'UNKNOWN',
    body.error?.message ?? response.statusText,
    body.error?.details?.fields ?? {},
  );
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';
  body?: unknown;
  signal?: AbortSignal;
}

const NO_REFRESH = ['auth/login', 'refresh'];

/** Same-origin JSON call with the bearer token; a 401 refreshes once and retries. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const send = () => {
    const { accessToken } = getSession();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    return fetch(`./${path.replace(/^\//, '')}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  };
  let response: Response;
  try {
    response = await send();
    if (response.status === 401 && getSession().refreshToken && !NO_REFRESH.some((p) => path.includes(p))) {
      if (await refreshSession()) {
        response = await send();
      } else {
        clearSession();
        onSessionEnded('expired');
      }
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'Could not contact the server');
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

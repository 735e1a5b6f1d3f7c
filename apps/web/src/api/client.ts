import type { RefreshResponse } from '@boardhouse/shared/auth';
import type { ServerText } from '@boardhouse/shared/server-texts/server-text';
import { clearSession, getSession, storeTokens } from './session.store.ts';

/** An API failure with what a form or a page needs to show it. Status 0 means the server was not reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    /** The error's details as the server gave them (e.g. the unpriced lines of ORDER.UNPRICED_LINES). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The message as a text (`details.text`), for the reader's language; undefined when there is none. */
  get text(): ServerText | undefined {
    return isServerText(this.details.text) ? this.details.text : undefined;
  }

  /**
   * The field messages for the reader: a field the server also gave as a text (`details.fieldTexts`)
   * in the words `render` makes of it, the others as the server wrote them. The pages pass their own
   * renderer, so the sign-in pages need not load every catalogue of server texts.
   */
  localFieldErrors(render: (text: ServerText, english: string) => string): Record<string, string> {
    const texts = this.details.fieldTexts;
    if (typeof texts !== 'object' || texts === null) return this.fieldErrors;
    const fields = { ...this.fieldErrors };
    for (const [field, text] of Object.entries(texts)) {
      const english = fields[field];
      if (english !== undefined && isServerText(text)) fields[field] = render(text, english);
    }
    return fields;
  }
}

const isServerText = (value: unknown): value is ServerText =>
  typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';

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
      // In the body, never the URL: proxies and access logs record URLs.
      const response = await fetch('./refresh', {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
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
  let body: {
    error?: {
      code?: string;
      message?: string;
      details?: { fields?: Record<string, string> } & Record<string, unknown>;
    };
  } = {};
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
    body.error?.details ?? {},
  );
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the call outlive the page (a lock released while the tab closes). */
  keepalive?: boolean;
}

// A refused sign-in (password or a social sign-in's one-time code) is an answer, not an expired session.
const NO_REFRESH = ['auth/login', 'auth/oidc/exchange', 'refresh'];

const toUrl = (path: string) => `./${path.replace(/^\//, '')}`;

/**
 * Sends a call with the bearer token; a 401 refreshes once and sends again. Every transport (fetch,
 * XMLHttpRequest for upload progress) goes through here, so the session rules live in one place.
 * Answers the successful response or throws an ApiError.
 */
export async function sendAuthorised(
  path: string,
  send: (headers: Record<string, string>) => Promise<Response>,
): Promise<Response> {
  const headers = () => {
    const { accessToken } = getSession();
    const result: Record<string, string> = { Accept: 'application/json' };
    if (accessToken) result.Authorization = `Bearer ${accessToken}`;
    return result;
  };
  let response: Response;
  try {
    response = await send(headers());
    if (response.status === 401 && getSession().refreshToken && !NO_REFRESH.some((p) => path.includes(p))) {
      if (await refreshSession()) {
        response = await send(headers());
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
  return response;
}

/** Same-origin JSON call with the bearer token; a 401 refreshes once and retries. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await sendAuthorised(path, (headers) => {
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    return fetch(toUrl(path), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  });
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Statuses whose response has no body; the Response constructor refuses one for them. */
const NO_BODY = new Set([204, 205, 304]);

/** One multipart POST through XMLHttpRequest, because fetch reports no upload progress. */
function postWithProgress(
  url: string,
  form: FormData,
  headers: Record<string, string>,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      resolve(
        new Response(NO_BODY.has(xhr.status) ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json' },
        }),
      );
    xhr.onerror = () => reject(new TypeError('upload failed'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * Uploads one file (or several, each as its own part) as multipart field `file`, reporting progress from
 * 0 to 1; answers the JSON reply.
 */
export async function apiUpload<T>(
  path: string,
  files: File | readonly File[],
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  const response = await sendAuthorised(path, (headers) => {
    const form = new FormData();
    for (const file of files instanceof File ? [files] : files) form.append('file', file, file.name);
    options.onProgress?.(0);
    return postWithProgress(toUrl(path), form, headers, options.onProgress, options.signal);
  });
  return (await response.json()) as T;
}

/** The file name a download's Content-Disposition header gives, if any. */
export function fileNameFromDisposition(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
}

/** Fetches a file with the bearer token (a plain link cannot carry it) and hands it to the browser to save. */
export async function apiDownload(path: string, fallbackName: string): Promise<void> {
  const response = await sendAuthorised(path, (headers) =>
    fetch(toUrl(path), { headers: { ...headers, Accept: '*/*' } }),
  );
  const blob = await response.blob();
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// The one fetch client for browser code (one way per thing: no second client beside it): JSON in and out, same-origin cookies,
// every failure thrown as an ApiError carrying the spec's {"errors": [...]} list.
// A 401 clears client state and sends the user to the login with the server's errors
// and the previous page to return to, unless the page is the welcome page itself.
import { MESSAGES } from '@/lib/messages';

export const API_BASE = '/api';
/** sessionStorage key that carries a 401's errors across the redirect to the welcome page. */
export const FLASH_ERRORS_KEY = 'renew.flash_errors';

export class ApiError extends Error {
  /** HTTP status; undefined when no response arrived (network failure). */
  readonly status: number | undefined;
  readonly errors: string[];
  constructor(status: number | undefined, errors: string[]) {
    super(errors[0] ?? MESSAGES.defaultErrorToast);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  /** JSON, or a FormData sent as a multipart form. */
  body?: unknown;
  signal?: AbortSignal;
  /** false: a 401 is only thrown (sign-in, "who am I" probes), no redirect to the login. */
  redirectOnUnauthorized?: boolean;
}

let resetClientState: () => void = () => {};
let redirecting = false;

/** The app's providers register how to forget cached user data when the session is gone. */
export function onUnauthorizedReset(reset: () => void): () => void {
  resetClientState = reset;
  return () => {
    if (resetClientState === reset) resetClientState = () => {};
  };
}

/** Errors a 401 left for the welcome page; read once. */
export function takeFlashErrors(): string[] {
  try {
    const raw = sessionStorage.getItem(FLASH_ERRORS_KEY);
    sessionStorage.removeItem(FLASH_ERRORS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((m): m is string => typeof m === 'string') : [];
  } catch {
    return [];
  }
}

function handleUnauthorized(error: ApiError): void {
  if (typeof window === 'undefined' || redirecting) return;
  const { pathname, search } = window.location;
  if (pathname === '/welcome' || pathname.startsWith('/welcome/')) return;
  redirecting = true;
  resetClientState();
  try {
    sessionStorage.setItem(FLASH_ERRORS_KEY, JSON.stringify(error.errors.length ? error.errors : [MESSAGES.logInRequired]));
  } catch {
    // Storage can be unavailable (private mode); the welcome page then shows its own 'Please log in.'.
  }
  const returnTo = `${pathname}${search}`;
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose: no client state of the old session survives
  window.location.assign(`/welcome?login${returnTo === '/' ? '' : `&return_to=${encodeURIComponent(returnTo)}`}`);
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

async function readPayload(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorsOf(payload: unknown): string[] | null {
  const errors = (payload as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return null;
  const messages = errors.filter((m): m is string => typeof m === 'string');
  return messages.length ? messages : null;
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const { query, body, signal, redirectOnUnauthorized = true } = options;
  // A FormData body (uploads) goes as multipart; the browser sets its Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(undefined, [MESSAGES.networkError]);
  }
  const payload = await readPayload(response);
  if (response.ok) return payload as T;
  // The spec knows no server error format beyond an errors list.
  const error = new ApiError(response.status, errorsOf(payload) ?? [`Loading error: ${response.statusText || response.status}`]);
  if (response.status === 401 && redirectOnUnauthorized) handleUnauthorized(error);
  throw error;
}

/**
 * A file answer (a CSV export): the body as a Blob and the name from Content-Disposition, or the server's errors
 * thrown as an ApiError like every other call, so a screen can show them instead of the browser opening a JSON page.
 */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; filename: string | null }> {
  const { query, body, signal } = options;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method: 'POST', credentials: 'same-origin', signal,
      headers: { Accept: 'text/csv, application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(undefined, [MESSAGES.networkError]);
  }
  if (!response.ok) {
    const error = new ApiError(response.status, errorsOf(await readPayload(response)) ?? [`Loading error: ${response.statusText || response.status}`]);
    if (response.status === 401) handleUnauthorized(error);
    throw error;
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename: filename ? decodeURIComponent(filename) : null };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

/**
 * What the error banner shows for a failure: the server's errors, or the
 * custom message when there was no response or a 500.
 */
export function errorMessagesOf(error: unknown, custom: string = MESSAGES.defaultErrorToast): string[] {
  if (error instanceof ApiError && error.status !== undefined && error.status !== 500) return error.errors;
  return [custom];
}

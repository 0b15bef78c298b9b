// Calls a Next.js route handler in-process the way the framework would, with a host and cookies.
import { NextRequest } from 'next/server';

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string | string[] | undefined>> }) => Promise<Response>;

export interface CallOptions {
  method?: string;
  host: string;
  path: string;
  body?: unknown;
  /** Raw body text (for malformed JSON tests). */
  rawBody?: string;
  /** A multipart form (uploads); the request sets its own multipart Content-Type with the boundary. */
  form?: FormData;
  cookie?: string;
  params?: Record<string, string | string[]>;
  headers?: Record<string, string>;
  /** Origin of the calling page; defaults to the same host (a browser's same-origin call). */
  origin?: string | null;
}

export interface CallResult<T = any> {
  status: number;
  json: T;
  headers: Headers;
  setCookies: string[];
}

export async function callRoute<T = any>(handler: Handler, options: CallOptions): Promise<CallResult<T>> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ host: options.host, ...options.headers });
  if (options.cookie) headers.set('cookie', options.cookie);
  const origin = options.origin === undefined ? `http://${options.host}` : options.origin;
  if (origin && method !== 'GET') headers.set('origin', origin);
  let body: string | FormData | undefined;
  if (options.form !== undefined) body = options.form;
  else if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (typeof body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const request = new NextRequest(`http://${options.host}${options.path}`, { method, headers, body });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: response.status, json: json as T, headers: response.headers, setCookies: response.headers.getSetCookie() };
}

// Refusals the web server answers itself, before Next sees a request, because Next's own answers break the API's
// contract: an unserved /api method (Next: an empty-bodied 405; TRACE never reaches a handler) and a path whose
// %-escapes do not decode (Next: a plain-text 500). Each is a 4xx, in the {"errors": [...]} envelope under /api.
import type http from 'node:http';
import { methodRefusal } from '../http/method-guard';

const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' };

function isApi(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** Answers the request when a guard refuses it; false to hand it on to Next. */
export function refuseBeforeNext(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  const pathname = (request.url ?? '/').split('?')[0]!;
  if (!decodes(pathname)) {
    if (isApi(pathname)) {
      response.writeHead(400, JSON_HEADERS);
      response.end(JSON.stringify({ errors: ['The request path is not valid.'] }));
    } else {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
      response.end('Bad request: the address is not valid.');
    }
    return true;
  }
  if (!isApi(pathname)) return false;
  const refusal = methodRefusal(request.method ?? 'GET', pathname);
  if (!refusal) return false;
  response.writeHead(405, { ...JSON_HEADERS, Allow: refusal.allow });
  response.end(JSON.stringify(refusal.body));
  return true;
}

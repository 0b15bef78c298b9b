// The request id: one per request, returned in X-Request-Id and written on every log line the request causes (its
// access line, the jobs it queues, the realtime events it publishes). A client could write any X-Request-Id, so the
// header is taken only when a trusted proxy stands in front (TRUST_PROXY hops, server/http/client-address.ts): that
// proxy sets or passes on its own id, so one id follows the request from the edge. Otherwise the server makes one.
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy may hand over: a UUID or a similar token, never free text that could forge log fields. */
const ACCEPTED = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFor(headers: Record<string, string | string[] | undefined>, trustedHops: number): string {
  const offered = headers[REQUEST_ID_HEADER];
  const value = Array.isArray(offered) ? offered[0] : offered;
  if (trustedHops > 0 && value && ACCEPTED.test(value)) return value;
  return randomUUID();
}

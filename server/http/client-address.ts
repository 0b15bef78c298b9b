// The real client address, which every throttle keys on. X-Forwarded-For is written by whoever sends the request, so
// it is trusted only for as many proxy hops as TRUST_PROXY says (default 0: none — the socket's peer is the client).
// The web server (server/web/server.ts) computes the address once per request and passes it to the handlers in
// CLIENT_ADDRESS_HEADER, after deleting any value a client sent under that name.

export const CLIENT_ADDRESS_HEADER = 'x-renew-client-address';

/** TRUST_PROXY: a number of trusted proxy hops in front of the server (0 when unset or not a number). */
export function trustedProxyHops(value: string | undefined): number {
  const hops = Number(value ?? 0);
  return Number.isInteger(hops) && hops > 0 ? Math.min(hops, 10) : 0;
}

/**
 * The right-most address not added by a trusted proxy. With the peer address last, each trusted proxy appended the
 * address it received from, so the client is `hops` entries from the right; a client that writes its own
 * X-Forwarded-For only adds entries to the left of what it cannot forge.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, hops: number): string {
  const peerAddress = normalize(peer) || 'unknown';
  if (hops === 0) return peerAddress;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const chain = [...header.split(',').map(normalize).filter(Boolean), peerAddress];
  return chain[Math.max(0, chain.length - 1 - hops)]!;
}

function normalize(address: string | undefined): string {
  const trimmed = (address ?? '').trim();
  // IPv4-mapped IPv6 ("::ffff:10.0.0.1") is the same client as its IPv4 form.
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed.slice(0, 64);
}

/**
 * What the web server does to every request before Next sees it: throttles key on CLIENT_ADDRESS_HEADER, so whatever
 * a client sent under that name is replaced; without a trusted proxy, the host a client names in X-Forwarded-Host is
 * as forgeable as its address and is dropped.
 */
export function stampClientAddress(
  request: { headers: Record<string, string | string[] | undefined>; socket: { remoteAddress?: string } },
  hops: number,
): void {
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], hops);
  if (hops === 0) delete request.headers['x-forwarded-host'];
}

/**
 * The client address the web server stamped on the request (stampClientAddress), for code that holds the
 * request rather than the route context (whose `ip` is the same value).
 */
export function clientAddressOf(request: Pick<Request, 'headers'>): string | null {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || null;
}

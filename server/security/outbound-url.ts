// The one guard for requests the server makes to an address someone else chose (docs/decisions/011-outbound-requests.md):
// a participant's push subscription endpoint, an organization's OpenID issuer and the endpoints its discovery names,
// later webhooks. Without it such an address reaches the server's own network (SSRF): 127.0.0.1, the cloud metadata
// service at 169.254.169.254, a database on 10.x.
//
// The rules: https only; no credentials in the URL; an IP literal must be a public address; a host name is resolved
// by the connection's own lookup, which refuses the whole answer if any address is not public — the address checked is
// the address connected to, so a DNS answer that changes between a check and the connection (rebinding) cannot slip
// through. Every redirect hop is checked again. OUTBOUND_ALLOW_PRIVATE_NETWORK=true (development and tests only, where
// the identity provider or push service runs on this machine) lifts the address and scheme rules, not an allow-list.
import 'server-only';
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { env } from '@/lib/env';

/** A refused destination. The message is for the server log; clients get their feature's generic answer. */
export class OutboundUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundUrlError';
  }
}

export interface OutboundPolicy {
  /** Only these hosts: exact names, or `.example.com` for any name under it (not example.com itself). */
  allowHosts?: readonly string[];
  /** http:// and non-public addresses allowed; defaults to OUTBOUND_ALLOW_PRIVATE_NETWORK. */
  allowPrivateNetwork?: boolean;
}

// IPv4 ranges that are not the public internet (RFC 6890 and friends): this network, private, CGNAT, loopback,
// link-local (cloud metadata), IETF protocol assignments, documentation, 6to4 relay, benchmarking, multicast, reserved
// and broadcast.
const NON_PUBLIC_V4: ReadonlyArray<[string, number]> = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
  ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
];
// IPv6: only global unicast (2000::/3) is public. That leaves out loopback, unspecified, v4-mapped (::ffff:0:0/96),
// NAT64 (64:ff9b::/96), unique-local (fc00::/7), link-local (fe80::/10) and multicast (ff00::/8). Inside 2000::/3,
// these embed or stand for other addresses: IETF assignments incl. Teredo (2001::/23), documentation, 6to4.
const NON_PUBLIC_V6_IN_GLOBAL: ReadonlyArray<[string, number]> = [['2001::', 23], ['2001:db8::', 32], ['2002::', 16], ['3fff::', 20]];

const nonPublicV4 = new BlockList();
for (const [network, prefix] of NON_PUBLIC_V4) nonPublicV4.addSubnet(network, prefix, 'ipv4');
const globalV6 = new BlockList();
globalV6.addSubnet('2000::', 3, 'ipv6');
const nonPublicV6 = new BlockList();
for (const [network, prefix] of NON_PUBLIC_V6_IN_GLOBAL) nonPublicV6.addSubnet(network, prefix, 'ipv6');

/** Is this IP address on the public internet? Anything that is not an IP address is not. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0]!;
  const family = isIP(bare);
  if (family === 4) return !nonPublicV4.check(bare, 'ipv4');
  if (family === 6) return globalV6.check(bare, 'ipv6') && !nonPublicV6.check(bare, 'ipv6');
  return false;
}

function privateNetworkAllowed(policy: OutboundPolicy): boolean {
  return policy.allowPrivateNetwork ?? env().OUTBOUND_ALLOW_PRIVATE_NETWORK;
}

function hostAllowed(hostname: string, allowHosts: readonly string[]): boolean {
  return allowHosts.some((entry) => (entry.startsWith('.') ? hostname.endsWith(entry) && hostname.length > entry.length : hostname === entry));
}

/**
 * The checks that need no network: a URL, https (http only where private networks are allowed), no user:password,
 * the allow-list, and an IP literal that is public. WHATWG parsing has already turned `127.1`, `2130706433` and
 * `0x7f.1` into 127.0.0.1. Host names are checked at connection time (guardedLookup).
 */
export function checkOutboundUrl(raw: string | URL, policy: OutboundPolicy = {}): URL {
  let url: URL;
  try {
    url = new URL(String(raw));
  } catch {
    throw new OutboundUrlError('not a URL');
  }
  const allowPrivate = privateNetworkAllowed(policy);
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) throw new OutboundUrlError(`scheme ${url.protocol} refused (https only)`);
  if (url.username || url.password) throw new OutboundUrlError('credentials in the URL refused');
  const hostname = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (!hostname) throw new OutboundUrlError('no host');
  if (policy.allowHosts && !hostAllowed(hostname, policy.allowHosts)) throw new OutboundUrlError(`host ${hostname} is not on the allow-list`);
  if (allowPrivate) return url;
  if (isIP(hostname)) {
    if (!isPublicAddress(hostname)) throw new OutboundUrlError(`address ${hostname} is not public`);
  } else if (hostname === 'localhost' || hostname.endsWith('.localhost') || !hostname.includes('.')) {
    throw new OutboundUrlError(`host ${hostname} is not public`);
  }
  return url;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for sockets (net/tls/http agents): resolves like dns.lookup and refuses the answer when any address is
 * not public, so the address connected to is the address checked.
 */
export function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const list = addresses as LookupAddress[];
    const refused = list.find((a) => !isPublicAddress(a.address));
    if (list.length === 0 || refused) {
      const failure: NodeJS.ErrnoException = new OutboundUrlError(`${hostname} resolves to ${refused?.address ?? 'nothing'}, which is not public`);
      failure.code = 'EOUTBOUNDREFUSED';
      return callback(failure, '');
    }
    if (options.all) return callback(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
}

// Agents of their own: a kept-alive socket of the global agent, opened without the guard, is never reused here.
let httpsAgent: https.Agent | undefined;
let httpAgent: http.Agent | undefined;
/** An https.Agent whose connections go only to public addresses (web-push takes one). */
export function guardedHttpsAgent(): https.Agent {
  httpsAgent ??= new https.Agent({ keepAlive: true, lookup: guardedLookup });
  return httpsAgent;
}
function guardedHttpAgent(): http.Agent {
  httpAgent ??= new http.Agent({ keepAlive: true, lookup: guardedLookup });
  return httpAgent;
}

export interface GuardedRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: BodyInit | Uint8Array | null;
  /** 'follow' (default) checks every hop; 'manual' answers the 3xx itself (openid-client asks for that). */
  redirect?: 'follow' | 'manual' | 'error';
  signal?: AbortSignal | null;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;
/** A discovery document, a token answer, a JWKS: none is near this. */
const MAX_RESPONSE_BYTES = 1024 * 1024;

function requestOnce(url: URL, method: string, headers: Record<string, string>, body: Buffer | null, signal: AbortSignal | null | undefined, allowPrivate: boolean): Promise<Response> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const agent = allowPrivate ? undefined : secure ? guardedHttpsAgent() : guardedHttpAgent();
    const request = (secure ? https : http).request(url, { method, headers, agent, signal: signal ?? undefined }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_RESPONSE_BYTES) request.destroy(new OutboundUrlError('response too large'));
        else chunks.push(chunk);
      });
      res.on('error', reject);
      res.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) answer.append(name, one);
        }
        const status = res.statusCode ?? 0;
        try {
          const empty = [204, 205, 304].includes(status) || method === 'HEAD';
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, statusText: res.statusMessage, headers: answer }));
        } catch {
          reject(new OutboundUrlError(`unusable HTTP status ${status}`));
        }
      });
    });
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

/**
 * fetch() for an address someone else chose: the URL and every redirect hop checked, connections only to public
 * addresses, answers up to 1 MB. Its signature fits openid-client's customFetch.
 */
export async function guardedFetch(input: string | URL, init: GuardedRequestInit = {}, policy: OutboundPolicy = {}): Promise<Response> {
  const allowPrivate = privateNetworkAllowed(policy);
  let url = checkOutboundUrl(input, policy);
  let method = (init.method ?? 'GET').toUpperCase();
  let headers = { ...(init.headers ?? {}) };
  let body = init.body == null ? null
    : init.body instanceof Uint8Array ? Buffer.from(init.body) : Buffer.from(await new Response(init.body).arrayBuffer());
  for (let hop = 0; ; hop += 1) {
    const response = await requestOnce(url, method, headers, body, init.signal, allowPrivate);
    if (!REDIRECTS.has(response.status) || init.redirect === 'manual') return response;
    if (init.redirect === 'error') throw new OutboundUrlError('redirect refused');
    const location = response.headers.get('location');
    if (!location) return response;
    if (hop >= MAX_REDIRECTS) throw new OutboundUrlError('too many redirects');
    const next = checkOutboundUrl(new URL(location, url), policy);
    if (next.origin !== url.origin) {
      headers = Object.fromEntries(Object.entries(headers).filter(([name]) => !['authorization', 'cookie'].includes(name.toLowerCase())));
    }
    if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
      method = 'GET';
      body = null;
    }
    url = next;
  }
}

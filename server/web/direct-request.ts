// The request a handler gets on the API's direct path (./api-direct.ts): what Next's NextRequest offers, built on
// demand from the node request instead of all at once. Next's adapter copies every header into a Headers, makes a
// Web Request (which parses the URL, copies the headers again and ties an AbortSignal to the response's through a
// FinalizationRegistry), then a NextURL and the parsed cookies, for every request: a read that needs the Host, the
// Cookie and its path spent ~25 µs and most of its garbage there (docs/benchmarks.md "Session 21: the direct path's
// request and answer"). Here the headers are read from the node request until someone asks for more than a header's
// value, the cookies are parsed on first use, the body becomes a stream only when read, and the signal, the NextURL and
// the cookies come from Next's own classes the first time a handler touches them. tests/release/api-fast-path.test.ts
// holds every answer equal to Next's.
import type http from 'node:http';
import { Readable } from 'node:stream';

/** Next's classes the rare members are made with (loaded by ./api-direct.ts from Next's build). */
export interface DirectRequestClasses {
  RequestCookies: new (headers: Headers) => unknown;
  NextURL: new (url: string, options: { headers: Record<string, string | string[]> }) => unknown;
  toNodeOutgoingHttpHeaders(headers: Headers): Record<string, string | string[]>;
  signalFromNodeResponse(response: http.ServerResponse): AbortSignal;
}

/**
 * Headers over a node request's own: `get` and `has` read them as Headers would (lower-cased, repeated values joined by
 * ", "); anything else, a change included, first copies them in as Next's adapter does (fromNodeOutgoingHttpHeaders).
 */
export class NodeRequestHeaders extends Headers {
  #raw: http.IncomingHttpHeaders | null;

  constructor(raw: http.IncomingHttpHeaders) {
    super();
    this.#raw = raw;
  }

  #copied(): this {
    const raw = this.#raw;
    if (raw) {
      this.#raw = null;
      for (const [name, value] of Object.entries(raw)) {
        for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) super.append(name, String(one));
      }
    }
    return this;
  }

  override get(name: string): string | null {
    if (!this.#raw) return super.get(name);
    const value = this.#raw[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : String(value);
  }

  override has(name: string): boolean {
    return this.#raw ? this.#raw[name.toLowerCase()] !== undefined : super.has(name);
  }

  override set(name: string, value: string): void { this.#copied(); super.set(name, value); }
  override append(name: string, value: string): void { this.#copied(); super.append(name, value); }
  override delete(name: string): void { this.#copied(); super.delete(name); }
  override getSetCookie(): string[] { return this.#copied() && super.getSetCookie(); }
  override forEach(callback: (value: string, key: string, parent: Headers) => void, thisArg?: unknown): void {
    this.#copied();
    super.forEach(callback, thisArg);
  }
  override entries(): HeadersIterator<[string, string]> { return this.#copied() && super.entries(); }
  override keys(): HeadersIterator<string> { return this.#copied() && super.keys(); }
  override values(): HeadersIterator<string> { return this.#copied() && super.values(); }
  override [Symbol.iterator](): HeadersIterator<[string, string]> { return this.entries(); }
}

const NO_BODY = new Set(['GET', 'HEAD']);

/** A NextRequest's members, made when first used. */
export class DirectRequest {
  readonly method: string;
  readonly headers: NodeRequestHeaders;
  readonly #url: string;
  readonly #incoming: http.IncomingMessage;
  readonly #response: http.ServerResponse;
  readonly #classes: DirectRequestClasses;
  #cookies: unknown;
  #nextUrl: unknown;
  #signal: AbortSignal | undefined;
  #body: ReadableStream<Uint8Array> | null | undefined;
  #used = false;

  /** `url`: the absolute URL Next would give the request (its initURL: the server's own host and port, then the path). */
  constructor(incoming: http.IncomingMessage, response: http.ServerResponse, url: string, classes: DirectRequestClasses) {
    this.method = incoming.method!;
    this.headers = new NodeRequestHeaders(incoming.headers);
    this.#url = url;
    this.#incoming = incoming;
    this.#response = response;
    this.#classes = classes;
  }

  get url(): string { return this.#url; }
  get cookies(): unknown { return (this.#cookies ??= new this.#classes.RequestCookies(this.headers)); }
  get nextUrl(): unknown {
    return (this.#nextUrl ??= new this.#classes.NextURL(this.#url, { headers: this.#classes.toNodeOutgoingHttpHeaders(this.headers) }));
  }
  get signal(): AbortSignal { return (this.#signal ??= this.#classes.signalFromNodeResponse(this.#response)); }

  /** The body as a stream (GET and HEAD have none), as Next hands the node request to the Web Request. */
  get body(): ReadableStream<Uint8Array> | null {
    if (this.#body === undefined) {
      this.#body = NO_BODY.has(this.method) ? null : (Readable.toWeb(this.#incoming) as ReadableStream<Uint8Array>);
    }
    return this.#body;
  }

  get bodyUsed(): boolean { return this.#used || Boolean(this.#body?.locked); }

  /** The body read once, through a Response over it (the Web Request's own readers behave the same: a second read rejects). */
  async #read(): Promise<Response> {
    if (this.bodyUsed) throw new TypeError('Body is unusable: Body has already been read');
    this.#used = true;
    const type = this.headers.get('content-type');
    return new Response(this.body, type ? { headers: { 'content-type': type } } : undefined);
  }

  arrayBuffer(): Promise<ArrayBuffer> { return this.#read().then((r) => r.arrayBuffer()); }
  bytes(): Promise<Uint8Array> { return this.#read().then((r) => r.bytes()); }
  blob(): Promise<Blob> { return this.#read().then((r) => r.blob()); }
  text(): Promise<string> { return this.#read().then((r) => r.text()); }
  json(): Promise<unknown> { return this.#read().then((r) => r.json()); }
  formData(): Promise<FormData> { return this.#read().then((r) => r.formData()); }

  /** A real Request with the same members (its body, when there is one, is this request's, which is then used). */
  clone(): Request {
    const body = this.body;
    if (body) this.#used = true;
    return new Request(this.#url, { method: this.method, headers: this.headers, body, duplex: 'half', signal: this.signal } as RequestInit);
  }

  // A Web Request's fixed members, as `new Request(url)` has them.
  readonly cache = 'default';
  readonly credentials = 'same-origin';
  readonly destination = '';
  readonly integrity = '';
  readonly keepalive = false;
  readonly mode = 'cors';
  readonly redirect = 'follow';
  readonly referrer = 'about:client';
  readonly referrerPolicy = '';
  readonly duplex = 'half';
}

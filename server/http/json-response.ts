// A JSON answer that carries its serialized text beside its body. The web server's direct path
// (server/web/api-direct.ts) writes that text in one piece with its length, instead of reading the Response's stream
// into a chunked reply; everywhere else (Next's own path, tests calling a handler) it behaves as an ordinary Response.
// The body stream is made only when someone reads it: a Web Response built over a string makes its stream at once,
// ~8 µs of a sub-millisecond read that the direct path never reads (docs/benchmarks.md "Session 21: the direct path's
// request and answer").
// The mark is a registry symbol because the web server's bundle and Next's route chunks are separate module graphs.
export const PLAIN_BODY: unique symbol = Symbol.for('renew.plainBody') as never;

/** Response.json's answer (the same body, status and headers), its body stream made on first read. */
class JsonResponse extends Response {
  readonly [PLAIN_BODY]: string;
  #withBody: Response | undefined;

  constructor(text: string, init: ResponseInit) {
    super(null, init);
    this[PLAIN_BODY] = text;
  }

  /** The same answer with its body, made once; every body member reads it. */
  #full(): Response {
    return (this.#withBody ??= new Response(this[PLAIN_BODY], { status: this.status, statusText: this.statusText, headers: this.headers }));
  }

  override get body(): Response['body'] { return this.#full().body; }
  override get bodyUsed(): boolean { return this.#withBody?.bodyUsed ?? false; }
  override arrayBuffer(): Promise<ArrayBuffer> { return this.#full().arrayBuffer(); }
  override bytes(): Promise<Uint8Array<ArrayBuffer>> { return this.#full().bytes(); }
  override blob(): Promise<Blob> { return this.#full().blob(); }
  override text(): Promise<string> { return this.#full().text(); }
  override json(): Promise<unknown> { return this.#full().json(); }
  override formData(): Promise<FormData> { return this.#full().formData(); }
  override clone(): Response {
    if (this.bodyUsed) return this.#full().clone(); // throws as Response does
    return new JsonResponse(this[PLAIN_BODY], { status: this.status, statusText: this.statusText, headers: this.headers });
  }
}

/** Response.json's answer (the same body and content type), marked with its text. */
export function jsonResponse(value: unknown, init?: ResponseInit): Response {
  const text = JSON.stringify(value);
  const headers = new Headers(init?.headers);
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return new JsonResponse(text, { ...init, headers });
}

/** The text a response was marked with, while its body is still unread; otherwise undefined. */
export function plainBodyOf(response: Response): string | undefined {
  const text = (response as Response & { [PLAIN_BODY]?: string })[PLAIN_BODY];
  return typeof text === 'string' && !response.bodyUsed ? text : undefined;
}

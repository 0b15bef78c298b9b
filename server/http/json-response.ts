// A JSON answer that carries its serialized text beside its body. The web server's direct path
// (server/web/api-direct.ts) writes that text in one piece with its length, instead of reading the Response's stream
// into a chunked reply; everywhere else (Next's own path, tests calling a handler) the Response is an ordinary one.
// The mark is a registry symbol because the web server's bundle and Next's route chunks are separate module graphs.
export const PLAIN_BODY: unique symbol = Symbol.for('renew.plainBody') as never;

type Marked = Response & { [PLAIN_BODY]?: string };

/** Response.json's answer (the same body and content type), marked with its text. */
export function jsonResponse(value: unknown, init?: ResponseInit): Response {
  const text = JSON.stringify(value);
  const headers = new Headers(init?.headers);
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  const response: Marked = new Response(text, { ...init, headers });
  response[PLAIN_BODY] = text;
  return response;
}

/** The text a response was marked with, while its body is still unread; otherwise undefined. */
export function plainBodyOf(response: Response): string | undefined {
  const text = (response as Marked)[PLAIN_BODY];
  return typeof text === 'string' && !response.bodyUsed ? text : undefined;
}

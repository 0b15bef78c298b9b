// JSON request bodies: declared as JSON, at most MAX_JSON_BODY_BYTES (read as a stream, so an oversized body is
// refused after the cap, not after it was buffered whole), parsed once. Uploads read through the same readBodyCapped with their own limit.
import { MESSAGES as SHARED_MESSAGES } from '@/lib/messages';
import { HTTP_MESSAGES } from '@/lib/requests/messages';
import { AppError } from './errors';

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

// A body refused half-read leaves the rest of it on the connection: closing it keeps the next request on that
// connection from being read out of the middle of this one.
const CLOSE = { Connection: 'close' };

const MESSAGES = {
  tooLarge: HTTP_MESSAGES.bodyTooLarge(MAX_JSON_BODY_BYTES / 1024 / 1024),
  notJson: HTTP_MESSAGES.bodyNotJson,
  notForm: HTTP_MESSAGES.bodyNotForm,
} as const;

function isJsonContentType(value: string | null): boolean {
  const type = (value ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/**
 * The body's bytes, never more than `maxBytes` of them: a declared length over the cap is refused before reading, and
 * a body that grows past it while being read (a lying or missing header) is cut off. `tooLarge` makes the refusal.
 */
export async function readBodyCapped(request: Request, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);
const mediaType = (value: string | null) => (value ?? '').split(';')[0]!.trim().toLowerCase();

async function readCapped(request: Request): Promise<string> {
  const bytes = await readBodyCapped(request, MAX_JSON_BODY_BYTES, () => new AppError(413, MESSAGES.tooLarge, CLOSE));
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}

/** The parsed JSON body; an empty body is `{}` (clients send none for bodiless actions). */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await readCapped(request);
  if (!text.trim()) return {};
  if (!isJsonContentType(request.headers.get('content-type'))) throw new AppError(415, MESSAGES.notJson);
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, SHARED_MESSAGES.invalidJson);
  }
}

/**
 * A browser form's fields (urlencoded or multipart; text fields only, a file part is left out) or a JSON body, as one
 * object for the route's body schema: for routes a plain HTML form posts to, such as a download (POST /export).
 */
export async function readFormOrJsonBody(request: Request): Promise<unknown> {
  const type = mediaType(request.headers.get('content-type'));
  if (!FORM_TYPES.has(type)) return readJsonBody(request);
  const bytes = await readBodyCapped(request, MAX_JSON_BODY_BYTES, () => new AppError(413, MESSAGES.tooLarge, CLOSE));
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': request.headers.get('content-type')! } }).formData();
  } catch {
    throw new AppError(400, MESSAGES.notForm);
  }
  const fields: Record<string, string> = {};
  form.forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
  });
  return fields;
}

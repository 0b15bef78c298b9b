// Reads an upload's multipart form without ever holding more than the limit: the declared Content-Length is refused
// before anything is read, and the body is read as a stream that stops at the cap, so a lying or missing header
// cannot make the server buffer more. Only then is the form parsed.
import 'server-only';
import { FILE_MESSAGES } from '@/lib/files/messages';
import { MAX_FILE_BYTES } from '@/lib/files/constants';
import type { UploadForm } from '@/server/files/upload-form';
import { Invalid } from '@/server/platform/errors';
import { AppError } from './errors';
import { readBodyCapped } from './request-body';

/** Room for the form around the file: boundaries, part headers, the option fields. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
export const MAX_UPLOAD_BODY_BYTES = MAX_FILE_BYTES + FORM_OVERHEAD_BYTES;

// A body refused half-read leaves the rest on the connection: closing it keeps the next request on that connection
// from being read out of the middle of this one (as server/http/request-body.ts does for JSON).
const CLOSE = { Connection: 'close' };

const tooLarge = () => new AppError(422, FILE_MESSAGES.tooLarge, CLOSE);


/** The boundary's form type, or a 415 in the envelope (a JSON body, a plain text, no type at all). */
export function requireMultipart(request: Request): void {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'multipart/form-data') throw new AppError(415, FILE_MESSAGES.notMultipart, CLOSE);
}

/** Refuses from the declared length alone, before reading (and before the upload is counted). */
export function refuseDeclaredLength(request: Request): void {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BODY_BYTES) throw tooLarge();
}

const readCapped = (request: Request) => readBodyCapped(request, MAX_UPLOAD_BODY_BYTES, tooLarge);

const isTrue = (value: FormDataEntryValue | null) => typeof value === 'string' && value.trim().toLowerCase() === 'true';

/** The one file and the options; 'use_cloud' is accepted and ignored (storage is the server's choice). */
export async function readUploadForm(request: Request): Promise<UploadForm> {
  const bytes = await readCapped(request);
  let form: FormData;
  try {
    // Parsed from the capped copy: the platform's multipart parser, never over more than the limit.
    form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': request.headers.get('content-type')! } }).formData();
  } catch {
    throw new Invalid(FILE_MESSAGES.notMultipart);
  }
  const files = [...form.values()].filter((value): value is File => typeof value !== 'string');
  if (files.length > 1) throw new Invalid(FILE_MESSAGES.oneFileMaximum);
  const file = files[0];
  if (!file || file.size === 0) throw new Invalid(FILE_MESSAGES.noFile);
  if (file.size > MAX_FILE_BYTES) throw new Invalid(FILE_MESSAGES.tooLarge);
  return {
    file,
    secure: isTrue(form.get('secure')),
    resizeToFit: isTrue(form.get('resize_to_fit')),
    allowAnimated: isTrue(form.get('allow_animated_gif')),
  };
}

/**
 * For an upload route: refuses a wrong type or a declared length over the cap now, and gives the domain a reader it
 * calls once it has counted the upload (so a flood is throttled before its bodies are read).
 */
export function uploadFormOf(request: Request): () => Promise<UploadForm> {
  requireMultipart(request);
  refuseDeclaredLength(request);
  return () => readUploadForm(request);
}

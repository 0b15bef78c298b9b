// The body of POST /export: a form submit (application/x-www-form-urlencoded or multipart) or JSON, with the fields
// filename and data. Read with the JSON body's size cap.
import 'server-only';
import { AppError } from '@/server/http/errors';
import { Invalid } from '@/server/platform/errors';
import { MAX_JSON_BODY_BYTES, readBodyCapped } from '@/server/http/request-body';

export async function readExportForm(request: Request): Promise<{ filename: string | null; data: string }> {
  const bytes = await readBodyCapped(request, MAX_JSON_BODY_BYTES, () => new AppError(413, 'The request body is too large.'));
  const text = new TextDecoder().decode(bytes);
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  let filename: unknown = null;
  let data: unknown = null;
  if (type === 'application/json') {
    try {
      const json = JSON.parse(text) as { filename?: unknown; data?: unknown };
      filename = json.filename ?? null;
      data = typeof json.data === 'string' ? json.data : JSON.stringify(json.data ?? null);
    } catch {
      throw new AppError(400, 'The request body is not valid JSON.');
    }
  } else if (type === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams(text);
    filename = form.get('filename');
    data = form.get('data');
  } else if (type === 'multipart/form-data') {
    const form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': request.headers.get('content-type')! } }).formData();
    filename = form.get('filename');
    data = form.get('data');
  } else {
    throw new AppError(415, 'Send the export as a form (filename and data) or as JSON.');
  }
  if (typeof data !== 'string' || !data) throw new Invalid('data is required.');
  return { filename: typeof filename === 'string' ? filename.slice(0, 200) : null, data };
}

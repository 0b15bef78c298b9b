// A package upload: multipart with one `file`, read through the capped reader so a body over the limit is refused
// before it is buffered (server/http/request-body.ts), then handed to the parser as bytes.
import 'server-only';
import { MAX_PACKAGE_BYTES } from '@/lib/packages/constants';
import { PACKAGE_MESSAGES as M } from '@/lib/packages/messages';
import { AppError } from './errors';
import { readBodyCapped } from './request-body';
import { requireMultipart } from './multipart';
import { Invalid } from '@/server/platform/errors';

/** Room for the form around the file: boundaries and part headers. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export async function readPackageUpload(request: Request): Promise<Uint8Array> {
  requireMultipart(request);
  const tooLarge = () => new AppError(422, M.tooLarge, { Connection: 'close' });
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > MAX_PACKAGE_BYTES + FORM_OVERHEAD_BYTES) throw tooLarge();
  const bytes = await readBodyCapped(request, MAX_PACKAGE_BYTES + FORM_OVERHEAD_BYTES, tooLarge);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': request.headers.get('content-type')! } }).formData();
  } catch {
    throw new Invalid(M.noFile);
  }
  const file = form.get('file');
  if (!file || typeof file === 'string' || file.size === 0) throw new Invalid(M.noFile);
  if (file.size > MAX_PACKAGE_BYTES) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}

/** The download's file name: the promotion's name, reduced to safe characters. */
export function packageFileName(promotionName: string): string {
  const slug = promotionName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'promotion';
  return `${slug}-program.zip`;
}

import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { AppError } from '@/server/http/errors';
import { Invalid } from '@/server/platform/errors';
import { auditSource } from '@/server/audit/record';
import { readBodyCapped } from '@/server/http/request-body';
import { requireMultipart } from '@/server/http/multipart';
import { listEligibilityFiles, uploadEligibilityFile } from '@/server/eligibility/files';
import { promotionQuerySchema } from '@/lib/eligibility/schemas';
import { MAX_ELIGIBILITY_FILE_BYTES } from '@/lib/eligibility/constants';
import { ELIGIBILITY_MESSAGES as M } from '@/lib/eligibility/messages';

const spec = { scope: 'promotion', promotionParam: 'promotion_id', query: promotionQuerySchema } as const;

// GET /eligibility_files?promotion_id: newest first. Every administrator of the promotion sees the list.
export const GET = route({ response: responses.eligibilityFileListSchema, ...spec, action: 'eligibility.read' }, async ({ promotion, url }) => wholeList(await listEligibilityFiles(promotion.id), url));

// POST /eligibility_files?promotion_id (multipart, one `file`, .csv or .xlsx, at most 25 MB): stored as 'uploaded'
// with its row count; answers the file with the column-mapping preview. Masters only.
export const POST = route({ response: responses.eligibilityFileDetailSchema, ...spec, action: 'eligibility.manage', status: 201 }, async (ctx) => {
  requireMultipart(ctx.request);
  const tooLarge = () => new AppError(422, M.fileTooLarge, { Connection: 'close' });
  const bytes = await readBodyCapped(ctx.request, MAX_ELIGIBILITY_FILE_BYTES + 64 * 1024, tooLarge);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': ctx.request.headers.get('content-type')! } }).formData();
  } catch {
    throw new Invalid(M.noFile);
  }
  const file = form.get('file');
  if (!file || typeof file === 'string' || file.size === 0) throw new Invalid(M.noFile);
  if (file.size > MAX_ELIGIBILITY_FILE_BYTES) throw tooLarge();
  return uploadEligibilityFile(auditSource(ctx), ctx.promotion.id, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
});

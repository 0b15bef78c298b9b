import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { AppError } from '@/server/http/errors';
import { Invalid } from '@/server/platform/errors';
import { auditSource } from '@/server/audit/record';
import { readBodyCapped } from '@/server/http/request-body';
import { requireMultipart } from '@/server/http/multipart';
import { adminLocationTree, uploadLocationTree } from '@/server/locations/admin';
import { idParamSchema } from '@/lib/schemas';
import { LOCATION_MESSAGES as M } from '@/lib/locations/messages';
import type { LocationTreeAnswer } from '@/lib/locations/types';

const MAX_TREE_FILE_BYTES = 1024 * 1024;
const spec = { scope: 'promotion', promotionParam: 'id', params: idParamSchema } as const;

// GET /promotions/{id}/locations (page_size 0: the whole tree): nested, by sequence. Administrators above location
// coordinator read it (filters, location tags).
export const GET = route({ response: responses.locationTreeAnswerSchema, ...spec, action: 'locations.administer' }, async ({ promotion, url }): Promise<LocationTreeAnswer> => wholeList(await adminLocationTree(promotion.id), url));

// POST /promotions/{id}/locations (multipart `file`, CSV of paths, top level first): merged into the tree; answers
// the new tree. Masters only, on the dashboard.
export const POST = route({ response: responses.locationTreeAnswerSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async (ctx): Promise<LocationTreeAnswer> => {
  const promotion = await requireAdminPromotion(ctx.params.id);
  requireMultipart(ctx.request);
  const tooLarge = () => new AppError(422, M.uploadTooLarge, { Connection: 'close' });
  const bytes = await readBodyCapped(ctx.request, MAX_TREE_FILE_BYTES + 64 * 1024, tooLarge);
  let file: FormDataEntryValue | null;
  try {
    file = (await new Response(new Uint8Array(bytes), { headers: { 'content-type': ctx.request.headers.get('content-type')! } }).formData()).get('file');
  } catch {
    throw new Invalid(M.uploadKind);
  }
  if (!file || typeof file === 'string' || !/\.(csv|txt)$/i.test(file.name)) throw new Invalid(M.uploadKind);
  if (file.size > MAX_TREE_FILE_BYTES) throw tooLarge();
  return wholeList(await uploadLocationTree(auditSource(ctx), promotion.id, await file.text()), ctx.url);
});

import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { deleteEligibilityFile, findEligibilityFile } from '@/server/eligibility/files';
import { eligibilityFileParamsSchema, promotionQuerySchema } from '@/lib/eligibility/schemas';

const spec = { scope: 'promotion', promotionParam: 'promotion_id', params: eligibilityFileParamsSchema, query: promotionQuerySchema } as const;

// GET /eligibility_files/{fileId}?promotion_id: the file with its column-mapping preview (masters).
export const GET = route({ response: responses.eligibilityFileDetailSchema, ...spec, action: 'eligibility.manage' }, ({ promotion, params }) => findEligibilityFile(promotion.id, params.fileId));

// DELETE /eligibility_files/{fileId}?promotion_id: refused (409) while processing; loaded records stay.
export const DELETE = route({ status: 204, ...spec, action: 'eligibility.manage' }, async (ctx) => {
  await deleteEligibilityFile(auditSource(ctx), ctx.promotion.id, ctx.params.fileId);
});

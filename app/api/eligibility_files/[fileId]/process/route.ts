import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { requestProcessing } from '@/server/eligibility/files';
import { eligibilityFileParamsSchema, processFileSchema, promotionQuerySchema } from '@/lib/eligibility/schemas';

// POST /eligibility_files/{fileId}/process?promotion_id {mapping}: 'processing' and the job queued; the page then
// polls processing_status every second. A file already processing is 409 'Something went wrong'.
export const POST = route(
  { response: responses.eligibilityFileStatusAnswerSchema, scope: 'promotion', action: 'eligibility.manage', promotionParam: 'promotion_id', params: eligibilityFileParamsSchema, query: promotionQuerySchema, body: processFileSchema },
  (ctx) => requestProcessing(auditSource(ctx), ctx.promotion.id, ctx.params.fileId, ctx.body.mapping),
);

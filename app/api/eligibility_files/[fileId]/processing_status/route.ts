import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { cancelProcessing, fileStatus } from '@/server/eligibility/files';
import { eligibilityFileParamsSchema, processingStatusSchema, promotionQuerySchema } from '@/lib/eligibility/schemas';

const spec = { scope: 'promotion', promotionParam: 'promotion_id', params: eligibilityFileParamsSchema, query: promotionQuerySchema } as const;

// GET /eligibility_files/{fileId}/processing_status?promotion_id: {status, total_rows, rows_processed, error_count},
// polled every second while processing.
export const GET = route({ response: responses.eligibilityFileStatusAnswerSchema, ...spec, action: 'eligibility.read' }, ({ promotion, params }) => fileStatus(promotion.id, params.fileId));

// POST /eligibility_files/{fileId}/processing_status?promotion_id {status: 'canceled'}: Cancel while processing
// (409 when it is not). What was committed before stays; processing again finishes the file.
export const POST = route({ response: responses.eligibilityFileStatusAnswerSchema, ...spec, action: 'eligibility.manage', body: processingStatusSchema }, (ctx) =>
  cancelProcessing(auditSource(ctx), ctx.promotion.id, ctx.params.fileId),
);

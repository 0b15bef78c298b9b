import { route } from '@/server/http/route';
import { eligibilityFileErrorsCsv } from '@/server/eligibility/files';
import { eligibilityFileParamsSchema, promotionQuerySchema } from '@/lib/eligibility/schemas';

// GET /eligibility_files/{fileId}/errors?promotion_id: the rows the last processing refused, as CSV (row, error).
export const GET = route(
  { produces: 'text/csv', scope: 'promotion', action: 'eligibility.manage', promotionParam: 'promotion_id', params: eligibilityFileParamsSchema, query: promotionQuerySchema },
  ({ promotion, params }) => eligibilityFileErrorsCsv(promotion.id, params.fileId),
);

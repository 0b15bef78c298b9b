import { route } from '@/server/http/route';
import { downloadEligibilityFile } from '@/server/eligibility/files';
import { eligibilityFileParamsSchema, promotionQuerySchema } from '@/lib/eligibility/schemas';

// GET /eligibility_files/{fileId}/download?promotion_id: the uploaded file as it was (masters: View/download).
export const GET = route(
  { produces: '*/*', scope: 'promotion', action: 'eligibility.manage', promotionParam: 'promotion_id', params: eligibilityFileParamsSchema, query: promotionQuerySchema },
  ({ promotion, params }) => downloadEligibilityFile(promotion.id, params.fileId),
);

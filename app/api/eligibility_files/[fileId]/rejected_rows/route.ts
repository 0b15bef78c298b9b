import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { listRejectedRows } from '@/server/eligibility/rejected-rows';
import { eligibilityFileParamsSchema, rejectedRowsQuerySchema } from '@/lib/eligibility/schemas';
import { ELIGIBILITY_PAGE_SIZE } from '@/lib/eligibility/constants';
import type { RejectedRowList } from '@/lib/eligibility/types';
import type { ExtraMeta } from '@/lib/list-response';

// GET /eligibility_files/{fileId}/rejected_rows?promotion_id&page&page_size: the rows the last processing refused, in
// file order, each with its values (meta.columns names them) and reason. The same readers as the errors CSV (masters).
export const GET = route(
  { response: responses.rejectedRowListSchema, scope: 'promotion', action: 'eligibility.manage', promotionParam: 'promotion_id', params: eligibilityFileParamsSchema, query: rejectedRowsQuerySchema },
  async ({ promotion, params, query, url }) => {
    const page = toPage(query, ELIGIBILITY_PAGE_SIZE);
    const result = await listRejectedRows(promotion.id, params.fileId, page);
    return listEnvelope(result.rows, result.total, page, url, { columns: result.columns } satisfies ExtraMeta<RejectedRowList>);
  },
);

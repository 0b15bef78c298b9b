import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import type { ListResponse } from '@/lib/list-response';
import { administratorsWithMfa } from '@/server/mfa/admin';
import { mfaAdministratorsQuerySchema, type MfaAdministrator } from '@/lib/mfa/admin-reset';

// GET /api/mfa/administrators?q: the administrators with two-step verification on, for a master's reset (docs/mfa.md).
export const GET = route({ response: responses.mfaAdministratorListSchema, scope: 'dashboard', action: 'mfa.reset_others', query: mfaAdministratorsQuerySchema },
  async ({ query, url }): Promise<ListResponse<MfaAdministrator>> => wholeList(await administratorsWithMfa(query.q), url),
);

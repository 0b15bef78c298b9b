import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { auditQuerySchema, type AuditList } from '@/lib/audit/types';
import { listAuditEvents } from '@/server/audit/queries';

// The audit trail, newest first: ?promotion_id (the promotion view), ?organization_id (the organization view), and
// filters by action, record type, actor and day. Rows outside what the account covers are never counted or shown.
export const GET = route({ response: responses.auditListSchema, scope: 'dashboard', action: 'audit.read', query: auditQuerySchema },
  async ({ actor, query, url }): Promise<AuditList> => {
    const page = toPage(query, 50);
    const { data, total } = await listAuditEvents(actor, query, page);
    return listEnvelope(data, total, page, url);
  },
);

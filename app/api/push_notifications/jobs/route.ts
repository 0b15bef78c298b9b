import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { createPushJob, listPushJobs } from '@/server/push/jobs';
import { pushJobSchema, pushJobsQuerySchema } from '@/lib/push/schemas';

// GET /push_notifications/jobs?promotion_id: the promotion's jobs, newest first.
export const GET = route({ response: responses.pushJobListSchema, scope: 'dashboard', action: 'promotions.manage', query: pushJobsQuerySchema }, async ({ query, url }) => {
  await requireAdminPromotion(query.promotion_id);
  return wholeList(await listPushJobs(query.promotion_id), url);
});

// POST /push_notifications/jobs (filters, push_notification_job, promotion_id, recipients): 201, pushed by the worker.
export const POST = route({ response: responses.pushJobJsonSchema, scope: 'dashboard', action: 'promotions.manage', body: pushJobSchema, status: 201 }, async (ctx) => {
  await requireAdminPromotion(ctx.body.promotion_id);
  return createPushJob(auditSource(ctx), ctx.body);
});

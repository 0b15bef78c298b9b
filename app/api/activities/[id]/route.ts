// GET /api/activities/{id} — one activity of the host's promotion (another promotion's id is a 404).
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { LOGGING_MESSAGES } from '@/lib/logging/messages';
import { idParamSchema } from '@/lib/schemas';
import { findActivity } from '@/server/activities/queries';
import { serializeActivity } from '@/server/activities/serialize';
import { auditSource } from '@/server/audit/record';
import { deleteActivity, updateActivity } from '@/server/activities/admin/activities';
import { activityEditSchema } from '@/lib/program-design/schemas';

export const GET = route({ response: responses.activitySchema, scope: 'participant', action: 'logging.use', params: idParamSchema }, async ({ user, promotion, params, locale }) => {
  // In the reader's language (issue 36): a translation's fields where it has them.
  const activity = await findActivity(promotion.id, params.id, user.id, locale);
  if (!activity) throw new NotFound(LOGGING_MESSAGES.activityNotFound);
  return serializeActivity(activity, promotion.timeline);
});

// PUT /api/activities/{id} — a master saves an activity of any promotion or of the library (dashboard only). The body
// names its promotion_id (null: the library): an activity of another promotion is a 404, never a change.
export const PUT = route({ response: responses.adminActivitySchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: activityEditSchema }, (ctx) => {
  const { promotion_id: promotionId, ...input } = ctx.body;
  return updateActivity(auditSource(ctx), ctx.params.id, promotionId, input);
});

// DELETE /api/activities/{id} — refused (422) once a participant has logged it or answered its quiz.
export const DELETE = route({ status: 204, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async (ctx) => {
  await deleteActivity(auditSource(ctx), ctx.params.id);
});

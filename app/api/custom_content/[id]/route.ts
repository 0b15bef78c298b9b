import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { findContentById } from '@/server/content/queries';
import { mayViewHiddenContent } from '@/server/auth/abilities';
import { contentPromotionId } from '@/server/content/scope';
import { serializeContent } from '@/server/content/serialize';
import { favoritedAmong, isReleased, programDay, TIPS_CATEGORY } from '@/server/tips/queries';
import { serializeTip } from '@/server/tips/serialize';
import { participantId } from '@/server/recipes/policy';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';
import { TIP_MESSAGES } from '@/lib/recipes/messages';
import { auditSource } from '@/server/audit/record';
import { destroyContent, updateContent } from '@/server/content/admin/mutations';
import { contentWriteSchema } from '@/lib/content/admin-schema';
import { contentIdParamSchema, contentQuerySchema } from '@/lib/content/schemas';

// GET /custom_content/{id}: one item of the host's promotion or of the defaults, in the reader's language (its
// translation, else its own text); another promotion's is a 404.
// A tip on a promotion's host is 'Tip could not be found' until it is released (not before the start, then by its
// days_from_start), except for those who edit content; it carries the caller's favorite.
export const GET = route({ response: responses.contentOrTipSchema, scope: 'public', action: 'content.read', params: contentIdParamSchema, query: contentQuerySchema }, async ({ host, actor, params, query, locale }) => {
  const promotionId = await contentPromotionId(host, actor, query.promotion_id);
  const editor = await mayViewHiddenContent(actor, promotionId);
  const row = await findContentById(promotionId, params.id, editor, locale);
  if (!row) throw new NotFound(M.contentNotFound);
  if (row.category !== TIPS_CATEGORY || !host.promotion) return serializeContent(row);
  if (!editor && !isReleased(row, programDay(host.promotion))) throw new NotFound(TIP_MESSAGES.tipNotFound);
  const userId = participantId(actor, host.promotion.id);
  return serializeTip(row, (await favoritedAmong(userId, [row.id])).has(row.id));
});

// PUT /custom_content/{id} (content save, update): the promotion's own row changes in place; a default edited for
// another promotion becomes that promotion's override (201, the new row).
export const PUT = route({ response: responses.adminContentItemSchema, also: [{ status: 201, response: responses.adminContentItemSchema }], scope: 'dashboard', action: 'content.manage', params: contentIdParamSchema, body: contentWriteSchema }, async (ctx) => {
  const { item, created } = await updateContent(auditSource(ctx), ctx.params.id, ctx.body);
  return created ? Response.json(item, { status: 201 }) : item;
});

// DELETE /custom_content/{id}?promotion_id= (content destroy): the promotion's own row, or a default when editing the
// defaults (no promotion_id).
export const DELETE = route({ status: 204, scope: 'dashboard', action: 'content.manage', params: contentIdParamSchema, query: contentQuerySchema }, async (ctx) => {
  await destroyContent(auditSource(ctx), ctx.params.id, ctx.query.promotion_id);
});

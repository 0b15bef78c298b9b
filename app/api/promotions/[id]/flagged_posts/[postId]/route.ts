import { route } from '@/server/http/route';
import { auditSource } from '@/server/audit/record';
import { requestScope } from '@/server/coordinator/context';
import { deleteFlaggedPost, unreportFlaggedPost } from '@/server/coordinator/flagged-posts';
import { promotionPostParamsSchema } from '@/lib/coordinator/schemas';

const spec = { scope: 'promotion', action: 'coordinator.moderate', promotionParam: 'id', params: promotionPostParamsSchema } as const;

// POST /promotions/{id}/flagged_posts/{postId}: unreport (the post returns to the wall); 204.
export const POST = route({ ...spec, status: 204 }, async (ctx) => {
  await unreportFlaggedPost(await requestScope(ctx), ctx.actor, auditSource(ctx), ctx.params.postId);
});

// DELETE /promotions/{id}/flagged_posts/{postId}: delete the reported post (its comments go with it); 204.
export const DELETE = route({ ...spec, status: 204 }, async (ctx) => {
  await deleteFlaggedPost(await requestScope(ctx), ctx.actor, auditSource(ctx), ctx.params.postId);
});

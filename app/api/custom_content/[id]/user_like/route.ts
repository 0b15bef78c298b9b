import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { likeContent, readContentLike, unlikeContent } from '@/server/tips/mutations';
import type { UserLike } from '@/lib/recipes/types';
import { likedContentParamSchema } from '@/lib/recipes/schemas';

const spec = { scope: 'participant', action: 'tips.use', params: likedContentParamSchema } as const;

// The caller's favorite of a content item (a tip): GET whether, POST to favorite (twice is once), DELETE to remove.
// Content of another promotion, or a tip not released yet, is a 404.
export const GET = route({ ...spec, response: responses.userLikeSchema }, async ({ user, promotion, params }): Promise<UserLike> => readContentLike({ promotion, userId: user.id }, params.id));
export const POST = route({ ...spec, response: responses.userLikeSchema }, async ({ user, promotion, params }): Promise<UserLike> => likeContent({ promotion, userId: user.id }, params.id));
export const DELETE = route({ ...spec, response: responses.userLikeSchema }, async ({ user, promotion, params }): Promise<UserLike> => unlikeContent({ promotion, userId: user.id }, params.id));

import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { userIdParamSchema } from '@/lib/users/schemas';
import { findSharedInfo } from '@/server/users/queries';
import { serializeSharedInfo } from '@/server/users/serialize';
import { FRIEND_MESSAGES } from '@/lib/friends/messages';
import type { SharedUserInfo } from '@/lib/users/types';

// GET /users/{id}/shared_info ('me' or a participant of the caller's promotion; anyone else a 404): what the user
// popup shows — name, picture, and while the promotion shows the buddy feature or teams, location, team (teams
// only) and completed duo and scene counts.
export const GET = route({ response: responses.sharedUserInfoSchema, scope: 'participant', action: 'users.read_shared', params: userIdParamSchema }, async ({ user, promotion, params }): Promise<SharedUserInfo> => {
  const row = await findSharedInfo(params.id === 'me' ? user.id : params.id, promotion);
  if (!row) throw new NotFound(FRIEND_MESSAGES.userNotFound);
  return serializeSharedInfo(row);
});

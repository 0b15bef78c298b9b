import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { changeMembers } from '@/server/messaging/mutations';
import { conversationOrNotFound } from '@/server/messaging/queries';
import { changeMembersSchema, conversationIdParamSchema } from '@/lib/messaging/schemas';

// POST /conversations/{id}/users {operation: add|remove, members}: a group's members, changed by a member (adding
// only friends). Answers the conversation, or 204 when the caller is no longer in it (removed themselves, or the
// group closed because one person or none was left).
export const POST = route(
  { response: responses.conversationSchema, scope: 'participant', action: 'messages.use', params: conversationIdParamSchema, body: changeMembersSchema },
  async ({ actor, promotion, params, body }) => {
    const stillMember = await changeMembers(promotion, actor, params.id, body);
    if (!stillMember) return undefined;
    return conversationOrNotFound(promotion.id, actor.id, params.id);
  },
);

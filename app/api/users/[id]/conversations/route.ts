import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { NotFound } from '@/server/platform/errors';
import { listConversations } from '@/server/messaging/queries';
import { conversationListQuerySchema, messagingUserParamSchema } from '@/lib/messaging/schemas';
import { MESSAGING_MESSAGES } from '@/lib/messaging/messages';

// GET /users/{id}/conversations?include=last|all&page&page_size ('me' or one's own id; anyone else's is a 404): the
// caller's current conversations, most recent message first; include=last each with its last message, include=all
// each with its newest 20. ConversationList.
export const GET = route(
  { response: responses.conversationPageSchema, scope: 'participant', action: 'messages.use', params: messagingUserParamSchema, query: conversationListQuerySchema },
  async ({ actor, promotion, params, query, url }) => {
    if (params.id !== 'me' && params.id !== actor.id) throw new NotFound(MESSAGING_MESSAGES.conversationsNotFound);
    const page = toPage(query);
    const { data, total } = await listConversations(promotion.id, actor.id, query.include, page);
    return listEnvelope(data, total, page, url);
  },
);

import { route } from '@/server/http/route';
import { markConversationSeen } from '@/server/messaging/mutations';
import { conversationIdParamSchema } from '@/lib/messaging/schemas';

// POST /conversations/{id}/seen: the caller opened it; unseen clears. 204.
export const POST = route({ status: 204, scope: 'participant', action: 'messages.use', params: conversationIdParamSchema }, async ({ actor, promotion, params }) => {
  await markConversationSeen(promotion, actor, params.id);
});

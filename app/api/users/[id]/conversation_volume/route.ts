import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { setConversationVolume } from '@/server/messaging/mutations';
import { conversationVolumeSchema, messagingUserParamSchema } from '@/lib/messaging/schemas';
import { MESSAGING_MESSAGES } from '@/lib/messaging/messages';

// PUT /users/{id}/conversation_volume {mute, conversation_ids} ('me' or one's own id): mutes or unmutes the caller's
// own conversations (a muted one notifies nothing). Answers {mute, conversation_ids}.
export const PUT = route(
  { response: responses.conversationVolumeSchema, scope: 'participant', action: 'messages.use', params: messagingUserParamSchema, body: conversationVolumeSchema },
  async ({ actor, promotion, params, body }) => {
    if (params.id !== 'me' && params.id !== actor.id) throw new NotFound(MESSAGING_MESSAGES.conversationsNotFound);
    return setConversationVolume(promotion, actor, body);
  },
);

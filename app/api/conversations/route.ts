import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { createConversation } from '@/server/messaging/mutations';
import { conversationOrNotFound } from '@/server/messaging/queries';
import { createConversationSchema } from '@/lib/messaging/schemas';

// POST /conversations {content, image, members, name?}: one other member → their individual conversation (the
// existing one, 200, with the message appended; else a new one, 201); more → a new group (201). Members must be the
// caller's friends. Answers the conversation with its newest messages.
export const POST = route(
  { response: responses.conversationSchema, also: [{ status: 200, response: responses.conversationSchema }], scope: 'participant', action: 'messages.use', body: createConversationSchema, status: 201 },
  async ({ user, actor, promotion, body, ip }) => {
    const { id, created } = await createConversation(promotion, { actor, user, ip }, body);
    const conversation = await conversationOrNotFound(promotion.id, actor.id, id);
    return Response.json(conversation, { status: created ? 201 : 200 });
  },
);

import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { conversationOrNotFound } from '@/server/messaging/queries';
import { leaveConversation, renameConversation } from '@/server/messaging/mutations';
import { conversationIdParamSchema, renameConversationSchema } from '@/lib/messaging/schemas';

const spec = { scope: 'participant', action: 'messages.use', params: conversationIdParamSchema } as const;

// GET /conversations/{id}: one of the caller's conversations with its newest messages (a conversationAlert about
// one the list does not hold yet). Not a member, or another promotion's: 404.
export const GET = route({ ...spec, response: responses.conversationSchema }, async ({ actor, promotion, params }) => conversationOrNotFound(promotion.id, actor.id, params.id));

// PUT (or POST) /conversations/{id} {name}: renames a group (1-60 characters, trimmed). Answers the conversation.
const rename = route({ ...spec, response: responses.conversationSchema, body: renameConversationSchema }, async ({ actor, promotion, params, body }) => {
  await renameConversation(promotion, actor, params.id, body.name);
  return conversationOrNotFound(promotion.id, actor.id, params.id);
});
export const PUT = rename;
export const POST = rename;

// DELETE /conversations/{id}: the caller leaves it (it drops out of their list); 204.
export const DELETE = route({ ...spec, status: 204 }, async ({ actor, promotion, params }) => {
  await leaveConversation(promotion, actor, params.id);
});

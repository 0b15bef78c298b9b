import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { readThread } from '@/server/messaging/queries';
import { sendMessage } from '@/server/messaging/mutations';
import { conversationIdParamSchema, messagePageQuerySchema, sendMessageSchema } from '@/lib/messaging/schemas';

const spec = { scope: 'participant', action: 'messages.use', params: conversationIdParamSchema } as const;

// GET /conversations/{id}/messages?before={message id}&page_size=N (default 50, 0 = the whole history), or
// ?page=N&page_size=N (pages counted from the newest): MessagePage, oldest first. Members only; anyone else 404.
export const GET = route({ response: responses.messagePageSchema, ...spec, query: messagePageQuerySchema }, async ({ actor, promotion, params, query, url }) =>
  readThread(promotion.id, actor.id, params.id, query, url),
);

// POST /conversations/{id}/messages {content, image}: 201 with the message. Text or an uploaded photo is needed.
export const POST = route({ response: responses.messageSchema, ...spec, body: sendMessageSchema, status: 201 }, async ({ user, actor, promotion, params, body, ip }) =>
  sendMessage(promotion, { actor, user, ip }, params.id, body),
);

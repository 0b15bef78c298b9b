// Request shapes of the messaging API, shared by the route handlers and the /messages screen's forms.
import { z } from 'zod';
import { idSchema, paginationFields, SCHEMA_MESSAGES } from '@/lib/schemas';
import {
  CONVERSATION_INCLUDES, DEFAULT_CONVERSATION_PAGE_SIZE, MAX_CONVERSATION_NAME_LENGTH, MAX_CONVERSATION_PAGE_SIZE,
  MAX_MEMBERS_AT_ONCE, MAX_MESSAGE_LENGTH, MAX_THREAD_PAGE_SIZE, MEMBER_OPERATIONS,
} from './constants';
import { MESSAGING_MESSAGES } from './messages';

export const conversationIdParamSchema = z.object({ id: idSchema('Conversation id', MESSAGING_MESSAGES.conversationNotFound) });

/** /users/{id}/…: the caller, by 'me' or their own id. */
export const messagingUserParamSchema = z.object({ id: z.union([z.literal('me'), idSchema('User id')]) });

const { page, page_size } = paginationFields(MAX_CONVERSATION_PAGE_SIZE);

/** GET /users/{id}/conversations?include=last|all&page&page_size */
export const conversationListQuerySchema = z
  .object({
    include: z.enum(CONVERSATION_INCLUDES, { message: MESSAGING_MESSAGES.includeOneOf(CONVERSATION_INCLUDES.join(', ')) }).default('last'),
    page,
    page_size: page_size.default(DEFAULT_CONVERSATION_PAGE_SIZE),
  })
  // Every conversation with its newest messages is unbounded; include=last with page_size 0 is the whole (short) list.
  .refine((q) => q.include === 'last' || q.page_size > 0, { message: MESSAGING_MESSAGES.includeAllNeedsPage, path: ['page_size'] });
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

/** GET /conversations/{id}/messages?before={message id}&page_size=N (0: the whole history) */
export const messagePageQuerySchema = z.object({
  /** The screen's keyset: the page just before this message. */
  before: idSchema('before').optional(),
  /** The list contract's numbered page, counted from the newest (not together with before). */
  page: z.coerce.number().int(SCHEMA_MESSAGES.wholeNumber('page')).positive(SCHEMA_MESSAGES.pageMin).max(100_000, MESSAGING_MESSAGES.pageMax).optional(),
  page_size: z.coerce
    .number()
    .int(SCHEMA_MESSAGES.wholeNumber('page_size'))
    .min(0, SCHEMA_MESSAGES.pageSizeMin)
    .max(MAX_THREAD_PAGE_SIZE, SCHEMA_MESSAGES.pageSizeMax(MAX_THREAD_PAGE_SIZE))
    .optional(),
});
export type MessagePageQuery = z.infer<typeof messagePageQuerySchema>;

/** A message's text (trimmed by the server) and photo (a URL POST /api/files/upload answered); one of them is needed. */
const messageFields = {
  content: z.string({ message: MESSAGING_MESSAGES.contentText }).max(MAX_MESSAGE_LENGTH, MESSAGING_MESSAGES.contentTooLong).nullish().transform((v) => v?.trim() ?? ''),
  image: z.string({ message: MESSAGING_MESSAGES.imageUrl }).max(500, MESSAGING_MESSAGES.imageTooLong).nullish(),
};
const contentOrImage = (m: { content: string; image?: string | null }) => m.content.length > 0 || !!m.image?.trim();

/** POST /conversations/{id}/messages {content, image} */
export const sendMessageSchema = z.object(messageFields).refine(contentOrImage, { message: MESSAGING_MESSAGES.contentOrImage });
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

const memberIds = z
  .array(idSchema('member id'), { message: MESSAGING_MESSAGES.membersRequired })
  .min(1, MESSAGING_MESSAGES.membersRequired)
  .max(MAX_MEMBERS_AT_ONCE, MESSAGING_MESSAGES.tooManyMembers);

const nameSchema = z
  .string({ message: MESSAGING_MESSAGES.nameBlank })
  .trim()
  .min(1, MESSAGING_MESSAGES.nameBlank)
  .max(MAX_CONVERSATION_NAME_LENGTH, MESSAGING_MESSAGES.nameTooLong);

/** POST /conversations {content, image, members, name?}: the first message and the other members. */
export const createConversationSchema = z
  .object({ ...messageFields, members: memberIds, name: nameSchema.nullish() })
  .refine(contentOrImage, { message: MESSAGING_MESSAGES.contentOrImage });
export type CreateConversationInput = z.infer<typeof createConversationSchema>;

/** POST /conversations/{id}/users {operation: add|remove, members} */
export const changeMembersSchema = z.object({
  operation: z.enum(MEMBER_OPERATIONS, { message: MESSAGING_MESSAGES.operationOneOf(MEMBER_OPERATIONS.join(', ')) }),
  members: memberIds,
});
export type ChangeMembersInput = z.infer<typeof changeMembersSchema>;

/** PUT (or POST) /conversations/{id} {name} */
export const renameConversationSchema = z.object({ name: nameSchema });

/** PUT /users/{id}/conversation_volume {mute, conversation_ids} */
export const conversationVolumeSchema = z.object({
  mute: z.boolean({ message: MESSAGING_MESSAGES.muteBoolean }),
  conversation_ids: z.array(idSchema('conversation id')).min(1, MESSAGING_MESSAGES.conversationsRequired).max(MAX_CONVERSATION_PAGE_SIZE, MESSAGING_MESSAGES.tooManyConversations(MAX_CONVERSATION_PAGE_SIZE)),
});
export type ConversationVolumeInput = z.infer<typeof conversationVolumeSchema>;

// Bodies of the friends calls, shared by the route handlers and the screens' forms.
import { z } from 'zod';
import { idSchema, paginationQuerySchema } from '@/lib/schemas';
import { FRIENDSHIP_LIST_KINDS, INVITE_EMAIL_PATTERN, MAX_FRIEND_EMAIL_MESSAGE, MAX_FRIEND_MESSAGE, USER_SEARCH_MIN_CHARS, USER_SEARCH_PURPOSES } from './constants';
import { FRIEND_MESSAGES as M } from './messages';

const message = z.string().trim().max(MAX_FRIEND_MESSAGE, M.messageTooLong(MAX_FRIEND_MESSAGE))
  .transform((s) => s || null).nullish();

/** One address, whitespace stripped and lower-cased (friend_email is stored lower-case), by the spec's check. */
export const inviteEmailSchema = z.string().max(254).transform((s) => s.replace(/\s+/g, '').toLowerCase())
  .refine((s) => INVITE_EMAIL_PATTERN.test(s), { message: M.friendEmailInvalid });

/** POST /friendships {status: 'P', friendee_id | friend_email, message}. */
export const createFriendshipSchema = z.object({
  status: z.literal('P', { message: M.statusPending }).default('P'),
  friendee_id: idSchema('friendee_id').nullish(),
  friend_email: inviteEmailSchema.nullish(),
  message,
}).refine((b) => (b.friendee_id != null) !== (b.friend_email != null), { message: M.friendeeOrEmail });
export type CreateFriendshipInput = z.infer<typeof createFriendshipSchema>;

/** PUT /friendships/{id}: accept A, decline D, or resend P (naming the same person by friendee_id or friend_email). */
export const updateFriendshipSchema = z.object({
  status: z.enum(['A', 'D', 'P'], { message: M.statusAnswer }),
  friendee_id: idSchema('friendee_id').nullish(),
  friend_email: inviteEmailSchema.nullish(),
  message,
});
export type UpdateFriendshipInput = z.infer<typeof updateFriendshipSchema>;

/** POST /emails/invite {emails: "a@x.com; b@y.com", message}: split and checked by the service. */
export const inviteEmailsSchema = z.object({
  emails: z.string({ message: M.noInviteEmails }).max(5000),
  message,
});
export type InviteEmailsInput = z.infer<typeof inviteEmailsSchema>;

/** POST /friendships/{id}/email {message}. */
export const friendEmailSchema = z.object({
  message: z.string({ message: M.messageRequired }).trim().min(1, M.messageRequired)
    .max(MAX_FRIEND_EMAIL_MESSAGE, M.messageTooLong(MAX_FRIEND_EMAIL_MESSAGE)),
});
export type FriendEmailInput = z.infer<typeof friendEmailSchema>;

// Route inputs of /friendships, /friendship_status and /users/search.

/** GET /friendships?status=A|received_requests|sent_requests (page_size 0: all). */
export const friendshipListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(FRIENDSHIP_LIST_KINDS, { message: M.listStatusOneOf(FRIENDSHIP_LIST_KINDS.join(', ')) }),
});

export const friendshipStatusParamSchema = z.object({ userId: idSchema('User id') });
export const friendshipIdParamSchema = z.object({ id: idSchema('Friendship id') });

/** GET /users/search?query=…&for=friends: 3 characters at least (after trimming). */
export const userSearchQuerySchema = z.object({
  query: z.string({ message: M.searchTooShort(USER_SEARCH_MIN_CHARS) }).trim()
    .min(USER_SEARCH_MIN_CHARS, M.searchTooShort(USER_SEARCH_MIN_CHARS)).max(500),
  for: z.enum(USER_SEARCH_PURPOSES, { message: M.searchPurposeOneOf(USER_SEARCH_PURPOSES.join(', ')) }),
  // The spec's clients send the promotion they search; the host's promotion is the one searched.
  promotion_id: z.string().optional(),
});

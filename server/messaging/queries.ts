// Reads of messaging: the caller's conversation list (two statements a page: the page, then its members), one
// conversation, and a page of a thread. Only current members read a conversation; anyone else gets a 404.
import { db } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import { isConversationMember } from '@/server/auth/abilities';
import { listEnvelope, listLink, toPage, type Page } from '@/server/platform/pagination';
import type { ExtraMeta } from '@/lib/list-response';
import { DEFAULT_THREAD_PAGE_SIZE, INCLUDED_MESSAGES, type ConversationInclude } from '@/lib/messaging/constants';
import { MESSAGING_MESSAGES } from '@/lib/messaging/messages';
import type { Conversation, MessagePage } from '@/lib/messaging/types';
import type { MessagePageQuery } from '@/lib/messaging/schemas';
import { conversationCountSql, conversationMembersSql, conversationPageSql, membershipSql, threadCountSql, threadPageSql, type ListSelection } from './sql';
import { serializeConversation, serializeMessage, type MemberRow } from './serialize';

/** The caller's membership of a conversation of this promotion, with what the rules need to know about it. */
export async function findMembership(promotionId: number, userId: number, conversationId: number) {
  const row = await membershipSql.first(db, conversationId, userId, promotionId);
  if (!row) return null;
  const { left_at, muted, ...conversation } = row;
  return { left_at, muted, conversation };
}
export type Membership = NonNullable<Awaited<ReturnType<typeof findMembership>>>;

/** A conversation the caller is a current member of, else 404 (another promotion's, one never joined, one left). */
export async function membershipOrNotFound(promotionId: number, userId: number, conversationId: number): Promise<Membership> {
  const membership = await findMembership(promotionId, userId, conversationId);
  if (!membership || !isConversationMember(membership)) throw new NotFound(MESSAGING_MESSAGES.conversationNotFound);
  return membership;
}

async function conversations(selection: ListSelection): Promise<{ data: Conversation[]; total: number | null }> {
  const rows = await conversationPageSql.all(db, selection);
  if (rows.length === 0) return { data: [], total: null };
  const members = await conversationMembersSql.all(db, rows.map((r) => r.id), selection.userId);
  const byConversation = new Map<number, MemberRow[]>();
  for (const m of members) byConversation.set(m.conversation_id, [...(byConversation.get(m.conversation_id) ?? []), m]);
  return { data: rows.map((r) => serializeConversation(r, byConversation.get(r.id) ?? [])), total: rows[0].total };
}

/** GET /users/{id}/conversations: the caller's current conversations, most recent message first. */
export async function listConversations(promotionId: number, userId: number, include: ConversationInclude, page: Page) {
  const { data, total } = await conversations({
    userId, promotionId, limit: page.take ?? null, offset: page.skip, messagesEach: include === 'all' ? INCLUDED_MESSAGES : 1, conversationId: null,
  });
  // A page past the end has no row to carry the total.
  const count = total ?? (await conversationCountSql.first(db, userId, promotionId))?.total ?? 0;
  return { data, total: count };
}

/** One conversation as the list shows it, with its newest page of messages; null when the caller is not a member. */
export async function findConversation(promotionId: number, userId: number, conversationId: number): Promise<Conversation | null> {
  const { data } = await conversations({ userId, promotionId, limit: 1, offset: 0, messagesEach: INCLUDED_MESSAGES, conversationId });
  return data[0] ?? null;
}

export async function conversationOrNotFound(promotionId: number, userId: number, conversationId: number): Promise<Conversation> {
  const conversation = await findConversation(promotionId, userId, conversationId);
  if (!conversation) throw new NotFound(MESSAGING_MESSAGES.conversationNotFound);
  return conversation;
}

/**
 * GET /conversations/{id}/messages: a page of the thread, oldest first, ending just before `before` (the screen's
 * keyset) or the `page`-th page counted from the newest (the list contract); total_records counts the whole thread.
 */
export async function readThread(promotionId: number, userId: number, conversationId: number, query: MessagePageQuery, url: URL): Promise<MessagePage> {
  if (query.before !== undefined && query.page !== undefined) throw new Invalid(MESSAGING_MESSAGES.beforeOrPage);
  await membershipOrNotFound(promotionId, userId, conversationId);
  const size = query.page_size ?? DEFAULT_THREAD_PAGE_SIZE;
  const limit = size === 0 ? null : size + 1;
  const pageNumber = size === 0 ? 1 : query.page ?? 1;
  const [rows, total] = await Promise.all([
    threadPageSql.all(db, conversationId, query.before ?? null, limit, (pageNumber - 1) * size),
    threadCountSql.first(db, conversationId).then((row) => row?.total ?? 0),
  ]);
  if (rows.length === 0 && query.before !== undefined) {
    const anchor = await db.message.count({ where: { id: query.before, conversation_id: conversationId } });
    if (anchor === 0) throw new NotFound(MESSAGING_MESSAGES.messageNotFound);
  }
  const more = limit !== null && rows.length > size;
  const page = (more ? rows.slice(0, size) : rows).reverse().map(serializeMessage);
  const envelope = listEnvelope(page, total, toPage({ page: pageNumber, page_size: size }), url, { has_more_messages: more } satisfies ExtraMeta<MessagePage>);
  if (query.before === undefined) return { ...envelope, meta: { ...envelope.meta, links: { ...envelope.meta.links, next: more ? listLink(url, { page: String(pageNumber + 1) }) : null } } };
  // After a keyset the next (older) page is the one before this page's oldest message.
  const oldest = page[0];
  return { data: page, meta: { total_records: total, has_more_messages: more, links: { current: listLink(url, {}), prev: null, next: more && oldest ? listLink(url, { before: String(oldest.id) }) : null } } };
}

// The raw SQL of messaging (docs/decisions/006-sql-style.md). A conversation list page is two statements whatever it
// holds (the page with each conversation's newest messages, then every member of the page); a thread page is one; a
// sent message is one statement that writes the message, the conversation's and every member's last_message_at and
// the sender's last_seen_at together.
import { Prisma } from '@/generated/prisma/client';
import { col, defineCommand, defineQuery } from '@/server/platform/sql';

/** A message as the SQL builds it (json in lists, columns in a thread). */
export interface MessageJson {
  id: number;
  conversation_id: number;
  content: string;
  image_url: string | null;
  action: string;
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  user_image: string | null;
  created_at: string;
}

const messageJson = (m: string, p: string) => Prisma.raw(
  `json_build_object('id', ${m}.id, 'conversation_id', ${m}.conversation_id, 'content', ${m}.content, 'image_url', ${m}.image_url,
     'action', ${m}.action, 'user_id', ${m}.user_id, 'first_name', ${p}.first_name, 'last_name', ${p}.last_name,
     'user_image', ${p}.image_url, 'created_at', ${m}.created_at)`,
);

export interface ListSelection {
  userId: number;
  promotionId: number;
  /** null: every conversation (page_size 0). */
  limit: number | null;
  offset: number;
  /** Newest messages each conversation carries (1 for include=last). */
  messagesEach: number;
  /** Only this conversation (GET /conversations/{id}, the answer of a create). */
  conversationId: number | null;
}

/**
 * A page of the user's current conversations, most recent message first: one index range on conversation_members
 * (user_id, last_message_at desc), then per conversation of the page its newest `messagesEach` messages off messages
 * (conversation_id, created_at) — read backwards, so a thread of 100,000 messages costs what one of ten does.
 */
export const conversationPageSql = defineQuery({
  name: 'messaging.conversationPage',
  columns: {
    id: col.int, conversation_type: col.text, team_id: col.int.orNull, name: col.text.orNull,
    last_message_at: col.timestamptz.orNull, last_seen_at: col.timestamptz.orNull, muted: col.bool, total: col.int,
    messages: col.json<MessageJson[]>(), has_more_messages: col.bool,
  },
  sql: (s: ListSelection) => Prisma.sql`
    WITH page AS (
      SELECT cm.conversation_id, cm.last_message_at, cm.last_seen_at, cm.muted, count(*) OVER ()::int AS total
        FROM conversation_members cm
       WHERE cm.user_id = ${s.userId}::int AND cm.promotion_id = ${s.promotionId}::int AND cm.left_at IS NULL
             ${s.conversationId === null ? Prisma.empty : Prisma.sql`AND cm.conversation_id = ${s.conversationId}::int`}
       ORDER BY cm.last_message_at DESC, cm.conversation_id DESC
       LIMIT ${s.limit}::int OFFSET ${s.offset}::int
    )
    SELECT c.id, c.conversation_type::text AS conversation_type, c.team_id, c.name, page.last_message_at, page.last_seen_at,
           page.muted, page.total, COALESCE(recent.items, '[]'::json) AS messages, COALESCE(recent.more, false) AS has_more_messages
      FROM page
      JOIN conversations c ON c.id = page.conversation_id
      LEFT JOIN LATERAL (
        SELECT json_agg(${messageJson('x', 'mp')} ORDER BY x.created_at, x.id) FILTER (WHERE x.rn <= ${s.messagesEach}::int) AS items,
               count(*) > ${s.messagesEach}::int AS more
          FROM (SELECT m.*, row_number() OVER (ORDER BY m.created_at DESC, m.id DESC) AS rn
                  FROM messages m WHERE m.conversation_id = c.id
                 ORDER BY m.created_at DESC, m.id DESC LIMIT ${s.messagesEach + 1}::int) x
          LEFT JOIN profiles mp ON mp.user_id = x.user_id
      ) recent ON true
     ORDER BY page.last_message_at DESC, page.conversation_id DESC`,
  examples: [
    [{ userId: 1, promotionId: 1, limit: 20, offset: 0, messagesEach: 1, conversationId: null }],
    [{ userId: 1, promotionId: 1, limit: null, offset: 0, messagesEach: 20, conversationId: 3 }],
  ],
});

/** How many current conversations the user has (a page past the end has no row to carry the total). */
export const conversationCountSql = defineQuery({
  name: 'messaging.conversationCount',
  columns: { total: col.int },
  sql: (userId: number, promotionId: number) => Prisma.sql`
    SELECT count(*)::int AS total FROM conversation_members cm
     WHERE cm.user_id = ${userId}::int AND cm.promotion_id = ${promotionId}::int AND cm.left_at IS NULL`,
  examples: [[1, 1]],
});

/** Everyone but the viewer who is or was in these conversations, with name and photo: one read for a whole page. */
export const conversationMembersSql = defineQuery({
  name: 'messaging.conversationMembers',
  columns: {
    conversation_id: col.int, user_id: col.int, has_left: col.bool, first_name: col.text.orNull, last_name: col.text.orNull,
    image_url: col.text.orNull,
  },
  sql: (conversationIds: number[], viewerId: number) => Prisma.sql`
    SELECT cm.conversation_id, cm.user_id, cm.left_at IS NOT NULL AS has_left, p.first_name, p.last_name, p.image_url
      FROM conversation_members cm
      LEFT JOIN profiles p ON p.user_id = cm.user_id
     WHERE cm.conversation_id = ANY(${conversationIds}::int[]) AND cm.user_id <> ${viewerId}::int
     ORDER BY cm.conversation_id, cm.created_at, cm.user_id`,
  examples: [[[1, 2], 1]],
});

const threadColumns = {
  id: col.int, conversation_id: col.int, content: col.text, image_url: col.text.orNull, action: col.text, user_id: col.int,
  first_name: col.text.orNull, last_name: col.text.orNull, user_image: col.text.orNull, created_at: col.timestamptz,
};

/**
 * A thread page, newest first (the caller reverses it): `limit` messages (null: all) before the message `before`
 * (null: from the newest), keyset on (created_at, id). The created_at bound lets the index range start at the anchor.
 */
export const threadPageSql = defineQuery({
  name: 'messaging.threadPage',
  columns: threadColumns,
  sql: (conversationId: number, before: number | null, limit: number | null, offset: number = 0) => Prisma.sql`
    SELECT m.id, m.conversation_id, m.content, m.image_url, m.action, m.user_id, p.first_name, p.last_name,
           p.image_url AS user_image, m.created_at
      FROM messages m
      ${before === null ? Prisma.empty : Prisma.sql`JOIN messages a ON a.id = ${before}::int AND a.conversation_id = ${conversationId}::int`}
      LEFT JOIN profiles p ON p.user_id = m.user_id
     WHERE m.conversation_id = ${conversationId}::int
           ${before === null ? Prisma.empty : Prisma.sql`AND m.created_at <= a.created_at AND (m.created_at, m.id) < (a.created_at, a.id)`}
     ORDER BY m.created_at DESC, m.id DESC
     LIMIT ${limit}::int ${offset > 0 ? Prisma.sql`OFFSET ${offset}::int` : Prisma.empty}`,
  examples: [[1, null, 51], [1, 10, 51], [1, null, null], [1, null, 51, 50]],
});

/** One message by id, as a thread shows it (the answer of a send). */
export const messageByIdSql = defineQuery({
  name: 'messaging.messageById',
  columns: threadColumns,
  sql: (messageId: number) => Prisma.sql`
    SELECT m.id, m.conversation_id, m.content, m.image_url, m.action, m.user_id, p.first_name, p.last_name,
           p.image_url AS user_image, m.created_at
      FROM messages m LEFT JOIN profiles p ON p.user_id = m.user_id
     WHERE m.id = ${messageId}::int`,
  examples: [[1]],
});

/**
 * Sends a message, only if the sender is a current member: the message, the conversation's last_message_at, every
 * current member's copy of it (their list is ordered by it) and the sender's last_seen_at (their own message is
 * seen), in one statement. No row: the sender is not a member. recipient_ids are the other current members.
 */
export const sendMessageSql = defineQuery({
  name: 'messaging.sendMessage',
  columns: { id: col.int, created_at: col.timestamptz, recipient_ids: col.intArray },
  sql: (promotionId: number, conversationId: number, senderId: number, content: string, imageUrl: string | null, action: 'message' | 'created') => Prisma.sql`
    WITH msg AS (
      INSERT INTO messages (promotion_id, conversation_id, user_id, content, image_url, action, created_at)
      SELECT ${promotionId}::int, ${conversationId}::int, ${senderId}::int, ${content}, ${imageUrl}, ${action}, clock_timestamp()
       WHERE EXISTS (SELECT 1 FROM conversation_members s
                      WHERE s.conversation_id = ${conversationId}::int AND s.user_id = ${senderId}::int
                        AND s.promotion_id = ${promotionId}::int AND s.left_at IS NULL)
      RETURNING id, created_at
    ), conv AS (
      -- Data-modifying CTEs run to completion whether or not they are read.
      UPDATE conversations c SET last_message_at = GREATEST(c.last_message_at, msg.created_at), updated_at = msg.created_at
        FROM msg WHERE c.id = ${conversationId}::int
      RETURNING c.id
    ), members AS (
      UPDATE conversation_members cm
         SET last_message_at = GREATEST(cm.last_message_at, msg.created_at),
             last_seen_at = CASE WHEN cm.user_id = ${senderId}::int THEN msg.created_at ELSE cm.last_seen_at END
        FROM msg WHERE cm.conversation_id = ${conversationId}::int AND cm.left_at IS NULL
      RETURNING cm.user_id
    )
    SELECT msg.id, msg.created_at,
           ARRAY(SELECT members.user_id FROM members WHERE members.user_id <> ${senderId}::int ORDER BY 1) AS recipient_ids
      FROM msg`,
  examples: [[1, 1, 1, 'Hello', null, 'message']],
});

/** Serializes creating the individual conversation of two people (two "first messages" at once make one). */
export const lockPairSql = defineCommand({
  name: 'messaging.lockPair',
  sql: (a: number, b: number) => Prisma.sql`SELECT pg_advisory_xact_lock(hashtextextended(${`conversation:i:${Math.min(a, b)}:${Math.max(a, b)}`}, 0))`,
  examples: [[1, 2]],
});

/** POST /conversations/{id}/seen: the caller has seen everything up to now (never before the last message). */
export const markSeenSql = defineCommand({
  name: 'messaging.markSeen',
  sql: (promotionId: number, conversationId: number, userId: number) => Prisma.sql`
    UPDATE conversation_members SET last_seen_at = GREATEST(clock_timestamp(), last_message_at)
     WHERE conversation_id = ${conversationId}::int AND user_id = ${userId}::int AND promotion_id = ${promotionId}::int AND left_at IS NULL`,
  examples: [[1, 1, 1]],
});

/** Who of the recipients is notified of a message (current members who have not muted it), and what it is called. */
export const notifiedRecipientsSql = defineQuery({
  name: 'messaging.notifiedRecipients',
  columns: { conversation_type: col.text, name: col.text.orNull, user_ids: col.intArray },
  sql: (conversationId: number, recipientIds: number[]) => Prisma.sql`
    SELECT c.conversation_type::text AS conversation_type, c.name,
           ARRAY(SELECT cm.user_id FROM conversation_members cm
                  WHERE cm.conversation_id = c.id AND cm.user_id = ANY(${recipientIds}::int[]) AND NOT cm.muted AND cm.left_at IS NULL
                  ORDER BY cm.user_id) AS user_ids
      FROM conversations c WHERE c.id = ${conversationId}::int`,
  examples: [[1, [2, 3]]],
});

/**
 * The caller's membership of a conversation of this promotion ($3), with its conversation: conversation_members
 * (conversation_id, user_id) unique. $1 conversation, $2 user.
 */
export const membershipSql = defineQuery({
  name: 'messaging.membership',
  columns: {
    left_at: col.timestamptz.orNull, muted: col.bool,
    id: col.int, conversation_type: col.text, team_id: col.int.orNull, name: col.text.orNull,
  },
  sql: (conversationId: number, userId: number, promotionId: number) => Prisma.sql`
    SELECT cm.left_at, cm.muted, c.id, c.conversation_type::text AS conversation_type, c.team_id, c.name
    FROM conversation_members cm JOIN conversations c ON c.id = cm.conversation_id
    WHERE cm.conversation_id = ${conversationId}::int AND cm.user_id = ${userId}::int AND cm.promotion_id = ${promotionId}::int
    LIMIT 1`,
  examples: [[1, 1, 1]],
});

/** How many messages a thread holds: messages (conversation_id, created_at). $1 conversation. */
export const threadCountSql = defineQuery({
  name: 'messaging.threadCount',
  columns: { total: col.int },
  sql: (conversationId: number) => Prisma.sql`SELECT count(*)::int AS total FROM messages WHERE conversation_id = ${conversationId}::int`,
  examples: [[1]],
});

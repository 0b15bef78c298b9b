// Issue 11's part of npm run bench: the header counts, the conversation list, a thread page and sending a message, on
// the scale data's conversations (docs/scale-data.md: participants 2i and 2i+1 share a direct conversation; every
// team has its team conversation).
import type pg from 'pg';

export const CONVERSATION_PAGE_SIZE = 20;
export const THREAD_PAGE_SIZE = 50;

export const socialPaths = {
  headerCounts: () => '/api/header_counts',
  conversations: () => `/api/users/me/conversations?include=last&page_size=${CONVERSATION_PAGE_SIZE}`,
};
export type SocialReadKind = keyof typeof socialPaths | 'thread';
export const SOCIAL_READ_KINDS: readonly SocialReadKind[] = ['headerCounts', 'conversations', 'thread'];

/** The route parameters a recorded call passes its handler (the load itself goes through the app's router). */
export const socialParams = (kind: SocialReadKind, threadId?: number): Record<string, string> =>
  kind === 'conversations' ? { id: 'me' } : kind === 'thread' ? { id: String(threadId) } : {};

/** Each reader's most recently active conversation: the thread the bench reads for them. */
export async function threadsOf(pool: pg.Pool, readers: number[]): Promise<Map<number, number>> {
  const { rows } = await pool.query(
    `SELECT DISTINCT ON (user_id) user_id, conversation_id FROM conversation_members
      WHERE user_id = ANY($1::int[]) AND left_at IS NULL ORDER BY user_id, last_message_at DESC NULLS LAST`,
    [readers],
  );
  return new Map(rows.map((r) => [r.user_id as number, r.conversation_id as number]));
}

export interface SendJob {
  userId: number;
  conversationId: number;
}

/**
 * Senders: `count` participants (not the readers) with the direct conversation each is in. Each sends at most a few
 * messages a run, far under the 30-a-minute flood limit.
 */
export async function pickSenders(pool: pg.Pool, promotionId: number, exclude: number[], count: number): Promise<SendJob[]> {
  const { rows } = await pool.query(
    `SELECT cm.user_id, cm.conversation_id FROM conversation_members cm JOIN conversations c ON c.id = cm.conversation_id
      WHERE cm.promotion_id = $1 AND c.conversation_type = 'i' AND cm.left_at IS NULL AND cm.user_id <> ALL($2::int[])
      ORDER BY random() LIMIT $3`,
    [promotionId, exclude, count],
  );
  return rows.map((r) => ({ userId: r.user_id as number, conversationId: r.conversation_id as number }));
}

const LINES = ['On my way!', 'Great job today.', 'Lunch walk at noon?', 'Logged my stretch break.', 'See you at 3pm.'];
export const sendBody = (i: number) => ({ content: LINES[i % LINES.length] });

// Conversations and notifications. Participants 2i and 2i + 1 (friends) share a direct conversation; every team has
// its team conversation. A conversation's messages are evenly spaced from its start, so last_message_at (on the
// conversation and copied onto each member, as the app keeps it) is a formula rather than a second pass.
import { type ScaleContext, bulkInsert, reserveIds } from './context.ts';
import { userId } from './people.ts';
import { postId } from './social.ts';
import { SALT, int, momentOf, notAfterRun, rnd, text, textArray } from './sql.ts';
import { COMPETITION_START_DAY, NOTIFICATIONS_PER_USER, TEAM_BLOCK, isTeamMember } from './shape.ts';
import { teamCount, teamOf } from './teams.ts';

const LINES = ['Morning! Ready for today?', 'Did you log your walk?', 'Just finished the stretch break.', 'Nice work yesterday!',
  'Want to do the lunch walk together?', 'I am one tile away from finishing my scene.', 'Go team!', 'See you at 3pm.'];
const GAP = "interval '97 minutes'";

/** Direct conversations are numbered by their first participant (u even); team conversations follow them. */
function pairs(ctx: ScaleContext): number {
  return Math.floor(ctx.participants / 2);
}

export async function createConversations(ctx: ScaleContext): Promise<number> {
  const { ids } = ctx;
  ids.conversationBase = await reserveIds(ctx.pool, 'conversations', pairs(ctx) + teamCount(ctx));
  const p = int(ids.promotionId);
  return bulkInsert(ctx, 'conversations', (from, to) => `
    INSERT INTO conversations (id, promotion_id, conversation_type, team_id, name, created_by_id, last_message_at, created_at, updated_at)
    SELECT ${int(ids.conversationBase)} + u / 2, ${p}, 'i', NULL, NULL, ${userId(ctx, 'u')}, c.last, c.first, c.last
      FROM generate_series(${from}, ${to}) u, LATERAL ${direct(ctx, 'u')} c
     WHERE u % 2 = 0 AND u + 1 < ${int(ctx.participants)}
    UNION ALL
    SELECT ${int(ids.conversationBase + pairs(ctx))} + u / ${TEAM_BLOCK}, ${p}, 't', ${teamOf(ctx, 'u')},
           'Team ' || (u / ${TEAM_BLOCK} + 1), ${userId(ctx, 'u')}, c.last, c.first, c.last
      FROM generate_series(${from}, ${to}) u, LATERAL ${team(ctx, 'u')} c
     WHERE u % ${TEAM_BLOCK} = 0`);
}

/** (first, last, messages) of the direct conversation started by u: 4 to 12 messages from a day in the first weeks. */
function direct(ctx: ScaleContext, u: string): string {
  return timeline(ctx, `3 + ${rnd(14, SALT.conversationDay, u)}`, `4 + ${rnd(9, SALT.messages, u)}`);
}

/** (first, last, messages) of the team conversation of leader u: 3 to 8 messages in the competition's first week. */
function team(ctx: ScaleContext, u: string): string {
  return timeline(ctx, `${COMPETITION_START_DAY} + ${rnd(7, SALT.conversationDay, u)}`, `3 + ${rnd(6, SALT.messages, u)}`);
}

function timeline(ctx: ScaleContext, day: string, count: string): string {
  const first = momentOf(ctx.calendar, day, '600');
  return `(SELECT f.first, ${notAfterRun(ctx.calendar, `f.first + ${GAP} * (f.n - 1)`)} AS last, f.n
             FROM (SELECT ${first} AS first, (${count})::int AS n) f)`;
}

export async function createConversationMembers(ctx: ScaleContext): Promise<number> {
  const { ids } = ctx;
  const p = int(ids.promotionId);
  // A member has seen the conversation up to its last message, except ~1 in 4 who have unseen messages.
  return bulkInsert(ctx, 'conversation_members', (from, to) => `
    INSERT INTO conversation_members (conversation_id, user_id, promotion_id, last_message_at, last_seen_at, created_at)
    SELECT c.id, ${userId(ctx, 'u')}, ${p}, c.last_message_at,
           CASE WHEN ${rnd(4, SALT.unseen, 'u', 'c.id')} = 0 THEN c.created_at ELSE c.last_message_at END, c.created_at
      FROM generate_series(${from}, ${to}) u
      JOIN conversations c ON c.id = ${int(ids.conversationBase)} + u / 2
     WHERE u - u % 2 + 1 < ${int(ctx.participants)}
    UNION ALL
    SELECT c.id, ${userId(ctx, 'u')}, ${p}, c.last_message_at,
           CASE WHEN ${rnd(4, SALT.unseen, 'u', 'c.id')} = 0 THEN c.created_at ELSE c.last_message_at END, c.created_at
      FROM generate_series(${from}, ${to}) u
      JOIN conversations c ON c.id = ${int(ids.conversationBase + pairs(ctx))} + u / ${TEAM_BLOCK}
     WHERE ${isTeamMember('u')}`);
}

export async function createMessages(ctx: ScaleContext): Promise<number> {
  const { ids } = ctx;
  const p = int(ids.promotionId);
  const line = (salt: string) => `(${textArray(LINES)})[1 + ${rnd(LINES.length, SALT.messages, 'u', 'm', salt)}]`;
  // Direct: the two take turns. Team: a member speaks (a free agent's turn falls to the leader).
  const speaker = `u + (m * 3) % ${TEAM_BLOCK}`;
  return bulkInsert(ctx, 'messages', (from, to) => `
    INSERT INTO messages (promotion_id, conversation_id, user_id, content, action, created_at)
    SELECT ${p}, ${int(ids.conversationBase)} + u / 2, ${userId(ctx, 'u + m % 2')}, ${line('1')}, 'message',
           ${notAfterRun(ctx.calendar, `c.first + ${GAP} * m`)}
      FROM generate_series(${from}, ${to}) u, LATERAL ${direct(ctx, 'u')} c, generate_series(0, c.n - 1) m
     WHERE u % 2 = 0 AND u + 1 < ${int(ctx.participants)}
    UNION ALL
    SELECT ${p}, ${int(ids.conversationBase + pairs(ctx))} + u / ${TEAM_BLOCK},
           CASE WHEN ${speaker} < ${int(ctx.participants)} AND ${isTeamMember(speaker)} THEN ${userId(ctx, speaker)} ELSE ${userId(ctx, 'u')} END,
           ${line('2')}, 'message', ${notAfterRun(ctx.calendar, `c.first + ${GAP} * m`)}
      FROM generate_series(${from}, ${to}) u, LATERAL ${team(ctx, 'u')} c, generate_series(0, c.n - 1) m
     WHERE u % ${TEAM_BLOCK} = 0`);
}

/**
 * Ten notifications per participant, one every two days, cycling friend, post, message, team and badge keys that
 * name real rows; the older ones are seen and read, the oldest cleared, the last two still unseen.
 */
export async function createNotifications(ctx: ScaleContext): Promise<number> {
  const { ids } = ctx;
  const n = int(ctx.participants);
  const kinds = [
    ["'friend_' || " + userId(ctx, `(u + 1) % ${n}`), 'New friend request', 'You have a new friend request.', '/friends/my'],
    ["'post_' || " + postId(ctx, 'u', 0), 'New like', 'Someone liked your post.', '/wall'],
    [`'message_' || (${int(ids.conversationBase)} + LEAST(u, ${int(ctx.participants - 2)}) / 2)`, 'New message', 'You have a new message.', '/messages'],
    ["'team_' || " + teamOf(ctx, 'u'), 'Team update', 'Your team climbed the leaderboard.', '/leaderboard/team'],
    ["'badge_' || (i + 1)", 'Badge earned', 'You earned a new badge!', '/badges'],
  ];
  const pick = (column: number) => `CASE i % ${kinds.length} ${kinds.map((k, i) => `WHEN ${i} THEN ${column === 0 ? k[0] : text(k[column])}`).join(' ')} END`;
  return bulkInsert(ctx, 'notifications', (from, to) => `
    INSERT INTO notifications (promotion_id, user_id, key, title, message, link, read, seen, cleared, hidden, created_at, updated_at)
    SELECT ${int(ids.promotionId)}, ${userId(ctx, 'u')}, ${pick(0)}, ${pick(1)}, ${pick(2)}, ${pick(3)},
           i < 6, i < 8, i < 3, false, t.at, t.at
      FROM generate_series(${from}, ${to}) u CROSS JOIN generate_series(0, ${NOTIFICATIONS_PER_USER - 1}) i
      CROSS JOIN LATERAL (SELECT ${momentOf(ctx.calendar, `i * 2 + ${rnd(2, SALT.notificationDay, 'u', 'i')}`,
        `420 + ${rnd(840, SALT.notificationKind, 'u', 'i')}`)} AS at) t`);
}

// The raw SQL of the notification centre (docs/decisions/006-sql-style.md): the header counts, one statement of
// scalar subqueries, each an index range of the user's own rows (the indexes are named beside each part).
import { Prisma } from '@/generated/prisma/client';
import { col, defineQuery } from '@/server/platform/sql';

/** Team status 2 is a deleted team: its invitations and requests are nothing to answer. */
const DELETED_TEAM = 2;

export const headerCountsSql = defineQuery({
  name: 'notifications.headerCounts',
  columns: {
    friends: col.int,
    team_requests: col.int,
    duo_requests: col.int,
    journey_goal: col.bool,
    notifications: col.int,
    messages: col.int,
  },
  sql: (userId: number) => Prisma.sql`
    SELECT
      -- friend requests received, unanswered: friendships (friendee_id, status)
      (SELECT count(*)::int FROM friendships f WHERE f.friendee_id = ${userId}::int AND f.status = 'P') AS friends,
      -- invitations to me (team_invites (user_id, invite_type, status)) + requests to the teams I lead
      -- (team_members (user_id), then team_invites (team_id, invite_type, status))
      (SELECT count(*)::int FROM team_invites ti JOIN teams t ON t.id = ti.team_id
        WHERE ti.user_id = ${userId}::int AND ti.invite_type = 'I' AND ti.status = 'U' AND t.status <> ${DELETED_TEAM}::int)
      + (SELECT count(*)::int FROM team_members tm
          JOIN teams t ON t.id = tm.team_id AND t.status <> ${DELETED_TEAM}::int
          JOIN team_invites ti ON ti.team_id = tm.team_id AND ti.invite_type = 'R' AND ti.status = 'U'
        WHERE tm.user_id = ${userId}::int AND tm.is_leader) AS team_requests,
      -- duo invitations received, pending and not started: duos (receiver_id, state)
      (SELECT count(*)::int FROM duos d WHERE d.receiver_id = ${userId}::int AND d.state = 'pending' AND d.started_at IS NULL) AS duo_requests,
      -- the journey goal hit and its celebration not yet seen: the user's flags (primary key)
      coalesce((SELECT u.flags @> '{"goal_hit": true}'::jsonb AND NOT u.flags @> '{"seen_goal_hit": true}'::jsonb
        FROM users u WHERE u.id = ${userId}::int), false) AS journey_goal,
      -- the bell: not seen, not hidden (the partial index notifications_unseen_idx), not cleared; messages have their
      -- own icon and count beside it (below), so a message is not counted twice
      (SELECT count(*)::int FROM notifications n WHERE n.user_id = ${userId}::int AND NOT n.seen AND NOT n.hidden AND NOT n.cleared
          AND n.key NOT LIKE 'message\\_%') AS notifications,
      -- conversations with a message after my last look, muted ones and ones I left excepted:
      -- conversation_members (user_id, last_message_at desc)
      (SELECT count(*)::int FROM conversation_members cm
        WHERE cm.user_id = ${userId}::int AND cm.left_at IS NULL AND NOT cm.muted
          AND cm.last_message_at > coalesce(cm.last_seen_at, '-infinity'::timestamptz)) AS messages`,
  examples: [[1]],
});

/**
 * Who reads a notification with no request of theirs (./readers.ts): each user's saved language, their promotion's
 * default and labels, by primary key. Read after every write that notifies, and for the language of a push
 * (localesOfUsers in server/mail/locale.ts reads the same statement: one statement, one rule for a reader's language).
 */
export const notificationReadersSql = defineQuery({
  name: 'notifications.readers',
  columns: {
    id: col.int, promotion_id: col.int.orNull, locale: col.text.orNull, default_locale: col.text.orNull, point_label: col.text.orNull,
    point_label_plural: col.text.orNull, friend_label: col.text.orNull, friend_label_plural: col.text.orNull, wall_label: col.text.orNull,
  },
  sql: (userIds: number[]) => Prisma.sql`
    SELECT u.id, u.promotion_id, u.locale::text AS locale, p.default_locale, p.point_label, p.point_label_plural, p.friend_label,
           p.friend_label_plural, p.wall_label
    FROM users u LEFT JOIN promotions p ON p.id = u.promotion_id
    WHERE u.id = ANY(${userIds}::int[])`,
  examples: [[[1, 2]]],
});

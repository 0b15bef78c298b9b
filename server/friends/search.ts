// People search (GET /users/search?for=friends): participants of the caller's promotion — not the caller, not a
// deleted account, never another promotion's — whose "first last" contains the text (case-insensitive, from 3
// characters), or whose address is exactly the text. A text with ; or , names several people: each part is looked up
// as an exact address. At most 20, by name; each with the caller's friend status, read for all of them at once.
import { Prisma } from '@/generated/prisma/client';
import { db } from '@/server/db';
import { col, defineQuery } from '@/server/platform/sql';
import { PARTICIPANT_ROLES } from '@/lib/roles';
import { isMultiUserSearch, splitInviteEmails, USER_SEARCH_LIMIT } from '@/lib/friends/constants';
import type { UserSearchResult } from '@/lib/friends/types';
import { fullName } from '@/lib/users/names';
import { friendshipsWith } from './queries';
import { friendStatusOf } from './serialize';
import { listDuoFriends } from '@/server/duos/queries';
import type { DuoFriend } from '@/lib/duos/types';

/** LIKE's own characters taken literally: a search for "50%" is not a wildcard. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The matching ids: by name through profiles_full_name_trgm_idx (the GIN trigram index on exactly this expression,
 * lower(first_name || ' ' || last_name), which serves LIKE '%…%'), and by address through users_promotion_id_email_key.
 * Two arms of a UNION so each uses its index; the users row then scopes to the promotion and its participants.
 */
const userSearchSql = defineQuery({
  name: 'friends.userSearch',
  columns: {
    id: col.int, first_name: col.text.orNull, last_name: col.text.orNull, image_url: col.text.orNull,
    location_id: col.int.orNull, location_name: col.text.orNull,
  },
  sql: (promotionId: number, userId: number, pattern: string | null, emails: string[], limit: number) => Prisma.sql`
    SELECT u.id, p.first_name, p.last_name, p.image_url, l.id AS location_id, l.name AS location_name
    FROM (
      ${pattern === null ? Prisma.empty : Prisma.sql`SELECT n.user_id AS id FROM profiles n WHERE lower(n.first_name || ' ' || n.last_name) LIKE ${pattern} UNION `}
      SELECT e.id FROM users e WHERE e.promotion_id = ${promotionId} AND e.email = ANY(${emails}::text[])
    ) hit
    JOIN users u ON u.id = hit.id
    JOIN profiles p ON p.user_id = u.id
    LEFT JOIN locations l ON l.id = u.location_id
    WHERE u.promotion_id = ${promotionId} AND u.deleted_at IS NULL AND u.id <> ${userId}
      AND u.role IN (${Prisma.join(PARTICIPANT_ROLES)})
    ORDER BY lower(p.first_name || ' ' || p.last_name), u.id
    LIMIT ${limit}`,
  examples: [[1, 1, '%ann%', ['ann'], 20], [1, 1, null, ['a@example.com', 'b@example.com'], 20]],
});

export async function searchUsers(promotionId: number, userId: number, text: string, limit: number = USER_SEARCH_LIMIT): Promise<UserSearchResult[]> {
  const multi = isMultiUserSearch(text);
  const emails = multi ? splitInviteEmails(text).map((e) => e.toLowerCase()) : [text.replace(/\s+/g, '').toLowerCase()];
  const pattern = multi ? null : `%${likeLiteral(text.trim().replace(/\s+/g, ' ').toLowerCase())}%`;
  const rows = await userSearchSql.all(db, promotionId, userId, pattern, emails, limit);
  // One read for every result's friend status; a friendship a moderator closed (X) leaves the person out.
  const friendships = await friendshipsWith(promotionId, userId, rows.map((r) => r.id));
  return rows.flatMap((r) => {
    const status = friendStatusOf(friendships.get(r.id) ?? [], userId);
    if (status === 'moderator') return [];
    return [{
      id: r.id,
      full_name: fullName(r.first_name, r.last_name),
      image: { url: r.image_url },
      location: r.location_id !== null && r.location_name !== null ? { id: r.location_id, name: r.location_name } : null,
      status: status.status,
      friendship_id: status.friendship_id,
    }];
  });
}

/** GET /users/search?for=duos: the caller's friends whose name contains the text, with their duo availability. */
export function searchDuoFriends(promotionId: number, userId: number, text: string): Promise<DuoFriend[]> {
  const pattern = `%${likeLiteral(text.trim().replace(/\s+/g, ' ').toLowerCase())}%`;
  return listDuoFriends(promotionId, userId, { pattern, limit: USER_SEARCH_LIMIT });
}

/**
 * GET /users/search?for=team: the people search (with friend statuses) left to participants not on a live team of
 * the competition — the ones a leader can invite. Reads three pages' worth so the filter still fills a page.
 */
export async function searchTeamCandidates(promotionId: number, userId: number, competitionId: number, text: string): Promise<UserSearchResult[]> {
  const rows = await searchUsers(promotionId, userId, text, USER_SEARCH_LIMIT * 3);
  if (rows.length === 0) return [];
  const onTeams = await db.teamMember.findMany({
    where: { competition_id: competitionId, user_id: { in: rows.map((r) => r.id) }, team: { status: { not: 2 } } }, select: { user_id: true },
  });
  const taken = new Set(onTeams.map((m) => m.user_id));
  return rows.filter((r) => !taken.has(r.id)).slice(0, USER_SEARCH_LIMIT);
}

// The raw SQL of the wall (docs/decisions/006-sql-style.md). A page is four statements whatever it holds: the ids of
// the page, the total, the posts of those ids with everything a card shows built as JSON in PostgreSQL, and the same
// for their first comments. No statement runs per post.
import { Prisma } from '@/generated/prisma/client';
import { col, defineQuery, PLAN_PER_CALL } from '@/server/platform/sql';
import { acceptedFriendIdsSql } from '@/server/friends/sql';
import type { WallFilter } from '@/lib/wall/constants';

/** Which top-level posts of which wall a list asks for. */
export interface WallSelection {
  promotionId: number;
  wallableType: string;
  wallableId: number;
  viewerId: number;
  filter: WallFilter;
  /** The viewer's location (the location tab); null matches nobody. */
  locationId: number | null;
  /** Only this author's posts. */
  authorId: number | null;
  /** Case-insensitive text match; null for none. */
  search: string | null;
}

/** LIKE pattern of a search text, its wildcards taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The wall's own rows: its top-level posts (the partial indexes WHERE depth = 0 serve them), maybe searched. */
function onTheWall(s: WallSelection): Prisma.Sql {
  const search = s.search ? Prisma.sql` AND p.content ILIKE ${likePattern(s.search)}` : Prisma.empty;
  return Prisma.sql`p.promotion_id = ${s.promotionId}::int AND p.wallable_type = ${s.wallableType} AND p.wallable_id = ${s.wallableId}::int AND p.depth = 0${search}`;
}

/**
 * The authors a list is limited to, when it is limited to a few: the ones followed, the friends, oneself, one person.
 * Such a list is read author by author off posts (user_id, created_at desc, id desc WHERE depth = 0) — scanning the
 * wall's 200,000 posts for a friend's ten is what this avoids. Null for lists of the whole wall.
 */
function fewAuthors(s: WallSelection): Prisma.Sql | null {
  const base = ((): Prisma.Sql | null => {
    switch (s.filter) {
      case 'my':
        return Prisma.sql`SELECT ${s.viewerId}::int AS author_id`;
      case 'following':
        return Prisma.sql`SELECT fo.followed_user_id AS author_id FROM follows fo WHERE fo.user_id = ${s.viewerId}::int AND fo.promotion_id = ${s.promotionId}::int`;
      case 'friends':
        return Prisma.sql`SELECT friend_id AS author_id FROM (${acceptedFriendIdsSql(Prisma.sql, Prisma.sql`${s.promotionId}::int`, Prisma.sql`${s.viewerId}::int`)}) friends`;
      default:
        return null;
    }
  })();
  if (s.authorId === null) return base;
  if (base) return Prisma.sql`SELECT b.author_id FROM (${base}) b WHERE b.author_id = ${s.authorId}::int`;
  return s.filter === 'all' ? Prisma.sql`SELECT ${s.authorId}::int AS author_id` : null;
}

/**
 * The rest narrow the wall's own index (promotion, wallable, created_at desc, id desc WHERE depth = 0): colleagues of
 * one location (many authors, so the newest posts soon match) and the posts one is tagged in (post_tags (user_id)).
 */
function wallWhere(s: WallSelection): Prisma.Sql {
  const author = s.authorId === null ? Prisma.empty : Prisma.sql` AND p.user_id = ${s.authorId}::int`;
  return Prisma.sql`${filteredWall(s)}${author}`;
}

function filteredWall(s: WallSelection): Prisma.Sql {
  switch (s.filter) {
    case 'location':
      return Prisma.sql`${onTheWall(s)} AND p.user_id IN (SELECT lu.id FROM users lu WHERE lu.location_id = ${s.locationId}::int AND lu.promotion_id = ${s.promotionId}::int)`;
    case 'tagged':
      return Prisma.sql`${onTheWall(s)} AND p.id IN (SELECT pt.post_id FROM post_tags pt WHERE pt.user_id = ${s.viewerId}::int AND pt.promotion_id = ${s.promotionId}::int)`;
    default:
      return onTheWall(s);
  }
}

/** The page's ids: author by author (each author's newest limit+offset, merged) or straight off the wall. */
function pageIds(s: WallSelection, limit: number, offset: number): Prisma.Sql {
  const authors = fewAuthors(s);
  if (!authors) {
    return Prisma.sql`SELECT p.id FROM posts p WHERE ${wallWhere(s)} ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit} OFFSET ${offset}`;
  }
  return Prisma.sql`
    SELECT x.id FROM (${authors}) a
    CROSS JOIN LATERAL (SELECT p.id, p.created_at FROM posts p WHERE p.user_id = a.author_id AND ${onTheWall(s)}
                         ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit + offset}::int) x
    ORDER BY x.created_at DESC, x.id DESC LIMIT ${limit}::int OFFSET ${offset}::int`;
}

function total(s: WallSelection): Prisma.Sql {
  const authors = fewAuthors(s);
  if (!authors) return Prisma.sql`SELECT count(*)::int AS total FROM posts p WHERE ${wallWhere(s)}`;
  // A correlated count per author: a join here is planned as a hash over the whole wall.
  return Prisma.sql`SELECT COALESCE(sum((SELECT count(*) FROM posts p WHERE p.user_id = a.author_id AND ${onTheWall(s)})), 0)::int AS total FROM (${authors}) a`;
}

const EXAMPLE: WallSelection = { promotionId: 1, wallableType: 'Promotion', wallableId: 1, viewerId: 1, filter: 'all', locationId: null, authorId: null, search: null };
const EXAMPLES: WallSelection[] = [
  EXAMPLE,
  { ...EXAMPLE, filter: 'following' },
  { ...EXAMPLE, filter: 'friends' },
  { ...EXAMPLE, filter: 'location', locationId: 1 },
  { ...EXAMPLE, filter: 'my', search: 'walk' },
  { ...EXAMPLE, filter: 'tagged', authorId: 2 },
  { ...EXAMPLE, filter: 'all', authorId: 2 },
  { ...EXAMPLE, filter: 'my', authorId: 2 },
];

/** One page of a wall's top-level posts, newest first (ties by id). */
export const wallPageIdsSql = defineQuery({
  name: 'wall.pageIds',
  columns: { id: col.int },
  // Planned per call: three friends' posts and a location's hundreds of authors want different plans, and the generic
  // plan PostgreSQL would settle on after five runs scans the whole wall (90–680 ms at 200,000 posts).
  sql: (s: WallSelection, limit: number, offset: number) => Prisma.sql`${Prisma.raw(PLAN_PER_CALL)} ${pageIds(s, limit, offset)}`,
  examples: EXAMPLES.map((s) => [s, 20, 0] as [WallSelection, number, number]),
});

/** How many top-level posts the same list holds. */
export const wallCountSql = defineQuery({
  name: 'wall.count',
  columns: { total: col.int },
  sql: (s: WallSelection) => Prisma.sql`${Prisma.raw(PLAN_PER_CALL)} ${total(s)}`,
  examples: EXAMPLES.map((s) => [s] as [WallSelection]),
});

/** The whole wall's total, kept by the posts trigger (wall_post_counts): no count over the wall's rows. */
export const wallStoredCountSql = defineQuery({
  name: 'wall.storedCount',
  columns: { total: col.int },
  sql: (promotionId: number, wallableType: string, wallableId: number) => Prisma.sql`
    SELECT COALESCE((SELECT w.count FROM wall_post_counts w
                      WHERE w.promotion_id = ${promotionId}::int AND w.wallable_type = ${wallableType} AND w.wallable_id = ${wallableId}::int), 0)::int AS total`,
  examples: [[1, 'Promotion', 1]],
});

/** A person as the JSON of a post shows them. */
export interface PersonJson {
  id: number;
  first_name: string | null;
  last_name: string | null;
  image_url: string | null;
}
export interface AuthorJson extends PersonJson {
  role: string;
  location_id: number | null;
  location_name: string | null;
}
export interface LikeJson extends PersonJson {
  like_id: number;
  created_at: string;
}
export interface PostableJson {
  title: string | null;
  summary: string | null;
  image_url: string | null;
}

/** Most likes a post carries inline (the viewer's own always among them); like_count has the total. */
export const LIKES_INLINE = 20;

/**
 * The posts of `ids` (any order; the caller orders), each with its author, tags, up to LIKES_INLINE likes (the
 * viewer's first), the like and comment counts, the ids of its first `commentIds` comments (oldest first; 0 for
 * none, -1 for all), whether the viewer likes it and follows its author, and what it shares.
 */
export const wallPostsSql = defineQuery({
  name: 'wall.posts',
  columns: {
    id: col.int, user_id: col.int, content: col.text, wallable_type: col.text, wallable_id: col.int,
    parent_post_id: col.int.orNull, depth: col.int, postable_type: col.text.orNull, postable_id: col.int.orNull,
    photo_url: col.text.orNull, photo_width: col.int.orNull, photo_height: col.int.orNull, is_flagged: col.bool, flagged_by: col.int.orNull,
    created_at: col.timestamptz, updated_at: col.timestamptz,
    author: col.json<AuthorJson>(),
    tags: col.json<PersonJson[]>(),
    likes: col.json<LikeJson[]>(),
    like_count: col.int, liked_by_me: col.bool, comment_count: col.int, comment_ids: col.intArray,
    following_author: col.bool,
    postable: col.json<PostableJson | null>().orNull,
  },
  sql: (promotionId: number, ids: number[], viewerId: number, commentIds: number) => Prisma.sql`
    SELECT p.id, p.user_id, p.content, p.wallable_type, p.wallable_id, p.parent_post_id, p.depth, p.postable_type,
           p.postable_id, p.photo_url, p.photo_width, p.photo_height, p.is_flagged, p.flagged_by,
           p.created_at, p.updated_at,
           json_build_object('id', u.id, 'first_name', pr.first_name, 'last_name', pr.last_name, 'image_url', pr.image_url,
                             'role', u.role, 'location_id', loc.id, 'location_name', loc.name) AS author,
           COALESCE((SELECT json_agg(json_build_object('id', tu.id, 'first_name', tp.first_name, 'last_name', tp.last_name,
                                                       'image_url', tp.image_url) ORDER BY t.created_at, t.user_id)
                       FROM post_tags t JOIN users tu ON tu.id = t.user_id LEFT JOIN profiles tp ON tp.user_id = tu.id
                      WHERE t.post_id = p.id), '[]'::json) AS tags,
           COALESCE((SELECT json_agg(json_build_object('like_id', l.id, 'id', l.user_id, 'created_at', l.created_at,
                                                       'first_name', lp.first_name, 'last_name', lp.last_name, 'image_url', lp.image_url)
                                     ORDER BY l.mine DESC, l.created_at, l.id)
                       FROM (SELECT li.id, li.user_id, li.created_at, li.user_id = ${viewerId}::int AS mine FROM likes li
                              WHERE li.post_id = p.id ORDER BY li.user_id = ${viewerId}::int DESC, li.created_at, li.id
                              LIMIT ${LIKES_INLINE}) l
                       LEFT JOIN profiles lp ON lp.user_id = l.user_id), '[]'::json) AS likes,
           (SELECT count(*)::int FROM likes lc WHERE lc.post_id = p.id) AS like_count,
           EXISTS (SELECT 1 FROM likes lm WHERE lm.post_id = p.id AND lm.user_id = ${viewerId}::int) AS liked_by_me,
           (SELECT count(*)::int FROM posts c WHERE c.parent_post_id = p.id) AS comment_count,
           ARRAY(SELECT c.id FROM posts c WHERE c.parent_post_id = p.id AND ${commentIds}::int <> 0
                  ORDER BY c.created_at, c.id LIMIT CASE WHEN ${commentIds}::int < 0 THEN NULL ELSE ${commentIds}::int END) AS comment_ids,
           EXISTS (SELECT 1 FROM follows fo WHERE fo.user_id = ${viewerId}::int AND fo.followed_user_id = p.user_id) AS following_author,
           CASE p.postable_type
             WHEN 'Recipe' THEN (SELECT json_build_object('title', r.title, 'summary', r.description, 'image_url', r.image_url)
                                   FROM recipes r WHERE r.id = p.postable_id)
             WHEN 'Activity' THEN (SELECT json_build_object('title', a.name, 'summary', a.blurb, 'image_url', a.image_url)
                                     FROM activities a WHERE a.id = p.postable_id)
             WHEN 'Tip' THEN (SELECT json_build_object('title', cc.title, 'summary', cc.summary, 'image_url', cc.image1)
                                FROM custom_contents cc WHERE cc.id = p.postable_id)
             WHEN 'Article' THEN (SELECT json_build_object('title', cc.title, 'summary', cc.summary, 'image_url', cc.image1)
                                    FROM custom_contents cc WHERE cc.id = p.postable_id)
           END AS postable
      FROM posts p
      JOIN users u ON u.id = p.user_id
      LEFT JOIN profiles pr ON pr.user_id = u.id
      LEFT JOIN locations loc ON loc.id = u.location_id
     WHERE p.promotion_id = ${promotionId}::int AND p.id = ANY(${ids}::int[])`,
  examples: [[1, [1, 2], 1, 2], [1, [1], 1, -1]],
});

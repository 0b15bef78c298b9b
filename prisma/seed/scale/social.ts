// Friends and the wall: friendships with neighbours, two wall posts and a journal reflection per participant, a
// comment on every third participant's first post, likes from the author's neighbours and a few tags.
import { type ScaleContext, bulkInsert, reserveIds, run } from './context.ts';
import { userId } from './people.ts';
import { SALT, int, momentOf, notAfterRun, rnd, textArray } from './sql.ts';
import {
  ACTIVITIES_PER_WEEK, DAYS_ELAPSED, FRIEND_OFFSETS, LIKE_OFFSETS, MAX_SCENES_PER_USER, POSTS_PER_USER,
} from './shape.ts';

const WALL_POSTS = [
  'Took the stairs all week and I can feel it!', 'Lunch walk with the team today, highly recommend.',
  'Five minutes of box breathing before the big meeting worked wonders.', 'Who else is on a streak this week?',
  'Tried the gratitude note, it made my morning.', 'Stretch break at 3pm, join me!',
  'Finished my first scene, on to the next one.', 'Phone-free dinner tonight. Small win.',
];
const REFLECTIONS = [
  'This week I noticed I sleep better after an evening walk.', 'Hard week, but the breathing exercise helped.',
  'I want to keep the single-tasking hour going.', 'Calling an old friend was the highlight of my week.',
];
const COMMENTS = ['Love this!', 'Great idea, trying it tomorrow.', 'Keep it up!', 'Same here, it really helps.'];

/** Post p (0, 1 wall posts; 2 journal; 3 comment) of participant u. */
export function postId(ctx: ScaleContext, u: string, p: number): string {
  return `(${int(ctx.ids.postBase)} + (${u}) * ${POSTS_PER_USER} + ${p})`;
}

/** The day a participant's post p was written (also used for its comment, which comes a little later). */
function postDay(u: string, p: string): string {
  return `${rnd(DAYS_ELAPSED, SALT.postDay, u, p)}`;
}

export async function createFriendships(ctx: ScaleContext): Promise<number> {
  const n = int(ctx.participants);
  // Accepted 16 in 20, pending 3, declined 1. Small runs can make the same pair twice: the pair index refuses it.
  return bulkInsert(ctx, 'friendships', (from, to) => `
    INSERT INTO friendships (promotion_id, friender_id, friendee_id, status, created_at, updated_at)
    SELECT ${int(ctx.ids.promotionId)}, ${userId(ctx, 'u')}, ${userId(ctx, `(u + o) % ${n}`)},
           CASE WHEN s.v < 16 THEN 'A' WHEN s.v < 19 THEN 'P' ELSE 'D' END, s.at, s.at
      FROM generate_series(${from}, ${to}) u CROSS JOIN unnest(ARRAY[${FRIEND_OFFSETS.join(', ')}]::int[]) o
      CROSS JOIN LATERAL (SELECT ${rnd(20, SALT.friendStatus, 'u', 'o')} AS v,
                                 ${momentOf(ctx.calendar, `-7 + ${rnd(12, SALT.friendship, 'u', 'o')}`, '720')} AS at) s
     WHERE (u + o) % ${n} <> u
    ON CONFLICT DO NOTHING`);
}

/** Wall posts (a fifth share an activity) and one journal reflection about the participant's first scene. */
export async function createPosts(ctx: ScaleContext): Promise<number> {
  const { ids, calendar } = ctx;
  ids.postBase = await reserveIds(ctx.pool, 'posts', ctx.participants * POSTS_PER_USER);
  const p = int(ids.promotionId);
  return bulkInsert(ctx, 'posts', (from, to) => `
    INSERT INTO posts (id, promotion_id, user_id, content, wallable_type, wallable_id, depth, postable_type, postable_id,
                       user_scene_id, created_at, updated_at)
    SELECT ${int(ids.postBase)} + u * ${POSTS_PER_USER} + k, ${p}, ${userId(ctx, 'u')},
           CASE WHEN k < 2 THEN (${textArray(WALL_POSTS)})[1 + ${rnd(WALL_POSTS.length, SALT.postShare, 'u', 'k', '1')}]
                ELSE (${textArray(REFLECTIONS)})[1 + ${rnd(REFLECTIONS.length, SALT.postShare, 'u', 'k', '1')}] END,
           CASE WHEN k < 2 THEN 'Promotion' ELSE 'User' END, CASE WHEN k < 2 THEN ${p} ELSE ${userId(ctx, 'u')} END, 0,
           CASE WHEN k = 2 THEN 'Journal' WHEN s.shares THEN 'Activity' END,
           CASE WHEN k < 2 AND s.shares THEN ${int(ids.activityBase)} + ${rnd(ACTIVITIES_PER_WEEK, SALT.postShare, 'u', 'k', '2')} END,
           CASE WHEN k = 2 THEN ${int(ids.userSceneBase)} + u * ${MAX_SCENES_PER_USER} END, s.at, s.at
      FROM generate_series(${from}, ${to}) u CROSS JOIN generate_series(0, 2) k
      CROSS JOIN LATERAL (SELECT ${rnd(5, SALT.postShare, 'u', 'k')} = 0 AS shares,
                                 ${momentOf(calendar, postDay('u', 'k'), `480 + ${rnd(720, SALT.postDay, 'u', 'k', '1')}`)} AS at) s`);
}

/**
 * The walls' post counts (wall_post_counts), which a trigger keeps in the product but bulk inserts skip (they run
 * with row triggers off): recounted once from the rows.
 */
export async function recountWalls(ctx: ScaleContext): Promise<number> {
  return run(ctx, `
    INSERT INTO wall_post_counts (promotion_id, wallable_type, wallable_id, count)
    SELECT promotion_id, wallable_type, wallable_id, count(*)::int FROM posts
     WHERE promotion_id = $1 AND depth = 0 AND wallable_type <> 'User' GROUP BY 1, 2, 3
    ON CONFLICT (promotion_id, wallable_type, wallable_id) DO UPDATE SET count = EXCLUDED.count`, [ctx.ids.promotionId]);
}

/** Every third participant comments on the first post of participant u + 3, an hour or two after it. */
export async function createComments(ctx: ScaleContext): Promise<number> {
  const { ids, calendar } = ctx;
  const author = `((u + 3) % ${int(ctx.participants)})`;
  return bulkInsert(ctx, 'posts', (from, to) => `
    INSERT INTO posts (id, promotion_id, user_id, content, wallable_type, wallable_id, parent_post_id, depth, created_at, updated_at)
    SELECT ${postId(ctx, 'u', 3)}, ${int(ids.promotionId)}, ${userId(ctx, 'u')},
           (${textArray(COMMENTS)})[1 + ${rnd(COMMENTS.length, SALT.comment, 'u', '1')}], 'Post', ${postId(ctx, author, 0)},
           ${postId(ctx, author, 0)}, 1, s.at, s.at
      FROM generate_series(${from}, ${to}) u
      CROSS JOIN LATERAL (SELECT ${momentOf(calendar, postDay(author, '0'),
        `480 + ${rnd(720, SALT.postDay, author, '0', '1')} + 60 + ${rnd(60, SALT.comment, 'u', '2')}`)} AS at) s
     WHERE ${rnd(3, SALT.comment, 'u')} = 0`);
}

/** Likes on wall posts from 0 to 5 of the author's neighbours; a tenth of first posts tag the next participant. */
export async function createLikes(ctx: ScaleContext): Promise<number> {
  const n = int(ctx.participants);
  return bulkInsert(ctx, 'likes', (from, to) => `
    INSERT INTO likes (promotion_id, user_id, post_id, created_at)
    SELECT ${int(ctx.ids.promotionId)}, ${userId(ctx, `(u + l.o) % ${n}`)}, ${postId(ctx, 'u', 0)} + k,
           ${notAfterRun(ctx.calendar, "p.created_at + interval '30 minutes' * l.i")}
      FROM generate_series(${from}, ${to}) u CROSS JOIN generate_series(0, 1) k
      CROSS JOIN unnest(ARRAY[${LIKE_OFFSETS.join(', ')}]::int[]) WITH ORDINALITY AS l(o, i)
      JOIN posts p ON p.id = ${postId(ctx, 'u', 0)} + k
     WHERE l.i <= ${rnd(LIKE_OFFSETS.length + 1, SALT.likes, 'u', 'k')} AND (u + l.o) % ${n} <> u
    ON CONFLICT DO NOTHING`);
}

export async function createPostTags(ctx: ScaleContext): Promise<number> {
  const n = int(ctx.participants);
  return bulkInsert(ctx, 'post_tags', (from, to) => `
    INSERT INTO post_tags (post_id, user_id, promotion_id, created_at)
    SELECT p.id, ${userId(ctx, `(u + 1) % ${n}`)}, ${int(ctx.ids.promotionId)}, p.created_at
      FROM generate_series(${from}, ${to}) u JOIN posts p ON p.id = ${postId(ctx, 'u', 0)}
     WHERE ${rnd(10, SALT.tag, 'u')} = 0 AND (u + 1) % ${n} <> u`);
}

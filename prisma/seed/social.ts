// Friendships in every status, the acme wall (posts, comments, likes, tags, follows, a flagged post, shared tips and
// recipes, tip walls), and tip favorites and shares.
import { once, type Tx } from './lib/once.ts';
import { random } from './lib/random.ts';
import { insertMany, insertReturning } from './lib/bulk.ts';
import type { SeedContext } from './lib/context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { at } from './dates.ts';
import { loadParticipants, type Participant } from './participants.ts';
import { loadTips } from './content.ts';
import { loadRecipes } from './recipes.ts';
import { planFriendships } from './social-friends.ts';
import { WALL_POSTS, EXPERT_POSTS, COORDINATOR_POSTS, COMMENTS, FLAGGED_POST, WALL_PHOTO_SIZE } from './data/wall.ts';

type PostRow = Prisma.PostCreateManyInput & { key: string };

export async function seedSocial(ctx: SeedContext): Promise<void> {
  const { db, acme, ids } = ctx;
  await once(
    db, 'social',
    async () => (await db.friendship.count({ where: { promotion_id: acme.id } })) > 0,
    async (tx) => {
      const rnd = random('social');
      const people = await loadParticipants(ctx);
      const active = people.filter((p) => p.engagement !== 'new');
      const by = (email: string) => people.find((p) => p.email === email)!;
      const maya = by('participant@example.com');

      const friendships = planFriendships(people, acme);
      await insertMany(tx, 'friendships', friendships.map((f) => ({ ...f, promotion_id: acme.id })));
      const friendsOf = (id: number) =>
        friendships.filter((f) => f.status === 'A' && (f.friender_id === id || f.friendee_id === id)).map((f) => (f.friender_id === id ? f.friendee_id! : f.friender_id));

      // Top-level posts on the acme wall, oldest first.
      const wall = { promotion_id: acme.id, wallable_type: 'Promotion', wallable_id: acme.id, depth: 0 };
      const dayAt = (i: number, total: number) => acme.daysSoFar[Math.min(acme.dayIndex, Math.floor((i * (acme.dayIndex + 1)) / total))];
      const authors = [maya, ...rnd.shuffle(active.filter((p) => p.id !== maya.id))];
      const tips = await loadTips(ctx);
      const recipes = await loadRecipes(ctx);
      // The shared tip is one already out (tips are released day by day from the start, server/tips/queries.ts).
      const released = tips.filter((t) => (t.days_from_start ?? 0) <= acme.dayIndex);
      const sharedTip = released[Math.min(12, released.length - 1)] ?? tips[0];
      const posts: PostRow[] = [
        ...COORDINATOR_POSTS.map((text, i) => ({ ...wall, key: `coordinator:${i}`, user_id: by('coordinator@example.com').id, content: text, created_at: at(acme.daysSoFar[i * 6], 9, 5) })),
        ...EXPERT_POSTS.map((text, i) => ({ ...wall, key: `expert:${i}`, user_id: ids.users['poster@example.com'], content: text, created_at: at(acme.daysSoFar[Math.min(acme.dayIndex, 4 + i * 5)], 8, 30) })),
        ...WALL_POSTS.map((post, i) => ({
          ...wall, key: `wall:${i}`, user_id: authors[i % authors.length].id, content: post.text,
          photo_url: post.photo ? `/demo/wall/photo-${post.photo}.svg` : null,
          photo_width: post.photo ? WALL_PHOTO_SIZE.width : null, photo_height: post.photo ? WALL_PHOTO_SIZE.height : null, created_at: at(dayAt(i, WALL_POSTS.length), rnd.int(8, 20), rnd.int(0, 59)),
        })),
        { ...wall, key: 'share:tip', user_id: by('friend@example.com').id, content: 'This tip changed my afternoons. Try it!', postable_type: 'Tip', postable_id: sharedTip.id, created_at: at(acme.daysSoFar[Math.max(0, acme.dayIndex - 3)], 15, 10) },
        { ...wall, key: 'share:recipe', user_id: maya.id, content: 'Made this for lunch all week — so good.', postable_type: 'Recipe', postable_id: recipes[8].id, created_at: at(acme.daysSoFar[Math.max(0, acme.dayIndex - 2)], 12, 40) },
        // Reported by a colleague, waiting in the coordinator's Flagged Posts tab.
        { ...wall, key: 'flagged', user_id: active[7].id, content: FLAGGED_POST, is_flagged: true, flagged_by: active[12].id,
          created_at: at(acme.daysSoFar[Math.max(0, acme.dayIndex - 1)], 10, 12), flagged_at: at(acme.daysSoFar[Math.max(0, acme.dayIndex - 1)], 11, 2) },
        // Comments on tips live on the tip's own wall.
        ...[0, 3].flatMap((t, j) => COMMENTS.slice(j * 2, j * 2 + 2).map((text, k) => ({
          promotion_id: acme.id, wallable_type: 'Tip', wallable_id: tips[t].id, depth: 0, key: `tip:${t}:${k}`, user_id: active[(t + k * 5) % active.length].id, content: text,
          created_at: at(acme.daysSoFar[Math.min(acme.dayIndex, t + k + 1)], 13, 20),
        }))),
      ];
      const created = await insertReturning<Omit<PostRow, 'key'>, { id: number; user_id: number; created_at: Date; wallable_type: string }>(
        tx, 'posts', posts.map(({ key: _key, ...p }) => p), 'id, user_id, created_at, wallable_type',
      );
      const wallPosts = created.filter((p) => p.wallable_type === 'Promotion');

      // The flagged post's report history (issue 32): reported once before, put back by the coordinator, then reported
      // again; each report says why, so the Flagged Posts tab shows a reason and "reported 2 times".
      const flaggedPost = await tx.post.findFirstOrThrow({ where: { promotion_id: acme.id, is_flagged: true, content: FLAGGED_POST }, select: { id: true } });
      const flaggedDay = acme.daysSoFar[Math.max(0, acme.dayIndex - 1)];
      await insertMany(tx, 'post_flags', [
        { promotion_id: acme.id, post_id: flaggedPost.id, flagged_by: active[4].id, reason: 'Selling tickets here feels like spam.', created_at: at(flaggedDay, 10, 30), cleared_at: at(flaggedDay, 10, 48), cleared_by: by('coordinator@example.com').id },
        { promotion_id: acme.id, post_id: flaggedPost.id, flagged_by: active[12].id, reason: 'Ticket resale is against the company policy on the intranet.', created_at: at(flaggedDay, 11, 2) },
      ] satisfies Prisma.PostFlagCreateManyInput[]);

      // Comments (depth 1, same wall as their post), likes, and tags of the author's friends.
      const comments: Prisma.PostCreateManyInput[] = [];
      const likes: Prisma.LikeCreateManyInput[] = [];
      const tags: Prisma.PostTagCreateManyInput[] = [];
      for (const post of wallPosts) {
        const when = new Date(post.created_at).getTime();
        for (const c of rnd.sample(active.filter((p) => p.id !== post.user_id), rnd.int(0, 4))) {
          comments.push({ ...wall, depth: 1, parent_post_id: post.id, user_id: c.id, content: rnd.pick(COMMENTS), created_at: new Date(Math.min(Date.now() - 60_000, when + rnd.int(10, 600) * 60_000)) });
        }
        for (const l of rnd.sample(active.filter((p) => p.id !== post.user_id), post.user_id === maya.id ? rnd.int(6, 14) : rnd.int(0, 10))) {
          likes.push({ promotion_id: acme.id, post_id: post.id, user_id: l.id, created_at: new Date(Math.min(Date.now() - 60_000, when + rnd.int(5, 900) * 60_000)) });
        }
        const friends = friendsOf(post.user_id);
        if (friends.length && rnd.chance(0.3)) {
          for (const f of rnd.sample(friends, rnd.int(1, 2))) tags.push({ promotion_id: acme.id, post_id: post.id, user_id: f, created_at: post.created_at });
        }
      }
      await insertMany(tx, 'posts', comments);
      await insertMany(tx, 'likes', likes);
      await insertMany(tx, 'post_tags', tags);

      // Follows: Maya follows a few voices she likes; others follow now and then.
      const follows: Prisma.FollowCreateManyInput[] = [];
      for (const p of active) {
        const targets = p.id === maya.id ? [by('friend@example.com'), ...active.slice(3, 6)] : rnd.chance(0.4) ? rnd.sample(active, rnd.int(1, 3)) : [];
        for (const t of new Set(targets.filter((t) => t.id !== p.id))) follows.push({ promotion_id: acme.id, user_id: p.id, followed_user_id: t.id });
      }
      await insertMany(tx, 'follows', follows);
      await seedTipEngagement(tx, acme.id, active, tips.map((t) => t.id), rnd, acme.daysSoFar);
    },
    ctx.log,
  );
}

async function seedTipEngagement(tx: Tx, promotionId: number, active: Participant[], tipIds: number[], rnd: ReturnType<typeof random>, days: string[]) {
  const likes: Prisma.CustomContentLikeCreateManyInput[] = [];
  const shares: Prisma.CustomContentShareCreateManyInput[] = [];
  for (const p of active) {
    const maya = p.email === 'participant@example.com';
    for (const tip of maya ? tipIds.slice(0, 4) : rnd.sample(tipIds, rnd.int(0, 3))) {
      likes.push({ promotion_id: promotionId, user_id: p.id, custom_content_id: tip, created_at: at(rnd.pick(days), 12, rnd.int(0, 59)) });
    }
    if (maya || rnd.chance(0.25)) {
      shares.push({ promotion_id: promotionId, user_id: p.id, custom_content_id: rnd.pick(tipIds), via: rnd.pick(['email', 'facebook', 'linkedin', 'twitter']), created_at: at(rnd.pick(days), 16, rnd.int(0, 59)) });
    }
  }
  await insertMany(tx, 'custom_content_likes', likes);
  await insertMany(tx, 'custom_content_shares', shares);
}

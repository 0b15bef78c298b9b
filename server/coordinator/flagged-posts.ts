// The coordinator's Flagged Posts tab (social-engagement.md §6): the review queue of reported wall posts and
// comments, oldest report first; unreport and delete by the wall's own rules (server/auth/abilities.ts), audited.
// Location and regional coordinators review the posts of authors in their reach. Reveal is the screen's: the content
// stays behind a button until the reviewer asks for it.
import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/server/db';
import { Forbidden, NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { mayDeletePost, mayUnreportPost, isWallExpert, type PostFacts } from '@/server/auth/abilities';
import { deletePost, updatePost } from '@/server/posts/mutations';
import type { Actor } from '@/server/auth/actor';
import type { Role } from '@/lib/roles';
import { fullName } from '@/lib/users/names';
import type { FlaggedPost, PostFlagEntry } from '@/lib/coordinator/types';
import { clearPostFlag } from '@/server/posts/flags';
import { COORDINATOR_MESSAGES as M } from '@/lib/coordinator/messages';
import { WALL_MESSAGES } from '@/lib/wall/messages';
import type { CoordinatorScope } from './context';

const person = { select: { id: true, role: true, profile: { select: { first_name: true, last_name: true } } } } as const;
const postSelect = {
  id: true, user_id: true, content: true, photo_url: true, created_at: true, flagged_at: true, flagged_by: true, depth: true,
  user: person, flagged_by_user: person, tags: { select: { user_id: true } },
  // The post's reports, oldest first: the open one's reason, and every earlier report and who cleared it.
  flags: { select: { id: true, reason: true, created_at: true, cleared_at: true, flagged_by_user: person, cleared_by_user: person }, orderBy: [{ created_at: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.PostSelect;
type Row = Prisma.PostGetPayload<{ select: typeof postSelect }>;

const nameOf = (u: { profile: { first_name: string; last_name: string } | null }) => fullName(u.profile?.first_name, u.profile?.last_name);

function whereInReach(scope: CoordinatorScope): Prisma.PostWhereInput {
  return {
    promotion_id: scope.promotionId, is_flagged: true, wallable_type: { not: 'User' },
    ...(scope.reach === 'all' ? {} : { user: { location_id: { in: [...scope.reach] } } }),
  };
}

const facts = (p: Row): PostFacts => ({
  user_id: p.user_id, author_is_expert: isWallExpert(p.user.role as Role), is_flagged: true, flagged_by: p.flagged_by,
  tagged_user_ids: p.tags.map((t) => t.user_id),
});

export async function listFlaggedPosts(scope: CoordinatorScope): Promise<FlaggedPost[]> {
  const rows = await db.post.findMany({ where: whereInReach(scope), select: postSelect, orderBy: [{ flagged_at: 'asc' }, { id: 'asc' }], take: 200 });
  return rows.map(serializeFlaggedPost);
}

const personOf = (u: Row['user'] | null) => (u ? { id: u.id, name: nameOf(u) } : null);

function serializeFlaggedPost(p: Row): FlaggedPost {
  const history: PostFlagEntry[] = p.flags.map((f) => ({
    id: f.id, reason: f.reason, flagged_at: f.created_at.toISOString(), flagged_by: personOf(f.flagged_by_user),
    cleared_at: f.cleared_at?.toISOString() ?? null, cleared_by: personOf(f.cleared_by_user),
  }));
  const open = history.findLast((f) => f.cleared_at === null);
  return {
    id: p.id, content: p.content, photo_url: p.photo_url, created_at: p.created_at.toISOString(), flagged_at: p.flagged_at?.toISOString() ?? null,
    author: { id: p.user.id, name: nameOf(p.user) },
    flagged_by: personOf(p.flagged_by_user),
    is_comment: p.depth > 0,
    // Posts reported before the history existed have no rows: they count once, with no reason.
    reason: open?.reason ?? null, times_flagged: Math.max(1, history.length), history,
  };
}

/** Posts waiting for review in the viewer's reach: the cockpit's figure, counted over the list's own filter. */
export async function countFlaggedPosts(scope: CoordinatorScope): Promise<number> {
  return db.post.count({ where: whereInReach(scope) });
}

async function flaggedPost(scope: CoordinatorScope, postId: number): Promise<Row> {
  const post = await db.post.findFirst({ where: { id: postId, ...whereInReach(scope) }, select: postSelect });
  if (!post) throw new NotFound(M.postNotFound);
  return post;
}

type Source = { actorId: number; ip: string | null };

export async function unreportFlaggedPost(scope: CoordinatorScope, actor: Actor, source: Source, postId: number): Promise<void> {
  const post = await flaggedPost(scope, postId);
  if (!mayUnreportPost(actor, facts(post))) throw new Forbidden(WALL_MESSAGES.cannotUnreport);
  await db.$transaction(async (tx) => {
    await updatePost(tx, post.id, { is_flagged: false, flagged_by: null, flagged_at: null }, { id: true });
    await clearPostFlag(tx, post.id, source.actorId);
    await recordAudit(tx, { ...source, action: 'unreport', recordType: 'Post', recordId: post.id, promotionId: scope.promotionId, before: { is_flagged: true }, after: { is_flagged: false } });
  });
}

export async function deleteFlaggedPost(scope: CoordinatorScope, actor: Actor, source: Source, postId: number): Promise<void> {
  const post = await flaggedPost(scope, postId);
  if (!mayDeletePost(actor, facts(post))) throw new Forbidden(WALL_MESSAGES.cannotDelete);
  await db.$transaction(async (tx) => {
    await deletePost(tx, post.id);
    await recordAudit(tx, { ...source, action: 'delete', recordType: 'Post', recordId: post.id, promotionId: scope.promotionId, before: { content: post.content.slice(0, 200), author_id: post.user_id }, after: null });
  });
}

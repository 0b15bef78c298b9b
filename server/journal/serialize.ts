// A journal post as My Journey reads it (id, content, wallable_id,
// wallable_type, depth, postable_type Journal, scene, duo; each like names its user); the shapes are
// lib/journal/types.ts.
import { todayIn } from '@/lib/promotion-dates';
import type { JournalLike, JournalPost, JournalProfile } from '@/lib/journal/types';
import type { LikeRow } from '@/server/posts/queries';
import type { JournalPostRow } from './queries';
import { fullName } from '@/lib/users/names';

type Names = { first_name: string; last_name: string; image_url: string | null } | null;

function profileOf(profile: Names): JournalProfile {
  const first = profile?.first_name ?? '';
  const last = profile?.last_name ?? '';
  return { first_name: first, last_name: last, full_name: fullName(first, last), image: { url: profile?.image_url ?? null } };
}

export function serializeLike(like: LikeRow): JournalLike {
  return {
    id: like.id,
    user_id: like.user_id,
    // A like is user_id, likeable_id and likeable_type, and a journal post likes as a Post.
    likeable_id: like.post_id,
    likeable_type: 'Post' as const,
    created_at: like.created_at.toISOString(),
    user: { id: like.user.id, profile: profileOf(like.user.profile) },
  };
}

/** The calendar day a reflection belongs to: its creation time in the promotion's time zone. */
export function journalDay(createdAt: Date, timeZone: string): string {
  return todayIn(timeZone, createdAt);
}

export function serializeJournalPost(post: JournalPostRow, ctx: { timeZone: string; viewerId: number }): JournalPost {
  const scene = post.user_scene;
  const duo = post.duo;
  const partner = duo ? (duo.sender_id === post.user_id ? duo.receiving_user : duo.sending_user) : null;
  const day = journalDay(post.created_at, ctx.timeZone);
  return {
    id: post.id,
    content: post.content,
    created_at: post.created_at.toISOString(),
    updated_at: post.updated_at.toISOString(),
    recorded_on: day,
    day,
    user_id: post.user_id,
    wallable_id: post.wallable_id,
    wallable_type: post.wallable_type,
    depth: post.depth,
    postable_type: post.postable_type,
    scene: scene
      ? {
          id: scene.id,
          user_scene_id: scene.id,
          scene_id: scene.scene.id,
          name: scene.scene.name,
          scene_type: scene.scene.scene_type,
          layout_version: scene.scene.layout_version,
          tile_urls: scene.scene.tile_urls,
          current_state: scene.current_state,
          sequence: scene.sequence,
          completed_at: scene.completed_at?.toISOString() ?? null,
        }
      : null,
    duo: duo
      ? {
          id: duo.id,
          state: duo.state,
          started_at: duo.started_at?.toISOString() ?? null,
          completed_at: duo.completed_at?.toISOString() ?? null,
          duo_template: duo.duo_template,
          partner: partner ? { id: partner.id, profile: profileOf(partner.profile) } : null,
        }
      : null,
    likes: post.likes.map(serializeLike),
    like_count: post.likes.length,
    liked_by_me: post.likes.some((l) => l.user_id === ctx.viewerId),
    is_mine: post.user_id === ctx.viewerId,
  };
}

// Rows of wallPostsSql → the wall's JSON (lib/wall/types.ts), for one viewer: the abilities come from the rules in
// server/auth/abilities.ts, and a flagged post's author is disguised for viewers who may not see flagged content.
import {
  mayDeletePost, mayFollowFromPost, mayOpenUserPopup, mayRemoveTag, mayReportPost, mayUnreportPost, mayViewFlaggedPost,
  type PostFacts,
} from '@/server/auth/abilities';
import type { Actor } from '@/server/auth/actor';
import { DEFAULT_USER_IMAGE, FLAGGED_USER_NAME, type PostableType, type WallableType } from '@/lib/wall/constants';
import type { PostableSummary, WallAuthor, WallLike, WallPost } from '@/lib/wall/types';
import type { PersonJson, wallPostsSql } from './sql';
import { fullName } from '@/lib/users/names';

type Row = Awaited<ReturnType<typeof wallPostsSql.all>>[number];
export type { Row as PostRow };

const nameOf = (p: Pick<PersonJson, 'first_name' | 'last_name'>) => fullName(p.first_name, p.last_name);
const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export function postFacts(row: Pick<Row, 'user_id' | 'is_flagged' | 'flagged_by' | 'author' | 'tags'>): PostFacts {
  return {
    user_id: row.user_id,
    author_is_expert: row.author.role === 'Poster',
    is_flagged: row.is_flagged,
    flagged_by: row.flagged_by,
    tagged_user_ids: row.tags.map((t) => t.id),
  };
}

function author(row: Row, disguised: boolean): WallAuthor {
  if (disguised) {
    return {
      id: null,
      profile: { first_name: FLAGGED_USER_NAME, last_name: '', full_name: FLAGGED_USER_NAME, image: { url: DEFAULT_USER_IMAGE }, location: null, is_wall_expert: false },
    };
  }
  const a = row.author;
  return {
    id: a.id,
    profile: {
      first_name: a.first_name ?? '',
      last_name: a.last_name ?? '',
      full_name: nameOf(a),
      image: { url: a.image_url },
      location: a.location_id === null ? null : { id: a.location_id, name: a.location_name ?? '' },
      is_wall_expert: a.role === 'Poster',
    },
  };
}

const POSTABLE_LINKS: Record<PostableType, (id: number) => string> = {
  Tip: (id) => `/tip/${id}`,
  Recipe: (id) => `/recipe/${id}`,
  Activity: (id) => `/activity/${id}`,
  Article: (id) => `/learn/article/${id}`,
};

function postable(row: Row): PostableSummary | null {
  if (!row.postable_type || row.postable_id === null || !row.postable) return null;
  const type = row.postable_type as PostableType;
  return {
    type, id: row.postable_id, title: row.postable.title ?? '', summary: row.postable.summary, image_url: row.postable.image_url,
    link: POSTABLE_LINKS[type](row.postable_id),
  };
}

export function serializeLike(like: { like_id: number; id: number; created_at: string | Date } & Omit<PersonJson, 'id'>, postId: number): WallLike {
  return {
    id: like.like_id, user_id: like.id, likeable_id: postId, likeable_type: 'Post', created_at: iso(like.created_at),
    user: { id: like.id, profile: { first_name: like.first_name ?? '', last_name: like.last_name ?? '', full_name: nameOf(like), image: { url: like.image_url } } },
  };
}

/** One post for one viewer; `comments` are its comments already serialized (empty when none were asked for). */
export function serializeWallPost(row: Row, viewer: Pick<Actor, 'id' | 'role'>, comments: WallPost[]): WallPost {
  const facts = postFacts(row);
  const seesFlagged = mayViewFlaggedPost(viewer, facts);
  const disguised = row.is_flagged && !seesFlagged;
  const isComment = row.depth > 0 || row.parent_post_id !== null;
  return {
    id: row.id,
    content: row.content,
    user_id: disguised ? null : row.user_id,
    user: author(row, disguised),
    wallable_type: row.wallable_type as WallableType,
    wallable_id: row.wallable_id,
    parent_post_id: row.parent_post_id,
    depth: row.depth,
    type: isComment ? 'Comment' : 'Post',
    tagged_users: row.tags.map((t) => ({ id: t.id, full_name: nameOf(t), image: { url: t.image_url } })),
    postable_type: (row.postable_type as PostableType | null) ?? null,
    postable_id: row.postable_id,
    postable: postable(row),
    photo: row.photo_url ? { url: row.photo_url, width: row.photo_width, height: row.photo_height } : null,
    likes: row.likes.map((l) => serializeLike(l, row.id)),
    like_count: row.like_count,
    liked_by_me: row.liked_by_me,
    is_flagged: row.is_flagged,
    flagged_by: seesFlagged || row.flagged_by === viewer.id ? row.flagged_by : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_mine: row.user_id === viewer.id,
    following_author: !disguised && row.following_author,
    abilities: {
      delete: mayDeletePost(viewer, facts),
      report: mayReportPost(viewer, facts),
      unreport: mayUnreportPost(viewer, facts),
      follow: mayFollowFromPost(viewer, facts),
      view_flagged: seesFlagged,
      remove_tag: mayRemoveTag(viewer, facts, viewer.id),
      open_user_popup: mayOpenUserPopup(viewer, facts),
    },
    posts: comments,
    comment_count: row.comment_count,
  };
}

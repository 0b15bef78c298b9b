// The JSON of the wall (GET/POST /api/posts, /api/posts/{id}, likes, follows, tags): produced by
// server/wall/serialize.ts, read by lib/query/wall.ts and the realtime events newPostCreated/newLikeCreated.
// Viewer-dependent fields (liked_by_me, abilities, the flagged author's disguise) are computed for the caller.
import type { ListResponse } from '@/lib/list-response';
import type { PostableType, WallableType } from './constants';

export interface WallImage {
  url: string | null;
}

/** A post's photo: its size in pixels from the upload (null when the stored file does not say), so the page can
 *  reserve its box before it loads. */
export interface WallPhoto extends WallImage {
  width: number | null;
  height: number | null;
}

/** The author as a post shows them. A flagged post's author is "Flagged User" with the default image (and id null)
 *  for viewers who may not see flagged content. */
export interface WallAuthor {
  id: number | null;
  profile: {
    first_name: string;
    last_name: string;
    full_name: string;
    image: WallImage;
    location: { id: number; name: string } | null;
    /** A Poster: an expert writing on the program's walls. */
    is_wall_expert: boolean;
  };
}

/** A like with who gave it (likeable_type is always Post). */
export interface WallLike {
  id: number;
  user_id: number;
  likeable_id: number;
  likeable_type: 'Post';
  created_at: string;
  user: { id: number; profile: { first_name: string; last_name: string; full_name: string; image: WallImage } };
}

export interface TaggedUser {
  id: number;
  full_name: string;
  image: WallImage;
}

/** What a post shares (a tip, a recipe, an article, an activity): enough to draw a card linking to it. */
export interface PostableSummary {
  type: PostableType;
  id: number;
  title: string;
  summary: string | null;
  image_url: string | null;
  /** Where the card links inside the product. */
  link: string;
}

/** What the caller may do with this post (the rules live in server/auth/abilities.ts; the client only draws them). */
export interface PostAbilities {
  delete: boolean;
  report: boolean;
  unreport: boolean;
  /** Follow (or unfollow) the author: not one's own posts, not flagged ones. */
  follow: boolean;
  /** The caller sees a flagged post's author and content without revealing it (author, moderators, posters). */
  view_flagged: boolean;
  /** The caller is tagged and may remove their own tag. */
  remove_tag: boolean;
  /** Open the author's user popup: another user, a post that is not flagged. */
  open_user_popup: boolean;
}

export interface WallPost {
  id: number;
  /** Plain text with line breaks; @-tags are plain text too. The client escapes it (never HTML). */
  content: string;
  user_id: number | null;
  user: WallAuthor;
  wallable_type: WallableType;
  wallable_id: number;
  parent_post_id: number | null;
  /** 0 top level, above 0 a comment. */
  depth: number;
  /** 'Comment' when depth > 0 or it has a parent, else 'Post'. */
  type: 'Post' | 'Comment';
  tagged_users: TaggedUser[];
  postable_type: PostableType | null;
  postable_id: number | null;
  postable: PostableSummary | null;
  /** Null when there is no photo (a default image counts as none). */
  photo: WallPhoto | null;
  likes: WallLike[];
  like_count: number;
  liked_by_me: boolean;
  is_flagged: boolean;
  /** The reporter's id: only for the reporter and moderators (null otherwise). */
  flagged_by: number | null;
  created_at: string;
  updated_at: string;
  is_mine: boolean;
  /** Does the caller follow the author? */
  following_author: boolean;
  abilities: PostAbilities;
  /** Comments, oldest first: the first 2 in a list, all of them on GET /posts/{id}. */
  posts: WallPost[];
  comment_count: number;
}

/** GET /api/posts */
export type WallPostList = ListResponse<WallPost>;

/** GET /api/users/{user_id}/follows: the synthetic All Following entry first, then each followed user. */
export interface Follow {
  /** The followed user's id, or 'following' for the synthetic entry. */
  id: number | 'following';
  user_id: number;
  profile: { full_name: string; image: WallImage };
}
export type FollowList = ListResponse<Follow>;

/** DELETE /api/posts/{id}/tags/{user_id} */
export interface TagRemoval {
  tagged_users: TaggedUser[];
}

/** A friend in the tag dialog. */
export interface TaggableFriend {
  friendee: { id: number; full_name: string; image: WallImage };
  is_tagged: boolean;
}

/** GET /api/wall/promotions (dashboard): a promotion whose wall the caller may write on, and its realtime channel. */
export interface WallPromotion {
  id: number;
  name: string;
  websocket_channel: string;
}

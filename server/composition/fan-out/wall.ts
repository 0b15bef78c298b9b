// What the wall causes after a commit: every open wall of the promotion hears of a new post or like (it fetches what
// it shows itself), and the people concerned get a notification — the author of the post a comment answers, the
// people a post tags, the author of a liked post. Nobody is notified of their own doing. Each notification carries
// the first words of the comment, the tagging post or the liked post (its excerpt), so it says what as well as who:
// every person notified may read that post (they wrote it, it answers them, or it names them).
import { db } from '@/server/db';
import { publish } from '@/server/realtime/publish';
import { notify } from '@/server/notifications/mutations';
import { notificationText } from '@/server/notifications/texts';
import type { DomainEventMap } from '@/server/events/types';
import { handler } from '@/server/events/handler';
import { excerptOf } from '@/lib/notifications/excerpt';

type PostCreated = DomainEventMap['post.created'];
type LikeCreated = DomainEventMap['like.created'];

/** Where a notification about a post leads: the top-level post, with the comment highlighted. */
const postLink = (post: PostCreated['post']) => (post.parent_post_id ? `/wall/post/${post.parent_post_id}?reply=${post.id}` : `/wall/post/${post.id}`);

/** A post's first words; null for a photo-only post, or one deleted before its notification was written. */
async function postExcerpt(postId: number): Promise<string | null> {
  const row = await db.post.findUnique({ where: { id: postId }, select: { content: true } });
  return excerptOf(row?.content);
}

export const newPostCreated = handler<PostCreated>({
  name: 'realtime.newPostCreated',
  run: ({ wall, post }) => publish({ channel: wall.channel, event: 'newPostCreated', data: post }),
});

export const postNotifications = handler<PostCreated>({
  name: 'notifications.post',
  run: async ({ promotionId, userId, post, wall, parentAuthorId, taggedUserIds }) => {
    const commented = parentAuthorId !== null && parentAuthorId !== userId;
    const tagged = taggedUserIds.filter((id) => id !== userId);
    if (!commented && tagged.length === 0) return;
    const excerpt = await postExcerpt(post.id);
    await notify([
      ...(commented
        ? [{ promotionId, userId: parentAuthorId, key: `post_comment_${post.id}`, ...notificationText('postComment', { actor: wall.actorName }), excerpt, link: postLink(post) }]
        : []),
      ...tagged.map((id) => ({
        promotionId, userId: id, key: `post_tag_${post.id}`, ...notificationText('postTag', { actor: wall.actorName }), excerpt, link: postLink(post),
      })),
    ]);
  },
});

export const newLikeCreated = handler<LikeCreated>({
  name: 'realtime.newLikeCreated.wall',
  when: ({ wall }) => wall !== null,
  run: ({ wall, like }) => publish({ channel: wall!.channel, event: 'newLikeCreated', data: like }),
});

export const likeNotification = handler<LikeCreated>({
  name: 'notifications.like',
  when: ({ wall, userId, postAuthorId }) => wall !== null && userId !== postAuthorId,
  run: async ({ promotionId, userId, postId, postAuthorId, wall }) =>
    notify([{
      promotionId, userId: postAuthorId, key: `post_like_${postId}_${userId}`, ...notificationText('postLike', { actor: wall!.actorName }),
      excerpt: await postExcerpt(postId), link: `/wall/post/${postId}`,
    }]),
});

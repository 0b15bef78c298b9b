// What the wall causes after a commit: every open wall of the promotion hears of a new post or like (it fetches what
// it shows itself), and the people concerned get a notification — the author of the post a comment answers, the
// people a post tags, the author of a liked post. Nobody is notified of their own doing.
import { publish } from '@/server/realtime/publish';
import { notify } from '@/server/notifications/mutations';
import type { DomainEventMap } from '@/server/events/types';
import { handler } from '@/server/events/handler';

type PostCreated = DomainEventMap['post.created'];
type LikeCreated = DomainEventMap['like.created'];

/** Where a notification about a post leads: the top-level post, with the comment highlighted. */
const postLink = (post: PostCreated['post']) => (post.parent_post_id ? `/wall/post/${post.parent_post_id}?reply=${post.id}` : `/wall/post/${post.id}`);

export const newPostCreated = handler<PostCreated>({
  name: 'realtime.newPostCreated',
  run: ({ wall, post }) => publish({ channel: wall.channel, event: 'newPostCreated', data: post }),
});

export const postNotifications = handler<PostCreated>({
  name: 'notifications.post',
  run: ({ promotionId, userId, post, wall, parentAuthorId, taggedUserIds }) =>
    notify([
      ...(parentAuthorId !== null && parentAuthorId !== userId
        ? [{ promotionId, userId: parentAuthorId, key: `post_comment_${post.id}`, title: 'New comment', message: `${wall.actorName} commented on your post.`, link: postLink(post) }]
        : []),
      ...taggedUserIds.filter((id) => id !== userId).map((id) => ({
        promotionId, userId: id, key: `post_tag_${post.id}`, title: 'You were tagged', message: `${wall.actorName} tagged you in a post.`, link: postLink(post),
      })),
    ]),
});

export const newLikeCreated = handler<LikeCreated>({
  name: 'realtime.newLikeCreated.wall',
  when: ({ wall }) => wall !== null,
  run: ({ wall, like }) => publish({ channel: wall!.channel, event: 'newLikeCreated', data: like }),
});

export const likeNotification = handler<LikeCreated>({
  name: 'notifications.like',
  when: ({ wall, userId, postAuthorId }) => wall !== null && userId !== postAuthorId,
  run: ({ promotionId, userId, postId, postAuthorId, wall }) =>
    notify([{
      promotionId, userId: postAuthorId, key: `post_like_${postId}_${userId}`, title: 'New like',
      message: `${wall!.actorName} liked your post.`, link: `/wall/post/${postId}`,
    }]),
});

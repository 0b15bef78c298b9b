'use client';
// A post's (or comment's) actions, driven only by what the server says the viewer may do (abilities): Report
// (asks first, with an optional reason; button 'Report'), Unreport, Delete (asks; 'Delete'), Remove my tag (asks; 'Remove'), Follow / Unfollow.
import { useTranslations } from 'next-intl';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@/components/ui/menu';
import { Ellipsis, Flag, Tag, Trash2, UserCheck, UserPlus } from '@/components/ui/icons';
import { errorMessagesOf } from '@/lib/api-client';
import { useDeletePost, useFlagPost, useFollowAuthor, useRemoveTag } from '@/lib/query/wall';
import type { WallPost } from '@/lib/wall/types';
import { ReportReason } from './report-reason';

export function hasActions(post: WallPost): boolean {
  const a = post.abilities;
  return a.report || a.unreport || a.delete || a.remove_tag || (a.follow && post.user.id !== null);
}

export function PostMenu({ post, viewerId, authorName }: { post: WallPost; viewerId: number | undefined; authorName: string }) {
  const t = useTranslations('wall');
  const kind = post.type === 'Comment' ? 'comment' : 'post';
  if (!hasActions(post)) return null;
  return (
    <Menu modal={false}>
      <MenuTrigger
        aria-label={t('actionsFor', { name: authorName, kind })}
        className="inline-grid size-10 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
      >
        <Ellipsis className="size-5" aria-hidden="true" />
      </MenuTrigger>
      <MenuContent>
        <PostMenuItems post={post} viewerId={viewerId} authorName={authorName} />
      </MenuContent>
    </Menu>
  );
}

/**
 * The items and what they do, mounted only while the menu is open: every post and comment on screen has a menu, and
 * its four mutations were work on every card's first render. The menu closes when an item is chosen (and a
 * confirmation may come first), so each toast follows its mutation's promise (mutateAsync), which settles whether or
 * not these items are still mounted.
 */
function PostMenuItems({ post, viewerId, authorName }: { post: WallPost; viewerId: number | undefined; authorName: string }) {
  const t = useTranslations('wall');
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const flag = useFlagPost(viewerId);
  const remove = useDeletePost();
  const untag = useRemoveTag(viewerId);
  const follow = useFollowAuthor();
  const a = post.abilities;
  const kind = post.type === 'Comment' ? 'comment' : 'post';
  const fail = (error: unknown) => errorToast(errorMessagesOf(error).join(' '));

  const report = async () => {
    // The reason chosen in the dialog (optional); read when the dialog answers.
    const chosen: { reason: string | null } = { reason: null };
    const body = <ReportReason onChange={(r) => (chosen.reason = r)} />;
    if (!(await confirm({ title: t('reportTitle'), body, confirmLabel: t('reportAction'), tone: 'danger' }))) return;
    void flag.mutateAsync({ post, flagged: true, reason: chosen.reason }).then(() => toast(t('reported')), fail);
  };
  const unreport = () => void flag.mutateAsync({ post, flagged: false }).then(() => toast(t('unreported')), fail);
  const del = async () => {
    const title = kind === 'comment' ? t('deleteCommentTitle') : t('deleteTitle');
    if (!(await confirm({ title, body: t('deleteBody'), confirmLabel: t('deleteAction'), tone: 'danger' }))) return;
    void remove.mutateAsync(post).then(() => toast(kind === 'comment' ? t('commentDeleted') : t('deleted')), fail);
  };
  const removeTag = async () => {
    if (!(await confirm({ title: t('removeTagTitle'), body: t('removeTagBody'), confirmLabel: t('removeAction'), tone: 'danger' }))) return;
    void untag.mutateAsync(post).then(() => toast(t('tagRemoved')), fail);
  };
  const toggleFollow = () => {
    if (post.user.id === null) return;
    const next = !post.following_author;
    void follow
      .mutateAsync({ userId: post.user.id, follow: next })
      .then(() => toast(next ? t('nowFollowing', { name: authorName }) : t('noLongerFollowing', { name: authorName })), fail);
  };

  return (
    <>
      {a.follow && post.user.id !== null ? (
        <MenuItem onSelect={toggleFollow}>
          {post.following_author ? <UserCheck className="size-4" aria-hidden="true" /> : <UserPlus className="size-4" aria-hidden="true" />}
          {post.following_author ? t('unfollowName', { name: authorName }) : t('followName', { name: authorName })}
        </MenuItem>
      ) : null}
      {a.remove_tag ? (
        <MenuItem onSelect={removeTag}>
          <Tag className="size-4" aria-hidden="true" />
          {t('removeMyTag')}
        </MenuItem>
      ) : null}
      {a.report ? (
        <MenuItem onSelect={report}>
          <Flag className="size-4" aria-hidden="true" />
          {t('reportAction')}
        </MenuItem>
      ) : null}
      {a.unreport ? (
        <MenuItem onSelect={unreport}>
          <Flag className="size-4" aria-hidden="true" />
          {t('unreportAction')}
        </MenuItem>
      ) : null}
      {a.delete ? (
        <MenuItem tone="danger" onSelect={del}>
          <Trash2 className="size-4" aria-hidden="true" />
          {t('deleteAction')}
        </MenuItem>
      ) : null}
    </>
  );
}

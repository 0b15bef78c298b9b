'use client';
// Who wrote a post: picture, name (opening the user popup when the server allows it: another user, a post that is
// not flagged; the picture beside it is decorative, so one control per person), the expert badge, location and time.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Avatar, initialsOf } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { BadgeCheck } from '@/components/ui/icons';
import { UserPopupTrigger } from '@/components/users/user-popup';
import { FLAGGED_USER_NAME } from '@/lib/wall/constants';
import type { WallPost } from '@/lib/wall/types';
import { RelativeTime } from './relative-time';

/** The author's name; the server's disguise of a flagged post's author ('Flagged User') in the reader's language. */
export function authorNameOf(post: WallPost, t: ReturnType<typeof useTranslations<'wall'>>): string {
  const name = post.user.profile.full_name;
  if (post.user.id === null && name === FLAGGED_USER_NAME) return t('flaggedUser');
  return name || t('someone');
}

export function PostAuthor({ post, headingId, compact = false, aside }: { post: WallPost; headingId: string; compact?: boolean; aside?: ReactNode }) {
  const t = useTranslations('wall');
  const profile = post.user.profile;
  // A post's author heads its card (h3 under the list's h2); a comment's author one level below.
  const Heading = compact ? 'h4' : 'h3';
  const name = authorNameOf(post, t);
  const avatar = <Avatar src={profile.image.url} initials={initialsOf(profile.first_name, profile.last_name, name)} className={compact ? 'size-8' : 'size-11'} />;
  return (
    <div className="flex min-w-0 items-start gap-3">
      {avatar}
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <Heading id={headingId} className={`font-semibold text-ink [overflow-wrap:anywhere] ${compact ? 'text-sm' : 'text-base'}`}>
            {post.abilities.open_user_popup && post.user.id !== null ? (
              <UserPopupTrigger userId={post.user.id} name={name} className="cursor-pointer rounded underline-offset-2 hover:underline">
                {name}
              </UserPopupTrigger>
            ) : (
              name
            )}
          </Heading>
          {profile.is_wall_expert ? (
            <Badge tone="accent">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              {t('expertBadge')}
            </Badge>
          ) : null}
          {aside}
        </div>
        <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-ink-muted">
          {profile.location?.name ? (
            <>
              <span>{profile.location.name}</span>
              <span aria-hidden="true">·</span>
            </>
          ) : null}
          <RelativeTime iso={post.created_at} />
        </p>
      </div>
    </div>
  );
}

'use client';
// The people the user follows (GET /users/me/follows): 'All Following' first (every followed person's posts), then
// each person, opening their posts; an empty state when they follow nobody yet.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Avatar, initialsOf } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ChevronRight, Users } from '@/components/ui/icons';
import { LoadError } from '@/components/feedback/load-states';
import { useFollows } from '@/lib/query/wall';
import { ALL_FOLLOWING_ID } from '@/lib/wall/constants';
import type { Follow } from '@/lib/wall/types';

export function followHref(follow: Follow): string {
  if (follow.id === ALL_FOLLOWING_ID) return '/wall/filter/view/following';
  return `/wall/filter/following/view/${follow.id}?crumbName=${encodeURIComponent(follow.profile.full_name)}`;
}

export function FollowingList() {
  const t = useTranslations('wall');
  const follows = useFollows();
  if (follows.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <span role="status" className="sr-only">
          {t('loadingFollows')}
        </span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (follows.isError) return <LoadError title={t('followsLoadError')} error={follows.error} onRetry={() => void follows.refetch()} />;
  const people = follows.data.filter((f) => f.id !== ALL_FOLLOWING_ID);
  if (people.length === 0) {
    return (
      <EmptyState icon={Users} title={t('followsEmptyTitle')}>
        <p className="mt-1">{t('followsEmptyBody')}</p>
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="following-title" className="flex flex-col gap-3">
      <h2 id="following-title" className="text-h3 text-ink">
        {t('peopleYouFollow')}
      </h2>
      <ul className="flex flex-col gap-2">
        {follows.data.map((follow) => {
          const all = follow.id === ALL_FOLLOWING_ID;
          const [first = '', last = ''] = follow.profile.full_name.split(' ');
          return (
            <li key={String(follow.id)}>
              <Link
                href={followHref(follow)}
                className="flex min-h-16 items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-2 text-ink no-underline shadow-card hover:border-line-strong"
              >
                {all ? (
                  <span aria-hidden="true" className="inline-grid size-10 place-items-center rounded-full bg-brand-soft text-brand-strong">
                    <Users className="size-5" />
                  </span>
                ) : (
                  <Avatar src={follow.profile.image.url} initials={initialsOf(first, last, follow.profile.full_name)} className="size-10" />
                )}
                <span className="flex-1 font-semibold [overflow-wrap:anywhere]">{all ? t('allFollowing') : follow.profile.full_name}</span>
                <ChevronRight className="size-5 text-ink-muted" aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

// What an empty wall says, per tab (ours; the spec names only the no-friends case). The friends label is the
// promotion's (lower-cased inside a sentence), in every language.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { MessageCircle, Search, Users } from '@/components/ui/icons';
import type { WallFilter } from '@/lib/wall/constants';

export function WallEmpty({ filter, search, friendsLabel, locationName, crumbName }: { filter: WallFilter; search: string; friendsLabel: string; locationName: string | null; crumbName?: string }) {
  const t = useTranslations('wall');
  if (search) {
    return (
      <EmptyState icon={Search} title={t('searchEmptyTitle')}>
        <p className="mt-1">{t('searchEmptyBody', { search })}</p>
      </EmptyState>
    );
  }
  const texts: Record<WallFilter, () => [string, string]> = {
    all: () => [t('emptyAllTitle'), t('emptyAllBody')],
    following: () =>
      crumbName ? [t('emptyPersonTitle', { name: crumbName }), t('emptyPersonBody')] : [t('emptyFollowingTitle'), t('emptyFollowingBody')],
    location: () => [locationName ? t('emptyLocationTitle', { location: locationName }) : t('emptyNoLocationTitle'), t('emptyLocationBody')],
    friends: () => [t('emptyFriendsTitle', { friends: friendsLabel.toLowerCase() }), t('emptyFriendsBody')],
    my: () => [t('emptyMyTitle'), t('emptyMyBody')],
    tagged: () => [t('emptyTaggedTitle'), t('emptyTaggedBody')],
  };
  const [title, body] = texts[filter]();
  return (
    <EmptyState icon={MessageCircle} title={title}>
      <p className="mt-1">{body}</p>
    </EmptyState>
  );
}

/** The friends tab of someone without friends (the spec's no-friends empty state). */
export function NoFriendsEmpty({ friendsLabel }: { friendsLabel: string }) {
  const t = useTranslations('wall');
  const friends = friendsLabel.toLowerCase();
  return (
    <EmptyState
      icon={Users}
      title={t('noFriendsTitle', { friends })}
      action={
        <Button asChild variant="secondary">
          <Link href="/friends">{t('findFriends', { friends })}</Link>
        </Button>
      }
    >
      <p className="mt-1">{t('noFriendsBody', { friends })}</p>
    </EmptyState>
  );
}

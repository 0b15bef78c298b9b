// What an empty wall says, per tab (ours; the spec names only the no-friends case).
import Link from 'next/link';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { MessageCircle, Search, Users } from '@/components/ui/icons';
import type { WallFilter } from '@/lib/wall/constants';

export function WallEmpty({ filter, search, friendsLabel, locationName, crumbName }: { filter: WallFilter; search: string; friendsLabel: string; locationName: string | null; crumbName?: string }) {
  if (search) {
    return (
      <EmptyState icon={Search} title="No posts match your search">
        <p className="mt-1">Nothing here mentions “{search}”. Try other words.</p>
      </EmptyState>
    );
  }
  const texts: Record<WallFilter, [string, string]> = {
    all: ['No posts yet', 'Be the first to share something with everyone.'],
    following: crumbName
      ? [`No posts from ${crumbName} yet`, 'Their posts will show here.']
      : ['No posts from people you follow', 'Follow someone from the menu on their post to see their posts here.'],
    location: [`No posts from ${locationName ?? 'your location'} yet`, 'Posts by colleagues at your location will show here.'],
    friends: [`No posts from your ${friendsLabel.toLowerCase()} yet`, 'When they post, you will see it here.'],
    my: ['You have not posted yet', 'What you share on the wall will show here.'],
    tagged: ['Nobody has tagged you yet', 'Posts your friends tag you in will show here.'],
  };
  const [title, body] = texts[filter];
  return (
    <EmptyState icon={MessageCircle} title={title}>
      <p className="mt-1">{body}</p>
    </EmptyState>
  );
}

/** The friends tab of someone without friends (the spec's no-friends empty state). */
export function NoFriendsEmpty({ friendsLabel }: { friendsLabel: string }) {
  return (
    <EmptyState
      icon={Users}
      title={`You have no ${friendsLabel.toLowerCase()} yet`}
      action={
        <Button asChild variant="secondary">
          <Link href="/friends">Find {friendsLabel.toLowerCase()}</Link>
        </Button>
      }
    >
      <p className="mt-1">Add colleagues as {friendsLabel.toLowerCase()} and their posts will show here.</p>
    </EmptyState>
  );
}

// A person's picture on a board, or their initials when they have none. Decorative: the name is beside it.
import type { LeaderboardProfile } from '@/lib/leaderboards/types';
import { Avatar as AvatarBase, initialsOf } from '@/components/ui/avatar';

export function Avatar({ profile, name, size = 'md' }: { profile: LeaderboardProfile | null; name: string; size?: 'sm' | 'md' }) {
  // A team or a place: the first letters of its first two words ("Calm Collective" → CC).
  const words = name.trim().split(/\s+/);
  const letters = profile ? initialsOf(profile.first_name, profile.last_name) : `${words[0]?.charAt(0) ?? ''}${words[1]?.charAt(0) ?? ''}`.toUpperCase();
  return <AvatarBase src={profile?.image.url} initials={letters || '?'} className={size === 'sm' ? 'size-8 text-xs' : 'size-10'} />;
}

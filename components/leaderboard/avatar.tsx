// A person's picture on a board, or their initials when they have none. Decorative: the name is beside it.
import type { LeaderboardProfile } from '@/lib/leaderboards/types';

export function Avatar({ profile, name, size = 'md' }: { profile: LeaderboardProfile | null; name: string; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-8 text-xs' : 'size-10 text-sm';
  const url = profile?.image.url;
  if (url) {
    return <img src={url} alt="" className={`${box} shrink-0 rounded-full bg-surface-muted object-cover`} loading="lazy" />;
  }
  // A team or a place: the first letters of its first two words ("Calm Collective" → CC).
  const words = name.trim().split(/\s+/);
  const letters = (profile ? `${profile.first_name.charAt(0)}${profile.last_name.charAt(0)}` : `${words[0]?.charAt(0) ?? ''}${words[1]?.charAt(0) ?? ''}`).toUpperCase();
  return (
    <span aria-hidden="true" className={`${box} grid shrink-0 place-items-center rounded-full bg-accent-soft font-bold text-accent`}>
      {letters || '?'}
    </span>
  );
}

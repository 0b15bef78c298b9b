// A person's picture on a board, or their initials when they have none. Decorative: the name is beside it.
// Plain markup, no state: the initials sit under the picture, which covers them once it has loaded (a picture that
// fails draws nothing, its alt being empty). The shared Avatar (Radix) loads each picture from a layout effect after
// hydration, with a state update per picture; on a board of 50 rows that was the largest piece of main-thread work
// while the page loaded (docs/participant-experience.md "Lighthouse"). Here the server's HTML already holds the
// pictures, and those below the fold wait until they are scrolled to. The initials are the circle's own text (no
// element of their own): a board draws 50 of these, and every element is one more to hydrate and lay out.
import type { LeaderboardProfile } from '@/lib/leaderboards/types';
import { cn } from '@/components/ui/cn';

export function Avatar({ profile, name, size = 'md' }: { profile: LeaderboardProfile | null; name: string; size?: 'sm' | 'md' }) {
  // A team or a place: the first letters of its first two words ("Calm Collective" → CC).
  const words = name.trim().split(/\s+/);
  const letters = profile
    ? `${profile.first_name.charAt(0)}${profile.last_name.charAt(0)}`.toUpperCase()
    : `${words[0]?.charAt(0) ?? ''}${words[1]?.charAt(0) ?? ''}`.toUpperCase();
  const src = profile?.image.url;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative inline-grid shrink-0 place-items-center overflow-hidden rounded-full bg-accent-soft text-sm font-bold text-accent',
        size === 'sm' ? 'size-8' : 'size-10',
      )}
    >
      {letters || '?'}
      {src ? <img src={src} alt="" loading="lazy" decoding="async" className="absolute inset-0 size-full object-cover" /> : null}
    </span>
  );
}

// A person's picture, or their initials while it loads or when there is none. Decorative: name the person beside it.
// Plain markup, no state (as the boards' avatar, components/leaderboard/avatar.tsx): the initials sit under the
// picture, which covers them once it has loaded (a picture that fails draws nothing, its alt being empty). Radix's
// Avatar loaded each picture again from a layout effect with a state update per picture: on the wall, a post and its
// comments are three of them, and they were a large share of the feed's first render (docs/benchmarks.md "Session 18:
// the wall's main thread").
import { cn } from './cn';

/** First letters of the first and last name, else of the email. */
export function initialsOf(firstName: string, lastName: string, fallback = ''): string {
  const letters = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  return letters || fallback.charAt(0).toUpperCase();
}

export function Avatar({ src, initials, className = 'size-9' }: { src?: string | null; initials: string; className?: string }) {
  return (
    <span className={cn('relative inline-grid shrink-0 place-items-center overflow-hidden rounded-full bg-accent-soft', className)} aria-hidden="true">
      <span className="text-sm font-bold text-accent">{initials}</span>
      {src ? <img src={src} alt="" loading="lazy" decoding="async" className="absolute inset-0 size-full object-cover" /> : null}
    </span>
  );
}

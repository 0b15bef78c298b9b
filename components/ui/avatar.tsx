'use client';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from './cn';

/** First letters of the first and last name, else of the email. */
export function initialsOf(firstName: string, lastName: string, fallback = ''): string {
  const letters = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  return letters || fallback.charAt(0).toUpperCase();
}

/** A person's picture, or their initials while it loads or when there is none. Decorative: name the person beside it. */
export function Avatar({ src, initials, className = 'size-9' }: { src?: string | null; initials: string; className?: string }) {
  return (
    <AvatarPrimitive.Root className={cn('inline-grid shrink-0 place-items-center overflow-hidden rounded-full bg-accent-soft', className)} aria-hidden="true">
      {src ? <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback className="text-sm font-bold text-accent">{initials}</AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

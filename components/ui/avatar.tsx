'use client';
// A person's picture over their initials. The initials sit underneath in the same grid cell, so they show while the
// picture loads, where there is none, and where it fails to load (the picture is then dropped). Written here rather
// than on Radix Avatar: the header shows one on every signed-in page, and this is a fraction of its code
// (docs/benchmarks.md "Session 18: home's first load").
import { useState } from 'react';
import { cn } from './cn';

/** First letters of the first and last name, else of the email. */
export function initialsOf(firstName: string, lastName: string, fallback = ''): string {
  const letters = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  return letters || fallback.charAt(0).toUpperCase();
}

/** A person's picture, or their initials while it loads or when there is none. Decorative: name the person beside it. */
export function Avatar({ src, initials, className = 'size-9' }: { src?: string | null; initials: string; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <span className={cn('inline-grid shrink-0 place-items-center overflow-hidden rounded-full bg-accent-soft', className)} aria-hidden="true">
      <span className="text-sm font-bold text-accent [grid-area:1/1]">{initials}</span>
      {src && src !== failedSrc ? (
        <img src={src} alt="" className="size-full object-cover [grid-area:1/1]" onError={() => setFailedSrc(src)} />
      ) : null}
    </span>
  );
}

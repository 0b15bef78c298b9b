'use client';
// A link that fetches its page when the reader reaches for it (pointer over it, a touch, keyboard focus) instead of
// when it scrolls into view. Next's <Link> prefetches every link in the viewport as the page loads, and each answer is
// parsed on the main thread: the activities list's cards and filter tabs made ~25 such requests during the page's
// load, while the reader opens one of them at most (docs/benchmarks.md "Session 19: the individual board's and
// activities' blocking time"). For lists of many links; a page's few main destinations keep <Link>.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch' | 'href'> & { href: string };

export function IntentLink({ href, onPointerEnter, onTouchStart, onFocus, ...props }: IntentLinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
    />
  );
}

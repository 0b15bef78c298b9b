import Link from 'next/link';
import { useTranslations } from 'next-intl';

/** The Renew mark: two leaves in a circle. Decorative; the link text names the destination. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true">
      <circle cx="20" cy="20" r="20" className="fill-brand" />
      <path d="M20 31c0-8 2.5-14 10-18-1 8-4 14-10 18Z" className="fill-on-brand" opacity="0.95" />
      <path d="M20 31c0-6-2-11-8-14 .5 6.5 3 11 8 14Z" className="fill-on-brand" opacity="0.7" />
    </svg>
  );
}

export function Logo({ href, programName }: { href: string; programName: string | null }) {
  const t = useTranslations('shell.header');
  const program = programName && programName !== 'Renew' ? programName : null;
  return (
    <Link href={href} className="group flex min-w-0 items-center gap-2 rounded-full pe-2 no-underline sm:gap-3">
      <LogoMark className="size-8 shrink-0 sm:size-9" />
      <span className="flex min-w-0 flex-col leading-tight">
        {/* On a phone the mark stands for Renew and the program's own name gets the room, on up to two lines: the
            header never cuts it ("Renew at A…"). The word stays in the link's name for screen readers. */}
        <span className={program ? 'sr-only text-lg font-bold tracking-tight text-ink sm:not-sr-only' : 'text-lg font-bold tracking-tight text-ink'}>Renew</span>
        {program ? (
          <span className="line-clamp-2 text-sm font-semibold break-words text-ink sm:line-clamp-1 sm:text-xs sm:font-medium sm:text-ink-muted">{program}</span>
        ) : null}
      </span>
      <span className="sr-only">{t('logoHome')}</span>
    </Link>
  );
}

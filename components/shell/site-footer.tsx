'use client';
import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { useSession } from './session-context';
import { footerLinks } from './nav-items';

/** Footer: Help, opt-in, Privacy, Terms, Sitemap (signed in), the current year. */
export function SiteFooter() {
  const t = useTranslations('shell');
  // The session as rendered: the footer is in the root layout, which loads no query cache (session-context.tsx).
  const { user, promotion } = useSession();
  const owner = promotion?.program_name ?? promotion?.name ?? 'Renew';
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {footerLinks(user, promotion, t).map((link) => (
              <li key={link.href}>
                {/* Fetched when reached for: a page that streams in below the footer had its five links in view,
                    and prefetched, on every load. */}
                <IntentLink href={link.href} className="font-medium text-ink-muted underline-offset-4 hover:text-ink hover:underline">
                  {link.label}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-ink-muted">
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {owner}
        </p>
      </div>
    </footer>
  );
}

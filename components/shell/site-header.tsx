'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCurrentUser } from '@/lib/query/users';
import { useCurrentPromotion } from '@/lib/query/promotions';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { LoadingBar } from '@/components/feedback/loading-bar';
import { Button } from '@/components/ui/button';
import { Logo } from './logo';
import { NotificationBell } from './notification-bell';
import { MessagesLink } from './messages-link';
import { isParticipant } from '@/lib/roles';
import { DeferredMegaMenu, DeferredUserMenu } from './deferred-menus';
import { logoHref, showsNavigation } from './nav-items';
import { useShell } from './shell-context';

// The menus (Radix NavigationMenu and Popover) load after first paint, plain buttons standing in for them until then
// (deferred-menus.tsx); a signed-out page (welcome, sign-in) never loads them (docs/benchmarks.md "First-load
// JavaScript").
export function SiteHeader() {
  const t = useTranslations('shell.header');
  const pathname = usePathname();
  const { data: user = null } = useCurrentUser();
  const { data: promotion = null } = useCurrentPromotion();
  const { isDashboardHost } = useShell();
  const navigation = user && showsNavigation(user, pathname);
  const onWelcome = pathname === '/welcome' || pathname.startsWith('/welcome/');

  return (
    // Sticky with the error banner inside it, so messages stay in view wherever the page is scrolled.
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <a
        href="#main"
        className="sr-only rounded-full bg-brand px-4 py-2 font-semibold text-on-brand focus:not-sr-only focus:absolute focus:top-3 focus:start-3 focus:z-50"
      >
        {t('skipToMain')}
      </a>
      <div className="relative">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
          <Logo href={logoHref(user, isDashboardHost)} programName={isDashboardHost ? t('dashboard') : (promotion?.program_name ?? promotion?.name ?? null)} />
          <div className="ms-auto flex shrink-0 items-center gap-0.5 sm:gap-2">
            {navigation ? (
              <>
                <DeferredMegaMenu user={user} promotion={promotion} />
                {isParticipant(user.role) ? <MessagesLink /> : null}
                <NotificationBell />
                <DeferredUserMenu user={user} />
              </>
            ) : !user && !onWelcome ? (
              <Button asChild variant="secondary" size="sm">
                <Link href="/welcome?login">{t('logIn')}</Link>
              </Button>
            ) : null}
          </div>
        </div>
        <LoadingBar />
      </div>
      <ErrorBanner />
    </header>
  );
}

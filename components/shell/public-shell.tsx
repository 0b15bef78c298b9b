'use client';
// The shell of the pages a visitor opens before signing in (welcome, sign-up, the forgotten password): the header
// without the signed-in controls (no menus, bell, messages or counts, so no query cache and no realtime client in
// the first load: docs/benchmarks.md "Session 17") and the one main landmark. It looks as site-header.tsx does
// signed out. Signing in is a full page load (login-form.tsx), which brings the signed-in shell.
import type { ReactNode } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { Button } from '@/components/ui/button';
import { Logo } from './logo';
import { MainLandmark } from './main-landmark';
import { logoHref } from './nav-items';
import { useSession } from './session-context';
import { useShell } from './shell-context';

export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <>
      <PublicHeader />
      <MainLandmark>{children}</MainLandmark>
    </>
  );
}

function PublicHeader() {
  const t = useTranslations('shell.header');
  const pathname = usePathname();
  const { user, promotion } = useSession();
  const { isDashboardHost } = useShell();
  const onWelcome = pathname === '/welcome' || pathname.startsWith('/welcome/');
  return (
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
            {!user && !onWelcome ? (
              <Button asChild variant="secondary" size="sm">
                <Link href="/welcome?login">{t('logIn')}</Link>
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <ErrorBanner />
    </header>
  );
}

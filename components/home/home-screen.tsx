// The signed-in home at /home and /renew. The server resolves who and where
// (server/pages/home.ts fills these props and sends Posters and others away); the scene and its loop load on the
// client from GET /api/logging (components/home/home-view.tsx).
import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { zonedParts } from '@/lib/i18n/format';
import { Spinner } from '@/components/ui/spinner';
import { HomeView } from './home-view';
import type { HomePageData } from '@/lib/pages/types';

export type HomeScreenProps = HomePageData;

/** Part of the day in the program's time zone, decided on the server so the greeting never flips on hydration. */
export function partOfDay(timeZone: string, now: Date = new Date()): 'morning' | 'afternoon' | 'evening' {
  const { hour } = zonedParts(now, timeZone);
  return hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening';
}

export function HomeScreen(props: HomeScreenProps) {
  const t = useTranslations('home');
  return (
    // useSearchParams (the dt parameter) needs a boundary of its own. Its fallback is as tall as the screen, like the
    // segment's loading.tsx: the footer stays out of view until home streams in, so nothing visible is pushed down.
    <Suspense
      fallback={
        <div className="grid min-h-dvh flex-1 place-items-center py-24">
          <Spinner label={t('loading')} className="size-10" />
        </div>
      }
    >
      <HomeView {...props} dayPart={partOfDay(props.timeZone)} />
    </Suspense>
  );
}

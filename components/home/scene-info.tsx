'use client';
// The scene info panel beside the tiles: eop (logging ended or the user
// completed), maxed (daily allowance reached, no loggable act), logged (acts logged today or ready to complete),
// welcome (otherwise).
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Home } from '@/lib/logging/types';
import type { ContentItem } from '@/lib/content/types';
import { daysBetween } from '@/lib/promotion-dates';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { useFormat } from '@/lib/i18n/use-format';
import { buttonClasses } from '@/components/ui/button';
import { MAXED_FALLBACK, MAXED_MESSAGES, type MaxedMessage } from './constants';

export type SceneInfoState = 'eop' | 'maxed' | 'logged' | 'welcome';

export function readyToComplete(home: Home): boolean {
  const scene = home.user_scene;
  return !!scene && scene.current_state === 'loggable' && scene.logged_count === scene.tile_count - 1;
}

export function sceneInfoState(home: Home): SceneInfoState {
  const state = home.user_scene?.current_state;
  if (home.promotion.has_logging_ended || home.logging_status === 'logging_ended' || state === 'eop' || state === 'completed') return 'eop';
  if (home.logging_status === 'maxed' && !home.loggable_activity) return 'maxed';
  if (home.activities_logged > 0 || readyToComplete(home)) return 'logged';
  return 'welcome';
}

/** 'Way to go!', 'Good work!', 'Well done!', 'Nice Job!' by day number; "You're maxed out." without one (home.maxed keys). */
export function maxedMessage(startsOn: string | null | undefined, day: string): MaxedMessage {
  if (!startsOn) return MAXED_FALLBACK;
  const dayNumber = daysBetween(startsOn, day) + 1;
  if (!Number.isFinite(dayNumber) || dayNumber < 1) return MAXED_FALLBACK;
  return MAXED_MESSAGES[(dayNumber - 1) % MAXED_MESSAGES.length] ?? MAXED_FALLBACK;
}

export interface SceneInfoPanelProps {
  home: Home;
  content: { welcome?: ContentItem; eopComplete?: ContentItem; eopIncomplete?: ContentItem };
}

export function SceneInfoPanel({ home, content }: SceneInfoPanelProps) {
  const t = useTranslations('home');
  const format = useFormat();
  const state = sceneInfoState(home);
  const scene = home.user_scene;
  const onDay = { today: String(home.is_today), date: format.day(home.date, 'full') };
  const max = home.promotion.max_activities_day;
  let title: string;
  let body: React.ReactNode;
  switch (state) {
    case 'eop': {
      const complete = !!scene && scene.logged_count >= scene.tile_count;
      const item = complete ? content.eopComplete : content.eopIncomplete;
      title = contentTitle(item?.title_html, complete ? t('youDidIt') : t('loggingHasEnded'));
      body = <ContentHtml html={item?.content_html ?? `<p>${t('eopFallback')}</p>`} />;
      break;
    }
    case 'maxed':
      title = t(`maxed.${maxedMessage(home.promotion.starts_on, home.date)}`);
      body = <p>{t('maxedBody', { max, ...onDay, earlierDays: String(home.promotion.api_version >= 2) })}</p>;
      break;
    case 'logged':
      title = readyToComplete(home) ? t('oneTileToGo') : t('niceWork');
      body = readyToComplete(home) ? (
        <p>{scene ? t('readyToCompleteBody', { scene: scene.scene.name }) : t('readyToCompleteBodyNoName')}</p>
      ) : (
        <p>{t('loggedBody', { logged: home.activities_logged, max, ...onDay })}</p>
      );
      break;
    default:
      title = contentTitle(content.welcome?.title_html, t('welcomeTitle'));
      body = <ContentHtml html={content.welcome?.content_html ?? `<p>${t('welcomeFallback')}</p>`} />;
  }
  return (
    <section aria-labelledby="scene-info-title" data-state={state} data-testid="scene-info" className="rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 id="scene-info-title" className="text-h3 text-ink">
        {title}
      </h2>
      <div className="mt-2 text-ink-muted">{body}</div>
      {home.logging_status === 'locked' ? <p className="mt-3 text-sm font-medium text-ink">{t('dayLocked')}</p> : null}
      {(state === 'welcome' || state === 'logged') && home.logging_status === 'open' && !home.loggable_activity ? (
        <Link href="/activities/all" className={buttonClasses('primary', 'md', 'mt-4 w-full sm:w-auto')}>
          {t('chooseActivity')}
        </Link>
      ) : null}
    </section>
  );
}

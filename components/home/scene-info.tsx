'use client';
// The scene info panel beside the tiles: eop (logging ended or the user
// completed), maxed (daily allowance reached, no loggable act), logged (acts logged today or ready to complete),
// welcome (otherwise).
import Link from 'next/link';
import type { Home } from '@/lib/logging/types';
import type { ContentItem } from '@/lib/content/types';
import { daysBetween } from '@/lib/promotion-dates';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { formatLongDate } from '@/components/ui/dates';
import { buttonClasses } from '@/components/ui/button';
import { MAXED_FALLBACK, MAXED_MESSAGES } from './constants';

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

/** 'Way to go!', 'Good work!', 'Well done!', 'Nice Job!' by day number; "You're maxed out." without one. */
export function maxedMessage(startsOn: string | null | undefined, day: string): string {
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
  const state = sceneInfoState(home);
  const scene = home.user_scene;
  const onDay = home.is_today ? 'today' : `on ${formatLongDate(home.date)}`;
  const max = home.promotion.max_activities_day;
  let title: string;
  let body: React.ReactNode;
  switch (state) {
    case 'eop': {
      const complete = !!scene && scene.logged_count >= scene.tile_count;
      const item = complete ? content.eopComplete : content.eopIncomplete;
      title = contentTitle(item?.title_html, complete ? 'You did it!' : 'Logging has ended');
      body = <ContentHtml html={item?.content_html ?? '<p>Logging has closed for this program. Your scenes and journal stay here for you.</p>'} />;
      break;
    }
    case 'maxed':
      title = maxedMessage(home.promotion.starts_on, home.date);
      body = (
        <p>
          You have logged {max} {max === 1 ? 'activity' : 'activities'} {onDay}, the most for one day. Come back tomorrow to fill more tiles
          {home.promotion.api_version >= 2 ? ', or log an activity to an earlier day of the program' : ''}.
        </p>
      );
      break;
    case 'logged':
      title = readyToComplete(home) ? 'One tile to go!' : 'Nice work';
      body = readyToComplete(home) ? (
        <p>Log one more activity to fill the final tile and complete {scene?.scene.name ?? 'your scene'}.</p>
      ) : (
        <p>
          You have logged {home.activities_logged} of {max} {max === 1 ? 'activity' : 'activities'} {onDay}. Each one fills a tile of your scene.
        </p>
      );
      break;
    default:
      title = contentTitle(content.welcome?.title_html, 'Pick an activity to fill a tile');
      body = (
        <ContentHtml
          html={content.welcome?.content_html ?? '<p>Choose an activity, try it in real life, then come back and tap an empty tile to log it.</p>'}
        />
      );
  }
  return (
    <section aria-labelledby="scene-info-title" data-state={state} data-testid="scene-info" className="rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 id="scene-info-title" className="text-h3 text-ink">
        {title}
      </h2>
      <div className="mt-2 text-ink-muted">{body}</div>
      {home.logging_status === 'locked' ? <p className="mt-3 text-sm font-medium text-ink">This day is locked and can no longer be changed.</p> : null}
      {(state === 'welcome' || state === 'logged') && home.logging_status === 'open' && !home.loggable_activity ? (
        <Link href="/activities/all" className={buttonClasses('primary', 'md', 'mt-4 w-full sm:w-auto')}>
          Choose an activity
        </Link>
      ) : null}
    </section>
  );
}

'use client';
// The signed-in home: the current
// scene as tiles, what to do next and the leaderboard widget beside it, previous scenes below. `dt` in the address
// views (and logs to) another day of the program (GET/POST /api/logging?dt=).
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { onDemand } from '@/components/ui/on-demand';
import { useTranslations } from 'next-intl';
import { useHome, useLogTile, useLoggingRealtime, useContent } from '@/lib/query/logging';
import type { Home } from '@/lib/logging/types';
import { useCurrentPromotion } from '@/lib/query/promotions';
import { errorMessagesOf } from '@/lib/api-client';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { useToast } from '@/components/feedback/toaster';
import { buttonClasses } from '@/components/ui/button';
import { useFormat } from '@/lib/i18n/use-format';
import { Spinner } from '@/components/ui/spinner';
import { SceneCanvas } from '@/components/scene/scene-canvas';
import { buildTiles, thumbnailTiles, type TileView } from '@/components/scene/tiles';
import type { HomeScreenProps } from './home-screen';
import { HomeHeader, WeekStrip, type HomeT } from './home-header';
import { useWeekStreak } from './week-streak';
import { SceneInfoPanel } from './scene-info';
import { LoggableActCard } from './loggable-act';
import { PreviousScenes } from './previous-scenes';
import { FinishedWork, useGoalCelebration } from './scene-events';
import { HomeLeaderboard } from './home-leaderboard';
import { useOverlayTurn, useQuietOverlays } from '@/components/shell/overlay-order';
import { useCurrentUser } from '@/lib/query/users';
import { useAfterLoad } from '@/components/shell/after-load';
import { enqueueLog, isNetworkFailure, useOfflineLogSyncNotices } from './offline-log-queue';

// The full-screen scene and its celebration open only when a scene is finished: their code loads then, not with home
// (docs/benchmarks.md "First-load JavaScript"). A load that fails (offline) shows nothing rather than breaking home.
const SceneDialog = onDemand(
  () => import('@/components/scene/scene-dialog').then((m) => m.SceneDialog),
  () => null,
);

// The quick-log sheet (and Radix Dialog under it) is not needed to draw home: its code loads once the page is idle
// after first paint, or at the first tap on a tile if that comes sooner (docs/benchmarks.md "Session 18: home's first
// load"). Closed, it renders nothing, so loading it later changes nothing on screen. If it cannot load (offline before
// it came), a tap opens nothing and home goes on: a tile can still be filled from an activity's page.
const QuickLogSheet = onDemand(
  () => import('./quick-log-sheet').then((m) => m.QuickLogSheet),
  () => null,
);

/** Why a tile cannot take a log, by the day's logging status (catalog keys under home.blocked). */
const BLOCKED = { maxed: 'maxed', locked: 'locked', logging_ended: 'loggingEnded', not_started: 'notStarted' } as const;
const blockedKey = (status: string) => BLOCKED[status as keyof typeof BLOCKED] ?? 'maxed';

/** Nothing logged yet, ever: the greeting welcomes instead of greeting "again". */
export function isFirstVisit(home: Home): boolean {
  return home.total_points === 0 && home.completed_scene_count === 0 && (home.user_scene?.logged_count ?? 0) === 0;
}

export function HomeView(props: HomeScreenProps & { dayPart: string }) {
  const t = useTranslations('home');
  const format = useFormat();
  const dt = useSearchParams().get('dt');
  const query = useHome(dt);
  const promotion = useCurrentPromotion().data;
  useLoggingRealtime(promotion);
  const homeContent = useContent('home');
  const byKey = (key: string) => homeContent.data?.find((item) => item.key === key);
  const home = query.data;
  const streak = useWeekStreak(props.currentWeek, props.currentDate);
  // No cookie card, tutorial or app prompt over the first visit before the first log (overlay-order.ts).
  useQuietOverlays(!home || isFirstVisit(home));

  const header = (
    <HomeHeader
      name={props.firstName}
      dayPart={props.dayPart}
      programName={props.programName}
      startsOn={props.startsOn}
      endsOn={props.endsOn}
      currentDate={props.currentDate}
      currentWeek={props.currentWeek}
      weeks={props.weeks}
      hasEnded={props.hasEnded}
      greetingItem={byKey('greetings')}
      greetingsLoaded={!homeContent.isPending}
      firstVisit={home ? isFirstVisit(home) : false}
      stats={[
        { label: t('statPoints'), value: home ? format.number(home.total_points) : '–' },
        { label: t('statScenesDone'), value: home ? home.completed_scene_count : '–' },
        // The day's remaining actions are told once, beside the scene ("3 actions remaining today"); this slot is the streak.
        { label: t('statDayStreak'), value: streak ? `${streak.streak}${streak.atLeast ? '+' : ''}` : '–' },
      ]}
    />
  );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:gap-8 sm:px-6 sm:py-8">
      {header}
      {query.isPending ? (
        <div className="grid min-h-72 place-items-center rounded-3xl border border-line bg-surface">
          <Spinner label={t('loadingScene')} className="size-10" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="rounded-3xl border border-danger/30 bg-danger-soft p-6 text-danger">
          <h2 className="text-h3">{t('sceneLoadError')}</h2>
          <p className="mt-1">{errorMessagesOf(query.error).join(' ')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="button" onClick={() => query.refetch()} className={buttonClasses('primary', 'sm')}>
              {t('tryAgain')}
            </button>
            {dt ? (
              <Link href="/home" className={buttonClasses('secondary', 'sm')}>
                {t('backToToday')}
              </Link>
            ) : null}
          </div>
        </div>
      ) : (
        <HomeBody home={query.data} dt={dt} content={{ welcome: byKey('scene_info_welcome'), eopComplete: byKey('eop_tile_message'), eopIncomplete: byKey('eop_incomplete_tile_message') }} />
      )}
      <WeekStrip startsOn={props.startsOn} endsOn={props.endsOn} currentDate={props.currentDate} currentWeek={props.currentWeek} />
    </div>
  );
}

type HomeContent = Parameters<typeof SceneInfoPanel>[0]['content'];

/**
 * The count counts the tiles on screen: the final tile is hidden until the others are filled, so "0 of 5" beside
 * four visible tiles read as a bug; until it appears the line says it is still to come.
 */
export function tileProgress(t: HomeT, tiles: TileView[]): string {
  const shown = tiles.filter((tile) => !tile.hidden);
  const filled = shown.filter((tile) => tile.logged).length;
  const hiddenFinal = tiles.some((tile) => tile.hidden);
  return t('tileProgress', { filled, shown: shown.length, hiddenFinal: String(hiddenFinal) });
}

function HomeBody({ home, dt, content }: { home: Home; dt: string | null; content: HomeContent }) {
  const t = useTranslations('home');
  const tScene = useTranslations('scene');
  const format = useFormat();
  const router = useRouter();
  const banner = useErrorBanner();
  const { toast } = useToast();
  const logTile = useLogTile(dt);
  const [busyIndex, setBusyIndex] = useState<number | null>(null);
  // The full-screen scene of a final tile: a snapshot, because the home moves on to the next scene once saved.
  const [finale, setFinale] = useState<{ scene: NonNullable<Home['user_scene']>; tiles: TileView[] } | null>(null);
  const celebration = useGoalCelebration(home, dt);

  const scene = home.user_scene;
  const canLog = !!scene && scene.current_state === 'loggable' && home.logging_status === 'open';
  const tiles = useMemo(
    () => (scene ? buildTiles(tScene, scene, home.logged_activities, { loggable: home.loggable_activity, canLog }) : []),
    [tScene, scene, home.logged_activities, home.loggable_activity, canLog],
  );

  // The empty tile whose quick-log sheet is open (two-tap logging, quick-log-sheet.tsx).
  const [sheetTile, setSheetTile] = useState<number | null>(null);
  const sheetWanted = useAfterLoad() || sheetTile !== null;
  // The tile just logged, for its small celebration on the canvas.
  const [celebrateIndex, setCelebrateIndex] = useState<number | null>(null);
  // After a log from the quick-log sheet, or its cancel, focus goes back to the tile (not to <body>): set once the sheet
  // has closed, after the dialog's own focus restore (a timeout, which runs after Radix's).
  const [refocusTile, setRefocusTile] = useState<number | null>(null);
  useEffect(() => {
    if (refocusTile === null || sheetTile !== null) return;
    const timer = window.setTimeout(() => {
      document.querySelector<HTMLElement>(`#main [data-tile="${refocusTile}"]`)?.focus();
      setRefocusTile(null);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [refocusTile, sheetTile]);
  const user = useCurrentUser().data;
  useOfflineLogSyncNotices(user?.id);

  // Offline: kept in this browser and sent once the connection is back (offline-log-queue.ts).
  const queueOffline = (userId: number, activity: { id: number; name: string }, tile: TileView) => {
    enqueueLog(userId, { activity_id: activity.id, activity_name: activity.name, tile_number: tile.index, day: home.date });
    setSheetTile(null);
    toast(t('offlineQueued', { tile: tile.index + 1, activity: activity.name }), { kind: 'info' });
  };

  /** Logs `activity` into `tile`: the waiting pick, or a suggestion tapped in the quick-log sheet. */
  const logInto = (activity: { id: number; name: string }, tile: TileView) => {
    if (!scene) return;
    // Known offline: queued at once (a mutation would wait, paused, for the connection, and be lost on reload).
    if (!navigator.onLine && user) {
      queueOffline(user.id, activity, tile);
      return;
    }
    if (tile.isFinal) {
      const done = thumbnailTiles({ ...scene, logged_tiles: Array.from({ length: scene.tile_count }, (_, i) => i) });
      setFinale({ scene, tiles: done });
    }
    setBusyIndex(tile.index);
    logTile.mutate(
      { activity_id: activity.id, tile_number: tile.index },
      {
        onSuccess: (result) => {
          if (sheetTile !== null) setRefocusTile(tile.index);
          setSheetTile(null);
          setCelebrateIndex(tile.index);
          // The daily entry bonus is named when this log earned it, so the points jump is explained.
          const bonus = result.entry.is_recorded && !home.entry.is_recorded && home.promotion.entry_points > 0;
          toast(
            t('tileLogged', {
              tile: tile.index + 1,
              activity: activity.name,
              points: home.promotion.activity_points,
              bonus: String(bonus),
              entryPoints: home.promotion.entry_points,
              completed: String(result.logged.scene_completed),
            }),
          );
        },
        onError: (error) => {
          setFinale(null);
          if (isNetworkFailure(error) && user) {
            queueOffline(user.id, activity, tile);
            return;
          }
          banner.showError(error);
        },
        onSettled: () => setBusyIndex(null),
      },
    );
  };

  const onTile = (tile: TileView) => {
    if (busyIndex !== null) return;
    if (tile.action === 'open' && tile.logged) {
      router.push(`/activity?activityId=${tile.logged.activity.id}&userActivity=${tile.logged.user_activity_id}`);
    } else if (tile.action === 'choose') {
      setSheetTile(tile.index);
    } else if (tile.action === 'blocked') {
      toast(scene?.current_state === 'loggable' ? t(`blocked.${blockedKey(home.logging_status)}`) : t('sceneFinished'), { kind: 'info' });
    } else if (tile.action === 'log' && home.loggable_activity && scene) {
      const act = home.loggable_activity;
      logInto({ id: act.activity_id, name: act.activity.name }, tile);
    }
  };

  const closeFinale = () => {
    setFinale(null);
    celebration.dismiss();
  };
  // A goal hit noticed on load (logged elsewhere) celebrates over the scene it finished.
  const celebrated = finale ?? (celebration.celebrating && home.previous_scenes[0] ? { scene: home.previous_scenes[0], tiles: thumbnailTiles(home.previous_scenes[0]) } : null);
  const viewingOtherDay = dt && !home.is_today;

  return (
    <>
      {viewingOtherDay ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand/30 bg-brand-softer px-4 py-3 text-ink" role="note">
          <p>{t.rich('showingDay', { date: format.day(home.date, 'full'), strong: (chunks) => <strong>{chunks}</strong> })}</p>
          <Link href="/home" className={buttonClasses('secondary', 'sm')}>
            {t('backToToday')}
          </Link>
        </div>
      ) : null}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section aria-labelledby="scene-title" className="rounded-3xl border border-line bg-surface p-4 shadow-card sm:p-6">
          {scene ? (
            <>
              <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="scene-title" className="text-h3 text-ink">
                  {scene.scene.name}
                </h2>
                <p className="text-sm text-ink-muted" data-testid="tile-progress">
                  {tileProgress(t, tiles)}
                </p>
              </div>
              <SceneCanvas scene={scene} tiles={tiles} onTile={onTile} busyIndex={busyIndex} celebrateIndex={celebrateIndex} label={t('tilesOf', { scene: scene.scene.name })} />
              <p className="mt-3 text-sm text-ink-muted">
                {home.loggable_activity && canLog
                  ? t('chooseTileFor', { activity: home.loggable_activity.activity.name })
                  : canLog
                    ? t('selectEmptyTile')
                    : t('selectFilledTile')}
              </p>
            </>
          ) : (
            <div className="grid min-h-64 place-items-center text-center">
              <div>
                <h2 id="scene-title" className="text-h3 text-ink">
                  {t('sceneOnItsWay')}
                </h2>
                <p className="mt-2 text-ink-muted">{t('sceneOnItsWayBody')}</p>
              </div>
            </div>
          )}
        </section>
        <div className="flex flex-col gap-4">
          {home.loggable_activity && canLog ? <LoggableActCard act={home.loggable_activity} /> : null}
          <SceneInfoPanel home={home} content={content} />
          <p className="rounded-2xl bg-surface-muted px-4 py-3 text-ink" data-testid="actions-remaining">
            {t.rich('actionsRemaining', {
              count: home.actions_remaining,
              today: String(home.is_today),
              date: format.day(home.date, 'full'),
              strong: (chunks) => <strong className="text-lg tabular-nums">{chunks}</strong>,
            })}
          </p>
          <div className="flex flex-wrap gap-x-5 gap-y-2 px-1">
            <Link href="/activities/all" className="font-semibold text-brand underline-offset-4 hover:underline">
              {t('browseActivities')}
            </Link>
            <Link href="/how-it-works" className="font-semibold text-brand underline-offset-4 hover:underline">
              {t('howItWorks')}
            </Link>
          </div>
          <HomeLeaderboard />
        </div>
      </div>
      <PreviousScenes home={home} dt={dt} />
      {celebrated ? <CelebrationInQueue /> : null}
      {celebrated ? (
        <SceneDialog
          open
          onClose={closeFinale}
          scene={celebrated.scene}
          tiles={celebrated.tiles}
          saving={logTile.isPending && !!finale}
          celebrating={celebration.celebrating}
        />
      ) : null}
      {sheetWanted ? (
        <QuickLogSheet
          home={home}
          tile={sheetTile}
          promotionId={home.promotion.id}
          busy={busyIndex !== null}
          onPick={(activity, index) => {
            const tile = tiles[index];
            if (tile) logInto(activity, tile);
          }}
          onClose={() => {
            // Cancelled: focus goes back to the tile that opened the sheet, as after a log (the tile may have been
            // redrawn while the sheet was open, so the dialog's own restore cannot be relied on).
            setRefocusTile(sheetTile);
            setSheetTile(null);
          }}
        />
      ) : null}
      <FinishedWork home={home} blocked={!!celebrated || celebration.pending} eopContent={content} />
    </>
  );
}

/** Holds the interruption queue while the finished-scene celebration is open, so no card waits unclickable under it. */
function CelebrationInQueue() {
  useOverlayTurn('celebration', true);
  return null;
}

'use client';
// What happens around a finished scene: the goal-hit celebration 6 s after the goal is hit
// and not yet seen (then seen_goal_hit is saved, so it plays once), and the 'finished work' dialog for a previous
// scene that is not archived yet, 250 ms after the home settles.
import { useCallback, useEffect, useRef, useState } from 'react';
import { onDemand } from '@/components/ui/on-demand';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useArchiveScene, loggingKeys } from '@/lib/query/logging';
import type { Home } from '@/lib/logging/types';
import type { ContentItem } from '@/lib/content/types';
import { useUpdateUserFlags } from '@/lib/query/users';
import { contentTitle } from '@/components/ui/content-html';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { useOverlayTurn } from '@/components/shell/overlay-order';
import { GOAL_HIT_CELEBRATION_DELAY_MS, NEW_SCENE_DIALOG_DELAY_MS } from './constants';

// Opened 250 ms after home settles, and only for a finished scene not yet archived: its code loads then. A load that
// fails (offline) shows nothing rather than breaking home; the dialog comes on a later visit.
const FinishedWorkDialog = onDemand(
  () => import('@/components/scene/finished-work-dialog').then((m) => m.FinishedWorkDialog),
  () => null,
);

export function useGoalCelebration(home: Home, dt: string | null) {
  const queryClient = useQueryClient();
  const updateFlags = useUpdateUserFlags();
  const [celebrating, setCelebrating] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const due = home.goal_hit && !home.seen_goal_hit;

  useEffect(() => {
    if (!due || timer.current) return;
    timer.current = setTimeout(() => {
      setCelebrating(true);
      // Seen from now on, here and in every cached day, so no refetch starts it again.
      queryClient.setQueriesData<Home>({ queryKey: ['logging', 'home'] }, (h) => (h ? { ...h, seen_goal_hit: true } : h));
      updateFlags.mutate({ seen_goal_hit: true });
    }, GOAL_HIT_CELEBRATION_DELAY_MS);
  }, [due, queryClient, updateFlags]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    },
    [],
  );

  const dismiss = useCallback(() => {
    setCelebrating(false);
    void queryClient.invalidateQueries({ queryKey: loggingKeys.home(dt) });
  }, [queryClient, dt]);
  return { celebrating, pending: due && !celebrating, dismiss };
}

export function FinishedWork({ home, blocked, eopContent }: { home: Home; blocked: boolean; eopContent: { eopComplete?: ContentItem; eopIncomplete?: ContentItem } }) {
  const t = useTranslations('home');
  const archive = useArchiveScene();
  const banner = useErrorBanner();
  const [dismissed, setDismissed] = useState<number[]>([]);
  const [openId, setOpenId] = useState<number | null>(null);
  const waiting = home.previous_scenes.filter((s) => !s.is_archived && !dismissed.includes(s.id));
  const next = waiting[0];

  useEffect(() => {
    if (blocked || !next || openId !== null) return;
    const t = setTimeout(() => setOpenId(next.id), NEW_SCENE_DIALOG_DELAY_MS);
    return () => clearTimeout(t);
  }, [blocked, next, openId]);

  const scene = home.previous_scenes.find((s) => s.id === openId);
  // A celebration in the interruption queue: nothing else (cookie card, app prompt) opens over or under it.
  const myTurn = useOverlayTurn('celebration', !!scene);
  if (!scene || !myTurn) return null;
  const complete = scene.logged_count >= scene.tile_count;
  const item = complete ? eopContent.eopComplete : eopContent.eopIncomplete;
  const close = () => {
    setDismissed((ids) => [...ids, scene.id]);
    setOpenId(null);
  };
  const confirm = async () => {
    try {
      // Confirming archives every finished scene still waiting, so the dialog does not come back for the older ones.
      for (const s of waiting) await archive.mutateAsync(s.id);
    } catch (error) {
      banner.showError(error);
    }
    close();
  };
  return (
    <FinishedWorkDialog
      open
      scene={scene}
      eopContent={item ? { title: contentTitle(item.title_html, complete ? t('youDidIt') : t('loggingHasEnded')), html: item.content_html } : null}
      hasNextScene={home.user_scene?.current_state === 'loggable'}
      saving={archive.isPending}
      onConfirm={confirm}
      onClose={close}
    />
  );
}

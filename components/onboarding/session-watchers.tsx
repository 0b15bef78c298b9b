'use client';
// What runs around every signed-in page: the idle time-out, the mobile-app prompt, the
// pending-evaluation redirect and the congratulations after an evaluation. Each switches itself on from the
// promotion's flags and the user's role. They load after first paint (deferred-prompts.tsx); the privacy policy
// prompt, a consent that comes before the cookie card in the interruption queue, is in the first load
// (policy-watcher.tsx), so the cookie card is never swapped for it a moment after the page shows.
import { useEffect, useId, useSyncExternalStore } from 'react';
import { useCurrentPromotion } from '@/lib/query/promotions';
import { useCurrentUser } from '@/lib/query/users';
import { isParticipant } from '@/lib/roles';
import { IdleWatcher } from './idle-watcher';
import { MobileOverlay } from './mobile-overlay';
import { EvaluationCongratulations } from '@/components/evaluations/evaluation-congratulations';
import { PendingEvaluationRedirect } from './pending-evaluation';

// Mounted by a layout and by a page alike, only the first mounted instance watches (one idle timer, one prompt).
const owners: string[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
function claim(id: string) {
  owners.push(id);
  notify();
  return () => {
    owners.splice(owners.indexOf(id), 1);
    notify();
  };
}

export function SessionWatchers() {
  const id = useId();
  useEffect(() => claim(id), [id]);
  const active = useSyncExternalStore(subscribe, () => owners[0] === id, () => false);
  const { data: user } = useCurrentUser();
  const { data: promotion } = useCurrentPromotion();
  if (!user || !active) return null;
  const ownPromotion = promotion && user.promotion_id === promotion.id ? promotion : null;
  return (
    <>
      {promotion?.is_timeout_enabled ? <IdleWatcher /> : null}
      {ownPromotion?.is_mobile_enabled ? <MobileOverlay userId={user.id} /> : null}
      {ownPromotion && isParticipant(user.role) ? <PendingEvaluationRedirect /> : null}
      <EvaluationCongratulations />
    </>
  );
}

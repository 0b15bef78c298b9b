'use client';
// The privacy policy prompt on every signed-in page, for a participant of their own promotion. It ranks before the
// cookie card in the interruption queue (overlay-order.ts), so it is part of the first load, unlike the other
// prompts (deferred-prompts.tsx): loaded later, it would take the cookie card's place a moment after the page shows.
import { useSyncExternalStore } from 'react';
import { useCurrentPromotion } from '@/lib/query/promotions';
import { useCurrentUser } from '@/lib/query/users';
import { isParticipant } from '@/lib/roles';
import { PrivacyPolicyPrompt } from '@/components/privacy/policy-prompt';

const noSubscription = () => () => undefined;

export function PolicyWatcher() {
  // After hydration only, as before: the prompt reads the browser's stored consent.
  const mounted = useSyncExternalStore(noSubscription, () => true, () => false);
  const { data: user } = useCurrentUser();
  const { data: promotion } = useCurrentPromotion();
  if (!mounted || !user || !promotion || user.promotion_id !== promotion.id || !isParticipant(user.role)) return null;
  return <PrivacyPolicyPrompt />;
}

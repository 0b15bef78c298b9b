'use client';
// The accept prompt (social-engagement.md "Gift points": accepting sets applied true, declining applied false):
// mounted once by the signed-in layout, it asks about the oldest gift waiting for the user — "X offered you N
// points", Accept / Decline — on whatever page they are. "Later" closes it for that gift until the tab's session
// ends (the gift keeps waiting on /gifts). It reads one cheap call, only for participants of a promotion with teams,
// and again when a gift_ notification arrives (a new offer).
import { useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Gift } from 'lucide-react';
import { useCurrentPromotion } from '@/lib/query/promotions';
import { useCurrentUser } from '@/lib/query/users';
import { refreshGifts, useAnswerGift, usePendingGift } from '@/lib/query/gifts';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime';
import { errorMessagesOf } from '@/lib/api-client';
import { isParticipant } from '@/lib/roles';
import { GIFT_KEY_PREFIX } from '@/lib/gifts/constants';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/feedback/toaster';

const LATER_KEY = 'renew.gift_later';

// The gifts put off with "Later", per tab session; a tiny external store so every reader agrees.
const laterListeners = new Set<() => void>();
function readLater(): string {
  try {
    return sessionStorage.getItem(LATER_KEY) ?? '';
  } catch {
    return '';
  }
}
function putOff(id: number) {
  try {
    sessionStorage.setItem(LATER_KEY, [...readLater().split(',').filter(Boolean), String(id)].join(','));
  } catch {
    // Storage refused (private mode): the prompt simply asks again on the next page.
  }
  laterListeners.forEach((l) => l());
}
const subscribeLater = (l: () => void) => {
  laterListeners.add(l);
  return () => void laterListeners.delete(l);
};

export function GiftOfferPrompt() {
  const t = useTranslations('gifts');
  const { data: user } = useCurrentUser();
  const { data: promotion } = useCurrentPromotion();
  const enabled = Boolean(user && promotion && promotion.is_teams_enabled && user.promotion_id === promotion.id && isParticipant(user.role));
  const queryClient = useQueryClient();
  const pending = usePendingGift(enabled);
  const answer = useAnswerGift();
  const { toast, errorToast } = useToast();
  const later = useSyncExternalStore(subscribeLater, readLater, () => '');
  const [error, setError] = useState<string | null>(null);

  useRealtimeEvent('notificationPublished', (n) => {
    if (n.key.startsWith(GIFT_KEY_PREFIX)) refreshGifts(queryClient);
  });

  const gift = enabled ? pending.data?.target_work_bonus ?? null : null;
  const open = gift !== null && !later.split(',').includes(String(gift.id));
  if (!gift) return null;

  const name = gift.earned_by_name || t('someone');
  const respond = (accept: boolean) => {
    setError(null);
    answer.mutate(
      { id: gift.id, accept },
      {
        onSuccess: (row) => toast(row.applied ? t('accepted', { points: row.points }) : t('declined')),
        onError: (e) => {
          const messages = errorMessagesOf(e, t('couldNotAnswer'));
          setError(messages.join(' '));
          errorToast(messages.join(' '));
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={() => putOff(gift.id)}
      size="sm"
      title={
        <span className="flex items-center gap-3">
          <Gift className="size-6 shrink-0 text-brand" aria-hidden="true" />
          {t('offeredYou', { name, points: gift.points })}
        </span>
      }
      description={t('promptDescription', {
        points: gift.points,
        name: gift.earned_by_first_name || name,
        more: pending.data && pending.data.pending_count > 1 ? pending.data.pending_count - 1 : 0,
      })}
    >
      {error ? (
        <p role="alert" className="mb-4 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={() => putOff(gift.id)} disabled={answer.isPending}>
          {t('later')}
        </Button>
        <Button variant="secondary" onClick={() => respond(false)} disabled={answer.isPending}>
          {t('decline')}
        </Button>
        <Button onClick={() => respond(true)} disabled={answer.isPending}>
          {t('accept')}
        </Button>
      </div>
    </Dialog>
  );
}

'use client';
// The promotion's push flags: whether it pushes at all, and which scheduled or event pushes participants get. Each
// switch asks first, then saves that one flag by a partial update (as the dashboard's feature switches do).
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { AdminPromotion } from '@/lib/promotions/admin-types';
import type { PushFlag } from '@/lib/push/filters';
import { Switch } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';

/** Each flag's name and when it pushes, in the admin-push catalog (flags.<key>.label, flags.<key>.when). */
const FLAG_KEYS = {
  send_push_notifications: 'sendPushNotifications',
  push_first_day: 'firstDay',
  push_weekly_reminder: 'weeklyReminder',
  push_friend_reminder: 'friendReminder',
  push_duo_invite: 'duoInvite',
  push_duo_incomplete: 'duoIncomplete',
  push_duo_paired: 'duoPaired',
} as const satisfies Record<PushFlag, string>;

export function PushFlags({ promotionId, flags: initial }: { promotionId: number; flags: Record<PushFlag, boolean> }) {
  const [flags, setFlags] = useState(initial);
  const [busy, setBusy] = useState<PushFlag | null>(null);
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const t = useTranslations('admin-push');

  const toggle = async (flag: PushFlag) => {
    const next = !flags[flag];
    const label = t(`flags.${FLAG_KEYS[flag]}.label`);
    const on = next ? 'true' : 'false';
    const ok = await confirm({ title: t('toggleTitle', { on, label }), body: t(`flags.${FLAG_KEYS[flag]}.when`), confirmLabel: next ? t('turnOn') : t('turnOff') });
    if (!ok) return;
    setBusy(flag);
    try {
      const saved = await api.put<AdminPromotion>(`/promotions/${promotionId}`, { flags: { [flag]: next } });
      setFlags((f) => ({ ...f, [flag]: saved.flags[flag] }));
      toast(t('toggled', { label, on }));
    } catch (error) {
      errorToast(errorMessagesOf(error, t('saveFailed'))[0]);
    } finally {
      setBusy(null);
    }
  };

  const master = flags.send_push_notifications;
  return (
    <section aria-labelledby="push-flags-title" className="rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
      <h2 id="push-flags-title" className="text-h2 text-ink">{t('flagsTitle')}</h2>
      <p className="mt-1 text-sm text-ink-muted">{t('flagsIntro')}</p>
      <ul className="mt-4 flex flex-col divide-y divide-line">
        {(Object.keys(FLAG_KEYS) as PushFlag[]).map((flag) => (
          <li key={flag} className="flex items-center justify-between gap-4 py-3">
            <div>
              <span id={`push-flag-${flag}`} className="font-semibold text-ink">{t(`flags.${FLAG_KEYS[flag]}.label`)}</span>
              <p id={`push-flag-${flag}-when`} className="text-sm text-ink-muted">{t(`flags.${FLAG_KEYS[flag]}.when`)}</p>
            </div>
            <Switch
              aria-labelledby={`push-flag-${flag}`}
              aria-describedby={`push-flag-${flag}-when`}
              checked={flags[flag]}
              disabled={busy === flag || (flag !== 'send_push_notifications' && !master)}
              onCheckedChange={() => void toggle(flag)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

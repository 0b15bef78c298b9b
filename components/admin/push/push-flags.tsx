'use client';
// The promotion's push flags: whether it pushes at all, and which scheduled or event pushes participants get. Each
// switch asks first, then saves that one flag by a partial update (as the dashboard's feature switches do).
import { useState } from 'react';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { AdminPromotion } from '@/lib/promotions/admin-types';
import { PUSH_FLAG_LABELS, type PushFlag } from '@/lib/push/filters';
import { Switch } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';

const WHEN: Record<PushFlag, string> = {
  send_push_notifications: 'Nothing is pushed while this is off.',
  push_first_day: 'On the start date, from 9 am in the program\'s time zone.',
  push_weekly_reminder: 'On the first day of each later week.',
  push_friend_reminder: 'When a friend request waits unanswered for 2 days.',
  push_duo_invite: 'As soon as someone invites them to a duo.',
  push_duo_incomplete: 'When a started duo is not completed after 3 days.',
  push_duo_paired: 'As soon as Pair Me finds them a partner.',
};

export function PushFlags({ promotionId, flags: initial }: { promotionId: number; flags: Record<PushFlag, boolean> }) {
  const [flags, setFlags] = useState(initial);
  const [busy, setBusy] = useState<PushFlag | null>(null);
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();

  const toggle = async (flag: PushFlag) => {
    const next = !flags[flag];
    const label = PUSH_FLAG_LABELS[flag];
    const ok = await confirm({ title: `${next ? 'Turn on' : 'Turn off'} “${label}”?`, body: WHEN[flag], confirmLabel: next ? 'Turn on' : 'Turn off' });
    if (!ok) return;
    setBusy(flag);
    try {
      const saved = await api.put<AdminPromotion>(`/promotions/${promotionId}`, { flags: { [flag]: next } });
      setFlags((f) => ({ ...f, [flag]: saved.flags[flag] }));
      toast(`${label}: ${next ? 'on' : 'off'}.`);
    } catch (error) {
      errorToast(errorMessagesOf(error, 'Save Failed!')[0]);
    } finally {
      setBusy(null);
    }
  };

  const master = flags.send_push_notifications;
  return (
    <section aria-labelledby="push-flags-title" className="rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
      <h2 id="push-flags-title" className="text-h2 text-ink">Scheduled pushes</h2>
      <p className="mt-1 text-sm text-ink-muted">Participants who allowed notifications in their browser get these.</p>
      <ul className="mt-4 flex flex-col divide-y divide-line">
        {(Object.keys(PUSH_FLAG_LABELS) as PushFlag[]).map((flag) => (
          <li key={flag} className="flex items-center justify-between gap-4 py-3">
            <div>
              <span id={`push-flag-${flag}`} className="font-semibold text-ink">{PUSH_FLAG_LABELS[flag]}</span>
              <p id={`push-flag-${flag}-when`} className="text-sm text-ink-muted">{WHEN[flag]}</p>
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

'use client';
// The launch-readiness checklist of the promotion cockpit: each item with its state, what is true now and the link
// where it is fixed. "Content reviewed" is marked here once someone has read it; "Launch now" opens registration today
// once nothing is left to do (the launch date moves to today, and registration begins no later).
import Link from 'next/link';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { Readiness, ReadinessItem } from '@/lib/promotions/cockpit-types';
import { Button, Check, Circle, cn } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';

const STATE_TEXT: Record<ReadinessItem['state'], string> = { done: 'Done', todo: 'To do', not_needed: 'Not needed' };

export function ReadinessChecklist({ promotionId, promotionName, readiness }: { promotionId: number; promotionName: string; readiness: Readiness }) {
  const router = useRouter();
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const [busy, setBusy] = useState<'review' | 'launch' | null>(null);
  const left = readiness.items.filter((i) => i.state === 'todo').length;

  const markReviewed = async () => {
    setBusy('review');
    try {
      await api.post(`/promotions/${promotionId}/content_review`);
      toast('Content marked reviewed.');
      router.refresh();
    } catch (error) {
      errorToast(errorMessagesOf(error, 'Could not mark the content reviewed.')[0]);
    } finally {
      setBusy(null);
    }
  };

  const launch = async () => {
    const today = readiness.current_date;
    const ok = await confirm({
      title: `Launch ${promotionName} today?`,
      body: `Registration opens today (${today}) and participants can sign up. The program itself starts on ${readiness.starts_on}.`,
      confirmLabel: 'Launch now',
    });
    if (!ok) return;
    setBusy('launch');
    try {
      await api.put(`/promotions/${promotionId}`, { launch_on: today, registration_starts_on: today });
      toast(`${promotionName} has launched.`);
      router.refresh();
    } catch (error) {
      errorToast(errorMessagesOf(error, 'The promotion could not be launched.')[0]);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="readiness-title" className="rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="readiness-title" className="text-h3 text-ink">Ready to launch?</h2>
          <p className="mt-1 text-ink-muted" aria-live="polite">
            {readiness.has_launched ? 'Launched.' : left === 0 ? 'Everything is ready.' : `${left} of ${readiness.items.length} left to do.`}
            {readiness.launch_on && !readiness.has_launched ? ` Launch is planned for ${readiness.launch_on}.` : null}
          </p>
        </div>
        {readiness.has_launched ? null : (
          <Button onClick={() => void launch()} disabled={!readiness.ready} loading={busy === 'launch'}
            aria-describedby={readiness.ready ? undefined : 'readiness-title'}>
            Launch now
          </Button>
        )}
      </div>
      <ol className="mt-4 flex flex-col divide-y divide-line">
        {readiness.items.map((item) => (
          <li key={item.key} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-state={item.state} data-key={item.key}>
            <div className="flex items-start gap-3">
              <StateMark state={item.state} />
              <div>
                <p className="font-semibold text-ink">
                  {item.label} <span className="sr-only">: {STATE_TEXT[item.state]}</span>
                </p>
                <p className="text-sm text-ink-muted">{item.detail}</p>
              </div>
            </div>
            <div className="flex flex-wrap gap-2 pl-9 sm:pl-0">
              {item.key === 'content' && item.state === 'todo' ? (
                <Button variant="secondary" size="sm" loading={busy === 'review'} onClick={() => void markReviewed()}>Mark reviewed</Button>
              ) : null}
              <Link href={item.href} className="inline-flex min-h-10 items-center text-sm font-semibold">
                {item.fix_label}<span className="sr-only"> ({item.label.toLowerCase()})</span>
              </Link>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function StateMark({ state }: { state: ReadinessItem['state'] }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2',
        state === 'done' && 'border-success bg-success text-on-brand',
        state === 'todo' && 'border-line-strong text-ink-muted',
        state === 'not_needed' && 'border-line text-ink-muted',
      )}
    >
      {state === 'done' ? <Check className="size-4" /> : state === 'todo' ? <Circle className="size-2 fill-current" /> : '–'}
    </span>
  );
}

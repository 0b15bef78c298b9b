'use client';
// /duo/add, the add wizard: step 1 pick a friend, step 2 pick a template, step 3 preview and send; Back goes to the
// previous step, or to the duo list from step 1. Focus moves to the step's heading on every change. Promotions on
// api_version 1 get the simpler single-column layout (no pictures on the template cards, one column throughout).
// A friend chosen on the Search tab arrives as ?receiver_id and starts the wizard at step 2.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ArrowLeft, ArrowRight, Check, SendHorizontal, Users } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';
import { EmptyState, LoadError } from '@/components/feedback/load-states';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { useToast } from '@/components/feedback/toaster';
import { MAX_DUOS } from '@/lib/duos/constants';
import { useCurrentPromotion } from '@/lib/query/promotions';
import { useDuoFriends, useDuoList, useDuoTemplates, useStartDuo } from '@/lib/query/duos';
import { CardsSkeleton, nameOf } from './duo-parts';
import { FriendStep, PreviewStep, TemplateStep, unavailableReason } from './wizard-steps';

// The steps' names (catalog keys).
const STEPS = ['stepFriend', 'stepTemplate', 'stepPreview'] as const;

export function DuoWizard({ initialReceiverId, friendsLabel }: { initialReceiverId: number | null; friendsLabel: string }) {
  const t = useTranslations('duos');
  const router = useRouter();
  const promotion = useCurrentPromotion();
  const single = promotion.data?.api_version === 1;
  const list = useDuoList();
  const friends = useDuoFriends();
  const templates = useDuoTemplates();
  const start = useStartDuo();
  const banner = useErrorBanner();
  const { toast } = useToast();
  const [step, setStep] = useState(initialReceiverId ? 1 : 0);
  const [friendId, setFriendId] = useState<number | null>(initialReceiverId);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // Not on the first render: the page's own heading and tabs come first for someone arriving.
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const friend = friends.data?.find((f) => f.user_id === friendId) ?? null;
  const template = templates.data?.find((t) => t.id === templateId) ?? null;
  // A friend from ?receiver_id who cannot be invited (or no longer can): back to step 1 to pick another. Adjusted
  // while rendering, as React recommends for state derived from data.
  if (step > 0 && friends.isSuccess && !start.isPending && !start.isSuccess && (!friend || unavailableReason(friend))) {
    setFriendId(null);
    setStep(0);
  }

  const back = () => (step === 0 ? router.push('/duo/all') : setStep(step - 1));
  const send = () => {
    if (!friend || !template) return;
    start.mutate(
      { receiver_id: friend.user_id, duo_template_id: template.id },
      {
        onSuccess: () => {
          toast(t('invitationSentTo', { name: nameOf(friend, t) }));
          router.push('/duo/all');
        },
        onError: (error) => banner.showError(error, t('genericError')),
      },
    );
  };

  const loading = list.isPending || friends.isPending || templates.isPending;
  const failed = list.error ?? friends.error ?? templates.error;
  let body: React.ReactNode;
  if (loading) body = <CardsSkeleton label={t('loading')} count={4} />;
  else if (failed) {
    body = <LoadError title={t('setupError')} error={failed} onRetry={() => void Promise.all([list.refetch(), friends.refetch(), templates.refetch()])} />;
  } else if (list.data && !list.data.can_start) {
    body = (
      <EmptyState title={t('atLimitTitle', { max: MAX_DUOS })} action={<Button asChild variant="secondary"><Link href="/duo/all">{t('seeYourDuos')}</Link></Button>}>
        <p className="mt-1">{t('atLimitBody')}</p>
      </EmptyState>
    );
  } else if (friends.data!.length === 0) {
    body = (
      <EmptyState icon={Users} title={t('noFriendsTitle', { friends: friendsLabel.toLowerCase() })} action={<Button asChild><Link href="/friends/my">{t('findFriends', { friends: friendsLabel.toLowerCase() })}</Link></Button>}>
        <p className="mt-1">{t('noFriendsBody')}</p>
      </EmptyState>
    );
  } else if (step === 0) {
    body = <FriendStep friends={friends.data!} selected={friendId} onSelect={setFriendId} single={single} />;
  } else if (step === 1) {
    body = <TemplateStep templates={templates.data!} selected={templateId} onSelect={setTemplateId} single={single} />;
  } else if (friend && template) {
    body = (
      <PreviewStep friend={friend} template={template}>
        <Button size="lg" className="self-start" loading={start.isPending} onClick={send}>
          <SendHorizontal className="size-4" aria-hidden="true" /> {t('sendInvitation')}
        </Button>
      </PreviewStep>
    );
  }
  const ready = !loading && !failed && list.data?.can_start && (friends.data?.length ?? 0) > 0;
  const canNext = (step === 0 && friend && !unavailableReason(friend)) || (step === 1 && template);

  return (
    <div className={cn('flex flex-col gap-6', single && 'mx-auto w-full max-w-xl')}>
      <ol aria-label={t('stepsLabel')} className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {STEPS.map((label, index) => (
          <li key={label} aria-current={index === step ? 'step' : undefined}
            className={cn('flex items-center gap-2', index === step ? 'font-semibold text-ink' : 'text-ink-muted')}>
            <span aria-hidden="true" className={cn('grid size-7 place-items-center rounded-full border text-xs font-bold',
              index < step ? 'border-brand bg-brand text-on-brand' : index === step ? 'border-brand text-brand-strong' : 'border-line-strong')}>
              {index < step ? <Check className="size-4" /> : index + 1}
            </span>
            <span className={cn(single && index !== step && 'sr-only sm:not-sr-only')}>{t(label)}</span>
            {index < step ? <span className="sr-only">{t('stepDoneSr')}</span> : null}
          </li>
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1} className="text-h2 text-ink outline-none">
        <span className="sr-only">{t('stepOfSr', { step: step + 1, total: STEPS.length })}</span>
        {t(STEPS[step])}
      </h2>
      {body}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <Button variant="secondary" onClick={back}>
          <ArrowLeft className="size-4" aria-hidden="true" /> {step === 0 ? t('backToDuos') : t('back')}
        </Button>
        {ready && step < 2 ? (
          <Button onClick={() => setStep(step + 1)} disabled={!canNext}>
            {t('next')} <ArrowRight className="size-4" aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </div>
  );
}

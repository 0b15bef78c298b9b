'use client';
// One duo on /duo/all, by where it stands for the caller: an invitation to answer (Accept / Decline, receiver only),
// one sent and waiting (Withdraw, either party), a duo in progress (its pictures revealed day by day), a completed
// one, or the caller's own wait in the pair-me queue.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/i18n/use-format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Handshake } from '@/components/ui/icons';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { useErrorBanner } from '@/components/feedback/error-banner';
import type { Duo, PairQueueItem } from '@/lib/duos/types';
import { useAnswerDuo, type DuoAnswer } from '@/lib/query/duos';
import { DuoImages, DuoProgressBar, nameOf, partnerOf, PersonAvatar, sortedImages } from './duo-parts';
import { formatInstant } from './format';

const cardClasses = 'flex flex-col gap-4 rounded-3xl border border-line bg-surface p-4 shadow-card sm:p-5';

function CardHead({ duo, badge }: { duo: Duo; badge: React.ReactNode }) {
  const t = useTranslations('duos');
  const partner = partnerOf(duo);
  return (
    <div className="flex items-center gap-3">
      <PersonAvatar person={partner} />
      <div className="min-w-0 grow">
        <h3 className="text-h3 text-ink [overflow-wrap:anywhere]">{duo.duo_template.name}</h3>
        <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">{t('withPartner', { name: nameOf(partner, t) })}</p>
      </div>
      {badge}
    </div>
  );
}

function useDuoAnswer(duo: Duo) {
  const t = useTranslations('duos');
  const answer = useAnswerDuo();
  const { toast } = useToast();
  const banner = useErrorBanner();
  const partner = nameOf(partnerOf(duo), t);
  const confirm = useConfirm();
  const messages: Record<DuoAnswer, string> = {
    accept: t('acceptedToast', { name: partner }),
    decline: t('declinedToast', { name: partner }),
    withdrawl: t('withdrawnToast', { name: partner }),
  };
  const run = async (kind: DuoAnswer) => {
    const body = duo.started_at ? t('withdrawBodyStarted', { name: partner }) : t('withdrawBodyInvite');
    if (kind === 'withdrawl' && !(await confirm({ title: t('withdrawTitle', { name: partner }), body, confirmLabel: t('withdraw'), tone: 'danger' }))) return;
    answer.mutate({ id: duo.id, answer: kind }, { onSuccess: () => toast(messages[kind]), onError: (error) => banner.showError(error, t('genericError')) });
  };
  return { run, answer };
}

export function InvitationCard({ duo }: { duo: Duo }) {
  const t = useTranslations('duos');
  const format = useFormat();
  const { run, answer } = useDuoAnswer(duo);
  const partner = nameOf(partnerOf(duo), t);
  const busy = answer.isPending;
  const incoming = duo.stage === 'incoming';
  return (
    <li className={cardClasses}>
      <CardHead duo={duo} badge={<Badge tone={incoming ? 'accent' : 'neutral'}>{incoming ? t('badgeInvitation') : t('badgeSent')}</Badge>} />
      {duo.duo_template.description ? <p className="text-ink">{duo.duo_template.description}</p> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">
          {incoming ? t('invitedYou', { name: partner, when: formatInstant(duo.created_at, format, t) }) : t('sentWaiting', { name: partner, when: formatInstant(duo.created_at, format, t) })}
        </p>
        <div className="flex flex-wrap gap-2">
          {incoming ? (
            <>
              <Button size="sm" disabled={busy} loading={busy && answer.variables?.answer === 'accept'} onClick={() => void run('accept')} aria-label={t('acceptLabel', { name: partner })}>
                {t('accept')}
              </Button>
              <Button size="sm" variant="secondary" disabled={busy} loading={busy && answer.variables?.answer === 'decline'} onClick={() => void run('decline')} aria-label={t('declineLabel', { name: partner })}>
                {t('decline')}
              </Button>
            </>
          ) : (
            <Button size="sm" variant="secondary" loading={busy} onClick={() => void run('withdrawl')} aria-label={t('withdrawInvitationLabel', { name: partner })}>
              {t('withdraw')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

export function InProgressCard({ duo }: { duo: Duo }) {
  const t = useTranslations('duos');
  const format = useFormat();
  const images = duo.duo_template.duo_images;
  const { run, answer } = useDuoAnswer(duo);
  return (
    <li className={cardClasses}>
      <CardHead duo={duo} badge={<Badge tone="brand">{duo.paired_duo ? t('badgePaired') : t('inProgress')}</Badge>} />
      <DuoImages images={images} revealed={duo.progress.done} name={duo.duo_template.name} className="sm:max-w-md" />
      <DuoProgressBar duo={duo} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        {duo.started_at ? <p className="text-sm text-ink-muted">{t('startedHint', { when: formatInstant(duo.started_at, format, t) })}</p> : null}
        <Button size="sm" variant="ghost" className="ms-auto" loading={answer.isPending} onClick={() => void run('withdrawl')} aria-label={t('withdrawFromLabel', { name: nameOf(partnerOf(duo), t) })}>
          {t('withdraw')}
        </Button>
      </div>
    </li>
  );
}

export function CompletedCard({ duo }: { duo: Duo }) {
  const t = useTranslations('duos');
  const format = useFormat();
  const last = sortedImages(duo.duo_template.duo_images).at(-1);
  return (
    <li className={cardClasses}>
      <div className="flex items-center gap-3">
        {last ? (
          <img src={last.image} alt="" className="size-14 shrink-0 rounded-2xl object-cover" />
        ) : (
          <PersonAvatar person={partnerOf(duo)} className="size-14" />
        )}
        <div className="min-w-0 grow">
          <h3 className="text-h3 text-ink [overflow-wrap:anywhere]">{duo.duo_template.name}</h3>
          <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">
            {duo.completed_at
              ? t('completedWith', { name: nameOf(partnerOf(duo), t), when: formatInstant(duo.completed_at, format, t) })
              : t('withPartner', { name: nameOf(partnerOf(duo), t) })}
          </p>
        </div>
        <Badge tone="success">{t('completed')}</Badge>
      </div>
    </li>
  );
}

export function PairQueueCard({ item }: { item: PairQueueItem }) {
  const t = useTranslations('duos');
  const format = useFormat();
  return (
    <li className={cardClasses}>
      <div className="flex flex-wrap items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-soft text-brand-strong">
          <Handshake className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 grow">
          <h3 className="text-h3 text-ink">{t('waitingToBePaired')}</h3>
          <p className="text-sm text-ink-muted">{t('pairQueueBody', { when: formatInstant(item.created_at, format, t) })}</p>
        </div>
        <Button asChild size="sm" variant="secondary">
          <Link href="/duo/pair">{t('tabPairMe')}</Link>
        </Button>
      </div>
    </li>
  );
}

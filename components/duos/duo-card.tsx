'use client';
// One duo on /duo/all, by where it stands for the caller: an invitation to answer (Accept / Decline, receiver only),
// one sent and waiting (Withdraw, either party), a duo in progress (its pictures revealed day by day), a completed
// one, or the caller's own wait in the pair-me queue.
import Link from 'next/link';
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

export const GENERIC_ERROR = 'Oops, something went wrong';

const cardClasses = 'flex flex-col gap-4 rounded-3xl border border-line bg-surface p-4 shadow-card sm:p-5';

function CardHead({ duo, badge }: { duo: Duo; badge: React.ReactNode }) {
  const partner = partnerOf(duo);
  return (
    <div className="flex items-center gap-3">
      <PersonAvatar person={partner} />
      <div className="min-w-0 grow">
        <h3 className="text-h3 text-ink [overflow-wrap:anywhere]">{duo.duo_template.name}</h3>
        <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">with {nameOf(partner)}</p>
      </div>
      {badge}
    </div>
  );
}

function useDuoAnswer(duo: Duo) {
  const answer = useAnswerDuo();
  const { toast } = useToast();
  const banner = useErrorBanner();
  const partner = nameOf(partnerOf(duo));
  const confirm = useConfirm();
  const messages: Record<DuoAnswer, string> = {
    accept: `Your duo with ${partner} has started!`,
    decline: `You declined ${partner}’s invitation.`,
    withdrawl: `Your duo with ${partner} was withdrawn.`,
  };
  const run = async (kind: DuoAnswer) => {
    const body = duo.started_at ? `The duo ends for both of you and ${partner} is told.` : 'The invitation will be cancelled.';
    if (kind === 'withdrawl' && !(await confirm({ title: `Withdraw from the duo with ${partner}?`, body, confirmLabel: 'Withdraw', tone: 'danger' }))) return;
    answer.mutate({ id: duo.id, answer: kind }, { onSuccess: () => toast(messages[kind]), onError: (error) => banner.showError(error, GENERIC_ERROR) });
  };
  return { run, answer };
}

export function InvitationCard({ duo }: { duo: Duo }) {
  const { run, answer } = useDuoAnswer(duo);
  const partner = nameOf(partnerOf(duo));
  const busy = answer.isPending;
  const incoming = duo.stage === 'incoming';
  return (
    <li className={cardClasses}>
      <CardHead duo={duo} badge={<Badge tone={incoming ? 'accent' : 'neutral'}>{incoming ? 'Invitation' : 'Sent'}</Badge>} />
      {duo.duo_template.description ? <p className="text-ink">{duo.duo_template.description}</p> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">
          {incoming ? `${partner} invited you ${formatInstant(duo.created_at)}.` : `Sent ${formatInstant(duo.created_at)} — waiting for ${partner} to answer.`}
        </p>
        <div className="flex flex-wrap gap-2">
          {incoming ? (
            <>
              <Button size="sm" disabled={busy} loading={busy && answer.variables?.answer === 'accept'} onClick={() => void run('accept')} aria-label={`Accept ${partner}’s duo invitation`}>
                Accept
              </Button>
              <Button size="sm" variant="secondary" disabled={busy} loading={busy && answer.variables?.answer === 'decline'} onClick={() => void run('decline')} aria-label={`Decline ${partner}’s duo invitation`}>
                Decline
              </Button>
            </>
          ) : (
            <Button size="sm" variant="secondary" loading={busy} onClick={() => void run('withdrawl')} aria-label={`Withdraw the duo invitation to ${partner}`}>
              Withdraw
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

export function InProgressCard({ duo }: { duo: Duo }) {
  const images = duo.duo_template.duo_images;
  const { run, answer } = useDuoAnswer(duo);
  return (
    <li className={cardClasses}>
      <CardHead duo={duo} badge={<Badge tone="brand">{duo.paired_duo ? 'Paired' : 'In progress'}</Badge>} />
      <DuoImages images={images} revealed={duo.progress.done} name={duo.duo_template.name} className="sm:max-w-md" />
      <DuoProgressBar duo={duo} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        {duo.started_at ? <p className="text-sm text-ink-muted">Started {formatInstant(duo.started_at)}. Log an activity each day — a picture unlocks on every day you both do.</p> : null}
        <Button size="sm" variant="ghost" className="ml-auto" loading={answer.isPending} onClick={() => void run('withdrawl')} aria-label={`Withdraw from the duo with ${nameOf(partnerOf(duo))}`}>
          Withdraw
        </Button>
      </div>
    </li>
  );
}

export function CompletedCard({ duo }: { duo: Duo }) {
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
            with {nameOf(partnerOf(duo))}
            {duo.completed_at ? ` · completed ${formatInstant(duo.completed_at)}` : ''}
          </p>
        </div>
        <Badge tone="success">Completed</Badge>
      </div>
    </li>
  );
}

export function PairQueueCard({ item }: { item: PairQueueItem }) {
  return (
    <li className={cardClasses}>
      <div className="flex flex-wrap items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-soft text-brand-strong">
          <Handshake className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 grow">
          <h3 className="text-h3 text-ink">Waiting to be paired</h3>
          <p className="text-sm text-ink-muted">Joined the Pair Me queue {formatInstant(item.created_at)}.</p>
        </div>
        <Button asChild size="sm" variant="secondary">
          <Link href="/duo/pair">Pair Me</Link>
        </Button>
      </div>
    </li>
  );
}

'use client';
// /duo/pair, Pair Me: how it works, the caller's place in the queue (waiting since…, or paired with someone and a
// link to the duo), Join the queue (only under the 2-duo limit, as Start-duo) and Withdraw.
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Handshake } from '@/components/ui/icons';
import { LoadError } from '@/components/feedback/load-states';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { useToast } from '@/components/feedback/toaster';
import { DUO_GROUP, MAX_DUOS } from '@/lib/duos/constants';
import type { PairStatus } from '@/lib/duos/types';
import { useCurrentUser } from '@/lib/query/users';
import { useDuoList, useJoinPairQueue, useLeavePairQueue, useLiveDuos, usePairStatus } from '@/lib/query/duos';
import { CardsSkeleton, nameOf, partnerOf } from './duo-parts';
import { GENERIC_ERROR } from './duo-card';
import { formatInstant } from './format';

export function PairMe() {
  useLiveDuos();
  const status = usePairStatus();
  const list = useDuoList();
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="pair-how" className="flex flex-col gap-2 rounded-3xl bg-brand-softer p-5 hc:border hc:border-line">
        <h2 id="pair-how" className="flex items-center gap-2 text-h3 text-ink">
          <Handshake className="size-5" aria-hidden="true" /> How Pair Me works
        </h2>
        <p className="text-ink">
          No one to invite? Join the queue and we will pair you with the next participant who is also looking for a partner. Your duo starts as soon as you
          are paired — you will get a notification.
        </p>
        <p className="text-sm text-ink-muted">Waiting in the queue counts as one of your {MAX_DUOS} duos. You can withdraw at any time before you are paired.</p>
      </section>
      {status.isPending || list.isPending ? <CardsSkeleton label="Loading your Pair Me status…" count={1} /> : null}
      {status.isError ? <LoadError title="Your Pair Me status could not be loaded." error={status.error} onRetry={() => void status.refetch()} /> : null}
      {status.isSuccess && list.isSuccess ? (
        <QueueStatus status={status.data} canStart={list.data.can_start} queuedAt={list.data.duos[DUO_GROUP.inQueue].find((item) => item.kind === 'pair_queue')?.created_at ?? null} />
      ) : null}
    </div>
  );
}

function QueueStatus({ status, canStart, queuedAt }: { status: PairStatus; canStart: boolean; queuedAt: string | null }) {
  const user = useCurrentUser();
  const join = useJoinPairQueue();
  const leave = useLeavePairQueue();
  const banner = useErrorBanner();
  const { toast } = useToast();
  const onJoin = () =>
    user.data && join.mutate(user.data.id, { onSuccess: () => toast('You joined the Pair Me queue.'), onError: (error) => banner.showError(error, GENERIC_ERROR) });
  const onLeave = () =>
    status.id !== null && leave.mutate(status.id, { onSuccess: () => toast('You left the Pair Me queue.'), onError: (error) => banner.showError(error, GENERIC_ERROR) });

  const joinButton = canStart ? (
    <Button loading={join.isPending} onClick={onJoin}>
      {status.state === 'paired' ? 'Join the queue again' : 'Join the queue'}
    </Button>
  ) : (
    <p className="text-sm text-ink-muted">You are in {MAX_DUOS} duos, the most at one time: finish or withdraw one to join the queue.</p>
  );

  return (
    <section aria-labelledby="pair-status" className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-5 shadow-card">
      <h2 id="pair-status" className="text-h3 text-ink">
        Your status
      </h2>
      <div role="status" className="text-ink">
        {status.state === 'queued' ? (
          <p>
            <strong>Waiting to be paired</strong>
            {queuedAt ? ` — you joined the queue ${formatInstant(queuedAt)}.` : '.'}
          </p>
        ) : status.state === 'paired' && status.duo ? (
          <p>
            <strong>Paired!</strong> You and {nameOf(partnerOf(status.duo))} are doing {status.duo.duo_template.name} together.
          </p>
        ) : (
          <p>You are not in the queue.</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {status.state === 'queued' ? (
          <Button variant="secondary" loading={leave.isPending} onClick={onLeave}>
            Withdraw
          </Button>
        ) : (
          joinButton
        )}
        {status.state === 'paired' && status.duo_id !== null ? (
          <Button asChild variant="secondary">
            <Link href="/duo/all">See your duo</Link>
          </Button>
        ) : null}
      </div>
    </section>
  );
}

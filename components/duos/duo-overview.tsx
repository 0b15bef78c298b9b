'use client';
// /duo/all: the three groups of the duo list (In progress, In queue, Completed), 'Start a duo' only while the
// caller is under the limit (in progress plus queued under 2), an empty state that leads to inviting a friend (or to
// making friends first), the walkthrough once, and the full-screen celebration of a completed duo. The list refetches
// when a duo notification arrives.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Handshake, UserPlus, Users } from '@/components/ui/icons';
import { EmptyState, LoadError } from '@/components/feedback/load-states';
import { DUO_GROUP, MAX_DUOS } from '@/lib/duos/constants';
import type { Duo, DuoListHead } from '@/lib/duos/types';
import { useDuoList, useLiveDuos } from '@/lib/query/duos';
import { CompletedCard, InProgressCard, InvitationCard, PairQueueCard } from './duo-card';
import { CardsSkeleton, DuoSection } from './duo-parts';
import { DuoCompleteOverlay } from './duo-complete-overlay';
import { DuoWalkthrough } from './duo-walkthrough';

export function DuoOverview({ friendsLabel }: { friendsLabel: string }) {
  const t = useTranslations('duos');
  useLiveDuos();
  const list = useDuoList();
  // One dialog at a time: the celebration of a completed duo first, the walkthrough after it.
  const celebrating = list.data?.duos[DUO_GROUP.completed].some((duo) => !duo.archived_by_me) ?? true;
  return (
    <div className="flex flex-col gap-8">
      <DuoWalkthrough enabled={list.isSuccess && !celebrating} />
      {list.isPending ? <CardsSkeleton label={t('loadingDuos')} count={3} /> : null}
      {list.isError ? <LoadError title={t('duosError')} error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.isSuccess ? <Groups head={list.data} friendsLabel={friendsLabel} /> : null}
    </div>
  );
}

function StartDuo() {
  const t = useTranslations('duos');
  return (
    <Button asChild>
      <Link href="/duo/add">
        <UserPlus className="size-4" aria-hidden="true" /> {t('startDuo')}
      </Link>
    </Button>
  );
}

/** Where the caller stands against the 2-duo limit. */
function limitLine(open: number, canStart: boolean, t: ReturnType<typeof useTranslations<'duos'>>): string {
  if (!canStart) return t('limitFull', { max: MAX_DUOS });
  if (open === 0) return t('limitNone', { max: MAX_DUOS });
  return t('limitSome', { count: open, left: MAX_DUOS - open });
}

function EmptyActions({ first }: { first: React.ReactNode }) {
  const t = useTranslations('duos');
  return (
    <div className="flex flex-wrap justify-center gap-2">
      {first}
      <Button asChild variant="secondary">
        <Link href="/duo/pair">{t('tryPairMe')}</Link>
      </Button>
    </div>
  );
}

function Groups({ head, friendsLabel }: { head: DuoListHead; friendsLabel: string }) {
  const t = useTranslations('duos');
  const friends = friendsLabel.toLowerCase();
  const inProgress = head.duos[DUO_GROUP.inProgress];
  const inQueue = head.duos[DUO_GROUP.inQueue];
  const completed = head.duos[DUO_GROUP.completed];
  // "Start-duo is shown only when in-progress plus queued duos is under 2."
  const canStart = head.can_start && inProgress.length + inQueue.length < MAX_DUOS;
  const nothing = inProgress.length + inQueue.length + completed.length === 0;

  if (nothing) {
    return (
      <>
        {head.has_friends ? (
          <EmptyState icon={Handshake} title={t('noDuosTitle')} action={<EmptyActions first={<StartDuo />} />}>
            <p className="mt-1">{t('noDuosBody')}</p>
          </EmptyState>
        ) : (
          <EmptyState
            icon={Users}
            title={t('noDuosTitle')}
            action={
              <EmptyActions
                first={
                  <Button asChild>
                    <Link href="/friends/my">{t('findFriends', { friends })}</Link>
                  </Button>
                }
              />
            }
          >
            <p className="mt-1">{t('noDuosNoFriendsBody', { friends })}</p>
          </EmptyState>
        )}
      </>
    );
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-3xl bg-brand-softer p-4 hc:border hc:border-line">
        <p className="text-ink">
          {limitLine(inProgress.length + inQueue.length, canStart, t)}
        </p>
        {canStart ? head.has_friends ? <StartDuo /> : (
          <Button asChild variant="secondary">
            <Link href="/friends/my">{t('findFriends', { friends })}</Link>
          </Button>
        ) : null}
      </div>
      <DuoCompleteOverlay completed={completed} />
      <DuoSection id="duos-in-progress" title={t('inProgress')}>
        {inProgress.length ? (
          <ul className="flex flex-col gap-3">
            {inProgress.map((duo) => (
              <InProgressCard key={duo.id} duo={duo} />
            ))}
          </ul>
        ) : (
          <p className="text-ink-muted">{t('noInProgress')}</p>
        )}
      </DuoSection>
      <DuoSection id="duos-in-queue" title={t('inQueue')}>
        {inQueue.length ? (
          <ul className="flex flex-col gap-3">
            {inQueue.map((item) => (item.kind === 'pair_queue' ? <PairQueueCard key={`q${item.id}`} item={item} /> : <InvitationCard key={item.id} duo={item} />))}
          </ul>
        ) : (
          <p className="text-ink-muted">{t('noInQueue')}</p>
        )}
      </DuoSection>
      {completed.length ? (
        <DuoSection id="duos-completed" title={t('completed')}>
          <ul className="flex flex-col gap-3">
            {completed.map((duo: Duo) => (
              <CompletedCard key={duo.id} duo={duo} />
            ))}
          </ul>
        </DuoSection>
      ) : null}
    </>
  );
}

'use client';
// /duo/pair, Pair Me: how it works, the caller's place in the queue (waiting since…, or paired with someone and a
// link to the duo), Join the queue (only under the 2-duo limit, as Start-duo) and Withdraw.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/i18n/use-format';
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
import { formatInstant } from './format';

export function PairMe() {
  const t = useTranslations('duos');
  useLiveDuos();
  const status = usePairStatus();
  const list = useDuoList();
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="pair-how" className="flex flex-col gap-2 rounded-3xl bg-brand-softer p-5 hc:border hc:border-line">
        <h2 id="pair-how" className="flex items-center gap-2 text-h3 text-ink">
          <Handshake className="size-5" aria-hidden="true" /> {t('howTitle')}
        </h2>
        <p className="text-ink">{t('howBody')}</p>
        <p className="text-sm text-ink-muted">{t('howNote', { max: MAX_DUOS })}</p>
      </section>
      {status.isPending || list.isPending ? <CardsSkeleton label={t('loadingStatus')} count={1} /> : null}
      {status.isError ? <LoadError title={t('statusError')} error={status.error} onRetry={() => void status.refetch()} /> : null}
      {status.isSuccess && list.isSuccess ? (
        <QueueStatus status={status.data} canStart={list.data.can_start} queuedAt={list.data.duos[DUO_GROUP.inQueue].find((item) => item.kind === 'pair_queue')?.created_at ?? null} />
      ) : null}
    </div>
  );
}

function QueueStatus({ status, canStart, queuedAt }: { status: PairStatus; canStart: boolean; queuedAt: string | null }) {
  const t = useTranslations('duos');
  const format = useFormat();
  const user = useCurrentUser();
  const join = useJoinPairQueue();
  const leave = useLeavePairQueue();
  const banner = useErrorBanner();
  const { toast } = useToast();
  const onJoin = () =>
    user.data && join.mutate(user.data.id, { onSuccess: () => toast(t('joinedQueue')), onError: (error) => banner.showError(error, t('genericError')) });
  const onLeave = () =>
    status.id !== null && leave.mutate(status.id, { onSuccess: () => toast(t('leftQueue')), onError: (error) => banner.showError(error, t('genericError')) });

  const joinButton = canStart ? (
    <Button loading={join.isPending} onClick={onJoin}>
      {status.state === 'paired' ? t('joinAgain') : t('join')}
    </Button>
  ) : (
    <p className="text-sm text-ink-muted">{t('joinLimit', { max: MAX_DUOS })}</p>
  );

  return (
    <section aria-labelledby="pair-status" className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-5 shadow-card">
      <h2 id="pair-status" className="text-h3 text-ink">
        {t('yourStatus')}
      </h2>
      <div role="status" className="text-ink">
        {status.state === 'queued' ? (
          <p>
            {queuedAt
              ? t.rich('queuedSince', { when: formatInstant(queuedAt, format, t), strong: (chunks) => <strong>{chunks}</strong> })
              : t.rich('queued', { strong: (chunks) => <strong>{chunks}</strong> })}
          </p>
        ) : status.state === 'paired' && status.duo ? (
          <p>
            {t.rich('paired', { partner: nameOf(partnerOf(status.duo), t), duo: status.duo.duo_template.name, strong: (chunks) => <strong>{chunks}</strong> })}
          </p>
        ) : (
          <p>{t('notInQueue')}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {status.state === 'queued' ? (
          <Button variant="secondary" loading={leave.isPending} onClick={onLeave}>
            {t('withdraw')}
          </Button>
        ) : (
          joinButton
        )}
        {status.state === 'paired' && status.duo_id !== null ? (
          <Button asChild variant="secondary">
            <Link href="/duo/all">{t('seeYourDuo')}</Link>
          </Button>
        ) : null}
      </div>
    </section>
  );
}

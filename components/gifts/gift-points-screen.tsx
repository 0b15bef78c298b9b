'use client';
// /gifts (social-engagement.md "Gift points": users eligible for gifting are fetched with page_size 0; the point
// value comes from the promotion; the layout is ours): what the user holds and the limits, the gift waiting for
// their answer, the people they may gift to (filtered by name on the page), and their recent offers.
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Gift } from 'lucide-react';
import { Avatar, initialsOf } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { EmptyState, LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { errorMessagesOf } from '@/lib/api-client';
import { useAnswerGift, useEligibleGiftUsers, useGiftSummary, useOfferGift, usePendingGift } from '@/lib/query/gifts';
import { MAX_OFFERS_PER_WEEK } from '@/lib/gifts/constants';
import { useFormat } from '@/lib/i18n/use-format';
import type { EligibleGiftUser, GiftOffer, GiftPerson, GiftSummary } from '@/lib/gifts/types';

export function GiftPointsScreen() {
  const t = useTranslations('gifts');
  const summary = useGiftSummary();
  if (summary.isPending) return <LoadingBlock label={t('loading')} large />;
  if (summary.isError) return <LoadError title={t('couldNotLoad')} error={summary.error} onRetry={() => void summary.refetch()} />;
  return (
    <div className="flex flex-col gap-8">
      <Holdings summary={summary.data} />
      <WaitingForMe />
      <OfferList summary={summary.data} />
      <RecentOffers offers={summary.data.recent_offers} />
    </div>
  );
}

function Holdings({ summary }: { summary: GiftSummary }) {
  const t = useTranslations('gifts');
  const { giftable, points, pending_offer: pending, offers_left_this_week: left } = summary;
  return (
    <section aria-labelledby="gift-holdings" className="rounded-3xl border border-line bg-surface p-6 shadow-card">
      <h2 id="gift-holdings" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Gift className="size-5 text-brand" aria-hidden="true" />
        {giftable === 0 ? t('holdingsNone') : t('holdings', { count: giftable, points })}
      </h2>
      <p className="mt-2 text-ink-muted">{t('explanation', { max: MAX_OFFERS_PER_WEEK, hasLeft: String(giftable > 0), left })}</p>
      {pending ? (
        <p className="mt-3 font-medium text-ink" role="status">
          {pending.target.full_name
            ? t('waitingFor', { name: pending.target.full_name, points: pending.points })
            : t('waitingForThem', { points: pending.points })}
        </p>
      ) : null}
    </section>
  );
}

function WaitingForMe() {
  const t = useTranslations('gifts');
  const pending = usePendingGift(true);
  const answer = useAnswerGift();
  const { toast, errorToast } = useToast();
  const gift = pending.data?.target_work_bonus;
  if (!gift) return null;
  const name = gift.earned_by_name || t('someone');
  const respond = (accept: boolean) =>
    answer.mutate({ id: gift.id, accept }, {
      onSuccess: (row) => toast(row.applied ? t('accepted', { points: row.points }) : t('declined')),
      onError: (e) => errorToast(errorMessagesOf(e, t('couldNotAnswer')).join(' ')),
    });
  return (
    <section aria-labelledby="gift-waiting" className="rounded-3xl border border-brand/40 bg-brand-soft p-6">
      <h2 id="gift-waiting" className="text-lg font-semibold text-ink">{t('offeredYou', { name, points: gift.points })}</h2>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={() => respond(true)} disabled={answer.isPending}>{t('accept')}</Button>
        <Button variant="secondary" onClick={() => respond(false)} disabled={answer.isPending}>{t('decline')}</Button>
      </div>
    </section>
  );
}

function PersonLine({ person, detail }: { person: GiftPerson; detail?: string | null }) {
  const t = useTranslations('gifts');
  const [first = '', ...rest] = person.full_name.split(' ');
  return (
    <div className="flex min-w-0 grow basis-44 items-center gap-3">
      <Avatar src={person.image.url} initials={initialsOf(first, rest.at(-1) ?? '', person.full_name)} className="size-11" />
      <div className="min-w-0">
        <p className="font-semibold text-ink [overflow-wrap:anywhere]">{person.full_name || t('unknownUser')}</p>
        {detail ? <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">{detail}</p> : null}
      </div>
    </div>
  );
}

function OfferList({ summary }: { summary: GiftSummary }) {
  const t = useTranslations('gifts');
  const eligible = useEligibleGiftUsers(summary.giftable > 0);
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const text = filter.trim().toLowerCase();
    return (eligible.data ?? []).filter((u) => !text || u.full_name.toLowerCase().includes(text));
  }, [eligible.data, filter]);
  if (summary.giftable === 0) return null;
  return (
    <section aria-labelledby="gift-offer" className="flex flex-col gap-3">
      <h2 id="gift-offer" className="text-lg font-semibold text-ink">{t('giveYourGift')}</h2>
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        {t('findByName')}
        <Input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={t('namePlaceholder')} autoComplete="off" />
      </label>
      {eligible.isPending ? (
        <LoadingBlock label={t('loadingPeople')} />
      ) : eligible.isError ? (
        <LoadError title={t('peopleError')} error={eligible.error} onRetry={() => void eligible.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState title={filter ? t('noOneByName') : t('noOneYet')}>
          <p className="mt-1">{t('giftsGoTo')}</p>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-2">
          {shown.map((u) => <OfferRow key={u.id} user={u} summary={summary} />)}
        </ul>
      )}
    </section>
  );
}

function OfferRow({ user, summary }: { user: EligibleGiftUser; summary: GiftSummary }) {
  const t = useTranslations('gifts');
  const offer = useOfferGift();
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const name = user.full_name || t('thisPerson');
  const give = async () => {
    const ok = await confirm({ title: t('confirmTitle', { points: summary.points, name }), body: t('confirmBody'), confirmLabel: t('confirmLabel') });
    if (!ok) return;
    offer.mutate(user.id, {
      onSuccess: () => toast(t('offerSent', { name })),
      onError: (e) => errorToast(errorMessagesOf(e, t('couldNotOffer')).join(' ')),
    });
  };
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 shadow-card">
      <PersonLine person={user} detail={user.team_name} />
      <Button size="sm" className="ms-auto" onClick={() => void give()} disabled={!summary.can_offer || offer.isPending} loading={offer.isPending} aria-label={t('giveAria', { points: summary.points, name })}>
        {t('giveButton', { points: summary.points })}
      </Button>
    </li>
  );
}

/** An offer's answer (applied: null waiting, true accepted, false declined), as keys under gifts.status. */
const STATUS = { null: 'waiting', true: 'accepted', false: 'declined' } as const;

function RecentOffers({ offers }: { offers: GiftOffer[] }) {
  const t = useTranslations('gifts');
  const format = useFormat();
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="gift-recent" className="flex flex-col gap-3">
      <h2 id="gift-recent" className="text-lg font-semibold text-ink">{t('recentGifts')}</h2>
      <ul className="flex flex-col gap-2">
        {offers.map((o) => (
          <li key={o.id} className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3">
            <PersonLine person={o.target} detail={t('recentDetail', { points: o.points, date: format.custom(o.offered_at, { year: 'numeric', month: 'numeric', day: 'numeric' }) })} />
            <span className="ms-auto rounded-full bg-surface-muted px-3 py-1 text-sm font-medium text-ink">{t(`status.${STATUS[String(o.applied) as keyof typeof STATUS]}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

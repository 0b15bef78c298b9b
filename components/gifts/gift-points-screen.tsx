'use client';
// /gifts (social-engagement.md "Gift points": users eligible for gifting are fetched with page_size 0; the point
// value comes from the promotion; the layout is ours): what the user holds and the limits, the gift waiting for
// their answer, the people they may gift to (filtered by name on the page), and their recent offers.
import { useMemo, useState } from 'react';
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
import { GIFT_MESSAGES as M } from '@/lib/gifts/messages';
import type { EligibleGiftUser, GiftOffer, GiftPerson, GiftSummary } from '@/lib/gifts/types';

export function GiftPointsScreen() {
  const summary = useGiftSummary();
  if (summary.isPending) return <LoadingBlock label="Loading gift points…" large />;
  if (summary.isError) return <LoadError title={M.couldNotLoad} error={summary.error} onRetry={() => void summary.refetch()} />;
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
  const { giftable, points, pending_offer: pending, offers_left_this_week: left } = summary;
  return (
    <section aria-labelledby="gift-holdings" className="rounded-3xl border border-line bg-surface p-6 shadow-card">
      <h2 id="gift-holdings" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Gift className="size-5 text-brand" aria-hidden="true" />
        {giftable === 0 ? 'No gift points to give right now' : `You have ${giftable} gift${giftable === 1 ? '' : 's'} of ${points} points to give`}
      </h2>
      <p className="mt-2 text-ink-muted">
        Your team’s completed works earn each member gift points to give to someone in the team competition. One gift
        waits for an answer at a time, and you can offer gifts {MAX_OFFERS_PER_WEEK} times a week
        {giftable > 0 ? ` (${left} left this week)` : ''}. A declined gift comes back to you.
      </p>
      {pending ? (
        <p className="mt-3 font-medium text-ink" role="status">
          Waiting for {pending.target.full_name || 'them'} to answer your gift of {pending.points} points.
        </p>
      ) : null}
    </section>
  );
}

function WaitingForMe() {
  const pending = usePendingGift(true);
  const answer = useAnswerGift();
  const { toast, errorToast } = useToast();
  const gift = pending.data?.target_work_bonus;
  if (!gift) return null;
  const name = gift.earned_by_name || 'Someone';
  const respond = (accept: boolean) =>
    answer.mutate({ id: gift.id, accept }, {
      onSuccess: (row) => toast(row.applied ? M.accepted(row.points) : M.declined),
      onError: (e) => errorToast(errorMessagesOf(e, M.couldNotAnswer).join(' ')),
    });
  return (
    <section aria-labelledby="gift-waiting" className="rounded-3xl border border-brand/40 bg-brand-soft p-6">
      <h2 id="gift-waiting" className="text-lg font-semibold text-ink">{M.offeredYou(name, gift.points)}</h2>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={() => respond(true)} disabled={answer.isPending}>Accept</Button>
        <Button variant="secondary" onClick={() => respond(false)} disabled={answer.isPending}>Decline</Button>
      </div>
    </section>
  );
}

function PersonLine({ person, detail }: { person: GiftPerson; detail?: string | null }) {
  const [first = '', ...rest] = person.full_name.split(' ');
  return (
    <div className="flex min-w-0 grow basis-44 items-center gap-3">
      <Avatar src={person.image.url} initials={initialsOf(first, rest.at(-1) ?? '', person.full_name)} className="size-11" />
      <div className="min-w-0">
        <p className="font-semibold text-ink [overflow-wrap:anywhere]">{person.full_name || 'Unknown user'}</p>
        {detail ? <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">{detail}</p> : null}
      </div>
    </div>
  );
}

function OfferList({ summary }: { summary: GiftSummary }) {
  const eligible = useEligibleGiftUsers(summary.giftable > 0);
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const text = filter.trim().toLowerCase();
    return (eligible.data ?? []).filter((u) => !text || u.full_name.toLowerCase().includes(text));
  }, [eligible.data, filter]);
  if (summary.giftable === 0) return null;
  return (
    <section aria-labelledby="gift-offer" className="flex flex-col gap-3">
      <h2 id="gift-offer" className="text-lg font-semibold text-ink">Give your gift</h2>
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        Find someone by name
        <Input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="Name" autoComplete="off" />
      </label>
      {eligible.isPending ? (
        <LoadingBlock label="Loading people…" />
      ) : eligible.isError ? (
        <LoadError title="People could not be loaded." error={eligible.error} onRetry={() => void eligible.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState title={filter ? 'No one by that name' : 'No one to gift to yet'}>
          <p className="mt-1">Gifts go to members of the teams in the competition.</p>
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
  const offer = useOfferGift();
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const name = user.full_name || 'this person';
  const give = async () => {
    const ok = await confirm({ title: `Give ${summary.points} points to ${name}?`, body: 'They can accept or decline your gift.', confirmLabel: 'Give points' });
    if (!ok) return;
    offer.mutate(user.id, {
      onSuccess: () => toast(M.offerSent(name)),
      onError: (e) => errorToast(errorMessagesOf(e, M.couldNotOffer).join(' ')),
    });
  };
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 shadow-card">
      <PersonLine person={user} detail={user.team_name} />
      <Button size="sm" className="ml-auto" onClick={() => void give()} disabled={!summary.can_offer || offer.isPending} loading={offer.isPending} aria-label={`Give ${summary.points} points to ${name}`}>
        Give {summary.points} points
      </Button>
    </li>
  );
}

const STATUS: Record<'null' | 'true' | 'false', string> = { null: 'Waiting', true: 'Accepted', false: 'Declined' };

function RecentOffers({ offers }: { offers: GiftOffer[] }) {
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="gift-recent" className="flex flex-col gap-3">
      <h2 id="gift-recent" className="text-lg font-semibold text-ink">Your recent gifts</h2>
      <ul className="flex flex-col gap-2">
        {offers.map((o) => (
          <li key={o.id} className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3">
            <PersonLine person={o.target} detail={`${o.points} points · ${new Date(o.offered_at).toLocaleDateString()}`} />
            <span className="ml-auto rounded-full bg-surface-muted px-3 py-1 text-sm font-medium text-ink">{STATUS[String(o.applied) as 'null' | 'true' | 'false']}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

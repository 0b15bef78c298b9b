'use client';
// The user's badges (unearned hide_until_earned badges, buddy badges without the buddy flag and wall badges without
// the wall flag are hidden; the API leaves those out):
// earned first with the day they were earned, then the ones still to earn.
import { useTranslations } from 'next-intl';
import { useCurrentPromotion } from '@/lib/query/promotions';
import { useUserBadges } from '@/lib/query/stats';
import type { UserBadge } from '@/lib/badges/types';
import { EmptyState, LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useFormat } from '@/lib/i18n/use-format';
import { badgeGoal } from './badge-goal';

function BadgeMark({ badge }: { badge: UserBadge }) {
  if (badge.image.url) {
    return (
      <img src={badge.image.url} alt="" className={`size-20 rounded-full bg-surface-muted object-cover ${badge.earned ? '' : 'opacity-50 grayscale'}`} />
    );
  }
  return (
    <svg viewBox="0 0 80 80" aria-hidden="true" className={`size-20 ${badge.earned ? 'text-brand' : 'text-line-strong'}`}>
      <path d="M28 48 20 74l20-9 20 9-8-26" fill="currentColor" opacity="0.35" />
      <circle cx="40" cy="34" r="26" fill={badge.earned ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="3" strokeDasharray={badge.earned ? undefined : '6 5'} />
      <path d="m40 20 4.3 8.8 9.7 1.4-7 6.8 1.7 9.6L40 42l-8.7 4.6 1.7-9.6-7-6.8 9.7-1.4Z" fill={badge.earned ? 'var(--color-on-brand)' : 'currentColor'} />
    </svg>
  );
}

function BadgeCard({ badge, friendLabel }: { badge: UserBadge; friendLabel?: string }) {
  const t = useTranslations('badges');
  const format = useFormat();
  return (
    <li className={`flex flex-col items-center gap-3 rounded-3xl p-5 text-center ${badge.earned ? 'bg-surface shadow-card hc:border hc:border-line' : 'border border-dashed border-line-strong'}`}>
      <BadgeMark badge={badge} />
      <div>
        <h3 className="font-semibold text-ink">{badge.name}</h3>
        <p className="mt-1 text-sm text-ink-muted">{badgeGoal(t, badge.category, badge.goal, friendLabel)}</p>
      </div>
      <p className={`mt-auto text-sm font-semibold ${badge.earned ? 'text-success' : 'text-ink-muted'}`}>
        {badge.earned && badge.earned_on
          ? t.rich('earnedOn', {
              // A calendar day: Format.day writes it in UTC, so no time zone moves it.
              date: format.day(badge.earned_on, 'medium'),
              time: (chunks) => <time dateTime={badge.earned_on!}>{chunks}</time>,
            })
          : t('notEarnedYet')}
      </p>
    </li>
  );
}

export function BadgesView() {
  const t = useTranslations('badges');
  const badges = useUserBadges('me');
  const { data: promotion } = useCurrentPromotion();
  const friendLabel = promotion?.friend_label_plural;

  if (badges.isPending) return <LoadingBlock label={t('loading')} />;
  if (badges.isError) {
    return <LoadError title={t('loadError')} error={badges.error} onRetry={() => void badges.refetch()} />;
  }

  const earned = badges.data.data.filter((b) => b.earned);
  const toEarn = badges.data.data.filter((b) => !b.earned);
  if (earned.length + toEarn.length === 0) {
    return <EmptyState>{t('empty')}</EmptyState>;
  }
  const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="badges-earned" className="flex flex-col gap-4">
        <h2 id="badges-earned" className="text-h2 text-ink">
          {t.rich('earnedHeading', { count: earned.length, muted: (chunks) => <span className="font-normal text-ink-muted">{chunks}</span> })}
        </h2>
        {earned.length ? (
          <ul className={grid}>
            {earned.map((badge) => (
              <BadgeCard key={badge.id} badge={badge} friendLabel={friendLabel} />
            ))}
          </ul>
        ) : (
          <p className="text-ink-muted">{t('noneEarned')}</p>
        )}
      </section>
      {toEarn.length ? (
        <section aria-labelledby="badges-to-earn" className="flex flex-col gap-4">
          <h2 id="badges-to-earn" className="text-h2 text-ink">
            {t.rich('toEarnHeading', { count: toEarn.length, muted: (chunks) => <span className="font-normal text-ink-muted">{chunks}</span> })}
          </h2>
          <ul className={grid}>
            {toEarn.map((badge) => (
              <BadgeCard key={badge.id} badge={badge} friendLabel={friendLabel} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

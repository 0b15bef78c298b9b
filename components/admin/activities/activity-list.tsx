// The promotion's activities by week, filtered by category; each opens in the form beside it (?activityId).
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { CATEGORIES } from '@/lib/activities/categories';
import type { AdminActivity } from '@/lib/program-design/types';
import { buttonClasses, cn } from '@/components/ui';

export function ActivityList({ promotionId, activities, category, selectedId }: {
  promotionId: number;
  activities: AdminActivity[];
  category: string | null;
  selectedId: number | null;
}) {
  const t = useTranslations('admin-activities');
  const tCategories = useTranslations('categories');
  const base = `/promotion/${promotionId}/activities`;
  const href = (q: Record<string, string | number | null>) => {
    const params = new URLSearchParams(Object.entries(q).flatMap(([k, v]) => (v === null ? [] : [[k, String(v)]])));
    const s = params.toString();
    return s ? `${base}?${s}` : base;
  };
  const weeks = [...new Set(activities.map((a) => a.week_available))];
  return (
    <section aria-labelledby="activity-list-title" className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="activity-list-title" className="text-h2 text-ink">{t('activitiesHeading')}</h2>
        <Link href={href({ activityId: 'new', category })} className={buttonClasses('primary', 'sm')}>{t('newActivity')}</Link>
      </div>
      <nav aria-label={t('categoryNav')}>
        <ul className="flex flex-wrap gap-1.5">
          {[{ key: null, display: t('all') }, ...CATEGORIES.map((c) => ({ key: c.key, display: tCategories(`names.${c.key}`) }))].map((c) => (
            <li key={c.key ?? 'all'}>
              <Link
                href={href({ category: c.key })}
                aria-current={category === c.key ? 'page' : undefined}
                className={cn('inline-flex min-h-9 items-center rounded-full border border-line px-3 text-sm font-semibold text-ink-muted no-underline hover:text-ink', category === c.key && 'border-brand bg-brand text-on-brand hover:text-on-brand')}
              >
                {c.display}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {activities.length === 0 ? <p className="text-ink-muted">{t('noActivities')}</p> : null}
      {weeks.map((week) => (
        <div key={week}>
          <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{t('week', { week })}</h3>
          <ul className="mt-1.5 flex flex-col gap-1">
            {activities.filter((a) => a.week_available === week).map((a) => (
              <li key={a.id}>
                <Link
                  href={href({ activityId: a.id, category })}
                  aria-current={a.id === selectedId ? 'true' : undefined}
                  className={cn('flex items-center justify-between gap-3 rounded-xl px-3 py-2 text-ink no-underline hover:bg-surface-muted', a.id === selectedId && 'bg-surface-muted font-semibold')}
                >
                  <span className="min-w-0 truncate">{a.name}</span>
                  <span className="shrink-0 text-xs text-ink-muted">{t('activityDetail', { category: tCategories(`names.${a.category_object.key}`), quiz: a.question ? 'yes' : 'no' })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

// One activity in the list: its category's colour and mark, name, blurb, what it offers (quiz, new this week) and
// its bookmark. The whole card opens the detail; the bookmark sits above that link. Keyboard focus on the link draws
// an outline around the whole card, outside its artwork, so it shows on any image.
import { useTranslations } from 'next-intl';
import type { Activity } from '@/lib/activities/types';
import { CategoryMark, categoryVisual } from '@/components/home/category-icons';
import { useCategoryName } from '@/components/categories/category-name';
import { IntentLink } from '@/components/ui/intent-link';
import { BookmarkButton } from './bookmark-button';

export function activityHref(activity: Pick<Activity, 'id' | 'bookmarked'>, userActivityId?: number | null): string {
  const params = new URLSearchParams({ activityId: String(activity.id) });
  if (userActivityId) params.set('userActivity', String(userActivityId));
  if (activity.bookmarked) params.set('bookmarked', 'true');
  return `/activity?${params}`;
}

export function ActivityCard({ activity, currentWeek }: { activity: Activity; currentWeek: number }) {
  const t = useTranslations('activities');
  const categoryName = useCategoryName();
  const visual = categoryVisual(activity.category);
  const isNew = activity.week_available === currentWeek;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-surface shadow-card transition-shadow hover:shadow-lg has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus" data-testid="activity-card">
      {/* The artwork's box is fixed by its aspect ratio and the image fills it absolutely, so a lazy image arriving
          does not grow the card (a layout shift). */}
      <div className="relative aspect-[2/1] bg-surface-muted">
        {activity.image.url ? <img src={activity.image.url} alt="" loading="lazy" className="absolute inset-0 size-full object-cover" /> : null}
        <span className={`absolute top-3 start-3 inline-flex items-center gap-1.5 rounded-full py-1 pe-3 ps-1 text-xs font-semibold ${visual.tone}`}>
          <CategoryMark category={activity.category} className="size-6 rounded-full" />
          {categoryName(activity.category, activity.category_object.display)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-h3 text-ink">
          <IntentLink href={activityHref(activity)} className="no-underline after:absolute after:inset-0 focus-visible:outline-none">
            {activity.name}
          </IntentLink>
        </h3>
        {activity.blurb ? <p className="text-ink-muted">{activity.blurb}</p> : null}
        <ul className="mt-auto flex flex-wrap gap-2 pt-2 text-xs font-semibold" aria-label={t('aboutThisActivity')}>
          {isNew ? <li className="rounded-full bg-brand-soft px-2.5 py-1 text-brand-strong">{t('newThisWeek')}</li> : null}
          {activity.has_quiz ? <li className="rounded-full bg-sharp-soft px-2.5 py-1 text-sharp">{t('quiz')}</li> : null}
          <li className="rounded-full bg-surface-muted px-2.5 py-1 text-ink-muted">{t('week', { week: activity.week_available })}</li>
        </ul>
      </div>
      <BookmarkButton activityId={activity.id} name={activity.name} bookmarked={activity.bookmarked} className="absolute top-3 end-3 z-10" />
    </article>
  );
}

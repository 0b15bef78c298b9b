import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { settingsPage } from '@/server/users/settings-page';
import { countCompletedScenes } from '@/server/scenes/queries';
import { requestFormat } from '@/server/i18n/request-format';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('settings');
  return { title: t('tabs.goal') };
}

// /settings/goal: Edit Goal (non-masters). The spec shows neither the tab's route nor a goal of one's own; the goal a
// participant works to is the program's (promotions.default_goal scenes, as the stats' star badge reads it), shown
// here with the progress toward it.
export default async function GoalPage() {
  const { master, context } = await settingsPage();
  if (master || !context.promotion) redirect('/settings/profile');
  const goal = context.promotion.row.default_goal;
  const [done, t, format] = await Promise.all([countCompletedScenes(context.user.id, context.promotion.id), getTranslations('settings.goal'), requestFormat()]);
  const percent = goal > 0 ? Math.min(100, Math.round((done / goal) * 100)) : 0;
  const ends = context.promotion.row.ends_on;
  return (
    <section aria-labelledby="goal-title" className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 id="goal-title" className="text-h2 text-ink">{t('title')}</h2>
      <p className="text-lg text-ink">
        {t.rich('complete', { goal, date: format.day(ends, 'monthDayLong'), strong: (chunks) => <strong>{chunks}</strong> })}
      </p>
      <div className="flex flex-col gap-2">
        <p className="font-semibold text-ink">{t('progress', { done, goal })}</p>
        <div role="progressbar" aria-label={t('progressLabel')} aria-valuemin={0} aria-valuemax={goal} aria-valuenow={Math.min(done, goal)} className="h-3 overflow-hidden rounded-full bg-surface-muted hc:border hc:border-line">
          <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <p className="text-ink-muted">{t('body')}</p>
    </section>
  );
}

'use client';
// The loggable act (docs/logging.md "The loggable act"): the activity picked on the Activities tab waits here until
// an empty tile is chosen. Changing it drops the pick first, because Activities sends the participant home while
// one is waiting.
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRemoveUserActivity } from '@/lib/query/logging';
import type { LoggableActivity } from '@/lib/logging/types';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { buttonClasses } from '@/components/ui/button';
import { useCategoryName } from '@/components/categories/category-name';
import { CategoryMark } from './category-icons';

export function LoggableActCard({ act }: { act: LoggableActivity }) {
  const t = useTranslations('home');
  const categoryName = useCategoryName();
  const router = useRouter();
  const banner = useErrorBanner();
  const remove = useRemoveUserActivity();
  // Awaited rather than per-call callbacks: dropping the pick unmounts this card before they would run.
  const change = async () => {
    try {
      await remove.mutateAsync(act.user_activity_id);
      router.push('/activities/all');
    } catch (error) {
      banner.showError(error);
    }
  };
  return (
    <section aria-labelledby="loggable-act" className="rounded-3xl border-2 border-brand bg-brand-softer p-5 sm:p-6" data-testid="loggable-act">
      <p className="text-sm font-semibold tracking-wider text-brand-strong uppercase">{t('readyToLog')}</p>
      <div className="mt-3 flex items-center gap-3">
        <CategoryMark category={act.activity.category} className="size-11" />
        <div className="min-w-0">
          <h2 id="loggable-act" className="font-semibold text-ink">
            {act.activity.name}
          </h2>
          <p className="text-sm text-ink-muted">{categoryName(act.activity.category, act.activity.category_object.display)}</p>
        </div>
      </div>
      <p className="mt-3 text-ink">{t('tapEmptyTile')}</p>
      <button type="button" onClick={change} disabled={remove.isPending} className={buttonClasses('secondary', 'sm', 'mt-4')}>
        {t('changeActivity')}
      </button>
    </section>
  );
}

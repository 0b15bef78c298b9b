'use client';
// The counts at the top of My Journey (completed scenes and duos): GET /journey/summary.
import { useTranslations } from 'next-intl';
import { useJourneySummary } from '@/lib/query/journal';
import { useFormat } from '@/lib/i18n/use-format';
import { formatCount } from '@/components/charts/format';

export function JourneySummaryStrip() {
  const t = useTranslations('journey');
  const format = useFormat();
  const summary = useJourneySummary();
  const items = [
    { key: 'scenes', label: t('scenesCompleted'), value: summary.data?.completed_scene_count },
    { key: 'duos', label: t('duosCompleted'), value: summary.data?.completed_duo_count },
    { key: 'reflections', label: t('reflections'), value: summary.data?.reflection_count },
  ];
  if (summary.isError) return null;
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4" aria-busy={summary.isPending}>
      {items.map((item) => (
        <div key={item.key} className="flex flex-col-reverse rounded-2xl bg-surface px-3 py-3 shadow-card sm:px-5 hc:border hc:border-line">
          <dt className="text-xs font-medium text-ink-muted sm:text-sm">{item.label}</dt>
          <dd className="text-2xl font-bold text-ink sm:text-3xl" data-testid={`journey-${item.key}`}>
            {item.value === undefined ? <>
                <span className="inline-block h-8 w-8 animate-pulse rounded bg-surface-muted" aria-hidden="true" />
                <span className="sr-only">{t('loadingCount')}</span>
              </> : formatCount(format, item.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

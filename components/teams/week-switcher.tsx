// Previous / next week of the competition as links (each week is its own URL), and which week is shown.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/button';

export function WeekSwitcher({ week, weeks, lastWeek = weeks, hrefOf, label }: { week: number; weeks: number; lastWeek?: number; hrefOf: (week: number) => string; label: string }) {
  const t = useTranslations('teams');
  const step = (target: number, direction: 'Previous' | 'Next') => {
    const Icon = direction === 'Previous' ? ChevronLeft : ChevronRight;
    const usable = target >= 1 && target <= lastWeek;
    return usable ? (
      <Link href={hrefOf(target)} className={buttonClasses('secondary', 'icon')} aria-label={direction === 'Previous' ? t('previousWeek', { week: target }) : t('nextWeek', { week: target })}>
        <Icon className="size-5" aria-hidden="true" />
      </Link>
    ) : (
      <span className={buttonClasses('secondary', 'icon', 'pointer-events-none opacity-40')} aria-hidden="true">
        <Icon className="size-5" />
      </span>
    );
  };
  return (
    <nav aria-label={label} className="flex items-center gap-3">
      {step(week - 1, 'Previous')}
      <p className="min-w-28 text-center font-semibold text-ink" aria-current="page">
        {t.rich('weekOf', { week, weeks, muted: (chunks) => <span className="font-normal text-ink-muted">{chunks}</span> })}
      </p>
      {step(week + 1, 'Next')}
    </nav>
  );
}

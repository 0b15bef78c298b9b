// The end-of-program report on screen: the totals, then activities by category, registrations by week and the
// locations, each a table whose cells carry a bar (the chart and its text alternative in one, ./bar-table.tsx). "< k"
// marks counts of fewer than k people (the organization's floor, docs/privacy.md). The same report downloads as a PDF
// with drawn charts.
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import type { EopCount, EopReport } from '@/lib/reports/types';
import { floorShownIn } from '@/lib/privacy/types';
import { CATEGORIES } from '@/lib/activities/categories';
import { createFormat, type Format } from '@/lib/i18n/format';
import { buttonClasses } from '@/components/ui';
import { BarTable } from './bar-table';
import { EopLocationForm } from './location-form';

export async function EopReportView({ promotionId, report, locations, locationId }: { promotionId: number; report: EopReport | null; locations: { id: number; name: string }[]; locationId: number | null }) {
  const [t, tCategories, locale, timeZone] = await Promise.all([getTranslations('admin-reports.eop'), getTranslations('categories'), getLocale(), getTimeZone()]);
  const format = createFormat(locale, timeZone);
  const fmt = (v: EopCount) => countLabel(v, format);
  // The report names a category by its English display name; the screen says it in the reader's language.
  const categoryName = (display: string) => {
    const category = CATEGORIES.find((c) => c.display === display);
    return category ? tCategories(`names.${category.key}`) : display;
  };
  const empty = t('empty');
  const pdfHref = `/api/promotions/${promotionId}/eop?format=pdf${locationId ? `&location_id=${locationId}` : ''}`;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {locations.length > 0 ? (
          <EopLocationForm locations={locations} locationId={locationId} />
        ) : <span />}
        <a href={pdfHref} className={buttonClasses('primary')} download>{t('downloadPdf')}</a>
      </div>
      {!report ? <p role="alert" className="rounded-2xl bg-danger-soft px-4 py-3 font-medium text-danger">{t('loadFailed')}</p> : (
        <>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {([
              [t('totals.participants'), report.totals.participants], [t('totals.activeParticipants'), report.totals.active_participants], [t('totals.activitiesLogged'), report.totals.activities_logged],
              [t('totals.scenesCompleted'), report.totals.scenes_completed], [t('totals.duosCompleted'), report.totals.duos_completed], [t('totals.evaluationsCompleted'), report.totals.evaluations_completed], [t('totals.averagePoints'), report.totals.average_points],
            ] as const).map(([label, value]) => (
              <div key={label} className="rounded-2xl bg-surface p-4 shadow-card hc:border hc:border-line">
                <dt className="text-sm text-ink-muted">{label}</dt>
                <dd className="text-2xl font-bold text-ink">{fmt(value)}</dd>
              </div>
            ))}
          </dl>
          <div className="grid gap-4 lg:grid-cols-2">
            <BarTable title={t('byCategory')} head={[t('category'), t('activities')]} empty={empty}
              rows={report.by_category.map((c) => ({ label: categoryName(c.category), value: c.count, shown: fmt(c.count) }))} />
            <BarTable title={t('byWeek')} head={[t('weekOf'), t('registrations')]} empty={empty}
              rows={report.registrations_by_week.map((w) => ({ label: w.week, value: w.count, shown: fmt(w.count) }))} />
          </div>
          <BarTable title={t('byLocation')} head={[t('location'), t('participants')]} empty={empty}
            rows={report.by_location.map((l) => ({ label: l.location, value: l.participants, shown: fmt(l.participants) }))} />
          {report.suppressed > 0 && floorShownIn(report) !== null ? (
            <p className="text-sm text-ink-muted">{t('floorNote', { floor: floorShownIn(report)! })}</p>
          ) : null}
        </>
      )}
    </div>
  );
}

/** A count in the reader's grouping, or the "< k" of a suppressed one. */
function countLabel(v: EopCount, format: Format): string {
  return typeof v === 'number' ? format.number(v) : v;
}

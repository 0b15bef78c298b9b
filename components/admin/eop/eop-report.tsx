// The end-of-program report on screen: the totals, then activities by category, registrations by week and the
// locations, each a table whose cells carry a bar (the chart and its text alternative in one). "< k" marks counts of
// fewer than k people (the organization's floor, docs/privacy.md). The same report downloads as a PDF with drawn charts.
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import type { EopCount, EopReport } from '@/lib/reports/types';
import { floorShownIn } from '@/lib/privacy/types';
import { CATEGORIES } from '@/lib/activities/categories';
import { createFormat, type Format } from '@/lib/i18n/format';
import { Button, Label, Select, buttonClasses } from '@/components/ui';

const PALETTE = ['#0f766e', '#2563eb', '#d97706', '#7c3aed', '#dc2626', '#059669', '#db2777', '#4f46e5', '#ca8a04', '#0891b2', '#9333ea', '#65a30d'];

function BarTable({ title, head, rows, empty, fmt }: {
  title: string; head: [string, string]; rows: { label: string; value: EopCount }[]; empty: string; fmt: (v: EopCount) => string;
}) {
  const max = Math.max(1, ...rows.map((r) => (typeof r.value === 'number' ? r.value : 0)));
  return (
    <section className="rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
      <h2 className="mb-3 text-h3 text-ink">{title}</h2>
      {rows.length === 0 ? <p className="text-ink-muted">{empty}</p> : (
        <table className="w-full text-start text-sm">
          <thead><tr><th scope="col" className="py-1 pe-3 font-semibold">{head[0]}</th><th scope="col" className="py-1 font-semibold">{head[1]}</th></tr></thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.label} className="border-t border-line">
                <th scope="row" className="py-1.5 pe-3 font-normal text-ink">{r.label}</th>
                <td className="w-2/3 py-1.5">
                  <span className="flex items-center gap-2">
                    {typeof r.value === 'number' ? <span aria-hidden="true" className="inline-block h-3 rounded-full" style={{ width: `${Math.max(2, (r.value / max) * 100)}%`, backgroundColor: PALETTE[i % PALETTE.length] }} /> : null}
                    <span className="font-semibold text-ink">{fmt(r.value)}</span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

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
          <form method="get" className="flex flex-wrap items-end gap-2">
            <div className="flex flex-col gap-1">
              <Label htmlFor="eop-location">{t('location')}</Label>
              <Select id="eop-location" name="location_id" defaultValue={locationId ?? ''}>
                <option value="">{t('wholeProgram')}</option>
                {locations.map((l) => <option key={l.id} value={l.id}>{l.name}</option>)}
              </Select>
            </div>
            <Button type="submit" variant="secondary">{t('show')}</Button>
          </form>
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
            <BarTable title={t('byCategory')} head={[t('category'), t('activities')]} empty={empty} fmt={fmt}
              rows={report.by_category.map((c) => ({ label: categoryName(c.category), value: c.count }))} />
            <BarTable title={t('byWeek')} head={[t('weekOf'), t('registrations')]} empty={empty} fmt={fmt}
              rows={report.registrations_by_week.map((w) => ({ label: w.week, value: w.count }))} />
          </div>
          <BarTable title={t('byLocation')} head={[t('location'), t('participants')]} empty={empty} fmt={fmt}
            rows={report.by_location.map((l) => ({ label: l.location, value: l.participants }))} />
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

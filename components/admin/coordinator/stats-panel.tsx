'use client';
// The Stats tab: registrations, active participants per day and week, activities by category (the 12-colour pie),
// scenes completed, evaluations and team standings. Each chart is drawn for the eye and has its table beside it for
// screen readers and for anyone who opens it; the whole set downloads as CSV. A location filter narrows the figures
// within the viewer's reach. Counts are bars in the product's colours (brand, the category palette); day series stand
// on a real time axis (every day between the first and the last) with dates written for people, never ISO. The figures
// come from a snapshot refreshed every minute, and say how old they are. Weekly series arrive as week numbers and are
// named here, in the reader's language ("Week 3").
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/i18n/use-format';
import type { Format } from '@/lib/i18n/format';
import { Bar, BarChart, CartesianGrid, Cell, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Button, DataTable, Label, Select, type DataTableColumn } from '@/components/ui';
import { EmptyState } from '@/components/feedback/load-states';
import { useToast } from '@/components/feedback/toaster';
import { api, errorMessagesOf } from '@/lib/api-client';
import { CHART_SIZE } from '@/lib/coordinator/constants';
import { daySeries, isDaySeries } from '@/lib/coordinator/chart-series';
import { formatLongDate, formatShortDate } from '@/components/ui/dates';
import { categoryColor } from '@/lib/categories/palette';
import { useCategoryName } from '@/components/categories/category-name';
import { statsCsvRows, statsCsvWords, toCsv } from '@/lib/coordinator/csv';
import { countText, drawable, type EmployerStats, type ShownPoint, type ShownTeamStanding, type ShownWeekPoint } from '@/lib/privacy/types';
import { StatsAge } from './stats-age';

export interface LocationOption {
  id: number;
  name: string;
  depth: number;
}

export function StatsPanel({ promotionId, initial, locations }: { promotionId: number; initial: EmployerStats; locations: LocationOption[] }) {
  const [stats, setStats] = useState(initial);
  const [location, setLocation] = useState('');
  const [busy, setBusy] = useState(false);
  const { errorToast } = useToast();
  const t = useTranslations('admin-coordinator');
  const tStats = useTranslations('admin-coordinator.stats');
  const name = useCategoryName();
  const format = useFormat();

  const pick = async (value: string) => {
    setLocation(value);
    setBusy(true);
    try {
      setStats(await api.get<EmployerStats>(`/promotions/${promotionId}/stats`, { query: { location_id: value || undefined } }));
    } catch (error) {
      errorToast(errorMessagesOf(error, t('stats.noStats'))[0]);
    } finally {
      setBusy(false);
    }
  };

  const download = () => {
    const words = statsCsvWords(tStats, (key) => name(key, key));
    const blob = new Blob([toCsv(statsCsvRows(stats, words))], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `stats-${promotionId}.csv`;
    a.click();
    URL.revokeObjectURL(url);
  };

  const empty = stats.registrations.length === 0 && stats.active_per_day.length === 0 && stats.activities_by_category.length === 0;
  return (
    <div className="flex flex-col gap-6" aria-busy={busy || undefined}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        {locations.length > 0 ? (
          <div className="flex flex-col gap-1">
            <Label htmlFor="stats-location">{t('location')}</Label>
            <Select id="stats-location" value={location} onChange={(e) => void pick(e.target.value)} className="min-w-56">
              <option value="">{t('allLocations')}</option>
              {locations.map((l) => <option key={l.id} value={l.id}>{`${'\u2014 '.repeat(l.depth)}${l.name}`}</option>)}
            </Select>
          </div>
        ) : <span />}
        <div className="flex flex-col gap-0.5">
          <p className="text-ink-muted" aria-live="polite">{t.rich('stats.participants', { count: countText(stats.participants, format), big: (chunks) => <span className="text-2xl font-bold text-ink">{chunks}</span> })}</p>
          {stats.computed_at ? <StatsAge computedAt={stats.computed_at} /> : null}
        </div>
        <Button variant="secondary" onClick={download} disabled={empty}>{t('stats.downloadCsv')}</Button>
      </div>
      {empty ? <EmptyState title={t('stats.noStats')} /> : (
        <div className="grid gap-6 lg:grid-cols-2">
          <ChartCard title={t('stats.registrations')} points={stats.registrations} />
          <ChartCard title={t('stats.activePerDay')} points={stats.active_per_day} />
          <WeekChartCard title={t('stats.activePerWeek')} points={stats.active_per_week} />
          <CategoryCard points={stats.activities_by_category} />
          <WeekChartCard title={t('stats.scenesCompleted')} points={stats.scenes_completed} />
          <ChartCard title={t('stats.evaluations')} points={stats.evaluations} />
          {stats.team_standings.length > 0 ? <TeamStandings stats={stats} /> : null}
        </div>
      )}
    </div>
  );
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  // Not derived from the title: a title in another script would leave nothing to tell the cards apart.
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-line bg-surface p-5 shadow-card">
      <h2 id={id} className="text-h3 text-ink">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function PointsTable({ caption, points, labelHeader, format = (s: string) => s }: { caption: string; points: ShownPoint[]; labelHeader: string; format?: (s: string) => string }) {
  const t = useTranslations('admin-coordinator.stats');
  const numbers = useFormat();
  const columns: DataTableColumn<ShownPoint>[] = [
    { id: 'label', header: labelHeader, enableSorting: false, meta: { rowHeader: true }, cell: ({ row }) => format(row.original.label) },
    { id: 'count', header: t('count'), enableSorting: false, meta: { numeric: true }, cell: ({ row }) => countText(row.original.count, numbers) },
  ];
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-semibold text-ink-muted">{t('showTable')}</summary>
      <DataTable caption={caption} variant="plain" pager={false} columns={columns} data={points} getRowId={(p) => p.label} className="mt-2" />
    </details>
  );
}

// Tooltip and axis text in the theme's colours (recharts' defaults are its own greys and white).
const AXIS_TICK = { fontSize: 12, fill: 'var(--color-ink-muted)' };
const TOOLTIP_STYLE = { background: 'var(--color-surface)', border: '1px solid var(--color-line)', borderRadius: 12, color: 'var(--color-ink)' };

/** A weekly series, each week named in the reader's language. */
function WeekChartCard({ title, points }: { title: string; points: ShownWeekPoint[] }) {
  const t = useTranslations('admin-coordinator.stats');
  return <ChartCard title={title} points={points.map((p) => ({ label: t('week', { week: p.week }), count: p.count }))} labelHeader={t('weekHeader')} />;
}

/** A count series as bars: a day series on its time axis ("Nov 9"), any other (weeks, names) as its labels. */
function ChartCard({ title, points, labelHeader }: { title: string; points: ShownPoint[]; labelHeader?: string }) {
  const format = useFormat();
  const t = useTranslations('admin-coordinator.stats');
  const long = (day: string) => formatLongDate(day, format);
  const total = points.reduce((sum, p) => sum + drawable(p.count), 0);
  const days = isDaySeries(points);
  // A suppressed value ("< k") draws as an empty bar; the tooltip and the table show its label.
  const data = days
    ? daySeries(points).map((b) => ({ label: b.day, count: b.count, shown: b.shown }))
    : points.map((p) => ({ label: p.label, count: drawable(p.count), shown: p.count }));
  const tick = days ? (day: string) => formatShortDate(day, format) : (label: string) => label;
  const ranged = days && points.length > 0;
  return (
    <Card title={title}>
      {points.length === 0 ? <p className="text-ink-muted">{t('noStats')}</p> : (
        <>
          <div role="img" className="h-60 w-full" aria-label={t('chartLabel', {
            title, hasRange: ranged ? 'true' : 'false', from: ranged ? long(data[0]!.label) : '', to: ranged ? long(data[data.length - 1]!.label) : '', total: format.number(total),
          })}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
                <CartesianGrid vertical={false} stroke="var(--color-line)" />
                <XAxis dataKey="label" tickFormatter={tick} tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: 'var(--color-line)' }} minTickGap={16} />
                <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} width={40} tickFormatter={(value: number) => format.number(value)} />
                <Tooltip
                  cursor={{ fill: 'var(--color-brand-softer)' }}
                  contentStyle={TOOLTIP_STYLE}
                  labelFormatter={(label) => (days ? long(String(label)) : String(label))}
                  formatter={(_value, _name, item) => [countText((item.payload as { shown: ShownPoint['count'] }).shown, format), title]}
                />
                <Bar dataKey="count" fill="var(--color-brand)" radius={[4, 4, 0, 0]} maxBarSize={36} isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <PointsTable caption={title} points={points} labelHeader={days ? t('day') : labelHeader ?? t('label')} format={days ? long : undefined} />
        </>
      )}
    </Card>
  );
}

function CategoryCard({ points }: { points: ShownPoint[] }) {
  const t = useTranslations('admin-coordinator.stats');
  const name = useCategoryName();
  const format = useFormat();
  // The same colour and name per category as the participant's screens (the one palette, the categories catalog).
  const categoryName = (key: string) => name(key, key);
  const title = t('byCategory');
  return (
    <Card title={title}>
      {points.length === 0 ? <p className="text-ink-muted">{t('noStats')}</p> : (
        <>
          <div role="img" aria-label={t('categoryLabel', { title, values: points.map((p) => t('categoryValue', { name: categoryName(p.label), count: countText(p.count, format) })).join(', ') })} className="mx-auto w-full max-w-[400px]">
            <ResponsiveContainer width="100%" aspect={CHART_SIZE.width / CHART_SIZE.height}>
              <PieChart>
                <Pie data={points.map((p) => ({ label: p.label, count: drawable(p.count), shown: p.count, name: categoryName(p.label) }))} dataKey="count" nameKey="name" outerRadius="80%" isAnimationActive={false}>
                  {points.map((p) => <Cell key={p.label} fill={categoryColor(p.label)} />)}
                </Pie>
                <Tooltip contentStyle={TOOLTIP_STYLE} formatter={(_value, label, item) => [countText((item.payload as { shown: ShownPoint['count'] }).shown, format), label]} />
              </PieChart>
            </ResponsiveContainer>
          </div>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
            {points.map((p) => (
              <li key={p.label} className="flex items-center gap-1.5">
                <span className="inline-block size-3 rounded-sm" style={{ background: categoryColor(p.label) }} />{categoryName(p.label)}
              </li>
            ))}
          </ul>
          <PointsTable caption={title} points={points} labelHeader={t('category')} format={categoryName} />
        </>
      )}
    </Card>
  );
}

/** The server's one-decimal average ("40.5") with the reader's decimal mark ("40,5"); "< k" as it is. */
const decimal = (value: string, format: Format) =>
  (/^\d+(\.\d+)?$/.test(value) ? format.number(Number(value), { minimumFractionDigits: 1, maximumFractionDigits: 1 }) : value);

function TeamStandings({ stats }: { stats: EmployerStats }) {
  const t = useTranslations('admin-coordinator.stats');
  const format = useFormat();
  // In standing order (the server ranks them): the rank is the row's place.
  const columns: DataTableColumn<ShownTeamStanding>[] = [
    { id: 'rank', header: t('rank'), enableSorting: false, cell: ({ row }) => row.index + 1 },
    { id: 'team', header: t('team'), accessorKey: 'name', enableSorting: false },
    { id: 'members', header: t('members'), enableSorting: false, meta: { numeric: true }, cell: ({ row }) => countText(row.original.member_count, format) },
    { id: 'points', header: t('points'), enableSorting: false, meta: { numeric: true }, cell: ({ row }) => countText(row.original.total_points, format) },
    { id: 'average', header: t('average'), enableSorting: false, meta: { numeric: true }, cell: ({ row }) => decimal(row.original.avg_points, format) },
  ];
  return (
    <Card title={t('teamStandings')}>
      <DataTable caption={t('teamStandings')} variant="plain" pager={false} columns={columns} data={stats.team_standings} getRowId={(team) => String(team.id)} className="text-sm" />
    </Card>
  );
}

// My Stats over time: points per program week (bars) and the balance of categories each week (stacked bars in the one
// category palette). Plain SVG, no chart library. Each picture is one role="img" whose name says what it shows, and a
// table with every number sits under it ("Show as a table", the one DataTable), so nobody has to read bars or colours.
// The stats page loads this module on demand (its server HTML shows at once; it hydrates once the code is there), and
// each table's code (TanStack Table) loads when its "Show as a table" is first opened.
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { CATEGORY_PALETTE } from '@/lib/categories/palette';
import type { StatsWeek } from '@/lib/stats/types';
import { useFormat } from '@/lib/i18n/use-format';
import { formatCount } from '@/components/charts/format';
import { categoryName } from '@/components/categories/category-name';
import { onDemand } from '@/components/ui/on-demand';

const WeeklyTable = onDemand(() => import('./weekly-tables').then((m) => m.WeeklyTable));

const WIDTH = 320;
const HEIGHT = 140;
const GAP = 6;

function barGeometry(count: number) {
  const bar = Math.max(4, (WIDTH - GAP * (count + 1)) / Math.max(1, count));
  return (i: number) => GAP + i * (bar + GAP);
}

function Frame({ id, title, summary, children, table }: { id: string; title: string; summary: string; children: ReactNode; table: ReactNode }) {
  const t = useTranslations('stats');
  // The table is drawn once its disclosure is opened (and kept after), not with the page.
  const [opened, setOpened] = useState(false);
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 id={id} className="text-h3 text-ink">
        {title}
      </h2>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`} role="img" aria-label={summary} className="mt-4 h-auto w-full max-w-xl">
        {children}
      </svg>
      <details className="mt-3 text-sm" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
        <summary className="cursor-pointer font-semibold text-ink-muted">{t('showAsTable')}</summary>
        {opened ? table : null}
      </details>
    </section>
  );
}

export function PointsPerWeekChart({ weeks }: { weeks: StatsWeek[] }) {
  const t = useTranslations('stats');
  const format = useFormat();
  const top = Math.max(1, ...weeks.map((w) => w.points));
  const x = barGeometry(weeks.length);
  const bar = Math.max(4, (WIDTH - GAP * (weeks.length + 1)) / Math.max(1, weeks.length));
  const best = weeks.reduce((a, b) => (b.points > a.points ? b : a), weeks[0]!);
  const summary = t('pointsPerWeekSummary', {
    weeks: weeks.map((w) => t('pointsPerWeekItem', { week: w.week, points: formatCount(format, w.points) })).join(', '),
    hasBest: String(best.points > 0),
    best: best.week,
  });
  return (
    <Frame
      id="points-per-week"
      title={t('pointsPerWeek')}
      summary={summary}
      table={<WeeklyTable kind="points" weeks={weeks} />}
    >
      <line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-line-strong" strokeWidth="1" />
      {weeks.map((w, i) => {
        const h = (w.points / top) * (HEIGHT - 16);
        return (
          <g key={w.week}>
            <rect x={x(i)} y={HEIGHT - h} width={bar} height={h} rx="3" className="fill-brand forced-colors:fill-[CanvasText]" />
            {w.points > 0 ? (
              <text x={x(i) + bar / 2} y={HEIGHT - h - 3} textAnchor="middle" className="fill-ink text-[9px] font-semibold">
                {formatCount(format, w.points)}
              </text>
            ) : null}
            <text x={x(i) + bar / 2} y={HEIGHT + 13} textAnchor="middle" className="fill-ink-muted text-[9px]">
              {t('weekShort', { week: w.week })}
            </text>
          </g>
        );
      })}
    </Frame>
  );
}

export function CategoryBalanceChart({ weeks }: { weeks: StatsWeek[] }) {
  const t = useTranslations('stats');
  const tCategories = useTranslations('categories');
  const totals = weeks.map((w) => CATEGORY_PALETTE.reduce((n, c) => n + (w.by_category[c.key] ?? 0), 0));
  const top = Math.max(1, ...totals);
  const x = barGeometry(weeks.length);
  const bar = Math.max(4, (WIDTH - GAP * (weeks.length + 1)) / Math.max(1, weeks.length));
  const summary = t('balanceSummary', {
    weeks: weeks
      .map((w, i) =>
        t('balanceItem', {
          week: w.week,
          total: totals[i] ?? 0,
          hasDetail: String(Boolean(totals[i])),
          detail: CATEGORY_PALETTE.filter((c) => w.by_category[c.key])
            .map((c) => t('balanceDetail', { category: categoryName(tCategories, c.key, c.label), count: w.by_category[c.key] ?? 0 }))
            .join(', '),
        }),
      )
      .join('; '),
  });
  return (
    <Frame
      id="category-balance"
      title={t('balanceTitle')}
      summary={summary}
      table={<WeeklyTable kind="balance" weeks={weeks} />}
    >
      <line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-line-strong" strokeWidth="1" />
      {weeks.map((w, i) => {
        let y = HEIGHT;
        return (
          <g key={w.week}>
            {CATEGORY_PALETTE.map((c) => {
              const h = ((w.by_category[c.key] ?? 0) / top) * (HEIGHT - 16);
              if (h <= 0) return null;
              y -= h;
              // A thin surface gap between segments keeps neighbouring tints apart (and in forced colours, outlines).
              return <rect key={c.key} x={x(i)} y={y} width={bar} height={h} fill={c.color} className="stroke-surface forced-colors:stroke-[CanvasText]" strokeWidth="1" />;
            })}
            <text x={x(i) + bar / 2} y={HEIGHT + 13} textAnchor="middle" className="fill-ink-muted text-[9px]">
              {t('weekShort', { week: w.week })}
            </text>
          </g>
        );
      })}
    </Frame>
  );
}

/** The legend shared by the category charts: each colour with its name (the names carry the meaning, not the tint). */
export function CategoryLegend() {
  const t = useTranslations('stats');
  const tCategories = useTranslations('categories');
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink" aria-label={t('categories')}>
      {CATEGORY_PALETTE.map((c) => (
        <li key={c.key} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-full forced-colors:border forced-colors:border-[CanvasText]" style={{ backgroundColor: c.color }} />
          {categoryName(tCategories, c.key, c.label)}
        </li>
      ))}
    </ul>
  );
}

/** Both charts and the legend, as the stats page lays them out under the pie chart. */
export function WeeklyCharts({ weeks }: { weeks: StatsWeek[] }) {
  return (
    <div className="grid gap-6 md:col-span-2 lg:grid-cols-2">
      <PointsPerWeekChart weeks={weeks} />
      <div className="flex flex-col gap-3">
        <CategoryBalanceChart weeks={weeks} />
        <CategoryLegend />
      </div>
    </div>
  );
}

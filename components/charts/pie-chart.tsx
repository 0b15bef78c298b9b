// A pie chart in plain SVG (the five-category pie chart of My Results). The picture is one role="img" with
// the whole breakdown as its text alternative; the legend beside it repeats every number, so nobody has to read
// colours. Colours are the theme's category tokens, which high-contrast mode swaps for light tints on black;
// white gaps between slices keep neighbours apart even where two tints are close.
import { useTranslations } from 'next-intl';
import type { Format } from '@/lib/i18n/format';
import { useFormat } from '@/lib/i18n/use-format';
import { formatCount } from './format';

type ChartsT = ReturnType<typeof useTranslations<'charts'>>;

export interface PieSlice {
  key: string;
  label: string;
  value: number;
  /** A CSS colour, e.g. 'var(--color-calm)'. */
  color: string;
}

export interface PieChartProps {
  title: string;
  slices: PieSlice[];
  /** What the numbers count, for the text alternative ("activities"), already in the reader's language. */
  unit: string;
  emptyText: string;
}

const SIZE = 200;
const R = 96;
const C = SIZE / 2;

function point(angle: number): [number, number] {
  // 0 at twelve o'clock, clockwise.
  return [C + R * Math.sin(angle), C - R * Math.cos(angle)];
}

function slicePath(start: number, end: number): string {
  const [x1, y1] = point(start);
  const [x2, y2] = point(end);
  const large = end - start > Math.PI ? 1 : 0;
  return `M${C},${C} L${x1.toFixed(3)},${y1.toFixed(3)} A${R},${R} 0 ${large} 1 ${x2.toFixed(3)},${y2.toFixed(3)} Z`;
}

/** Start and end angles of each slice, one after the other round the circle. */
function arcsOf(slices: PieSlice[], total: number) {
  const arcs: { slice: PieSlice; start: number; end: number }[] = [];
  for (const slice of slices) {
    const start = arcs.at(-1)?.end ?? 0;
    arcs.push({ slice, start, end: start + (slice.value / total) * Math.PI * 2 });
  }
  return arcs;
}

/** A slice's share as a whole percentage ("25%"), in the reader's locale. */
const percent = (format: Format, value: number, total: number) => format.percent(total === 0 ? 0 : Math.round((value / total) * 100) / 100);

export function describePie(t: ChartsT, format: Format, slices: PieSlice[], unit: string): string {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  if (total === 0) return t('pieEmpty', { unit });
  const parts = slices.map((s) => t('pieSlice', { label: s.label, value: formatCount(format, s.value), percent: percent(format, s.value, total) }));
  return t('pieSummary', { total: formatCount(format, total), unit, slices: parts.join(', ') });
}

export function PieChart({ title, slices, unit, emptyText }: PieChartProps) {
  const t = useTranslations('charts');
  const format = useFormat();
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const shown = slices.filter((s) => s.value > 0);
  const arcs = arcsOf(shown, total);

  return (
    <figure className="flex flex-col items-center gap-6 sm:flex-row sm:items-center sm:gap-8">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={t('pieLabel', { title, summary: describePie(t, format, slices, unit) })} className="size-44 shrink-0 sm:size-52">
        {total === 0 ? (
          <circle cx={C} cy={C} r={R} fill="var(--color-surface-muted)" stroke="var(--color-line-strong)" strokeDasharray="6 6" strokeWidth="2" />
        ) : arcs.length === 1 ? (
          <circle cx={C} cy={C} r={R} fill={arcs[0].slice.color} />
        ) : (
          arcs.map(({ slice, start, end }) => (
            <path key={slice.key} d={slicePath(start, end)} fill={slice.color} stroke="var(--color-surface)" strokeWidth="2.5" strokeLinejoin="round" />
          ))
        )}
      </svg>
      <figcaption className="w-full min-w-0 flex-1">
        <p className="sr-only">{title}</p>
        {total === 0 ? <p className="mb-3 text-ink-muted">{emptyText}</p> : null}
        <ul className="flex flex-col gap-2" aria-label={t('inNumbers', { title })}>
          {slices.map((slice) => (
            <li key={slice.key} className="flex items-center gap-3">
              <span aria-hidden="true" className="size-4 shrink-0 rounded-sm border border-line-strong" style={{ backgroundColor: slice.color }} />
              <span className="flex-1 text-ink">{slice.label}</span>
              <span className="font-semibold text-ink tabular-nums">{formatCount(format, slice.value)}</span>
              <span className="w-12 text-end text-sm text-ink-muted tabular-nums">{percent(format, slice.value, total)}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

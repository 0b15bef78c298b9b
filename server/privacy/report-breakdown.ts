// An individual-only answer in a Simple report of an employer-side viewer (docs/privacy.md): never per person, only the
// number of people per answer within the viewer's reach, through the suppression service at the organization's floor.
// The answers add up to the viewer's participants (a published figure: the per-person fields list them), so the
// counts form one row under a shown total: primary and complementary suppression apply. Hidden answers are merged into
// one "Other answers" line whose count is hidden too, so not even which rare answers were given shows.
import 'server-only';
import type { ReportCell } from '@/lib/reports/types';
import { suppressedLabel, suppressRow } from './suppression';

export const BREAKDOWN_LABELS = {
  people: 'Participants',
  noAnswer: 'No answer',
  other: 'Other answers',
  all: 'All answers',
} as const;

/** The per-person SQL of the one field (column c0, a prompt's text answer) grouped into people per answer; an empty
 * answer counts as none. */
export const breakdownSql = (perPersonSql: string) =>
  `SELECT nullif(c0, '') AS c0, count(*)::int AS n FROM (${perPersonSql}) per_person GROUP BY 1 ORDER BY 1 NULLS LAST`;

export interface AnswerCount {
  value: ReportCell;
  people: number;
}

export const answerCountsOf = (objects: Record<string, unknown>[]): AnswerCount[] =>
  objects.map((o) => ({ value: (o.c0 ?? null) as ReportCell, people: Number(o.n) || 0 }));

/** The rows shown: visible answers with their counts, then the hidden ones as one line; and how many were hidden. */
export function suppressBreakdown(k: number, counts: AnswerCount[]): { rows: ReportCell[][]; suppressed: number } {
  const mask = suppressRow(k, counts.map((c) => c.people), { totalShown: true });
  // The whole reach is fewer than k people: every answer goes.
  const hidden = mask.total ? counts.map(() => true) : mask.parts;
  const rows: ReportCell[][] = counts.flatMap((c, i) => (hidden[i] ? [] : [[c.value === null ? BREAKDOWN_LABELS.noAnswer : c.value, c.people]]));
  const suppressed = hidden.filter(Boolean).length;
  if (suppressed > 0) rows.push([suppressed === counts.length ? BREAKDOWN_LABELS.all : BREAKDOWN_LABELS.other, suppressedLabel(k)]);
  return { rows, suppressed };
}

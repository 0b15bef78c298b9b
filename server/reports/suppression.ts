// Small-group suppression (docs/reports.md): an aggregate cell describing fewer than 5 people is shown as "< 5" to
// everyone but masters, so a report cannot single out one person's answers. A row is an aggregate of a group when it
// has a group-size column (participants, people, users, respondents, n, count, or a name ending in _count); in a row
// whose group has 1 to 4 people, the size and every other number of the row (sums, averages of those few) are hidden.
import { SUPPRESSED, SUPPRESSION_THRESHOLD } from '@/lib/reports/schemas';
import type { ReportCell } from '@/lib/reports/types';

const SIZE_COLUMN = /^(participants|people|users|respondents|members|n|count|headcount|.+_count|count_.+|num_.+)$/i;

export const isGroupSizeColumn = (name: string) => SIZE_COLUMN.test(name.trim());

const asNumber = (v: ReportCell): number | null => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())) return Number(v);
  return null;
};

/** Suppresses in place; the number of cells hidden. */
export function suppressSmallGroups(fields: string[], rows: ReportCell[][]): number {
  const sizeColumns = fields.flatMap((f, i) => (isGroupSizeColumn(f) ? [i] : []));
  if (sizeColumns.length === 0) return 0;
  let hidden = 0;
  for (const row of rows) {
    const small = sizeColumns.some((i) => {
      const n = asNumber(row[i] ?? null);
      return n !== null && n > 0 && n < SUPPRESSION_THRESHOLD;
    });
    if (!small) continue;
    row.forEach((cell, i) => {
      if (asNumber(cell) !== null) {
        row[i] = SUPPRESSED;
        hidden++;
      }
    });
  }
  return hidden;
}

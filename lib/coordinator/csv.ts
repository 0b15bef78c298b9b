// The Stats tab's CSV download, built in the browser from the figures on screen. Cells that a spreadsheet would run as
// a formula (starting with =, +, -, @, tab or carriage return) are prefixed with an apostrophe.
import type { EmployerStats, ShownCount } from '@/lib/privacy/types';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const toCsv = (rows: string[][]) => `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;

export function statsCsvRows(stats: EmployerStats): string[][] {
  const rows: string[][] = [['Section', 'Label', 'Value']];
  const add = (section: string, points: { label: string; count: ShownCount }[]) => points.forEach((p) => rows.push([section, p.label, String(p.count)]));
  rows.push(['Participants', 'Total', String(stats.participants)]);
  add('Registrations', stats.registrations);
  add('Active participants per day', stats.active_per_day);
  add('Active participants per week', stats.active_per_week);
  add('Activities logged per week', stats.activities_per_week);
  add('Activities by category', stats.activities_by_category);
  add('Scenes completed', stats.scenes_completed);
  add('Evaluations', stats.evaluations);
  stats.team_standings.forEach((t) => rows.push(['Team standings', t.name, `${t.total_points} points, ${t.avg_points} per member`]));
  return rows;
}

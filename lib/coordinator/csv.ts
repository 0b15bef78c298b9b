// The Stats tab's CSV download, built in the browser from the figures on screen, in the reader's language (a download
// is read as is: its header, sections and sentences come from the admin-coordinator catalog, StatsCsvWords). Cells that
// a spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return) are prefixed with an apostrophe.
import type { EmployerStats, ShownCount } from '@/lib/privacy/types';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const toCsv = (rows: string[][]) => `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** The file's words in the reader's language (components/admin/coordinator/stats-panel.tsx: statsCsvWords). */
export interface StatsCsvWords {
  header: [section: string, label: string, value: string];
  participants: string;
  total: string;
  registrations: string;
  activePerDay: string;
  activePerWeek: string;
  activitiesPerWeek: string;
  byCategory: string;
  scenesCompleted: string;
  evaluations: string;
  teamStandings: string;
  /** A team's figures, as written ("1200 points, 40.5 per member"): a file keeps the numbers plain. */
  teamFigures: (points: string, average: string) => string;
  /** A category's name from its key. */
  category: (key: string) => string;
  /** A program week's name ("Week 3"). */
  week: (week: number) => string;
}

type StatsCsvKey =
  | 'csvSection' | 'label' | 'csvValue' | 'csvParticipants' | 'csvTotal' | 'registrations' | 'activePerDay' | 'activePerWeek'
  | 'activitiesPerWeek' | 'byCategory' | 'scenesCompleted' | 'evaluations' | 'teamStandings' | 'csvTeamFigures' | 'week';
/** The `admin-coordinator.stats` translator, the screen's (useTranslations) or the server's (translatorFor). */
export type StatsCsvTranslator = (key: StatsCsvKey, values?: Record<string, string | number>) => string;

/** The words from the reader's catalog; category names from the categories catalog. */
export function statsCsvWords(t: StatsCsvTranslator, category: (key: string) => string): StatsCsvWords {
  return {
    header: [t('csvSection'), t('label'), t('csvValue')],
    participants: t('csvParticipants'),
    total: t('csvTotal'),
    registrations: t('registrations'),
    activePerDay: t('activePerDay'),
    activePerWeek: t('activePerWeek'),
    activitiesPerWeek: t('activitiesPerWeek'),
    byCategory: t('byCategory'),
    scenesCompleted: t('scenesCompleted'),
    evaluations: t('evaluations'),
    teamStandings: t('teamStandings'),
    teamFigures: (points, average) => t('csvTeamFigures', { points, average }),
    category,
    week: (week) => t('week', { week }),
  };
}

export function statsCsvRows(stats: EmployerStats, words: StatsCsvWords): string[][] {
  const rows: string[][] = [[...words.header]];
  const add = (section: string, points: { label: string; count: ShownCount }[], label = (l: string) => l) =>
    points.forEach((p) => rows.push([section, label(p.label), String(p.count)]));
  const addWeeks = (section: string, points: { week: number; count: ShownCount }[]) =>
    points.forEach((p) => rows.push([section, words.week(p.week), String(p.count)]));
  rows.push([words.participants, words.total, String(stats.participants)]);
  add(words.registrations, stats.registrations);
  add(words.activePerDay, stats.active_per_day);
  addWeeks(words.activePerWeek, stats.active_per_week);
  addWeeks(words.activitiesPerWeek, stats.activities_per_week);
  add(words.byCategory, stats.activities_by_category, words.category);
  addWeeks(words.scenesCompleted, stats.scenes_completed);
  add(words.evaluations, stats.evaluations);
  stats.team_standings.forEach((t) => rows.push([words.teamStandings, t.name, words.teamFigures(String(t.total_points), String(t.avg_points))]));
  return rows;
}

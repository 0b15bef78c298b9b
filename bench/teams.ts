// Issue 12's part of npm run bench: the team competition's reads on the scale data (docs/scale-data.md: one team per
// 8 participants named 'Team N', one competition in weeks 2-7, ~10% of non-leaders free agents). Team calls are read
// by team members: the readers here are members of live teams (the general readers topped up with other members), so
// my team and its week's activity answer 200 for each of them.
import type pg from 'pg';

export const TEAM_JOIN_PAGE_SIZE = 20;
/** Three-letter searches of the join list: one matching every team, the rest narrower. */
const JOIN_QUERIES = ['Tea', 'm 1', '123', '450', 'm 9'];

export interface TeamBench {
  /** The team scenarios' readers (members of live teams) and each one's team. */
  readers: number[];
  teamOf: Map<number, number>;
  /** The competition's current week and a finished one (for weekly winners). */
  week: number;
  pastWeek: number;
}

export async function teamBench(pool: pg.Pool, promotionId: number, today: string, generalReaders: number[]): Promise<TeamBench | null> {
  const { rows: competitions } = await pool.query(
    `SELECT id, competition_starts_on::text AS starts_on, competition_ends_on::text AS ends_on FROM competitions
      WHERE promotion_id = $1 ORDER BY (competition_starts_on <= $2::date) DESC, competition_starts_on DESC LIMIT 1`,
    [promotionId, today],
  );
  const competition = competitions[0];
  if (!competition) return null;
  const members = `SELECT tm.user_id, tm.team_id FROM team_members tm JOIN teams t ON t.id = tm.team_id AND t.status <> 2
                    WHERE tm.competition_id = $1`;
  const { rows: own } = await pool.query(`${members} AND tm.user_id = ANY($2::int[])`, [competition.id, generalReaders]);
  const { rows: more } = await pool.query(`${members} AND tm.user_id <> ALL($2::int[]) ORDER BY random() LIMIT $3`, [
    competition.id, generalReaders, Math.max(0, generalReaders.length - own.length),
  ]);
  const teamOf = new Map<number, number>([...own, ...more].map((r) => [r.user_id as number, r.team_id as number]));
  const days = Math.floor((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${competition.starts_on}T00:00:00Z`)) / 86_400_000);
  const weeks = Math.max(1, Math.floor((Date.parse(`${competition.ends_on}T00:00:00Z`) - Date.parse(`${competition.starts_on}T00:00:00Z`)) / 86_400_000 / 7) + 1);
  const week = Math.min(weeks, Math.max(1, Math.floor(days / 7) + 1));
  return { readers: [...teamOf.keys()], teamOf, week, pastWeek: Math.max(1, week - 1) };
}

export type TeamReadKind = 'teamsJoin' | 'myTeam' | 'teamActivity' | 'weeklyWinners';
export const TEAM_READ_KINDS: readonly TeamReadKind[] = ['teamsJoin', 'myTeam', 'teamActivity', 'weeklyWinners'];
export const isTeamKind = (kind: string): kind is TeamReadKind => (TEAM_READ_KINDS as readonly string[]).includes(kind);

/** The request of the i-th team reader. */
export function teamPaths(bench: TeamBench | null): Record<TeamReadKind, (i: number) => string> {
  const team = (i: number) => (bench ? bench.teamOf.get(bench.readers[i % bench.readers.length]) ?? 0 : 0);
  return {
    teamsJoin: (i) => `/api/teams?for=join&query=${encodeURIComponent(JOIN_QUERIES[i % JOIN_QUERIES.length])}&page_size=${TEAM_JOIN_PAGE_SIZE}`,
    myTeam: (i) => `/api/teams/${team(i)}?include_members=true`,
    teamActivity: (i) => `/api/teams/${team(i)}/all_activity?wk=${bench?.week ?? 1}`,
    weeklyWinners: () => `/api/teams/weekly_winners?wk=${bench?.pastWeek ?? 1}`,
  };
}

/** The route parameters a recorded call passes its handler. */
export function teamParams(bench: TeamBench | null, kind: TeamReadKind, i: number): Record<string, string> {
  if (kind !== 'myTeam' && kind !== 'teamActivity') return {};
  return { id: String(bench ? bench.teamOf.get(bench.readers[i % bench.readers.length]) ?? 0 : 0) };
}

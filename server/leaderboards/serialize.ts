// Leaderboard rows as the spec names them (id, name, rank, score, profile; team rows
// add a leader with location_id and top_level_location_id). Shapes in lib/leaderboards/types.ts.
import type { IndividualLeaderboardRow, LeaderboardProfile } from '@/lib/leaderboards/types';
import { fullName } from '@/lib/users/names';

export interface PersonRowData {
  id: number;
  score: number;
  rank: number;
  location_id: number | null;
  first_name: string | null;
  last_name: string | null;
  image_url: string | null;
}

export function serializeProfile(first: string | null, last: string | null, imageUrl: string | null): LeaderboardProfile {
  const first_name = first ?? '';
  const last_name = last ?? '';
  return { first_name, last_name, full_name: fullName(first_name, last_name), image: { url: imageUrl } };
}

export function serializePersonRow(row: PersonRowData): IndividualLeaderboardRow {
  const profile = serializeProfile(row.first_name, row.last_name, row.image_url);
  return { id: row.id, name: profile.full_name, rank: row.rank, score: row.score, location_id: row.location_id, profile };
}

/** Average team points are shown to one decimal. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

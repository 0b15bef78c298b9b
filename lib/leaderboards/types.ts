// The JSON of the leaderboards (rows of id, name, rank, score, profile): one contract for the server
// (server/leaderboards returns these types, the routes' meta satisfies them) and the client (lib/query/leaderboards.ts).
import type { ListResponse } from '@/lib/list-response';

export interface LeaderboardProfile {
  first_name: string;
  last_name: string;
  full_name: string;
  image: { url: string | null };
}

export interface IndividualLeaderboardRow {
  id: number;
  name: string;
  rank: number;
  score: number;
  location_id: number | null;
  profile: LeaderboardProfile;
}

export interface TeamLeaderboardRow {
  id: number;
  name: string;
  rank: number;
  score: number;
  total_points: number;
  avg_points: number;
  member_count: number;
  leader: { id: number; location_id: number | null; top_level_location_id: number | null } | null;
  profile: null;
}

export interface LocationLeaderboardRow {
  id: number;
  name: string;
  rank: number;
  score: number;
  total_points: number;
  participant_count: number;
  has_children: boolean;
  profile: null;
}

export interface MyRank {
  rank: number;
  score: number;
}

export type PersonBoardKind = 'individual' | 'friends';

/** GET /promotions/{id}/leaderboard meta beside total_records and links; my_rank null when not opted in. */
export interface PersonBoardMeta {
  board: PersonBoardKind;
  my_rank: MyRank | null;
  /** page_size 0 asked for more rows than a board lists at once. */
  truncated: boolean;
}

/** GET /competitions/{id}/leaderboard meta; my_rank null without an official team. */
export interface TeamBoardMeta {
  board: 'team';
  competition_id: number;
  my_rank: (MyRank & { team_id: number }) | null;
}

/** GET /promotions/{id}/location_leaderboard meta: which level is listed and which listed location is the caller's. */
export interface LocationBoardMeta {
  board: 'location';
  score: 'average_points';
  parent_location_id: number | null;
  my_location_id: number | null;
}

export type PersonBoard = ListResponse<IndividualLeaderboardRow, PersonBoardMeta>;
export type TeamBoard = ListResponse<TeamLeaderboardRow, TeamBoardMeta>;
export type LocationBoard = ListResponse<LocationLeaderboardRow, LocationBoardMeta>;

/** GET /promotions/{id}/leaderboard/me: rank and score null when not opted in. */
export type MyBoardRank = (MyRank & { opted_in: true }) | { rank: null; score: null; opted_in: false };

// Wire shapes of the leaderboard responses (participant-core.md §3 "Leaderboard row"), for the UI.
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

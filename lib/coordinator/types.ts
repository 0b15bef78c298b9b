// The JSON of the coordinator dashboard's calls (server/coordinator/* serialize them).
import type { ListResponse } from '@/lib/list-response';
export interface ParticipantRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  activities_logged: number;
  scenes_completed: number;
  duos_completed: number;
  location_id: number | null;
  location_name: string | null;
  sso_identifier: string | null;
  is_locked: boolean;
  team_id: number | null;
  team_name: string | null;
  role: string;
}

/** The fourth column: the location (labelled with the last location label) or, with SSO, the SSO identifier. */
export interface FourthColumn {
  kind: 'location' | 'sso_identifier';
  label: string;
}

/**
 * GET /promotions/{id}/participants: the list contract ({data, meta: {total_records, links}}, page and page_size, 0 =
 * all) plus the screen's keyset: total (up to 10,000; total_capped: more than that) and next_cursor.
 */
export type ParticipantPage = ListResponse<ParticipantRow, {
  total: number; total_capped: boolean;
  /** Of `total`, the participants (role User): the Stats tab's count. Null while a search narrows the list. */
  participants_total: number | null;
  next_cursor: string | null; fourth_column: FourthColumn;
}>;

export interface CountPoint {
  label: string;
  count: number;
}

/** A count per program week (week 1 starts on the promotion's start date): the screen names the week in its language. */
export interface WeekPoint {
  week: number;
  count: number;
}

export interface TeamStanding {
  id: number;
  name: string;
  member_count: number;
  total_points: number;
  /** Average points per member, to 1 decimal. */
  avg_points: string;
}

export interface CoordinatorStats {
  participants: number;
  registrations: CountPoint[];
  active_per_day: CountPoint[];
  active_per_week: WeekPoint[];
  /** Activities logged per program week. */
  activities_per_week: WeekPoint[];
  /** Labelled by the category's key. */
  activities_by_category: CountPoint[];
  /** Per program week of their completion. */
  scenes_completed: WeekPoint[];
  evaluations: CountPoint[];
  team_standings: TeamStanding[];
  /** When these figures were computed (ISO 8601): the screen says how old they are ("Updated 40 s ago"). */
  computed_at: string;
}

export interface FlaggedPost {
  id: number;
  content: string;
  photo_url: string | null;
  created_at: string;
  flagged_at: string | null;
  author: { id: number; name: string };
  flagged_by: { id: number; name: string } | null;
  is_comment: boolean;
  /** What the open report said (null: no reason given). */
  reason: string | null;
  /** How many times the post was reported, this report included. */
  times_flagged: number;
  /** Every report of the post, oldest first. */
  history: PostFlagEntry[];
}

/** One report of a post: who, when and why, and who cleared it (unreported) and when; null people are gone accounts. */
export interface PostFlagEntry {
  id: number;
  reason: string | null;
  flagged_at: string;
  flagged_by: { id: number; name: string } | null;
  cleared_at: string | null;
  cleared_by: { id: number; name: string } | null;
}

export interface AdminTeam {
  id: number;
  name: string;
  status: number;
  member_count: number;
  total_points: number;
  avg_points: string;
  leader: { id: number; name: string } | null;
  members: { user_id: number; name: string; email: string; is_leader: boolean }[];
  invites: { id: number; status: string | null; invite_type: string; name: string | null; email: string | null }[];
}

export interface Announcement {
  id: number;
  message: string;
  created_at: string;
  recipients: number;
}

export interface ParticipantDetail {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  is_locked: boolean;
  sso_identifier: string | null;
  location_id: number | null;
  location_name: string | null;
  team_name: string | null;
  activities_logged: number;
  scenes_completed: number;
  duos_completed: number;
  created_at: string;
  last_sign_in_at: string | null;
}

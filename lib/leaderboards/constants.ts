// Leaderboards.
/** Leaderboard page size 50. */
export const LEADERBOARD_PAGE_SIZE = 50;
/** The widget shows 9 rows (10 if the user is not in that board). */
export const LEADERBOARD_WIDGET_ROWS = 9;
/** Location filters go up to three levels. */
export const LOCATION_LEVELS = 3;
/**
 * page_size 0 means "all" in the spec. Ours: an individual board of 100,000 participants is megabytes of JSON, so
 * "all" stops here and meta.truncated says so. Friends and team boards never get near it.
 */
export const LEADERBOARD_ALL_ROWS_CAP = 10_000;
export const LEADERBOARD_MAX_PAGE_SIZE = 200;

/** How a location's score is computed (docs/leaderboards.md): the average of its opted-in participants. */
export const LOCATION_SCORE = 'average' as const;

export type LeaderboardKind = 'individual' | 'friends' | 'team' | 'location';

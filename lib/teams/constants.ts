// The team competition's codes and limits (social-engagement.md §3, §4, §9), shared by the server and the client.

/** Team status: 0 pending, 1 official, 2 deleted (the user-facing delete; an undelete sets pending). */
export const TEAM_STATUS = { pending: 0, official: 1, deleted: 2 } as const;
export type TeamStatus = (typeof TEAM_STATUS)[keyof typeof TEAM_STATUS];

/** Invite types: 'I' invited by the leader, 'R' requested by the user. */
export const TEAM_INVITE_TYPE = { invited: 'I', requested: 'R' } as const;
export type TeamInviteType = (typeof TEAM_INVITE_TYPE)[keyof typeof TEAM_INVITE_TYPE];

/** Invite status: 'U' unresponded, 'A' accepted, 'D' declined (the API also takes the words). */
export const TEAM_INVITE_STATUS = { unresponded: 'U', accepted: 'A', declined: 'D' } as const;
export type TeamInviteStatusCode = (typeof TEAM_INVITE_STATUS)[keyof typeof TEAM_INVITE_STATUS];
export type TeamInviteStatusWord = keyof typeof TEAM_INVITE_STATUS;

/** Default team size (4 to 4) when a competition says nothing else. */
export const DEFAULT_TEAM_SIZE = { min: 4, max: 4 } as const;
/** The team list shows 20 at first. */
export const TEAM_PAGE_SIZE = 20;
/** Member search starts at 3 characters, 300 ms after the last keystroke. */
export const TEAM_MEMBER_SEARCH_MIN_CHARS = 3;
export const TEAM_MEMBER_SEARCH_DEBOUNCE_MS = 300;
/** A team name (ours). */
export const TEAM_NAME_MAX = 60;
/** Teams listed on each side of a team by neighbors_id (ours). */
export const TEAM_NEIGHBORS = 5;
/** Teams awarded per competition week by the weekly job (ours). */
export const WEEKLY_WINNERS_COUNT = 3;

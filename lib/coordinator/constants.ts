// The coordinator dashboard's constants (administration.md §2 "Coordinator dashboard", §9).
import { isSuperUser, type Role } from '@/lib/roles';

export const COORDINATOR_TABS = ['stats', 'reports', 'participants', 'teams', 'promotional_tools', 'flagged_posts', 'eligibility'] as const;
export type CoordinatorTab = (typeof COORDINATOR_TABS)[number];

export const TAB_LABELS: Record<CoordinatorTab, string> = {
  stats: 'Stats',
  reports: 'Reports',
  participants: 'Participants',
  teams: 'Teams',
  promotional_tools: 'Promotional Tools',
  flagged_posts: 'Flagged Posts',
  eligibility: 'Eligibility',
};

/**
 * Which tabs show: Teams only while the promotion has teams enabled; Flagged Posts hidden for super users; Eligibility
 * only when the promotion displays eligibility, and hidden for super users. The server checks the same rule per tab.
 */
export function visibleTabs(role: Role, flags: { is_teams_enabled: boolean; is_eligibility_displayed: boolean }): CoordinatorTab[] {
  return COORDINATOR_TABS.filter((tab) => {
    if (tab === 'teams') return flags.is_teams_enabled;
    if (tab === 'flagged_posts') return !isSuperUser(role);
    if (tab === 'eligibility') return flags.is_eligibility_displayed && !isSuperUser(role);
    return true;
  });
}

/** The pie's size, 400x300 (administration.md §9). Its colours are the categories' (lib/categories/palette.ts), the
 * bars' the theme's brand: no chart keeps a palette of its own. */
export const CHART_SIZE = { width: 400, height: 300 } as const;

/** The user table: row height 34, column widths 120, 120, 130, (fourth), 75, 75, 75, 230 (§9). */
export const USER_TABLE_ROW_HEIGHT = 34;
export const USER_TABLE_PAGE_SIZE = 50;
export const USER_TABLE_MAX_PAGE_SIZE = 200;
/** page_size=0 (all records) answers at most this many rows, read in keyset batches; meta.next_cursor continues. */
export const USER_TABLE_ALL_CAP = 10_000;
export const USER_TABLE_SORTS = ['first_name', 'last_name', 'email', 'activities_logged', 'scenes_completed', 'duos_completed'] as const;
export type UserTableSort = (typeof USER_TABLE_SORTS)[number];
/** The SSO identifier column's label when the organization names none. */
export const DEFAULT_SSO_LABEL = 'SSOID';
/** Search starts at 3 characters, 300 ms after typing stops (as the team member search, §5). */
export const USER_SEARCH_MIN_CHARS = 3;
export const USER_SEARCH_DEBOUNCE_MS = 300;

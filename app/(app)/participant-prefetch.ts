// What each core participant page prefetches on the server (server/pages/prefetch.ts): the same GET calls, with the
// same query keys, that its client components make on mount. The keys are written out here because the hooks'
// key factories live in 'use client' modules a server component cannot call;
// tests/integration/participant-prefetch.test.ts holds them equal to lib/query/*. It lives in app/ because it names
// route modules (server/ never imports app/).
import 'server-only';
import type { QueryKey } from '@tanstack/react-query';
import { GET as getLogging } from '@/app/api/logging/route';
import { GET as getContent } from '@/app/api/custom_content/route';
import { GET as getActivities } from '@/app/api/promotions/[id]/activities/route';
import { GET as getPersonBoard } from '@/app/api/promotions/[id]/leaderboard/route';
import { GET as getJournalPosts } from '@/app/api/journal_posts/route';
import { GET as getJourneySummary } from '@/app/api/journey/summary/route';
import { GET as getUserStats } from '@/app/api/users/[id]/stats/route';
import { GET as getUserBadges } from '@/app/api/users/[id]/badges/route';
import { GET as getSettings } from '@/app/api/users/[id]/settings/route';
import { GET as getHeaderCounts } from '@/app/api/header_counts/route';
import { GET as getGettingStarted } from '@/app/api/area_of_interests/getting_started/route';
import { GET as getEntries } from '@/app/api/entries/route';
import { GET as getTeamBoard } from '@/app/api/competitions/[id]/leaderboard/route';
import { GET as getConversations } from '@/app/api/users/[id]/conversations/route';
import { GET as getWallPosts } from '@/app/api/posts/route';
import { GET as getLatestExport } from '@/app/api/users/me/data_exports/route';
import { GET as getConsent } from '@/app/api/users/me/consent/route';
import { LEADERBOARD_PAGE_SIZE, LEADERBOARD_WIDGET_ROWS } from '@/lib/leaderboards/constants';
import type { PersonBoardKind } from '@/lib/leaderboards/types';
import { JOURNEY_WALL_PAGE_SIZE } from '@/lib/journal/constants';
import type { CategoryKey } from '@/lib/activities/categories';
import type { WallFilter } from '@/lib/wall/constants';
import { dataOf, firstOf, firstPageOf, queryString, type Prefetch } from '@/server/pages/prefetch';

/** The previous scenes' page size of useHome (lib/query/logging.ts). */
const HOME_PAGE_SIZE = 10;

export const prefetchKeys = {
  home: (dt: string | null): QueryKey => ['logging', 'home', dt ?? 'today', 1],
  content: (category: string, key?: string): QueryKey => ['custom_content', category, key ?? ''],
  activities: (promotionId: number, params: ActivityParams): QueryKey => ['activities', 'list', promotionId, params],
  personBoard: (promotionId: number, kind: PersonBoardKind, filter: object): QueryKey => ['leaderboards', promotionId, kind, filter],
  journalWall: ['journal_posts', 'wall', 'me'] as QueryKey,
  journeySummary: ['journey', 'summary'] as QueryKey,
  stats: ['users', 'me', 'stats'] as QueryKey,
  badges: ['users', 'me', 'badges'] as QueryKey,
  settings: (ownerId: number | 'me'): QueryKey => ['users', ownerId, 'settings'],
  headerCounts: ['header-counts'] as QueryKey,
  gettingStarted: ['area_of_interests', 'getting_started'] as QueryKey,
  entries: (week: number): QueryKey => ['logging', 'entries', week],
  teamBoard: (competitionId: number, filter: object): QueryKey => ['leaderboards', 'team', competitionId, filter],
  conversations: ['conversations', 'list'] as QueryKey,
  wall: (params: { filter: WallFilter; pageSize: number }): QueryKey => ['posts', 'list', params],
  dataExport: ['users', 'me', 'data_export'] as QueryKey,
  consent: ['users', 'me', 'consent'] as QueryKey,
};

export interface ActivityParams {
  week?: number;
  category?: CategoryKey;
  group?: string;
}

/**
 * Home: the day's scene (GET /api/logging), the home content, the home widget's board and, once logging is open, what
 * the quick-log sheet lists (the week's activities and the chosen interests), so an empty tile opens it at once.
 */
export function homePrefetches(
  promotion: { id: number; showsIndividual: boolean; showsFriends: boolean; currentWeek: number | null },
  dt: string | null,
): Prefetch[] {
  const list: Prefetch[] = [
    {
      key: prefetchKeys.home(dt),
      handler: getLogging,
      path: `/logging?${queryString({ dt: dt ?? undefined, page: 1, page_size: HOME_PAGE_SIZE })}`,
      select: firstOf,
    },
    contentPrefetch('home'),
  ];
  // The widget's board (components/home/home-leaderboard.tsx picks individual, else friends).
  const kind: PersonBoardKind | null = promotion.showsIndividual ? 'individual' : promotion.showsFriends ? 'friends' : null;
  if (kind) list.push(personBoardPrefetch(promotion.id, kind, { page: 1, pageSize: LEADERBOARD_WIDGET_ROWS + 1 }));
  if (promotion.currentWeek !== null) {
    list.push(activityListPrefetch(promotion.id, { week: promotion.currentWeek }), {
      key: prefetchKeys.gettingStarted,
      handler: getGettingStarted,
      path: '/area_of_interests/getting_started',
    });
    // The week strip and the streak (components/home/home-header.tsx, components/home/week-streak.ts).
    list.push(...weekEntriesPrefetches(promotion.currentWeek));
  }
  return list;
}

/** The caller's day records of a program week and the week before (the streak, and "you vs last week"). */
export function weekEntriesPrefetches(currentWeek: number): Prefetch[] {
  return [currentWeek, currentWeek - 1]
    .filter((week) => week >= 1)
    .map((week) => ({ key: prefetchKeys.entries(week), handler: getEntries, path: `/entries?wk=${week}`, select: dataOf }));
}

export function contentPrefetch(category: string, key?: string): Prefetch {
  return {
    key: prefetchKeys.content(category, key),
    handler: getContent,
    path: `/custom_content?${queryString({ category, key, page_size: 0 })}`,
    select: dataOf,
  };
}

/** Activities: the list of the filter, the home (a waiting pick sends the tab home) and the tutorial's content. */
export function activitiesPrefetches(promotionId: number, params: ActivityParams): Prefetch[] {
  return [
    activityListPrefetch(promotionId, params),
    { key: prefetchKeys.home(null), handler: getLogging, path: `/logging?${queryString({ page: 1, page_size: HOME_PAGE_SIZE })}`, select: firstOf },
    contentPrefetch('dialogs', 'activities_tutorial'),
  ];
}

/** One list of the catalogue, as useActivities asks for it. */
export function activityListPrefetch(promotionId: number, params: ActivityParams): Prefetch {
  return {
    key: prefetchKeys.activities(promotionId, params),
    handler: getActivities,
    path: `/promotions/${promotionId}/activities?${queryString({ ...params, page_size: 0 })}`,
    params: { id: String(promotionId) },
    select: dataOf,
  };
}

/** A person board's page: `filter` is exactly the BoardFilter object the component passes to usePersonBoard. */
export function personBoardPrefetch(
  promotionId: number,
  kind: PersonBoardKind,
  filter: { page: number; pageSize?: number; query?: string; location?: number | null },
): Prefetch {
  return {
    key: prefetchKeys.personBoard(promotionId, kind, filter),
    handler: getPersonBoard,
    path: `/promotions/${promotionId}/leaderboard?${queryString({
      page: filter.page,
      page_size: filter.pageSize ?? LEADERBOARD_PAGE_SIZE,
      friends_of: kind === 'friends' ? 'me' : undefined,
    })}`,
    params: { id: String(promotionId) },
  };
}

/** My Journey: the first page of reflections and the summary strip. */
export function journeyPrefetches(): Prefetch[] {
  return [
    {
      key: prefetchKeys.journalWall,
      handler: getJournalPosts,
      path: `/journal_posts?${queryString({ page: 1, page_size: JOURNEY_WALL_PAGE_SIZE })}`,
      select: firstPageOf,
    },
    { key: prefetchKeys.journeySummary, handler: getJourneySummary, path: '/journey/summary' },
    contentPrefetch('dialogs', 'journey_tutorial'),
    // The scene thumbnails (components/journey/journey-scenes.tsx) read the home data.
    { key: prefetchKeys.home(null), handler: getLogging, path: `/logging?${queryString({ page: 1, page_size: HOME_PAGE_SIZE })}`, select: firstOf },
  ];
}

export function statsPrefetches(): Prefetch[] {
  return [{ key: prefetchKeys.stats, handler: getUserStats, path: '/users/me/stats', params: { id: 'me' } }];
}

/** Badges: the caller's, earned and to earn (components/badges/badges-view.tsx). */
export function badgesPrefetches(): Prefetch[] {
  return [{ key: prefetchKeys.badges, handler: getUserBadges, path: '/users/me/badges', params: { id: 'me' } }];
}

/** Edit Personal Settings: the form's data, one's own or (a Master's) the account being edited. */
export function settingsPrefetch(ownerId: number | 'me'): Prefetch {
  return { key: prefetchKeys.settings(ownerId), handler: getSettings, path: `/users/${ownerId}/settings`, params: { id: String(ownerId) } };
}

/** Settings → Privacy (components/settings/my-data-panel.tsx): the latest download of one's data, or null. */
export function dataExportPrefetch(): Prefetch {
  return {
    key: prefetchKeys.dataExport,
    handler: getLatestExport,
    path: '/users/me/data_exports',
    select: (json) => (json as { data_export: unknown }).data_export,
  };
}

/** The privacy policy a participant accepted (components/privacy/policy-prompt.tsx, on every signed-in page). */
export function consentPrefetch(): Prefetch {
  return { key: prefetchKeys.consent, handler: getConsent, path: '/users/me/consent' };
}

/** The header's counts (bell, messages, requests): rendered with the page so the header never widens after load. */
export function headerPrefetches(): Prefetch[] {
  return [{ key: prefetchKeys.headerCounts, handler: getHeaderCounts, path: '/header_counts' }];
}

/** The team board's first page, unfiltered (components/leaderboard/team-board.tsx with use-board-filters' start). */
export function teamBoardPrefetch(competitionId: number): Prefetch {
  return {
    key: prefetchKeys.teamBoard(competitionId, { page: 1, query: '', location: null }),
    handler: getTeamBoard,
    path: `/competitions/${competitionId}/leaderboard?${queryString({ page: 1, page_size: LEADERBOARD_PAGE_SIZE })}`,
    params: { id: String(competitionId) },
  };
}

/** Messages: the caller's conversations with their last message (lib/query/messages.ts useConversations). */
export function conversationsPrefetch(): Prefetch {
  return {
    key: prefetchKeys.conversations,
    handler: getConversations,
    path: `/users/me/conversations?${queryString({ include: 'last', page_size: 0 })}`,
    params: { id: 'me' },
    select: dataOf,
  };
}

/**
 * A wall tab's first page (components/wall/wall-feed.tsx on the participant host: no search, no author), as the
 * infinite query's cache. The feed still renders its skeleton on the server and in hydration and draws these posts in
 * a background render after it (wall-feed.tsx): the page saves the browser's round trip without hydrating posts.
 */
export function wallPrefetch(params: { filter: WallFilter; pageSize: number }): Prefetch {
  return {
    key: prefetchKeys.wall(params),
    handler: getWallPosts,
    path: `/posts?${queryString({ page: 1, page_size: params.pageSize, filter: params.filter })}`,
    select: firstPageOf,
  };
}

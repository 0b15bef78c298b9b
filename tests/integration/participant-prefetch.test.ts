// Server-rendered first paint (server/pages/prefetch.ts): each core page's prefetches answer exactly what the
// browser's hooks would fetch, under exactly the hooks' query keys — otherwise the hydrated data would sit unused and
// the page would fall back to a spinner (a layout shift) without anyone noticing.
import { describe, expect, it } from 'vitest';
import { hashKey } from '@tanstack/react-query';
import { createActivity, createLoggingPromotion, createParticipant } from '../helpers/logging-factories';
import { callRoute } from '../helpers/http';
import { prefetched, runPrefetches } from '@/server/pages/prefetch';
import { socialPrefetchKeys } from '@/app/(app)/social-prefetch';
import { shellPrefetches } from '@/app/_shell/shell-prefetch';
import { consentKey } from '@/lib/query/privacy';
import type { CurrentPromotion } from '@/lib/promotions/types';
import type { CurrentUser } from '@/lib/users/types';
import { GET as getConsent } from '@/app/api/users/me/consent/route';
import {
  activitiesPrefetches,
  badgesPrefetches,
  conversationsPrefetch,
  headerPrefetches,
  homePrefetches,
  journeyPrefetches,
  personBoardPrefetch,
  prefetchKeys,
  settingsPrefetch,
  statsPrefetches,
  teamBoardPrefetch,
  wallPrefetch,
} from '@/app/(app)/participant-prefetch';
import { loggingKeys } from '@/lib/query/logging';
import { activityKeys } from '@/lib/query/activities';
import { leaderboardKeys } from '@/lib/query/leaderboards';
import { journalKeys } from '@/lib/query/journal';
import { statsKeys } from '@/lib/query/stats';
import { HEADER_COUNTS_KEY } from '@/lib/query/header-counts';
import { onboardingKeys } from '@/lib/query/onboarding';
import { messagingKeys } from '@/lib/query/messages';
import { giftKeys } from '@/lib/query/gifts';
import { dataExportKey, settingsKey } from '@/lib/query/settings';
import { friendKeys } from '@/lib/query/friends';
import { duoKeys } from '@/lib/query/duos';
import { teamKeys } from '@/lib/query/teams';
import { queryKeys } from '@/lib/query/keys';
import { MAIN_WALL_PAGE_SIZE } from '@/lib/wall/constants';
import { LEADERBOARD_WIDGET_ROWS } from '@/lib/leaderboards/constants';
import { filterQuery } from '@/components/activities/filters';
import { GET as getLogging } from '@/app/api/logging/route';
import { GET as getActivities } from '@/app/api/promotions/[id]/activities/route';
import { GET as getConversations } from '@/app/api/users/[id]/conversations/route';
import { GET as getWallPosts } from '@/app/api/posts/route';

async function world() {
  const w = await createLoggingPromotion();
  await createActivity(w.promotion.id, { name: 'Water First' });
  const { user, cookie } = await createParticipant(w.promotion);
  const headers = new Headers({ host: w.promotion.host, cookie });
  return { ...w, user, cookie, headers };
}

describe('participant page prefetches', () => {
  it('use the client hooks’ own query keys', () => {
    expect(prefetchKeys.home(null)).toEqual(loggingKeys.home(null));
    expect(prefetchKeys.home('2026-11-02')).toEqual(loggingKeys.home('2026-11-02'));
    expect(prefetchKeys.content('home')).toEqual(loggingKeys.content('home'));
    expect(prefetchKeys.content('dialogs', 'activities_tutorial')).toEqual(loggingKeys.content('dialogs', 'activities_tutorial'));
    expect(prefetchKeys.activities(4, filterQuery('new', 3))).toEqual(activityKeys.list(4, filterQuery('new', 3)));
    const filter = { page: 1, query: '', location: null };
    expect(hashKey(prefetchKeys.personBoard(4, 'friends', filter))).toBe(hashKey(leaderboardKeys.person(4, 'friends', filter)));
    expect(prefetchKeys.journalWall).toEqual(journalKeys.wall);
    expect(prefetchKeys.journeySummary).toEqual(journalKeys.summary);
    expect(prefetchKeys.stats).toEqual(statsKeys.stats('me'));
    expect(prefetchKeys.badges).toEqual(statsKeys.badges('me'));
    expect(prefetchKeys.settings('me')).toEqual(settingsKey('me'));
    expect(prefetchKeys.settings(12)).toEqual(settingsKey(12));
    expect(prefetchKeys.headerCounts).toEqual(HEADER_COUNTS_KEY);
    expect(prefetchKeys.gettingStarted).toEqual(onboardingKeys.gettingStarted);
    expect(prefetchKeys.entries(3)).toEqual(loggingKeys.entries(3));
    expect(hashKey(prefetchKeys.teamBoard(7, filter))).toBe(hashKey(leaderboardKeys.team(7, filter)));
    expect(hashKey(teamBoardPrefetch(7).key)).toBe(hashKey(leaderboardKeys.team(7, filter)));
    expect(prefetchKeys.conversations).toEqual(messagingKeys.list);
    expect(prefetchKeys.dataExport).toEqual(dataExportKey);
    expect(prefetchKeys.consent).toEqual(consentKey);
    // The social pages (app/(app)/social-prefetch.ts).
    expect(socialPrefetchKeys.giftSummary).toEqual(giftKeys.summary);
    expect(socialPrefetchKeys.giftPending).toEqual(giftKeys.pending);
    expect(socialPrefetchKeys.giftEligible).toEqual(giftKeys.eligible);
    expect(socialPrefetchKeys.friends).toEqual(friendKeys.friends);
    expect(socialPrefetchKeys.receivedRequests).toEqual(friendKeys.received);
    expect(socialPrefetchKeys.duoList).toEqual(duoKeys.list);
    expect(socialPrefetchKeys.duoTemplates).toEqual(duoKeys.templates);
    expect(socialPrefetchKeys.duoFriends).toEqual(duoKeys.friends);
    expect(socialPrefetchKeys.team(3)).toEqual(teamKeys.team(3));
    expect(socialPrefetchKeys.teamActivity(3, 2)).toEqual(teamKeys.activity(3, 2));
    expect(socialPrefetchKeys.teamNeighbors(3)).toEqual(teamKeys.neighbors(3));
    expect(socialPrefetchKeys.teamInvites(3, 'invited')).toEqual(teamKeys.teamInvites(3, 'invited'));
    expect(socialPrefetchKeys.teamInvites(3, 'requested')).toEqual(teamKeys.teamInvites(3, 'requested'));
    // The wall feed's list (components/wall/wall-feed.tsx builds { filter, pageSize } on the participant host).
    const wall = { filter: 'my', pageSize: MAIN_WALL_PAGE_SIZE } as const;
    expect(hashKey(prefetchKeys.wall(wall))).toBe(hashKey(queryKeys.wall.list(wall)));
  });

  it('the wall: a tab’s first page of posts, as the browser would fetch it', async () => {
    const w = await world();
    const wall = { filter: 'all', pageSize: MAIN_WALL_PAGE_SIZE } as const;
    const state = await runPrefetches([wallPrefetch(wall)], w.headers);
    const posts = await callRoute(getWallPosts, { host: w.promotion.host, path: `/api/posts?page=1&page_size=${MAIN_WALL_PAGE_SIZE}&filter=all`, cookie: w.cookie });
    expect(posts.status).toBe(200);
    expect(prefetched(state, queryKeys.wall.list(wall))).toEqual({ pages: [posts.json], pageParams: [1] });
  });

  it('messages: the conversations, as the browser would fetch them', async () => {
    const w = await world();
    const state = await runPrefetches([conversationsPrefetch()], w.headers);
    const conversations = await callRoute(getConversations, {
      host: w.promotion.host, path: '/api/users/me/conversations?include=last&page_size=0', cookie: w.cookie, params: { id: 'me' },
    });
    expect(conversations.status).toBe(200);
    expect(prefetched(state, messagingKeys.list)).toEqual(conversations.json.data);
  });

  it('home: the scene the browser would fetch, the home content and the widget board', async () => {
    const w = await world();
    const state = await runPrefetches(homePrefetches({ id: w.promotion.id, showsIndividual: true, showsFriends: false, currentWeek: 1 }, null), w.headers);
    const direct = await callRoute(getLogging, { host: w.promotion.host, path: '/api/logging?page=1&page_size=10', cookie: w.cookie });
    expect(direct.status).toBe(200);
    expect(prefetched(state, loggingKeys.home(null))).toEqual(direct.json[0]);
    expect(Array.isArray(prefetched(state, loggingKeys.content('home')))).toBe(true);
    const widgetKey = leaderboardKeys.person(w.promotion.id, 'individual', { page: 1, pageSize: LEADERBOARD_WIDGET_ROWS + 1 });
    expect(prefetched(state, widgetKey)).toMatchObject({ data: expect.any(Array), meta: expect.any(Object) });
    // The quick-log sheet's lists: the week's activities and the chosen interests.
    expect(prefetched(state, activityKeys.list(w.promotion.id, { week: 1 }))).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Water First' })]));
    expect(prefetched(state, onboardingKeys.gettingStarted)).toMatchObject({ area_of_interest: expect.any(Array) });
  });

  it('activities, boards, journey, stats, badges, settings and header counts all answer', async () => {
    const w = await world();
    const params = filterQuery('all', 1);
    const state = await runPrefetches(
      [
        ...activitiesPrefetches(w.promotion.id, params),
        personBoardPrefetch(w.promotion.id, 'individual', { page: 1, query: '', location: null }),
        ...journeyPrefetches(),
        ...statsPrefetches(),
        ...badgesPrefetches(),
        settingsPrefetch('me'),
        ...headerPrefetches(),
      ],
      w.headers,
    );
    const direct = await callRoute(getActivities, {
      host: w.promotion.host, path: `/api/promotions/${w.promotion.id}/activities?week=1&page_size=0`, cookie: w.cookie, params: { id: String(w.promotion.id) },
    });
    expect(prefetched(state, activityKeys.list(w.promotion.id, params))).toEqual(direct.json.data);
    expect(prefetched(state, leaderboardKeys.person(w.promotion.id, 'individual', { page: 1, query: '', location: null }))).toBeDefined();
    expect(prefetched(state, journalKeys.wall)).toMatchObject({ pages: [expect.objectContaining({ data: expect.any(Array) })], pageParams: [1] });
    expect(prefetched(state, journalKeys.summary)).toBeDefined();
    expect(prefetched(state, statsKeys.stats('me'))).toMatchObject({ points: expect.any(Object) });
    expect(prefetched(state, statsKeys.badges('me'))).toMatchObject({ data: expect.any(Array) });
    expect(prefetched(state, settingsKey('me'))).toMatchObject({ email: w.user.email, fields: expect.any(Object) });
    expect(prefetched(state, HEADER_COUNTS_KEY)).toMatchObject({ notifications: expect.any(Number) });
  });

  it('the shell: the header’s counts for anyone, the prompts’ data for a participant of the host’s promotion where they are mounted', async () => {
    const keysOf = (user: Partial<CurrentUser>, promotion: Partial<CurrentPromotion> | null, prompts = true) =>
      shellPrefetches(user as CurrentUser, promotion as CurrentPromotion | null, { prompts }).map((p) => p.key);
    const participant = { promotion_id: 4, role: 'User' } as const;
    expect(keysOf(participant, { id: 4, is_teams_enabled: true })).toEqual([HEADER_COUNTS_KEY, consentKey, giftKeys.pending]);
    expect(keysOf(participant, { id: 4, is_teams_enabled: false })).toEqual([HEADER_COUNTS_KEY, consentKey]);
    expect(keysOf({ promotion_id: 4, role: 'Coordinator' }, { id: 4, is_teams_enabled: true })).toEqual([HEADER_COUNTS_KEY, consentKey, giftKeys.pending]);
    expect(keysOf({ promotion_id: null, role: 'Master' }, { id: 4, is_teams_enabled: true })).toEqual([HEADER_COUNTS_KEY]);
    expect(keysOf({ promotion_id: 5, role: 'User' }, { id: 4, is_teams_enabled: true })).toEqual([HEADER_COUNTS_KEY]);
    expect(keysOf(participant, null)).toEqual([HEADER_COUNTS_KEY]);
    // A group without the prompts (support pages, the dashboard) reads only the header's counts.
    expect(keysOf(participant, { id: 4, is_teams_enabled: true }, false)).toEqual([HEADER_COUNTS_KEY]);

    // The consent is the answer the policy prompt would fetch.
    const w = await world();
    const state = await runPrefetches(shellPrefetches({ promotion_id: w.promotion.id, role: 'User' } as CurrentUser, { id: w.promotion.id, is_teams_enabled: false } as CurrentPromotion, { prompts: true }), w.headers);
    const consent = await callRoute(getConsent, { host: w.promotion.host, path: '/api/users/me/consent', cookie: w.cookie });
    expect(consent.status).toBe(200);
    expect(prefetched(state, consentKey)).toEqual(consent.json);
  });

  it('leaves out what the server refuses, so the browser fetches it and shows its own answer', async () => {
    const w = await world();
    const state = await runPrefetches(statsPrefetches(), new Headers({ host: w.promotion.host }));
    expect(state.queries).toHaveLength(0);
  });
});

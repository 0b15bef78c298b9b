// What the social pages (social-engagement.md: friends, duos, the team competition, gift points) prefetch on the
// server (server/pages/prefetch.ts), as participant-prefetch.ts does for the core pages: the GET calls their client
// components make on mount, under the hooks' own query keys (written out because the key factories live in
// 'use client' modules; tests/integration/participant-prefetch.test.ts holds them equal to lib/query/*). Fetched in
// the browser, each list arrived after the first paint and pushed what sits below it down (docs/benchmarks.md
// "Session 23" and "Session 24").
import 'server-only';
import type { QueryKey } from '@tanstack/react-query';
import { GET as getFriendships } from '@/app/api/friendships/route';
import { GET as getDuos } from '@/app/api/duos/route';
import { GET as getDuoTemplates } from '@/app/api/duo_templates/route';
import { GET as getDuoFriends } from '@/app/api/duo_friends/route';
import { GET as getTeam } from '@/app/api/teams/[id]/route';
import { GET as getTeamActivity } from '@/app/api/teams/[id]/all_activity/route';
import { GET as getTeams } from '@/app/api/teams/route';
import { GET as getTeamInvites } from '@/app/api/teams/[id]/invites/route';
import { GET as getGiftSummary } from '@/app/api/works/bonus_points/route';
import { GET as getPendingGift } from '@/app/api/works/bonus_points/pending/route';
import { GET as getEligibleGiftUsers } from '@/app/api/works/bonus_points/eligible/route';
import { conversationsPrefetch } from '@/app/(app)/participant-prefetch';
import { dataOf, firstOf, queryString, type Prefetch } from '@/server/pages/prefetch';

type InviteType = 'invited' | 'requested';

export const socialPrefetchKeys = {
  friends: ['friendships', 'list', 'A'] as QueryKey,
  receivedRequests: ['friendships', 'received_requests'] as QueryKey,
  duoList: ['duos', 'list'] as QueryKey,
  duoTemplates: ['duos', 'templates'] as QueryKey,
  duoFriends: ['duos', 'friends'] as QueryKey,
  team: (id: number): QueryKey => ['teams', 'detail', id],
  teamActivity: (id: number, week: number): QueryKey => ['teams', 'activity', id, week],
  teamNeighbors: (id: number): QueryKey => ['teams', 'neighbors', id],
  teamInvites: (id: number, type: InviteType): QueryKey => ['teams', 'invites', id, type],
  giftSummary: ['gifts', 'summary'] as QueryKey,
  giftPending: ['gifts', 'pending'] as QueryKey,
  giftEligible: ['gifts', 'eligible'] as QueryKey,
};

/** My friends (components/friends/my-friends.tsx): the requests waiting for an answer, then the friends. */
export function myFriendsPrefetches(): Prefetch[] {
  return [
    { key: socialPrefetchKeys.receivedRequests, handler: getFriendships, path: `/friendships?${queryString({ status: 'received_requests', page_size: 0 })}`, select: dataOf },
    { key: socialPrefetchKeys.friends, handler: getFriendships, path: `/friendships?${queryString({ status: 'A', page_size: 0 })}`, select: dataOf },
  ];
}

/** The add wizard (components/duos/duo-wizard.tsx): the caller's duos (the limit), the templates and the friend picker. */
export function duoWizardPrefetches(): Prefetch[] {
  return [
    { key: socialPrefetchKeys.duoList, handler: getDuos, path: '/duos', select: firstOf },
    { key: socialPrefetchKeys.duoTemplates, handler: getDuoTemplates, path: `/duo_templates?${queryString({ page_size: 0 })}`, select: dataOf },
    { key: socialPrefetchKeys.duoFriends, handler: getDuoFriends, path: '/duo_friends', select: dataOf },
  ];
}

/**
 * My Team (components/teams/my-team.tsx) for a competition week: the team, the week's activity, and the caller's
 * conversations (the team conversation's button sits in the summary).
 */
export function myTeamPrefetches(teamId: number, week: number): Prefetch[] {
  const params = { id: String(teamId) };
  return [
    { key: socialPrefetchKeys.team(teamId), handler: getTeam, path: `/teams/${teamId}`, params },
    { key: socialPrefetchKeys.teamActivity(teamId, week), handler: getTeamActivity, path: `/teams/${teamId}/all_activity?${queryString({ wk: week })}`, params },
    conversationsPrefetch(),
  ];
}

/** What My Team asks for once the team is known: the neighbouring teams of an official team, a leader's invitations. */
export function myTeamFollowUpPrefetches(team: { id: number; status: number; is_leader: boolean }): Prefetch[] {
  const list: Prefetch[] = [];
  if (team.status === 1) {
    list.push({ key: socialPrefetchKeys.teamNeighbors(team.id), handler: getTeams, path: `/teams?${queryString({ neighbors_id: team.id })}`, select: dataOf });
  }
  if (team.is_leader) {
    for (const type of ['invited', 'requested'] as const) {
      list.push({
        key: socialPrefetchKeys.teamInvites(team.id, type),
        handler: getTeamInvites,
        path: `/teams/${team.id}/invites?${queryString({ type, page_size: 0, status: type === 'requested' ? 'unresponded' : undefined })}`,
        params: { id: String(team.id) },
        select: dataOf,
      });
    }
  }
  return list;
}

/**
 * Gift points (components/gifts/gift-points-screen.tsx): the giver's state. The gift waiting for an answer, which the
 * screen also shows, comes with the signed-in shell (app/_shell/shell-prefetch.ts: the page exists only where the
 * shell asks for it, a participant of the host's promotion with teams on).
 */
export function giftsPrefetches(): Prefetch[] {
  return [{ key: socialPrefetchKeys.giftSummary, handler: getGiftSummary, path: '/works/bonus_points' }];
}

/** The gift waiting for the caller's answer: the /gifts screen, and the gift prompt on every signed-in page. */
export function pendingGiftPrefetch(): Prefetch {
  return { key: socialPrefetchKeys.giftPending, handler: getPendingGift, path: '/works/bonus_points/pending' };
}

/** The people a giver may gift to (the spec's page_size 0): asked only when the giver holds a gift to give. */
export function giftEligiblePrefetch(): Prefetch {
  return { key: socialPrefetchKeys.giftEligible, handler: getEligibleGiftUsers, path: `/works/bonus_points/eligible?${queryString({ page_size: 0 })}`, select: dataOf };
}

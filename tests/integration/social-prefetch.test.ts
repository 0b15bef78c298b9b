// The social pages' first paint (app/(app)/social-prefetch.ts, and Privacy's download in participant-prefetch.ts):
// each prefetch holds exactly what the screen's own call answers, under the hook's key, so the page paints with its
// lists instead of growing when they arrive (the layout shifts of docs/benchmarks.md "Session 24").
import { afterAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser } from '../helpers/factories';
import { befriend, cookieFor } from '../helpers/journey-factories';
import { createDuoCollection } from '../helpers/duo-factories';
import { invite, teamOf, teamsWorld } from '../helpers/team-factories';
import { prefetched, runPrefetches } from '@/server/pages/prefetch';
import {
  pendingGiftPrefetch,
  duoWizardPrefetches,
  myFriendsPrefetches,
  myTeamFollowUpPrefetches,
  myTeamPrefetches,
  socialPrefetchKeys as keys,
} from '@/app/(app)/social-prefetch';
import { dataExportPrefetch, prefetchKeys } from '@/app/(app)/participant-prefetch';
import { GET as getFriendships } from '@/app/api/friendships/route';
import { GET as getDuos } from '@/app/api/duos/route';
import { GET as getDuoTemplates } from '@/app/api/duo_templates/route';
import { GET as getDuoFriends } from '@/app/api/duo_friends/route';
import { GET as getTeam } from '@/app/api/teams/[id]/route';
import { GET as getTeamActivity } from '@/app/api/teams/[id]/all_activity/route';
import { GET as getTeams } from '@/app/api/teams/route';
import { GET as getTeamInvites } from '@/app/api/teams/[id]/invites/route';
import { GET as getLatestExport, POST as requestExport } from '@/app/api/users/me/data_exports/route';
import { GET as getPendingGift } from '@/app/api/works/bonus_points/pending/route';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import type { Team } from '@/lib/teams/types';

afterAll(() => stopEnqueuer());

type Who = { id: number; cookie: string; host: string };
const headersOf = (w: Who) => new Headers({ host: w.host, cookie: w.cookie });
const call = (w: Who, handler: Parameters<typeof callRoute>[0], path: string, params?: Record<string, string>) =>
  callRoute(handler, { host: w.host, path: `/api${path}`, cookie: w.cookie, params });

async function people(count: number) {
  const p = await createPromotion();
  const list: Who[] = [];
  for (let i = 0; i < count; i++) {
    const user = await createUser({ promotionId: p.id, firstName: ['Ann', 'Bob', 'Cat'][i]!, lastName: 'Lee' });
    list.push({ id: user.id, cookie: await cookieFor(user), host: p.host });
  }
  return { p, people: list };
}

describe('social page prefetches', () => {
  it('My friends: the requests waiting for an answer and the friends, as the screen fetches them', async () => {
    const { p, people: [ann, bob, cat] } = await people(3);
    await befriend(p.id, ann!, bob!);
    await befriend(p.id, cat!, ann!, 'P');
    const state = await runPrefetches(myFriendsPrefetches(), headersOf(ann!));
    const friends = await call(ann!, getFriendships, '/friendships?status=A&page_size=0');
    const received = await call(ann!, getFriendships, '/friendships?status=received_requests&page_size=0');
    expect(prefetched(state, keys.friends)).toEqual(friends.json.data);
    expect(prefetched(state, keys.receivedRequests)).toEqual(received.json.data);
    expect(friends.json.data).toHaveLength(1);
    expect(received.json.data).toHaveLength(1);
  });

  it('the duo wizard: the caller’s duos, the templates and the friend picker', async () => {
    const { p, people: [ann, bob] } = await people(2);
    await createDuoCollection(p);
    await befriend(p.id, ann!, bob!);
    const state = await runPrefetches(duoWizardPrefetches(), headersOf(ann!));
    expect(prefetched(state, keys.duoList)).toEqual((await call(ann!, getDuos, '/duos')).json[0]);
    const templates = (await call(ann!, getDuoTemplates, '/duo_templates?page_size=0')).json.data;
    expect(prefetched(state, keys.duoTemplates)).toEqual(templates);
    expect(templates).toHaveLength(2);
    const friends = (await call(ann!, getDuoFriends, '/duo_friends')).json.data;
    expect(prefetched(state, keys.duoFriends)).toEqual(friends);
    expect(friends).toHaveLength(1);
  });

  it('My Team: the team, its week and, for the leader of an official team, its neighbours and invitations', async () => {
    const { ann, bob, cat } = await teamsWorld({ startsIn: -3 });
    const team = await teamOf(ann, 'Sunrise', [bob]);
    expect((await invite(ann, team.id, { user_id: cat.id, invite_type: 'I' })).status).toBe(201);
    const params = { id: String(team.id) };
    const state = await runPrefetches(myTeamPrefetches(team.id, 1), headersOf(ann));
    const shown = prefetched<Team>(state, keys.team(team.id));
    expect(shown).toEqual((await call(ann, getTeam, `/teams/${team.id}`, params)).json);
    expect(shown).toMatchObject({ status: 1, is_leader: true });
    expect(prefetched(state, keys.teamActivity(team.id, 1))).toEqual((await call(ann, getTeamActivity, `/teams/${team.id}/all_activity?wk=1`, params)).json);
    expect(prefetched(state, prefetchKeys.conversations)).toBeDefined();

    const more = await runPrefetches(myTeamFollowUpPrefetches(shown!), headersOf(ann));
    expect(prefetched(more, keys.teamNeighbors(team.id))).toEqual((await call(ann, getTeams, `/teams?neighbors_id=${team.id}`)).json.data);
    const invited = (await call(ann, getTeamInvites, `/teams/${team.id}/invites?type=invited&page_size=0`, params)).json.data;
    expect(prefetched(more, keys.teamInvites(team.id, 'invited'))).toEqual(invited);
    expect(invited).toHaveLength(1);
    expect(prefetched(more, keys.teamInvites(team.id, 'requested'))).toEqual([]);

    // The gift prompt's read (every signed-in page with teams on): nothing waits for Ann.
    const pending = await runPrefetches([pendingGiftPrefetch()], headersOf(ann));
    expect(prefetched(pending, keys.giftPending)).toEqual((await call(ann, getPendingGift, '/works/bonus_points/pending')).json);

    // A member who does not lead asks for no invitations.
    const member = prefetched<Team>(await runPrefetches(myTeamPrefetches(team.id, 1), headersOf(bob)), keys.team(team.id));
    expect(myTeamFollowUpPrefetches(member!).map((f) => f.key)).toEqual([keys.teamNeighbors(team.id)]);
  });

  it('Privacy: the latest download of one’s data, and none yet', async () => {
    const { people: [ann] } = await people(1);
    const none = await runPrefetches([dataExportPrefetch()], headersOf(ann!));
    expect(none.queries).toHaveLength(1);
    expect(prefetched(none, prefetchKeys.dataExport)).toBeNull();
    expect((await callRoute(requestExport, { method: 'POST', host: ann!.host, path: '/api/users/me/data_exports', cookie: ann!.cookie })).status).toBe(201);
    const state = await runPrefetches([dataExportPrefetch()], headersOf(ann!));
    const latest = (await call(ann!, getLatestExport, '/users/me/data_exports')).json.data_export;
    expect(latest).not.toBeNull();
    expect(prefetched(state, prefetchKeys.dataExport)).toEqual(latest);
  });
});

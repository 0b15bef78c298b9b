// What team changes cause on real sockets, through the real sidecar (docs/teams.md "Side effects"): an accepted
// invitation reaches the team's channel (every member's My Team refetches) and the new member's own tabs, with
// userUpdated naming the team; an accepted request reaches the requester; removing a member refreshes the removed
// person's user (no team any more); a team channel is closed to anyone not on the team.
import { describe, expect, it } from 'vitest';
import { eventsDuring, nextEvent, testSidecar } from '../helpers/realtime-sockets';
import { answerMine, answerOnTeam, create, invite, remove, requestJoin, teamsWorld } from '../helpers/team-factories';
import type { CurrentUser } from '@/lib/users/types';

const sidecar = testSidecar();

/** The first `event` matching `match` (an acceptance sends several userUpdated; the earlier ones may still arrive). */
function eventWhere<T>(socket: Awaited<ReturnType<typeof sidecar.connect>>, event: string, match: (data: T) => boolean, timeoutMs = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no matching ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (data: T) => {
      if (!match(data)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(data);
    };
    socket.on(event, listener);
  });
}
const joinTeam = (socket: Awaited<ReturnType<typeof sidecar.connect>>, teamId: number) =>
  socket.timeout(2000).emitWithAck('addTeam', teamId) as Promise<{ ok: boolean }>;

describe('team realtime', () => {
  it('an accepted invitation: TeamInviteAccepted on the team channel and the new member’s tabs, userUpdated with the team', async () => {
    const { ann, bob, cat } = await teamsWorld();
    const team = (await create(ann, 'Otters')).json;
    const leaderTab = await sidecar.connect(ann.host, ann.cookie);
    expect(await joinTeam(leaderTab, team.id)).toEqual(expect.objectContaining({ ok: true }));
    const bobTab = await sidecar.connect(bob.host, bob.cookie);
    const outsiderTab = await sidecar.connect(cat.host, cat.cookie);
    // Someone not on the team cannot listen to it.
    expect((await joinTeam(outsiderTab, team.id)).ok).toBe(false);

    const sent = (await invite(ann, team.id, { user_id: bob.id, invite_type: 'I' })).json;
    const outside = await eventsDuring(outsiderTab, async () => {
      const onTeam = nextEvent(leaderTab, 'TeamInviteAccepted');
      const onBob = nextEvent(bobTab, 'TeamInviteAccepted');
      const bobUser = eventWhere<CurrentUser>(bobTab, 'userUpdated', (u) => u.team_id !== null);
      expect((await answerMine(bob, sent.id, { status: 'accepted' })).status).toBe(200);
      expect(await onTeam).toEqual({ team_id: team.id, user_id: bob.id });
      expect(await onBob).toEqual({ team_id: team.id, user_id: bob.id });
      expect(await bobUser).toMatchObject({ id: bob.id, team_id: team.id, team_name: 'Otters', on_official_team: true });
    });
    expect(outside).toEqual([]);
  });

  it('an accepted request reaches the requester; a removed member’s tabs hear they are on no team', async () => {
    const { ann, dan } = await teamsWorld();
    const team = (await create(ann, 'Herons')).json;
    const danTab = await sidecar.connect(dan.host, dan.cookie);
    const asked = (await requestJoin(dan, team.id)).json;
    const accepted = nextEvent(danTab, 'UserTeamRequestAccepted');
    expect((await answerOnTeam(ann, team.id, asked.id, { status: 'accepted' })).status).toBe(200);
    expect(await accepted).toEqual({ team_id: team.id, user_id: dan.id });

    const removed = eventWhere<CurrentUser>(danTab, 'userUpdated', (u) => u.team_id === null);
    expect((await remove(ann, team.id, dan.id)).status).toBeLessThan(300);
    expect(await removed).toMatchObject({ id: dan.id, team_id: null, team_name: null, on_official_team: false });
  });
});

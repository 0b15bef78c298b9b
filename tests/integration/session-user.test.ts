// The user behind a session is read by one raw statement on every signed-in request (server/auth/session-user.ts), and
// the same row by id (server/users/user-row.ts) after every change the user's tabs hear of.
// It must be exactly the row Prisma's typed query gives (the UserRow every handler reads), and find nobody for a
// session that ended, expired or belongs to someone else.
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { createSessionCookie, readSessionToken } from '@/server/auth/session';
import { findUserOfOpenSession } from '@/server/auth/session-user';
import { findUserById, userSelect } from '@/server/users/queries';
import { createPromotion, createUser } from '../helpers/factories';
import { createCompetition, createTeam } from '../helpers/journey-factories';

/** What the app read before: Prisma's findUnique with the session as a relation filter. */
const typed = (userId: number, sessionId: string) =>
  db.user.findUnique({ where: { id: userId, sessions: { some: { id: sessionId, expires_at: { gt: new Date() } } } }, select: userSelect });

async function sessionOf(user: { id: number; promotion_id: number | null }) {
  const cookie = await createSessionCookie({ userId: user.id, stay: false, sessionVersion: 0, promotionId: user.promotion_id });
  return (await readSessionToken(cookie.value))!.sessionId;
}

describe('the user of an open session', () => {
  it('is the row the typed query gives: profile, the latest live team, flags, a lock, or none of them', async () => {
    const p = await createPromotion();
    const member = await createUser({ promotionId: p.id, flags: { has_been_home: true, show_high_contrast: true } });
    const locked = await createUser({ promotionId: p.id, isLocked: true });
    await db.user.update({ where: { id: locked.id }, data: { locked_until: new Date('2030-01-02T03:04:05.678Z'), locale: 'es', sso_identifier: 'sso-1' } });
    const bare = await db.user.create({ data: { promotion_id: p.id, email: `bare-${member.id}@example.com`, role: 'Coordinator', password_hash: 'x' } });
    const older = await createCompetition(p.id, '2026-01-01');
    const newer = await createCompetition(p.id, '2026-03-01');
    await createTeam(older, 'Walkers', { members: [member, locked] });
    await createTeam(newer, 'Gone', { status: 2, members: [member] });
    await createTeam(newer, 'Pending', { status: 0, members: [locked] });

    for (const user of [member, locked, bare]) {
      const sessionId = await sessionOf(user);
      const expected = await typed(user.id, sessionId);
      expect(expected).not.toBeNull();
      expect(await findUserOfOpenSession(user.id, sessionId)).toEqual(expected);
      // The same row by id alone (the realtime userUpdated and the handlers' findUserById).
      expect(await findUserById(user.id)).toEqual(await db.user.findUnique({ where: { id: user.id }, select: userSelect }));
    }
    // Spelled out, so a change on both sides at once is seen too.
    const mine = await findUserOfOpenSession(member.id, await sessionOf(member));
    expect(mine).toMatchObject({ profile: { first_name: 'Test' }, team_memberships: [{ competition_id: older.id, team: { name: 'Walkers', status: 1 } }] });
    expect((await findUserOfOpenSession(locked.id, await sessionOf(locked)))!.team_memberships[0]!.team.name).toBe('Pending');
    expect(await findUserOfOpenSession(bare.id, await sessionOf(bare))).toMatchObject({ profile: null, team_memberships: [] });
  });

  it('is nobody for an ended, expired or someone else’s session', async () => {
    const p = await createPromotion();
    const [me, other] = [await createUser({ promotionId: p.id }), await createUser({ promotionId: p.id })];
    const mine = await sessionOf(me);
    expect(await findUserOfOpenSession(other.id, mine)).toBeNull();
    const expired = await sessionOf(me);
    await db.userSession.update({ where: { id: expired }, data: { expires_at: new Date(Date.now() - 1000) } });
    expect(await findUserOfOpenSession(me.id, expired)).toBeNull();
    await db.userSession.delete({ where: { id: mine } });
    expect(await findUserOfOpenSession(me.id, mine)).toBeNull();
    expect(await typed(me.id, mine)).toBeNull();
    // By id, a user is found whatever their sessions; no such user is null.
    expect(await findUserById(me.id)).toMatchObject({ id: me.id });
    expect(await findUserById(2_000_000_000)).toBeNull();
  });
});

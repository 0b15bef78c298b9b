// The domain events outbox against a real database and a real process (docs/decisions/015-outbox.md): a log whose
// process is killed between its commit and its fan-out still completes the team's work, with one gift bonus per
// member, once, when the worker's drain processes the row it left; processing the same row again adds nothing; and
// the log's transaction writes its events' rows in one statement.
import { afterAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { spawnScript } from '../helpers/processes';
import { createLoggingPromotion, createParticipant, TODAY } from '../helpers/logging-factories';
import { setFlags } from '../helpers/journey-factories';
import { answerMine, competition, create, invite, type Who } from '../helpers/team-factories';
import { capture, installCapture } from '../../bench/capture';
import { POST as logRoute } from '@/app/api/user_activities/route';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { drainOutbox, processOutboxRow } from '@/server/composition/outbox-drain';
import { forgetCachedPromotions } from '@/server/tenancy/promotion-context';
import { ACTIVITY_POINTS } from '@/lib/logging/constants';

afterAll(() => stopEnqueuer());

const logTo = (w: Who, activityId: number, day: string) =>
  callRoute(logRoute, { method: 'POST', host: w.host, path: '/api/user_activities', cookie: w.cookie, body: { activity_id: activityId, recorded_on: day } });

/** Ann and Bob on one team of a running competition whose weekly work takes two logs: Ann has logged one. */
async function oneLogShort() {
  const world = await createLoggingPromotion();
  const p = world.promotion;
  await setFlags(p.id, { is_teams_enabled: true });
  await competition(p.id, { enrollFrom: -5, enrollTo: 1, startsIn: -3, days: 28 });
  await db.competition.updateMany({ where: { promotion_id: p.id }, data: { works_value: ACTIVITY_POINTS * 2 } });
  forgetCachedPromotions();
  const mk = async () => {
    const { user, cookie } = await createParticipant(p);
    return { id: user.id, cookie, host: p.host, email: user.email } as Who;
  };
  const [ann, bob] = [await mk(), await mk()];
  const team = (await create(ann, 'Otters')).json;
  const sent = await invite(ann, team.id, { user_id: bob.id, invite_type: 'I' });
  await answerMine(bob, sent.json.id, { status: 'accepted' });
  expect((await logTo(ann, world.activities.plain.id, TODAY())).status).toBe(201);
  expect(await db.work.count({ where: { team_id: team.id } })).toBe(0);
  return { ...world, ann, bob, team };
}

const teamState = async (teamId: number) => {
  const works = await db.work.findMany({ where: { team_id: teamId, completed_at: { not: null } }, select: { id: true } });
  const workIds = works.map((w) => w.id);
  return {
    works: works.length,
    bonuses: await db.workBonus.count({ where: { work_id: { in: workIds } } }),
    notices: await db.notification.count({ where: { key: { in: workIds.map((id) => `team_work_${id}`) } } }),
  };
};

describe('a process killed between the commit and the fan-out', () => {
  it("leaves the log's outbox row, and the drain completes the team's work and its gift bonuses exactly once", { timeout: 180_000 }, async () => {
    const { promotion: p, bob, team, activities } = await oneLogShort();

    const child = spawnScript(
      ['--conditions=react-server', 'tests/helpers/crash-after-commit.ts', String(bob.id), String(p.id), String(activities.plain.id), TODAY()],
      { ...process.env, RENEW_SILENT_LOGS: '1' },
    );
    await child.exited;
    // tsx runs the script in a child node process and answers its SIGKILL as 128 + 9.
    expect([child.child.signalCode, child.child.exitCode], child.output()).toContainEqual(expect.toSatisfy((v) => v === 'SIGKILL' || v === 137));

    // The log committed; nothing after it ran: no work, and its row waits, unprocessed.
    expect(await db.userActivity.count({ where: { user_id: bob.id, recorded_on: { not: null } } })).toBe(1);
    expect(await teamState(team.id)).toEqual({ works: 0, bonuses: 0, notices: 0 });
    const rows = await db.eventOutbox.findMany({ where: { event_type: 'activity.logged', processed_at: null } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).toMatchObject({ userId: bob.id, promotion: { $promotion: p.id }, day: TODAY() });

    // The drain waits out the request's own chance (30 s) first: a row made due stands for that time having passed.
    expect(await drainOutbox()).toEqual({ processed: 0 });
    await db.eventOutbox.updateMany({ where: { id: rows[0]!.id }, data: { available_at: new Date() } });
    expect(await drainOutbox()).toEqual({ processed: 1 });
    expect(await teamState(team.id)).toEqual({ works: 1, bonuses: 2, notices: 2 });
    expect(await db.eventOutbox.findUniqueOrThrow({ where: { id: rows[0]!.id } })).toMatchObject({ processed_at: expect.any(Date), attempts: 1 });

    // Processed again (a second drain, a redelivery), twice at once even: the key (event, handler) applies it once.
    await Promise.all([processOutboxRow(rows[0]!.id), processOutboxRow(rows[0]!.id)]);
    await processOutboxRow(rows[0]!.id);
    expect(await teamState(team.id)).toEqual({ works: 1, bonuses: 2, notices: 2 });
    expect(await db.eventOutboxApplied.findMany({ where: { event_id: rows[0]!.id }, select: { handler: true } })).toEqual([{ handler: 'teams.workCompletion' }]);
    expect(await drainOutbox()).toEqual({ processed: 0 });
  });

  it('a log that is not interrupted completes the work in its own request and leaves its rows processed', async () => {
    const { bob, team, activities } = await oneLogShort();
    expect((await logTo(bob, activities.plain.id, TODAY())).status).toBe(201);
    expect(await teamState(team.id)).toEqual({ works: 1, bonuses: 2, notices: 2 });
    expect(await db.eventOutbox.count({ where: { processed_at: null, payload: { path: ['userId'], equals: bob.id } } })).toBe(0);
    // The work's own event (team.work_completed) was written in the work's transaction and delivered after it.
    expect(await db.eventOutbox.count({ where: { event_type: 'team.work_completed', payload: { path: ['teamId'], equals: team.id } } })).toBe(1);
  });
});

describe("the log's transaction", () => {
  it('writes the outbox rows of all its events in one statement, and nothing more', async () => {
    installCapture();
    const { bob, activities } = await oneLogShort();
    const { trace } = await capture(() => logTo(bob, activities.plain.id, TODAY()));
    const begin = trace.findIndex((s) => /^BEGIN/i.test(s.text.trim()));
    const commit = trace.findIndex((s, i) => i > begin && /^COMMIT/i.test(s.text.trim()));
    const connection = trace[begin]!.connection;
    const inTransaction = trace.slice(begin + 1, commit).filter((s) => s.connection === connection);
    const outbox = inTransaction.filter((s) => /event_outbox/i.test(s.text));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.text).toMatch(/^INSERT INTO event_outbox/i);
    // For the record (docs/decisions/015-outbox.md): the statements of the log's transaction with the outbox row.
    console.info(`log transaction: ${inTransaction.length} statements, ${outbox.length} of them the outbox`);
  });
});

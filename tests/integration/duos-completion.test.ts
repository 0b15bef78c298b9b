// The duo completion rule through real logging (docs/duos.md): each day on which both partners log an activity after
// the duo started unlocks the next of the template's images; the first makes the duo active, the last completes it
// (completed_at, completed_duos badge for both, a notification to both) — once, also when both log at the same moment.
import { afterAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { befriend, createBadge } from '../helpers/journey-factories';
import { createDuoCollection } from '../helpers/duo-factories';
import { createLoggingPromotion, createParticipant, daysAgo } from '../helpers/logging-factories';
import { POST as createUserActivity } from '@/app/api/user_activities/route';
import { POST as inviteRoute } from '@/app/api/duos/route';
import { GET as showRoute } from '@/app/api/duos/[id]/route';
import { PUT as acceptRoute } from '@/app/api/duos/[id]/accept/route';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';

afterAll(() => stopEnqueuer());

type Who = { id: number; cookie: string; host: string };

async function setup(images = 2) {
  const world = await createLoggingPromotion({ data: { max_activities_day: 10 } });
  const [t] = await createDuoCollection(world.promotion, ['Walk & Talk'], images);
  const people: Who[] = [];
  for (let i = 0; i < 2; i++) {
    const { user, cookie } = await createParticipant(world.promotion);
    people.push({ id: user.id, cookie, host: world.promotion.host });
  }
  const [ann, bob] = people as [Who, Who];
  await befriend(world.promotion.id, ann, bob);
  return { ...world, template: t!, ann, bob };
}

const logTo = (w: Who, activityId: number, day: string) =>
  callRoute(createUserActivity, { method: 'POST', host: w.host, path: '/api/user_activities', cookie: w.cookie, body: { activity_id: activityId, recorded_on: day } });
const show = (w: Who, id: number) => callRoute(showRoute, { host: w.host, path: `/api/duos/${id}`, cookie: w.cookie, params: { id: String(id) } });

async function startDuo(ann: Who, bob: Who, templateId: number): Promise<number> {
  const sent = await callRoute(inviteRoute, { method: 'POST', host: ann.host, path: '/api/duos', cookie: ann.cookie, body: { receiver_id: bob.id, duo_template_id: templateId } });
  const id = sent.json.id as number;
  expect((await callRoute(acceptRoute, { method: 'PUT', host: bob.host, path: `/api/duos/${id}/accept`, cookie: bob.cookie, params: { id: String(id) } })).status).toBe(200);
  return id;
}

describe('duo completion', () => {
  it('a day counts when both log after the start: active at the first, completed at the last, badges and notifications for both', async () => {
    const { promotion, activities, template, ann, bob } = await setup(2);
    const badge = await createBadge(promotion.id, { category: 'completed_duos', name: 'Duo done', goal: 1 });
    // Named apart, so each one's notification can be seen to name the other.
    await db.profile.update({ where: { user_id: ann.id }, data: { first_name: 'Ann', last_name: 'Lee' } });
    await db.profile.update({ where: { user_id: bob.id }, data: { first_name: 'Bob', last_name: 'Ray' } });
    // Logged before the duo started: does not count.
    expect((await logTo(ann, activities.plain.id, daysAgo(0))).status).toBe(201);
    const id = await startDuo(ann, bob, template.id);

    expect((await logTo(bob, activities.plain.id, daysAgo(0))).status).toBe(201);
    let duo = (await show(ann, id)).json;
    expect(duo).toMatchObject({ state: 'pending', stage: 'accepted', progress: { done: 0, total: 2, me_logged_today: false, partner_logged_today: true } });

    expect((await logTo(ann, activities.calm.id, daysAgo(0))).status).toBe(201);
    duo = (await show(ann, id)).json;
    expect(duo).toMatchObject({ state: 'active', stage: 'active', progress: { done: 1, total: 2, me_logged_today: true, partner_logged_today: true } });
    expect(duo.completed_at).toBeNull();

    // A second day on which only one logs unlocks nothing.
    expect((await logTo(ann, activities.plain.id, daysAgo(1))).status).toBe(201);
    expect((await show(bob, id)).json.progress.done).toBe(1);
    expect(await db.notification.count({ where: { key: `duo_completed_${id}` } })).toBe(0);

    expect((await logTo(bob, activities.calm.id, daysAgo(1))).status).toBe(201);
    duo = (await show(bob, id)).json;
    expect(duo).toMatchObject({ state: 'completed', stage: 'completed', archived_by_me: false, progress: { done: 2, total: 2 } });
    expect(duo.completed_at).not.toBeNull();
    expect(await db.userBadge.count({ where: { badge_id: badge.id, user_id: { in: [ann.id, bob.id] } } })).toBe(2);
    for (const [w, partner] of [[ann, 'Bob Ray'], [bob, 'Ann Lee']] as const) {
      expect(await db.notification.findFirst({ where: { user_id: w.id, key: `duo_completed_${id}` } })).toMatchObject({
        title: 'Duo completed', message: `You and ${partner} completed Walk & Talk. Well done!`, link: '/duo/all',
      });
    }
    // A later log changes nothing more.
    expect((await logTo(ann, activities.plain.id, daysAgo(2))).status).toBe(201);
    expect(await db.notification.count({ where: { key: `duo_completed_${id}` } })).toBe(2);
  });

  it('both partners logging the last day at the same moment complete the duo exactly once', async () => {
    const { activities, template, ann, bob } = await setup(1);
    for (let round = 0; round < 3; round++) {
      const id = await startDuo(ann, bob, template.id);
      const results = await Promise.all([logTo(ann, activities.plain.id, daysAgo(round)), logTo(bob, activities.calm.id, daysAgo(round))]);
      expect(results.map((r) => r.status)).toEqual([201, 201]);
      const row = await db.duo.findUniqueOrThrow({ where: { id }, select: { state: true } });
      expect(row.state).toBe('completed');
      expect(await db.notification.count({ where: { key: `duo_completed_${id}` } })).toBe(2);
    }
  });
});

// Writes the logging plan (logging-plan.ts): user scenes, user activities on their tiles, day entries with feels,
// quiz answers, and the running totals in user_points — all in one transaction.
import { once } from './lib/once.ts';
import { insertMany, insertReturning } from './lib/bulk.ts';
import { ACTIVITY_POINTS, type SeedContext } from './lib/context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { dateOf } from './dates.ts';
import { planLogging } from './logging-plan.ts';
import { loadParticipants } from './participants.ts';
import { loadActivities } from './activities.ts';
import { loadPromotionScenes } from './scenes.ts';

export async function seedLogging(ctx: SeedContext): Promise<void> {
  const { db, acme } = ctx;
  await once(
    db, 'logging',
    async () => (await db.userActivity.count({ where: { promotion_id: acme.id } })) > 0,
    async (tx) => {
      const people = await loadParticipants(ctx);
      const plan = planLogging(acme, people, await loadActivities(ctx, acme.id), await loadPromotionScenes(ctx, acme.id));
      const promotion_id = acme.id;

      const scenes = await insertReturning<Prisma.UserSceneCreateManyInput, { id: number; user_id: number; sequence: number }>(
        tx, 'user_scenes',
        plan.scenes.map((s) => ({
          promotion_id, user_id: s.userId, scene_id: s.sceneId, sequence: s.sequence, current_state: s.state,
          is_archived: s.archived, completed_at: s.completedAt, created_at: s.createdAt,
        })),
        'id, user_id, sequence',
      );
      const sceneId = new Map(scenes.map((s) => [`${s.user_id}:${s.sequence}`, s.id]));
      const userSceneOf = (a: { userId: number; sceneSequence: number }) => sceneId.get(`${a.userId}:${a.sceneSequence}`)!;

      const activities = await insertReturning<Prisma.UserActivityCreateManyInput, { id: number; user_scene_id: number; tile_number: number }>(
        tx, 'user_activities',
        plan.activities.map((a) => ({
          promotion_id, user_id: a.userId, activity_id: a.activityId, recorded_on: dateOf(a.day), date_answered: a.createdAt,
          is_active: a.isActive, answer_idx: a.answerIdx, user_scene_id: userSceneOf(a), tile_number: a.tile,
          points: ACTIVITY_POINTS, created_at: a.createdAt,
        })),
        'id, user_scene_id, tile_number',
      );
      const activityId = new Map(activities.map((a) => [`${a.user_scene_id}:${a.tile_number}`, a.id]));

      const entries = await insertReturning<Prisma.EntryCreateManyInput, { id: number; user_id: number; day: string }>(
        tx, 'entries',
        plan.entries.map((e) => ({
          promotion_id, user_id: e.userId, recorded_on: dateOf(e.day), week: e.week, is_recorded: e.recorded,
          entry_points: e.entryPoints, total_points: e.totalPoints,
        })),
        'id, user_id, recorded_on::text AS day',
      );
      const entryId = new Map(entries.map((e) => [`${e.user_id}:${e.day}`, e.id]));

      await insertMany<Prisma.EntryActivityCreateManyInput>(
        tx, 'entry_activities',
        plan.activities.map((a) => ({
          promotion_id, entry_id: entryId.get(`${a.userId}:${a.day}`)!, user_activity_id: activityId.get(`${userSceneOf(a)}:${a.tile}`)!,
          feels_value: a.feels, created_at: a.createdAt,
        })),
      );
      await insertMany<Prisma.UserQuizAnswerCreateManyInput>(
        tx, 'user_quiz_answers',
        plan.quizzes.map((q) => ({
          promotion_id, user_id: q.userId, activity_id: q.activityId, answer_idx: q.answerIdx, is_correct: q.correct,
          points: q.correct ? acme.triviaPoints : 0, recorded_on: dateOf(q.day), created_at: q.createdAt,
        })),
      );
      // A totals row for every participant, zero for those who have not logged yet (leaderboards list them too).
      const totals = new Map(plan.totals.map((t) => [t.userId, t]));
      await tx.userPoints.createMany({
        data: people.map((p) => {
          const t = totals.get(p.id) ?? { activity: 0, quiz: 0, entry: 0 };
          return { user_id: p.id, promotion_id, activity_points: t.activity, quiz_points: t.quiz, entry_points: t.entry, bonus_points: 0, total_points: t.activity + t.quiz + t.entry };
        }),
      });
    },
    ctx.log,
  );
}

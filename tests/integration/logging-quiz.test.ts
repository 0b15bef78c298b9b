// Quiz (trivia) answers (participant-core.md §4): check without recording, wrong answers retried, the first correct
// answer credits trivia_points once to today's entry with the spec's message, 406 for no quiz / not yet available.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createLoggingPromotion, createParticipant, TODAY } from '../helpers/logging-factories';
import { POST as checkAnswer } from '@/app/api/user_activities/check_answer/route';
import { GET as listAnswers } from '@/app/api/user_quiz_answers/route';
import { POST as answer } from '@/app/api/user_quiz_answers/[activity_id]/route';
import { db } from '@/server/db';
import { reconcilePoints } from '@/server/points/queries';
import { readableDay } from '@/lib/logging/format';
import { parseIsoDate } from '@/lib/promotion-dates';

type Ctx = { host: string; cookie: string };
const check = (c: Ctx, body: Record<string, unknown>) => callRoute(checkAnswer, { method: 'POST', host: c.host, path: '/api/user_activities/check_answer', cookie: c.cookie, body });
const submit = (c: Ctx, activityId: number, answerIdx: number) =>
  callRoute(answer, { method: 'POST', host: c.host, path: `/api/user_quiz_answers/${activityId}`, cookie: c.cookie, params: { activity_id: String(activityId) }, body: { answer_idx: answerIdx } });
const answers = (c: Ctx, activityId: number) => callRoute(listAnswers, { host: c.host, path: `/api/user_quiz_answers?activity_id=${activityId}`, cookie: c.cookie });

async function setup(o: Parameters<typeof createLoggingPromotion>[0] = {}) {
  const world = await createLoggingPromotion(o);
  const { user, cookie } = await createParticipant(world.promotion);
  return { ...world, user, ctx: { host: world.promotion.host, cookie } };
}

describe('the {day} of the quiz points message', () => {
  it('reads as weekday, month and day, whatever the server time zone', () => {
    expect(readableDay('2026-11-17')).toBe('Tuesday, November 17');
    expect(readableDay('2027-01-01')).toBe('Friday, January 1');
  });
});

describe('POST /api/user_activities/check_answer', () => {
  it('says whether an answer is right without recording it', async () => {
    const { ctx, activities } = await setup();
    expect(await check(ctx, { activity_id: activities.quiz.id, answer_idx: 1 })).toMatchObject({ status: 200, json: { correct: true, correct_answer: 1 } });
    expect(await check(ctx, { activity_id: activities.quiz.id, answer_idx: 0 })).toMatchObject({ status: 200, json: { correct: false, correct_answer: 1 } });
    expect(await db.userQuizAnswer.count({ where: { activity_id: activities.quiz.id } })).toBe(0);
    expect(await check(ctx, { activity_id: activities.plain.id, answer_idx: 0 })).toMatchObject({ status: 406, json: { errors: ['This activity has no quiz.'] } });
    expect(await check(ctx, { activity_id: activities.future.id, answer_idx: 0 })).toMatchObject({ status: 406, json: { errors: ['This quiz is not available yet.'] } });
    expect(await check(ctx, { activity_id: activities.quiz.id, answer_idx: 3 })).toMatchObject({ status: 422, json: { errors: ['That answer is not one of the choices.'] } });
  });
});

describe('POST /api/user_quiz_answers/{activity_id}', () => {
  it('records a wrong answer (retry allowed), then credits the trivia points once for the first correct one', async () => {
    const { ctx, activities, user, promotion } = await setup();
    expect(await submit(ctx, activities.quiz.id, 0)).toMatchObject({ status: 200, json: { correct: false, message: 'Try again.', points_added: 0, points_message: null } });
    const right = await submit(ctx, activities.quiz.id, 1);
    expect(right).toMatchObject({
      status: 200,
      json: {
        correct: true, message: 'Correct!', points_added: 5, credited_on: TODAY(), already_answered: false,
        points_message: `Your 5 quiz points were added to ${readableDay(TODAY())}.`,
        user_quiz_answer: { activity_id: activities.quiz.id, answer_idx: 1, is_correct: true, points: 5, recorded_on: TODAY() },
      },
    });
    expect(right.json).not.toHaveProperty('pointsChanged');
    // An existing correct answer counts as correct, with no second credit — even a wrong index now.
    for (const idx of [1, 0]) {
      expect(await submit(ctx, activities.quiz.id, idx)).toMatchObject({ status: 200, json: { correct: true, message: 'Correct!', already_answered: true, points_added: 0 } });
    }
    expect(await db.userPoints.findUniqueOrThrow({ where: { user_id: user.id } })).toMatchObject({ quiz_points: 5, total_points: 5 });
    expect(await db.entry.findFirstOrThrow({ where: { user_id: user.id, recorded_on: parseIsoDate(TODAY()) } })).toMatchObject({ total_points: 5, is_recorded: false });

    const list = await answers(ctx, activities.quiz.id);
    expect(list.status).toBe(200);
    expect(list.json.data.map((a: { answer_idx: number; is_correct: boolean }) => [a.answer_idx, a.is_correct])).toEqual([[0, false], [1, true]]);
    expect(list.json.meta.total_records).toBe(2);
    expect(await reconcilePoints(promotion.id)).toEqual([]);
  });

  it('credits once under simultaneous correct answers', async () => {
    const { ctx, activities, user, promotion } = await setup({ data: { trivia_points: 7 } });
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(ctx, activities.quiz.id, 1)));
    expect(results.every((r) => r.status === 200 && r.json.correct)).toBe(true);
    const credited = results.filter((r) => r.json.points_added === 7);
    expect(credited).toHaveLength(1);
    expect(credited[0]!.json.points_message).toBe(`Your 7 quiz points were added to ${readableDay(TODAY())}.`);
    expect(await db.userQuizAnswer.count({ where: { user_id: user.id, is_correct: true } })).toBe(1);
    expect((await db.userPoints.findUniqueOrThrow({ where: { user_id: user.id } })).quiz_points).toBe(7);
    expect(await reconcilePoints(promotion.id)).toEqual([]);
  });

  it('answers 406 with a message for an activity without a quiz or not unlocked yet, recording nothing', async () => {
    const { ctx, activities, user } = await setup();
    expect(await submit(ctx, activities.plain.id, 0)).toMatchObject({ status: 406, json: { errors: ['This activity has no quiz.'] } });
    expect(await submit(ctx, activities.future.id, 1)).toMatchObject({ status: 406, json: { errors: ['This quiz is not available yet.'] } });
    const notStarted = await setup({ startedDaysAgo: -2 });
    expect(await submit(notStarted.ctx, notStarted.activities.quiz.id, 1)).toMatchObject({ status: 406, json: { errors: ['This quiz is not available yet.'] } });
    expect(await db.userQuizAnswer.count({ where: { user_id: { in: [user.id, notStarted.user.id] } } })).toBe(0);
    // A quiz on a reading (non-logging) activity is answerable.
    expect((await submit(ctx, activities.nonLogging.id, 0)).json).toMatchObject({ correct: true, points_added: 5 });
  });
});

describe('the tenancy wall on quiz routes', () => {
  it("gives another promotion's participant 404 for A's activities, and the owner 200", async () => {
    const a = await setup();
    const b = await setup();
    await submit(a.ctx, a.activities.quiz.id, 1);
    expect((await submit(b.ctx, a.activities.quiz.id, 1)).status).toBe(404);
    expect((await check(b.ctx, { activity_id: a.activities.quiz.id, answer_idx: 1 })).status).toBe(404);
    expect((await answers(b.ctx, a.activities.quiz.id)).status).toBe(404);
    // A neighbour sees only their own (no) answers.
    const neighbour = await createParticipant(a.promotion);
    expect((await answers({ host: a.ctx.host, cookie: neighbour.cookie }, a.activities.quiz.id)).json.data).toEqual([]);
    expect((await answers(a.ctx, a.activities.quiz.id)).json.data).toHaveLength(1);
    expect((await answers(a.ctx, 0)).status).toBe(422);
  });
});

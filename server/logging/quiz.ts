// Quiz (trivia) answers: a wrong answer may be retried; the first correct one
// is recorded once and credits the promotion's trivia_points to today's entry; an existing correct answer counts as
// correct. An activity without a quiz, or one not unlocked yet, is a 406 whose message the client shows as is.
import { db } from '@/server/db';
import { Invalid, NotAcceptable, NotFound } from '@/server/platform/errors';
import { LOGGING_MESSAGES } from '@/lib/logging/messages';
import type { QuizAnswer, QuizCheck, QuizResult } from '@/lib/logging/types';
import { createFormat } from '@/lib/i18n/format';
import { DEFAULT_LOCALE, type AnyLocale } from '@/lib/i18n/locales';
import { translatorFor } from '@/server/i18n/translator';
import { isoDate } from '@/lib/promotion-dates';
import { hasQuiz, isAvailableNow } from '@/server/activities/policy';
import { creditPoints } from '@/server/points/mutations';
import { lockEntryForDay } from '@/server/entries/mutations';
import { programToday } from '@/server/entries/policy';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import type { Participant } from './policy';
import { withDomainEvents } from '@/server/events';
import { insertCorrectAnswerSql } from './sql';

const answerSelect = { id: true, activity_id: true, answer_idx: true, is_correct: true, points: true, recorded_on: true, created_at: true } as const;

type AnswerRow = { id: number; activity_id: number; answer_idx: number; is_correct: boolean; points: number; recorded_on: Date | null; created_at: Date };

export function serializeQuizAnswer(a: AnswerRow): QuizAnswer {
  return {
    id: a.id, activity_id: a.activity_id, answer_idx: a.answer_idx, is_correct: a.is_correct, points: a.points,
    recorded_on: isoDate(a.recorded_on), created_at: a.created_at.toISOString(),
  };
}

/** The quiz of an activity of this promotion, answerable now; 404 for another promotion's, 406 otherwise. */
async function answerableQuiz(p: ResolvedPromotion, activityId: number, answerIdx: number) {
  const activity = await db.activity.findFirst({
    where: { id: activityId, promotion_id: p.id },
    select: { id: true, question: true, answers: true, correct_answer: true, week_available: true },
  });
  if (!activity) throw new NotFound(LOGGING_MESSAGES.activityNotFound);
  if (!hasQuiz(activity)) throw new NotAcceptable(LOGGING_MESSAGES.noQuiz);
  if (!isAvailableNow(activity, p.timeline)) throw new NotAcceptable(LOGGING_MESSAGES.quizNotAvailable);
  if (answerIdx >= activity.answers.length) throw new Invalid(LOGGING_MESSAGES.answerOutOfRange);
  return { ...activity, correct_answer: activity.correct_answer! };
}

/** POST /user_activities/check_answer: is this the right answer? Nothing is recorded. */
export async function checkAnswer(p: ResolvedPromotion, activityId: number, answerIdx: number): Promise<QuizCheck> {
  const quiz = await answerableQuiz(p, activityId, answerIdx);
  return { correct: answerIdx === quiz.correct_answer, correct_answer: quiz.correct_answer };
}

/** GET /user_quiz_answers?activity_id=: the caller's answers to one activity of this promotion, oldest first. */
export async function listQuizAnswers({ userId, promotion: p }: Participant, activityId: number): Promise<QuizAnswer[]> {
  const activity = await db.activity.findFirst({ where: { id: activityId, promotion_id: p.id }, select: { id: true } });
  if (!activity) throw new NotFound(LOGGING_MESSAGES.activityNotFound);
  const rows = await db.userQuizAnswer.findMany({
    where: { user_id: userId, promotion_id: p.id, activity_id: activityId },
    orderBy: { id: 'asc' },
    select: answerSelect,
  });
  return rows.map(serializeQuizAnswer);
}

/**
 * POST /user_quiz_answers/{activity_id}: records an answer. Idempotent once correct (no double points). `message` and
 * `points_message` are said in the reader's language (`locale`, the request's).
 */
export async function answerQuiz(
  { userId, promotion: p }: Participant, activityId: number, answerIdx: number, locale: AnyLocale = DEFAULT_LOCALE,
): Promise<QuizResult> {
  const t = translatorFor(locale, 'quiz');
  const correct = t('correct');
  const quiz = await answerableQuiz(p, activityId, answerIdx);
  const base = { points_message: null, points_added: 0, credited_on: null, already_answered: false };
  const existing = await db.userQuizAnswer.findFirst({ where: { user_id: userId, activity_id: activityId, is_correct: true }, select: answerSelect });
  if (existing) return { ...base, correct: true, message: correct, already_answered: true, correct_answer: quiz.correct_answer, user_quiz_answer: serializeQuizAnswer(existing) };

  if (answerIdx !== quiz.correct_answer) {
    const wrong = await db.userQuizAnswer.create({
      data: { promotion_id: p.id, user_id: userId, activity_id: activityId, answer_idx: answerIdx, is_correct: false },
      select: answerSelect,
    });
    return { ...base, correct: false, message: t('tryAgain'), correct_answer: null, user_quiz_answer: serializeQuizAnswer(wrong) };
  }

  const day = programToday(p);
  const points = p.row.trivia_points;
  const inserted = await withDomainEvents(async (tx, events) => {
    // The entry first: the lock order every points path follows (server/points/mutations.ts).
    await lockEntryForDay(tx, p, userId, day);
    // The partial unique index allows one correct answer per user and activity: a double submit inserts nothing.
    const row: AnswerRow | undefined = await insertCorrectAnswerSql.first(tx, p.id, userId, activityId, answerIdx, points, day);
    if (row) {
      await creditPoints(tx, { userId, promotionId: p.id, day, kind: 'quiz', delta: points, entryLocked: true });
      events.record('quiz.answered', { userId, promotion: p, day, activityId, points });
    }
    return row ?? null;
  });
  if (!inserted) {
    const winner = await db.userQuizAnswer.findFirstOrThrow({ where: { user_id: userId, activity_id: activityId, is_correct: true }, select: answerSelect });
    return { ...base, correct: true, message: correct, already_answered: true, correct_answer: quiz.correct_answer, user_quiz_answer: serializeQuizAnswer(winner) };
  }
  return {
    correct: true,
    message: correct,
    // The day is a calendar day of the promotion's, never shifted by a zone.
    points_message: points > 0 ? t('pointsAdded', { points, day: createFormat(locale).day(day, 'weekday') }) : null,
    points_added: points,
    credited_on: day,
    already_answered: false,
    correct_answer: quiz.correct_answer,
    user_quiz_answer: serializeQuizAnswer(inserted),
  };
}

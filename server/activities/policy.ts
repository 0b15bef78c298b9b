// When an activity can be used: unlocked by its week_available, a logging one, one with a quiz.
import type { PromotionTimeline } from '@/lib/promotion-dates';

/** Unlocked once the program has started and its week has come (week_available <= current week). */
export function isAvailableNow(activity: { week_available: number }, timeline: Pick<PromotionTimeline, 'has_started' | 'current_week'>): boolean {
  return timeline.has_started && activity.week_available <= timeline.current_week;
}

/** A quiz needs a question, choices and the index of the right one. */
export function hasQuiz(activity: { question: string | null; answers: string[]; correct_answer: number | null }): boolean {
  return Boolean(activity.question?.trim()) && activity.answers.length > 0 && activity.correct_answer !== null;
}

// POST /api/user_activities/check_answer {activity_id, answer_idx} → {correct, correct_answer}; records nothing.
// An activity without a quiz or not unlocked yet is a 406 with the message to show (participant-core.md §8).
import { route } from '@/server/http/route';
import { checkAnswerSchema } from '@/server/logging/schemas';
import { requireParticipant } from '@/server/logging/policy';
import { checkAnswer } from '@/server/logging/quiz';

export const POST = route({ requirePromotion: true, body: checkAnswerSchema }, async ({ user, promotion, body }) => {
  const { promotion: p } = requireParticipant(user, promotion);
  return checkAnswer(p, body.activity_id, body.answer_idx);
});

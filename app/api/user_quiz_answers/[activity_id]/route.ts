// POST /api/user_quiz_answers/{activity_id} {answer_idx} — records an answer (participant-core.md §4 "Quiz answer"):
// 'Correct!' (the first correct answer adds trivia_points to today's entry) or 'Try again.'; 406 when the activity
// has no quiz or is not unlocked yet.
import { route } from '@/server/http/route';
import { quizAnswerBodySchema, quizAnswerParamSchema } from '@/server/logging/schemas';
import { requireParticipant } from '@/server/logging/policy';
import { answerQuiz } from '@/server/logging/quiz';
import { announceLoggingChange } from '@/server/logging/notify';

export const POST = route({ requirePromotion: true, params: quizAnswerParamSchema, body: quizAnswerBodySchema }, async ({ user, promotion, params, body }) => {
  const participant = requireParticipant(user, promotion);
  const { pointsChanged, ...result } = await answerQuiz(participant, params.activity_id, body.answer_idx);
  if (pointsChanged && result.credited_on) await announceLoggingChange(participant, { days: [result.credited_on], user });
  return result;
});

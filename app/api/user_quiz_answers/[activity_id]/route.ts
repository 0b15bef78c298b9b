// POST /api/user_quiz_answers/{activity_id} {answer_idx} — records an answer:
// 'Correct!' (the first correct answer adds trivia_points to today's entry) or 'Try again.'; 406 when the activity
// has no quiz or is not unlocked yet.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { quizAnswerBodySchema, quizAnswerParamSchema } from '@/lib/logging/schemas';
import { answerQuiz } from '@/server/logging/quiz';

export const POST = route({ response: responses.quizResultSchema, scope: 'participant', action: 'logging.use', params: quizAnswerParamSchema, body: quizAnswerBodySchema }, async ({ participant, params, body, locale }) => {
  return answerQuiz(participant, params.activity_id, body.answer_idx, locale);
});

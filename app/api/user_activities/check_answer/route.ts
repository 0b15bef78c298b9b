// POST /api/user_activities/check_answer {activity_id, answer_idx} → {correct, correct_answer}; records nothing. An
// activity without a quiz or not unlocked yet is a 406 with the message to show (a 406 never marks the answer wrong).
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { checkAnswerSchema } from '@/lib/logging/schemas';
import { checkAnswer } from '@/server/logging/quiz';

export const POST = route({ response: responses.quizCheckSchema, scope: 'participant', action: 'logging.use', body: checkAnswerSchema }, async ({ participant, body }) => {
  const { promotion: p } = participant;
  return checkAnswer(p, body.activity_id, body.answer_idx);
});

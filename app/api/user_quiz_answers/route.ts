// GET /api/user_quiz_answers?activity_id= — the caller's answers to one activity (list envelope, all records).
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { quizAnswersQuerySchema } from '@/lib/logging/schemas';
import { listQuizAnswers } from '@/server/logging/quiz';

export const GET = route({ response: responses.quizAnswerListSchema, scope: 'participant', action: 'logging.use', query: quizAnswersQuerySchema }, async ({ participant, query, url }) => {
  const answers = await listQuizAnswers(participant, query.activity_id);
  return listEnvelope(answers, answers.length, toPage({ page_size: 0 }), url);
});

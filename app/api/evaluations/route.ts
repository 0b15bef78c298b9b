import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { jsonObjectBody, parseInput } from '@/server/http/input';
import { submitEvaluation } from '@/server/evaluations/mutations';
import { submitEvaluationSchema } from '@/lib/evaluations/schemas';

// POST /evaluations {evaluation_definition_id, answers, week_number?}: 201 the stored
// evaluation; 404 'Evaluation Definition could not be found'; 422 a second submit, a closed definition, or the
// answers' problems (all of them).
export const POST = route({ response: responses.storedEvaluationSchema, scope: 'participant', action: 'evaluations.take', body: jsonObjectBody, status: 201 }, async ({ user, promotion, body }) =>
  submitEvaluation(user, promotion, parseInput(submitEvaluationSchema, body)),
);

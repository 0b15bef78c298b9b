import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { promotionIdParamSchema } from '@/lib/schemas';
import { promotionOfPath } from '@/server/tenancy/path-promotion';
import { registrationQuestions } from '@/server/evaluations/reads';

// GET /promotions/{id|current}/registration_questions → {evaluation_definition: {id, name, message} | null, questions}:
// the initial evaluation's questions the registration form asks. Public (asked before there is an account);
// {id} must be the host's promotion.
export const GET = route({ response: responses.registrationQuestionsSchema, scope: 'public', action: 'registration.read', params: promotionIdParamSchema }, async ({ promotion, params }) =>
  registrationQuestions(promotionOfPath(promotion, params.id)),
);

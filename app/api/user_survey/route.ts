import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { answerSurvey, openSurveysFor } from '@/server/surveys/participant';
import { userSurveyAnswerSchema } from '@/lib/surveys';

// GET /user_survey: the participant's promotion's surveys open today, each with is_completed.
export const GET = route({ response: responses.participantSurveyListSchema, scope: 'participant', action: 'evaluations.take' }, async ({ user, promotion, url }) => wholeList(await openSurveysFor(user.id, promotion), url));

// POST /user_survey {user_survey_def_id, answers: {name: 1..7}}: answered once, every statement.
export const POST = route({ response: responses.userSurveyAnswerSchema, scope: 'participant', action: 'evaluations.take', body: userSurveyAnswerSchema, status: 201 }, async ({ user, promotion, body }) =>
  answerSurvey(user.id, promotion, body),
);

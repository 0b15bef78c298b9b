import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { onboardingState } from '@/server/registration/queries';

// GET /users/me/onboarding → {just_registered, has_been_home, has_seen_home_walkthrough, started_home_walkthrough,
// pending_evaluation_id, pending_survey_id}. The flags are saved through PUT /users/me {flags: {...}}.
export const GET = route({ response: responses.onboardingStateSchema, scope: 'signed-in', action: 'account.read' }, ({ user, promotion }) => onboardingState(user, promotion));

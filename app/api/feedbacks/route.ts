import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { feedbackSchema } from '@/lib/support/schemas';
import { createFeedback } from '@/server/feedback/mutations';

// POST /feedbacks {name, email, feedback, browser, request_url}: the Feedback dialog. Name, email and the text are
// required; 404 when the promotion has feedback turned off.
export const POST = route(
  { response: responses.feedbackSchema, scope: 'promotion', action: 'support.feedback', body: feedbackSchema, status: 201 },
  async ({ promotion, user, body, ip }) =>
    createFeedback({ promotionId: promotion.id, isFeedbackEnabled: promotion.flags.is_feedback_enabled, userId: user.id, ip }, body),
);

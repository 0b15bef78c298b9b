import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { emailContent } from '@/server/recipes/share-email';
import { contentEmailSchema } from '@/lib/recipes/schemas';
import type { ContentEmailResult } from '@/lib/recipes/types';

// POST /emails/content {message, emails, model (Recipe or Tip), id}: emails a recipe or a tip to up to 10 addresses
// (split on commas or semicolons, each checked first; none is 'Must include at least 1 email address.'). Answers
// 'Email sent successfully.'. A tip sent counts as a share.
export const POST = route({ response: responses.contentEmailResultSchema, scope: 'participant', action: 'content.email', body: contentEmailSchema }, async ({ user, promotion, body, ip }): Promise<ContentEmailResult> =>
  emailContent(promotion, { user, ip }, body));

import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { contactRequestSchema } from '@/lib/support/schemas';
import { createContactRequest } from '@/server/support/mutations';

// POST /contact_requests {first_name, last_name, organization, email, subject, message, extra_tags, info}: the Contact
// page's form, from anyone on a promotion's site. Stored, then mailed to the promotion's coordinators.
export const POST = route(
  { response: responses.contactRequestSchema, scope: 'public-promotion', action: 'support.contact', body: contactRequestSchema, status: 201 },
  async ({ promotion, user, body, ip }) => createContactRequest({ promotionId: promotion.id, userId: user?.id ?? null, ip }, body),
);

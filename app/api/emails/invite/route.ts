import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { inviteByEmails } from '@/server/friends/mutations';
import { assertBuddiesOn } from '@/server/friends/policy';
import { inviteEmailsSchema } from '@/lib/friends/schemas';
import type { InviteResult } from '@/lib/friends/types';

// POST /emails/invite {emails: "a@x.com; b@y.com", message}: a friend request to each address (whitespace stripped,
// split on ; or ,): participants get a request, addresses without an account an invitation mail. None given is the
// spec's 'Must include at least 1 email address.'; a malformed one refuses the whole list. Answers who was invited and
// who was skipped (already friends, already invited…) with the reason.
export const POST = route({ response: responses.inviteResultSchema, scope: 'participant', action: 'friends.write', body: inviteEmailsSchema }, async ({ user, promotion, body, ip }): Promise<InviteResult> => {
  assertBuddiesOn(promotion);
  return inviteByEmails(promotion, { user, ip }, body);
});

// The List-Unsubscribe URL of every email (RFC 8058 one-click): ?email=…&token=… signed for that address.
//   POST (the mail provider, body List-Unsubscribe=One-Click, form-encoded or multipart) → unsubscribes, 200.
//   GET (a client that opens the URL instead) → 303 to the unsubscribe page, which unsubscribes on load.
// Unsubscribing on GET would let link scanners and prefetchers unsubscribe people; RFC 8058 exists for that reason.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { AppError } from '@/server/http/errors';
import { accountScope } from '@/server/tenancy/account-scope';
import { assertMayUnsubscribe } from '@/server/unsubscribe/policy';
import { unsubscribeEverything } from '@/server/unsubscribe/mutations';
import { oneClickUnsubscribeQuerySchema } from '@/lib/onboarding/schemas';

const MAX_FORM_BYTES = 4096;

export const GET = route({ produces: 'redirect', status: 303, scope: 'public', action: 'mail.unsubscribe', query: oneClickUnsubscribeQuerySchema }, async ({ query }) => {
  const page = `/unsubscribe?${new URLSearchParams({ email: query.email, token: query.token })}`;
  return new Response(null, { status: 303, headers: { Location: page } });
});

export const POST = route({ response: responses.unsubscribedSchema, scope: 'public', action: 'mail.unsubscribe', query: oneClickUnsubscribeQuerySchema }, async ({ request, host, query }) => {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_FORM_BYTES) throw new AppError(413, 'The request body is too large.');
  const form = await request.formData().catch(() => null);
  if (form?.get('List-Unsubscribe') !== 'One-Click') throw new AppError(400, 'Expected List-Unsubscribe=One-Click.');
  const scope = accountScope(host);
  assertMayUnsubscribe(scope, query.email, query.token, null);
  return unsubscribeEverything(scope, query.email);
});

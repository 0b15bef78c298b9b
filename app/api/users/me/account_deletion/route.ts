import { NextResponse } from 'next/server';
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { deleteOwnAccount } from '@/server/users/account-deletion';
import { clearedSessionCookie } from '@/server/auth/session';
import { accountDeletionBodySchema } from '@/lib/settings/schemas';
import type { AccountDeleted } from '@/lib/settings/types';

// POST /users/me/account_deletion {password, confirm: 'DELETE'}: deletes the caller's account in one transaction and
// signs it out everywhere (its sessions go with it); this browser's cookie is cleared too.
export const POST = route({ response: responses.accountDeletedSchema, scope: 'participant', action: 'account.delete', body: accountDeletionBodySchema }, async ({ user, body }) => {
  await deleteOwnAccount(user.id, body);
  const cookie = clearedSessionCookie();
  const response = NextResponse.json({ deleted: true } satisfies AccountDeleted);
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
});
